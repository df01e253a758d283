// The add ledger's cost (`--only ledger`): every add is written down on the GUI thread before
// its request leaves, and again at each change of its state.
// - One add's writes, timed alone on this thread: the write before it leaves (append), and all
//   of them (append, the baseline quantity, four states), into a ledger file in a temporary
//   folder (WAL, synchronous=NORMAL, as the app opens it).
// - A 300-line order file added through the window's import preview, with the ledger on disk
//   (as the app runs) against the same import with the ledger in memory, interleaved in this
//   run: what the file writes add to a bulk add. Figures only.

#include "app/control/ObjectGraph.h"
#include "app/demo/DemoServer.h"
#include "app/localstore/AddLedger.h"
#include "tests/bench/BenchServer.h"
#include "tests/bench/BenchUtil.h"
#include "tests/bench/OrderBench.h"
#include "tests/bench/Scenarios.h"
#include "ui/ImportDialog.h"
#include "ui/MainWindow.h"
#include "ui/QuickOrderPage.h"

#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

namespace webshop::bench {

namespace {

constexpr int kAdds = 300;
constexpr int kImportLines = 300;

localstore::LedgerEntry entryFor(int i)
{
    localstore::LedgerEntry e;
    e.key = {QStringLiteral("https://bench.example"), QStringLiteral("0004711"), QStringLiteral("0012")};
    e.bundleId = QStringLiteral("1000%1").arg(i, 5, 10, QLatin1Char('0'));
    e.name = QStringLiteral("Bench article %1").arg(i);
    e.pack = QStringLiteral("Case of 6 × 1 l");
    e.amount = quantityFor(i);
    e.unitNet = values::Decimal::fromCents(999);
    e.unitGross = values::Decimal::fromCents(1189);
    e.currency = QStringLiteral("EUR");
    e.source = QStringLiteral("import");
    e.sourceRef = QStringLiteral("line %1").arg(i + 2);
    return e;
}

void ledgerWrites(const QString &file, std::vector<double> &append, std::vector<double> &all)
{
    localstore::AddLedger ledger;
    if (!ledger.open(file)) {
        std::fprintf(stderr, "bench: the ledger cannot be opened: %s\n", qPrintable(ledger.errorString()));
        return;
    }
    using S = values::AddState;
    for (int i = 0; i < kAdds; ++i) {
        const qint64 t0 = monotonicNs();
        const qint64 id = ledger.append(entryFor(i));
        const qint64 t1 = monotonicNs();
        ledger.setState(id, S::Sending, {});
        ledger.setBeforeQuantity(id, values::Decimal::fromInt(i % 4));
        ledger.setState(id, S::Checking, QStringLiteral("Checking basket…"));
        ledger.setState(id, S::Confirmed, {});
        const qint64 t2 = monotonicNs();
        append.push_back(double(t1 - t0) / 1e6);
        all.push_back(double(t2 - t0) / 1e6);
    }
}

// One 300-line import added with the ledger in `ledgerPath`; seconds, or -1.
double importWithLedger(BenchServer &server, const QString &storePath, const QString &ledgerPath)
{
    server.resetBaskets();
    control::ObjectGraph::Options options;
    options.keychainService = QStringLiteral("Webshop Desktop Bench");
    options.locale = QLocale(QLocale::English, QLocale::UnitedKingdom);
    options.localStore = true;
    options.localStorePath = storePath;
    options.ledgerPath = ledgerPath;
    control::ObjectGraph graph(options);
    graph.setServerUrl(server.url());
    ui::MainWindow window(graph.services());
    window.resize(1440, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !signInFirstCustomer(graph, server.url()))
        return -1;
    const QStringList ids = bundleNumbers(graph, kImportLines);
    // As in the order scenarios: the search's cards are not what is on screen while it adds.
    window.showPage<ui::QuickOrderPage>();
    waitUntil([&] { return !window.isBusy(); });
    double ms = 0;
    ui::ImportDialog *dialog = ids.size() < kImportLines ? nullptr : checkFile(window, ids, kImportLines, &ms);
    ms = dialog ? addChecked(dialog) : -1;
    closeDialog(dialog);
    return ms < 0 ? -1 : ms / 1000;
}

} // namespace

void runLedgerScenarios(Context &context)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return;
    std::vector<double> append, all;
    for (int run = 0; run < context.runs; ++run)
        ledgerWrites(dir.filePath(QStringLiteral("ledger-writes-%1.sqlite").arg(run)), append, all);
    Table &table = *context.table;
    table.add(row(QStringLiteral("Ledger: write before an add leaves (GUI thread, per add)"), append));
    table.add(row(QStringLiteral("Ledger: every write of one add (append, baseline, 3 states)"), all));

    demo::DemoOptions options;
    options.catalogueSize = 5000;
    BenchServer server(options);
    if (!server.ok())
        return;
    std::vector<double> onDisk, inMemory;
    for (int run = 0; run < context.runs; ++run) {
        const QString store = dir.filePath(QStringLiteral("localstore-%1.sqlite").arg(run));
        if (const double s = importWithLedger(server, store, dir.filePath(QStringLiteral("ledger-%1.sqlite").arg(run)));
            s >= 0)
            onDisk.push_back(s);
        if (const double s = importWithLedger(server, store, QStringLiteral(":memory:")); s >= 0)
            inMemory.push_back(s);
    }
    Row r = row(QStringLiteral("Import: %1 lines added, ledger on disk (vs in memory)").arg(kImportLines), onDisk,
                QStringLiteral("s"));
    r.baseline = inMemory;
    r.baselineName = QStringLiteral("the same import with the ledger in memory, interleaved");
    table.add(std::move(r));
}

} // namespace webshop::bench
