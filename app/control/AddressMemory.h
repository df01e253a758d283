#pragma once

// The delivery address a customer used last, per server and customer, so a later login
// (remember-me, the environment, the form) goes straight to it. Only what identifies the
// address is kept (its `hash`, else its `integrationId`, else its fields), never a secret.

#include "app/values/Types.h"

#include <QList>
#include <QUrl>

namespace webshop::control {

class AddressMemory
{
public:
    // Remembers the address this customer of this server chose.
    static void remember(const QUrl &server, const QString &customerId, const values::DeliveryAddress &address);
    // The index of the remembered address among `addresses`; -1 when nothing is remembered for
    // this server and customer, or that address is gone.
    static int recall(const QUrl &server, const QString &customerId, const QList<values::DeliveryAddress> &addresses);
};

} // namespace webshop::control
