#include "app/control/ShopCore.h"

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "app/auth/SecretStore.h"
#include "app/auth/Session.h"
#include "app/control/ApiSettings.h"
#include "app/control/BasketAdds.h"
#include "app/control/Preferences.h"
#include "app/localstore/StoreTypes.h"

#include <QLocale>
#include <QNetworkAccessManager>

namespace webshop::control {

// Members in construction order: each is built from the ones above it and destroyed before them.
struct ShopCore::Parts
{
    explicit Parts(const QString &keychainService)
        : client(&network)
        , secrets(keychainService)
        , session(&client, &secrets)
        , basketQueue(&client)
        , adds(&basketQueue)
    {
        adds.setKeySource([this]() -> std::optional<localstore::StoreKey> {
            if (session.currentAddressIndex() < 0)
                return std::nullopt;
            return localstore::StoreKey::of(session.baseUrl(), session.customerId(),
                                            session.deliveryAddresses().value(session.currentAddressIndex()).storeId);
        });
    }

    QNetworkAccessManager network;
    api::ApiClient client;
    auth::SecretStore secrets;
    auth::Session session;
    api::BasketSync basketQueue;
    BasketAdds adds;
};

QString ShopCore::defaultKeychainService()
{
    return QStringLiteral("Webshop Desktop");
}

ShopCore::ShopCore(const QString &keychainService)
    : d(std::make_unique<Parts>(keychainService))
{
}

ShopCore::~ShopCore() = default;

void ShopCore::applyPreferences(const Preferences &preferences)
{
    api::ApiConfig config = d->client.config();
    control::applyPreferences(preferences, config);
    d->client.setConfig(config);
    d->session.setCountry(preferences.country);
}

void ShopCore::setLocale(const QLocale &locale)
{
    d->session.setLanguage(apiLanguage(locale));
}

QNetworkAccessManager *ShopCore::network() const { return &d->network; }
api::ApiClient *ShopCore::client() const { return &d->client; }
auth::SecretStore *ShopCore::secrets() const { return &d->secrets; }
auth::Session *ShopCore::session() const { return &d->session; }
api::BasketSync *ShopCore::basketQueue() const { return &d->basketQueue; }
BasketAdds *ShopCore::adds() const { return &d->adds; }

} // namespace webshop::control
