#include "ui/BusyTracker.h"

namespace webshop::ui {

BusyTracker::BusyTracker(std::function<bool()> isBusy, QObject *parent)
    : QObject(parent)
    , m_isBusy(std::move(isBusy))
{
    Q_ASSERT(m_isBusy);
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &BusyTracker::check);
}

void BusyTracker::schedule()
{
    m_timer.start();
}

void BusyTracker::check()
{
    const bool busy = m_isBusy();
    emit checked(busy);
    if (busy != m_busy) {
        m_busy = busy;
        emit busyChanged(busy);
    }
}

} // namespace webshop::ui
