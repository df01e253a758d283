#include "tests/bench/BenchUtil.h"

#include <cstdio>
#include <map>
#include <vector>

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>

#include <time.h>

namespace webshop::bench {

qint64 monotonicNs()
{
    // QElapsedTimer's reference is CLOCK_MONOTONIC on Linux and the other Unixes: comparable
    // between a parent and the child it started.
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

qint64 residentMemoryKb()
{
#if defined(Q_OS_LINUX)
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').constFirst().toLongLong();
    }
    return -1;
#else
    return -1;
#endif
}

bool waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer poll;
    poll.setTimerType(Qt::PreciseTimer);
    poll.setInterval(1);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    poll.start();
    timeout.start(timeoutMs);
    loop.exec();
    return done();
}

void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

StallMonitor::StallMonitor()
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(1);
    QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
        const qint64 now = m_clock.nsecsElapsed();
        const qint64 gap = now - m_last - 1000000;
        m_worstNs = qMax(m_worstNs, gap);
        if (trace::enabled() && gap > trace::thresholdNs()) {
            const qint64 end = monotonicNs();
            trace::reportStall(end - gap - 1000000, end);
        }
        m_last = now;
    });
}

namespace trace {
namespace {
struct Event
{
    qint64 start, duration;
    QByteArray what;
};
std::vector<Event> &events()
{
    static std::vector<Event> list;
    return list;
}
} // namespace

bool enabled()
{
    static const bool on = qEnvironmentVariableIntValue("WEBSHOP_BENCH_TRACE") != 0;
    return on;
}

qint64 thresholdNs()
{
    // WEBSHOP_BENCH_TRACE=1: stalls over 16 ms; a larger number: stalls over that many ms.
    static const int ms = qEnvironmentVariableIntValue("WEBSHOP_BENCH_TRACE");
    return qint64(ms > 1 ? ms : 16) * 1000000;
}

QByteArray describe(const QObject *receiver)
{
    QByteArray what = receiver ? QByteArray(receiver->metaObject()->className()) : QByteArray("?");
    if (receiver && !receiver->objectName().isEmpty())
        what += " \"" + receiver->objectName().toUtf8() + '"';
    return what;
}

void event(qint64 startNs, qint64 durationNs, const QByteArray &what, int eventType)
{
    if (durationNs < 200000) // under 0.2 ms: noise
        return;
    auto &list = events();
    if (list.size() > 100000)
        list.erase(list.begin(), list.begin() + 50000);
    list.push_back({startNs, durationNs, what + " event " + QByteArray::number(eventType)});
}

void reportStall(qint64 fromNs, qint64 toNs)
{
    std::map<QByteArray, std::pair<int, qint64>> groups;
    for (const Event &e : events())
        if (e.start + e.duration >= fromNs && e.start <= toNs) {
            auto &g = groups[e.what];
            ++g.first;
            g.second += e.duration;
        }
    std::fprintf(stderr, "stall of %.1f ms:\n", double(toNs - fromNs) / 1e6);
    for (const auto &[what, g] : groups)
        std::fprintf(stderr, "  %6.1f ms in %4d × %s\n", double(g.second) / 1e6, g.first, what.constData());
}
} // namespace trace

void StallMonitor::start()
{
    m_worstNs = 0;
    m_clock.start();
    m_last = 0;
    m_timer.start();
}

void StallMonitor::stop()
{
    m_timer.stop();
    // The time since the last tick counts too: a stall at the very end is still a stall.
    m_worstNs = qMax(m_worstNs, m_clock.nsecsElapsed() - m_last - 1000000);
}

} // namespace webshop::bench
