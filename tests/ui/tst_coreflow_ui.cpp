// The buyer's core flow through the window, on backends that read the spec differently: adds
// typed into the article pane and sent with Enter, each reaching the server exactly once and
// reported as done (not "accepted, not shown yet"); the basket page shows the server's lines.

#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"
#include "tests/common/Step.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/ArticleDetailsPane.h"
#include "ui/BasketPage.h"
#include "ui/BundleRow.h"
#include "ui/MainWindow.h"
#include "ui/QuantityEdit.h"
#include "ui/CataloguePage.h"
#include "ui/Theme.h"

#include <QListView>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace webshop;
using ui::MainWindow;
using V = demo::VariantOptions;
using AddState = values::AddState;

namespace {
constexpr int kNet = 20000;
}

class TestCoreFlowUi : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<MainWindow> w;
    QHash<quint64, QList<AddState>> m_states;

    // Searches, opens the first hit that has a priced bundle of the kind, and types the
    // quantity into its row, then Enter. Returns the bundle (empty on failure).
    values::Bundle addThroughPane(const QString &query, bool weight, const QString &typed, QString *variantId)
    {
        w->startSearch(query);
        if (const test::Awaited found = test::waitUntil([&] { return fx->search.rowCount() > 0 && fx->search.state() != models::SearchResultsModel::State::Loading; },
                                                        QStringLiteral("results for ") + query, kNet); !found) {
            qWarning("%s", found.message());
            return {};
        }
        int row = -1, bundleRow = -1;
        for (int r = 0; r < fx->search.rowCount() && row < 0; ++r) {
            const values::Article *a = fx->search.articleAt(r);
            for (int b = 0; b < a->bundles.size() && row < 0; ++b)
                if (a->bundles.at(b).isWeightArticle == weight && a->bundles.at(b).price.articleGross) {
                    row = r;
                    bundleRow = b;
                }
        }
        if (row < 0)
            return {};
        const values::Article article = *fx->search.articleAt(row);
        *variantId = article.variantId;
        QListView *view = w->page<ui::CataloguePage>()->resultsView();
        view->setFocus();
        view->setCurrentIndex(fx->search.index(row));
        ui::ArticleDetailsPane *details = w->page<ui::CataloguePage>()->detailsPane();
        if (const test::Awaited shown = test::waitUntil([&] { return details->bundleRowCount() > bundleRow && details->bundleRow(bundleRow)->bundleId() == article.bundles.at(bundleRow).bundleId; },
                                                        QStringLiteral("the details of ") + article.variantId, kNet); !shown) {
            qWarning("%s", shown.message());
            return {};
        }
        ui::QuantityEdit *edit = details->bundleRow(bundleRow)->quantityEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, typed);
        QTest::keyClick(edit, Qt::Key_Return);
        if (!test::waitUntil([&] { return details->bundleRow(bundleRow)->status() == ui::BundleRow::Status::Ok; },
                             QStringLiteral("the row's add"), kNet))
            qWarning() << "pane status" << int(details->bundleRow(bundleRow)->status()) << details->bundleRow(bundleRow)->statusText();
        return article.bundles.at(bundleRow);
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void cleanup()
    {
        w.reset();
        fx.reset();
        m_states.clear();
    }

    void flowThroughTheWindow_data()
    {
        QTest::addColumn<int>("addMode");
        QTest::addColumn<int>("article");
        QTest::newRow("async") << int(V::AddMode::Async) << int(V::BasketArticle::Bundle);
        QTest::newRow("article=other") << int(V::AddMode::Sync) << int(V::BasketArticle::Other);
    }

    void flowThroughTheWindow()
    {
        QFETCH(int, addMode);
        QFETCH(int, article);
        V variants;
        variants.addMode = V::AddMode(addMode);
        variants.basketArticle = V::BasketArticle(article);
        fx = std::make_unique<test::UiFixture>();
        QVERIFY(fx->startServer());
        fx->server()->setVariants(variants);
        connect(&fx->sync, &api::BasketSync::addStateChanged, this,
                [this](quint64 ticket, AddState state) { m_states[ticket].append(state); });

        test::Step step("log in and pick the last address");
        QSignalSpy loggedIn(&fx->session, &auth::Session::loggedIn);
        fx->session.login(fx->demoCredentials());
        QTRY_VERIFY_WITH_TIMEOUT(!loggedIn.isEmpty(), kNet);
        const int address = int(fx->session.deliveryAddresses().size()) - 1;
        QVERIFY(address >= 0);
        fx->session.selectAddress(address);
        QCOMPARE(fx->session.currentAddressIndex(), address);

        step.next("open the window");
        w = std::make_unique<MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QTRY_VERIFY_WITH_TIMEOUT(!w->isBusy(), kNet);

        step.next("add 2 packs through the details pane");
        QString packVariant, kgVariant;
        const values::Bundle pack = addThroughPane(QStringLiteral("coffee"), false, QStringLiteral("2"), &packVariant);
        QVERIFY(!pack.bundleId.isEmpty());
        QCOMPARE(fx->server()->addItemRequestCount(pack.bundleId), 1);
        step.next("add 1.5 kg through the details pane");
        const values::Bundle kg = addThroughPane(QStringLiteral("gouda"), true, QStringLiteral("1.5"), &kgVariant);
        QVERIFY(!kg.bundleId.isEmpty());
        QCOMPARE(fx->server()->addItemRequestCount(kg.bundleId), 1);
        step.next("each add sent once and confirmed");
        QCOMPARE(fx->server()->addItemRequestCount(), 2);
        QCOMPARE(m_states.size(), 2);
        for (auto it = m_states.cbegin(); it != m_states.cend(); ++it) {
            QVERIFY2(it.value().constLast() == AddState::Confirmed, qPrintable(QDebug::toString(it.value())));
            QVERIFY(!it.value().contains(AddState::Failed));
        }

        // The basket page: one row per pack, the server's quantities and the catalogue's prices.
        step.next("the basket page");
        QTest::keyClick(w.get(), Qt::Key_2, Qt::ControlModifier);
        QVERIFY(w->isShowing<ui::BasketPage>());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isBusy() && !fx->basket.isBusy(), kNet);
        QCOMPARE(w->page<ui::BasketPage>()->table()->model()->rowCount(), 2);
        const auto lineId = [&](const values::Bundle &b, const QString &variantId) {
            return variants.basketArticle == V::BasketArticle::Other ? demo::otherArticleId(b.bundleId)
                 : variants.basketArticle == V::BasketArticle::Variant ? variantId : b.bundleId;
        };
        const struct { values::Bundle bundle; QString line; values::Decimal quantity; } expected[] = {
            {pack, lineId(pack, packVariant), values::Decimal::fromInt(2)},
            {kg, lineId(kg, kgVariant), values::Decimal::fromUnits(15000)},
        };
        QStringList wrongPrices;
        for (const auto &e : expected) {
            const int row = fx->basket.rowOf(e.line);
            QVERIFY2(row >= 0, qPrintable(e.line));
            const QModelIndex i = fx->basket.index(row, 0);
            QCOMPARE(i.data(models::BasketModel::QuantityRole).value<values::Decimal>(), e.quantity);
            const QString shown = i.data(models::BasketModel::UnitPriceTextRole).toString();
            const QString catalogue = fx->prices.format(e.bundle.price.articleGross, e.bundle.price.currency);
            if (shown != catalogue)
                wrongPrices << QStringLiteral("%1: shown %2, catalogue %3").arg(e.line, shown, catalogue);
        }
        // Lines the app cannot name are priced from their line amounts / quantity.
        QEXPECT_FAIL("article=other", "a unit gross worked out from a line gross can be a cent off the catalogue; the app marks it with ≈", Continue);
        QVERIFY2(wrongPrices.isEmpty(), qPrintable(wrongPrices.join(QStringLiteral("; "))));
        QVERIFY(fx->basket.totals().grossTotal.has_value());
        QCOMPARE(w->page<ui::BasketPage>()->totalText(), fx->prices.format(fx->basket.totals().grossTotal));
    }
};

QTEST_MAIN(TestCoreFlowUi)
#include "tst_coreflow_ui.moc"
