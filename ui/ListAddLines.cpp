#include "ui/ListAddLines.h"

#include "app/control/Preferences.h"
#include "app/values/LinePrice.h"
#include "models/ListItemsModel.h"

#include <QCoreApplication>

namespace webshop::ui {

using IM = models::ListItemsModel;

int listRowOf(const IM &items, const QString &bundleId)
{
    for (int row = 0; row < items.rowCount(); ++row)
        if (items.index(row, 0).data(IM::BundleIdRole).toString() == bundleId)
            return row;
    return -1;
}

QList<models::BatchAddLine> listBatchLines(const IM &items, const QList<models::BasketAdd> &adds,
                                           const control::Preferences &preferences)
{
    QList<models::BatchAddLine> lines;
    for (const models::BasketAdd &add : adds) {
        const QModelIndex index = items.index(listRowOf(items, add.bundleId), 0);
        models::BatchAddLine line;
        line.intent.bundleId = add.bundleId;
        line.intent.amount = add.quantity;
        line.intent.name = index.data(IM::NameRole).toString();
        line.intent.pack = index.data(IM::BundleDescriptionRole).toString();
        line.intent.currency = index.data(IM::CurrencyRole).toString();
        const QVariant gross = index.data(IM::PriceGrossRole);
        if (gross.canConvert<values::Decimal>() && !index.data(IM::PriceUnknownRole).toBool())
            line.intent.unitGross = gross.value<values::Decimal>();
        const QVariant net = index.data(IM::PriceNetRole);
        if (net.canConvert<values::Decimal>() && !index.data(IM::PriceUnknownRole).toBool())
            line.intent.unitNet = net.value<values::Decimal>();
        line.weight = index.data(IM::WeightArticleRole).toBool();
        const auto lineGross = values::computeLine(values::UnitPrices::of(line.intent.unitNet, line.intent.unitGross,
                                                                    line.intent.currency), add.quantity).gross;
        const std::optional<values::Money> total = lineGross ? std::optional(values::Money{*lineGross, line.intent.currency})
                                                          : std::nullopt;
        line.large = LargeAddGuard::isLarge(preferences, {line.intent.name, add.quantity, line.weight, total, total});
        lines << line;
    }
    return lines;
}

QList<LargeAddGuard::Line> listLargeLines(const IM &items, const QList<models::BasketAdd> &adds,
                                          const control::Preferences &preferences, bool gross)
{
    QList<LargeAddGuard::Line> large;
    for (const models::BasketAdd &add : adds) {
        const QModelIndex index = items.index(listRowOf(items, add.bundleId), 0);
        // The line by the one arithmetic (app/values/LinePrice.h).
        const auto unit = [&](int role) -> std::optional<values::Decimal> {
            const QVariant v = index.data(role);
            if (!v.canConvert<values::Decimal>() || index.data(IM::PriceUnknownRole).toBool())
                return std::nullopt;
            return v.value<values::Decimal>();
        };
        const QString currency = index.data(IM::CurrencyRole).toString();
        const values::LinePrice linePrice
            = values::computeLine(values::UnitPrices::of(unit(IM::PriceNetRole), unit(IM::PriceGrossRole), currency), add.quantity);
        const auto price = [&](int role) -> std::optional<values::Money> {
            const auto amount = role == IM::PriceNetRole ? linePrice.net : linePrice.gross;
            return amount ? std::optional(values::Money{*amount, currency}) : std::nullopt;
        };
        const bool weight = index.data(IM::WeightArticleRole).toBool();
        QString name = index.data(IM::NameRole).toString();
        const QString pack = index.data(IM::BundleDescriptionRole).toString();
        if (!weight && !pack.isEmpty())
            name = QCoreApplication::translate("webshop::ui::ListAddLines", "%1 (%2)").arg(name, pack);
        const LargeAddGuard::Line line{name, add.quantity, weight, price(IM::PriceGrossRole),
                                       price(gross ? IM::PriceGrossRole : IM::PriceNetRole)};
        if (LargeAddGuard::isLarge(preferences, line))
            large << line;
    }
    return large;
}

} // namespace webshop::ui
