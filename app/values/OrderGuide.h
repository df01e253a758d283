#pragma once

// An order guide: a personal list the buyer orders from by counting the store room. Each line
// has the pack to order, a par level (what must be on hand until the next delivery: packs, or
// kg for weight articles) and where it stands, in the order the buyer walks the walk-in, the
// freezer and the dry store. The order of a counted line is par − on hand, rounded up to whole
// packs (kg: up to the pack's step), never below 0; a line not counted orders nothing.
// The API has no such fields: a guide is kept on this computer (app/control/OrderGuides).
//
// New values live in namespace webshop::values; the older ones (Types.h, AddState.h) are still
// in webshop::api and move there with the namespace change of the layering issue.

#include "app/values/Decimal.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QTime>

#include <optional>

namespace webshop::values {

using values::Decimal;

struct GuideLine
{
    QString bundleId;  // the pack to order
    QString variantId; // its article (the list's line)
    QString name;      // as last shown (the list refreshes it)
    QString pack;      // the pack as last shown ("Case of 6 × 1 l")
    bool weight = false; // par, on hand and the order in kg
    std::optional<Decimal> par;
    QString countUnit; // what the buyer counts in ("bottles", "kg"): a note, never a conversion
    QString shelf;     // where it stands ("Walk-in, shelf 2")
    std::optional<Decimal> step; // a weight article's step in kg (none: 0.001 kg)

    friend bool operator==(const GuideLine &, const GuideLine &) = default;
};

struct GuideSchedule
{
    QList<int> deliveryDays; // Qt::DayOfWeek (1 Monday … 7 Sunday), ascending
    QTime cutOff;            // on the day before each delivery day; invalid: none set
    std::optional<Decimal> minimumOrder; // the store's minimum order value, gross

    friend bool operator==(const GuideSchedule &, const GuideSchedule &) = default;
};

struct OrderGuide
{
    QString listId;
    QString listName;
    GuideSchedule schedule;
    QList<GuideLine> lines; // in walking order

    friend bool operator==(const OrderGuide &, const OrderGuide &) = default;
};

// What one line orders for a count.
struct GuideOrder
{
    enum class Kind {
        NotCounted, // no on-hand typed (or not a count: negative): orders nothing, said so
        NoPar,      // the line has no par level yet
        Enough,     // on hand covers the par: 0
        Order,      // `quantity` packs, or kg
    };
    Kind kind = Kind::NotCounted;
    Decimal quantity;
};

GuideOrder orderFor(const GuideLine &line, std::optional<Decimal> onHand);

// What a line is ordered in: whole packs, or a weight article's step (a gram where none is known).
Decimal orderStep(const GuideLine &line);

// `amount` rounded up to a multiple of `step` (step > 0); exact multiples stay.
Decimal roundUpTo(Decimal amount, Decimal step);

// The next order cut-off at or after `now`: the cut-off time on the day before a delivery
// day. Nothing when the schedule has no delivery day or no cut-off.
std::optional<QDateTime> nextCutOff(const GuideSchedule &schedule, const QDateTime &now);

// Whether to remind the buyer at `now`: a cut-off is at most `lead` ahead and the guide was
// not ordered since the start of that cut-off's day (`lastOrdered`: invalid when never).
bool reminderDue(const GuideSchedule &schedule, const QDateTime &now, const QDateTime &lastOrdered, int leadMinutes = 60);

} // namespace webshop::values
