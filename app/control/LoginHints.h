#pragma once

// Who signed in last on this computer, to prefill the sign-in form: the API user, the
// username and whether "remember me" was on. Never a password (those live in the keychain).

#include <QString>

namespace webshop::control {

struct LoginHints
{
    QString apiUser;
    QString username;
    bool remember = false;

    static LoginHints load();
    void save() const;
};

} // namespace webshop::control
