// webshop-demo-server: the embedded webshop backend as a standalone HTTP server for integrators,
// benchmarks and curl sessions.

#include "app/demo/DemoServer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <cstdio>

#include "webshop/Version.h"

using namespace webshop::demo;

namespace {

// The translation context of this executable's texts.
struct DemoServerMain
{
    Q_DECLARE_TR_FUNCTIONS(DemoServerMain)
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("webshop-demo-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WEBSHOP_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        DemoServerMain::tr("Serves the Webshop Commerce Service API with demo data, for trials, tests and integrators."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption portOption(QStringLiteral("port"), DemoServerMain::tr("Port to listen on (0: any free port)."),
                                        DemoServerMain::tr("port"), QStringLiteral("8765"));
    const QCommandLineOption bindOption(QStringLiteral("bind"),
                                        DemoServerMain::tr("Address to listen on (default: loopback only)."),
                                        DemoServerMain::tr("address"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption sizeOption(QStringLiteral("catalogue-size"),
                                        DemoServerMain::tr("Number of articles (0: the curated demo range)."), DemoServerMain::tr("n"),
                                        QStringLiteral("0"));
    const QCommandLineOption ttlOption(QStringLiteral("token-ttl"), DemoServerMain::tr("Token lifetime in seconds."),
                                       DemoServerMain::tr("seconds"), QStringLiteral("3600"));
    const QCommandLineOption latencyOption(QStringLiteral("latency"), DemoServerMain::tr("Delay every reply."), DemoServerMain::tr("ms"),
                                           QStringLiteral("0"));
    const QCommandLineOption errorOption(QStringLiteral("error-rate"),
                                         DemoServerMain::tr("Fraction of requests answered 503 (0 to 1)."), DemoServerMain::tr("rate"),
                                         QStringLiteral("0"));
    const QCommandLineOption dripOption(QStringLiteral("drip"), DemoServerMain::tr("Send replies one byte per interval."),
                                        DemoServerMain::tr("ms"), QStringLiteral("0"));
    const QCommandLineOption dropOption(QStringLiteral("drop"),
                                        DemoServerMain::tr("Read each request, then close the connection without a reply."));
    const QCommandLineOption prefillOption(QStringLiteral("prefill-basket"),
                                           DemoServerMain::tr("Put a few lines into the first demo customer's basket."));
    const QCommandLineOption quietOption(QStringLiteral("quiet"), DemoServerMain::tr("Do not log requests."));
    parser.addOptions({portOption, bindOption, sizeOption, ttlOption, latencyOption, errorOption,
                       dripOption, dropOption, prefillOption, quietOption});
    parser.process(app);

    QTextStream out(stdout);
    QTextStream err(stderr);
    const auto number = [&](const QCommandLineOption &option, double min, double max, double *value) {
        bool ok = false;
        *value = parser.value(option).toDouble(&ok);
        if (!ok || *value < min || *value > max) {
            err << DemoServerMain::tr("Invalid value for --%1: %2").arg(option.names().constFirst(), parser.value(option))
                << Qt::endl;
            return false;
        }
        return true;
    };
    double port = 0, size = 0, ttl = 0, latency = 0, errorRate = 0, drip = 0;
    if (!number(portOption, 0, 65535, &port) || !number(sizeOption, 0, 5000000, &size)
        || !number(ttlOption, 1, 365.0 * 24 * 3600, &ttl) || !number(latencyOption, 0, 600000, &latency)
        || !number(errorOption, 0, 1, &errorRate) || !number(dripOption, 0, 60000, &drip))
        return 2;
    const QHostAddress address(parser.value(bindOption));
    if (address.isNull()) {
        err << DemoServerMain::tr("Invalid address for --bind: %1").arg(parser.value(bindOption)) << Qt::endl;
        return 2;
    }

    QElapsedTimer startup;
    startup.start();
    DemoOptions options;
    options.catalogueSize = int(size);
    options.tokenTtlSeconds = int(ttl);
    options.prefillDemoBasket = parser.isSet(prefillOption);
    DemoServer server(options);
    FaultOptions faults;
    faults.latencyMs = int(latency);
    faults.errorRate = errorRate;
    faults.dripIntervalMs = int(drip);
    faults.dropAfterRequest = parser.isSet(dropOption);
    server.setFaults(faults);
    if (!server.listen(address, quint16(port))) {
        err << DemoServerMain::tr("Cannot listen on %1 port %2.").arg(address.toString()).arg(int(port)) << Qt::endl;
        return 1;
    }

    out << DemoServerMain::tr("Webshop demo backend %1 listening on %2 (%3 articles, ready in %4 ms)")
               .arg(QCoreApplication::applicationVersion(), server.url().toString())
               .arg(server.articleCount())
               .arg(startup.elapsed())
        << Qt::endl;
    out << DemoServerMain::tr("Client login:   apiUser %1, apiPw %2")
               .arg(DemoServer::demoApiUser(), DemoServer::demoApiPassword())
        << Qt::endl;
    const QList<DemoCredentials> customers = DemoServer::demoCustomers();
    for (const DemoCredentials &c : customers)
        out << DemoServerMain::tr("Customer login: username %1, password %2 (%3, customer %4)")
                   .arg(c.username, c.password, c.customerName, c.customerId)
            << Qt::endl;
    if (faults.latencyMs || faults.errorRate > 0 || faults.dripIntervalMs || faults.dropAfterRequest)
        out << DemoServerMain::tr("Faults: latency %1 ms, error rate %2, drip %3 ms, drop %4")
                   .arg(faults.latencyMs)
                   .arg(faults.errorRate)
                   .arg(faults.dripIntervalMs)
                   .arg(faults.dropAfterRequest ? DemoServerMain::tr("on") : DemoServerMain::tr("off"))
            << Qt::endl;
    out << DemoServerMain::tr("Press Ctrl+C to stop.") << Qt::endl;

    if (!parser.isSet(quietOption)) {
        QObject::connect(&server, &DemoServer::requestServed, &app,
                         [&out](const QString &method, const QString &path, int status) {
                             out << method << ' ' << path << ' '
                                 << (status ? QString::number(status) : QStringLiteral("(dropped)"))
                                 << Qt::endl;
                         });
    }
    return QCoreApplication::exec();
}
