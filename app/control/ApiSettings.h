#pragma once

// How the buyer's preferences and UI language become the API client's settings: the one
// translation, used by the object graph and by the headless import run. Network-facing, so
// widgets cannot include it (app/api is not on their include path).

#include "app/api/ApiConfig.h"
#include "app/control/Preferences.h"

#include <QLocale>

namespace webshop::control {

// Token transport and timeouts (not the server: that is chosen separately).
void applyPreferences(const Preferences &preferences, api::ApiConfig &config);
// The API's `language` parameter for a UI locale: "de-DE".
QString apiLanguage(const QLocale &locale);

} // namespace webshop::control
