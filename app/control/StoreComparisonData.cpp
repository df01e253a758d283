#include "app/control/StoreComparisonData.h"

#include "app/values/LinePrice.h"

#include <algorithm>

namespace webshop::control {

using values::Decimal;

QList<ComparedStore> storesOf(const QList<values::DeliveryAddress> &addresses, int currentIndex)
{
    QList<ComparedStore> stores;
    for (int i = 0; i < addresses.size(); ++i) {
        const values::DeliveryAddress &a = addresses.at(i);
        if (a.storeId.isEmpty())
            continue;
        auto it = std::find_if(stores.begin(), stores.end(),
                               [&](const ComparedStore &s) { return s.storeId == a.storeId; });
        if (it == stores.end()) {
            stores.append(ComparedStore{a.storeId, {}, {}, false});
            it = stores.end() - 1;
        }
        it->addressIndexes.append(i);
        const QString city = a.city.trimmed();
        if (!city.isEmpty() && !it->place.split(QStringLiteral(", ")).contains(city))
            it->place = it->place.isEmpty() ? city : it->place + QStringLiteral(", ") + city;
        if (i == currentIndex)
            it->current = true;
    }
    return stores;
}

StoreCell cellFor(const values::Article &article, const QString &bundleId, Decimal quantity)
{
    StoreCell cell;
    const values::Bundle *bundle = article.bundle(bundleId);
    if (!bundle) {
        cell.state = StoreCell::State::NotSold;
        return cell;
    }
    const values::SellingPriceInfo &price = bundle->price;
    if (!price.isKnown()) {
        cell.state = StoreCell::State::PriceUnknown;
        return cell;
    }
    cell.state = StoreCell::State::Priced;
    cell.currency = price.currency;
    cell.unitNet = price.articleNet;
    cell.unitGross = price.articleGross;
    // The goods by the one arithmetic (app/values/LinePrice.h), as the basket prices them; the
    // deposit stands beside, in a column of its own.
    const values::LinePrice line = values::computeLine(
        values::UnitPrices::of(price.articleNet, price.articleGross, price.currency, price.articleVatAmount), quantity);
    cell.lineNet = line.goodsNet;
    cell.lineGross = line.goodsGross;
    cell.estimate = !line.rateCertain;
    return cell;
}

bool isComparable(const ComparedLine &line, bool net)
{
    if (line.cells.isEmpty())
        return false;
    const QString &currency = line.cells.constFirst().currency;
    return std::all_of(line.cells.cbegin(), line.cells.cend(), [&](const StoreCell &c) {
        return c.state == StoreCell::State::Priced && c.line(net).has_value() && c.currency == currency;
    });
}

namespace {

// The indexes of the lowest values; empty when fewer than two are known or all are equal.
QList<int> lowest(const QList<std::optional<Decimal>> &values)
{
    std::optional<Decimal> min, max;
    int known = 0;
    for (const auto &v : values) {
        if (!v)
            continue;
        ++known;
        min = min ? std::min(*min, *v) : *v;
        max = max ? std::max(*max, *v) : *v;
    }
    QList<int> result;
    if (known < 2 || *min == *max)
        return result;
    for (int i = 0; i < values.size(); ++i)
        if (values.at(i) == min)
            result.append(i);
    return result;
}

void addDeposit(std::optional<Decimal> &sum, const std::optional<Decimal> &value)
{
    if (value)
        sum = sum.value_or(Decimal()) + *value;
}

} // namespace

ComparisonSummary summarize(const QList<ComparedLine> &lines, int storeCount, bool net)
{
    ComparisonSummary s;
    s.complete = std::all_of(lines.cbegin(), lines.cend(), [](const ComparedLine &l) {
        return std::all_of(l.cells.cbegin(), l.cells.cend(), [](const StoreCell &c) { return c.isDone(); });
    });
    s.totals.fill(std::nullopt, storeCount);
    QList<Decimal> sums(storeCount);
    for (const ComparedLine &l : lines) {
        addDeposit(s.depositNet, l.line.depositNet);
        addDeposit(s.depositGross, l.line.depositGross);
        if (!isComparable(l, net) || l.cells.size() != storeCount)
            continue;
        ++s.comparableLines;
        s.currency = l.cells.constFirst().currency;
        for (int i = 0; i < storeCount; ++i)
            sums[i] += *l.cells.at(i).line(net);
    }
    if (!s.complete || s.comparableLines == 0)
        return s;
    for (int i = 0; i < storeCount; ++i)
        s.totals[i] = sums.at(i);
    s.cheapestStores = lowest(s.totals);
    return s;
}

QList<int> cheapestCells(const ComparedLine &line, bool net)
{
    QList<std::optional<Decimal>> values;
    for (const StoreCell &c : line.cells)
        values.append(c.state == StoreCell::State::Priced ? c.line(net) : std::nullopt);
    return lowest(values);
}

} // namespace webshop::control
