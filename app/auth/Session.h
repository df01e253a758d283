#pragma once

// CONTRACT: the login session (client login, then customer login), the chosen delivery
// address, re-login on 401/403, and remember-me through the SecretStore. Only refused
// credentials end a session: a re-login or renewal that cannot reach the server keeps it and
// is retried with a back-off. A server address with user:password@ is refused (loginFailed
// with Kind::CredentialsInUrl) by login, restore and loginFromEnvironment.

#include "app/values/ApiError.h"
#include "app/values/Types.h"

#include <QObject>
#include <QDateTime>
#include <QUrl>
#include <optional>

namespace webshop::api { class ApiClient; }

namespace webshop::auth {

class SecretStore;

struct Credentials
{
    QUrl baseUrl;
    QString apiUser;
    QString apiPassword;
    QString username;
    QString password;
    bool remember = false;
};

class Session : public QObject
{
    Q_OBJECT
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
public:
    enum class State { LoggedOut, LoggingIn, LoggedIn };
    Q_ENUM(State)

    Session(api::ApiClient *client, SecretStore *secrets, QObject *parent = nullptr);
    ~Session() override;

    State state() const;
    api::ApiClient *client() const;

    // Full login. Sets the client's base URL from the credentials.
    void login(const Credentials &credentials);
    // Non-interactive: WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, WEBSHOP_USERNAME, WEBSHOP_PASSWORD.
    // Returns false (and does nothing) when any is missing; true when it logs in or reports a
    // refused server address through loginFailed.
    bool loginFromEnvironment(const QUrl &baseUrl);
    // Remember-me: read the stored credentials for this server and users from the keychain
    // and log in with them. Emits loginFailed (NotFound → message empty) when nothing is stored.
    void restore(const QUrl &baseUrl, const QString &apiUser, const QString &username);
    // Deletes every keychain entry of this login and clears the tokens.
    void logout();

    QString customerId() const;
    QString customerName() const;
    QString username() const;
    QUrl baseUrl() const;
    QList<values::DeliveryAddress> deliveryAddresses() const;
    int currentAddressIndex() const; // -1 before one is chosen
    values::DeliveryAddress currentAddress() const;
    // Chooses the address: it fixes storeId and country of the ApiClient's context.
    void selectAddress(int index);
    // "de-DE": the language parameter of search, details and lists.
    void setLanguage(const QString &languageTag);
    QString language() const;
    // The API's country parameter. Empty (the default): the chosen address's country, or when
    // that is empty, the region of the language tag ("de-DE" → "DE"). A two-letter code overrides.
    void setCountry(const QString &countryCode);
    QString country() const; // the override, empty when none

    // True when remember-me could not store secrets (keychain unavailable): in memory only.
    bool secretsInMemoryOnly() const;

    // When the tokens are renewed: ahead of their expiry on our clock (lifetime from iat, or exp
    // corrected by the server's Date header), or the next try after a failed or useless
    // renewal (exponential back-off). nullopt: not decodable, no timer.
    std::optional<QDateTime> nextRenewal() const;
    // Names of the keychain entries of one login (for logout and tests).
    static QStringList secretNames();

signals:
    void stateChanged(webshop::auth::Session::State state);
    void loggedIn();                 // tokens and customer known; an address may still be needed
    void addressChanged();           // context (store, country) changed
    void loginFailed(const webshop::values::ApiError &error, const QString &message);
    void loggedOut();
    void keychainMessage(const QString &message); // e.g. "Keychain unavailable: you will be asked next time"
    void tokensRenewed();            // a re-login (after 401/403 or before expiry) succeeded

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace webshop::auth
