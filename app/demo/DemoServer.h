#pragma once

// CONTRACT: the embedded webshop backend (issue 3). Serves the whole spec on loopback over
// real HTTP (Qt HttpServer). Knows nothing of app/api, models or ui.

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
    quint16 port() const;

    void setFaults(const FaultOptions &faults);
    FaultOptions faults() const;

    // The demo logins: the first is the one demo mode uses.
    static QList<DemoCredentials> demoCustomers();

    // For tests: how many addItem POSTs have been received (accepted or not).
    int addItemRequestCount() const;

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace webshop::demo
