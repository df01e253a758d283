#pragma once

// CONTRACT: the embedded webshop backend. Serves the whole spec on loopback over
// real HTTP (Qt HttpServer). Knows nothing of app/api, models or ui.
//
// Conventions of this backend (the spec leaves them open):
// - Client login answers {"client-JWT": "<jwt>"} and sets the cookie apijwt; customer login
//   answers the 2.3 object and sets the cookie customerjwt. Tokens are HS256 JWTs with `exp`.
// - Tokens are read from the headers apijwt / customerjwt, else from the Cookie header.
// - Errors: {"error": {"status": 401, "code": "token_expired", "message": "…"}}. Codes:
//   400 malformed_json, missing_field, missing_parameter, invalid_parameter, invalid_amount,
//   unknown_bundle; 401 missing_token, invalid_token, token_expired, invalid_credentials;
//   403 customer_mismatch, insufficient_scope (only with VariantOptions::forbidden); 404 not_found, unknown_country, unknown_store, unknown_customer,
//   unknown_article, unknown_list; 405 method_not_allowed; 413 payload_too_large;
//   503 service_unavailable (injected fault).
// - Basket item `article` is the bettyBundleId added; `amount` a number (1.5 for kg articles).
//   Every ItemPrice field is a line amount (see DemoBasket.h); total_price fields are sums.
//   addItem answers 200 with the whole basket; adding a bundle again adds to its line.
// - Other readings of the spec (asynchronous addItem, other article ids, unit prices, 403 for
//   an endpoint, skewed token clocks, odd basket bodies, duplicate lines): VariantOptions in
//   DemoVariants.h, switched with setVariants().
// - imageUrl is relative: /media/articles/<variantId>.png (PNG, no token needed; ?size=N).

#include "app/demo/DemoAddFault.h"
#include "app/demo/DemoVariants.h"

#include <QHostAddress>
#include <QObject>
#include <QUrl>
#include <memory>

namespace webshop::demo {

struct DemoCredentials
{
    QString apiUser;
    QString apiPassword;
    QString username;
    QString password;
    QString customerName;
    QString customerId; // digits, may have leading zeros
};

struct DemoOptions
{
    int catalogueSize = 0;        // 0: the curated demo range; N > 0: N synthetic articles
    int tokenTtlSeconds = 3600;   // lifetime of client and customer tokens
    bool prefillDemoBasket = false; // a few lines in the first customer's basket (demo mode)
};

// Faults for tests and benchmarks; all off by default. Thread: the server's.
struct FaultOptions
{
    int latencyMs = 0;           // delay before every reply
    double errorRate = 0.0;      // fraction of requests answered 503
    bool dropAfterRequest = false; // read the request, then close without replying
    int dripIntervalMs = 0;      // > 0: send replies one byte per interval
    // With dropAfterRequest: true, the request takes effect (an addItem lands in the basket)
    // before the connection is closed; false, it is dropped unprocessed.
    bool dropAppliesRequest = true;

    // --- addItem only (each request gets one plan, see DemoAddFaultPlan.h) ----------------------
    // Every add waits this long before it is applied and answered; the connection stays open
    // without a byte, other requests are served meanwhile.
    int addDelayMs = 0;
    // Apply, then send the status line and headers with a Content-Length larger than what
    // follows, half the body, and close.
    bool addCutBody = false;
    // Close without a byte, the add not applied (Before) or applied (After); for the next
    // addDropCount adds, or every add when negative (used up: Off again, see faults()).
    enum class AddDrop { Off, Before, After };
    AddDrop addDrop = AddDrop::Off;
    int addDropCount = -1;
    // > 0: answer this status (an error body; 307/308 with a Location to the same path);
    // apply the add only with addStatusApplied.
    int addStatus = 0;
    bool addStatusApplied = false;
    // One entry per addItem, in the order received, before anything else (chaos, the options
    // above); what remains shows in faults().
    QList<AddFault> addFaultSchedule;

    // Another client: at every foreignChanges-th basket read (0: never), before it is answered,
    // the server adds a line change of its own to that basket: a random other bundle the store
    // sells, 1 to 3 units; with foreignSame the bundle and amount of the basket's most recent
    // addItem (none before the first). Seeded by faultSeed.
    int foreignChanges = 0;
    bool foreignSame = false;

