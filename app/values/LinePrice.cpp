#include "app/values/LinePrice.h"

#include "app/values/BasketMath.h"

#include <QtNumeric>
#include <algorithm>

namespace webshop::values {

namespace {

constexpr qint64 kUnitsPerCent = Decimal::kScale / 100;

// a / b rounded half away from zero; b > 0.
qint64 divRounded(qint64 a, qint64 b)
{
    return a >= 0 ? (a + b / 2) / b : -((-a + b / 2) / b);
}

// Smallest integer >= a / b; b > 0.
qint64 divCeil(qint64 a, qint64 b)
{
    const qint64 q = a / b;
    return (a % b != 0 && a > 0) ? q + 1 : q;
}

// `unit` × `quantity` rounded once, straight to the cent (no rounding to 4 digits first).
Decimal lineCents(Decimal unit, Decimal quantity)
{
    qint64 product = 0;
    if (qMulOverflow(unit.units(), quantity.units(), &product))
        return (unit * quantity).roundedToCents(); // beyond 9.2e10: saturated as Decimal does
    return Decimal::fromCents(divRounded(product, Decimal::kScale * kUnitsPerCent));
}

std::optional<Decimal> amountOf(const OptionalMoney &m)
{
    return m ? std::optional(m->amount) : std::nullopt;
}

std::optional<Decimal> difference(const std::optional<Decimal> &a, const std::optional<Decimal> &b)
{
    return a && b ? std::optional(*a - *b) : std::nullopt;
}

void addTo(std::optional<Decimal> &sum, const std::optional<Decimal> &amount)
{
    if (amount)
        sum = sum.value_or(Decimal()) + *amount;
}

} // namespace

std::optional<VatRate> vatRateOf(Decimal unitNet, Decimal unitVat)
{
    const qint64 n = unitNet.units();
    const qint64 v = unitVat.units();
    if (n <= 0)
        return n == 0 && v == 0 ? std::optional(VatRate{0, false}) : std::nullopt; // any rate fits a zero price
    // round(n × r / 10000) to the cent == v: r in [lo, hi], in hundredths of a percent.
    const qint64 half = kUnitsPerCent / 2;
    const qint64 lo = std::max<qint64>(0, divCeil((v - half) * 10000, n));
    const qint64 hi = std::min<qint64>(10000, divCeil((v + half) * 10000, n) - 1);
    if (lo > hi)
        return std::nullopt;
    for (const qint64 step : {100, 10, 1}) {
        const qint64 first = divCeil(lo, step) * step;
        if (first > hi)
            continue;
        const int count = int((hi - first) / step) + 1;
        if (count == 1)
            return VatRate{first, true};
        // Several simple rates fit: the one nearest the unit's own ratio, not certain.
        const qint64 ratio = divRounded(v * 10000, n);
        const qint64 nearest = std::clamp(divRounded(ratio, step) * step, first, first + (count - 1) * step);
        return VatRate{nearest, false};
    }
    return std::nullopt;
}

Decimal vatOn(Decimal amount, const VatRate &rate)
{
    qint64 product = 0;
    if (qMulOverflow(amount.units(), rate.hundredths, &product))
        return (amount * Decimal::fromUnits(rate.hundredths)).roundedToCents();
    return Decimal::fromCents(divRounded(product, 10000 * kUnitsPerCent));
}

UnitPrices UnitPrices::of(std::optional<Decimal> net, std::optional<Decimal> gross, const QString &currency,
                          std::optional<Decimal> vat)
{
    UnitPrices u;
    u.net = net;
    u.gross = gross;
    u.vat = vat ? vat : difference(gross, net);
    if (!u.gross && u.net && u.vat)
        u.gross = *u.net + *u.vat;
    u.currency = currency;
    return u;
}

LinePrice computeLine(const UnitPrices &unit, Decimal quantity)
{
    LinePrice line;
    line.currency = unit.currency;
    line.depositKnown = unit.depositNet.has_value();
    std::optional<VatRate> rate;
    if (unit.net && unit.vat)
        rate = vatRateOf(*unit.net, *unit.vat);
    line.rateCertain = rate && rate->certain;
    if (unit.net) {
        line.goodsNet = lineCents(*unit.net, quantity);
        if (rate) {
            line.goodsVat = vatOn(*line.goodsNet, *rate);
            line.goodsGross = *line.goodsNet + *line.goodsVat;
        }
    }
    if (!line.goodsGross && unit.gross)
        line.goodsGross = lineCents(*unit.gross, quantity); // no net or no rate: the gross alone
    if (unit.depositNet) {
        line.depositNet = lineCents(*unit.depositNet, quantity);
        if (rate) {
            line.depositVat = vatOn(*line.depositNet, *rate);
            line.depositGross = *line.depositNet + *line.depositVat;
        } else if (line.depositNet->isZero()) {
            line.depositVat = line.depositGross = Decimal();
        }
    }
    line.net = line.goodsNet;
    line.vat = line.goodsVat;
    line.gross = line.goodsGross;
    if (line.depositKnown) {
        line.net = line.net && line.depositNet ? std::optional(*line.net + *line.depositNet) : std::nullopt;
        line.vat = line.vat && line.depositVat ? std::optional(*line.vat + *line.depositVat) : std::nullopt;
        line.gross = line.gross && line.depositGross ? std::optional(*line.gross + *line.depositGross) : std::nullopt;
    }
    return line;
}

LinePrice fromBasket(const BasketItem &item)
{
    const ItemPrice &p = item.price;
    LinePrice line;
    line.source = LinePrice::Source::Basket;
    line.net = amountOf(p.netTotal);
    line.vat = amountOf(p.vatTotal);
    line.gross = amountOf(p.grossTotal);
    line.depositNet = amountOf(p.emptiesNet);
    line.depositGross = amountOf(p.emptiesGross);
    line.depositVat = amountOf(p.emptiesVatAmount);
    if (!line.depositVat)
        line.depositVat = difference(line.depositGross, line.depositNet);
    line.depositKnown = line.depositNet.has_value();
    const Decimal none;
    line.goodsNet = difference(line.net, line.depositKnown ? line.depositNet : std::optional(none));
    line.goodsVat = difference(line.vat, line.depositVat ? line.depositVat : std::optional(none));
    line.goodsGross = difference(line.gross, line.depositGross ? line.depositGross : std::optional(none));
    for (const OptionalMoney *m : {&p.netTotal, &p.grossTotal, &p.articleNet, &p.articleGross})
        if (*m && line.currency.isEmpty())
            line.currency = (*m)->currency;
    return line;
}

std::optional<Decimal> depositPerUnit(const BasketItem &item)
{
    if (!item.price.emptiesNet)
        return std::nullopt;
    if (item.price.emptiesNet->amount.isZero())
        return Decimal();
    return divideRounded(item.price.emptiesNet->amount, item.quantity);
}

std::optional<Decimal> goodsNetTotal(const TotalPrice &total)
{
    if (total.articleNetTotal)
        return total.articleNetTotal->amount;
    if (total.netTotal && total.emptiesNet)
        return total.netTotal->amount - total.emptiesNet->amount;
    return std::nullopt;
}

void LineTotals::add(const LinePrice &line)
{
    ++lines;
    if (!line.net && !line.gross) {
        ++unknownLines; // said as such, never counted as 0
        return;
    }
    if (currency.isEmpty())
        currency = line.currency;
    netComplete = netComplete && line.net.has_value();
    grossComplete = grossComplete && line.gross.has_value();
    addTo(goodsNet, line.goodsNet);
    addTo(depositNet, line.depositNet);
    addTo(depositGross, line.depositGross);
    addTo(vat, line.vat);
    addTo(net, line.net);
    addTo(gross, line.gross);
    if (!line.depositKnown)
        ++depositUnknown;
    if (line.isEstimate())
        estimate = true;
}

} // namespace webshop::values
