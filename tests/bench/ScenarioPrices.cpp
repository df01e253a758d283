// The price history's cost: a 500-article search (three pages: the API gives 200 rows at most)
// through the app's object graph (its own
// window on top, so the cards are painted and their prices marked seen) with the local store in
// a temporary folder. Figures: the recording on the GUI thread (observations, the queue to the
// writer thread, the read of the seen prices when the memory does not know the packs yet), and
// the longest GUI-thread stall from Enter until the writer has committed.

#include "app/control/ObjectGraph.h"
#include "app/control/PriceHistory.h"
#include "app/control/SessionController.h"
#include "app/demo/DemoServer.h"
#include "models/PriceMemory.h"
#include "models/SearchResultsModel.h"
#include "tests/bench/BenchServer.h"
#include "tests/bench/BenchUtil.h"
#include "tests/bench/PaintProbe.h"
#include "tests/bench/Scenarios.h"
#include "ui/CataloguePage.h"
#include "ui/MainWindow.h"

#include <QApplication>
#include <QLineEdit>
#include <QListView>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

namespace webshop::bench {

namespace {
constexpr int kRows = 500;
using Model = models::SearchResultsModel;
const QString kQueries[] = {QStringLiteral("a"), QStringLiteral("e")}; // alternate: each run a fresh search

values::SearchPage pageOf(const models::SearchResultsModel *model)
{
    values::SearchPage page;
    page.query = model->query();
    for (int r = 0; r < qMin(kRows, model->rowCount()); ++r)
        page.results.append(*model->articleAt(r));
    return page;
}

struct Figures
{
    std::vector<double> cold, warm, stalls, rows;
};

// `runs` searches through a graph of its own, with a local store in `storePath` or none.
Figures measure(const QUrl &server, const QString &storePath, int runs)
{
    Figures f;
    control::ObjectGraph::Options graphOptions;
    graphOptions.keychainService = QStringLiteral("Webshop Desktop Bench");
    graphOptions.locale = QLocale(QLocale::English, QLocale::UnitedKingdom);
    graphOptions.localStore = !storePath.isEmpty();
    graphOptions.localStorePath = storePath;
    control::ObjectGraph graph(graphOptions);
    graph.setServerUrl(server);
    ui::MainWindow window(graph.services());
    window.resize(1440, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !signInFirstCustomer(graph, server)) {
        std::fprintf(stderr, "bench: price history scenarios skipped (no sign-in)\n");
        return f;
    }
    Model *model = graph.models().search;
    model->setPageSize(200); // the most the API gives in one page
    QListView *view = window.page<ui::CataloguePage>()->resultsView();
    control::PriceHistory *history = graph.priceHistory();
    for (int run = 0; run < runs; ++run) {
        // Enter → the first cards painted → 500 rows → the writer has committed (and the views
        // have read again).
        StallMonitor stall;
        bool committed = storePath.isEmpty();
        QMetaObject::Connection c = QObject::connect(history, &control::PriceHistory::historyChanged,
                                                     [&] { committed = true; });
        PaintProbe probe(view->viewport());
        const QString query = kQueries[run % 2];
        probe.arm([&] { return model->query() == query && model->rowCount() > 0; });
        stall.start();
        window.startSearch(query);
        waitUntil([&] { return probe.painted(); });
        // The server gives at most 200 rows a page: the next pages as the view asks for them.
        while (model->rowCount() < kRows && model->canFetchMore({})) {
            const int before = model->rowCount();
            model->fetchMore({});
            if (!waitUntil([&] { return model->rowCount() > before || model->state() == Model::State::Error; }))
                break;
        }
        waitUntil([&] { return committed; });
        spin(300); // the seen prices of the painted cards reach the writer too
        stall.stop();
        QObject::disconnect(c);
        f.stalls.push_back(stall.worstMs());
        f.rows.push_back(qMin(kRows, model->rowCount()));
        if (storePath.isEmpty())
            continue;
        // The recording alone, on the GUI thread: the same page again, with the memory of seen
        // prices emptied (every pack read from the store) and as it is (nothing to read).
        const values::SearchPage page = pageOf(model);
        history->flush();
        graph.models().priceMemory->clear();
        qint64 t = monotonicNs();
        emit model->pageReceived(page);
        f.cold.push_back(double(monotonicNs() - t) / 1e6);
        t = monotonicNs();
        emit model->pageReceived(page);
        f.warm.push_back(double(monotonicNs() - t) / 1e6);
        history->flush();
    }
    return f;
}
} // namespace

void runPriceScenarios(Context &context)
{
    demo::DemoOptions options;
    options.catalogueSize = 5000;
    BenchServer server(options);
    QTemporaryDir dir;
    if (!server.ok() || !dir.isValid())
        return;
    // Interleaved: without a store, then with one, so both see the same machine load.
    Figures with, without;
    for (int run = 0; run < context.runs; ++run) {
        const Figures a = measure(server.url(), QString(), 1);
        const Figures b = measure(server.url(), dir.filePath(QStringLiteral("localstore.sqlite")), 1);
        without.stalls.insert(without.stalls.end(), a.stalls.begin(), a.stalls.end());
        for (auto [to, from] : {std::pair{&with.cold, &b.cold}, {&with.warm, &b.warm}, {&with.stalls, &b.stalls},
                                {&with.rows, &b.rows}})
            to->insert(to->end(), from->begin(), from->end());
    }
    const double shown = with.rows.empty() ? 0 : with.rows.front();
    auto add = [&](const QString &name, std::vector<double> samples, Budget budget) {
        Row r;
        r.scenario = name;
        r.samples = std::move(samples);
        r.budget = budget;
        return r;
    };
    context.table->add(add(QStringLiteral("Price history: recording a %1-article page on the GUI thread, seen prices "
                                          "read from the store").arg(shown),
                           with.cold, {Budget::Kind::None, 0}));
    context.table->add(add(QStringLiteral("Price history: recording a %1-article page on the GUI thread, seen prices "
                                          "known").arg(shown),
                           with.warm, {Budget::Kind::None, 0}));
    Row stall = add(QStringLiteral("Longest GUI-thread stall: %1-article search (3 pages), prices recorded and "
                                   "committed").arg(shown),
                    with.stalls, {Budget::Kind::MaxWorst, 16});
    stall.baseline = without.stalls;
    stall.baselineName = QStringLiteral("the same search in a client without a local store");
    context.table->add(stall);
}

} // namespace webshop::bench
