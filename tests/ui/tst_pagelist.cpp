// The pages plug in: every entry of ui::pageList() is reached through each way the window
// offers (View menu entry, Ctrl+N by its place, its toolbar tab, MainWindow::page<T>), answers
// the window's questions (busy, order sheet, comparison), and what a page asks of the window
// (WindowCommand) is done. Typed with real key events on the real window over the demo backend.

#include "app/auth/Session.h"
#include "app/control/SessionController.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/Banner.h"
#include "ui/BasketPage.h"
#include "ui/CataloguePage.h"
#include "ui/GuidePage.h"
#include "ui/ImportDialog.h"
#include "ui/ImportLauncher.h"
#include "ui/ListsPage.h"
#include "ui/MainWindow.h"
#include "ui/PageList.h"
#include "ui/QuickOrderPage.h"
#include "ui/Theme.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTest>
#include <QToolButton>

using namespace webshop;

namespace {
constexpr int kNet = 20000;

QAction *viewMenuEntry(QMainWindow &w, int index)
{
    return w.findChild<QAction *>(QStringLiteral("actionPage%1").arg(index + 1));
}
} // namespace

class TestPageList : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void init()
    {
        QSettings().clear();
        fx = std::make_unique<test::UiFixture>();
        QVERIFY(fx->startServer());
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        fx->session.login(fx->demoCredentials());
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedIn, kNet);
        fx->session.selectAddress(0);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
    }
    void cleanup()
    {
        w.reset();
        fx.reset();
    }

    void everyPageOfTheListIsReachedEveryWay()
    {
        const std::vector<ui::PageInfo> &pages = ui::pageList();
        QVERIFY(pages.size() >= 5);
        QStringList names;
        for (int i = 0; i < int(pages.size()); ++i) {
            const ui::PageInfo &info = pages[i];
            QVERIFY2(!names.contains(info.name), qPrintable(info.name)); // --show names are unique
            names << info.name;
            // The View menu's entry: the page's words and Ctrl+N by its place.
            QAction *entry = viewMenuEntry(*w, i);
            QVERIFY2(entry, qPrintable(info.name));
            QCOMPARE(entry->text(), info.menuTitle());
            QCOMPARE(entry->shortcut(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
            // Typed: Ctrl+N shows it, checks its entry, and it is the class the list names.
            QTest::keyClick(w.get(), Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
            QCOMPARE(w->pages()->currentName(), info.name);
            QVERIFY(entry->isChecked());
            ui::Page *page = w->pages()->current();
            QVERIFY(page && page->isVisible());
            QCOMPARE(page->metaObject(), info.type);
            // The screenshot's wait: the page settles.
            QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), kNet);
            QTRY_VERIFY_WITH_TIMEOUT(!w->isBusy(), kNet);
            // Its toolbar tab, when it has one, shows the page too.
            auto *tab = w->findChild<QToolButton *>(u"nav" + info.name.left(1).toUpper() + info.name.mid(1));
            QCOMPARE(bool(tab), info.tabText != nullptr);
            if (tab) {
                QCOMPARE(tab->text(), info.tabTitle());
                QTest::keyClick(w.get(), Qt::Key_1, Qt::ControlModifier);
                QVERIFY(!w->pages()->isShowing<ui::BasketPage>() || i == 1);
                tab->click();
                QCOMPARE(w->pages()->currentName(), info.name);
            }
            // By name (--show NAME).
            QTest::keyClick(w.get(), Qt::Key_1, Qt::ControlModifier);
            QVERIFY(w->pages()->showPage(info.name));
            QCOMPARE(w->pages()->current(), page);
        }
        QCOMPARE(ui::pageNames(), names);
        QVERIFY(!w->pages()->showPage(QStringLiteral("nosuchpage")));
        // The typed classes are the list's.
        w->showPage<ui::QuickOrderPage>();
        QCOMPARE(w->pages()->current(), static_cast<ui::Page *>(w->page<ui::QuickOrderPage>()));
        QVERIFY(w->isShowing<ui::QuickOrderPage>());
    }

    void theBasketPageExportsAndComparesItsLines()
    {
        QTest::keyClick(w.get(), Qt::Key_2, Qt::ControlModifier);
        QVERIFY(w->isShowing<ui::BasketPage>());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isBusy(), kNet);
        // The demo basket starts empty: nothing to export, and Compare Stores takes the basket.
        QVERIFY(!w->pages()->currentOrderSheet());
        QCOMPARE(w->pages()->currentComparison().what, QStringLiteral("Your basket"));
        // The search page has no order lines of its own.
        QTest::keyClick(w.get(), Qt::Key_1, Qt::ControlModifier);
        QVERIFY(!w->pages()->current()->orderSheet({}));
        QVERIFY(w->pages()->current()->comparison().lines.isEmpty());
    }

    void whatAPageAsksTheWindowIsDone()
    {
        QTest::keyClick(w.get(), Qt::Key_5, Qt::ControlModifier);
        ui::Page *guide = w->pages()->current();
        QCOMPARE(guide->metaObject(), &ui::GuidePage::staticMetaObject);
        // Another page, by name.
        emit guide->commandRequested(ui::WindowCommand::ShowPage, QStringLiteral("lists"));
        QVERIFY(w->isShowing<ui::ListsPage>());
        // Find: the search page, the cursor in the search field.
        emit w->pages()->current()->commandRequested(ui::WindowCommand::FindArticles);
        QVERIFY(w->isShowing<ui::CataloguePage>());
        QTRY_VERIFY(w->searchField()->hasFocus());
        // Lines for the import preview: every one accounted for, nothing added.
        QTest::keyClick(w.get(), Qt::Key_4, Qt::ControlModifier);
        emit w->pages()->current()->commandRequested(ui::WindowCommand::ImportLines, QByteArray("100001;2\n100002;3\n"));
        QVERIFY(w->imports()->importDialog());
        QTRY_VERIFY_WITH_TIMEOUT(!w->imports()->importDialog()->isBusy(), kNet);
        w->imports()->importDialog()->close();
        // Clear: the field and the results emptied.
        w->startSearch(QStringLiteral("coffee"));
        emit w->pages()->current()->commandRequested(ui::WindowCommand::ClearSearch);
        QVERIFY(w->searchField()->text().isEmpty());
    }

private:
    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;
};

QTEST_MAIN(TestPageList)
#include "tst_pagelist.moc"
