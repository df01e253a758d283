#include "app/control/BasketAddsPrivate.h"

#include "app/api/BasketSync.h"
#include "app/localstore/AddLedger.h"
#include "app/values/ApiError.h"
#include "app/values/BasketMath.h"

#include <QLocale>
#include <QLoggingCategory>
#include <QTimer>

namespace webshop::control {

Q_LOGGING_CATEGORY(lcAdds, "webshop.adds")

using values::AddState;

BasketAdds::BasketAdds(api::BasketSync *queue, QObject *parent)
    : QObject(parent)
    , m_queue(queue)
    , m_ledger(std::make_unique<localstore::AddLedger>())
{
    connect(queue, &api::BasketSync::addStateChanged, this, &BasketAdds::onQueueState);
    connect(queue, &api::BasketSync::basketChanged, this, [this] {
        if (m_recovering && m_queue && m_queue->hasBasket())
            settleRecovered();
        // After the queue has settled its own open adds by the same read (this run's).
        if (m_checking && m_queue && m_queue->hasBasket())
            QTimer::singleShot(0, this, [this] {
                if (m_checking)
                    finishCheck({});
            });
    });
    connect(queue, &api::BasketSync::refreshFailed, this, [this](const values::ApiError &error) {
        if (m_checking)
            finishCheck(error.userMessage());
    });
}

BasketAdds::~BasketAdds() = default;

bool BasketAdds::openLedger(const QString &path)
{
    const bool ok = m_ledger->open(path);
    if (!ok)
        qCWarning(lcAdds) << "the add ledger cannot be used:" << m_ledger->errorString() << "- adds are refused";
    return ok;
}

localstore::AddLedger *BasketAdds::ledger() const { return m_ledger.get(); }

bool BasketAdds::currentKey(localstore::StoreKey *key) const
{
    const std::optional<localstore::StoreKey> k = m_keySource ? m_keySource() : std::nullopt;
    if (!k || !k->isValid())
        return false;
    *key = *k;
    return true;
}

std::optional<localstore::StoreKey> BasketAdds::currentStoreKey() const
{
    localstore::StoreKey key;
    return currentKey(&key) ? std::optional<localstore::StoreKey>(key) : std::nullopt;
}

bool BasketAdds::hasContext() const
{
    localstore::StoreKey key;
    return currentKey(&key);
}

quint64 BasketAdds::refuse(const values::AddIntent &intent, const QString &reason)
{
    // Ids of refused adds come from the top of the range: a ledger id never reaches it.
    const quint64 id = (quint64(1) << 62) + ++m_refusedIds;
    qCInfo(lcAdds) << "add refused before anything was sent:" << intent.bundleId << reason;
    m_states.insert(id, AddState::Failed);
    // Reported after the call returns, so the caller knows the id first.
    QTimer::singleShot(0, this, [this, id, reason] { emit stateChanged(id, AddState::Failed, reason); });
    return id;
}

quint64 BasketAdds::add(const values::AddIntent &intent)
{
    localstore::StoreKey key;
    if (!m_queue || !currentKey(&key))
        return refuse(intent, tr("Not added: sign in and choose a delivery address first."));
    if (intent.context != 0 && intent.context != m_context)
        return refuse(intent, tr("Not added: the delivery address or the customer changed after this line was "
                                 "checked. Nothing was sent; check the line for the new store and add it again."));
    if (const QString reason = m_gate ? m_gate() : QString(); !reason.isEmpty())
        return refuse(intent, reason);
    if (intent.amount.isZero() || intent.amount.isNegative())
        return refuse(intent, tr("Not added: the quantity must be more than 0."));
    localstore::LedgerEntry e;
    e.key = key;
    e.bundleId = intent.bundleId;
    e.variantId = intent.variantId;
    e.name = intent.name;
    e.pack = intent.pack;
    e.weight = intent.weight;
    e.amount = intent.amount;
    e.unitNet = intent.unitNet;
    e.unitGross = intent.unitGross;
    e.currency = intent.currency;
    e.source = values::sourceCode(intent.source);
    e.sourceRef = intent.sourceRef;
    e.runKey = intent.runKey;
    e.againOf = intent.againOf;
    e.state = AddState::Queued;
    // Written down before it can leave: an add the ledger cannot hold is not sent.
    const qint64 id = m_ledger->append(e);
    if (id <= 0)
        return refuse(intent, tr("Not added: this computer could not write the add down first (%1). Nothing was sent.")
                                  .arg(m_ledger->errorString().isEmpty() ? tr("the local data folder cannot be written")
                                                                         : m_ledger->errorString()));
    const quint64 ticket = m_queue->add(api::AddRequest{intent.bundleId, intent.amount, intent.variantId, intent.unitNet});
    m_idOfTicket.insert(ticket, quint64(id));
    m_states.insert(quint64(id), AddState::Queued);
    emit ledgerChanged();
    return quint64(id);
}

void BasketAdds::onQueueState(quint64 ticket, AddState state, const QString &message)
{
    const auto it = m_idOfTicket.constFind(ticket);
    if (it == m_idOfTicket.cend())
        return;
    const quint64 id = it.value();
    if (state == AddState::Sending)
        if (const auto q = m_queue->baselineQuantity(ticket))
            m_ledger->setBeforeQuantity(qint64(id), *q);
    m_ledger->setState(qint64(id), state, message);
    m_states.insert(id, state);
    emit stateChanged(id, state, message);
    emit ledgerChanged();
}

values::AddState BasketAdds::state(quint64 id) const { return m_states.value(id, AddState::Queued); }

bool BasketAdds::isOpen(quint64 id) const { return m_states.contains(id) && !values::isFinalAddState(m_states.value(id)); }

QList<localstore::LedgerEntry> BasketAdds::history() const
{
    localstore::StoreKey key;
    return currentKey(&key) ? m_ledger->history(key) : QList<localstore::LedgerEntry>();
}

QList<localstore::LedgerEntry> BasketAdds::runEntries(const QString &runKey) const
{
    localstore::StoreKey key;
    return currentKey(&key) ? m_ledger->run(key, runKey) : QList<localstore::LedgerEntry>();
}

void BasketAdds::contextChanged()
{
    // Adds made for the old customer or store are refused from now on (the basket queue itself
    // cancels what it had not sent: its owner clears it).
    ++m_context;
    m_recovering.reset();
    m_checking.reset();
    recoverEarlierRun();
}

void BasketAdds::recoverEarlierRun()
{
    localstore::StoreKey key;
    if (!currentKey(&key))
        return;
    const QList<localstore::LedgerEntry> open = m_ledger->unsettledFromEarlierRuns(key);
    if (open.isEmpty())
        return;
    qCInfo(lcAdds) << open.size() << "adds of an earlier run were open when it stopped: settled by the next basket read";
    m_recovering = std::make_unique<Recovering>(Recovering{key, open});
    if (m_queue && m_queue->hasBasket())
        settleRecovered();
}

} // namespace webshop::control
