#pragma once

// Internal to app/auth: the state behind Session, shared by Session.cpp (the public calls and
// the keychain) and SessionFlow.cpp (login, re-login, renewal schedule, context).

#include "app/api/ApiClient.h"
#include "app/auth/RenewalPlanner.h"
#include "app/auth/SecretStore.h"
#include "app/auth/Session.h"

#include <QDateTime>
#include <QPointer>
#include <QTimer>
#include <functional>
#include <optional>

namespace webshop::auth {

inline const QString kApiPassword = QStringLiteral("apiPassword");
inline const QString kPassword = QStringLiteral("password");
inline const QString kClientToken = QStringLiteral("clientToken");
inline const QString kCustomerToken = QStringLiteral("customerToken");

// "de-DE" from the system locale (the API's language parameter).
QString defaultLanguage();

class Session::Private
{
public:
    Session *q;
    QPointer<api::ApiClient> client;
    QPointer<SecretStore> secrets;
    State state = State::LoggedOut;
    Credentials creds; // in memory for this run only (re-login)
    values::CustomerLogin profile;
    int addressIndex = -1;
    QString language = defaultLanguage();
    QString countryOverride;
    bool memoryOnly = false;
    QPointer<api::ApiJob> job;
    quint64 round = 0; // a newer login or a logout makes older flows stale
    QTimer renewTimer;
    std::optional<QDateTime> nextRenewal;
    RenewalPlanner planner;
    QDateTime clientTokenReceived, customerTokenReceived;
    bool clientTokenFresh = true;

    using Done = std::function<void(bool ok, const values::ApiError &error, const QString &message)>;

    void setState(State s)
    {
        if (state == s)
            return;
        state = s;
        emit q->stateChanged(s);
    }

    // Client login (skipped when a still-valid stored client token is given), then customer login.
    void runLogin(const Credentials &c, const QString &storedClientToken, Done done);
    void loginCustomer(const Credentials &c, quint64 r, Done done, bool clientTokenWasStored);
    // The ApiClient's store, customer, country and language from the profile and choices.
    void applyContext();
    // After new tokens: the renewal timer from the RenewalPlanner.
    void scheduleRenewal();
    void startRenewalTimer(qint64 delayMs);

    QString keyFor(const QString &what) const
    {
        return SecretStore::key(creds.baseUrl.toString(), creds.apiUser, creds.username, what);
    }

    void reportKeychain(const SecretStore::Result &r);
    void storeSecrets();
    void removeSecrets(const Credentials &c);

    // The ApiClient waits for this answer (its token requests are held): always give one.
    using ReauthDone = std::function<void(api::ApiClient::ReauthOutcome)>;
    ReauthDone reauthDone;
    void answerReauth(api::ApiClient::ReauthOutcome outcome)
    {
        if (auto f = std::exchange(reauthDone, {}))
            f(outcome);
    }

    void relogin(ReauthDone done);

    // A server address with user:password@ is refused before anything is used or stored.
    bool refuseAddress(const QUrl &baseUrl);

    // What the last login produced (the client holds the same; kept for exp and remember-me).
    QString currentClientToken, currentCustomerToken;
    QString pendingStoredClientToken; // restore(): a remembered client token to try first
};

} // namespace webshop::auth
