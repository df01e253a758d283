// Column headers are never cut off at 1024 × 700 in any shipped language ("Einzelpreis netto",
// "Conditionnement", "Prezzo unit. netto"): every visible section of the basket and list tables
// is at least as wide as its text with the style's margins, in the net and the gross mode.
// The real app (demo mode) in each language; its .qm files are embedded in this test.

#include "app/shell/AppController.h"
#include "tests/common/TestEnv.h"
#include "ui/BasketPage.h"
#include "ui/ListsPage.h"
#include "ui/MainWindow.h"
#include "ui/ToolbarWidgets.h"

#include <QApplication>
#include <QHeaderView>
#include <QToolButton>
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
        o.show = shell::AppOptions::View::Basket;
        o.windowSize = QSize(1024, 700);
        o.windowSizeGiven = true;
        auto app = std::make_unique<shell::AppController>(o);
        QVERIFY(app->start());
        QTRY_VERIFY_WITH_TIMEOUT(mainWindow() && mainWindow()->basketPage()->isVisible() && !mainWindow()->isBusy(), kNet);
        ui::MainWindow *w = mainWindow();
        QCOMPARE(w->size(), QSize(1024, 700));
        QCOMPARE(QLocale().name().left(2), locale.left(2)); // the language is in effect

        auto *basket = w->basketPage()->findChild<QTableView *>(QStringLiteral("basketTable"));
        QTableView *lists = w->listsPage()->itemsView();
        QVERIFY(basket);
        for (QToolButton *mode : {w->priceModeSwitch()->netButton(), w->priceModeSwitch()->grossButton()}) {
            QTest::mouseClick(mode, Qt::LeftButton);
            w->showPage(ui::MainWindow::Page::Basket);
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
            w->showPage(ui::MainWindow::Page::Lists);
            QTRY_VERIFY_WITH_TIMEOUT(lists->isVisible() && lists->model()->rowCount() > 0 && !w->isBusy(), kNet);
            QCoreApplication::processEvents();
            QVERIFY2(cutSections(lists).isEmpty(), qPrintable(cutSections(lists).join(u'\n')));
        }
    }
};

QTEST_MAIN(TestHeaderFit)
#include "tst_headerfit.moc"
