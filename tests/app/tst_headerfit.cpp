// Column headers are never cut off at 1024 × 700 in any shipped language ("Einzelpreis netto",
// "Conditionnement", "Prezzo unit. netto"): every visible section of the basket and list tables
// is at least as wide as its text with the style's margins, in the net and the gross mode.
// The toolbar's basket button: the count bubble never covers a digit of the total ("366,05 €"
// read "66,05 €" in German), at 1440 × 900 and 1024 × 700.
// The real app (demo mode) in each language; its .qm files are embedded in this test.

#include "app/shell/AppController.h"
#include "tests/common/TestEnv.h"
#include "ui/BasketPage.h"
#include "ui/ListsPage.h"
#include "ui/MainWindow.h"
#include "ui/ToolbarWidgets.h"

#include <QApplication>
#include <QHeaderView>
#include <QImage>
#include <QToolButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTableView>
#include <QTest>

using namespace webshop;

namespace {
constexpr int kNet = 30000;

ui::MainWindow *mainWindow()
{
    const auto widgets = QApplication::topLevelWidgets();
    for (QWidget *w : widgets)
        if (auto *window = qobject_cast<ui::MainWindow *>(w); window && !window->testAttribute(Qt::WA_WState_Hidden))
            return window;
    return nullptr;
}

// "Section: needs N px, has M px" for every visible section narrower than its text.
QStringList cutSections(const QTableView *table)
{
    QStringList cut;
    const QHeaderView *h = table->horizontalHeader();
    const int margin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
    for (int logical = 0; logical < h->count(); ++logical) {
        if (h->isSectionHidden(logical))
            continue;
        const QString text = table->model()->headerData(logical, Qt::Horizontal).toString();
        const int needed = h->fontMetrics().horizontalAdvance(text) + 2 * margin;
        if (needed > h->sectionSize(logical))
            cut << QStringLiteral("%1: needs %2 px, has %3 px").arg(text).arg(needed).arg(h->sectionSize(logical));
    }
    return cut;
}
} // namespace

