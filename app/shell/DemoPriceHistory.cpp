#include "app/shell/DemoPriceHistory.h"

namespace webshop::shell {

namespace {
constexpr int kDays = 90;

// A small deterministic generator (the same history for the same pack on every run).
class Dice
{
public:
    explicit Dice(const QString &text)
    {
        for (QChar c : text)
            m_state = (m_state ^ c.unicode()) * 1099511628211ull; // FNV-1a
    }
    int roll(int n)
    {
        m_state = m_state * 6364136223846793005ull + 1442695040888963407ull;
        return int((m_state >> 33) % quint64(n));
    }

private:
    quint64 m_state = 1469598103934665603ull;
};

// `amount` moved by `deltaCentsOfBase` cents of `base` (the same share of the amount).
std::optional<values::Decimal> moved(const std::optional<values::Decimal> &amount, const std::optional<values::Decimal> &base,
                                  qint64 deltaCentsOfBase)
{
    if (!amount || !base || base->toCentsRounded() == 0)
        return amount;
    // The same relative move for net and gross, in whole cents.
    const qint64 cents = deltaCentsOfBase * amount->toCentsRounded() / base->toCentsRounded();
    return values::Decimal::fromCents(amount->toCentsRounded() + cents);
}
} // namespace

control::PriceHistory::Seed demoPriceHistory(const QString &bundleId, const control::HistoryPoint &today)
{
    control::PriceHistory::Seed seed;
    const std::optional<values::Decimal> base = today.net ? today.net : today.gross;
    if (!base || base->toCentsRounded() < 20)
        return seed;
    Dice dice(bundleId);
    // Going back from today: the price held for a while, then it was a little different.
    const qint64 baseCents = base->toCentsRounded();
    QList<std::pair<int, qint64>> steps; // (from how many days ago, cents off today's price)
    int ago = 4 + dice.roll(14);
    qint64 off = 0;
    while (ago < kDays) {
        const qint64 move = qMax<qint64>(1, baseCents * (20 + dice.roll(60)) / 1000); // 2–8 %
        off += dice.roll(3) == 0 ? move : -move; // mostly cheaper before: prices rise
        off = qMax(off, -baseCents / 2);
        steps.append({ago, off});
        ago += 10 + dice.roll(25);
    }
    const auto offsetOn = [&](int daysAgo) {
        qint64 cents = 0;
        for (const auto &[start, stepCents] : steps)
            if (daysAgo >= start)
                cents = stepCents;
        return cents;
    };
    const QDate day0 = today.day;
    for (int daysAgo = kDays - 1; daysAgo >= 1; daysAgo -= 1 + dice.roll(2)) {
        const qint64 cents = offsetOn(daysAgo);
        seed.days.append({day0.addDays(-daysAgo), today.currency, moved(today.net, base, cents),
                          moved(today.gross, base, cents)});
    }
    // Every fourth pack or so: the buyer last saw it before its latest change.
    if (!steps.isEmpty() && dice.roll(4) == 0) {
        const int before = steps.first().first + 1;
        const qint64 cents = offsetOn(before);
        seed.seen = control::HistoryPoint{day0.addDays(-before), today.currency, moved(today.net, base, cents),
                                          moved(today.gross, base, cents)};
    }
    return seed;
}

} // namespace webshop::shell
