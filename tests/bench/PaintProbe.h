#pragma once

// When a widget has finished painting: an event filter sees its Paint events; the time is
// taken by a zero timer, i.e. once that whole repaint (and the flush) is over.

#include "tests/bench/BenchUtil.h"

#include <QEvent>
#include <QPointer>
#include <QWidget>
#include <functional>

namespace webshop::bench {

class PaintProbe : public QObject
{
public:
    explicit PaintProbe(QWidget *widget) : m_widget(widget) { widget->installEventFilter(this); }
    ~PaintProbe() override
    {
        if (m_widget)
            m_widget->removeEventFilter(this);
    }
    // From now on, the first paint for which `condition` holds (default: any) counts.
    void arm(std::function<bool()> condition = {})
    {
        m_condition = std::move(condition);
        m_armed = true;
        m_paintedNs = 0;
    }
    bool painted() const { return m_paintedNs != 0; }
    qint64 paintedNs() const { return m_paintedNs; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && m_armed && (!m_condition || m_condition())) {
            m_armed = false;
            QTimer::singleShot(0, this, [this] { m_paintedNs = monotonicNs(); });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QPointer<QWidget> m_widget;
    std::function<bool()> m_condition;
    bool m_armed = false;
    qint64 m_paintedNs = 0;
};

} // namespace webshop::bench
