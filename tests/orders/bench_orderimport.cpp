// Benchmark, not a test: how long 2,000 order lines take to resolve against the embedded
// backend over loopback, by requests in flight and reply latency. Every line is different (no
// lookup is shared), so the figure is the worst case for a file of that length.
//   build/ci/tests/orders/bench_orderimport

#include "ImportTestUtil.h"
#include "tests/models/DemoFixture.h"

#include "app/demo/DemoCatalogue.h"
#include "app/orders/OrderCsv.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <cstdio>

using namespace webshop;

namespace {

// 2,000 different lines: bundle numbers, article numbers and article names in turn.
QString uniqueLines(int count)
{
    const auto catalogue = demo::DemoCatalogue::create();
    QString text = QStringLiteral("Artikel;Menge\n");
    int made = 0;
    for (int i = 0; made < count - 1; ++i) {
        const demo::DemoArticle &a = catalogue->articles().at(i % catalogue->articles().size());
        for (const demo::DemoBundle &b : a.bundles) {
            if (made >= count - 1)
                break;
            const QString what = made % 3 == 0 ? b.id : made % 3 == 1 ? a.id : QString(u'"' + a.name(demo::Language::German) + u'"');
            text += what + QStringLiteral(";%1\n").arg(made % 9 + 1);
            ++made;
        }
    }
    return text;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    test::DemoFixture demo;
    if (!demo.start(QStringLiteral("de-DE"))) {
        std::fprintf(stderr, "demo: %s\n", qPrintable(demo.why()));
        return 1;
    }
    const QLocale german(QLocale::German, QLocale::Germany);
    const orders::OrderFile file = orders::readOrderText(uniqueLines(2000), orders::OrderCsv::readOptionsFor(german));
    std::printf("%d lines; latency per reply, requests in flight -> time, lines/s, lookups\n", file.info.lineCount);
    for (int latency : {0, 5}) {
        demo::FaultOptions faults;
        faults.latencyMs = latency;
        demo.server().setFaults(faults);
        for (int inFlight : {1, 4, 8}) {
            orders::OrderImport import(&demo.client());
            import.setMaxInFlight(inFlight);
            QElapsedTimer clock;
            clock.start();
            if (!test::resolveAll(import, file, 600000))
                return 2;
            const qint64 ms = clock.elapsed();
            int ok = 0;
            for (const orders::LineResult &l : import.lines())
                ok += l.status == orders::LineStatus::Ok || l.status == orders::LineStatus::Duplicate;
            std::printf("%3d ms latency, %d in flight: %6lld ms, %6.0f lines/s, %d lookups, %d resolved\n", latency,
                        inFlight, ms, file.info.lineCount * 1000.0 / qMax<qint64>(ms, 1), import.lookupCount(), ok);
        }
    }
    return 0;
}
