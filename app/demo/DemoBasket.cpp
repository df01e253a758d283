#include "app/demo/DemoBasket.h"

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoMoney.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace webshop::demo {

namespace {

QJsonObject money(qint64 cents)
{
    return QJsonObject{{u"amount"_s, centsToJson(cents)}, {u"currency"_s, u"EUR"_s}};
}

QString basketArticleId(VariantOptions::BasketArticle scheme, const QString &bundleId,
                        const QString &variantId)
{
    switch (scheme) {
    case VariantOptions::BasketArticle::Bundle: return bundleId;
    case VariantOptions::BasketArticle::Variant: return variantId;
    case VariantOptions::BasketArticle::Other: return otherArticleId(bundleId);
    }
    return bundleId;
}

} // namespace

DemoLinePrice &DemoLinePrice::operator+=(const DemoLinePrice &o)
{
    articleNet += o.articleNet;
    articleVat += o.articleVat;
    articleGross += o.articleGross;
    emptiesNet += o.emptiesNet;
    emptiesVat += o.emptiesVat;
    emptiesGross += o.emptiesGross;
    net += o.net;
    vat += o.vat;
    gross += o.gross;
    return *this;
}

DemoLinePrice priceLine(qint64 unitNetCents, qint64 depositCents, int vatPercent, qint64 quantity)
{
    DemoLinePrice p;
    p.articleNet = lineCents(unitNetCents, quantity);
    p.articleVat = vatCents(p.articleNet, vatPercent);
    p.articleGross = p.articleNet + p.articleVat;
    p.emptiesNet = lineCents(depositCents, quantity);
    p.emptiesVat = vatCents(p.emptiesNet, vatPercent);
    p.emptiesGross = p.emptiesNet + p.emptiesVat;
    p.net = p.articleNet + p.emptiesNet;
    p.vat = p.articleVat + p.emptiesVat;
    p.gross = p.net + p.vat;
    return p;
}

QString DemoBaskets::key(const QString &country, const QString &storeId, const QString &customerId)
{
    return country + u'/' + storeId + u'/' + customerId;
}

qint64 DemoBaskets::add(const QString &key, const QString &bundleId, qint64 quantity, bool merge)
{
    QList<DemoBasketLine> &lines = m_baskets[key];
    for (DemoBasketLine &line : lines) {
        if (merge && line.bundleId == bundleId) {
            line.quantity += quantity;
            return line.quantity;
        }
    }
    lines.append({bundleId, quantity});
    return quantity;
}

QJsonObject basketToJson(const QList<DemoBasketLine> &lines, const DemoCatalogue &catalogue,
                         const DemoStore &store, const VariantOptions &variants)
{
    QJsonArray items;
    DemoLinePrice total;
    for (const DemoBasketLine &line : lines) {
        const DemoArticle *article = nullptr;
        const DemoBundle *bundle = catalogue.bundle(line.bundleId, &article);
        if (!bundle)
            continue; // cannot happen: only known bundles are added
        const qint64 unitNet = DemoCatalogue::netCents(*bundle, store);
        const DemoLinePrice p = priceLine(unitNet, bundle->depositCents, article->vatPercent, line.quantity);
        total += p;
        // The article* fields: the line's (as summed into total_price) or one unit's.
        DemoLinePrice shown = p;
        if (variants.linePrices == VariantOptions::LinePrices::Unit)
            shown = priceLine(unitNet, 0, article->vatPercent, kQuantityScale);
        items.append(QJsonObject{
            {u"article"_s, basketArticleId(variants.basketArticle, line.bundleId, article->id)},
            {u"amount"_s, quantityToJson(line.quantity)},
            {u"price"_s,
             QJsonObject{
                 {u"netTotal"_s, money(p.net)},
                 {u"grossTotal"_s, money(p.gross)},
                 {u"vatTotal"_s, money(p.vat)},
                 {u"articleNet"_s, money(shown.articleNet)},
                 {u"articleGross"_s, money(shown.articleGross)},
                 {u"articleVATAmount"_s, money(shown.articleVat)},
                 {u"emptiesNet"_s, money(p.emptiesNet)},
                 {u"emptiesGross"_s, money(p.emptiesGross)},
                 {u"emptiesVATAmount"_s, money(p.emptiesVat)},
             }},
        });
    }
    return QJsonObject{
        {u"items"_s, items},
        {u"total_price"_s,
         QJsonObject{
             {u"netTotal"_s, money(total.net)},
             {u"grossTotal"_s, money(total.gross)},
             {u"vatTotal"_s, money(total.vat)},
             {u"articleNetTotal"_s, money(total.articleNet)},
             {u"articleGrossTotal"_s, money(total.articleGross)},
             {u"articleVatTotal"_s, money(total.articleVat)},
             {u"emptiesNet"_s, money(total.emptiesNet)},
             {u"emptiesGross"_s, money(total.emptiesGross)},
             {u"emptiesVATAmount"_s, money(total.emptiesVat)},
         }},
    };
}

} // namespace webshop::demo
