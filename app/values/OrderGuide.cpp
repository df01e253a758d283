#include "app/values/OrderGuide.h"

#include <QTimeZone>

namespace webshop::values {

Decimal roundUpTo(Decimal amount, Decimal step)
{
    if (step.units() <= 0)
        return amount;
    const qint64 a = amount.units();
    const qint64 s = step.units();
    qint64 n = a / s;
    if (a % s != 0 && a > 0)
        ++n;
    return Decimal::fromUnits(n * s);
}

GuideOrder orderFor(const GuideLine &line, std::optional<Decimal> onHand)
{
    if (!onHand || onHand->isNegative())
        return {GuideOrder::Kind::NotCounted, {}};
    if (!line.par)
        return {GuideOrder::Kind::NoPar, {}};
    const Decimal need = *line.par - *onHand;
    if (need <= Decimal())
        return {GuideOrder::Kind::Enough, {}};
    return {GuideOrder::Kind::Order, roundUpTo(need, orderStep(line))};
}

Decimal orderStep(const GuideLine &line)
{
    return line.weight ? line.step.value_or(Decimal::fromUnits(Decimal::kScale / 1000)) : Decimal::fromInt(1);
}

std::optional<QDateTime> nextCutOff(const GuideSchedule &schedule, const QDateTime &now)
{
    if (schedule.deliveryDays.isEmpty() || !schedule.cutOff.isValid())
        return std::nullopt;
    const QDate today = now.date();
    for (int ahead = 0; ahead <= 7; ++ahead) {
        const QDate day = today.addDays(ahead);
        // The cut-off is on the day before a delivery.
        if (!schedule.deliveryDays.contains(day.addDays(1).dayOfWeek()))
            continue;
        const QDateTime at(day, schedule.cutOff, now.timeZone());
        if (at >= now)
            return at;
    }
    return std::nullopt;
}

bool reminderDue(const GuideSchedule &schedule, const QDateTime &now, const QDateTime &lastOrdered, int leadMinutes)
{
    const std::optional<QDateTime> cutOff = nextCutOff(schedule, now);
    if (!cutOff || now.secsTo(*cutOff) > qint64(leadMinutes) * 60)
        return false;
    const QDateTime dayStart(cutOff->date(), QTime(0, 0), cutOff->timeZone());
    return !lastOrdered.isValid() || lastOrdered < dayStart;
}

} // namespace webshop::values
