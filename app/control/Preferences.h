#pragma once

// The user's settings (QSettings, never a secret): server profile, token transport, language,
// country, timeouts, results view, default price mode, theme, checkout URL, large-add check.

#include <QString>
#include <QtGlobal>
#include <QUrl>

class QSettings;

namespace webshop::control {

struct Preferences
{
    enum class ResultsView { Grid, List };
    enum class TokenTransport { Headers, Cookies }; // how the API client sends the tokens

    // Server profile: the built-in demo shop or a company server.
    bool useDemoServer = true;
    QUrl serverUrl;                   // the company server (when !useDemoServer)
    TokenTransport tokenTransport = TokenTransport::Headers;
    QString language;                 // "de-DE"; empty: the system language (takes effect on restart)
    QString country;                  // "DE"; empty: from the delivery address
    int timeoutSeconds = 30;          // whole request
    ResultsView resultsView = ResultsView::Grid;
    bool netPrices = false;           // default price mode (the toolbar toggle changes it)
    QString theme = QStringLiteral("system"); // "system" | "light" | "dark"
    QUrl checkoutUrl;                 // "Continue to checkout in the webshop"; empty: server URL
    // Large-add check: one add above any of these limits asks first (a basket line cannot be
    // lowered from this app). The amount is the gross price of the add, in its currency.
    bool largeAddCheck = true;
    int largeAddPacks = 20;
    int largeAddKilograms = 25;
    int largeAddGross = 500;
    int priceHistoryDays = 365;       // days of price history kept on this computer

    static Preferences load(QSettings &settings);
    static Preferences load();
    void save(QSettings &settings) const;
    void save() const;

    // The request deadline and the stall timeout that follow from timeoutSeconds.
    int deadlineMs() const { return timeoutSeconds * 1000; }
    // No byte for half the deadline (at most 15 s) is a stalled transfer.
    int transferTimeoutMs() const { return qMin(15000, deadlineMs() / 2); }
    // The checkout URL to open: the configured one, else the server's web shop root.
    QUrl effectiveCheckoutUrl(const QUrl &serverUrl) const;

    friend bool operator==(const Preferences &, const Preferences &) = default;
};

} // namespace webshop::control
