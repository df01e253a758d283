#include "tests/bench/BenchUtil.h"

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
        m_worstNs = qMax(m_worstNs, now - m_last - 1000000);
        m_last = now;
    });
}

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
