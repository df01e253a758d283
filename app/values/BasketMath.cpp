#include "app/values/BasketMath.h"

#include <QHash>
#include <algorithm>

namespace webshop::values {

namespace {

constexpr Decimal kCent = Decimal::fromCents(1);

Decimal abs(Decimal d) { return d.isNegative() ? -d : d; }

bool near(Decimal a, Decimal b, Decimal tolerance = kCent) { return abs(a - b) <= tolerance; }

std::optional<Decimal> value(const OptionalMoney &m)
{
    return m ? std::optional<Decimal>(m->amount) : std::nullopt;
}

// One reading of one price side (net or gross): which of the two equations holds.
LinePriceReading readSide(const BasketItem &item, const OptionalMoney &article, const OptionalMoney &empties,
                          const OptionalMoney &total)
{
    const auto a = value(article);
    const auto t = value(total);
    if (!a || !t)
        return LinePriceReading::Unknown;
    const Decimal e = value(empties).value_or(Decimal());
    const bool asLine = near(*a + e, *t);
    const bool asUnit = near(*a * item.quantity + e, *t);
    if (asLine && asUnit)
        return LinePriceReading::Either;
    if (asUnit)
        return LinePriceReading::UnitPrices;
    if (asLine)
        return LinePriceReading::LineAmounts;
    return LinePriceReading::Unknown;
}

// Quantities per line id, summed over duplicate lines.
QHash<QString, Decimal> quantities(const Basket &basket)
{
    QHash<QString, Decimal> q;
    for (const BasketItem &i : basket.items)
        q[i.article] += i.quantity;
    return q;
}

std::optional<Decimal> articleNetTotal(const TotalPrice &t)
{
    if (t.articleNetTotal)
        return t.articleNetTotal->amount;
    // Without emptiesNet the deposit may be inside netTotal: not a price of articles alone.
    if (t.netTotal && t.emptiesNet)
        return t.netTotal->amount - t.emptiesNet->amount;
    return std::nullopt;
}

bool sameTotals(const TotalPrice &a, const TotalPrice &b)
{
    return a.netTotal == b.netTotal && a.grossTotal == b.grossTotal && a.vatTotal == b.vatTotal
        && a.articleNetTotal == b.articleNetTotal && a.articleGrossTotal == b.articleGrossTotal
        && a.emptiesNet == b.emptiesNet && a.emptiesGross == b.emptiesGross;
}

AddFinding byDelta(Decimal delta, const AddProbe &probe, AddFinding::By by, std::optional<Decimal> after)
{
    AddFinding f;
    f.by = by;
    f.lineQuantity = after;
    if (delta == probe.amount)
        f.evidence = AddFinding::Evidence::Applied;
    else if (!probe.amount.isZero() && delta == probe.amount + probe.amount)
        f.evidence = AddFinding::Evidence::AppliedTwice;
    else if (delta.isZero())
        f.evidence = AddFinding::Evidence::Absent; // the line is unchanged; the caller checks the rest
    else
        f.evidence = AddFinding::Evidence::ChangedOtherwise;
    return f;
}

// By a known id: the line(s) carrying it in either basket.
std::optional<AddFinding> byId(const Basket &before, const Basket &after, const AddProbe &probe, const QString &id,
                               AddFinding::By by)
{
    if (id.isEmpty())
        return std::nullopt;
    const auto q0 = quantityOf(before, id);
    const auto q1 = quantityOf(after, id);
    if (!q0 && !q1)
        return std::nullopt;
    return byDelta(q1.value_or(Decimal()) - q0.value_or(Decimal()), probe, by, q1);
}

// By the change itself: exactly one line id is new or grew, by the amount (or twice it), and
// its unit price is the bundle's where both are known.
std::optional<AddFinding> byChange(const Basket &before, const Basket &after, const AddProbe &probe)
{
    const QHash<QString, Decimal> q0 = quantities(before);
    const QHash<QString, Decimal> q1 = quantities(after);
    QString grown;
    int changed = 0;
    for (auto it = q1.cbegin(); it != q1.cend(); ++it) {
        if (it.value() != q0.value(it.key())) {
            ++changed;
            grown = it.key();
        }
    }
    for (auto it = q0.cbegin(); it != q0.cend(); ++it)
        if (!q1.contains(it.key()))
            ++changed; // a line went away: not the footprint of one add
    if (changed != 1)
        return std::nullopt;
    const Decimal delta = q1.value(grown) - q0.value(grown);
    if (delta != probe.amount && delta != probe.amount + probe.amount)
        return std::nullopt;
    if (probe.unitNet) {
        for (const BasketItem &i : after.items) {
            if (i.article != grown)
                continue;
            const OptionalMoney unit = lineUnitPrice(i, true);
            if (unit && !near(unit->amount, *probe.unitNet))
                return std::nullopt; // another article grew by chance
        }
    }
    return byDelta(delta, probe, AddFinding::By::Change, q1.value(grown));
}

// By the totals: the articles' net total grew by amount x unit price (within rounding).
std::optional<AddFinding> byTotals(const Basket &before, const Basket &after, const AddProbe &probe)
{
    if (!probe.unitNet || probe.unitNet->isZero())
        return std::nullopt;
    const auto t0 = articleNetTotal(before.total);
    const auto t1 = articleNetTotal(after.total);
    if (!t0 || !t1)
        return std::nullopt;
    // Each line may be rounded to the cent on its own.
    const Decimal tolerance = std::min(kCent + Decimal::fromUnits(50 * qint64(after.items.size())),
                                       Decimal::fromCents(5));
    const Decimal once = probe.amount * *probe.unitNet;
    const Decimal grew = *t1 - *t0;
    AddFinding f;
    f.by = AddFinding::By::Totals;
    if (near(grew, once, tolerance))
        f.evidence = AddFinding::Evidence::Applied;
    else if (near(grew, once + once, tolerance))
        f.evidence = AddFinding::Evidence::AppliedTwice;
    else
        return std::nullopt;
    return f;
}

} // namespace

LinePriceReading linePriceReading(const BasketItem &item)
{
    const ItemPrice &p = item.price;
    LinePriceReading r = readSide(item, p.articleNet, p.emptiesNet, p.netTotal);
    if (r == LinePriceReading::Unknown)
        r = readSide(item, p.articleGross, p.emptiesGross, p.grossTotal);
    return r;
}

OptionalMoney lineUnitPrice(const BasketItem &item, bool net)
{
    const OptionalMoney &article = net ? item.price.articleNet : item.price.articleGross;
    if (!article)
        return std::nullopt;
    switch (linePriceReading(item)) {
    case LinePriceReading::UnitPrices:
        return article;
    case LinePriceReading::Either:
        // Amount 1 (or a zero price): both readings give the same unit price.
        if (item.quantity == Decimal::fromInt(1) || article->amount.isZero())
            return article;
        return std::nullopt;
    case LinePriceReading::LineAmounts:
        // Prices are in cents: the line amount was rounded once, so its quotient is rounded
        // back to the cent (exact for the net side whenever the amount is 1 or more).
        if (const auto unit = divideRounded(article->amount, item.quantity))
            return Money{unit->roundedToCents(), article->currency};
        return std::nullopt;
    case LinePriceReading::Unknown:
        break;
    }
    return std::nullopt;
}

std::optional<Decimal> divideRounded(Decimal amount, Decimal quantity)
{
    if (quantity.isZero())
        return std::nullopt;
    qint64 num = 0;
    if (qMulOverflow(amount.units(), Decimal::kScale, &num))
        return std::nullopt; // beyond 9.2e10: no result rather than a wrapped-around one
    const qint64 den = quantity.units();
    qint64 q = num / den;
    const qint64 r = num % den;
    if (2 * qAbs(r) >= qAbs(den))
        q += ((num < 0) != (den < 0)) ? -1 : 1;
    return Decimal::fromUnits(q);
}

std::optional<Decimal> quantityOf(const Basket &basket, const QString &id)
{
    std::optional<Decimal> q;
    for (const BasketItem &i : basket.items)
        if (i.article == id)
            q = q.value_or(Decimal()) + i.quantity;
    return q;
}

std::optional<Decimal> lineQuantity(const Basket &before, const Basket &after, const AddProbe &probe,
                                    std::optional<Decimal> *beforeQuantity)
{
    for (const QString &id : {probe.bundleId, probe.variantId}) {
        if (id.isEmpty())
            continue;
        const auto q0 = quantityOf(before, id);
        const auto q1 = quantityOf(after, id);
        if (!q0 && !q1)
            continue;
        *beforeQuantity = q0.value_or(Decimal());
        return q1.value_or(Decimal());
    }
    return std::nullopt;
}

DeltaExplanation explainDelta(Decimal delta, const QList<Decimal> &amounts)
{
    DeltaExplanation e;
    const int n = int(amounts.size());
    e.landed = QList<bool>(n, false);
    e.maybe = QList<bool>(n, false);
    if (n > kMaxExplainedAdds)
        return e;
    quint32 all = 0;
    quint32 any = 0;
    bool first = true;
    for (quint32 mask = 0; mask < (quint32(1) << n); ++mask) {
        Decimal sum;
        for (int i = 0; i < n; ++i)
            if (mask & (quint32(1) << i))
                sum += amounts[i];
        if (sum != delta)
            continue;
        all = first ? mask : (all & mask);
        any |= mask;
        first = false;
    }
    e.explained = !first;
    for (int i = 0; i < n && e.explained; ++i) {
        e.landed[i] = all & (quint32(1) << i);
        e.maybe[i] = !e.landed[i] && (any & (quint32(1) << i));
    }
    return e;
}

bool sameContent(const Basket &a, const Basket &b)
{
    return a.items.size() == b.items.size() && quantities(a) == quantities(b) && sameTotals(a.total, b.total);
}

AddFinding findAdd(const Basket &before, const Basket &after, const AddProbe &probe)
{
    std::optional<AddFinding> f = byId(before, after, probe, probe.bundleId, AddFinding::By::BundleId);
    if (!f || f->evidence == AddFinding::Evidence::Absent) {
        // A bundle id line that did not change may sit beside a variant id line that did.
        if (auto v = byId(before, after, probe, probe.variantId, AddFinding::By::VariantId);
            v && (!f || v->evidence != AddFinding::Evidence::Absent))
            f = v;
    }
    if (f && f->evidence != AddFinding::Evidence::Absent)
        return *f;
    if (sameContent(before, after)) {
        AddFinding absent;
        absent.evidence = AddFinding::Evidence::Absent;
        absent.by = f ? f->by : AddFinding::By::Nothing;
        absent.lineQuantity = f ? f->lineQuantity : std::nullopt;
        return absent;
    }
    if (f)
        return {}; // its own line is unchanged, another one changed: not this add, not proof of absence
    if (auto c = byChange(before, after, probe))
        return *c;
    if (auto t = byTotals(before, after, probe))
        return *t;
    return {}; // Unknown: the basket changed, and nothing ties the change to this add
}

} // namespace webshop::values
