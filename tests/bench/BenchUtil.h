#pragma once

// Small measuring tools of the benchmark: a GUI-thread stall monitor, resident memory, a
// monotonic clock shared between processes, and waiting on the event loop without sleeping.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <functional>

namespace webshop::bench {

// Nanoseconds on the monotonic clock (the same clock in every process of the machine).
qint64 monotonicNs();

// Resident memory of this process in kB, or -1 where the platform is not supported
// (Linux: VmRSS of /proc/self/status).
qint64 residentMemoryKb();

// Runs the event loop until `done` holds (checked after every event batch and every 1 ms), or
// the timeout passes. True when `done` held.
bool waitUntil(const std::function<bool()> &done, int timeoutMs = 20000);

// Runs the event loop for a while (settling before a reading, never to prove an absence).
void spin(int ms);

// The longest gap between two turns of the GUI event loop: a 1 ms precise timer that should
// fire every millisecond; any longer gap is time the loop was blocked.
class StallMonitor : public QObject
{
public:
    StallMonitor();
    void start();
    void stop();
    double worstMs() const { return double(m_worstNs) / 1e6; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_worstNs = 0;
};

// With WEBSHOP_BENCH_TRACE=1 in the environment: every event the application delivers at the
// top level is timed (webshop-bench's QApplication reports them), and each GUI-thread stall
// over 16 ms (WEBSHOP_BENCH_TRACE=N: over N ms) prints the events inside it, grouped by receiver class and event type, to stderr.
// A tool for finding a stall's cause; the figures of the table never use it.
namespace trace {
bool enabled();
qint64 thresholdNs(); // the stalls reported
// `what`: the receiver's class and name, taken before delivery (it may delete the receiver).
QByteArray describe(const QObject *receiver);
void event(qint64 startNs, qint64 durationNs, const QByteArray &what, int eventType);
void reportStall(qint64 fromNs, qint64 toNs);
} // namespace trace

} // namespace webshop::bench
