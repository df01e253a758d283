// OfflineCache: writing what the models receive, going offline and back online.

#include "app/control/OfflineCache.h"

#include "app/api/ApiClient.h"
#include "app/control/SessionController.h"
#include "app/localstore/LocalStore.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/SearchResultsModel.h"

namespace webshop::control {

using localstore::StoreKey;

namespace {
bool isRefusal(const api::ApiError &e)
{
    using Kind = api::ApiError::Kind;
    return e.kind == Kind::Unauthorized || e.kind == Kind::Forbidden || e.kind == Kind::BadRequest;
}
} // namespace

OfflineCache::OfflineCache(SessionController *session, api::ApiClient *client, const ModelSet &models,
                           QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_client(client)
    , m_models(models)
{
    Q_ASSERT(session && models.search && models.details && models.basket && models.lists && models.listItems);
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &OfflineCache::tryServer);
    connect(session, &SessionController::reachabilityChanged, this, &OfflineCache::onReachability);
    connect(session, &SessionController::addressChanged, this, &OfflineCache::onAddressChanged);
    connect(session, &SessionController::loginFailed, this,
            [this](const api::ApiError &error, const QString &) { onLoginFailed(error); });
    connect(session, &SessionController::loggedIn, this, [this] {
        // The sign-in this class retried: straight to the store used last.
        if (m_startedOffline)
            m_session->chooseRememberedAddress();
    });
    connect(session, &SessionController::loggedOut, this, [this] {
        // Signed out: the remembered login (and with it the offline start) is gone.
        OfflineIdentity::forget(m_login.server, m_login.username);
        m_startedOffline = false;
        m_login = {};
        goOnline();
        m_fetched.fill({});
    });
    m_models.basket->setAddGate([this] { return addRefusal(); });
    connectWrites();
    connectFallbacks();
}

OfflineCache::~OfflineCache()
{
    m_models.basket->setAddGate({});
}

void OfflineCache::setStore(localstore::LocalStore *store)
{
    m_store = store;
}

QDateTime OfflineCache::dataTime() const
{
    QDateTime newest;
    for (const QDateTime &t : m_fetched)
        if (t.isValid() && (!newest.isValid() || t > newest))
            newest = t;
    return newest;
}

QDateTime OfflineCache::fetchedAt(View view) const
{
    return m_offline ? m_fetched.at(size_t(view)) : QDateTime();
}

QString OfflineCache::addRefusal() const
{
    if (!m_offline)
        return {};
    return tr("Not added: the server cannot be reached. Nothing is kept to send later: add it again "
              "once the connection is back.");
}

bool OfflineCache::keyOf(StoreKey *key) const
{
    if (m_startedOffline) {
        *key = StoreKey::of(m_login.server, m_identity.customerId, m_identity.storeId);
    } else {
        if (!m_session->isSignedIn() || m_session->currentAddressIndex() < 0)
            return false;
        *key = StoreKey::of(m_session->serverUrl(), m_session->customerId(), m_session->currentAddress().storeId);
    }
    return key->isValid();
}

bool OfflineCache::canWrite(StoreKey *key) const
{
    // Only what the server sent now: never a copy of what was read from the store.
    return !m_filling && !m_startedOffline && m_store && m_store->isOpen() && keyOf(key);
}

void OfflineCache::connectWrites()
{
    connect(m_models.search, &models::SearchResultsModel::pageReceived, this, [this](const api::SearchPage &page) {
        StoreKey key;
        if (canWrite(&key) && page.page <= 1)
            m_store->cacheSearch(key, page);
        m_localSearch = false;
        markLive(View::Search);
    });
    connect(m_models.details, &models::ArticleDetails::articleReceived, this, [this](const api::Article &article) {
        StoreKey key;
        if (canWrite(&key))
            m_store->cacheArticle(key, article);
        markLive(View::Article);
    });
    connect(m_models.listItems, &models::ListItemsModel::listReceived, this, [this](const api::PersonalList &list) {
        StoreKey key;
        if (canWrite(&key))
            m_store->cacheList(key, list);
        markLive(View::List);
    });
    connect(m_models.listItems, &models::ListItemsModel::listChanged, this, [this] {
        const QString listId = m_models.listItems->listId();
        if (listId.isEmpty())
            return;
        m_shownList = listId;
        if (m_offline && !m_filling)
            fillList(listId); // the saved copy, with its time
    });
    connect(m_models.lists, &models::PersonalListsModel::listLoaded, this, [this](const QString &listId) {
        StoreKey key;
        const api::PersonalList *list = m_models.lists->list(listId);
        if (list && canWrite(&key))
            m_store->cacheList(key, *list);
        markLive(View::List);
    });
    connect(m_models.lists, &models::PersonalListsModel::stateChanged, this,
            [this](models::PersonalListsModel::State state) {
                using State = models::PersonalListsModel::State;
                if (state == State::Loading) {
                    m_listsLoading = true;
                    return;
                }
                // Only an answer of the server (not a clear() or a copy from the store).
                if (!std::exchange(m_listsLoading, false) || state == State::Error)
                    return;
                writeLists();
                markLive(View::Lists);
            });
    connect(m_models.basket, &models::BasketModel::basketReceived, this, &OfflineCache::writeBasket);
}

void OfflineCache::writeLists()
{
    StoreKey key;
    if (!canWrite(&key))
        return;
    api::PersonalLists lists;
    for (int row = 0; row < m_models.lists->rowCount(); ++row) {
        const QModelIndex index = m_models.lists->index(row, 0);
        lists.lists.append({index.data(models::PersonalListsModel::StoreIdRole).toString(),
                            index.data(models::PersonalListsModel::ListIdRole).toString()});
    }
    m_store->cacheLists(key, lists);
}

void OfflineCache::writeBasket()
{
    models::BasketModel *model = m_models.basket;
    if (model->showsSaved())
        return;
    markLive(View::Basket);
    StoreKey key;
    if (!canWrite(&key))
        return;
    api::Basket basket;
    basket.total = model->totals();
    for (int row = 0; row < model->rowCount(); ++row)
        basket.items.append(*model->lineAt(row));
    m_store->cacheBasket(key, basket);
}

void OfflineCache::connectFallbacks()
{
    // A view that fails while the server is away shows what was saved instead.
    connect(m_models.search, &models::SearchResultsModel::stateChanged, this,
            [this](models::SearchResultsModel::State state) {
                if (m_offline && state == models::SearchResultsModel::State::Error && m_models.search->rowCount() == 0)
                    fillSearch(m_models.search->query());
            });
    connect(m_models.search, &models::SearchResultsModel::queryChanged, this, [this](const QString &query) {
        // Offline, the saved articles answer at once (after the model has sent its request).
        if (m_offline && !m_filling && !query.isEmpty())
            QTimer::singleShot(0, this, [this, query] {
                if (m_offline && m_models.search->query() == query)
                    fillSearch(query);
            });
    });
    connect(m_models.details, &models::ArticleDetails::stateChanged, this, [this](models::ArticleDetails::State state) {
        if (m_offline && state == models::ArticleDetails::State::Error)
            fillArticle(m_models.details->variantId());
    });
    connect(m_models.lists, &models::PersonalListsModel::stateChanged, this,
            [this](models::PersonalListsModel::State state) {
                if (m_offline && state == models::PersonalListsModel::State::Error)
                    fillLists();
            });
    connect(m_models.lists, &models::PersonalListsModel::listFailed, this, [this](const QString &listId) {
        if (m_offline)
            fillList(listId);
    });
    connect(m_models.listItems, &models::ListItemsModel::stateChanged, this,
            [this](models::ListItemsModel::State state) {
                if (m_offline && state == models::ListItemsModel::State::Error)
                    fillList(m_shownList);
            });
    connect(m_models.basket, &models::BasketModel::refreshFailed, this, [this] {
        if (m_offline && !m_models.basket->hasBasket())
            fillBasket();
    });
}

void OfflineCache::markLive(View view)
{
    m_fetched[size_t(view)] = QDateTime::currentDateTime();
    emit savedDataChanged();
}

void OfflineCache::markSaved(View view, const QDateTime &fetchedAt)
{
    m_fetched[size_t(view)] = fetchedAt;
    emit savedDataChanged();
}

void OfflineCache::onReachability(bool reachable)
{
    if (!reachable && m_session->isSignedIn())
        goOffline();
    else if (reachable && m_offline && !m_startedOffline) {
        goOnline();
        refreshViews();
    }
}

void OfflineCache::goOffline()
{
    if (m_offline)
        return;
    m_offline = true;
    m_since = QDateTime::currentDateTime();
    m_retryMs = m_firstRetryMs;
    scheduleTry();
    emit offlineChanged(true);
    // What failed just now shows the saved copy.
    if (m_models.search->state() == models::SearchResultsModel::State::Error && m_models.search->rowCount() == 0)
        fillSearch(m_models.search->query());
    if (m_models.details->state() == models::ArticleDetails::State::Error)
        fillArticle(m_models.details->variantId());
    if (m_models.lists->state() == models::PersonalListsModel::State::Error)
        fillLists();
    if (!m_models.basket->hasBasket())
        fillBasket();
}

void OfflineCache::goOnline()
{
    m_retry.stop();
    if (!m_offline)
        return;
    m_offline = false;
    m_localSearch = false;
    emit offlineChanged(false);
    emit savedDataChanged();
}

void OfflineCache::refreshViews()
{
    // The server answers again: every view loads again by itself.
    m_models.basket->refresh();
    m_models.lists->refresh();
    if (!m_shownList.isEmpty() && !m_models.listItems->listId().isEmpty())
        m_models.listItems->load(m_shownList);
    if (m_models.details->hasArticle())
        m_models.details->load(m_models.details->variantId());
    const QString query = m_models.search->query();
    if (!query.isEmpty()) {
        m_models.search->clear();
        m_models.search->setQuery(query);
    }
}

void OfflineCache::onAddressChanged()
{
    if (m_session->currentAddressIndex() < 0)
        return;
    const api::DeliveryAddress address = m_session->currentAddress();
    m_login.server = m_session->serverUrl();
    m_login.username = m_session->username();
    OfflineIdentity::remember(m_login.server, m_login.username,
                              {m_session->customerId(), m_session->customerName(), address.storeId,
                               address.displayText()});
    if (!m_startedOffline)
        return;
    // Signed in again after an offline start: the session controller reloads the models; the
    // list that was open opens again.
    m_startedOffline = false;
    m_session->setOfflineReading(false);
    goOnline();
    if (!m_shownList.isEmpty())
        m_models.listItems->load(m_shownList);
}

void OfflineCache::onLoginFailed(const api::ApiError &error)
{
    if (!m_startedOffline)
        return;
    if (!isRefusal(error))
        return; // still unreachable: the next try is scheduled
    // The remembered login was refused: nothing of it may stay on screen.
    m_startedOffline = false;
    m_session->setOfflineReading(false);
    goOnline();
    m_fetched.fill({});
    m_models.search->clear();
    m_models.details->clear();
    m_models.listItems->clear();
    m_models.lists->clear();
    m_models.basket->dropSaved();
    emit signInNeeded(tr("The remembered sign-in was not accepted by the server. Please sign in again."));
}

void OfflineCache::setRetryDelays(int firstMs, int maxMs)
{
    m_firstRetryMs = qMax(10, firstMs);
    m_maxRetryMs = qMax(m_firstRetryMs, maxMs);
    m_retryMs = m_firstRetryMs;
}

void OfflineCache::retryNow()
{
    if (!m_offline)
        return;
    m_retryMs = m_firstRetryMs;
    tryServer();
}

void OfflineCache::scheduleTry()
{
    m_retry.start(m_retryMs);
    m_retryMs = qMin(m_retryMs * 2, m_maxRetryMs);
}

void OfflineCache::tryServer()
{
    if (!m_offline)
        return;
    scheduleTry();
    if (m_startedOffline) {
        // The remembered login again (the keychain still holds it: a network error never
        // removes it); a sign-in in progress is left to finish.
        if (m_session->state() == SessionController::State::LoggedOut)
            m_session->restore(m_login.server, m_login.apiUser, m_login.username);
        return;
    }
    // A cheap read: its success makes the client reachable again (onReachability).
    if (m_client)
        m_client->basket(); // the job deletes itself
}

} // namespace webshop::control
