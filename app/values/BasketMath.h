#pragma once

// Pure arithmetic over basket replies, for the places where the spec leaves the reading open:
// - ItemPrice's article* fields may be unit prices or line amounts: each line tells which by
//   its own figures (netTotal = articleNet x amount + emptiesNet, or articleNet + emptiesNet);
// - a basket line's `article` may be the bundle id, the variant id or an id of another scheme,
//   and one article may stand on several lines: an add is found by id, then by the change it
//   made, then by the totals.
// No Qt objects, no network: unit-tested line by line (tst_basketmath).

#include "app/values/Types.h"

namespace webshop::values {

// How one line's article* amounts read.
enum class LinePriceReading {
    Unknown,     // the line's figures do not tell (no total, or neither reading fits)
    Either,      // both readings fit (amount 1, or a zero price): the same unit price either way
    UnitPrices,  // articleNet is the price of one pack / one kg
    LineAmounts, // articleNet is the amount of the whole line
};

LinePriceReading linePriceReading(const BasketItem &item);

// The price of one unit (pack or kg) without deposit, from the line's own figures (from line
// amounts: rounded to the cent). nullopt when they do not tell: the caller shows "unknown",
// never a guess.
OptionalMoney lineUnitPrice(const BasketItem &item, bool net);

// amount / quantity, rounded half away from zero to 4 digits; nullopt for a zero quantity or
// beyond the range.
std::optional<Decimal> divideRounded(Decimal amount, Decimal quantity);

// Sum of the quantities of every line carrying this id (a server may list one article on
// several lines). nullopt when no line carries it.
std::optional<Decimal> quantityOf(const Basket &basket, const QString &id);

// What one add is, for finding it in a basket.
struct AddProbe
{
    QString bundleId;
    QString variantId;           // may be empty
    Decimal amount;
    std::optional<Decimal> unitNet; // the bundle's catalogue price, when known
};

struct AddFinding
{
    enum class Evidence {
        Applied,          // found once: the basket grew by the amount
        AppliedTwice,     // found twice: the basket grew by twice the amount
        ChangedOtherwise, // the add's line was found, but it changed by another amount
        Absent,           // proven absent: the line is unchanged, and so are line count and totals
        Unknown,          // the basket changed, but nothing identifies this add in it
    };
    enum class By { Nothing, BundleId, VariantId, Change, Totals };
    Evidence evidence = Evidence::Unknown;
    By by = By::Nothing;
    std::optional<Decimal> lineQuantity; // the identified line's quantity after the add
};

// Compares the basket read right before an add with one read after it.
AddFinding findAdd(const Basket &before, const Basket &after, const AddProbe &probe);

// The quantity of the add's line in a basket, by the ids it can carry: its bundle id, else its
// variant id (summed over duplicate lines). nullopt when no line of either basket carries either
// id (a server that names lines by another scheme).
std::optional<Decimal> lineQuantity(const Basket &before, const Basket &after, const AddProbe &probe,
                                    std::optional<Decimal> *beforeQuantity);

// Which of several open adds of one pack explain a change of its line. `delta` is how much the
// line grew since the oldest add's baseline (less what was already credited since); every
// subset of the adds whose amounts sum to `delta` is an explanation. An add in every
// explanation has landed; one in some but not all may have (the change cannot tell which of
// them); one in none has not landed (yet). No explanation: the line was also changed by
// something else (another client, a second application of an add).
struct DeltaExplanation
{
    bool explained = false;
    QList<bool> landed; // per add, in the order given
    QList<bool> maybe;
};
// More than kMaxExplainedAdds adds: not enumerated, nothing is credited (explained = false).
constexpr int kMaxExplainedAdds = 12;
DeltaExplanation explainDelta(Decimal delta, const QList<Decimal> &amounts);

// True when both baskets have the same lines (ids and quantities, as multisets) and totals.
bool sameContent(const Basket &a, const Basket &b);

} // namespace webshop::values
