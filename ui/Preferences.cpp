#include "ui/Preferences.h"

#include <QSettings>

namespace webshop::ui {

namespace {
const QString kDemo = QStringLiteral("server/useDemo");
const QString kUrl = QStringLiteral("server/baseUrl"); // also read by the shell
const QString kTransport = QStringLiteral("server/tokenTransport");
const QString kTimeout = QStringLiteral("server/timeoutSeconds");
const QString kLanguage = QStringLiteral("ui/language"); // read by the shell at start
const QString kCountry = QStringLiteral("locale/country");
const QString kView = QStringLiteral("search/view");
const QString kPrices = QStringLiteral("prices/mode"); // shared with models::PriceDisplay
const QString kTheme = QStringLiteral("ui/theme");       // read by the shell at start
const QString kCheckout = QStringLiteral("basket/checkoutUrl");
const QString kLargeCheck = QStringLiteral("basket/largeAddCheck");
const QString kLargePacks = QStringLiteral("basket/largeAddPacks");
const QString kLargeKg = QStringLiteral("basket/largeAddKilograms");
const QString kLargeGross = QStringLiteral("basket/largeAddGross");
} // namespace

Preferences Preferences::load(QSettings &s)
{
    Preferences p;
    p.useDemoServer = s.value(kDemo, true).toBool();
    p.serverUrl = QUrl(s.value(kUrl).toString());
    p.tokenTransport = s.value(kTransport).toString() == QLatin1String("cookies")
        ? api::ApiConfig::TokenTransport::Cookies
        : api::ApiConfig::TokenTransport::Headers;
    p.timeoutSeconds = qBound(5, s.value(kTimeout, 30).toInt(), 300);
    p.language = s.value(kLanguage).toString();
    p.country = s.value(kCountry).toString().toUpper();
    p.resultsView = s.value(kView).toString() == QLatin1String("list") ? ResultsView::List : ResultsView::Grid;
    p.netPrices = s.value(kPrices).toString() == QLatin1String("net");
    p.theme = s.value(kTheme, QStringLiteral("system")).toString();
    p.checkoutUrl = QUrl(s.value(kCheckout).toString());
    p.largeAddCheck = s.value(kLargeCheck, true).toBool();
    p.largeAddPacks = qBound(1, s.value(kLargePacks, 20).toInt(), 9999);
    p.largeAddKilograms = qBound(1, s.value(kLargeKg, 25).toInt(), 999);
    p.largeAddGross = qBound(1, s.value(kLargeGross, 500).toInt(), 1000000);
    return p;
}

Preferences Preferences::load()
{
    QSettings s;
    return load(s);
}

void Preferences::save(QSettings &s) const
{
    s.setValue(kDemo, useDemoServer);
    s.setValue(kUrl, serverUrl.toString());
    s.setValue(kTransport, tokenTransport == api::ApiConfig::TokenTransport::Cookies ? QStringLiteral("cookies")
                                                                                     : QStringLiteral("headers"));
    s.setValue(kTimeout, timeoutSeconds);
    s.setValue(kLanguage, language);
    s.setValue(kCountry, country);
    s.setValue(kView, resultsView == ResultsView::List ? QStringLiteral("list") : QStringLiteral("grid"));
    s.setValue(kPrices, netPrices ? QStringLiteral("net") : QStringLiteral("gross"));
    s.setValue(kTheme, theme);
    s.setValue(kCheckout, checkoutUrl.toString());
    s.setValue(kLargeCheck, largeAddCheck);
    s.setValue(kLargePacks, largeAddPacks);
    s.setValue(kLargeKg, largeAddKilograms);
    s.setValue(kLargeGross, largeAddGross);
}

void Preferences::save() const
{
    QSettings s;
    save(s);
}

void Preferences::applyTo(api::ApiConfig &config) const
{
    config.tokenTransport = tokenTransport;
    config.deadlineMs = timeoutSeconds * 1000;
    // No byte for half the deadline (at most 15 s) is a stalled transfer.
    config.transferTimeoutMs = qMin(15000, config.deadlineMs / 2);
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

} // namespace webshop::ui
