#pragma once

// Tells when a page (or the window) starts or stops being busy. Anything that may change the
// answer calls schedule(); the check runs once the event loop is back, however many calls
// came in between, and busyChanged() is emitted only when the answer differs from the last.

#include <QObject>
#include <QTimer>

#include <functional>

namespace webshop::ui {

class BusyTracker : public QObject
{
    Q_OBJECT
public:
    // `isBusy` is asked at every check; it must not be empty.
    BusyTracker(std::function<bool()> isBusy, QObject *parent);

    void schedule();
    bool isBusy() const { return m_busy; } // as of the last check

signals:
    // After every check, with its answer (a progress line that follows it every time).
    void checked(bool busy);
    void busyChanged(bool busy);

private:
    void check();

    std::function<bool()> m_isBusy;
    QTimer m_timer;
    bool m_busy = false;
};

} // namespace webshop::ui
