// Benchmark (not a test): start-up time and median search latency of the demo backend for the
// curated range and a 200,000-article synthetic catalogue, in-process and over loopback HTTP.
//   bench_demo_search [size ...]      default: 0 (curated) and 200000

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoServer.h"
#include "tests/demo/DemoHttp.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <algorithm>

using namespace webshop::demo;
using namespace webshop::demo::test;

namespace {

// The value below which `share` of the samples lie (0.5: the median).
double percentile(std::vector<double> v, double share)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[std::min(v.size() - 1, size_t(double(v.size()) * share))];
}

const QStringList kQueries = {
    QStringLiteral("gouda"), QStringLiteral("milk"), QStringLiteral("mineral water"),
    QStringLiteral("s"), QStringLiteral("organic potatoes"), QStringLiteral("pils 0.5"),
    QStringLiteral("premium cola can"), QStringLiteral("napkins white"), QStringLiteral("xyzzy"),
    QStringLiteral("chicken breast fillet"), QStringLiteral("ch"), QString(),
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QList<int> sizes;
    for (int i = 1; i < argc; ++i)
        sizes.append(QByteArray(argv[i]).toInt());
    if (sizes.isEmpty())
        sizes = {0, 200000};

    for (int size : std::as_const(sizes)) {
        QElapsedTimer timer;
        timer.start();
        DemoOptions options;
        options.catalogueSize = size;
        DemoServer server(options);
        const qint64 startupMs = timer.elapsed();
        if (!server.listen()) {
            out << "cannot listen" << Qt::endl;
            return 1;
        }
        const auto catalogue = DemoCatalogue::create(size);
        // In-process: the index alone.
        std::vector<double> index;
        for (int round = 0; round < 5; ++round)
            for (const QString &q : kQueries) {
                QElapsedTimer t;
                t.start();
                const auto hits = catalogue->index().search(q, Language::English);
                index.push_back(double(t.nsecsElapsed()) / 1e6);
                Q_UNUSED(hits);
            }
        // The first search in a language other than German and English indexes that language.
        QElapsedTimer firstFrench;
        firstFrench.start();
        const auto frenchHits = catalogue->index().search(QStringLiteral("eau minérale"), Language::French);
        const double firstFrenchMs = double(firstFrench.nsecsElapsed()) / 1e6;
        // Over HTTP: a full search request with 20 rows, as the client makes it.
        DemoHttp http(server.url());
        if (!http.login())
            return 1;
        std::vector<double> overHttp;
        for (int round = 0; round < 5; ++round)
            for (const QString &q : kQueries) {
                QElapsedTimer t;
                t.start();
                const HttpResult r = http.get(QStringLiteral("/webshop/v1/search?storeId=0012&language=en-GB&rows=20&query=")
                                              + QString::fromLatin1(QUrl::toPercentEncoding(q)));
                overHttp.push_back(double(t.nsecsElapsed()) / 1e6);
                if (r.status != 200)
                    return 1;
            }
        out << QStringLiteral("%1 articles: start-up %2 ms; search median %3 ms in the index (max %4 ms), "
                              "p95 %8 ms; %5 ms over HTTP (max %6 ms); %7 queries")
                   .arg(server.articleCount())
                   .arg(startupMs)
                   .arg(percentile(index, 0.5), 0, 'f', 3)
                   .arg(*std::max_element(index.begin(), index.end()), 0, 'f', 3)
                   .arg(percentile(overHttp, 0.5), 0, 'f', 2)
                   .arg(*std::max_element(overHttp.begin(), overHttp.end()), 0, 'f', 2)
                   .arg(index.size())
                   .arg(percentile(index, 0.95), 0, 'f', 3)
            << Qt::endl
            << QStringLiteral("  first French search (indexes French): %1 ms, %2 hits")
                   .arg(firstFrenchMs, 0, 'f', 1)
                   .arg(frenchHits.size())
            << Qt::endl;
    }
    return 0;
}
