#include "ui/FirstPaint.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace webshop::ui {

namespace {
// The longest wait for a first paint before the work runs anyway.
constexpr int kFallbackMs = 250;
} // namespace

FirstPaint::FirstPaint(QWidget *window)
    : QObject(window)
{
    window->installEventFilter(this);
}

void FirstPaint::then(std::function<void()> work)
{
    m_pending.append(std::move(work));
    if (m_painted) {
        runPending();
        return;
    }
    if (!std::exchange(m_scheduled, true))
        QTimer::singleShot(kFallbackMs, this, [this] {
            m_painted = true;
            runPending();
        });
}

bool FirstPaint::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && !m_painted) {
        m_painted = true;
        watched->removeEventFilter(this);
        // After the frame is on screen: back to the event loop first.
        QTimer::singleShot(0, this, &FirstPaint::runPending);
    }
    return false;
}

void FirstPaint::runPending()
{
    const QList<std::function<void()>> work = std::exchange(m_pending, {});
    for (const auto &w : work)
        w();
}

} // namespace webshop::ui
