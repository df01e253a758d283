#pragma once

// The values of an order-file import: what the reader found in each line of the file
// (OrderRecord) and how the line resolved against the server (LineResult). Plain structs:
// the import page, the report writer and the command line all read the same list.

#include "app/values/Decimal.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace webshop::orders {

// What a column of the file holds.
enum class Role { Ignored, Id, Text, Quantity, Pack };

// Why a quantity could not be taken as typed.
enum class QuantityProblem {
    None,
    Missing,         // the line names an article but no quantity
    Unreadable,      // not a number ("drei", "3 Stück", "1.2.3")
    Ambiguous,       // "1.500" in a file that does not show its decimal mark: 1.5 or 1500
    NotPositive,     // 0 or negative
    TooManyDecimals, // more than four decimals
    WholePacksOnly,  // a fraction of a pack that is not sold by weight (found at resolution)
    MarkContradicts, // "1,250" in a column that writes "2.5" (or "1.250" beside "2,5"): the other mark
    ColumnUnclear,   // the file does not say which column is the quantity: the whole file is refused
};

// One record of the file. Every physical line of the file belongs to exactly one record:
// a record normally is one line; a quoted field with line breaks makes it span several.
struct OrderRecord
{
    enum class Kind { Data, Header, Blank, Comment };

    int line = 0;      // first physical line, counting from 1 (a header line included)
    int lineCount = 1; // physical lines it covers
    QString raw;       // its text as in the file (decoded), line breaks inside kept, the last one not
    Kind kind = Kind::Data;
    QStringList fields;

    QString id;   // the article or bundle number column (may be empty)
    QString text; // the description / search text column (may be empty)
    QString pack; // the pack or unit column (may be empty)
    QString quantityText;
    std::optional<values::Decimal> quantity; // set exactly when quantityProblem == None
    QuantityProblem quantityProblem = QuantityProblem::None;
    values::Decimal ambiguousDecimal, ambiguousGrouped; // the two readings of an Ambiguous quantity
    QList<int> quantityColumns; // ColumnUnclear: the columns (from 0) that could each be the quantity

    // What to look up: the id, else the text.
    QString what() const { return id.isEmpty() ? text : id; }
};

// One article and pack the line may mean.
struct Candidate
{
    QString variantId;
    QString bundleId;
    QString name;
    QString pack; // the bundle's description
    bool weight = false;
    std::optional<values::Decimal> unitNet;
    std::optional<values::Decimal> unitGross; // per pack, or per kg for weight articles
    QString currency;
    friend bool operator==(const Candidate &, const Candidate &) = default;
};

// How a line resolved; the stable codes are in statusCode().
enum class LineStatus {
    Pending,         // not looked up yet
    Ok,              // an exact id or a clear best match, with a valid quantity
    Ambiguous,       // several articles or packs fit as well: the buyer chooses
    NotFound,        // nothing matches
    InvalidQuantity, // the article may be known; the quantity is not usable as typed
    Duplicate,       // the same pack as an earlier line (duplicateOf)
    Skipped,         // blank, comment, header, or not checked (cancelled)
    Error,           // the server could not be asked (network, 5xx after the retries)
    Added,           // added to the basket
    Refused,         // the basket refused the add (message from the server)
    Uncertain,       // no answer to the add and the basket cannot tell: check the basket
    NeedsConfirmation, // above a large-add limit: not sent without the buyer's yes (largeLimit says which)
    AlreadyAdded,    // an earlier run of the same file added it (ImportRun.h): not sent again
};

// The large-add check (Preferences, "Ask before adding more than"): an add above any of these
// limits is not sent without the buyer's yes, because this app cannot lower a basket line.
struct LargeAddLimits
{
    int packs = 20;     // packs of an article sold by the pack
    int kilograms = 25; // kilograms of an article sold by weight
    int gross = 500;    // the add's gross price, in its currency
    friend bool operator==(const LargeAddLimits &, const LargeAddLimits &) = default;
};
enum class LargeAddLimit { None, Packs, Kilograms, Gross };

// How lines resolving to the same pack are handled.
enum class DuplicatePolicy {
    Ask,   // later lines are `duplicate` and stay out until the buyer chooses
    Merge, // their quantity is added to the first line; they are `duplicate` (merged)
    Keep,  // each line stays on its own (`ok`, with a note) and is added on its own
};

struct LineResult
{
    OrderRecord record;
    LineStatus status = LineStatus::Pending;
    bool exactId = false;           // resolved by an exact article or bundle number
    Candidate match;                // the best match (empty bundleId when none)
    QList<Candidate> alternatives;  // the runner-ups, best first
    int duplicateOf = 0;            // line number of the first line with the same pack
    bool merged = false;            // Duplicate merged into duplicateOf
    values::Decimal quantity;          // what is sent (the merged sum on the first line)
    QStringList mergedLines;        // line numbers merged into this one
    QString detail;                 // server message of Error/Refused/Uncertain/Added notes
    LargeAddLimit largeLimit = LargeAddLimit::None; // NeedsConfirmation: the limit the add is above
    int largeLimitValue = 0;                         // ... and its value (packs, kg or gross amount)
    // An earlier run of the same file (ImportRun.h): AlreadyAdded, or Uncertain and heldBack (its
    // earlier add may have landed: not sent again without the buyer); when that add was made,
    // and its line when it was another line's add of the same pack.
    bool heldBack = false;
    QDateTime earlierAt;
    int earlierLine = 0;

    bool hasMatch() const { return !match.bundleId.isEmpty(); }
};

// The stable English code of a status in reports: ok, ambiguous, not_found,
// invalid_quantity, duplicate, skipped, error, added, refused, uncertain, needs_confirmation,
// already_added ("pending" before the lookup ran).
QString statusCode(LineStatus status);
std::optional<LineStatus> statusFromCode(QStringView code);

// True for a line that needs nothing more from the buyer: ok, added, already added, a merged
// duplicate, a blank, comment or header line.
bool isSettled(const LineResult &line);

// The add of `line` (its match and line.quantity, a merged sum included) against the limits:
// packs or kilograms first, then the gross price (unknown price: not checked, as in the window).
LargeAddLimit largeAddLimit(const LineResult &line, const LargeAddLimits &limits);
// The gross of a line's goods by the one arithmetic (app/values/LinePrice.h); nullopt when the
// match has no price.
std::optional<values::Decimal> lineGross(const LineResult &line);

} // namespace webshop::orders
