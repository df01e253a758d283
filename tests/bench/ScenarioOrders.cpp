// The power buyer's bulk paths through the app's object graph (its window on top, the local
// store in a temporary folder, as the app runs), the backend on its own thread over loopback:
// - the quick order: 200 lines entered by number, resolved, then Add all until every line has
//   its result (each add through the one basket queue, reconciled against basket reads);
// - an order file of 2,000 lines checked against the shop, and one of 300 lines added.
// Figures only (the issue asks for them published): time, time per line, the basket requests
// per add, and the longest GUI-thread stall of each.

#include "app/control/ImportController.h"
#include "app/control/ObjectGraph.h"
#include "app/control/QuickOrder.h"
#include "app/control/Services.h"
#include "app/api/BasketSync.h"
#include "app/control/SessionController.h"
#include "app/demo/DemoServer.h"
#include "models/SearchResultsModel.h"
#include "tests/bench/BenchServer.h"
#include "tests/bench/BenchUtil.h"
#include "tests/bench/OrderBench.h"
#include "tests/bench/Scenarios.h"
#include "ui/ImportDialog.h"
#include "ui/MainWindow.h"
#include "ui/ImportLauncher.h"
#include "ui/QuickOrderPage.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

namespace webshop::bench {

// Bundle ids of priced, counted (not weighed) packs, one per article: what a buyer types.
QStringList bundleNumbers(control::ObjectGraph &graph, int wanted)
{
    models::SearchResultsModel *model = graph.models().search;
    model->setPageSize(200);
    model->setQuery(QStringLiteral("a"));
    waitUntil([&] { return model->query() == u"a" && model->state() != models::SearchResultsModel::State::Loading; });
    while (model->rowCount() < wanted && model->canFetchMore({})) {
        const int before = model->rowCount();
        model->fetchMore({});
        if (!waitUntil([&] { return model->rowCount() > before; }))
            break;
    }
    QStringList ids;
    for (int r = 0; r < model->rowCount() && ids.size() < wanted; ++r)
        for (const values::Bundle &b : model->articleAt(r)->bundles)
            if (!b.isWeightArticle && b.price.articleNet) {
                ids << b.bundleId;
                break;
            }
    return ids;
}

// A quantity between 1 and 3: small enough that no line asks "really this many?".
values::Decimal quantityFor(int line)
{
    return values::Decimal::fromInt(1 + line % 3);
}

QString orderFile(const QStringList &ids, int lines)
{
    QString text = QStringLiteral("Article;Quantity\n");
    for (int i = 0; i < lines; ++i)
        text += ids.at(i % ids.size()) + u';' + quantityFor(i).toString() + u'\n';
    return text;
}

// Opens `lines` lines of an order file in the window's import preview (as a dropped file
// would), waits until every line is checked; null on failure.
ui::ImportDialog *checkFile(ui::MainWindow &window, const QStringList &ids, int lines, double *ms)
{
    const qint64 t = monotonicNs();
    ui::ImportDialog *dialog = window.imports()->importOrderText(orderFile(ids, lines), QStringLiteral("bench.csv"));
    control::ImportController *import = dialog ? dialog->controller() : nullptr;
    if (!import)
        return nullptr;
    waitUntil([&] { return import->state() == control::ImportController::State::Checked; }, 120000);
    *ms = double(monotonicNs() - t) / 1e6;
    return import->state() == control::ImportController::State::Checked && import->rowCount() > 0 ? dialog : nullptr;
}

Row row(const QString &name, std::vector<double> samples, const QString &unit, Budget budget)
{
    Row r;
    r.scenario = name;
    r.samples = std::move(samples);
    r.unit = unit;
    r.budget = budget;
    return r;
}

double addChecked(ui::ImportDialog *dialog)
{
    control::ImportController *import = dialog->controller();
    const qint64 t = monotonicNs();
    QTest::keyClick(dialog, Qt::Key_A, Qt::AltModifier);
    waitUntil([&] { return import->state() == control::ImportController::State::Added; }, 600000);
    const double ms = double(monotonicNs() - t) / 1e6;
    return import->state() == control::ImportController::State::Added ? ms : -1;
}

void closeDialog(ui::ImportDialog *dialog)
{
    if (!dialog)
        return;
    dialog->close();
    delete dialog;
}

namespace {

constexpr int kQuickLines = 200;
constexpr int kImportChecked = 2000;
constexpr int kImportAdded = 300;
const QString kGetBasket = QStringLiteral("/getBasket");
const QString kAddItem = QStringLiteral("/addItem");

struct Samples
{
    std::vector<double> quickResolved, quickAdded, quickPerLine, quickReads, quickStall;
    std::vector<double> importChecked, importAdded, importPerLine, importReads, importStall;
};

void quickOrderRun(control::ObjectGraph &graph, ui::MainWindow &window, BenchServer &server, const QStringList &ids,
                   Samples &s)
{
    control::QuickOrder *quick = graph.services().quickOrder;
    models::QuickOrderModel *grid = quick->model();
    window.showPage<ui::QuickOrderPage>();
    QList<std::pair<QString, values::Decimal>> typed;
    for (int i = 0; i < ids.size(); ++i)
        typed.append({ids.at(i), quantityFor(i)});
    StallMonitor stall;
    qint64 t = monotonicNs();
    quick->enter(typed);
    waitUntil([&] { return quick->sendableRows().size() == ids.size() && !quick->isBusy(); }, 60000);
    s.quickResolved.push_back(double(monotonicNs() - t) / 1e6);

    bool finished = false;
    int added = 0;
    QMetaObject::Connection c = QObject::connect(quick, &control::QuickOrder::addsFinished, [&](int a, int) {
        finished = true;
        added = a;
    });
    server.reset();
    stall.start();
    t = monotonicNs();
    quick->add(quick->sendableRows());
    waitUntil([&] { return finished; }, 600000);
    const double ms = double(monotonicNs() - t) / 1e6;
    stall.stop();
    QObject::disconnect(c);
    if (!finished || added != ids.size()) {
        std::fprintf(stderr, "bench: quick order added %d of %lld lines\n", added, qlonglong(ids.size()));
        return;
    }
    s.quickAdded.push_back(ms / 1000);
    s.quickPerLine.push_back(ms / ids.size());
    s.quickReads.push_back(double(server.count(kGetBasket)) / server.count(kAddItem));
    s.quickStall.push_back(stall.worstMs());
    grid->clearAll();
}

void importRun(ui::MainWindow &window, BenchServer &server, const QStringList &ids, Samples &s)
{
    double ms = 0;
    ui::ImportDialog *dialog = checkFile(window, ids, kImportChecked, &ms);
    if (!dialog)
        return;
    s.importChecked.push_back(ms);
    closeDialog(dialog);
    // A file of distinct articles (no merging question), every line added: Alt+A, as the buyer.
    dialog = checkFile(window, ids.mid(0, kImportAdded), kImportAdded, &ms);
    control::ImportController *import = dialog ? dialog->controller() : nullptr;
    if (!import || import->readyCount() != kImportAdded) {
        std::fprintf(stderr, "bench: the import has %d of %d lines ready\n", import ? import->readyCount() : 0,
                     kImportAdded);
        closeDialog(dialog);
        return;
    }
    StallMonitor stall;
    server.reset();
    stall.start();
    ms = addChecked(dialog);
    stall.stop();
    if (ms >= 0) {
        s.importAdded.push_back(ms / 1000);
        s.importPerLine.push_back(ms / kImportAdded);
        s.importReads.push_back(double(server.count(kGetBasket)) / server.count(kAddItem));
        s.importStall.push_back(stall.worstMs());
    } else {
        std::fprintf(stderr, "bench: the import's adds did not finish\n");
    }
    closeDialog(dialog);
}

} // namespace

void runOrderScenarios(Context &context)
{
    demo::DemoOptions options;
    options.catalogueSize = 5000;
    BenchServer server(options);
    QTemporaryDir dir;
    if (!server.ok() || !dir.isValid())
        return;
    Samples s;
    for (int run = 0; run < context.runs; ++run) {
        server.resetBaskets();
        control::ObjectGraph::Options graphOptions;
        graphOptions.keychainService = QStringLiteral("Webshop Desktop Bench");
        graphOptions.locale = QLocale(QLocale::English, QLocale::UnitedKingdom);
        graphOptions.localStore = true;
        graphOptions.localStorePath = dir.filePath(QStringLiteral("localstore-%1.sqlite").arg(run));
        control::ObjectGraph graph(graphOptions);
        graph.setServerUrl(server.url());
        ui::MainWindow window(graph.services());
        window.resize(1440, 900);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window) || !signInFirstCustomer(graph, server.url())) {
            std::fprintf(stderr, "bench: order scenarios skipped (no sign-in)\n");
            return;
        }
        const QStringList ids = bundleNumbers(graph, kImportChecked);
        if (ids.size() < kImportAdded) {
            std::fprintf(stderr, "bench: only %lld packs to order\n", qlonglong(ids.size()));
            return;
        }
        quickOrderRun(graph, window, server, ids.mid(0, kQuickLines), s);
        server.resetBaskets();
        graph.basketQueue()->refresh();
        waitUntil([&] { return !window.isBusy(); });
        importRun(window, server, ids, s);
    }
    Table &table = *context.table;
    const QString n = QString::number(kQuickLines);
    table.add(row(QStringLiteral("Quick order: %1 lines entered by number → all resolved").arg(n), s.quickResolved));
    table.add(row(QStringLiteral("Quick order: %1 rows added (Add all → every line's result)").arg(n), s.quickAdded,
                  QStringLiteral("s")));
    table.add(row(QStringLiteral("Quick order: time per added row"), s.quickPerLine));
    table.add(row(QStringLiteral("Quick order: basket reads per add"), s.quickReads, QStringLiteral("reads")));
    table.add(row(QStringLiteral("Longest GUI-thread stall: quick order, %1 rows added").arg(n), s.quickStall,
                  QStringLiteral("ms"), {Budget::Kind::MaxWorst, 16}));
    table.add(row(QStringLiteral("Import of %L1 lines resolved").arg(kImportChecked), s.importChecked));
    table.add(row(QStringLiteral("Import: %1 lines added").arg(kImportAdded), s.importAdded, QStringLiteral("s")));
    table.add(row(QStringLiteral("Import: time per added line"), s.importPerLine));
    table.add(row(QStringLiteral("Import: basket reads per add"), s.importReads, QStringLiteral("reads")));
    table.add(row(QStringLiteral("Longest GUI-thread stall: import, %1 lines added").arg(kImportAdded), s.importStall,
                  QStringLiteral("ms"), {Budget::Kind::MaxWorst, 16}));
}

} // namespace webshop::bench
