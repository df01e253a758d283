// webshop-bench: every scenario of the performance budget, several runs each, against the
// embedded backend over loopback; one table with the baselines measured in the same run.
// A benchmark, not a test: it always exits 0. Run it through the `bench` target, which gives
// it a throw-away HOME and a private keyring (remember-me needs one):
//   cmake --build build/ci --target bench
//   webshop-bench [--runs N] [--only process|app|prices|orders|ledger|data|decode] --bare PATH_TO_webshop-bench-bare

#include "app/shell/AppController.h"
#include "tests/bench/BenchUtil.h"
#include "tests/bench/Scenarios.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QSysInfo>
#include <QThread>
#include <cstdio>
#include <cstring>

using namespace webshop::bench;

namespace {
// Times the events it delivers at the top level when tracing (WEBSHOP_BENCH_TRACE=1).
class BenchApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_depth > 0 || !trace::enabled())
            return nestedNotify(receiver, event);
        // Neither the event nor the receiver may outlive the delivery.
        const int type = event->type();
        const QByteArray what = trace::describe(receiver);
        const qint64 t = monotonicNs();
        const bool result = nestedNotify(receiver, event);
        trace::event(t, monotonicNs() - t, what, type);
        return result;
    }

private:
    bool nestedNotify(QObject *receiver, QEvent *event)
    {
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        return result;
    }
    int m_depth = 0;
};
} // namespace

int main(int argc, char *argv[])
{
    if (argc > 1 && std::strcmp(argv[1], "--serve") == 0)
        return serveMain(argc, argv);
    if (argc > 1 && std::strcmp(argv[1], "--app-host") == 0)
        return appHostMain(argc, argv);

    webshop::shell::AppController::initApplicationInfo();
    BenchApplication app(argc, argv);
    if (!qEnvironmentVariableIsSet("WEBSHOP_BENCH_ISOLATED")) {
        std::fprintf(stderr, "webshop-bench changes the app's settings and keychain: run it with "
                             "`cmake --build <build dir> --target bench`.\n");
        return 2;
    }
    Table table;
    Context context;
    context.table = &table;
    QString only;
    const QStringList args = QCoreApplication::arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == u"--runs")
            context.runs = qMax(1, args.at(i + 1).toInt());
        else if (args.at(i) == u"--bare")
            context.barePath = args.at(i + 1);
        else if (args.at(i) == u"--only")
            only = args.at(i + 1);
    }
    // Processes first, on a machine not yet filled by the big catalogue.
    if ((only.isEmpty() || only == u"process") && !context.barePath.isEmpty())
        runProcessScenarios(context);
    if (only.isEmpty() || only == u"app")
        runAppScenarios(context);
    if (only.isEmpty() || only == u"prices")
        runPriceScenarios(context);
    if (only.isEmpty() || only == u"orders")
        runOrderScenarios(context);
    if (only.isEmpty() || only == u"ledger")
        runLedgerScenarios(context);
    if (only.isEmpty() || only == u"data")
        runDataScenarios(context);
    if (only == u"decode")
        runDecodeScenario(context);
    std::printf("\nWebshop Desktop benchmark: %s, %s, Qt %s, %d CPUs, %d runs per scenario\n\n%s",
                qPrintable(QSysInfo::prettyProductName()), qPrintable(QSysInfo::currentCpuArchitecture()),
                qVersion(), QThread::idealThreadCount(), context.runs, qPrintable(table.markdown()));
    std::printf("\n%d scenario(s) over budget.\n", table.overCount());
#ifdef WEBSHOP_BENCH_SANITIZED
    std::printf("Built with sanitizers (" WEBSHOP_BENCH_SANITIZED "): these figures are not comparable; "
                "measure with the bench preset (cmake --preset bench).\n");
#endif
    return 0;
}
