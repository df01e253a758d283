#pragma once

// Internal to app/auth: the state behind Session, shared by Session.cpp (the public calls) and
// SessionFlow.cpp (login, re-login, context). The tokens and their renewal are kept by the
// TokenKeeper, the remember-me secrets handed to the keychain by LoginSecrets.

#include "app/api/ApiClient.h"
#include "app/auth/LoginSecrets.h"
#include "app/auth/Session.h"
#include "app/auth/TokenKeeper.h"

#include <QDateTime>
#include <QPointer>
#include <QTimer>
#include <functional>
#include <optional>

namespace webshop::auth {

// "de-DE" from the system locale (the API's language parameter).
QString defaultLanguage();

class Session::Private
{
public:
    Session *q;
    QPointer<api::ApiClient> client;
    std::unique_ptr<LoginSecrets> secrets; // remember-me
    State state = State::LoggedOut;
    Credentials creds; // in memory for this run only (re-login)
    values::CustomerLogin profile;
    int addressIndex = -1;
    QString language = defaultLanguage();
    QString countryOverride;
    QPointer<api::ApiJob> job;
    quint64 round = 0; // a newer login or a logout makes older flows stale
    TokenKeeper tokens; // what the last login produced (the client holds the same), and their renewal

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

    QString pendingStoredClientToken; // restore(): a remembered client token to try first
};

} // namespace webshop::auth
