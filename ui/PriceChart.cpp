#include "ui/PriceChart.h"

#include "models/MoneyFormat.h"
#include "ui/Theme.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace webshop::ui {

namespace {
constexpr int kWidth = 240;
constexpr int kPlotHeight = 64;
constexpr qreal kNear = 12; // px: how near the mouse must be to a point for its tooltip
} // namespace

PriceChart::PriceChart(QWidget *parent)
    : QWidget(parent)
    , m_today(QDate::currentDate())
{
    setObjectName(QStringLiteral("priceChart"));
    setMouseTracking(true);
    setAccessibleName(tr("Price history"));
}

void PriceChart::setPoints(const QList<Point> &points, const QString &currency, const QLocale &locale, int days)
{
    m_points = points;
    m_currency = currency;
    m_locale = locale;
    m_days = qMax(2, days);
    m_today = QDate::currentDate();
    m_min = m_max = -1;
    for (int i = 0; i < m_points.size(); ++i) {
        if (m_min < 0 || m_points.at(i).amount < m_points.at(m_min).amount)
            m_min = i;
        if (m_max < 0 || m_points.at(i).amount > m_points.at(m_max).amount)
            m_max = i;
    }
    if (state() != State::Chart)
        m_min = m_max = -1;
    setAccessibleDescription(stateText());
    update();
}

PriceChart::State PriceChart::state() const
{
    if (m_points.isEmpty())
        return State::Empty;
    return m_points.size() == 1 ? State::OnlyToday : State::Chart;
}

QString PriceChart::stateText() const
{
    switch (state()) {
    case State::Empty: return tr("No price history yet");
    case State::OnlyToday: return tr("Only today's price so far: %1").arg(money(m_points.first().amount));
    case State::Chart: break;
    }
    return tr("Lowest %1, highest %2 in the last %3 days")
        .arg(money(m_points.at(m_min).amount), money(m_points.at(m_max).amount), m_locale.toString(m_days));
}

QString PriceChart::money(const values::Decimal &amount) const
{
    return models::formatMoney(m_locale, amount, m_currency);
}

QSize PriceChart::sizeHint() const
{
    const QFontMetrics fm(Theme::small(font()));
    return {kWidth, kPlotHeight + 2 * fm.height() + 12};
}

QSize PriceChart::minimumSizeHint() const
{
    return {160, sizeHint().height()};
}

QRectF PriceChart::plotRect() const
{
    const QFontMetrics fm(Theme::small(font()));
    // Room above the highest point and below the lowest one for their labels.
    return QRectF(8, fm.height() + 6, width() - 16, height() - 2 * fm.height() - 12);
}

QList<QPointF> PriceChart::pointPositions() const
{
    QList<QPointF> out;
    if (state() != State::Chart)
        return out;
    const QRectF r = plotRect();
    const QDate first = m_today.addDays(1 - m_days);
    const double lo = m_points.at(m_min).amount.toDouble();
    const double hi = m_points.at(m_max).amount.toDouble();
    out.reserve(m_points.size());
    for (const Point &pt : m_points) {
        const qreal x = r.left() + r.width() * qBound(0.0, double(first.daysTo(pt.day)) / (m_days - 1), 1.0);
        // Pixel positions only: the amounts themselves are never computed in floating point.
        const qreal y = hi > lo ? r.bottom() - r.height() * (pt.amount.toDouble() - lo) / (hi - lo) : r.center().y();
        out.append({x, y});
    }
    return out;
}

QString PriceChart::toolTipAt(const QPoint &pos) const
{
    const QList<QPointF> at = pointPositions();
    int best = -1;
    qreal bestDistance = kNear;
    for (int i = 0; i < at.size(); ++i) {
        const qreal d = qAbs(at.at(i).x() - pos.x());
        if (d <= bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    if (best < 0)
        return state() == State::Chart ? QString() : stateText();
    const Point &pt = m_points.at(best);
    return tr("%1: %2").arg(m_locale.toString(pt.day, QLocale::ShortFormat), money(pt.amount));
}

bool PriceChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void PriceChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF frame = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    p.setPen(QPen(Theme::border(), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(frame, 6, 6);
    if (state() != State::Chart) {
        p.setFont(Theme::small(font()));
        p.setPen(Theme::muted());
        p.drawText(rect().adjusted(12, 0, -12, 0), Qt::AlignCenter | Qt::TextWordWrap, stateText());
        return;
    }
    paintChart(p);
}

void PriceChart::paintChart(QPainter &p) const
{
    const QList<QPointF> at = pointPositions();
    const QRectF r = plotRect();
    // The area under the line, faintly; then the line (a step at each change: a price holds
    // until it changes).
    QPainterPath line(at.first());
    for (int i = 1; i < at.size(); ++i) {
        line.lineTo(at.at(i).x(), at.at(i - 1).y());
        line.lineTo(at.at(i));
    }
    line.lineTo(r.right(), at.last().y()); // today's price holds until today
    QPainterPath area = line;
    area.lineTo(r.right(), r.bottom());
    area.lineTo(at.first().x(), r.bottom());
    area.closeSubpath();
    p.fillPath(area, Theme::tint(Theme::accent(), 0.10));
    p.setPen(QPen(Theme::accent(), 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(line);
    paintMarker(p, m_max, Theme::error(), true);
    paintMarker(p, m_min, Theme::success(), false);
}

void PriceChart::paintMarker(QPainter &p, int index, const QColor &color, bool above) const
{
    const QPointF at = pointPositions().at(index);
    p.setPen(QPen(palette().color(QPalette::Base), 1.5));
    p.setBrush(color);
    p.drawEllipse(at, 3.5, 3.5);
    const QFont small = Theme::small(font());
    const QFontMetrics fm(small);
    const QString label = (above ? tr("max %1") : tr("min %1")).arg(money(m_points.at(index).amount));
    const int w = fm.horizontalAdvance(label);
    const qreal x = qBound(4.0, at.x() - w / 2.0, width() - 4.0 - w);
    const qreal y = above ? at.y() - 5 - fm.descent() : at.y() + 4 + fm.ascent();
    p.setFont(small);
    p.setPen(Theme::muted());
    p.drawText(QPointF(x, y), label);
}

} // namespace webshop::ui
