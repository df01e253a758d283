#pragma once

// What the import preview shows of one line of an order file, in plain values the widgets may
// see (the order-file engine itself stays below the controller).

#include "app/values/Decimal.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

namespace webshop::control {

// Where a line of the file stands, in the buyer's terms.
enum class ImportStatus {
    Checking,        // not looked up yet
    Ready,           // an exact number or a clear best match, with a usable quantity
    Choose,          // several articles fit: the buyer picks one
    NotFound,        // nothing matches
    InvalidQuantity, // the quantity cannot be sent as typed
    Duplicate,       // the same pack as an earlier line: merge or keep (the buyer decides)
    Merged,          // its quantity was added to an earlier line
    Skipped,         // blank, comment or header line
    NotChecked,      // the check was stopped before this line
    Error,           // the server could not be asked
    Added,           // in the basket
    Refused,         // the basket refused it (the note says why)
    Uncertain,       // no answer to the add, or held back (an earlier run may have added it): check the basket
    AlreadyAdded,    // an earlier run of the same file added it: not sent again
};

// The groups of the summary bar (each status belongs to exactly one).
enum class ImportGroup { Ready, Choose, Duplicate, NotFound, Quantity, Skipped, Added, NotAdded };

ImportGroup groupOf(ImportStatus status);
// True when the line still needs the buyer (or was not added when it should have been).
bool isProblem(ImportStatus status);

// One article and pack a line may mean.
struct ImportChoice
{
    QString bundleId;
    QString text; // "Name (pack, number)"
    friend bool operator==(const ImportChoice &, const ImportChoice &) = default;
};

struct ImportRow
{
    int line = 0;      // first line of the file it comes from (1-based)
    int lineCount = 1; // lines of the file it covers (a quoted line break makes it span more)
    QString input;     // the text as in the file
    ImportStatus status = ImportStatus::Checking;
    bool exactId = false;      // found by its article or bundle number
    QString article, pack, bundleId;
    QString quantity;          // what is sent, in the buyer's locale; else as typed
    // What is sent and the match's unit prices (goods), when the line has a match and a
    // quantity: the preview prices it by the one arithmetic (app/values/LinePrice.h).
    std::optional<values::Decimal> amount, unitNet, unitGross;
    QString currency;
    QList<ImportChoice> choices; // what else the line may mean (for Choose: every candidate)
    int duplicateOf = 0;       // line number of the first line with the same pack
    QString note;              // one sentence in the UI language
};

// An earlier run of the same file for the same customer and store, before anything is sent
// (ImportController::rerun()): what Add would skip, hold back and send.
struct ImportRerun
{
    int alreadyAdded = 0; // in the basket from the earlier run: skipped
    int heldBack = 0;     // may be in the basket (no answer, or the app stopped): not sent
    int toAdd = 0;        // not added before (or refused then): sent
    QDateTime addedAt;    // when the earlier run added (invalid: the file was not added before)
    bool isRerun() const { return addedAt.isValid(); }
};

} // namespace webshop::control
