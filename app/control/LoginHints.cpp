#include "app/control/LoginHints.h"

#include "app/values/SettingsKeys.h"

#include <QSettings>

namespace webshop::control {

LoginHints LoginHints::load()
{
    const QSettings s;
    return {s.value(settings::LoginApiUser).toString(), s.value(settings::LoginUsername).toString(),
            s.value(settings::LoginRemember, false).toBool()};
}

void LoginHints::save() const
{
    QSettings s;
    s.setValue(settings::LoginApiUser, apiUser);
    s.setValue(settings::LoginUsername, username);
    s.setValue(settings::LoginRemember, remember);
}

} // namespace webshop::control
