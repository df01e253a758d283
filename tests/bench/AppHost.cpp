// Child process modes: the backend alone (--serve), and the app exactly as main() builds it
// (--app-host), instrumented: it prints on stdout, one per line,
//   paint <ns>       the main window's first paint finished (monotonic clock)
//   restored <ns>    the first paint signed in (remembered session restored, address chosen)
//   rss-idle <kB>    with --bench-memory: idle after the login
//   rss-100k <kB>    with --bench-memory: 100,000 results, the visible thumbnails in
// --bench-exit-at-paint leaves after the first paint (to profile the start-up alone).

#include "app/demo/DemoServer.h"
#include "ui/SignInFlow.h"
#include "app/shell/AppController.h"
#include "app/shell/CommandLine.h"
#include "tests/bench/AppUnderTest.h"
#include "tests/bench/BenchUtil.h"
#include "tests/bench/Scenarios.h"
#include "ui/LoginDialog.h"
#include "ui/CataloguePage.h"

#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <cstdio>

namespace webshop::bench {

namespace {

void report(const char *what, qint64 value)
{
    std::printf("%s %lld\n", what, static_cast<long long>(value));
    std::fflush(stdout);
}

bool signedIn(ui::MainWindow *w)
{
    return w->addressBox()->currentIndex() >= 0 && (!w->signIn()->loginDialog() || !w->signIn()->loginDialog()->isVisible());
}

// Sees every Paint event of the main window's widgets.
class MainWindowPaints : public QObject
{
public:
    bool painted = false;
    bool restored = false;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Paint || !watched->isWidgetType())
            return false;
        auto *w = qobject_cast<ui::MainWindow *>(static_cast<QWidget *>(watched)->window());
        if (!w)
            return false;
        if (!m_paintSeen) {
            m_paintSeen = true;
            QTimer::singleShot(0, this, [this] {
                report("paint", monotonicNs());
                painted = true;
            });
        }
        if (!m_restoredSeen && signedIn(w)) {
            m_restoredSeen = true;
            QTimer::singleShot(0, this, [this] {
                report("restored", monotonicNs());
                restored = true;
            });
        }
        return false;
    }

private:
    bool m_paintSeen = false;
    bool m_restoredSeen = false;
};

} // namespace

int serveMain(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    demo::DemoOptions options;
    options.catalogueSize = argc > 2 ? QByteArray(argv[2]).toInt() : 0;
    demo::DemoServer server(options);
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 1;
    std::printf("url %s\n", qPrintable(server.url().toString()));
    std::fflush(stdout);
    return app.exec();
}

int appHostMain(int argc, char *argv[])
{
    shell::AppController::initApplicationInfo();
    QApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments();
    args.removeAll(QStringLiteral("--app-host"));
    const bool memory = args.removeAll(QStringLiteral("--bench-memory")) > 0;
    // For profiling the start-up (valgrind --tool=callgrind): leave right after the first paint.
    const bool exitAtPaint = args.removeAll(QStringLiteral("--bench-exit-at-paint")) > 0;
    const auto parsed = shell::parseCommandLine(args);
    if (!parsed.options)
        return 2;
    if (memory)
        clearImageDiskCache(); // the thumbnails come from the server
    MainWindowPaints paints;
    app.installEventFilter(&paints);
    shell::AppController controller(*parsed.options);
    if (!controller.start())
        return controller.exitCode();
    if (exitAtPaint)
        return waitUntil([&] { return paints.painted; }, 30000) ? 0 : 1;
    if (!waitUntil([&] { return paints.painted && paints.restored; }, 30000))
        return 1;
    if (!memory)
        return 0;
    app.removeEventFilter(&paints);

    ui::MainWindow *w = findMainWindow();
    waitUntil([&] { return !w->isBusy(); }, 30000);
    spin(500);
    report("rss-idle", residentMemoryKb());
    w->startSearch(QStringLiteral("s"));
    auto *model = qobject_cast<models::SearchResultsModel *>(w->page<ui::CataloguePage>()->resultsView()->model());
    if (!waitUntil([&] { return model->rowCount() >= 50 && !w->isBusy(); }, 30000))
        return 1;
    model->setResults(hundredThousandRows(model));
    QScrollBar *bar = w->page<ui::CataloguePage>()->resultsView()->verticalScrollBar();
    waitUntil([&] { return bar->maximum() > 0; });
    bar->setValue(bar->maximum() / 2);
    if (!waitUntil([&] { return !w->isBusy(); }, 30000))
        return 1;
    spin(300);
    report("rss-100k", residentMemoryKb());
    return 0;
}

} // namespace webshop::bench
