#include "app/demo/DemoArticleJson.h"

#include "app/demo/DemoMoney.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace webshop::demo {

QString articleImagePath(const QString &variantId)
{
    return u"/media/articles/"_s + variantId + u".png"_s;
}

QJsonObject articleToJson(const DemoArticle &article, const DemoStore &store, Language language,
                          ArticleForm form)
{
    QJsonArray bundles;
    for (const DemoBundle &b : article.bundles) {
        const qint64 net = DemoCatalogue::netCents(b, store);
        const qint64 vat = vatCents(net, article.vatPercent);
        QJsonObject o{
            {u"bettyBundleId"_s, b.id},
            {u"description"_s, b.description(language)},
            {u"longDescription"_s, article.longDescription(b, language)},
            {u"sellingPriceInfo"_s,
             QJsonObject{
                 {u"articleGross"_s, centsToJson(net + vat)},
                 {u"articleNet"_s, centsToJson(net)},
                 {u"articleVatAmount"_s, centsToJson(vat)},
                 {u"currency"_s, u"EUR"_s},
             }},
        };
        if (form == ArticleForm::ListItem) {
            o.insert(u"weightArticle"_s, article.weight);
            o.insert(u"bundleSize"_s, QString::number(b.pieces));
        } else {
            o.insert(u"isWeightArticle"_s, article.weight);
        }
        bundles.append(o);
    }
    return QJsonObject{
        {u"bettyVariantId"_s, article.id},
        {u"name"_s, article.name(language)},
        {u"imageUrl"_s, articleImagePath(article.id)},
        {u"bundles"_s, bundles},
    };
}

} // namespace webshop::demo
