// Benchmark (not a CTest test; prints figures, never fails on timing):
//   ./bench_localstore [pages] [database file to keep]
// The recording cost of 500-row search pages: the time record() and cacheSearch() take on the
// calling (GUI) thread, the writer's time per batch, the longest gap of a 1 ms timer on the
// calling thread meanwhile (a stall of the window would show there), and the reads the views
// make (history, last seen, changes, local search over 20,000 cached articles).

#include "StoreTestUtil.h"
#include "app/localstore/LocalStore.h"
#include "app/localstore/Observations.h"
#include "tests/common/TestEnv.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>

using namespace webshop;
using namespace webshop::localstore;

namespace {

struct Figures
{
    QList<double> ms;
    void add(qint64 ns) { ms.append(double(ns) / 1e6); }
    double median()
    {
        std::sort(ms.begin(), ms.end());
        return ms.isEmpty() ? 0 : ms.at(ms.size() / 2);
    }
    double max() const { return ms.isEmpty() ? 0 : *std::max_element(ms.cbegin(), ms.cend()); }
};

void print(const char *what, Figures f)
{
    std::printf("%-58s median %8.3f ms   max %8.3f ms   (n=%lld)\n", what, f.median(), f.max(), qlonglong(f.ms.size()));
}

values::SearchPage makePage(int pageNo, int rows, int priceShift)
{
    values::SearchPage page;
    page.query = QStringLiteral("query %1").arg(pageNo);
    page.page = 1;
    page.rows = rows;
    page.amount = rows;
    page.totalPages = 1;
    for (int i = 0; i < rows; ++i) {
        const int n = pageNo * rows + i;
        const QString net = QString::number(10 + (n % 50) + priceShift) + QStringLiteral(".99");
        const QString gross = QString::number(12 + (n % 50) + priceShift) + QStringLiteral(".04");
        values::Article a = test::makeArticle(n, {test::makeBundle(QStringLiteral("B%1a").arg(n), net.toLatin1().constData(),
                                                                gross.toLatin1().constData()),
                                               test::makeBundle(QStringLiteral("B%1b").arg(n), "86.94", "93.03")});
        a.name = QStringLiteral("Mineralwasser Sorte %1 Kiste").arg(n);
        page.results.append(std::move(a));
    }
    return page;
}

template<typename F>
Figures timeIt(int runs, F f)
{
    Figures out;
    QElapsedTimer t;
    for (int i = 0; i < runs; ++i) {
        t.start();
        f(i);
        out.add(t.nsecsElapsed());
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    test::isolateTestEnvironment();
    const int pages = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 40;
    QTemporaryDir dir;
    LocalStore store;
    const QString path = argc > 2 ? QString::fromLocal8Bit(argv[2]) : dir.filePath(QStringLiteral("bench.sqlite"));
    if (!store.open(path)) {
        std::printf("cannot open: %s\n", qPrintable(store.errorString()));
        return 1;
    }
    const StoreKey key{QStringLiteral("http://127.0.0.1:1"), QStringLiteral("C1"), QStringLiteral("S1")};
    std::printf("%d search pages of 500 articles (1,000 priced bundles each), writer window 100 ms\n\n", pages);

    // A 1 ms timer on this thread: its longest gap is the longest stall a window would see.
    QElapsedTimer sinceTick;
    qint64 longestGapNs = 0;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        longestGapNs = std::max(longestGapNs, sinceTick.nsecsElapsed());
        sinceTick.start();
    });

    QList<values::SearchPage> input;
    for (int p = 0; p < pages; ++p)
        input.append(makePage(p % 10, 500, p / 10)); // 10 distinct pages, prices change every round
    Figures convert, record, cache, total;
    QElapsedTimer t;
    int next = 0;
    QTimer feeder; // one page every 50 ms, like a buyer paging quickly
    QObject::connect(&feeder, &QTimer::timeout, [&] {
        if (next == pages) {
            // The writer may still work on the last pages: the 1 ms timer keeps measuring.
            feeder.stop();
            return;
        }
        const values::SearchPage &page = input.at(next++);
        t.start();
        const QList<PriceObservation> obs = observationsFrom(page);
        const qint64 a = t.nsecsElapsed();
        store.record(key, obs, test::at(QDate(2026, 1, 1).addDays(next % 7)));
        const qint64 b = t.nsecsElapsed();
        store.cacheSearch(key, page);
        const qint64 c = t.nsecsElapsed();
        convert.add(a);
        record.add(b - a);
        cache.add(c - b);
        total.add(c);
    });
    // Done when every queued operation is written (polled: flush() would block this thread).
    QTimer done;
    QObject::connect(&done, &QTimer::timeout, [&] {
        if (next == pages && store.writerStats().operations == 2 * qint64(pages))
            app.quit();
    });
    sinceTick.start();
    tick.start(1);
    feeder.start(50);
    done.start(10);
    app.exec();
    tick.stop();

