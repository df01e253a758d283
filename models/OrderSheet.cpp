#include "models/OrderSheet.h"

#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/QuickOrderModel.h"

namespace webshop::models {

namespace {

values::OptionalMoney money(const QVariant &amount, const QString &currency)
{
    if (!amount.isValid() || !amount.canConvert<values::Decimal>())
        return std::nullopt;
    return values::Money{amount.value<values::Decimal>(), currency};
}

values::OptionalMoney money(const std::optional<values::Decimal> &amount, const QString &currency)
{
    return amount ? std::optional(values::Money{*amount, currency}) : std::nullopt;
}

// The amounts of a line by the one arithmetic (app/values/LinePrice.h).
void setAmounts(SheetLine &line, const values::LinePrice &price, const QString &currency)
{
    line.net = money(price.net, currency);
    line.vat = money(price.vat, currency);
    line.deposit = price.depositKnown ? money(price.depositNet, currency) : std::nullopt;
    line.gross = money(price.gross, currency);
}

void add(values::OptionalMoney &sum, const values::OptionalMoney &amount)
{
    if (!amount)
        return;
    if (sum)
        sum->amount += amount->amount;
    else
        sum = amount;
}

} // namespace

QList<SheetLine> basketSheetLines(const BasketModel &basket)
{
    QList<SheetLine> lines;
    lines.reserve(basket.rowCount());
    for (int row = 0; row < basket.rowCount(); ++row) {
        const values::BasketItem *item = basket.lineAt(row);
        if (!item)
            continue;
        const QModelIndex index = basket.index(row, 0);
        const values::ItemPrice &p = item->price;
        SheetLine line;
        const QString bundleId = index.data(BasketModel::BundleIdRole).toString();
        line.articleNo = bundleId.isEmpty() ? item->article : bundleId;
        line.name = index.data(BasketModel::NameRole).toString();
        line.pack = index.data(BasketModel::BundleDescriptionRole).toString();
        line.quantity = item->quantity;
        line.weight = index.data(BasketModel::WeightArticleRole).toBool();
        line.unitNet = money(index.data(BasketModel::UnitNetRole), index.data(BasketModel::CurrencyRole).toString());
        line.net = p.netTotal;
        line.vat = p.vatTotal;
        line.deposit = p.emptiesNet;
        line.gross = p.grossTotal;
        lines.append(line);
    }
    return lines;
}

SheetTotals basketSheetTotals(const BasketModel &basket)
{
    const values::TotalPrice &t = basket.totals();
    SheetTotals totals{t.netTotal, t.vatTotal, t.emptiesNet, t.grossTotal, 0};
    for (int row = 0; row < basket.rowCount(); ++row) {
        const values::BasketItem *item = basket.lineAt(row);
        if (item && !item->price.netTotal)
            ++totals.unpricedLines;
    }
    return totals;
}

QList<SheetLine> listSheetLines(const ListItemsModel &list)
{
    QList<SheetLine> lines;
    for (int row = 0; row < list.rowCount(); ++row) {
        const QModelIndex index = list.index(row, 0);
        const QString bundleId = index.data(ListItemsModel::BundleIdRole).toString();
        const values::Decimal quantity = list.quantityAt(row);
        if (bundleId.isEmpty() || quantity.isZero() || quantity.isNegative())
            continue;
        const QString currency = index.data(ListItemsModel::CurrencyRole).toString();
        SheetLine line;
        line.articleNo = bundleId;
        line.name = index.data(ListItemsModel::NameRole).toString();
        line.pack = index.data(ListItemsModel::BundleDescriptionRole).toString();
        line.quantity = quantity;
        line.weight = index.data(ListItemsModel::WeightArticleRole).toBool();
        line.unitNet = money(index.data(ListItemsModel::PriceNetRole), currency);
        const QVariant net = index.data(ListItemsModel::PriceNetRole), gross = index.data(ListItemsModel::PriceGrossRole);
        const auto unit = [](const QVariant &v) {
            return v.isValid() && v.canConvert<values::Decimal>() ? std::optional(v.value<values::Decimal>()) : std::nullopt;
        };
        setAmounts(line, values::computeLine(values::UnitPrices::of(unit(net), unit(gross), currency), quantity), currency);
        lines.append(line);
    }
    return lines;
}

QList<SheetLine> quickOrderSheetLines(const QuickOrderModel &grid)
{
    QList<SheetLine> lines;
    for (const QuickOrderLine &row : grid.lines()) {
        if (!row.isResolved() || !row.quantityFits())
            continue;
        const QuickOrderPick &pick = row.pick;
        SheetLine line;
        line.articleNo = pick.bundleId;
        line.name = pick.name;
        line.pack = pick.pack;
        line.quantity = *row.quantity;
        line.weight = pick.weight;
        if (pick.unitNet)
            line.unitNet = values::Money{*pick.unitNet, pick.currency};
        // What the grid shows: the basket's figures where it holds the line, else computed.
        setAmounts(line, grid.linePrice(row), pick.currency);
        lines.append(line);
    }
    return lines;
}

SheetTotals sumSheetLines(const QList<SheetLine> &lines)
{
    SheetTotals totals;
    for (const SheetLine &line : lines) {
        add(totals.net, line.net);
        add(totals.vat, line.vat);
        add(totals.deposit, line.deposit);
        add(totals.gross, line.gross);
        if (!line.net)
            ++totals.unpricedLines;
        else if (!line.deposit)
            ++totals.depositUnknownLines;
    }
    return totals;
}

OrderSheet makeOrderSheet(const SheetHeader &header, const QList<SheetLine> &lines)
{
    return OrderSheet{header, lines, sumSheetLines(lines)};
}

} // namespace webshop::models
