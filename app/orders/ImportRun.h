#pragma once

// An order file run twice. A run is keyed by the file's content and the shop context it adds to
// (server, customer, store): runKey(). The adds of a run carry the key into the ledger, so a
// later run of the same file finds what the earlier one did (EarlierAdd, read from the ledger by
// the control layer) and decides per line, before anything is sent (classifyRerun()):
// - its earlier add landed (confirmed, accepted, doubled): `already_added`, not sent again;
// - its earlier add may have landed (no answer, or still open when the app stopped): held back,
//   never sent again without the buyer;
// - its earlier add provably did not land (refused, never left) or there is none: added.
// "Add again" (--again) sends every line anew; each add then names the one it repeats.
// Lines are matched by line number, pack and amount (the same content gives the same lines);
// an earlier add of the same pack with another amount or line holds the line back too.

#include "app/orders/OrderTypes.h"
#include "app/values/AddState.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace webshop::orders {

// SHA-256 (hex, 64 characters) of the file's bytes and the context, each length-prefixed: the
// same file for another store is another run.
QString runKey(const QByteArray &content, const QString &server, const QString &customer, const QString &store);

// "line 14" -> 14 (the sourceRef of an import add); 0 for anything else.
int lineOfSourceRef(const QString &sourceRef);

// One add an earlier run of the same key made.
struct EarlierAdd
{
    qint64 id = 0;   // the ledger's id (againOf of a repeat)
    int line = 0;    // the file's line (lineOfSourceRef)
    QString bundleId;
    values::Decimal amount;
    values::AddState state = values::AddState::Queued;
    QDateTime at;    // when it was made
};

enum class RerunKind {
    Fresh,        // no earlier add, or only ones that did not land: added as usual
    AlreadyAdded, // an earlier add of this line landed
    HeldBack,     // an earlier add may have landed: not sent without the buyer
};

struct RerunLine
{
    RerunKind kind = RerunKind::Fresh;
    qint64 earlierId = 0; // the earlier add that decided (0 for Fresh)
    values::AddState earlierState = values::AddState::Queued;
    QDateTime at;
    int earlierLine = 0;  // HeldBack by an add of the same pack on another line or amount
};

// What the earlier adds mean for `line` (its pack and line.quantity).
RerunLine classifyRerun(const LineResult &line, const QList<EarlierAdd> &earlier);

// Applies an earlier run to an `ok` line about to be added: false when the line is not to be
// sent (it becomes `already_added`, or `uncertain` and heldBack); true when it is, with the
// earlier add it repeats in *againOf (0: none). With `again` every line is sent.
bool admitForRerun(LineResult &line, const QList<EarlierAdd> &earlier, bool again, qint64 *againOf);

// The `ok` lines of a file about to be added, against an earlier run: for the words before
// anything is sent ("This file was added on …: 12 lines are already in the basket …").
struct RerunSummary
{
    int alreadyAdded = 0;
    int heldBack = 0;
    int toAdd = 0;
    QDateTime firstAddedAt; // the earliest add of the earlier run (invalid: no earlier run)
    bool isRerun() const { return firstAddedAt.isValid(); }
};
RerunSummary summarizeRerun(const QList<LineResult> &lines, const QList<EarlierAdd> &earlier);

} // namespace webshop::orders
