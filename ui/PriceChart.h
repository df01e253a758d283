#pragma once

// A small line chart of one pack's price over the last days (about 240 x 64), drawn with
// QPainter: one point per day with a price, the lowest and the highest marked and labelled,
// a tooltip per point (date and price). One point: "Only today's price so far"; none: "No
// price history yet".

#include "app/values/Decimal.h"

#include <QDate>
#include <QList>
#include <QLocale>
#include <QWidget>

namespace webshop::ui {

class PriceChart : public QWidget
{
    Q_OBJECT
public:
    struct Point
    {
        QDate day;
        values::Decimal amount;
    };

    explicit PriceChart(QWidget *parent = nullptr);

    // Oldest first; `days`: the span of the x axis, ending today.
    void setPoints(const QList<Point> &points, const QString &currency, const QLocale &locale, int days = 90);
    const QList<Point> &points() const { return m_points; }
    // The state the chart shows.
    enum class State { Empty, OnlyToday, Chart };
    State state() const;
    QString stateText() const;
    // Where each point is drawn (widget coordinates), and which are the lowest and highest
    // (-1 without a chart; the first of equal ones).
    QList<QPointF> pointPositions() const;
    int minIndex() const { return m_min; }
    int maxIndex() const { return m_max; }
    // The tooltip of the point nearest to `pos` (empty when none is near).
    QString toolTipAt(const QPoint &pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF plotRect() const;
    QString money(const values::Decimal &amount) const;
    void paintChart(QPainter &p) const;
    void paintMarker(QPainter &p, int index, const QColor &color, bool above) const;

    QList<Point> m_points;
    QString m_currency;
    QLocale m_locale;
    int m_days = 90;
    QDate m_today;
    int m_min = -1;
    int m_max = -1;
};

} // namespace webshop::ui
