#pragma once

// The delivery address a customer used last, per server and customer, so a later login
// (remember-me, the environment, the form) goes straight to it. Only what identifies the
// address is kept (its `hash`, else its `integrationId`, else its fields), never a secret.

#include <QList>

namespace webshop::auth { class Session; }

namespace webshop::ui {

class AddressMemory
{
public:
    // Remembers the session's current address (nothing when none is chosen).
    static void remember(const auth::Session &session);
    // The index of the remembered address among the session's addresses; -1 when nothing is
    // remembered for this server and customer, or that address is gone.
    static int recall(const auth::Session &session);
};

} // namespace webshop::ui
