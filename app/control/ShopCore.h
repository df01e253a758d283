#pragma once

// The part of the object graph that talks to the shop: the network, the API client, the
// keychain, the session, the basket queue and the one add path with its ledger. The window's
// ObjectGraph builds its models and controllers on one; the headless import (app/shell's
// ImportRunner) runs on one alone, so both reach the shop the same way: the same keychain
// service, the same preferences applied to the transport, the same ledger and add gate.

#include <QString>

#include <memory>

class QLocale;
class QNetworkAccessManager;

namespace webshop::api { class ApiClient; class BasketSync; }
namespace webshop::auth { class SecretStore; class Session; }

namespace webshop::control {

class BasketAdds;
struct Preferences;

class ShopCore
{
public:
    // Where the tokens are kept in the OS keychain (one name for the app and its headless runs).
    static QString defaultKeychainService();

    explicit ShopCore(const QString &keychainService = defaultKeychainService());
    ~ShopCore();
    ShopCore(const ShopCore &) = delete;
    ShopCore &operator=(const ShopCore &) = delete;

    // Transport, timeouts and country from the preferences (the server is set separately).
    void applyPreferences(const Preferences &preferences);
    // The API's language parameter follows the UI locale ("de-DE").
    void setLocale(const QLocale &locale);

    QNetworkAccessManager *network() const;
    api::ApiClient *client() const;
    auth::SecretStore *secrets() const;
    auth::Session *session() const;
    api::BasketSync *basketQueue() const;
    // The one add path. Its context is the session's server, customer and store unless the
    // owner sets another key source (the window's graph asks its SessionController).
    BasketAdds *adds() const;

private:
    struct Parts;
    std::unique_ptr<Parts> d;
};

} // namespace webshop::control