    // A seeded mix for soak tests: each addItem independently gets a fault with probability
    // chaosRate, one of: dropped before or after applying, body cut (applied), applied
    // 200-1500 ms after a 202, 503 (not applied), 502 (applied), or a delay of chaosSlowMs.
    // Also foreign changes at every 2nd read (unless foreignChanges says otherwise) and basket
    // line ids in one scheme (VariantOptions::BasketArticle) drawn from the seed. The same
    // seed and request order, the same faults. faultSeed also seeds the foreign changes.
    bool chaos = false;
    quint64 faultSeed = 0;
    double chaosRate = 0.5;
    int chaosSlowMs = 20000;
    // Replies are made but kept back until the faults are set again without it (tests: a reply
    // that is still on its way at an exact moment, whatever the speed of the machine).
    bool holdReplies = false;
};

class DemoServer : public QObject
{
    Q_OBJECT
public:
    explicit DemoServer(const DemoOptions &options = {}, QObject *parent = nullptr);
    ~DemoServer() override;

    // Binds (loopback by default; port 0 = a free port). False on failure.
    bool listen(const QHostAddress &address = QHostAddress::LocalHost, quint16 port = 0);
    QUrl url() const; // e.g. http://127.0.0.1:43127
    // Stops answering like a stopped server: the port is closed and every open connection is
    // dropped. listen() on the same port starts it again, baskets and counts as they were.
    void close();
    quint16 port() const;

    // Faults in effect from the next request on; the add schedule, the drop count, the chaos
    // sequence and the count of basket reads for foreign changes start again from here.
    // faults() shows what remains of addFaultSchedule and addDropCount.
    void setFaults(const FaultOptions &faults);
    FaultOptions faults() const;

    // Lifetime of tokens issued from now on.
    void setTokenTtlSeconds(int seconds);
    int tokenTtlSeconds() const;
    // Every token issued so far is answered 401 token_expired from now on (tests of re-login).
    void expireTokens();

    // The demo logins: the first is the one demo mode uses.
    static QList<DemoCredentials> demoCustomers();
    static QString demoApiUser();
    static QString demoApiPassword();

    // Spec variants in effect from the next request on (the basket reply count restarts).
    // Thread: the server's, like setFaults().
    // variants() shows the remaining basketReplyCount; once it is used up, basketReply is
    // Normal again.
    void setVariants(const VariantOptions &variants);
    VariantOptions variants() const;

    // For tests: how many addItem POSTs have been received (accepted or not), in all and for
    // one bettyBundleId (as sent in the body); reset by resetAddItemRequestCounts().
    int addItemRequestCount() const;
    int addItemRequestCount(const QString &bundleId) const;
    void resetAddItemRequestCounts();

    // The audit: every change applied to any basket (ours and foreign), in the order applied
    // (a late add once its time has come). addItemReceipts() counts the addItem requests
    // received for a bundle, applied or not (addItemRequestCount(bundleId)). resetAudit()
    // empties both (the request numbers go on).
    using AppliedAdd = webshop::demo::AppliedAdd;
    QList<AppliedAdd> appliedAdds() const;
    int addItemReceipts(const QString &bundleId) const;
    // Late adds (a 202 applied later) that the server has not applied yet: a test waits for 0.
    int pendingAddCount() const;
    void resetAudit();
    // Empties every basket (and refills the demo basket when prefillDemoBasket is set).
    void resetBaskets();
    // A price change (tests, screenshots): the net price of a bundle at the reference store
    // from now on, in cents (other stores keep their price level against it). Applies to every
    // demo server of the process; -1 restores the catalogue's price.
    static void setBundleNetCents(const QString &bundleId, qint64 cents);
    // The catalogue's reference net price of a bundle in cents (-1: unknown bundle).
    qint64 bundleNetCents(const QString &bundleId) const;
    int articleCount() const;

Q_SIGNALS:
    // After each request: for access logs (no tokens: the path has none).
    void requestServed(const QString &method, const QString &path, int status);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace webshop::demo
