// Offline reading through the real window on the embedded backend (loopback HTTP): the last
// loaded lists, list items, article, basket and searches stay readable when the server stops,
// marked as saved copies with a banner; a search matches the saved articles (labelled); an add
// is refused and never sent later; the views come back by themselves when the server does. A
// remembered login starts offline when the server is down; another customer's copies are never
// shown.

#include "app/control/OfflineCache.h"
#include "app/control/ImportController.h"
#include "app/control/PriceHistory.h"
#include "app/control/QuickOrder.h"
#include "app/demo/DemoServer.h"
#include "app/localstore/LocalStore.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/Banner.h"
#include "ui/BasketPage.h"
#include "ui/BundleRow.h"
#include "ui/QuantityEdit.h"
#include "ui/CataloguePage.h"
#include "ui/ImportDialog.h"
#include "ui/ListsPage.h"
#include "ui/OfflineAdds.h"
#include "ui/QuickOrderPage.h"
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/ImportLauncher.h"
#include "ui/SignInFlow.h"
#include "ui/PageList.h"
#include "ui/SavedMark.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QMetaEnum>
#include <QListWidget>
#include <QListView>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using View = control::OfflineCache::View;

namespace {
constexpr int kNet = 20000;
} // namespace

class TestOffline : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    // The local store of a test: kept across a rebuilt graph (a restart), new for each test.
    std::unique_ptr<QTemporaryDir> storeDir;
    QString storePath() const { return storeDir->filePath(QStringLiteral("localstore.sqlite")); }
    std::unique_ptr<ui::MainWindow> w;

    control::OfflineCache *offline() const { return fx->graph->offlineCache(); }
    // Shortcuts reach the active window only.
    void activate()
    {
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
    }

    // Ctrl+1 … by the page's place in the page list.
    void showPage(const QString &name)
    {
        activate();
        const int page = int(ui::pageNames().indexOf(name));
        QTest::keyClick(w.get(), Qt::Key(Qt::Key_1 + page), Qt::ControlModifier);
        QCOMPARE(w->pages()->currentName(), name);
    }

    ui::Banner *banner() const { return w->findChild<ui::Banner *>(QStringLiteral("offlineBanner")); }

    // The saved-copy tag of a view.
    ui::SavedMark *markOf(View view) const
    {
        const char *name = QMetaEnum::fromType<View>().valueToKey(int(view));
        return w->findChild<ui::SavedMark *>(QStringLiteral("savedMark") + QString::fromLatin1(name));
    }

    void showWindow()
    {
        offline()->setRetryDelays(200, 800);
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }

    void startWithServer()
    {
        fx = std::make_unique<test::UiFixture>(storePath());
        demo::DemoOptions options;
        options.prefillDemoBasket = true;
        QVERIFY(fx->startServer(options));
        showWindow();
    }

    // The sign-in form by keyboard: the demo shop, `username` (empty: the prefilled one).
    void signIn(const QString &username, bool remember)
    {
        QPointer<ui::LoginDialog> login = w->signIn()->openLogin(false);
        QVERIFY(QTest::qWaitForWindowExposed(login));
        if (!username.isEmpty()) {
            auto *user = login->findChild<QLineEdit *>(QStringLiteral("username"));
            user->selectAll();
            QTest::keyClicks(user, username);
            auto *password = login->findChild<QLineEdit *>(QStringLiteral("password"));
            password->selectAll();
            QTest::keyClicks(password, QStringLiteral("demo"));
        }
        login->findChild<QCheckBox *>(QStringLiteral("rememberMe"))->setChecked(remember);
        QTest::keyClick(login->findChild<QLineEdit *>(QStringLiteral("password")), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(login->step(), ui::LoginDialog::Step::ChooseAddress, kNet);
        QTest::keyClick(login->findChild<QListWidget *>(QStringLiteral("addressList")), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(fx->session.currentAddressIndex() >= 0, kNet);
        QTRY_VERIFY(!login || !login->isVisible());
        activate();
    }

    void typeSearch(const QString &text)
    {
        showPage(QStringLiteral("search"));
        QLineEdit *field = w->searchField();
        field->setFocus();
        field->selectAll();
        QTest::keyClicks(field, text);
    }

    // Search, an article, the lists with the first list's items, the basket: as a buyer would.
    void loadEverything()
    {
        typeSearch(QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0 && fx->search.state() == models::SearchResultsModel::State::Idle, kNet);
        w->showFirstResult();
        QTRY_VERIFY_WITH_TIMEOUT(fx->details.hasArticle() && fx->details.state() == models::ArticleDetails::State::Idle
                                     && !fx->details.article().bundles.isEmpty(), kNet);
        showPage(QStringLiteral("lists"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->lists.rowCount() > 0, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(fx->listItems.rowCount() > 0, kNet);
        showPage(QStringLiteral("basket"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.hasBasket() && fx->basket.lineCount() > 0, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(!fx->basket.isBusy(), kNet);
        QVERIFY(fx->graph->priceHistory()->flush());
    }

    // An add from the article pane, typed: a quantity and Return.
    void addFromArticlePane()
    {
        showPage(QStringLiteral("search"));
        // The article's saved copy is on screen (the server did not answer for it).
        QTRY_VERIFY_WITH_TIMEOUT(fx->details.state() == models::ArticleDetails::State::Idle, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(markOf(View::Article)->isVisible(), kNet);
        QVERIFY(markOf(View::Article)->text().startsWith(QStringLiteral("Saved copy")));
        ui::BundleRow *row = nullptr;
        const auto shownRow = [&] { // the pane's rows show once the event loop has run
            for (ui::BundleRow *r : w->page<ui::CataloguePage>()->findChildren<ui::BundleRow *>(QStringLiteral("bundleRow0")))
                row = r->isVisible() ? r : row;
            return row != nullptr;
        };
        QTRY_VERIFY(shownRow());
        ui::QuantityEdit *quantity = row->quantityEdit();
        quantity->setFocus();
        quantity->selectAll();
        QTest::keyClicks(quantity, QStringLiteral("2"));
        QSignalSpy states(&fx->basket, &models::BasketModel::addStateChanged);
        QTest::keyClick(quantity, Qt::Key_Return);
        // The row may be rebuilt meanwhile: any shown status of the pane.
        const auto refused = [this] {
            for (auto *label : w->page<ui::CataloguePage>()->findChildren<QLabel *>(QStringLiteral("addStatus")))
                if (label->isVisible() && label->text().contains(QStringLiteral("cannot be reached")))
                    return true;
            return false;
        };
        QTRY_VERIFY(refused());
        QCOMPARE(states.size(), 1); // one report: failed, nothing in flight
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QApplication::setQuitOnLastWindowClosed(false);
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void init()
    {
        QSettings().clear();
        storeDir = std::make_unique<QTemporaryDir>();
        QVERIFY(storeDir->isValid());
    }

    void cleanup()
    {
        w.reset();
        fx.reset();
        storeDir.reset();
    }

    // The server stops while the buyer works: every view stays, marked, and comes back.
    void serverStopsAndComesBack()
    {
        startWithServer();
        signIn({}, false);
        loadEverything();
        const int basketLines = fx->basket.lineCount();
        const quint16 port = fx->server()->port();

        fx->server()->close();
        activate();
        QTest::keyClick(w.get(), Qt::Key_F5); // the basket page reads again: no answer
        QTRY_VERIFY_WITH_TIMEOUT(offline()->isOffline(), kNet);
        QTRY_VERIFY(banner()->isShown());
        QVERIFY2(banner()->text().startsWith(QStringLiteral("Offline since ")), qPrintable(banner()->text()));
        QVERIFY(banner()->text().contains(QStringLiteral("data from today ")));
        QCOMPARE(fx->basket.lineCount(), basketLines);
        QTRY_VERIFY(markOf(View::Basket)->isVisible());
        QVERIFY(markOf(View::Basket)->text().startsWith(QStringLiteral("Saved copy")));

        // Another text: the saved articles answer, labelled as such.
        typeSearch(QStringLiteral("goud"));
        QTRY_VERIFY_WITH_TIMEOUT(offline()->searchIsLocal() && fx->search.query() == QStringLiteral("goud"), kNet);
        QVERIFY(fx->search.rowCount() > 0);
        for (int row = 0; row < fx->search.rowCount(); ++row)
            QVERIFY(fx->search.articleAt(row)->name.contains(QStringLiteral("ouda"), Qt::CaseInsensitive));
        QTRY_COMPARE(markOf(View::Search)->text(), QStringLiteral("Offline results from saved articles"));
        QVERIFY(markOf(View::Search)->isVisible());

        // An add is refused at once and not kept.
        w->showFirstResult();
        addFromArticlePane();
        QCOMPARE(fx->server()->addItemRequestCount(), 0);

        // The server again: the views load by themselves, the banner goes, no add arrives.
        QVERIFY(fx->server()->listen(QHostAddress::LocalHost, port));
        QTRY_VERIFY_WITH_TIMEOUT(!offline()->isOffline(), kNet);
        QTRY_VERIFY(!banner()->isShown());
        QTRY_VERIFY_WITH_TIMEOUT(!offline()->searchIsLocal() && fx->search.state() == models::SearchResultsModel::State::Idle
                                     && fx->search.rowCount() > 0, kNet);
        QVERIFY(!markOf(View::Search)->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!fx->basket.isBusy() && fx->basket.lineCount() == basketLines, kNet);
        QCOMPARE(fx->server()->addItemRequestCount(), 0);
    }

    // Offline, every add action is off and says why (nothing can be added then); back online,
    // each is on again. Keys still answer with the refusal (serverStopsAndComesBack).
    void addActionsOffWhileOffline()
    {
        startWithServer();
        signIn({}, false);
        loadEverything();
        const quint16 port = fx->server()->port();
        // A quick order filled from the basket, an order file checked, a list line selected.
        w->showPage<ui::QuickOrderPage>();
        fx->graph->services().quickOrder->fillFromBasket();
        QTRY_VERIFY_WITH_TIMEOUT(!fx->graph->services().quickOrder->sendableRows().isEmpty()
                                     && !fx->graph->services().quickOrder->isBusy(), kNet);
        w->showPage<ui::ListsPage>();
        QTableView *items = w->page<ui::ListsPage>()->itemsView();
        items->selectRow(0);
        w->showPage<ui::CataloguePage>();
        const QString pack = fx->piecePackFor(QStringLiteral("milk"));
        QVERIFY(!pack.isEmpty());
        QPointer<ui::ImportDialog> import = w->imports()->importOrderText(pack + QStringLiteral(";2\n"), QStringLiteral("order.csv"));
        QVERIFY(import);
        QTRY_COMPARE_WITH_TIMEOUT(import->controller()->state(), control::ImportController::State::Checked, kNet);

        const auto addButtons = [&] {
            QList<QAbstractButton *> buttons;
            for (ui::BundleRow *row : w->page<ui::CataloguePage>()->findChildren<ui::BundleRow *>())
                if (row->isVisible())
                    buttons << row->addButton();
            buttons << w->page<ui::ListsPage>()->findChild<QPushButton *>(QStringLiteral("addAllButton"))
                    << w->page<ui::ListsPage>()->findChild<QPushButton *>(QStringLiteral("addSelectedButton"))
                    << w->page<ui::QuickOrderPage>()->findChild<QPushButton *>(QStringLiteral("quickOrderAddAll"))
                    << import->findChild<QPushButton *>(QStringLiteral("importAdd"));
            return buttons;
        };
        QList<QAbstractButton *> buttons = addButtons();
        QVERIFY(buttons.size() >= 5);
        for (QAbstractButton *b : buttons) {
            QVERIFY2(b, "an add button is missing");
            QVERIFY2(b->isEnabled(), qPrintable(b->objectName()));
            QVERIFY(b->toolTip() != ui::OfflineAdds::reason());
        }

        // The import preview is the active window now: no keys to the main window below.
        fx->server()->close();
        fx->basket.refresh(); // no answer
        QTRY_VERIFY_WITH_TIMEOUT(offline()->isOffline(), kNet);
        QTRY_VERIFY(banner()->isShown());
        buttons = addButtons();
        QVERIFY(buttons.size() >= 5);
        for (QAbstractButton *b : buttons) {
            QVERIFY2(!b->isEnabled(), qPrintable(b->objectName()));
            QCOMPARE(b->toolTip(), ui::OfflineAdds::reason());
        }

        QVERIFY(fx->server()->listen(QHostAddress::LocalHost, port));
        QTRY_VERIFY_WITH_TIMEOUT(!offline()->isOffline(), kNet);
        QTRY_VERIFY_WITH_TIMEOUT(fx->details.state() == models::ArticleDetails::State::Idle && !markOf(View::Article)->isVisible(), kNet);
        QTRY_VERIFY_WITH_TIMEOUT(fx->listItems.rowCount() > 0 && !w->page<ui::ListsPage>()->isBusy(), kNet);
        items->selectRow(0); // the list was read again: a new selection
        for (QAbstractButton *b : addButtons()) {
            QTRY_VERIFY2(b->isEnabled(), qPrintable(b->objectName()));
            QVERIFY(b->toolTip() != ui::OfflineAdds::reason());
        }
        QCOMPARE(fx->server()->addItemRequestCount(), 0);
        delete import;
    }

    // A remembered login with the server down: the saved views instead of an error; the
    // sign-in completes by itself once the server is back.
    void startsOfflineWithRememberedLogin()
    {
        startWithServer();
        signIn({}, true);
        loadEverything();
        QVERIFY(!fx->session.secretsInMemoryOnly());
        const int basketLines = fx->basket.lineCount();
        const int lists = fx->lists.rowCount();
        const quint16 port = fx->server()->port();
        const QUrl url = fx->server()->url();
        const control::SignIn demo = fx->services().demoCredentials;

        // Restart with nothing listening on the port.
        w.reset();
        fx.reset();
        fx = std::make_unique<test::UiFixture>(storePath());
        fx->graph->setDemoServer(url, demo);
        showWindow();
        QPointer<ui::LoginDialog> login = w->signIn()->openLogin(true); // what the app does at start
        QTRY_VERIFY_WITH_TIMEOUT(offline()->isOffline(), kNet);
        QTRY_VERIFY(!login || !login->isVisible());
        QVERIFY(banner()->isShown());

        showPage(QStringLiteral("lists"));
        QTRY_COMPARE(fx->lists.rowCount(), lists);
        QTRY_VERIFY(fx->listItems.rowCount() > 0);
        QTRY_VERIFY(markOf(View::List)->isVisible());
        // The saved lists' names, each on a row of its own: no row overlaps the next, and each
        // is as tall as the view says a row is (they were placed before the style applied).
        auto *listsView = w->findChild<QListView *>(QStringLiteral("listsView"));
        QVERIFY(listsView && listsView->model()->rowCount() >= 2);
        for (int r = 0; r < listsView->model()->rowCount(); ++r) {
            const QModelIndex index = listsView->model()->index(r, 0);
            const QRect rect = listsView->visualRect(index);
            QVERIFY2(rect.height() >= listsView->fontMetrics().height(), qPrintable(index.data().toString()));
            if (r > 0) {
                const QRect previous = listsView->visualRect(listsView->model()->index(r - 1, 0));
                QVERIFY2(!rect.intersects(previous), qPrintable(index.data().toString()));
            }
        }
        showPage(QStringLiteral("basket"));
        QCOMPARE(fx->basket.lineCount(), basketLines);
        QVERIFY(fx->basket.showsSaved());
        QVERIFY(markOf(View::Basket)->isVisible());
        typeSearch(QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.query() == QStringLiteral("gouda") && fx->search.rowCount() > 0, kNet);
        w->showFirstResult();
        QTRY_VERIFY(fx->details.hasArticle());
        addFromArticlePane();

        // The server starts: signed in again, the saved copies replaced, nothing was added.
        demo::DemoOptions options;
        options.prefillDemoBasket = true;
        QVERIFY(fx->startServer(options, port));
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedIn, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(!offline()->isOffline() && fx->session.currentAddressIndex() >= 0, kNet);
        QTRY_VERIFY(!banner()->isShown());
        QTRY_VERIFY_WITH_TIMEOUT(!fx->basket.showsSaved() && !fx->basket.isBusy() && fx->basket.lineCount() == basketLines, kNet);
        QCOMPARE(fx->server()->addItemRequestCount(), 0);
    }

    // Two customers on one computer: offline, the second sees nothing the first saved.
    void noOtherCustomersCopies()
    {
        startWithServer();
        signIn({}, false);
        loadEverything();
        const localstore::StoreKey first = localstore::StoreKey::of(fx->session.baseUrl(), fx->session.customerId(),
                                                                    fx->session.currentAddress().storeId);
        fx->graph->sessionController()->logout();
        QTRY_COMPARE(fx->session.state(), auth::Session::State::LoggedOut);
        if (auto *open = w->signIn()->loginDialog())
            open->reject();

        signIn(QStringLiteral("hotel@example.com"), false);
        QVERIFY(fx->session.customerId() != first.customer);
        fx->server()->close();
        activate();
        QTest::keyClick(w.get(), Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(offline()->isOffline(), kNet);
        typeSearch(QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(offline()->searchIsLocal() && fx->search.query() == QStringLiteral("gouda"), kNet);
        QCOMPARE(fx->search.rowCount(), 0);
        showPage(QStringLiteral("lists"));
        QTRY_VERIFY(fx->lists.state() != models::PersonalListsModel::State::Loading);
        QCOMPARE(fx->lists.rowCount(), 0);
        // The first customer's copies are still there, just not for this one.
        QVERIFY(!fx->graph->priceHistory()->store()->searchCached(first, QStringLiteral("gouda")).isEmpty());
    }
};

QTEST_MAIN(TestOffline)
#include "tst_offline.moc"
