#pragma once

// The customer's session as the window sees it: signing in and out, the delivery address
// (which fixes the store), whether the server answers, and the lifecycle of the customer's
// data. Every model holds data of exactly one customer and store; this class drops it when
// the customer goes (sign-out, a lost session, someone else signing in) and reloads it when
// the store changes. Widgets use this class, never auth::Session or api::ApiClient, and tests
// drive it without widgets.

#include "app/control/Services.h"
#include "app/values/ApiError.h"
#include "app/values/Types.h"

#include <QObject>
#include <QUrl>
#include <memory>

namespace webshop::api { class ApiClient; class BasketSync; }
namespace webshop::auth { class Session; }

namespace webshop::control {

class SessionController : public QObject
{
    Q_OBJECT
public:
    enum class State { LoggedOut, LoggingIn, LoggedIn };
    Q_ENUM(State)

    // Non-owning: the object graph (ObjectGraph) keeps them alive longer than this.
    // context: where the models hear that the store, the language or the customer changed
    // (they read again, or drop what they show, by themselves).
    SessionController(auth::Session *session, api::ApiClient *client, api::BasketSync *basketQueue,
                      const ModelSet &models, models::DataSource *context, QObject *parent = nullptr);
    ~SessionController() override;

    State state() const;
    bool isSignedIn() const { return state() == State::LoggedIn; }
    QString customerId() const;
    QString customerName() const;
    QString username() const;
    QUrl serverUrl() const;
    QList<values::DeliveryAddress> deliveryAddresses() const;
    int currentAddressIndex() const; // -1 before one is chosen
    values::DeliveryAddress currentAddress() const;
    // The server answered the last request (false after a network failure, until one succeeds).
    bool isReachable() const { return m_reachable; }

    // Sign in with the form's credentials; loggedIn() or loginFailed() follows.
    void login(const SignIn &credentials);
    // Sign in with the tokens the keychain remembers for this server and user.
    void restore(const QUrl &server, const QString &apiUser, const QString &username);
    // Sign out: the session ends and the customer's data is dropped (loggedOut() follows).
    void logout();
    void selectAddress(int index);
    // The customer's remembered delivery address when it still exists, or the only one:
    // chosen at once (true). False: the buyer has to choose (or nobody is signed in).
    bool chooseRememberedAddress();
    // The API language changed: every model loads its data again (names, units, texts).
    void reloadCustomerData();
    // Saved data of a remembered login is on screen while its sign-in waits for the server
    // (OfflineCache): a call the server refuses for lack of a session ends nothing meanwhile.
    void setOfflineReading(bool on) { m_offlineReading = on; }

signals:
    void stateChanged(webshop::control::SessionController::State state);
    void loggedIn();        // an address may still be needed
    void addressChanged();  // a new store: the models are reloading
    void loginFailed(const webshop::values::ApiError &error, const QString &message);
    void loggedOut();       // the customer's data is already dropped
    // The session ended by itself (its renewal was refused); the customer's data is dropped.
    void sessionEnded();
    void keychainMessage(const QString &message);
    void reachabilityChanged(bool reachable);

private:
    void onLoggedIn();
    void onAddressChanged();
    void reload();
    void onAuthenticationLost();
    void clearCustomerData();
    QString customerKey() const;

    auth::Session *m_session;
    api::BasketSync *m_basketQueue;
    ModelSet m_models;
    models::DataSource *m_context;
    bool m_reachable = true;
    bool m_offlineReading = false;
    QString m_dataOwner; // customerKey() of the data the models hold; empty: none
};

} // namespace webshop::control
