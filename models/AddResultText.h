#pragma once

// The one mapping from an add's state (BasketSync) to what the buyer reads, for every view
// that adds (article pane, lists, and the pages to come): the same words for the same state.

#include "app/values/AddState.h"

#include <QString>

namespace webshop::models {

struct AddResultText
{
    enum class Kind { Working, Ok, Warning, Error };
    Kind kind = Kind::Working;
    QString text;
    bool final = false; // no spinner any more (Accepted and Uncertain may still be settled later)
    bool added = false; // counts as added in a summary (Confirmed, Accepted)
};

// `quantityText` ("3", "1,5 kg") names the amount in the confirmation when given.
AddResultText describeAdd(values::AddState state, const QString &message, const QString &quantityText = {});

} // namespace webshop::models
