// The window against the embedded backend over real loopback HTTP: log in and pick an
// address; search, page in, open details, add cases and kilograms, compare the basket total
// with the server's; add a list; error banners on a backend fault; net/gross everywhere.

#include "app/demo/DemoServer.h"
#include "models/AddResultText.h"
#include "models/MoneyFormat.h"
#include "tests/common/Await.h"
#include "tests/common/ServerBasket.h"
#include "tests/common/Step.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/ArticleDetailsPane.h"
#include "ui/Banner.h"
#include "ui/BasketPage.h"
#include "ui/BatchAddSummary.h"
#include "ui/BundleRow.h"
#include "ui/EmptyState.h"
#include "ui/ListsPage.h"
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/SignInFlow.h"
#include "ui/WindowMenus.h"
#include "ui/QuantityEdit.h"
#include "ui/CataloguePage.h"
#include "ui/Theme.h"
#include "ui/ToolbarWidgets.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace webshop;
using ui::MainWindow;

namespace {
constexpr int kNet = 20000; // generous: two cores shared by a whole team
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<MainWindow> w;

    // Logs in through the dialog as the demo customer and picks the address at `addressRow`.
    void loginThroughDialog(int addressRow)
    {
        ui::LoginDialog *login = w->signIn()->openLogin(false);
        QVERIFY(login);
        QTRY_VERIFY(login->isVisible());
        // The demo shop is offered and prefilled.
        auto *server = login->findChild<QComboBox *>(QStringLiteral("serverChoice"));
        QCOMPARE(server->currentText(), ui::LoginDialog::tr("Demo shop (built in)"));
        QCOMPARE(login->findChild<QLineEdit *>(QStringLiteral("apiUser"))->text(), fx->demoCredentials().apiUser);
        QTest::mouseClick(login->findChild<QPushButton *>(QStringLiteral("loginButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(login->step(), ui::LoginDialog::Step::ChooseAddress, kNet);
        auto *addresses = login->findChild<QListWidget *>(QStringLiteral("addressList"));
        QVERIFY(addresses->count() > addressRow);
        // Street, zip and city are shown.
        const values::DeliveryAddress expected = fx->session.deliveryAddresses().at(addressRow);
        QVERIFY(addresses->item(addressRow)->text().contains(expected.zipcode));
        QVERIFY(addresses->item(addressRow)->text().contains(expected.city));
        addresses->setCurrentRow(addressRow);
        QTest::mouseClick(login->findChild<QPushButton *>(QStringLiteral("addressButton")), Qt::LeftButton);
        QTRY_VERIFY(!login->isVisible());
        QCOMPARE(fx->session.currentAddressIndex(), addressRow);
        QCOMPARE(fx->client.context().storeId, expected.storeId);
        // The window is the active one again (a window manager does this; offscreen we ask).
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
    }

    test::Awaited idle()
    {
        return test::waitUntil([this] { return !w->isBusy(); }, QStringLiteral("the window to be idle"), kNet);
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void init()
    {
        QSettings().clear(); // no delivery address remembered from an earlier test
        fx = std::make_unique<test::UiFixture>();
        QVERIFY(fx->startServer());
        w = std::make_unique<MainWindow>(fx->services());
        w->resize(1440, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }

    void cleanup()
    {
        w.reset();
        fx.reset();
    }

    void wrongPasswordIsSaidPlainly()
    {
        ui::LoginDialog *login = w->signIn()->openLogin(false);
        login->findChild<QLineEdit *>(QStringLiteral("password"))->setText(QStringLiteral("wrong"));
        QTest::mouseClick(login->findChild<QPushButton *>(QStringLiteral("loginButton")), Qt::LeftButton);
        auto *banner = login->findChild<ui::Banner *>(QStringLiteral("loginBanner"));
        QTRY_VERIFY_WITH_TIMEOUT(banner->isShown(), kNet);
        QCOMPARE(banner->kind(), ui::Banner::Kind::Error);
        QVERIFY(!banner->text().isEmpty());
        QVERIFY(!banner->text().contains(QStringLiteral("wrong"))); // never echo a password
        QCOMPARE(login->step(), ui::LoginDialog::Step::Credentials);
        QVERIFY(login->findChild<QPushButton *>(QStringLiteral("loginButton"))->isEnabled());
        QCOMPARE(fx->session.state(), auth::Session::State::LoggedOut);
    }

    void unreachableServerIsSaidPlainly()
    {
        ui::LoginDialog *login = w->signIn()->openLogin(false);
        auto *server = login->findChild<QComboBox *>(QStringLiteral("serverChoice"));
        server->setCurrentIndex(server->count() - 1); // company server
        // A port nobody listens on: the connection is refused.
        login->findChild<QLineEdit *>(QStringLiteral("serverUrl"))->setText(QStringLiteral("http://127.0.0.1:9"));
        QTest::mouseClick(login->findChild<QPushButton *>(QStringLiteral("loginButton")), Qt::LeftButton);
        auto *banner = login->findChild<ui::Banner *>(QStringLiteral("loginBanner"));
        QTRY_VERIFY_WITH_TIMEOUT(banner->isShown(), kNet);
        QVERIFY2(banner->text().contains(QStringLiteral("cannot be reached")), qPrintable(banner->text()));
    }

    void loginPickAddressSearchPageDetailsAdd()
    {
        test::Step step("log in and pick the second address");
        CHECKED(loginThroughDialog(1));
        auto *addressBox = w->findChild<QComboBox *>(QStringLiteral("addressBox"));
        QCOMPARE(addressBox->currentData().toInt(), 1);
        QVERIFY(addressBox->isEnabled());
        AWAITED(idle());

        // Search: pages of 20 so that page 3 is reached by scrolling.
        step.next("search and scroll to page 3");
        fx->search.setPageSize(20);
        QSignalSpy pages(&fx->search, &models::SearchResultsModel::pageLoaded);
        w->startSearch(QStringLiteral("a"));
        QTRY_VERIFY_WITH_TIMEOUT(pages.count() >= 1, kNet);
        QVERIFY2(fx->search.totalCount() > 60, "the query must have at least three pages");
        auto *title = w->findChild<QLabel *>(QStringLiteral("resultsTitle"));
        QVERIFY2(title->text().contains(QLocale().toString(fx->search.totalCount())), qPrintable(title->text()));
        QListView *view = w->page<ui::CataloguePage>()->resultsView();
        for (int i = 0; i < 20 && fx->search.rowCount() < 60; ++i) {
            view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
            QTRY_VERIFY_WITH_TIMEOUT(fx->search.state() != models::SearchResultsModel::State::Loading, kNet);
            QCoreApplication::processEvents();
        }
        QVERIFY2(fx->search.rowCount() >= 60, qPrintable(QString::number(fx->search.rowCount())));
        QVERIFY(pages.count() >= 3);
        AWAITED(idle());

        // Open the details of an article with a case bundle, add 3 cases.
        step.next("add 3 cases from the details");
        const auto caseRow = [this]() -> int {
            for (int r = 0; r < fx->search.rowCount(); ++r) {
                const values::Article *a = fx->search.articleAt(r);
                if (a->bundles.size() > 1 && !a->bundles.at(1).isWeightArticle)
                    return r;
            }
            return -1;
        }();
        QVERIFY(caseRow >= 0);
        view->setCurrentIndex(fx->search.index(caseRow));
        const QString caseBundle = fx->search.articleAt(caseRow)->bundles.at(1).bundleId;
        ui::ArticleDetailsPane *details = w->page<ui::CataloguePage>()->detailsPane();
        QTRY_VERIFY(details->bundleRowCount() >= 2);
        ui::BundleRow *row = details->bundleRow(1);
        QCOMPARE(row->bundleId(), caseBundle);
        QVERIFY(!row->isWeight());
        row->quantityEdit()->setValue(3);
        QTest::mouseClick(row->addButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(details->bundleRow(1)->status(), ui::BundleRow::Status::Ok, kNet);
        QVERIFY(details->bundleRow(1)->statusText().contains(QStringLiteral("3")));

        // A weight article: 1.5 kg typed and Enter.
        step.next("add 1.5 kg typed into the details");
        w->startSearch(QStringLiteral("salmon"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0 && fx->search.state() != models::SearchResultsModel::State::Loading, kNet);
        int weightRow = -1;
        for (int r = 0; r < fx->search.rowCount() && weightRow < 0; ++r)
            if (fx->search.articleAt(r)->bundles.value(0).isWeightArticle)
                weightRow = r;
        QVERIFY2(weightRow >= 0, "the demo range sells salmon by weight");
        view->setCurrentIndex(fx->search.index(weightRow));
        const QString kgBundle = fx->search.articleAt(weightRow)->bundles.at(0).bundleId;
        QTRY_VERIFY(details->bundleRowCount() >= 1 && details->bundleRow(0)->bundleId() == kgBundle);
        ui::QuantityEdit *kg = details->bundleRow(0)->quantityEdit();
        QVERIFY(kg->isWeightArticle());
        kg->setFocus();
        kg->selectAll();
        QTest::keyClicks(kg, QStringLiteral("1.5"));
        QCOMPARE(kg->quantity().value_or(values::Decimal()), values::Decimal::fromUnits(15000));
        QTest::keyClick(kg, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(details->bundleRow(0)->status(), ui::BundleRow::Status::Ok, kNet);

        // The basket page shows what the server has.
        step.next("the basket page shows the server's basket");
        QTest::keyClick(w.get(), Qt::Key_2, Qt::ControlModifier);
        QVERIFY(w->isShowing<ui::BasketPage>());
        AWAITED(idle());
        values::Basket server;
        AWAITED(test::readServerBasket(fx->client, server, kNet));
        QVERIFY(server.item(caseBundle));
        QCOMPARE(server.item(caseBundle)->quantity, values::Decimal::fromInt(3));
        QVERIFY(server.item(kgBundle));
        QCOMPARE(server.item(kgBundle)->quantity, values::Decimal::fromUnits(15000));
        QVERIFY(server.total.grossTotal.has_value());
        QTRY_COMPARE(w->page<ui::BasketPage>()->totalText(), fx->prices.format(server.total.grossTotal));
        QCOMPARE(w->page<ui::BasketPage>()->table()->model()->rowCount(), int(server.items.size()));
        auto *badge = w->findChild<ui::BasketButton *>(QStringLiteral("basketButton"));
        QCOMPARE(badge->count(), int(server.items.size()));
        QCOMPARE(badge->text(), fx->prices.format(server.total.grossTotal));
    }

    void netGrossToggleChangesEveryPrice()
    {
        CHECKED(loginThroughDialog(0));
        AWAITED(idle());
        w->startSearch(QStringLiteral("coffee"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        AWAITED(idle());
        ui::ArticleDetailsPane *details = w->page<ui::CataloguePage>()->detailsPane();
        QTRY_VERIFY(details->bundleRowCount() > 0);
        fx->basket.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.hasBasket() && !fx->basket.isBusy(), kNet);
        fx->basket.addToBasket(details->bundleRow(0)->bundleId(), values::Decimal::fromInt(2));
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.lineCount() > 0 && !fx->basket.isBusy(), kNet);

        auto checkMode = [&](bool net) {
            using SR = models::SearchResultsModel;
            for (int r = 0; r < fx->search.rowCount(); ++r) {
                const QModelIndex idx = fx->search.index(r);
                QCOMPARE(idx.data(SR::PriceRole).toString(),
                         idx.data(net ? SR::PriceNetTextRole : SR::PriceGrossTextRole).toString());
            }
            // The details emphasise the chosen price.
            auto *netValue = details->bundleRow(0)->findChild<QLabel *>(QStringLiteral("price0"));
            auto *grossValue = details->bundleRow(0)->findChild<QLabel *>(QStringLiteral("price2"));
            QVERIFY((netValue->font().pointSizeF() > grossValue->font().pointSizeF()) == net);
            // The basket's total, its label and the toolbar badge.
            const QString total = net ? fx->basket.totalNetText() : fx->basket.totalGrossText();
            QCOMPARE(w->page<ui::BasketPage>()->totalText(), total);
            QCOMPARE(w->findChild<ui::BasketButton *>(QStringLiteral("basketButton"))->text(), total);
            QCOMPARE(w->priceModeSwitch()->isNet(), net);
        };
        checkMode(false);
        QTest::mouseClick(w->priceModeSwitch()->netButton(), Qt::LeftButton);
        QCOMPARE(fx->prices.mode(), models::PriceDisplay::Mode::Net);
        checkMode(true);
        QVERIFY(fx->basket.totalNetText() != fx->basket.totalGrossText());
        QTest::mouseClick(w->priceModeSwitch()->grossButton(), Qt::LeftButton);
        checkMode(false);
    }

    // A scroll bar only when the results are taller than the view: none beside 5 cards (an
    // empty groove reads as "there is more"), one for a long result list.
    void scrollBarOnlyWhenTheResultsScroll()
    {
        CHECKED(loginThroughDialog(0));
        w->resize(1440, 900);
        w->startSearch(QStringLiteral("espresso"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.state() == models::SearchResultsModel::State::Idle && fx->search.rowCount() > 0, kNet);
        AWAITED(idle());
        auto *view = w->page<ui::CataloguePage>()->findChild<QListView *>(QStringLiteral("resultsView"));
        QVERIFY(view);
        QVERIFY2(fx->search.rowCount() <= 6, qPrintable(QString::number(fx->search.rowCount())));
        QTRY_VERIFY(view->verticalScrollBar()->maximum() == 0);
        QVERIFY(!view->verticalScrollBar()->isVisible());
        w->startSearch(QStringLiteral("a"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.state() == models::SearchResultsModel::State::Idle && fx->search.rowCount() > 20, kNet);
        AWAITED(idle());
        QTRY_VERIFY(view->verticalScrollBar()->isVisible() && view->verticalScrollBar()->maximum() > 0);
    }

    void addListToBasket()
    {
        CHECKED(loginThroughDialog(0));
        QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
        QVERIFY(w->isShowing<ui::ListsPage>());
        QTRY_VERIFY_WITH_TIMEOUT(fx->listItems.count() > 0, kNet);
        AWAITED(idle());
        ui::ListsPage *page = w->page<ui::ListsPage>();
        // Skip every line but the first two (quantity 0), give the first 2 packs.
        const int rows = fx->listItems.rowCount();
        QVERIFY(rows >= 2);
        for (int r = 0; r < rows; ++r)
            QVERIFY(fx->listItems.setQuantity(r, r == 0 ? values::Decimal::fromInt(2) : r == 1 ? values::Decimal::fromInt(1)
                                                                                          : values::Decimal()));
        const QString first = fx->listItems.index(0, 0).data(models::ListItemsModel::BundleIdRole).toString();
        const QString second = fx->listItems.index(1, 0).data(models::ListItemsModel::BundleIdRole).toString();
        values::Basket before;
        AWAITED(test::readServerBasket(fx->client, before, kNet));
        const values::Decimal firstBefore = before.item(first) ? before.item(first)->quantity : values::Decimal();
        ui::BatchAddSummary::setNextAnswer(ui::BatchAddSummary::Answer::Add); // two lines: the summary (tst_batchadd_ui)
        QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("addAllButton")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), kNet);
        const QString added = models::describeAdd(values::AddState::Confirmed, {}).text;
        QCOMPARE(page->resultText(first), added);
        QCOMPARE(page->resultText(second), added);
        auto *summary = page->findChild<QLabel *>(QStringLiteral("listsSummary"));
        QCOMPARE(summary->text(), ui::ListsPage::tr("%Ln line(s) added to the basket.", nullptr, 2));
        values::Basket after;
        AWAITED(test::readServerBasket(fx->client, after, kNet));
        QVERIFY(after.item(first));
        QCOMPARE(after.item(first)->quantity, firstBefore + values::Decimal::fromInt(2));
    }

    void errorBannersOnBackendFault()
    {
        CHECKED(loginThroughDialog(0));
        AWAITED(idle());
        demo::FaultOptions faults;
        faults.errorRate = 1.0;
        fx->server()->setFaults(faults);
        w->startSearch(QStringLiteral("tomatoes"));
        auto *empty = w->page<ui::CataloguePage>()->findChild<ui::EmptyState *>(QStringLiteral("searchEmptyState"));
        QTRY_COMPARE_WITH_TIMEOUT(fx->search.state(), models::SearchResultsModel::State::Error, kNet);
        QTRY_VERIFY(empty->isVisible());
        QCOMPARE(empty->title(), ui::CataloguePage::tr("The search did not work"));
        QVERIFY(empty->actionButton()->isVisible());
        AWAITED(idle()); // an error is a finished state: the screenshot may be taken

        // The basket: an inline banner with Retry, no modal box.
        w->showPage<ui::BasketPage>();
        fx->basket.refresh();
        ui::Banner *banner = w->page<ui::BasketPage>()->banner();
        QTRY_VERIFY_WITH_TIMEOUT(banner->isShown(), kNet);
        QCOMPARE(banner->kind(), ui::Banner::Kind::Error);
        QVERIFY(QApplication::activeModalWidget() == nullptr);

        // The backend recovers: Retry works in both places.
        fx->server()->setFaults({});
        QTest::mouseClick(banner->actionButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!banner->isShown(), kNet);
        w->showPage<ui::CataloguePage>();
        QTest::mouseClick(empty->actionButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        AWAITED(idle());
    }

    void checkoutOpensTheWebshop()
    {
        CHECKED(loginThroughDialog(0));
        QUrl opened;
        ui::BasketPage::setUrlOpener([&opened](const QUrl &url) {
            opened = url;
            return true;
        });
        w->showPage<ui::BasketPage>();
        auto *checkout = w->page<ui::BasketPage>()->findChild<QPushButton *>(QStringLiteral("checkoutButton"));
        QVERIFY(checkout && checkout->isVisible());
        QTest::mouseClick(checkout, Qt::LeftButton);
        QCOMPARE(opened.host(), fx->server()->url().host());
        QCOMPARE(opened.port(), fx->server()->url().port());
        ui::BasketPage::setUrlOpener({});
        // No button pretends to change or remove a line.
        const auto buttons = w->page<ui::BasketPage>()->findChildren<QPushButton *>();
        for (QPushButton *b : buttons) {
            QVERIFY2(!b->text().contains(QStringLiteral("Remove"), Qt::CaseInsensitive), qPrintable(b->text()));
            QVERIFY2(!b->text().contains(QStringLiteral("Delete"), Qt::CaseInsensitive), qPrintable(b->text()));
        }
    }

    void storeChangeForgetsTheOldStoresData()
    {
        CHECKED(loginThroughDialog(0));
        AWAITED(idle());
        w->startSearch(QStringLiteral("a"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        AWAITED(idle());
        QVERIFY(fx->articles.size() > 0);
        QVERIFY(fx->sync.hasBasket());
        // Another delivery address is another store: its prices, not the cached ones.
        QSignalSpy cacheChanged(&fx->articles, &models::ArticleCache::articlesChanged);
        fx->session.selectAddress(1);
        QVERIFY(!cacheChanged.isEmpty());
        QVERIFY(cacheChanged.constFirst().constFirst().toStringList().isEmpty()); // the clear
        QVERIFY(!fx->sync.hasBasket());
        QTRY_VERIFY_WITH_TIMEOUT(fx->sync.hasBasket(), kNet); // re-read for the new store
        AWAITED(idle());
    }

    void logoutFromTheLoginDialogClearsTheCustomersData()
    {
        // The login dialog logs out by itself (a cancelled address choice): the models must
        // not keep the previous customer's basket, results and articles.
        CHECKED(loginThroughDialog(0));
        w->startSearch(QStringLiteral("a"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(fx->sync.hasBasket(), kNet);
        AWAITED(idle());
        fx->session.logout();
        QVERIFY(!fx->sync.hasBasket());
        QCOMPARE(fx->basket.rowCount(), 0);
        QCOMPARE(fx->search.rowCount(), 0);
        QCOMPARE(fx->articles.size(), 0);
    }

    void logoutReturnsToLogin()
    {
        CHECKED(loginThroughDialog(0));
        w->menus()->logoutAction()->trigger();
        QCOMPARE(fx->session.state(), auth::Session::State::LoggedOut);
        QTRY_VERIFY(w->signIn()->loginDialog() && w->signIn()->loginDialog()->isVisible());
        QCOMPARE(fx->search.rowCount(), 0);
        QVERIFY(!w->findChild<QComboBox *>(QStringLiteral("addressBox"))->isVisible());
        w->signIn()->loginDialog()->reject();
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
