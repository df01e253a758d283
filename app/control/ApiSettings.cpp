#include "app/control/ApiSettings.h"

namespace webshop::control {

void applyPreferences(const Preferences &preferences, api::ApiConfig &config)
{
    config.tokenTransport = preferences.tokenTransport == Preferences::TokenTransport::Cookies
        ? api::ApiConfig::TokenTransport::Cookies
        : api::ApiConfig::TokenTransport::Headers;
    config.deadlineMs = preferences.deadlineMs();
    config.transferTimeoutMs = preferences.transferTimeoutMs();
}

QString apiLanguage(const QLocale &locale)
{
    return locale.name().replace(u'_', u'-');
}

} // namespace webshop::control
