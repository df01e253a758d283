#pragma once

// Where one basket add stands. The basket queue (app/api/BasketSync) reports it; models and
// widgets show it (models/AddResultText gives the words). A plain value: knowing an add's
// state never requires knowing how it travels.

#include <QObject>

namespace webshop::values {
Q_NAMESPACE

enum class AddState {
    Queued,    // waiting for earlier adds
    Sending,   // POST on the wire
    Checking,  // re-reading the basket ("checking basket…")
    Confirmed, // the basket shows the add
    Accepted,  // the server confirmed it (2xx), but the basket does not show it (yet)
    Doubled,   // the server applied it twice: the buyer is told exactly that
    Uncertain, // no answer, and the basket cannot tell: it may or may not have been added
    Failed,    // not added (the message says why)
};
Q_ENUM_NS(AddState)

// No more change expected from the queue (Accepted and Uncertain may still be settled by a
// later read, which then reports Confirmed, Doubled or Failed).
constexpr bool isFinalAddState(AddState state)
{
    return state != AddState::Queued && state != AddState::Sending && state != AddState::Checking;
}

} // namespace webshop::values
