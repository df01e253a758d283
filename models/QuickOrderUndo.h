#pragma once

// The undo steps of the quick order grid: the lines as they were before each edit, the last
// 100. Undo brings back text and quantities, never an add: what was sent stays sent, so a line
// whose add is on its way or done cannot become sendable (and be added twice) by Ctrl+Z.
// QuickOrderModel records a step before each edit and resets its rows to what takeBack gives.

#include "models/QuickOrderLine.h"

#include <QList>

namespace webshop::models {

class QuickOrderUndo
{
public:
    void record(const QList<QuickOrderLine> &lines);
    bool isEmpty() const { return m_steps.isEmpty(); }
    void clear() { m_steps.clear(); }
    // The lines before the last edit (isEmpty() must be false), each with the add state of
    // its line in `now` (QuickOrderLine::keepAddOf).
    QList<QuickOrderLine> takeBack(const QList<QuickOrderLine> &now);

private:
    QList<QList<QuickOrderLine>> m_steps;
};

} // namespace webshop::models
