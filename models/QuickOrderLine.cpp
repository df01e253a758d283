#include "models/QuickOrderLine.h"

namespace webshop::models {

QuickOrderLine QuickOrderLine::of(const QuickOrderPick &pick, std::optional<values::Decimal> quantity)
{
    QuickOrderLine line;
    line.what = pick.bundleId;
    line.state = State::Resolved;
    line.pick = pick;
    line.quantity = quantity;
    return line;
}

void QuickOrderLine::retype(const QString &text)
{
    what = text;
    pick = {};
    note.clear();
    forgetAdd();
    state = text.trimmed().isEmpty() ? State::Empty : State::Typed;
}

void QuickOrderLine::forgetAdd()
{
    result.reset();
    addId = 0;
    interrupted = false;
}

void QuickOrderLine::resolve(const QuickOrderPick &to)
{
    if (pick.bundleId != to.bundleId)
        forgetAdd();
    state = State::Resolved;
    pick = to;
    note.clear();
    if (!quantity)
        quantity = values::Decimal::fromInt(1);
}

void QuickOrderLine::unresolve(State why, const QString &whyNote)
{
    state = why;
    pick = {};
    note = whyNote;
}

void QuickOrderLine::startSending()
{
    sending = true;
    result = describeAdd(values::AddState::Queued, {});
    addState = values::AddState::Queued;
    addMessage.clear();
    addId = 0;
    interrupted = false;
}

void QuickOrderLine::takeResult(values::AddState verdict, const AddResultText &text, const QString &message)
{
    sending = !text.final;
    result = text;
    addState = verdict;
    addMessage = message;
    interrupted = false; // a verdict: the add is no longer only "on its way"
}

void QuickOrderLine::keepAddOf(const QuickOrderLine &now)
{
    if (!now.sending && !now.result)
        return;
    sending = now.sending;
    result = now.result;
    addState = now.addState;
    addMessage = now.addMessage;
    addId = now.addId;
    addedAt = now.addedAt;
    interrupted = now.interrupted;
    if (quantity != now.quantity || pick.bundleId != now.pick.bundleId) {
        // The line as it was sent: the buyer sees what went to the basket.
        quantity = now.quantity;
        pick = now.pick;
        state = now.state;
        what = now.what;
    }
}

values::LinePrice QuickOrderLine::price(const BasketHoldings &basket) const
{
    if (!isResolved() || !quantity)
        return {};
    const values::UnitPrices unit = values::UnitPrices::of(pick.unitNet, pick.unitGross, pick.currency);
    return linePriceOf(basket, pick.bundleId, unit, *quantity);
}

} // namespace webshop::models
