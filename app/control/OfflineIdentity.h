#pragma once

// Who was signed in with a remembered login, so that the app can start without the server:
// per server and username, the customer's id and name and the delivery address (store) last
// chosen. It holds no secret (the passwords and tokens stay in the keychain) and is forgotten
// on sign-out.

#include "app/values/Types.h"

#include <QUrl>
#include <optional>

namespace webshop::control {

struct OfflineIdentity
{
    QString customerId;
    QString customerName;
    QString storeId;
    QString addressText; // the address as the toolbar shows it

    bool isValid() const { return !customerId.isEmpty() && !storeId.isEmpty(); }

    static void remember(const QUrl &server, const QString &username, const OfflineIdentity &identity);
    static std::optional<OfflineIdentity> recall(const QUrl &server, const QString &username);
    static void forget(const QUrl &server, const QString &username);
};

} // namespace webshop::control
