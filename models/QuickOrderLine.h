#pragma once

// One line of the quick order grid (QuickOrderModel) as a value: what the buyer typed, what it
// resolved to (a QuickOrderPick), the quantity, and its last add (on its way, its result, the
// add's id and time); with the rules of the line (blank, resolved, sendable, may be added
// again), what an edit or a verdict does to it, and its price by the one arithmetic. The model
// holds a list of these and tells its views what changed.

#include "app/values/AddState.h"
#include "app/values/LinePrice.h"
#include "app/values/PackContent.h"
#include "app/values/Types.h"
#include "models/AddResultText.h"
#include "models/BasketQuantities.h"

#include <QDateTime>
#include <QMetaType>
#include <optional>

namespace webshop::models {

// One article and pack a line can mean (a suggestion, or what the line resolved to).
struct QuickOrderPick
{
    QString variantId;
    QString bundleId;
    QString name;
    QString pack;                   // the bundle's description
    bool weight = false;
    std::optional<values::Decimal> unitNet, unitGross;
    QString currency;
    std::optional<values::PackContent> content; // what the pack holds, where its words say it
    friend bool operator==(const QuickOrderPick &, const QuickOrderPick &) = default;
};

struct QuickOrderLine
{
    enum class State { Empty, Typed, Resolving, Resolved, Choose, NotFound, Error };
    quint64 id = 0;                 // stable while the line lives (add tickets refer to it)
    QString what;                   // as typed
    State state = State::Empty;
    QuickOrderPick pick;            // valid when state == Resolved
    QString note;                   // why it is not resolved (Error, NotFound)
    std::optional<values::Decimal> quantity;
    bool sending = false;           // an add is on its way
    std::optional<AddResultText> result; // the last add's result
    values::AddState addState = values::AddState::Queued;
    QString addMessage;             // the add's own words, for the draft
    // The last add of the line (BasketAdds' id, kept in the draft: a verdict that comes after a
    // restart still finds the line) and when it was made; 0 and invalid while none.
    quint64 addId = 0;
    QDateTime addedAt;
    // Restored from the draft while its add was still on its way: it may be in the basket; the
    // basket read at the next sign-in tells.
    bool interrupted = false;

    bool isBlank() const { return what.trimmed().isEmpty() && state != State::Resolved; }
    bool isResolved() const { return state == State::Resolved && !pick.bundleId.isEmpty(); }
    // Added in the basket (confirmed or accepted by the server): "clear added" removes it.
    bool isAdded() const { return result && result->added && !sending; }
    // May be sent (again): resolved, a quantity above 0, no add open, and nothing that might
    // already be in the basket (doubled, unknown) unless the buyer edited the line since.
    // Pieces and packs come whole; weight articles in kg with decimals.
    bool quantityFits() const { return quantity && *quantity > values::Decimal() && (pick.weight || quantity->isInteger()); }
    bool isSendable() const
    {
        return isResolved() && quantityFits() && !sending
            && (!result || result->kind == AddResultText::Kind::Error);
    }
    // An earlier add may be in the basket (added, doubled, not known, on its way when the app
    // closed) and none is open: only an explicit "Add Again…" sends it, after asking.
    bool canAddAgain() const
    {
        return isResolved() && quantityFits() && !sending && result && result->kind != AddResultText::Kind::Error;
    }

    // A line resolved to `pick` (a suggestion taken, a list's or the basket's line).
    static QuickOrderLine of(const QuickOrderPick &pick, std::optional<values::Decimal> quantity);
    // Other text: the resolution and the last add are forgotten.
    void retype(const QString &text);
    // Another article or quantity is another add: a late verdict of the old one is not its.
    void forgetAdd();
    void resolve(const QuickOrderPick &to); // the quantity becomes 1 where there is none
    void unresolve(State why, const QString &whyNote);
    void startSending();
    void takeResult(values::AddState verdict, const AddResultText &text, const QString &message);
    // Undo brings back text and quantities, never an add: this line (as it was before an edit)
    // takes the add state of the line as it is `now`, and where that add went with another
    // quantity or pack, the line as it was sent.
    void keepAddOf(const QuickOrderLine &now);
    // The line's price: the basket's figures where it holds this quantity of the pack, else
    // computed with the deposit per pack the basket shows (linePriceOf); nothing known while
    // unresolved or without a quantity.
    values::LinePrice price(const BasketHoldings &basket) const;
};

} // namespace webshop::models

Q_DECLARE_METATYPE(webshop::models::QuickOrderPick)
