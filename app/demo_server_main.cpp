// webshop-demo-server: the embedded webshop backend as a standalone HTTP server for integrators,
// benchmarks and curl sessions.

#include "app/demo/DemoServer.h"
#include "app/demo/DemoServerCommandLine.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>
#include <cstdio>

#include "webshop/Version.h"

using namespace webshop::demo;

namespace {

// The translation context of this executable's texts (also that of DemoServerCommandLine).
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
    // Its own messages in the language of the system locale, from the app's embedded .qm files.
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("webshop"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);

    QTextStream out(stdout);
    QTextStream err(stderr);
    DemoServerCommandLine commandLine;
    if (!commandLine.parse(QCoreApplication::arguments())) {
        err << commandLine.errorText() << Qt::endl;
        return 2;
    }
    if (commandLine.parser().isSet(QStringLiteral("help")))
        commandLine.parser().showHelp(0);
    if (commandLine.parser().isSet(QStringLiteral("version")))
        commandLine.parser().showVersion();
    const DemoServerConfig &config = commandLine.config();
    const QHostAddress &address = config.address;
    const int port = config.port;

    QElapsedTimer startup;
    startup.start();
    DemoServer server(config.options);
    const FaultOptions &faults = config.faults;
    server.setFaults(faults);
    server.setVariants(config.variants);
    if (!server.listen(address, quint16(port))) {
        err << DemoServerMain::tr("Cannot listen on %1 port %2.").arg(address.toString()).arg(port) << Qt::endl;
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
    if (const QStringList variants = DemoServerCommandLine::variantArguments(config.variants); !variants.isEmpty())
        out << DemoServerMain::tr("Spec variants: %1").arg(variants.join(u' ')) << Qt::endl;
    if (const QStringList addFaults = DemoServerCommandLine::addFaultArguments(faults); !addFaults.isEmpty())
        out << DemoServerMain::tr("Add faults: %1").arg(addFaults.join(u' ')) << Qt::endl;
    out << DemoServerMain::tr("Press Ctrl+C to stop.") << Qt::endl;

    if (!config.quiet) {
        QObject::connect(&server, &DemoServer::requestServed, &app,
                         [&out](const QString &method, const QString &path, int status) {
                             out << method << ' ' << path << ' '
                                 << (status ? QString::number(status) : QStringLiteral("(dropped)"))
                                 << Qt::endl;
                         });
    }
    return QCoreApplication::exec();
}
