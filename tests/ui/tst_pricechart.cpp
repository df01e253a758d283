// The price chart: where its points go, which are marked lowest and highest (and drawn in
// their colours), the one-point and empty states, and the tooltip per point.

#include "ui/PriceChart.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace webshop;
using ui::PriceChart;

namespace {
values::Decimal euros(const char *text)
{
    return *values::Decimal::parse(QString::fromLatin1(text));
}

// Whether some pixel within `radius` of `at` is close to `color`.
bool hasColorNear(const QImage &image, const QPointF &at, const QColor &color, int radius = 3)
{
    for (int dx = -radius; dx <= radius; ++dx) {
        for (int dy = -radius; dy <= radius; ++dy) {
            const QPoint p = at.toPoint() + QPoint(dx, dy);
            if (!image.rect().contains(p))
                continue;
            const QColor c = image.pixelColor(p);
            if (qAbs(c.red() - color.red()) + qAbs(c.green() - color.green()) + qAbs(c.blue() - color.blue()) < 40)
                return true;
        }
    }
    return false;
}

QImage render(PriceChart &chart)
{
    QImage image(chart.size(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    chart.render(&image);
    return image;
}
} // namespace

class TestPriceChart : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { ui::Theme::apply(ui::Theme::Mode::Light); }

    void marksTheLowestAndTheHighest()
    {
        const QDate today = QDate::currentDate();
        PriceChart chart;
        chart.resize(240, chart.sizeHint().height());
        chart.setPoints({{today.addDays(-80), euros("2.10")},
                         {today.addDays(-40), euros("1.90")},
                         {today.addDays(-20), euros("2.50")},
                         {today, euros("2.30")}},
                        QStringLiteral("EUR"), QLocale(QLocale::English, QLocale::UnitedKingdom));
        QCOMPARE(chart.state(), PriceChart::State::Chart);
        QCOMPARE(chart.minIndex(), 1);
        QCOMPARE(chart.maxIndex(), 2);
        const QList<QPointF> at = chart.pointPositions();
        QCOMPARE(at.size(), 4);
        // Older left of newer; the highest at the top, the lowest at the bottom of all.
        for (int i = 1; i < at.size(); ++i)
            QVERIFY(at.at(i).x() > at.at(i - 1).x());
        for (int i = 0; i < at.size(); ++i) {
            QVERIFY(at.at(chart.maxIndex()).y() <= at.at(i).y());
            QVERIFY(at.at(chart.minIndex()).y() >= at.at(i).y());
        }
        QVERIFY(qAbs(at.last().x() - (chart.width() - 8)) <= 1); // today at the right edge
        // Drawn: the highest in red, the lowest in green, where the points are.
        const QImage image = render(chart);
        QVERIFY(hasColorNear(image, at.at(chart.maxIndex()), ui::Theme::error()));
        QVERIFY(hasColorNear(image, at.at(chart.minIndex()), ui::Theme::success()));
        QVERIFY(!hasColorNear(image, at.at(0), ui::Theme::error(), 1));
        QCOMPARE(chart.stateText(), QStringLiteral("Lowest €1.90, highest €2.50 in the last 90 days"));
        // A tooltip per point: its date and price.
        const QString tip = chart.toolTipAt(at.at(2).toPoint());
        QVERIFY2(tip.contains(QStringLiteral("€2.50")), qPrintable(tip));
        QVERIFY(tip.contains(QLocale(QLocale::English, QLocale::UnitedKingdom).toString(today.addDays(-20), QLocale::ShortFormat)));
    }

    void statesWithoutAChart_data()
    {
        QTest::addColumn<int>("points");
        QTest::addColumn<int>("state");
        QTest::addColumn<QString>("text");
        QTest::newRow("none") << 0 << int(PriceChart::State::Empty) << QStringLiteral("No price history yet");
        QTest::newRow("one") << 1 << int(PriceChart::State::OnlyToday)
                             << QStringLiteral("Only today's price so far: €3.99");
    }

    void statesWithoutAChart()
    {
        QFETCH(int, points);
        QFETCH(int, state);
        QFETCH(QString, text);
        PriceChart chart;
        chart.resize(240, chart.sizeHint().height());
        QList<PriceChart::Point> list;
        if (points == 1)
            list << PriceChart::Point{QDate::currentDate(), euros("3.99")};
        chart.setPoints(list, QStringLiteral("EUR"), QLocale(QLocale::English, QLocale::UnitedKingdom));
        QCOMPARE(int(chart.state()), state);
        QCOMPARE(chart.stateText(), text);
        QVERIFY(chart.pointPositions().isEmpty());
        QCOMPARE(chart.minIndex(), -1);
        // The text is drawn: some dark pixels in the middle band, no accent line.
        const QImage image = render(chart);
        int ink = 0;
        for (int x = 0; x < image.width(); ++x)
            ink += image.pixelColor(x, image.height() / 2).lightness() < 200;
        QVERIFY(ink > 0);
        QCOMPARE(chart.toolTipAt(QPoint(chart.width() / 2, chart.height() / 2)), text);
    }

    void aFlatPriceIsOneLevel()
    {
        const QDate today = QDate::currentDate();
        PriceChart chart;
        chart.resize(240, chart.sizeHint().height());
        chart.setPoints({{today.addDays(-3), euros("1.00")}, {today, euros("1.00")}}, QStringLiteral("EUR"), QLocale::c());
        const QList<QPointF> at = chart.pointPositions();
        QCOMPARE(at.size(), 2);
        QCOMPARE(at.at(0).y(), at.at(1).y());
        QCOMPARE(chart.minIndex(), 0);
        QCOMPARE(chart.maxIndex(), 0);
    }
};

QTEST_MAIN(TestPriceChart)
#include "tst_pricechart.moc"
