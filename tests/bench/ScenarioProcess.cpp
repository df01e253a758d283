// Separate processes: start-up of the app (remembered session) against a bare Qt main window,
// and resident memory with the backend in a process of its own.

#include "tests/bench/BenchUtil.h"
#include "tests/bench/Scenarios.h"

#include <QCoreApplication>
#include <QMap>
#include <QProcess>
#include <cstdio>

namespace webshop::bench {

namespace {

// Runs a program to its end; its "name value" lines, and the monotonic time it was started at.
QMap<QByteArray, qint64> runChild(const QString &program, const QStringList &args, qint64 *startNs)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    *startNs = monotonicNs();
    child.start(program, args);
    QMap<QByteArray, qint64> values;
    if (!child.waitForFinished(60000)) {
        child.kill();
        child.waitForFinished();
        return values;
    }
    for (const QByteArray &line : child.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> parts = line.trimmed().split(' ');
        if (parts.size() == 2)
            values.insert(parts.at(0), parts.at(1).toLongLong());
    }
    if (child.exitCode() != 0)
        values.insert("failed", child.exitCode());
    return values;
}

double sinceMs(qint64 startNs, qint64 atNs)
{
    return double(atNs - startNs) / 1e6;
}

} // namespace

void runProcessScenarios(Context &context)
{
    Table &table = *context.table;
    const QString self = QCoreApplication::applicationFilePath();
    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server.start(self, {QStringLiteral("--serve"), QStringLiteral("0")});
    QUrl url;
    if (server.waitForReadyRead(30000)) {
        const QByteArray line = server.readLine().trimmed();
        if (line.startsWith("url "))
            url = QUrl(QString::fromLatin1(line.mid(4)));
    }
    if (!url.isValid() || !seedRememberedLogin(url)) {
        std::fprintf(stderr, "bench: no backend process or no keychain: start-up and memory not measured\n");
        server.kill();
        server.waitForFinished();
        return;
    }
    const QStringList appArgs = {QStringLiteral("--app-host"), QStringLiteral("--base-url"), url.toString(),
                                 QStringLiteral("--locale"), QStringLiteral("en-GB"),
                                 QStringLiteral("--window-size"), QStringLiteral("1440x900")};
    std::vector<double> bare, appPaint, appRestored, bareRss;
    // Alternating, so that a busy moment of the machine hits both alike.
    for (int run = 0; run < context.runs + 1; ++run) {
        qint64 t0 = 0;
        const auto b = runChild(context.barePath, {}, &t0);
        const qint64 bareStart = t0;
        const auto a = runChild(self, appArgs, &t0);
        if (run == 0)
            continue; // warm-up: the file cache
        if (b.contains("paint")) {
            bare.push_back(sinceMs(bareStart, b.value("paint")));
            bareRss.push_back(double(b.value("rss")) / 1024);
        }
        if (a.contains("paint") && a.contains("restored") && !a.contains("failed")) {
            appPaint.push_back(sinceMs(t0, a.value("paint")));
            appRestored.push_back(sinceMs(t0, a.value("restored")));
        }
    }
    Row start;
    start.scenario = QStringLiteral("Start → first painted main window (remembered session)");
    start.samples = appPaint;
    start.baseline = bare;
    start.baselineName = QStringLiteral("a bare QMainWindow with menu, toolbar, list and a QNetworkAccessManager "
                                        "(tests/bench/bench_bare_window.cpp), its own process");
    start.budget = {Budget::Kind::Ratio, 1.5};
    table.add(start);
    Row restored;
    restored.scenario = QStringLiteral("Start → session restored over loopback, signed-in window painted");
    restored.samples = appRestored;
    restored.baseline = bare;
    table.add(restored);

    std::vector<double> idle, full;
    for (int run = 0; run < qMax(3, context.runs / 2); ++run) {
        qint64 t0 = 0;
        auto args = appArgs;
        args << QStringLiteral("--bench-memory");
        const auto m = runChild(self, args, &t0);
        if (m.value("rss-idle") > 0)
            idle.push_back(double(m.value("rss-idle")) / 1024);
        if (m.value("rss-100k") > 0)
            full.push_back(double(m.value("rss-100k")) / 1024);
    }
    Row idleRow;
    idleRow.scenario = QStringLiteral("Resident memory, idle after login (backend out of process)");
    idleRow.unit = QStringLiteral("MB");
    idleRow.samples = idle;
    idleRow.baseline = bareRss;
    idleRow.baselineName = QStringLiteral("the bare window's resident memory after its first paint");
    idleRow.budget = {Budget::Kind::MaxMedian, 60};
    if (idle.empty() && residentMemoryKb() < 0)
        idleRow.note = QStringLiteral("n/a on this OS");
    table.add(idleRow);
    Row fullRow = idleRow;
    fullRow.scenario = QStringLiteral("Resident memory, 100,000 results + visible thumbnails");
    fullRow.samples = full;
    fullRow.baselineName.clear();
    fullRow.budget = {Budget::Kind::MaxMedian, 150};
    table.add(fullRow);

    server.kill();
    server.waitForFinished();
}

} // namespace webshop::bench
