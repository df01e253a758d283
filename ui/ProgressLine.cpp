#include "ui/ProgressLine.h"

#include "ui/Theme.h"

#include <QPainter>
#include <cmath>

namespace webshop::ui {

ProgressLine::ProgressLine(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("progressLine"));
    setFixedHeight(3);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Loading"));
    m_delay.setSingleShot(true);
    m_delay.setInterval(200);
    connect(&m_delay, &QTimer::timeout, this, [this] {
        m_animating = true;
        m_clock.start();
        m_frame.start();
        update();
    });
    m_frame.setInterval(16);
    connect(&m_frame, &QTimer::timeout, this, qOverload<>(&QWidget::update));
}

void ProgressLine::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    if (busy) {
        m_delay.start();
    } else {
        m_delay.stop();
        m_frame.stop();
        m_animating = false;
        update();
    }
}

void ProgressLine::paintEvent(QPaintEvent *)
{
    if (!m_animating)
        return;
    QPainter p(this);
    const int w = width();
    const qreal t = std::fmod(m_clock.elapsed() / 1400.0, 1.0);
    // A segment of 30 % width sweeping from left to right, eased.
    const qreal eased = t < 0.5 ? 2 * t * t : 1 - std::pow(-2 * t + 2, 2) / 2;
    const qreal seg = 0.3 * w;
    const qreal x = -seg + eased * (w + seg);
    QColor track = Theme::accent();
    track.setAlphaF(0.18f);
    p.fillRect(rect(), track);
    p.fillRect(QRectF(x, 0, seg, height()), Theme::isDark() ? QColor(0x8f, 0xb4, 0xf5) : Theme::accent());
}

Spinner::Spinner(QWidget *parent, int size)
    : QWidget(parent)
    , m_size(size)
{
    setFixedSize(size, size);
    m_timer.setInterval(40);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        m_angle = (m_angle + 30) % 360;
        update();
    });
    hide();
}

void Spinner::start()
{
    show();
    m_timer.start();
}

void Spinner::stop()
{
    m_timer.stop();
    hide();
}

void Spinner::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal pw = qMax(2.0, m_size / 8.0);
    const QRectF r = QRectF(rect()).adjusted(pw, pw, -pw, -pw);
    QColor track = palette().color(QPalette::WindowText);
    track.setAlphaF(0.15f);
    p.setPen(QPen(track, pw));
    p.drawEllipse(r);
    p.setPen(QPen(Theme::isDark() ? QColor(0x8f, 0xb4, 0xf5) : Theme::accent(), pw, Qt::SolidLine, Qt::RoundCap));
    p.drawArc(r, -m_angle * 16, 100 * 16);
}

} // namespace webshop::ui
