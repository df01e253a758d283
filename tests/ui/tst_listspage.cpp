// The personal lists page with the keyboard: one line per article, its pack chosen in the
// line's combo box (Tab, Alt+Down, arrows, Enter), a quantity typed, Enter adds exactly that
// pack and quantity once at the embedded backend; the next time the list offers that pack.

#include "app/demo/DemoServer.h"
#include "models/AddResultText.h"
#include "models/PackMemory.h"
#include "tests/common/Await.h"
#include "tests/common/ServerBasket.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/LargeAddGuard.h"
#include "ui/ListsPage.h"
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/SignInFlow.h"
#include "ui/QuantityEdit.h"
#include "ui/Theme.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTest>

using namespace webshop;
using IM = models::ListItemsModel;

namespace {
constexpr int kNet = 20000;

values::Decimal serverQuantity(api::ApiClient &client, const QString &bundleId)
{
    return test::serverQuantity(client, bundleId, kNet);
}
} // namespace

class TestListsPage : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    test::Awaited idle()
    {
        return test::waitUntil([this] { return !w->isBusy(); }, QStringLiteral("the window to be idle"), kNet);
    }

    void signIn()
    {
        ui::LoginDialog *login = w->signIn()->openLogin(false);
        QTRY_VERIFY(login->isVisible());
        QTest::mouseClick(login->findChild<QPushButton *>(QStringLiteral("loginButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(login->step(), ui::LoginDialog::Step::ChooseAddress, kNet);
        login->findChild<QListWidget *>(QStringLiteral("addressList"))->setCurrentRow(0);
        QTest::mouseClick(login->findChild<QPushButton *>(QStringLiteral("addressButton")), Qt::LeftButton);
        QTRY_VERIFY(!login->isVisible());
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
    }

    // The first line whose article has more than one pack and shows its first one.
    int lineWithPacks() const
    {
        for (int r = 0; r < fx->listItems.rowCount(); ++r)
            if (fx->listItems.articleAt(r)->bundles.size() > 1 && fx->listItems.packIndexAt(r) == 0)
                return r;
        return -1;
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QCoreApplication::setApplicationName(QStringLiteral("webshop-desktop-tests-listspage"));
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void init()
    {
        QSettings().clear();
        fx = std::make_unique<test::UiFixture>();
        QVERIFY(fx->startServer());
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1440, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        signIn();
        QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
        QVERIFY(w->isShowing<ui::ListsPage>());
        QTRY_VERIFY_WITH_TIMEOUT(fx->listItems.count() > 0, kNet);
        AWAITED(idle());
    }

    void cleanup()
    {
        w.reset();
        fx.reset();
        ui::LargeAddGuard::setNextAnswer(ui::LargeAddGuard::Answer::Ask);
    }

    void oneLinePerArticleCounted()
    {
        ui::ListsPage *page = w->page<ui::ListsPage>();
        const values::PersonalList *list = fx->lists.list(fx->listItems.listId());
        QVERIFY(list);
        QCOMPARE(page->itemsView()->model()->rowCount(), int(list->items.size()));
        auto *subtitle = page->findChild<QLabel *>(QStringLiteral("listsSubtitle"));
        QVERIFY(subtitle);
        QCOMPARE(subtitle->text(), ui::ListsPage::tr("%Ln article(s)", nullptr, int(list->items.size())));
        // A chooser on every line with more than one pack, none on the others.
        for (int r = 0; r < fx->listItems.rowCount(); ++r) {
            QWidget *editor = page->itemsView()->indexWidget(fx->listItems.index(r, IM::BundleColumn));
            QCOMPARE(qobject_cast<QComboBox *>(editor) != nullptr, fx->listItems.articleAt(r)->bundles.size() > 1);
        }
    }

    void keyboardChoosesPackAndAdds()
    {
        ui::ListsPage *page = w->page<ui::ListsPage>();
        QTableView *view = page->itemsView();
        const int row = lineWithPacks();
        QVERIFY(row >= 0);
        const values::Article article = *fx->listItems.articleAt(row);
        const values::Bundle wanted = article.bundles.at(1);

        // The line's name is clicked, Tab reaches its pack.
        view->scrollTo(fx->listItems.index(row, IM::ArticleColumn));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(fx->listItems.index(row, IM::ArticleColumn)).center());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        auto *combo = qobject_cast<QComboBox *>(QApplication::focusWidget());
        QVERIFY2(combo, qPrintable(QApplication::focusWidget() ? QApplication::focusWidget()->objectName() : QString()));
        QCOMPARE(combo, view->indexWidget(fx->listItems.index(row, IM::BundleColumn)));
        QCOMPARE(combo->currentText(), article.bundles.at(0).description);

        // F4 opens the packs too; Escape closes them and keeps the pack.
        QTest::keyClick(combo, Qt::Key_F4);
        QTRY_VERIFY(combo->view()->isVisible());
        QTest::keyClick(combo->view(), Qt::Key_Escape);
        QTRY_VERIFY(!combo->view()->isVisible());
        QCOMPARE(fx->listItems.packIndexAt(row), 0);
        // Alt+Down opens the packs, Down and Enter choose the next one.
        QTest::keyClick(combo, Qt::Key_Down, Qt::AltModifier);
        QTRY_VERIFY(combo->view()->isVisible());
        QTest::keyClick(combo->view(), Qt::Key_Down);
        QTest::keyClick(combo->view(), Qt::Key_Return);
        QTRY_VERIFY(!combo->view()->isVisible());
        QCOMPARE(combo->currentText(), wanted.description);
        QCOMPARE(fx->listItems.packIndexAt(row), 1);
        QCOMPARE(fx->listItems.index(row, 0).data(IM::BundleIdRole).toString(), wanted.bundleId);
        // The chosen pack's price, and under it its price per kg or l where the pack says it.
        QCOMPARE(fx->listItems.index(row, IM::PriceColumn).data().toString().section(u'\n', 0, 0),
                 fx->prices.format(fx->prices.pick(wanted.price), wanted.price.currency));
        QCOMPARE(fx->listItems.index(row, IM::PriceColumn).data().toString().section(u'\n', 1),
                 fx->prices.formatPerContent(wanted));
        // The line names its article number and the chosen pack's number apart.
        const QString tip = fx->listItems.index(row, IM::ArticleColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Article no. ") + fx->listItems.index(row, 0).data(IM::VariantIdRole).toString())
                     && tip.endsWith(QStringLiteral("Pack no. ") + wanted.bundleId),
                 qPrintable(tip));

        // Tab on to the quantity field (over the price), type 3, Enter adds.
        auto *field = qobject_cast<ui::QuantityEdit *>(view->indexWidget(fx->listItems.index(row, IM::QuantityColumn)));
        QVERIFY(field);
        for (int tabs = 0; tabs < 4 && QApplication::focusWidget() != field; ++tabs)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), field);
        const values::Decimal before = serverQuantity(fx->client, wanted.bundleId);
        fx->server()->resetAddItemRequestCounts();
        ui::LargeAddGuard::setNextAnswer(ui::LargeAddGuard::Answer::Add); // whatever the pack costs
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, QStringLiteral("3"));
        QTest::keyClick(field, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy() && !fx->sync.isBusy(), kNet);
        QCOMPARE(fx->server()->addItemRequestCount(), 1);
        QCOMPARE(fx->server()->addItemRequestCount(wanted.bundleId), 1);
        QCOMPARE(serverQuantity(fx->client, wanted.bundleId), before + values::Decimal::fromInt(3));
        QCOMPARE(page->resultText(wanted.bundleId), models::describeAdd(values::AddState::Confirmed, {}).text);

        // Shown again, the list offers the pack added last.
        QCOMPARE(fx->services().packMemory->recall(models::PackMemory::entryKey(&fx->client), article.variantId), wanted.bundleId);
        const QString listId = fx->listItems.listId();
        fx->listItems.clear();
        fx->listItems.load(listId);
        QTRY_VERIFY_WITH_TIMEOUT(fx->listItems.count() > row, kNet);
        QCOMPARE(fx->listItems.packIndexAt(row), 1);
        QCOMPARE(qobject_cast<QComboBox *>(view->indexWidget(fx->listItems.index(row, IM::BundleColumn)))->currentText(),
                 wanted.description);
    }
};

QTEST_MAIN(TestListsPage)
#include "tst_listspage.moc"