    print("GUI thread: observationsFrom(500-article page)", convert);
    print("GUI thread: record(1,000 observations)", record);
    print("GUI thread: cacheSearch(page)", cache);
    print("GUI thread: all three", total);
    std::printf("%-58s %8.3f ms\n", "GUI thread: longest gap of a 1 ms timer meanwhile", double(longestGapNs) / 1e6);
    const LocalStore::WriterStats w = store.writerStats();
    std::printf("%-58s %lld batches, %lld operations, %.1f ms in all\n", "writer:", qlonglong(w.batches),
                qlonglong(w.operations), double(w.busyNs) / 1e6);
    std::printf("%-58s mean %8.3f ms   max %8.3f ms\n\n", "writer: time per batch (transaction)",
                w.batches ? double(w.busyNs) / 1e6 / double(w.batches) : 0.0, double(w.maxBatchNs) / 1e6);

    // The common case: the same pages again the same day, prices unchanged (no row changes).
    const LocalStore::WriterStats before = store.writerStats();
    for (int p = 0; p < 10; ++p)
        store.record(key, observationsFrom(input.at(p)), test::at(QDate(2026, 1, 1).addDays((p + 1) % 7)));
    store.flush();
    const LocalStore::WriterStats after = store.writerStats();
    std::printf("%-58s %8.3f ms per page\n\n", "writer: a page seen again the same day, prices unchanged",
                double(after.busyNs - before.busyNs) / 1e6 / 10);

    // Reads: a year of history for 1,000 bundles, 20,000 cached articles.
    const QDate first(2025, 1, 1);
    QStringList bundles;
    for (int i = 0; i < 1000; ++i)
        bundles << QStringLiteral("H%1").arg(i);
    for (int d = 0; d < 365; ++d) {
        QList<PriceObservation> obs;
        for (const QString &b : std::as_const(bundles))
            obs.append(test::price(b, d % 30 == 0 ? "10.5" : "10", "12"));
        store.record(key, obs, test::at(first.addDays(d)));
    }
    for (int p = 0; p < 40; ++p)
        store.cacheSearch(key, makePage(100 + p, 500, 0));
    t.start();
    store.flush(600000);
    std::printf("%-58s %8.1f ms (writer)\n", "write 365 days x 1,000 bundles + 20,000 articles", double(t.nsecsElapsed()) / 1e6);

    const QStringList list200 = bundles.mid(0, 200), page500 = bundles.mid(0, 500);
    print("read: history(one bundle, 90 days)",
          timeIt(50, [&](int i) { store.history(key, bundles.at(i), first.addDays(275), first.addDays(364)); }));
    print("read: latest(500 bundles)", timeIt(20, [&](int) { store.latest(key, page500); }));
    print("read: lastSeen(500 bundles)", timeIt(20, [&](int) { store.lastSeen(key, page500); }));
    print("read: changesSince(200 list bundles, 90 days)",
          timeIt(10, [&](int) { store.changesSince(key, list200, first.addDays(275)); }));
    print("read: searchCached(\"sorte 1234\") over 20,000 articles",
          timeIt(20, [&](int) { store.searchCached(key, QStringLiteral("sorte 1234")); }));
    print("read: searchCached(\"wasser\", 200 hits) over 20,000",
          timeIt(20, [&](int) { store.searchCached(key, QStringLiteral("wasser")); }));
    print("read: cachedSearch(500 results)", timeIt(20, [&](int) { store.cachedSearch(key, QStringLiteral("query 105")); }));
    std::printf("\nfile: %.1f MB\n", double(QFileInfo(store.path()).size()) / 1e6);
    return 0;
}
