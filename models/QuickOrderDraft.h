#pragma once

// The quick order's draft as JSON (kept per server, customer and store by its owner): every
// line that is not blank with what was typed, the pack it resolved to, the quantity, and its
// last add (id, state by name, the add's message, when, whether it was still on its way).
// Drafts without adds (older ones) read as lines never added. QuickOrderModel writes its lines
// with it and reads them back; what a restored add shows is the model's (restoredResult).

#include "models/QuickOrderLine.h"

#include <QJsonArray>
#include <QJsonObject>

namespace webshop::models {

class QuickOrderDraft
{
public:
    static QJsonArray write(const QList<QuickOrderLine> &lines);
    // Fills `line` (its id is the caller's) from one line of a draft; true when the line has an
    // add to show (its state and message are then the line's addState and addMessage).
    static bool read(const QJsonObject &o, QuickOrderLine *line);
};

} // namespace webshop::models
