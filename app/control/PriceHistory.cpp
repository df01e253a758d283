// PriceHistory: recording what the models receive, and the prices the buyer has seen.

#include "app/control/PriceHistory.h"

#include "app/control/SessionController.h"
#include "app/localstore/LocalStore.h"
#include "app/localstore/Observations.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/SearchResultsModel.h"

#include <QTimer>

namespace webshop::control {

using localstore::PriceObservation;
using localstore::StoreKey;

namespace {
QDateTime noonOf(const QDate &day)
{
    return QDateTime(day, QTime(12, 0));
}

PriceObservation observationOf(const QString &bundleId, const models::SeenPrice &price)
{
    PriceObservation o;
    o.bundleId = bundleId;
    o.currency = price.currency;
    o.net = price.net;
    o.gross = price.gross;
    return o;
}
} // namespace

PriceHistory::PriceHistory(SessionController *session, const ModelSet &models, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_models(models)
    , m_store(std::make_unique<localstore::LocalStore>())
{
    Q_ASSERT(session && models.search && models.details && models.basket && models.lists && models.listItems);
    connect(m_store.get(), &localstore::LocalStore::committed, this, &PriceHistory::historyChanged);
    connect(m_store.get(), &localstore::LocalStore::writeFailed, this, &PriceHistory::writeFailed);
    connect(m_store.get(), &localstore::LocalStore::forgotten, this, &PriceHistory::forgotten);
    // Direct connections: the buyer's earlier prices are in the memory before the rows are painted.
    connect(models.search, &models::SearchResultsModel::pageReceived, this,
            [this](const values::SearchPage &page) { record(localstore::observationsFrom(page)); });
    connect(models.details, &models::ArticleDetails::articleReceived, this,
            [this](const values::Article &article) { record(localstore::observationsFrom(article)); });
    connect(models.listItems, &models::ListItemsModel::listReceived, this,
            [this](const values::PersonalList &list) { record(localstore::observationsFrom(list)); });
    connect(models.lists, &models::PersonalListsModel::listLoaded, this, &PriceHistory::recordList);
    connect(models.basket, &models::BasketModel::basketReceived, this, &PriceHistory::recordBasket);
    // A line's unit price may be known only once the line is named from the catalogue (the
    // basket's amounts may be line amounts): its prices are recorded then.
    connect(models.basket, &QAbstractItemModel::dataChanged, this, &PriceHistory::recordBasketSoon);
    if (models.priceMemory)
        connect(models.priceMemory, &models::PriceMemory::shown, this, &PriceHistory::onShown);
    // Another customer or store: the memory holds nothing of the previous one.
    connect(session, &SessionController::addressChanged, this, &PriceHistory::customerChanged);
    connect(session, &SessionController::loggedOut, this, &PriceHistory::customerChanged);
    connect(session, &SessionController::sessionEnded, this, &PriceHistory::customerChanged);
}

PriceHistory::~PriceHistory() = default;

void PriceHistory::prepare(const QString &path)
{
    m_store->prepare(path);
}

bool PriceHistory::open(const QString &path)
{
    if (!m_store->open(path))
        return false;
    m_pruned = false;
    setRetentionDays(m_retentionDays);
    return true;
}

bool PriceHistory::isOpen() const { return m_store->isOpen(); }
QString PriceHistory::errorString() const { return m_store->errorString(); }
QString PriceHistory::path() const { return m_store->path(); }

void PriceHistory::setRetentionDays(int days)
{
    days = qMax(1, days);
    if (days == m_retentionDays && m_pruned)
        return;
    m_retentionDays = days;
    m_store->setRetentionDays(days);
    if (m_store->isOpen()) {
        m_store->prune();
        m_pruned = true;
    }
}

bool PriceHistory::keyOf(StoreKey *key) const
{
    if (!m_session->isSignedIn() || m_session->currentAddressIndex() < 0)
        return false;
    *key = StoreKey::of(m_session->serverUrl(), m_session->customerId(), m_session->currentAddress().storeId);
    return key->isValid();
}

void PriceHistory::record(const QList<PriceObservation> &prices)
{
    StoreKey key;
    if (prices.isEmpty() || !m_store->isOpen() || !keyOf(&key) || !m_store->accepts(key))
        return;
    if (m_seeder)
        seed(key, prices);
    const QString recordedFor = key.server + u'\n' + key.customer + u'\n' + key.store + u'\n'
        + QDate::currentDate().toString(Qt::ISODate);
    if (recordedFor != m_recordedFor) {
        m_recorded.clear();
        m_recordedFor = recordedFor;
    }
    QList<PriceObservation> fresh;
    for (const PriceObservation &o : prices) {
        const auto text = [](const std::optional<values::Decimal> &d) { return d ? d->toString() : QStringLiteral("-"); };
        const QString amounts = o.variantId + u'|' + o.currency + u'|' + text(o.net) + u'|' + text(o.gross) + u'|'
            + text(o.vat) + u'|' + text(o.deposit);
        auto it = m_recorded.find(o.bundleId);
        if (it != m_recorded.end() && *it == amounts)
            continue;
        m_recorded.insert(o.bundleId, amounts);
        fresh << o;
    }
    if (!fresh.isEmpty())
        m_store->record(key, fresh);
    models::PriceMemory *memory = m_models.priceMemory;
    if (!memory)
        return;
    // What the buyer saw before this session, for the packs the memory does not know yet: one
    // read of committed rows (the writer thread never blocks it).
    QStringList unknown;
    for (const PriceObservation &o : prices)
        if (!memory->knows(o.bundleId))
            unknown << o.bundleId;
    if (unknown.isEmpty())
        return;
    QHash<QString, models::SeenPrice> recalled;
    const QHash<QString, localstore::SeenPrice> seen = m_store->lastSeen(key, unknown);
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        recalled.insert(it.key(), {it->price.currency, it->price.net, it->price.gross, it->seenAt});
    memory->recall(unknown, recalled);
}

void PriceHistory::seed(const StoreKey &key, const QList<PriceObservation> &prices)
{
    bool seeded = false;
    for (const PriceObservation &o : prices) {
        if (m_seeded.contains(o.bundleId))
            continue;
        m_seeded.insert(o.bundleId);
        const Seed s = m_seeder(o.bundleId, {QDate::currentDate(), o.currency, o.net, o.gross});
        for (const HistoryPoint &p : s.days) {
            PriceObservation past = o;
            past.net = p.net;
            past.gross = p.gross;
            past.vat.reset();
            m_store->record(key, {past}, noonOf(p.day));
        }
        if (s.seen)
            m_store->markSeen(key, {observationOf(o.bundleId, {o.currency, s.seen->net, s.seen->gross, {}})},
                              noonOf(s.seen->day));
        seeded = seeded || !s.days.isEmpty() || s.seen;
    }
    if (seeded)
        m_store->flush(); // screenshots only: the seen prices are read back at once
}

void PriceHistory::recordBasket()
{
    // The basket model has named its lines: their bundles and unit prices are its rows.
    const models::BasketModel *basket = m_models.basket;
    QList<PriceObservation> prices;
    for (int row = 0; row < basket->rowCount(); ++row) {
        const QModelIndex index = basket->index(row, 0);
        const QString bundleId = index.data(models::BasketModel::BundleIdRole).toString();
        const auto shown = index.data(models::BasketModel::ShownPriceRole).value<models::SeenPrice>();
        if (!bundleId.isEmpty() && (shown.net || shown.gross))
            prices << observationOf(bundleId, shown);
    }
    record(prices);
}

void PriceHistory::recordBasketSoon()
{
    if (m_basketRecordPending)
        return;
    m_basketRecordPending = true;
    QTimer::singleShot(0, this, [this] {
        m_basketRecordPending = false;
        recordBasket();
    });
}

void PriceHistory::recordList(const QString &listId)
{
    if (const values::PersonalList *list = m_models.lists->list(listId))
        record(localstore::observationsFrom(*list));
}

void PriceHistory::onShown(const QString &bundleId, const models::SeenPrice &price)
{
    // Queued to the writer thread, which commits what arrives together.
    StoreKey key;
    if (m_store->isOpen() && keyOf(&key))
        m_store->markSeen(key, {observationOf(bundleId, price)}, price.seenAt);
}

void PriceHistory::customerChanged()
{
    m_store->resumeWrites(); // a new context: a forget's barrier ends here
    m_seeded.clear();
    m_recorded.clear();
    if (m_models.priceMemory)
        m_models.priceMemory->clear();
}

bool PriceHistory::flush(int timeoutMs)
{
    return m_store->flush(timeoutMs);
}

} // namespace webshop::control
