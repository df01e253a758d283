#pragma once

// How every test waits: the event loop runs until something holds or a timeout passes; nothing
// sleeps a fixed time. A failed wait says what was awaited and for how long.
//
// - In a test function, poll a condition with QTRY_VERIFY / QTRY_COMPARE (…_WITH_TIMEOUT with
//   the timeouts below): the failure names the condition. A job: watch() it, then poll its
//   outcome's `done`. A signal: poll the spy's count().
// - In a helper that reports failure as a value (a fixture's start(), a row of a scenario),
//   use waitUntil(), awaitSignal(), awaitJob() or awaitReply(). Each returns an Awaited whose
//   message names what was awaited; AWAITED(expr) turns it into a test failure.

#include "app/values/ApiError.h"

#include <QByteArray>
#include <QNetworkReply>
#include <QObject>
#include <QSignalSpy>
#include <QTest>

#include <functional>
#include <memory>

namespace webshop::test {

inline constexpr int kLoopbackMs = 5000;  // a fake server on loopback answers well within this
inline constexpr int kBackendMs = 15000;  // a round trip to the embedded demo backend
inline constexpr int kScenarioMs = 20000; // several round trips (an add and its checks)

// The result of a wait: ok, or a message that names what was awaited and what happened.
class Awaited
{
public:
    static Awaited success() { return {}; }
    static Awaited failure(const QString &what, const QString &why)
    {
        Awaited a;
        a.m_message = (what + u": " + why).toUtf8();
        return a;
    }
    bool ok() const { return m_message.isEmpty(); }
    explicit operator bool() const { return ok(); }
    const char *message() const { return m_message.constData(); }
    QString text() const { return QString::fromUtf8(m_message); }

private:
    QByteArray m_message;
};

// Runs the event loop until `condition` holds.
[[nodiscard]] inline Awaited waitUntil(const std::function<bool()> &condition, const QString &what,
                                       int timeoutMs = kBackendMs)
{
    if (QTest::qWaitFor(condition, timeoutMs))
        return Awaited::success();
    return Awaited::failure(what, QStringLiteral("not within %1 ms").arg(timeoutMs));
}

// Runs the event loop until the spy has seen `count` emissions in all (those already seen count).
[[nodiscard]] inline Awaited awaitSignal(const QSignalSpy &spy, int count, const QString &what,
                                         int timeoutMs = kBackendMs)
{
    const Awaited a = waitUntil([&] { return spy.count() >= count; }, what, timeoutMs);
    if (a)
        return a;
    return Awaited::failure(what, QStringLiteral("%1 of %2 emissions within %3 ms").arg(spy.count()).arg(count).arg(timeoutMs));
}

// What a job reported before it deleted itself.
struct JobOutcome
{
    bool done = false;
    int finishedCount = 0;
    values::ApiError error;
};

// Records the job's finished() in the returned outcome; `extract` reads the result of a job
// that succeeded (it is called from finished(), before the job deletes itself).
template<class Job, class Extract>
std::shared_ptr<JobOutcome> watch(Job *job, Extract extract)
{
    auto out = std::make_shared<JobOutcome>();
    QObject::connect(job, &Job::finished, job, [out, job, extract] {
        out->done = true;
        ++out->finishedCount;
        out->error = job->error();
        if (job->isOk())
            extract(job);
    });
    return out;
}

template<class Job>
std::shared_ptr<JobOutcome> watch(Job *job)
{
    return watch(job, [](Job *) {});
}

// Runs the event loop until `job` finished and succeeded; `read` as for watch().
template<class Job, class Read>
[[nodiscard]] Awaited awaitJob(Job *job, const QString &what, Read read, int timeoutMs = kBackendMs)
{
    if (!job)
        return Awaited::failure(what, QStringLiteral("no job was started"));
    const std::shared_ptr<JobOutcome> out = watch(job, read);
    if (Awaited waited = waitUntil([&] { return out->done; }, what, timeoutMs); !waited)
        return waited;
    if (out->error.isError())
        return Awaited::failure(what, out->error.detail.isEmpty() ? QStringLiteral("failed") : out->error.detail);
    return Awaited::success();
}

// Runs the event loop until the reply finished (it may have failed: read its error()).
[[nodiscard]] inline Awaited awaitReply(QNetworkReply *reply, const QString &what, int timeoutMs = kBackendMs)
{
    return waitUntil([reply] { return reply->isFinished(); }, what, timeoutMs);
}

} // namespace webshop::test

// Fails the test function with the wait's message unless the wait succeeded.
#define AWAITED(expr)                                                                                          \
    do {                                                                                                       \
        const ::webshop::test::Awaited awaited_ = (expr);                                                      \
        QVERIFY2(awaited_.ok(), awaited_.message());                                                           \
    } while (false)
