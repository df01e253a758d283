// Contrast of both palettes: every text colour the UI paints on a background of its own
// (Theme::textPairs(), the palette's roles and the semantic colours) is at least 4.5:1, WCAG
// AA for body text, in light and in dark. The ratio is computed here from the colours, with
// WCAG 2's relative luminance, not taken from the code under test.

#include "ui/Theme.h"

#include <QApplication>
#include <QTest>

#include <cmath>

using namespace webshop::ui;

namespace {

double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    const QColor rgb = c.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

} // namespace

class TestTheme : public QObject
{
    Q_OBJECT

private slots:
    void cleanupTestCase() { Theme::apply(Theme::Mode::Light); }

    // The formula itself, on values everybody knows.
    void contrastFormula()
    {
        QCOMPARE(qRound(contrast(Qt::black, Qt::white) * 10), 210);
        QCOMPARE(contrast(QColor(0x77, 0x77, 0x77), Qt::white) < 4.5, true); // #777 on white: 4.48
        QVERIFY(contrast(QColor(0x76, 0x76, 0x76), Qt::white) >= 4.5);     // #767676: 4.54
    }

    void everyTextPair_data()
    {
        QTest::addColumn<Theme::Mode>("mode");
        QTest::newRow("light") << Theme::Mode::Light;
        QTest::newRow("dark") << Theme::Mode::Dark;
    }

    void everyTextPair()
    {
        QFETCH(Theme::Mode, mode);
        Theme::apply(mode);
        QCOMPARE(Theme::isDark(), mode == Theme::Mode::Dark);
        const QList<Theme::TextPair> pairs = Theme::textPairs();
        QVERIFY(pairs.size() > 30);
        QStringList low;
        for (const Theme::TextPair &pair : pairs) {
            QVERIFY2(pair.text.isValid() && pair.background.isValid(), qPrintable(pair.name));
            QCOMPARE(pair.background.alpha(), 255); // a ratio means something on an opaque background only
            const double ratio = contrast(pair.text, pair.background);
            if (ratio < 4.5)
                low << QStringLiteral("%1: %2 on %3 is %4:1")
                           .arg(pair.name, pair.text.name(), pair.background.name())
                           .arg(ratio, 0, 'f', 2);
        }
        QVERIFY2(low.isEmpty(), qPrintable(low.join(QStringLiteral("; "))));
    }

    // The palette the app applies is the one the pairs come from.
    void pairsFollowThePalette()
    {
        Theme::apply(Theme::Mode::Dark);
        const QColor darkText = Theme::textPairs().constFirst().text;
        Theme::apply(Theme::Mode::Light);
        const QColor lightText = Theme::textPairs().constFirst().text;
        QCOMPARE(darkText, Theme::darkPalette().color(QPalette::WindowText));
        QCOMPARE(lightText, Theme::lightPalette().color(QPalette::WindowText));
    }
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
