#include "app/orders/OrderImport.h"

#include <QTimer>

// OrderImport's second half: the resolved lines sent through the app's one add path, a few adds
// ahead, with an earlier run's adds held back or reported as already added, and every later
// verdict on an add carried to its line.

namespace webshop::orders {

void OrderImport::addResolved(QObject *addPath, Adder adder, const values::AddIntent &origin)
{
    if (isAdding() || !addPath || !adder)
        return;
    m_addPath = addPath;
    m_adder = std::move(adder);
    m_origin = origin;
    m_addQueue.clear();
    for (int i = 0; i < m_lines.size(); ++i) {
        LineResult &line = m_lines[i];
        if (line.status != LineStatus::Ok)
            continue;
        qint64 againOf = 0;
        if (!admitForRerun(line, m_earlier, m_again, &againOf)) {
            emit lineChanged(i); // added by an earlier run of the file, or it may have been
            continue;
        }
        if (againOf)
            m_againOf.insert(i, againOf);
        const LargeAddLimit over = m_largeLimits ? largeAddLimit(line, *m_largeLimits) : LargeAddLimit::None;
        if (over == LargeAddLimit::None) {
            m_addQueue.append(i);
            continue;
        }
        line.status = LineStatus::NeedsConfirmation;
        line.largeLimit = over;
        line.largeLimitValue = over == LargeAddLimit::Packs ? m_largeLimits->packs
            : over == LargeAddLimit::Kilograms              ? m_largeLimits->kilograms
                                                            : m_largeLimits->gross;
        emit lineChanged(i);
    }
    m_addsDone = 0;
    m_addsTotal = int(m_addQueue.size());
    emit addProgress(0, m_addsTotal);
    m_addRunning = true;
    sendMoreAdds();
}

void OrderImport::setEarlierRun(QList<EarlierAdd> earlier, bool again)
{
    m_earlier = std::move(earlier);
    m_again = again;
}

QList<int> OrderImport::largeLines(const LargeAddLimits &limits) const
{
    QList<int> out;
    for (int i = 0; i < m_lines.size(); ++i)
        if (m_lines.at(i).status == LineStatus::Ok && largeAddLimit(m_lines.at(i), limits) != LargeAddLimit::None)
            out.append(i);
    return out;
}

void OrderImport::sendMoreAdds()
{
    if (!m_addRunning)
        return; // finished already (several outcomes may each have asked for more)
    if (!m_addPath) {
        // The add path is gone (the app is closing): what it had may or may not be in.
        const QList<int> open = m_adding.values();
        m_adding.clear();
        for (const int index : open) {
            m_lines[index].status = LineStatus::Uncertain;
            emit lineChanged(index);
        }
    }
    while (m_addPath && !m_addQueue.isEmpty() && m_adding.size() < kAddsAhead) {
        const int index = m_addQueue.takeFirst();
        const LineResult &line = m_lines.at(index);
        values::AddIntent intent = m_origin;
        intent.bundleId = line.match.bundleId;
        intent.variantId = line.match.variantId;
        intent.amount = line.quantity;
        intent.unitNet = line.match.unitNet;
        intent.name = line.match.name;
        intent.pack = line.match.pack;
        intent.weight = line.match.weight;
        intent.sourceRef = QStringLiteral("line %1").arg(line.record.line);
        intent.againOf = m_againOf.value(index);
        m_adding.insert(m_adder(intent), index);
    }
    if (!m_adding.isEmpty())
        return;
    // Done (or the basket queue is gone: the lines not handed over stay `ok`, not added).
    m_addQueue.clear();
    m_addRunning = false;
    emit addFinished();
}

void OrderImport::onAddState(quint64 id, values::AddState state, const QString &message)
{
    using S = values::AddState;
    if (!values::isFinalAddState(state))
        return;
    int index = -1;
    bool late = false;
    if (const auto it = m_adding.constFind(id); it != m_adding.cend()) {
        index = it.value();
        m_adding.erase(it);
        m_told.insert(id, index);
    } else if (const auto t = m_told.constFind(id); t != m_told.cend()) {
        index = t.value(); // a later verdict: arrived after all, or shown at last
        late = true;
    } else {
        return;
    }
    LineResult &line = m_lines[index];
    line.detail = message;
    switch (state) {
    case S::Confirmed:
    case S::Accepted:
    case S::Doubled: line.status = LineStatus::Added; break;
    case S::Failed: line.status = LineStatus::Refused; break;
    default: line.status = LineStatus::Uncertain; break;
    }
    emit lineChanged(index);
    if (late)
        return;
    emit addProgress(++m_addsDone, m_addsTotal);
    // The next adds after this signal has returned: the queue is still inside its emit.
    QTimer::singleShot(0, this, &OrderImport::sendMoreAdds);
}

} // namespace webshop::orders