class TestHeaderFit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QApplication::setQuitOnLastWindowClosed(false);
    }

    void headersFit_data()
    {
        QTest::addColumn<QString>("locale");
        for (const char *locale : {"en-GB", "de-DE", "fr-FR", "it-IT", "es-ES", "nl-NL", "pl-PL"})
            QTest::newRow(locale) << QString::fromLatin1(locale);
    }

    void headersFit()
    {
        QFETCH(QString, locale);
        QSettings().clear();
        shell::AppOptions o;
        o.demo = true;
        o.locale = locale;
        o.show = shell::AppOptions::View::Page;
        o.page = QStringLiteral("basket");
        o.windowSize = QSize(1024, 700);
        o.windowSizeGiven = true;
        auto app = std::make_unique<shell::AppController>(o);
        QVERIFY(app->start());
        QTRY_VERIFY_WITH_TIMEOUT(mainWindow() && mainWindow()->page<ui::BasketPage>()->isVisible() && !mainWindow()->isBusy(), kNet);
        ui::MainWindow *w = mainWindow();
        QCOMPARE(w->size(), QSize(1024, 700));
        QCOMPARE(QLocale().name().left(2), locale.left(2)); // the language is in effect

        auto *basket = w->page<ui::BasketPage>()->findChild<QTableView *>(QStringLiteral("basketTable"));
        QTableView *lists = w->page<ui::ListsPage>()->itemsView();
        QVERIFY(basket);
        for (QToolButton *mode : {w->priceModeSwitch()->netButton(), w->priceModeSwitch()->grossButton()}) {
            QTest::mouseClick(mode, Qt::LeftButton);
            w->showPage<ui::BasketPage>();
            QTRY_VERIFY_WITH_TIMEOUT(basket->isVisible() && basket->model()->rowCount() > 0 && !w->isBusy(), kNet);
            QCoreApplication::processEvents(); // the header's resize to contents
            // The mode's own words are in the header ("Einzelpreis netto" in German).
            const bool net = mode == w->priceModeSwitch()->netButton();
            const QString unit = QCoreApplication::translate("webshop::models::BasketModel", net ? "Unit net" : "Unit gross");
            bool shown = false;
            for (int c = 0; c < basket->model()->columnCount(); ++c)
                shown |= basket->model()->headerData(c, Qt::Horizontal).toString() == unit;
            QVERIFY2(shown, qPrintable(unit));
            QVERIFY2(cutSections(basket).isEmpty(), qPrintable(cutSections(basket).join(u'\n')));
            w->showPage<ui::ListsPage>();
            QTRY_VERIFY_WITH_TIMEOUT(lists->isVisible() && lists->model()->rowCount() > 0 && !w->isBusy(), kNet);
            QCoreApplication::processEvents();
            QVERIFY2(cutSections(lists).isEmpty(), qPrintable(cutSections(lists).join(u'\n')));
        }
    }

    void basketBadgeClearOfTheTotal_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QSize>("size");
        for (const char *locale : {"en-GB", "de-DE", "fr-FR", "it-IT", "es-ES", "nl-NL", "pl-PL"}) {
            QTest::addRow("%s 1440x900", locale) << QString::fromLatin1(locale) << QSize(1440, 900);
            QTest::addRow("%s 1024x700", locale) << QString::fromLatin1(locale) << QSize(1024, 700);
        }
    }

    void basketBadgeClearOfTheTotal()
    {
        QFETCH(QString, locale);
        QFETCH(QSize, size);
        QSettings().clear();
        shell::AppOptions o;
        o.demo = true;
        o.locale = locale;
        o.show = shell::AppOptions::View::Page;
        o.page = QStringLiteral("basket");
        o.windowSize = size;
        o.windowSizeGiven = true;
        auto app = std::make_unique<shell::AppController>(o);
        QVERIFY(app->start());
        QTRY_VERIFY_WITH_TIMEOUT(mainWindow() && mainWindow()->page<ui::BasketPage>()->isVisible() && !mainWindow()->isBusy(), kNet);
        auto *button = mainWindow()->findChild<ui::BasketButton *>(QStringLiteral("basketButton"));
        QVERIFY(button);
        // The demo basket: several lines and a total of a few hundred euros ("366,05 €").
        QTRY_VERIFY_WITH_TIMEOUT(button->count() > 0 && button->text().contains(QRegularExpression(QStringLiteral("\\d{3}"))), kNet);
        const QString total = button->text();
        QVERIFY2(button->isVisible(), qPrintable(total));

        // By geometry: the bubble stays left of the total's first glyph, and the total is not cut.
        for (int count : {button->count(), 9, 88, 100}) {
            button->setCount(count);
            QCoreApplication::processEvents(); // the toolbar lays the button out anew
            const QFontMetrics fm = button->fontMetrics();
            const QRect text = button->textRect();
            const QRect ink(text.left(), text.top(), fm.horizontalAdvance(total), text.height());
            const QRectF bubble = button->badgeRect().adjusted(-1, -1, 1, 1); // with its outline
            QVERIFY2(!bubble.intersects(QRectF(ink)),
                     qPrintable(QStringLiteral("%1 lines: bubble %2,%3 %4×%5 over “%6” at x %7")
                                    .arg(count).arg(bubble.x()).arg(bubble.y()).arg(bubble.width()).arg(bubble.height())
                                    .arg(total).arg(ink.left())));
            QVERIFY2(ink.right() < button->width(), qPrintable(QStringLiteral("“%1” cut at %2 px").arg(total).arg(button->width())));
            QVERIFY(button->rect().contains(button->iconRect()));
            QVERIFY2(QRectF(button->rect()).contains(bubble.adjusted(0.5, 0.5, -0.5, -0.5)), "the bubble is cut");
        }

        // By pixels: the total looks the same with and without the bubble.
        button->setCount(88);
        const QImage with = button->grab().toImage();
        button->setCount(0);
        const QImage without = button->grab().toImage();
        QCOMPARE(with.size(), without.size());
        const qreal dpr = with.devicePixelRatio();
        const QRect text = button->textRect();
        const QRect area(QPoint(int(text.left() * dpr), int(text.top() * dpr)), QSize(int(text.width() * dpr), int(text.height() * dpr)));
        int differing = 0;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right() && x < with.width(); ++x)
                differing += with.pixel(x, y) != without.pixel(x, y);
        QCOMPARE(differing, 0);
        // And the bubble is drawn at all (else the comparison above proves nothing).
        QVERIFY(with != without);
    }
};

QTEST_MAIN(TestHeaderFit)
#include "tst_headerfit.moc"
