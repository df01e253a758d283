// OfflineCache: going offline and back online, starting offline.

#include "app/control/OfflineCache.h"

#include "app/api/ApiClient.h"
#include "app/control/SavedCopies.h"
#include "app/control/SessionController.h"
#include "app/localstore/LocalStore.h"
#include "models/ListItemsModel.h"

namespace webshop::control {

using localstore::StoreKey;

namespace {
bool isRefusal(const values::ApiError &e)
{
    using Kind = values::ApiError::Kind;
    return e.kind == Kind::Unauthorized || e.kind == Kind::Forbidden || e.kind == Kind::BadRequest;
}
} // namespace

OfflineCache::OfflineCache(SessionController *session, api::ApiClient *client, const ModelSet &models,
                           SavedCopies *saved, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_client(client)
    , m_models(models)
    , m_saved(saved)
{
    Q_ASSERT(session && saved && models.search && models.details && models.basket && models.lists && models.listItems);
    m_saved->setKeySource([this](StoreKey *key) { return keyOf(key); });
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &OfflineCache::tryServer);
    connect(session, &SessionController::reachabilityChanged, this, &OfflineCache::onReachability);
    connect(session, &SessionController::addressChanged, this, &OfflineCache::onAddressChanged);
    connect(session, &SessionController::loginFailed, this,
            [this](const values::ApiError &error, const QString &) { onLoginFailed(error); });
    connect(session, &SessionController::loggedIn, this, [this] {
        // The sign-in this class retried: straight to the store used last, whose data the
        // session controller then loads from the server (the models stop reading saved copies).
        if (!m_startedOffline)
            return;
        m_saved->setOffline(false, {}, false);
        m_session->chooseRememberedAddress();
    });
    connect(session, &SessionController::loggedOut, this, [this] {
        // Signed out: the remembered login (and with it the offline start) is gone.
        OfflineIdentity::forget(m_login.server, m_login.username);
        m_startedOffline = false;
        m_login = {};
        goOnline(false);
    });
    connectWrites();
}

OfflineCache::~OfflineCache() = default;

void OfflineCache::setStore(localstore::LocalStore *store)
{
    m_store = store;
    m_saved->setStore(store);
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

void OfflineCache::onReachability(bool reachable)
{
    if (!reachable && m_session->isSignedIn())
        goOffline();
    else if (reachable && m_offline && !m_startedOffline)
        goOnline(true); // the server answers again: every model loads again by itself
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
    // What failed just now shows its saved copy (each model by itself).
    m_saved->setOffline(true, addRefusal());
}

void OfflineCache::goOnline(bool reload)
{
    m_retry.stop();
    if (!m_offline)
        return;
    m_offline = false;
    m_saved->setOffline(false, {}, reload);
    emit offlineChanged(false);
    emit savedDataChanged();
}

void OfflineCache::onAddressChanged()
{
    if (m_session->currentAddressIndex() < 0)
        return;
    const values::DeliveryAddress address = m_session->currentAddress();
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
    goOnline(false); // the session controller has reloaded the models
    if (!m_shownList.isEmpty())
        m_models.listItems->load(m_shownList);
}

void OfflineCache::onLoginFailed(const values::ApiError &error)
{
    if (!m_startedOffline)
        return;
    if (!isRefusal(error))
        return; // still unreachable: the next try is scheduled
    // The remembered login was refused: nothing of it may stay on screen.
    m_startedOffline = false;
    m_session->setOfflineReading(false);
    m_saved->withdraw(); // every model drops what it shows of it
    goOnline(false);
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
