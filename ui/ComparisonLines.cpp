#include "ui/ComparisonLines.h"

#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/QuickOrderModel.h"

namespace webshop::ui {

using BM = models::BasketModel;
using IM = models::ListItemsModel;

values::ComparisonLines basketComparisonLines(const BM &basketModel)
{
    const BM *basket = &basketModel;
    values::ComparisonLines lines;
    for (int row = 0; row < basket->rowCount(); ++row) {
        const QModelIndex i = basket->index(row, 0);
        values::ComparisonLine line;
        line.bundleId = i.data(BM::BundleIdRole).toString();
        if (line.bundleId.isEmpty())
            line.bundleId = i.data(BM::LineIdRole).toString();
        line.variantId = i.data(BM::VariantIdRole).toString();
        line.quantity = i.data(BM::QuantityRole).value<values::Decimal>();
        const QVariant net = i.data(BM::DepositNetRole), gross = i.data(BM::DepositGrossRole);
        if (net.isValid())
            line.depositNet = net.value<values::Decimal>();
        if (gross.isValid())
            line.depositGross = gross.value<values::Decimal>();
        line.depositCurrency = i.data(BM::CurrencyRole).toString();
        const QVariant lineNet = i.data(BM::LineNetRole), lineGross = i.data(BM::LineGrossRole);
        if (lineNet.isValid() && lineGross.isValid()) {
            const auto zero = QVariant::fromValue(values::Decimal());
            line.goodsNet = lineNet.value<values::Decimal>() - (net.isValid() ? net : zero).value<values::Decimal>();
            line.goodsGross = lineGross.value<values::Decimal>() - (gross.isValid() ? gross : zero).value<values::Decimal>();
        }
        lines.append(line);
    }
    return lines;
}

// A list line without a quantity is compared per pack (1).
values::ComparisonLines listComparisonLines(const IM &itemsModel)
{
    const IM *items = &itemsModel;
    values::ComparisonLines lines;
    for (int row = 0; row < items->rowCount(); ++row) {
        const QModelIndex i = items->index(row, 0);
        values::ComparisonLine line;
        line.bundleId = i.data(IM::BundleIdRole).toString();
        line.variantId = i.data(IM::VariantIdRole).toString();
        const QVariant quantity = i.data(IM::QuantityRole);
        line.quantity = quantity.isValid() && quantity.value<values::Decimal>() > values::Decimal()
            ? quantity.value<values::Decimal>() : values::Decimal::fromInt(1);
        lines.append(line);
    }
    return lines;
}

// The grid's lines that name a pack and a quantity.
values::ComparisonLines quickOrderComparisonLines(const models::QuickOrderModel &grid)
{
    values::ComparisonLines lines;
    for (const models::QuickOrderLine &row : grid.lines()) {
        if (!row.isResolved() || !row.quantityFits())
            continue;
        values::ComparisonLine line;
        line.bundleId = row.pick.bundleId;
        line.variantId = row.pick.variantId;
        line.quantity = *row.quantity;
        lines.append(line);
    }
    return lines;
}

} // namespace webshop::ui
