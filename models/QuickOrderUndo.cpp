#include "models/QuickOrderUndo.h"

#include <QHash>

namespace webshop::models {

namespace {
constexpr int kUndoDepth = 100;
}

void QuickOrderUndo::record(const QList<QuickOrderLine> &lines)
{
    m_steps.append(lines);
    if (m_steps.size() > kUndoDepth)
        m_steps.removeFirst();
}

QList<QuickOrderLine> QuickOrderUndo::takeBack(const QList<QuickOrderLine> &now)
{
    QHash<quint64, QuickOrderLine> byId;
    for (const QuickOrderLine &line : now)
        byId.insert(line.id, line);
    QList<QuickOrderLine> lines = m_steps.takeLast();
    for (QuickOrderLine &line : lines) {
        const auto it = byId.constFind(line.id);
        if (it != byId.cend())
            line.keepAddOf(*it);
    }
    return lines;
}

} // namespace webshop::models
