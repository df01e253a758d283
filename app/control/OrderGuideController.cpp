#include "app/control/OrderGuideController.h"

#include "app/control/BasketAdds.h"
#include "app/localstore/AddLedger.h"
#include "app/localstore/StoreTypes.h"
#include "models/AddResultText.h"

namespace webshop::control {

using values::GuideLine;
using values::OrderGuide;

OrderGuideController::OrderGuideController(BasketAdds *adds, const QString &folder, QObject *parent)
    : QObject(parent)
    , m_adds(adds)
    , m_store(folder)
    , m_clock([] { return QDateTime::currentDateTime(); })
{
    m_minute.setInterval(60 * 1000);
    connect(&m_minute, &QTimer::timeout, this, &OrderGuideController::reminderCheck);
    m_minute.start();
    if (m_adds)
        connect(m_adds, &BasketAdds::stateChanged, this, &OrderGuideController::onAddState);
}

bool OrderGuideController::key(localstore::StoreKey *key) const
{
    return m_adds && m_adds->currentKey(key) && key->isValid();
}

bool OrderGuideController::hasContext() const
{
    localstore::StoreKey k;
    return key(&k);
}

QStringList OrderGuideController::guideListIds() const
{
    localstore::StoreKey k;
    return key(&k) ? m_store.guideListIds(k) : QStringList();
}

std::optional<OrderGuide> OrderGuideController::guide(const QString &listId) const
{
    localstore::StoreKey k;
    return key(&k) ? m_store.guide(k, listId) : std::nullopt;
}

OrderGuide OrderGuideController::merged(OrderGuide saved, const QList<GuideLine> &listLines)
{
    // A line is the list's article: the guide keeps its own pack, the list names it anew.
    QList<GuideLine> added;
    for (const GuideLine &l : listLines) {
        auto it = std::find_if(saved.lines.begin(), saved.lines.end(), [&](const GuideLine &g) {
            return g.bundleId == l.bundleId || (!l.variantId.isEmpty() && g.variantId == l.variantId);
        });
        if (it == saved.lines.end()) {
            added << l;
            continue;
        }
        if (it->variantId.isEmpty())
            it->variantId = l.variantId;
        if (it->bundleId == l.bundleId) {
            it->name = l.name;
            it->pack = l.pack;
            it->weight = l.weight;
        } else if (it->name.isEmpty()) {
            it->name = l.name;
        }
    }
    saved.lines << added;
    return saved;
}

OrderGuide OrderGuideController::guideForList(const QString &listId, const QString &listName,
                                              const QList<GuideLine> &listLines) const
{
    OrderGuide g = guide(listId).value_or(OrderGuide{});
    g.listId = listId;
    if (!listName.isEmpty())
        g.listName = listName;
    return merged(g, listLines);
}

bool OrderGuideController::save(const OrderGuide &guide, QString *error)
{
    localstore::StoreKey k;
    if (!key(&k)) {
        if (error)
            *error = tr("No one is signed in with a delivery address.");
        return false;
    }
    if (!m_store.save(k, guide, error))
        return false;
    emit guideSaved(guide.listId);
    return true;
}

QDateTime OrderGuideController::lastOrdered(const QString &listId) const
{
    localstore::StoreKey k;
    return key(&k) ? m_store.lastOrdered(k, listId) : QDateTime();
}

GuideLineHistory OrderGuideController::history(const GuideLine &line) const
{
    if (!hasContext())
        return {};
    return guideLineHistory(m_adds->history(), line, now());
}

QList<GuideLineHistory> OrderGuideController::histories(const QList<GuideLine> &lines) const
{
    QList<GuideLineHistory> out;
    if (!hasContext())
        return QList<GuideLineHistory>(lines.size());
    const QList<localstore::LedgerEntry> entries = m_adds->history();
    const QDateTime at = now();
    for (const GuideLine &l : lines)
        out << guideLineHistory(entries, l, at);
    return out;
}

void OrderGuideController::setClock(Clock clock)
{
    m_clock = clock ? std::move(clock) : Clock([] { return QDateTime::currentDateTime(); });
    emit reminderCheck();
}

QDateTime OrderGuideController::now() const
{
    return m_clock();
}

bool OrderGuideController::reminderDue(const QString &listId) const
{
    const std::optional<OrderGuide> g = guide(listId);
    return g && values::reminderDue(g->schedule, now(), lastOrdered(listId));
}

QList<quint64> OrderGuideController::order(const QString &listId, const QList<values::AddIntent> &intents)
{
    QList<quint64> ids;
    if (!m_adds || intents.isEmpty())
        return ids;
    if (m_open.isEmpty()) {
        m_added = 0;
        m_failed = 0;
    }
    m_orderList = listId;
    // Each line once, through the one add path; a refused one reports Failed after this returns.
    for (values::AddIntent intent : intents) {
        intent.source = values::AddIntent::Source::Guide;
        intent.sourceRef = listId;
        const quint64 id = m_adds->add(intent);
        m_open.insert(id, listId);
        ids << id;
    }
    return ids;
}

void OrderGuideController::onAddState(quint64 id, values::AddState state, const QString &message)
{
    if (!m_open.contains(id))
        return;
    emit lineState(id, state, message);
    const models::AddResultText result = models::describeAdd(state, message);
    if (!result.final)
        return;
    const QString listId = m_open.take(id);
    ++(result.added ? m_added : m_failed);
    if (!m_open.isEmpty())
        return;
    localstore::StoreKey k;
    if (m_added > 0 && key(&k))
        m_store.setLastOrdered(k, listId, now());
    emit orderFinished(listId, m_added, m_failed);
    emit reminderCheck();
}

} // namespace webshop::control
