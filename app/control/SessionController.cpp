#include "app/control/SessionController.h"

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "app/auth/Session.h"
#include "models/DataSource.h"
#include "app/control/AddressMemory.h"
#include "models/ArticleCache.h"
#include "models/ImageCache.h"

namespace webshop::control {

namespace {
SessionController::State fromSession(auth::Session::State state)
{
    switch (state) {
    case auth::Session::State::LoggedOut: return SessionController::State::LoggedOut;
    case auth::Session::State::LoggingIn: return SessionController::State::LoggingIn;
    case auth::Session::State::LoggedIn: return SessionController::State::LoggedIn;
    }
    return SessionController::State::LoggedOut;
}
} // namespace

SessionController::SessionController(auth::Session *session, api::ApiClient *client, api::BasketSync *basketQueue,
                                     const ModelSet &models, models::DataSource *context, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_basketQueue(basketQueue)
    , m_models(models)
    , m_context(context)
{
    Q_ASSERT(session && basketQueue && models.search && models.details && models.basket && models.lists
             && models.listItems && context);
    // The lifecycle runs first, then the window hears of it: what it shows is already the
    // new customer's (or nobody's).
    connect(session, &auth::Session::stateChanged, this, [this](auth::Session::State s) { emit stateChanged(fromSession(s)); });
    connect(session, &auth::Session::loggedIn, this, &SessionController::onLoggedIn);
    connect(session, &auth::Session::addressChanged, this, &SessionController::onAddressChanged);
    connect(session, &auth::Session::loginFailed, this, &SessionController::loginFailed);
    connect(session, &auth::Session::keychainMessage, this, &SessionController::keychainMessage);
    connect(session, &auth::Session::loggedOut, this, [this] {
        // Also when the login dialog signs out (a cancelled address choice): nothing of the
        // previous customer stays on screen.
        clearCustomerData();
        emit loggedOut();
    });
    if (client) {
        connect(client, &api::ApiClient::reachabilityChanged, this, [this](bool reachable) {
            m_reachable = reachable;
            emit reachabilityChanged(reachable);
        });
        connect(client, &api::ApiClient::authenticationLost, this, &SessionController::onAuthenticationLost);
    }
}

SessionController::~SessionController() = default;

SessionController::State SessionController::state() const
{
    return fromSession(m_session->state());
}

QString SessionController::customerId() const
{
    return m_session->customerId();
}

QString SessionController::customerName() const
{
    return m_session->customerName();
}

QString SessionController::username() const
{
    return m_session->username();
}

QUrl SessionController::serverUrl() const
{
    return m_session->baseUrl();
}

QList<values::DeliveryAddress> SessionController::deliveryAddresses() const
{
    return m_session->deliveryAddresses();
}

int SessionController::currentAddressIndex() const
{
    return m_session->currentAddressIndex();
}

values::DeliveryAddress SessionController::currentAddress() const
{
    return m_session->currentAddress();
}

void SessionController::login(const SignIn &c)
{
    m_session->login(auth::Credentials{c.server, c.apiUser, c.apiPassword, c.username, c.password, c.remember});
}

void SessionController::restore(const QUrl &server, const QString &apiUser, const QString &username)
{
    m_session->restore(server, apiUser, username);
}

void SessionController::logout()
{
    m_session->logout(); // its loggedOut drops the customer's data
}

void SessionController::selectAddress(int index)
{
    m_session->selectAddress(index);
}

bool SessionController::chooseRememberedAddress()
{
    if (!isSignedIn())
        return false;
    if (currentAddressIndex() >= 0)
        return true;
    const QList<values::DeliveryAddress> addresses = deliveryAddresses();
    const int remembered = AddressMemory::recall(serverUrl(), customerId(), addresses);
    if (remembered < 0 && addresses.size() != 1)
        return false;
    selectAddress(qMax(remembered, 0));
    return true;
}

void SessionController::onLoggedIn()
{
    // Signed in again after the session ended, as someone else: drop what the previous
    // customer saw (basket, prices, lists) before anything of it is shown or reused.
    if (!m_dataOwner.isEmpty() && m_dataOwner != customerKey())
        clearCustomerData();
    emit loggedIn();
}

void SessionController::onAddressChanged()
{
    if (currentAddressIndex() >= 0)
        AddressMemory::remember(serverUrl(), customerId(), currentAddress());
    // A new store: other prices, another basket, other lists.
    m_dataOwner = customerKey();
    m_basketQueue->clear();
    reload();
    emit addressChanged();
}

void SessionController::reloadCustomerData()
{
    if (isSignedIn() && currentAddressIndex() >= 0)
        reload();
}

void SessionController::reload()
{
    if (m_models.articles)
        m_models.articles->clear(); // its articles carry the old store's prices or language
    // Each model reads again by itself, through its feed (models::DataSource).
    m_context->announceContextChanged();
}

void SessionController::onAuthenticationLost()
{
    // The session renewal was refused: the session is over. Nothing of this customer may stay
    // on screen (the next one to sign in may be someone else).
    if (state() != State::LoggedOut || m_offlineReading)
        return;
    clearCustomerData();
    emit sessionEnded();
}

void SessionController::clearCustomerData()
{
    m_basketQueue->clear();
    m_context->announceCustomerGone(); // each model drops what it shows, by itself
    if (m_models.articles)
        m_models.articles->clear();
    // What a customer looked at does not outlive the session, on screen or on disk.
    if (m_models.images)
        m_models.images->clear();
    m_dataOwner.clear();
}

QString SessionController::customerKey() const
{
    return customerId().isEmpty() ? QString() : serverUrl().toString() + u'\n' + customerId();
}

} // namespace webshop::control
