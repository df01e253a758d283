#include "ui/GuideSources.h"

#include "models/ArticleCache.h"
#include "models/GuideModel.h"
#include "models/ListItemsModel.h"

namespace webshop::ui {

using IM = models::ListItemsModel;

QList<values::GuideLine> guideLinesOf(const IM &items)
{
    QList<values::GuideLine> lines;
    for (int row = 0; row < items.rowCount(); ++row) {
        const QModelIndex i = items.index(row, 0);
        values::GuideLine l;
        l.bundleId = i.data(IM::BundleIdRole).toString();
        l.variantId = i.data(IM::VariantIdRole).toString();
        l.name = i.data(IM::NameRole).toString();
        l.pack = i.data(IM::BundleDescriptionRole).toString();
        l.weight = i.data(IM::WeightArticleRole).toBool();
        if (!l.bundleId.isEmpty())
            lines << l;
    }
    return lines;
}

void giveGuideSources(models::GuideModel *model, const Services &services)
{
    model->setPriceSource([services](const QString &bundleId) -> std::optional<values::SellingPriceInfo> {
        const models::ListItemsModel *items = services.listItems;
        for (int row = 0; items && row < items->rowCount(); ++row)
            if (const values::Article *a = items->articleAt(row))
                if (const values::Bundle *b = a->bundle(bundleId))
                    return b->price;
        if (const values::Article *a = services.articles ? services.articles->articleForBundle(bundleId) : nullptr)
            if (const values::Bundle *b = a->bundle(bundleId))
                return b->price;
        return std::nullopt;
    });
    model->setPackSource([services](const QString &variantId) -> QList<values::Bundle> {
        const models::ListItemsModel *items = services.listItems;
        for (int row = 0; items && row < items->rowCount(); ++row)
            if (const values::Article *a = items->articleAt(row); a && a->variantId == variantId)
                return a->bundles;
        return {};
    });
}

} // namespace webshop::ui
