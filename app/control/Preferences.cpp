#include "app/control/Preferences.h"

#include "app/values/SettingsKeys.h"

#include <QSettings>

namespace webshop::control {

namespace keys = settings;

namespace {
// The default price mode is the Net | Gross switch's own setting (models::PriceDisplay).
constexpr QLatin1String kNet{"net"};
constexpr QLatin1String kGross{"gross"};
} // namespace

Preferences Preferences::load(QSettings &s)
{
    Preferences p;
    p.useDemoServer = s.value(keys::UseDemoServer, true).toBool();
    p.serverUrl = QUrl(s.value(keys::ServerUrl).toString());
    p.tokenTransport = s.value(keys::TokenTransport).toString() == QLatin1String("cookies")
        ? TokenTransport::Cookies
        : TokenTransport::Headers;
    p.timeoutSeconds = qBound(5, s.value(keys::TimeoutSeconds, 30).toInt(), 300);
    p.language = s.value(keys::Language).toString();
    p.country = s.value(keys::Country).toString().toUpper();
    p.resultsView = s.value(keys::ResultsView).toString() == QLatin1String("list") ? ResultsView::List : ResultsView::Grid;
    p.netPrices = s.value(keys::PriceMode).toString() == kNet;
    p.theme = s.value(keys::Theme, QStringLiteral("system")).toString();
    p.checkoutUrl = QUrl(s.value(keys::CheckoutUrl).toString());
    p.largeAddCheck = s.value(keys::LargeAddCheck, true).toBool();
    p.largeAddPacks = qBound(1, s.value(keys::LargeAddPacks, 20).toInt(), 9999);
    p.largeAddKilograms = qBound(1, s.value(keys::LargeAddKilograms, 25).toInt(), 999);
    p.largeAddGross = qBound(1, s.value(keys::LargeAddGross, 500).toInt(), 1000000);
    p.priceHistoryDays = qBound(30, s.value(keys::PriceHistoryDays, 365).toInt(), 3650);
    return p;
}

Preferences Preferences::load()
{
    QSettings s;
    return load(s);
}

void Preferences::save(QSettings &s) const
{
    s.setValue(keys::UseDemoServer, useDemoServer);
    s.setValue(keys::ServerUrl, serverUrl.toString());
    s.setValue(keys::TokenTransport, tokenTransport == TokenTransport::Cookies ? QStringLiteral("cookies")
                                                                                     : QStringLiteral("headers"));
    s.setValue(keys::TimeoutSeconds, timeoutSeconds);
    s.setValue(keys::Language, language);
    s.setValue(keys::Country, country);
    s.setValue(keys::ResultsView, resultsView == ResultsView::List ? QStringLiteral("list") : QStringLiteral("grid"));
    s.setValue(keys::PriceMode, netPrices ? QString(kNet) : QString(kGross));
    s.setValue(keys::Theme, theme);
    s.setValue(keys::CheckoutUrl, checkoutUrl.toString());
    s.setValue(keys::LargeAddCheck, largeAddCheck);
    s.setValue(keys::LargeAddPacks, largeAddPacks);
    s.setValue(keys::LargeAddKilograms, largeAddKilograms);
    s.setValue(keys::LargeAddGross, largeAddGross);
    s.setValue(keys::PriceHistoryDays, priceHistoryDays);
}

void Preferences::save() const
{
    QSettings s;
    save(s);
}

QUrl Preferences::effectiveCheckoutUrl(const QUrl &server) const
{
    if (checkoutUrl.isValid() && !checkoutUrl.isEmpty())
        return checkoutUrl;
    QUrl u = server;
    u.setPath(QStringLiteral("/"));
    u.setQuery(QString());
    return u;
}

} // namespace webshop::control
