// The app's own object graph in this process against the embedded backend (own thread, real
// loopback HTTP): --search at start, typing, search to painted cards, thumbnails, 100,000
// rows, add to basket; the longest GUI-thread stall of each.

#include "app/demo/DemoServer.h"
#include "models/BasketModel.h"
#include "tests/bench/AppUnderTest.h"
#include "tests/bench/BenchServer.h"
#include "tests/bench/BenchUtil.h"
#include "tests/bench/PaintProbe.h"
#include "tests/bench/RawHttp.h"
#include "tests/bench/Scenarios.h"
#include "ui/BasketPage.h"

#include <QApplication>
#include <QLineEdit>
#include <QScrollBar>
#include <QStringListModel>
#include <QTableView>
#include <QTest>
#include <cstdio>
#include <map>

namespace webshop::bench {

namespace {

const QString kStartQuery = QStringLiteral("kaffee");   // fewer hits than a page: page 1 only
const QString kTypedQuery = QStringLiteral("mozzarella"); // ten keys
const QString kWideQuery = QStringLiteral("s");          // a full first page and more

struct Samples
{
    std::vector<double> startRequests, typingRequests, searchPaint, rawSearch, thumbsFirst, thumbsRevisit,
        visibleRows, reset100k, scroll100k, emptyReset, emptyPaint, addShown;
    std::map<QString, std::vector<double>> stalls;
};

// Waits for the searches the app sent to reach the server: a request on a fresh connection
// is served after every request that was written before it.
void barrier(const QUrl &server)
{
    RawHttp::get(server, "/bench-barrier", {});
}

// Visible rows of a view (those whose rectangle meets the viewport).
int visibleRows(QListView *view)
{
    int n = 0;
    const QRect area = view->viewport()->rect();
    for (int r = 0; r < view->model()->rowCount(); ++r)
        if (view->visualRect(view->model()->index(r, 0)).intersects(area))
            ++n;
    return n;
}

} // namespace

void runAppScenarios(Context &context)
{
    QApplication::setQuitOnLastWindowClosed(false);
    BenchServer server;
    Table &table = *context.table;
    if (!server.ok() || !seedRememberedLogin(server.url())) {
        std::fprintf(stderr, "bench: the backend or the keychain is not available: app scenarios skipped\n");
        return;
    }
    RawHttp::Headers tokens;
    QString storeId, customerId;
    if (!RawHttp::login(server.url(), &tokens, &storeId, &customerId))
        return;
    // The request the app sends for kWideQuery's first page.
    const QByteArray searchPath = "/webshop/v1/search?storeId=" + storeId.toLatin1() + "&customerId="
        + customerId.toLatin1() + "&language=en-GB&country=DE&query=" + kWideQuery.toLatin1() + "&rows=50&page=1";
    Samples s;
    for (int run = 0; run < context.runs; ++run) {
        clearImageDiskCache();
        StallMonitor stall;
        AppUnderTest app;
        // Start with --search and a restored session: how many searches reach the server.
        server.reset();
        if (!app.start(server.url(), kStartQuery, &stall)) {
            std::fprintf(stderr, "bench: the app did not start and sign in\n");
            return;
        }
        stall.stop();
        barrier(server.url());
        s.startRequests.push_back(server.count(QStringLiteral("/search")));
        s.stalls[QStringLiteral("start with --search, session restored")].push_back(stall.worstMs());
        ui::MainWindow *w = app.window();
        QLineEdit *field = w->searchField();
        QListView *view = app.resultsView();
        models::SearchResultsModel *model = app.results();

        // Typing ten keys, one every 100 ms.
        field->clear();
        QTest::keyClick(field, Qt::Key_Escape);
        waitUntil([&] { return app.settled(); });
        server.reset();
        stall.start();
        for (const QChar c : kTypedQuery) {
            QTest::keyClick(field, c.toLatin1());
            spin(100);
        }
        waitUntil([&] { return model->query() == kTypedQuery && app.settled(); });
        stall.stop();
        barrier(server.url());
        s.typingRequests.push_back(server.count(QStringLiteral("/search")));
        s.stalls[QStringLiteral("typing 10 keys")].push_back(stall.worstMs());

        // Search sent (Enter) → the first page of cards painted.
        field->setText(kWideQuery);
        PaintProbe probe(view->viewport());
        probe.arm([&] { return model->query() == kWideQuery && model->rowCount() >= 50; });
        server.reset();
        stall.start();
        const qint64 t0 = monotonicNs();
        QTest::keyClick(field, Qt::Key_Return);
        waitUntil([&] { return probe.painted(); });
        s.searchPaint.push_back(double(probe.paintedNs() - t0) / 1e6);
        waitUntil([&] { return app.settled(); });
        stall.stop();
        s.stalls[QStringLiteral("search → cards painted, thumbnails in")].push_back(stall.worstMs());
        s.rawSearch.push_back(RawHttp::timeMs(server.url(), searchPath, tokens));
        // Thumbnails: what was asked for the first screen, then one screen down and back.
        const int visible = visibleRows(view);
        s.visibleRows.push_back(visible);
        s.thumbsFirst.push_back(server.count(QStringLiteral("/media/")));
        QScrollBar *bar = view->verticalScrollBar();
        bar->setValue(bar->value() + bar->pageStep());
        waitUntil([&] { return app.settled(); });
        server.reset();
        bar->setValue(0);
        waitUntil([&] { return app.settled(); });
        barrier(server.url());
        s.thumbsRevisit.push_back(server.count(QStringLiteral("/media/")));

        // 100,000 rows: reset + first paint, then wheel steps.
        const values::SearchPage big = hundredThousandRows(model);
        stall.start();
        probe.arm();
        qint64 t = monotonicNs();
        model->setResults(big);
        waitUntil([&] { return probe.painted(); });
        s.reset100k.push_back(double(probe.paintedNs() - t) / 1e6);
        // The steady state: the rest of the layout and of the article index are done a chunk
        // per event-loop turn (the stall monitor watches those turns).
        waitUntil([&] { return app.settled(); });
        spin(300);
        for (int step = 0; step < 5; ++step) {
            probe.arm();
            t = monotonicNs();
            bar->setValue(bar->value() + 3 * bar->singleStep() + step * 997 * bar->singleStep());
            waitUntil([&] { return probe.painted(); });
            s.scroll100k.push_back(double(probe.paintedNs() - t) / 1e6);
        }
        waitUntil([&] { return app.settled(); });
        stall.stop();
        s.stalls[QStringLiteral("100,000 rows: reset, scroll, thumbnails")].push_back(stall.worstMs());

        // Baseline: an empty list view with uniform item sizes, the same size.
        {
            QStringListModel empty;
            QListView plain;
            plain.setUniformItemSizes(true);
            plain.setModel(&empty);
            plain.resize(view->size());
            plain.show();
            if (!QTest::qWaitForWindowExposed(&plain))
                continue;
            PaintProbe plainProbe(plain.viewport());
            plainProbe.arm();
            t = monotonicNs();
            empty.setStringList({});
            plain.viewport()->update();
            waitUntil([&] { return plainProbe.painted(); });
            s.emptyReset.push_back(double(plainProbe.paintedNs() - t) / 1e6);
            plainProbe.arm();
            t = monotonicNs();
            plain.viewport()->update();
            waitUntil([&] { return plainProbe.painted(); });
            s.emptyPaint.push_back(double(plainProbe.paintedNs() - t) / 1e6);
        }

        // Add to basket → the reconciled line shown on the basket page.
        field->setText(kStartQuery);
        QTest::keyClick(field, Qt::Key_Return);
        waitUntil([&] { return model->query() == kStartQuery && app.settled(); });
        const values::Bundle *bundle = model->rowCount() ? model->priceBundleAt(0) : nullptr;
        auto *basket = qobject_cast<models::BasketModel *>(w->page<ui::BasketPage>()->table()->model());
        if (bundle && basket) {
            w->showPage<ui::BasketPage>();
            waitUntil([&] { return app.settled(); });
            PaintProbe basketProbe(w->page<ui::BasketPage>()->table()->viewport());
            bool confirmed = false;
            quint64 ticket = 0;
            QObject::connect(basket, &models::BasketModel::addStateChanged, &basketProbe,
                             [&](quint64 tk, values::AddState state) {
                                 if (tk == ticket && state == values::AddState::Confirmed)
                                     confirmed = true;
                             });
            basketProbe.arm([&] { return confirmed; });
            stall.start();
            t = monotonicNs();
            ticket = basket->addToBasket(bundle->bundleId, values::Decimal::fromInt(1));
            waitUntil([&] { return basketProbe.painted(); });
            stall.stop();
            if (basketProbe.painted())
                s.addShown.push_back(double(basketProbe.paintedNs() - t) / 1e6);
            s.stalls[QStringLiteral("add to basket")].push_back(stall.worstMs());
        }
    }

    auto row = [&](QString name, std::vector<double> samples, Budget budget, QString unit = QStringLiteral("ms")) {
        Row r;
        r.scenario = std::move(name);
        r.samples = std::move(samples);
        r.budget = budget;
        r.unit = std::move(unit);
        return r;
    };
    Row search = row(QStringLiteral("Search sent (Enter) → first page of cards painted"), s.searchPaint,
                     {Budget::Kind::MaxP95, 30});
    search.baseline = s.rawSearch;
    search.baselineName = QStringLiteral("the same search request on a fresh raw socket (curl-like)");
    table.add(search);
    table.add(row(QStringLiteral("Typing a 10-character query, 1 key / 100 ms: search requests"), s.typingRequests,
                  {Budget::Kind::Exactly, 1}, QString()));
    table.add(row(QStringLiteral("Start with --search, session restored: search requests"), s.startRequests,
                  {Budget::Kind::Exactly, 1}, QString()));
    Row reset = row(QStringLiteral("100,000 results: model reset + first paint"), s.reset100k, {Budget::Kind::MaxP95, 20});
    reset.baseline = s.emptyReset;
    reset.baselineName = QStringLiteral("an empty QListView with uniform item sizes, reset + paint");
    table.add(reset);
    Row scroll = row(QStringLiteral("100,000 results: one scroll step + paint"), s.scroll100k, {Budget::Kind::MaxP95, 8});
    scroll.baseline = s.emptyPaint;
    scroll.baselineName = QStringLiteral("an empty QListView with uniform item sizes, one paint");
    table.add(scroll);
    const double screen = s.visibleRows.empty() ? 0 : *std::max_element(s.visibleRows.begin(), s.visibleRows.end());
    Row thumbs = row(QStringLiteral("Thumbnails requested for the first screen (%1 visible)").arg(screen),
                     s.thumbsFirst, {Budget::Kind::AtMost, 2 * screen}, QString());
    table.add(thumbs);
    table.add(row(QStringLiteral("Thumbnails requested when scrolling back"), s.thumbsRevisit, {Budget::Kind::Exactly, 0},
                  QString()));
    table.add(row(QStringLiteral("Add to basket → reconciled basket shown"), s.addShown, {Budget::Kind::MaxP95, 50}));
    for (const auto &[name, samples] : s.stalls)
        table.add(row(QStringLiteral("Longest GUI-thread stall: ") + name, samples, {Budget::Kind::MaxWorst, 16}));
}

} // namespace webshop::bench
