#include "app/control/QuitGuard.h"

#include "app/api/BasketSync.h"

namespace webshop::control {

QuitGuard::QuitGuard(api::BasketSync *basketQueue, QObject *parent)
    : QObject(parent)
    , m_queue(basketQueue)
{
    connect(m_queue, &api::BasketSync::busyChanged, this, [this](bool busy) {
        if (!busy)
            onQueueIdle();
    });
    connect(m_queue, &api::BasketSync::addStateChanged, this,
            [this](quint64, values::AddState state, const QString &message) {
                using S = values::AddState;
                if (m_waiting && !m_failed && (state == S::Failed || state == S::Doubled || state == S::Uncertain)) {
                    m_failed = true;
                    m_failure = message;
                }
            });
}

int QuitGuard::openAddCount() const
{
    return m_queue->openAddCount();
}

void QuitGuard::waitForAdds()
{
    m_waiting = true;
    m_rechecked = false;
    m_failed = false;
    m_failure.clear();
    onQueueIdle(); // it may be settled already
}

void QuitGuard::onQueueIdle()
{
    if (!m_waiting || m_queue->isBusy())
        return;
    if (m_failed) {
        const QString message = m_failure;
        stop();
        emit unsettled(Problem::AddFailed, message);
        return;
    }
    if (m_queue->openAddCount() > 0) {
        // Sent, outcome unknown: one more read of the basket settles it if the server answers.
        if (!m_rechecked) {
            m_rechecked = true;
            m_queue->refresh();
            return;
        }
        stop();
        emit unsettled(Problem::Unconfirmed, {});
        return;
    }
    stop();
    emit settled();
}

void QuitGuard::stop()
{
    m_waiting = false;
    m_failed = false;
    m_failure.clear();
}

} // namespace webshop::control
