#pragma once

// The named steps of a long scenario. QTest's failure message says which check failed; the
// step says where in the scenario it was:
//
//     test::Step step("log in");
//     ...
//     step.next("add 2 packs");
//     ...
//
// When a check fails, the test function returns and the step, going out of scope, adds the
// line "failed in the step: add 2 packs". Checks that do not depend on the steps before them
// belong in a test function of their own (or after the dependent steps, in a step of their
// own), so that an earlier failure does not hide them.

#include <QByteArray>
#include <QTest>

namespace webshop::test {

class Step
{
public:
    explicit Step(QByteArray name) : m_name(std::move(name)), m_failedBefore(QTest::currentTestFailed()) {}
    ~Step() { report(); }
    Step(const Step &) = delete;
    Step &operator=(const Step &) = delete;

    // Ends the current step (reporting it if it failed) and starts the next.
    void next(QByteArray name)
    {
        report();
        m_name = std::move(name);
        m_failedBefore = QTest::currentTestFailed();
    }
    const QByteArray &name() const { return m_name; }

private:
    void report()
    {
        if (!m_failedBefore && QTest::currentTestFailed()) {
            qWarning("failed in the step: %s", m_name.constData());
            m_failedBefore = true;
        }
    }

    QByteArray m_name;
    bool m_failedBefore = false;
};

} // namespace webshop::test

// Calls a helper that checks with QVERIFY/QCOMPARE (which return from the helper only) and
// returns from the test function too if the helper failed.
#define CHECKED(call)                                                                                          \
    do {                                                                                                       \
        call;                                                                                                  \
        if (QTest::currentTestFailed())                                                                        \
            return;                                                                                            \
    } while (false)
