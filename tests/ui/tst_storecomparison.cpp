// The store comparison against the embedded backend: the demo basket at the three stores of
// the demo customer (one of them does not sell the salmon), to the cent, with the cheapest
// marked and honest totals; then against a fake server that holds its replies: never more than
// four requests at once, and Cancel keeps what is done and sends nothing more; finally the
// dialog driven by keys, which never changes the delivery address.

#include "app/control/StoreComparison.h"
#include "app/control/StoreComparisonModel.h"
#include "app/demo/DemoAccounts.h"
#include "app/demo/DemoBasket.h"
#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoMoney.h"
#include "app/demo/DemoServer.h"
#include "models/MoneyFormat.h"
#include "tests/common/Await.h"
#include "tests/common/FakeHttpServer.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/Banner.h"
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/BasketPage.h"
#include "ui/ComparisonLauncher.h"
#include "ui/SignInFlow.h"
#include "ui/StoreComparisonDialog.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTcpSocket>
#include <QTest>

using namespace webshop;
using control::StoreCell;
using Model = control::StoreComparisonModel;

namespace {

constexpr int kNet = 20000;

// What the demo backend charges for a line at a store, in cents (net and gross).
struct Expected
{
    bool sold = true;
    qint64 net = 0, gross = 0;
};

Expected expectedLine(const demo::DemoCatalogue &catalogue, const QString &bundleId, qint64 quantity,
                      const QString &storeId)
{
    const demo::DemoArticle *article = nullptr;
    const demo::DemoBundle *bundle = catalogue.bundle(bundleId, &article);
    for (const auto &[store, variant] : demo::DemoAccounts::unsoldArticles(catalogue))
        if (store == storeId && variant == article->id)
            return Expected{false, 0, 0};
    const qint64 unitNet = demo::DemoCatalogue::netCents(*bundle, *demo::DemoCatalogue::store(storeId));
    // The goods as the basket prices them: VAT on the line's rounded net (the deposit apart).
    const demo::DemoLinePrice p = demo::priceLine(unitNet, 0, article->vatPercent, quantity);
    return Expected{true, p.net, p.gross};
}

// An article with one bundle at a net price (gross: net + 19 %, as the server states it).
QByteArray articleJson(const QString &variantId, const QString &bundleId, const char *net)
{
    const values::Decimal n = *values::Decimal::parse(QString::fromLatin1(net));
    const values::Decimal gross = (n * *values::Decimal::parse(u"1.19")).roundedToCents();
    return QStringLiteral(R"({"bettyVariantId":"%1","name":"Article %1","bundles":[{"bettyBundleId":"%2",)"
                          R"("description":"Case","isWeightArticle":false,"sellingPriceInfo":)"
                          R"({"articleNet":%3,"articleGross":%4,"currency":"EUR"}}]})")
        .arg(variantId, bundleId, n.toString(), gross.toString())
        .toUtf8();
}

} // namespace

class TestStoreComparison : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    // Signs the demo customer in at the first address (Köln) and waits for the named basket.
    void signInWithBasket()
    {
        demo::DemoOptions options;
        options.prefillDemoBasket = true;
        QVERIFY(fx->startServer(options));
        QSignalSpy loggedIn(&fx->session, &auth::Session::loggedIn);
        fx->session.login(fx->demoCredentials());
        QTRY_VERIFY_WITH_TIMEOUT(!loggedIn.isEmpty(), kNet);
        fx->session.selectAddress(0);
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1440, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        w->showPage<ui::BasketPage>();
        fx->basket.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.hasBasket() && !fx->basket.isBusy() && fx->basket.lineCount() > 0, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.index(fx->basket.rowCount() - 1, 0).data(models::BasketModel::ResolvedRole).toBool(), kNet);
        for (int row = 0; row < fx->basket.rowCount(); ++row)
            QTRY_VERIFY_WITH_TIMEOUT(fx->basket.index(row, 0).data(models::BasketModel::ResolvedRole).toBool(), kNet);
    }

    // Compare Stores by its shortcut; waits until every price is in.
    ui::StoreComparisonDialog *openByKeyboard()
    {
        w->activateWindow();
        QTest::keyClick(w.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        ui::StoreComparisonDialog *dialog = w->comparison()->dialog();
        if (!dialog)
            return nullptr;
        if (!QTest::qWaitFor([&] { return !fx->graph->services().storeComparison->isRunning(); }, kNet))
            return nullptr;
        return dialog;
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
        QSettings().clear();
        fx = std::make_unique<test::UiFixture>();
    }

    void cleanup()
    {
        w.reset();
        fx.reset();
    }

    void threeStoresToTheCent_data()
    {
        QTest::addColumn<bool>("net");
        QTest::newRow("net") << true;
        QTest::newRow("gross") << false;
    }

    void threeStoresToTheCent()
    {
        QFETCH(bool, net);
        signInWithBasket();
        fx->prices.setMode(net ? models::PriceDisplay::Mode::Net : models::PriceDisplay::Mode::Gross);
        ui::StoreComparisonDialog *dialog = openByKeyboard();
        QVERIFY(dialog);
        const control::StoreComparison *comparison = fx->graph->services().storeComparison;
        const QStringList storeIds{QStringLiteral("0012"), QStringLiteral("0034"), QStringLiteral("0056")};
        QCOMPARE(comparison->stores().size(), storeIds.size());
        for (int s = 0; s < storeIds.size(); ++s)
            QCOMPARE(comparison->stores().at(s).storeId, storeIds.at(s));
        QVERIFY(comparison->stores().at(0).current);

        const auto catalogue = demo::DemoCatalogue::create();
        const auto basketLines = demo::DemoAccounts::demoBasketLines(*catalogue);
        QCOMPARE(comparison->lines().size(), basketLines.size());
        Model *model = dialog->model();
        QList<qint64> totals(storeIds.size());
        int missing = 0;
        for (int row = 0; row < basketLines.size(); ++row) {
            const control::ComparedLine &line = comparison->lines().at(row);
            const auto &[bundleId, quantity] = basketLines.at(row);
            QCOMPARE(line.line.bundleId, bundleId);
            QList<Expected> expected;
            for (const QString &store : storeIds)
                expected.append(expectedLine(*catalogue, bundleId, quantity, store));
            const bool everywhere = std::all_of(expected.cbegin(), expected.cend(), [](const Expected &e) { return e.sold; });
            missing += everywhere ? 0 : 1;
            qint64 cheapest = std::numeric_limits<qint64>::max();
            for (const Expected &e : expected)
                if (e.sold)
                    cheapest = std::min(cheapest, net ? e.net : e.gross);
            for (int s = 0; s < storeIds.size(); ++s) {
                const Expected &e = expected.at(s);
                const StoreCell &cell = line.cells.at(s);
                const QModelIndex index = model->index(row, Model::FirstStoreColumn + s);
                if (!e.sold) {
                    QCOMPARE(cell.state, StoreCell::State::NotSold);
                    QCOMPARE(index.data().toString(), Model::tr("Not sold here"));
                    QVERIFY(!index.data(Model::CheapestRole).toBool());
                    continue;
                }
                QCOMPARE(cell.state, StoreCell::State::Priced);
                const qint64 cents = net ? e.net : e.gross;
                QCOMPARE(cell.line(net)->toCentsRounded(), cents);
                QCOMPARE(index.data().toString(), fx->prices.format(values::Decimal::fromCents(cents), u"EUR"));
                QCOMPARE(index.data(Model::CheapestRole).toBool(), cents == cheapest);
                if (everywhere)
                    totals[s] += cents;
            }
        }
        QCOMPARE(missing, 1); // the salmon, not sold in Berlin

        // The totals only over what every store sells, the cheapest marked, the gap named.
        const control::ComparisonSummary &summary = model->summary();
        QVERIFY(summary.complete);
        QCOMPARE(summary.comparableLines, int(basketLines.size()) - 1);
        const qint64 lowest = *std::min_element(totals.cbegin(), totals.cend());
        for (int s = 0; s < storeIds.size(); ++s) {
            QCOMPARE(summary.totals.at(s)->toCentsRounded(), totals.at(s));
            const QModelIndex total = model->index(model->totalRow(), Model::FirstStoreColumn + s);
            QCOMPARE(total.data().toString(), fx->prices.format(values::Decimal::fromCents(totals.at(s)), u"EUR"));
            QCOMPARE(total.data(Model::CheapestRole).toBool(), totals.at(s) == lowest);
        }
        auto *banner = dialog->findChild<ui::Banner *>(QStringLiteral("comparisonBanner"));
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().contains(QStringLiteral("Salmon")) && banner->text().contains(QStringLiteral("Berlin")),
                 qPrintable(banner->text()));
        // Read-only: the session's store is where it was.
        QCOMPARE(fx->client.context().storeId, QStringLiteral("0012"));
        QCOMPARE(fx->session.currentAddressIndex(), 0);
    }

    // Against a server that holds every reply until the test answers it.
    void boundedInFlightAndUnknownPrices()
    {
        test::FakeHttpServer fake;
        QVERIFY(fake.listen());
        QList<std::pair<QPointer<QTcpSocket>, QStringList>> held;
        int most = 0;
        fake.setHandler([&](const test::FakeRequest &r, QTcpSocket *socket) {
            held.append({socket, r.path().split(u'/')});
            most = std::max(most, int(held.size()));
        });
        QNetworkAccessManager nam;
        api::ApiClient client(&nam);
        control::StoreComparison comparison(&client, nullptr);
        start(client, comparison, fake.url());
        QSignalSpy finished(&comparison, &control::StoreComparison::finished);
        QTRY_COMPARE_WITH_TIMEOUT(int(held.size()), control::StoreComparison::kMaxInFlight, test::kLoopbackMs);
        while (finished.isEmpty()) {
            QTRY_VERIFY_WITH_TIMEOUT(!held.isEmpty() || !finished.isEmpty(), test::kLoopbackMs);
            if (held.isEmpty())
                break;
            const auto [socket, path] = held.takeFirst();
            const QString variant = path.last(), store = path.at(path.size() - 3);
            // V6 at S2: sold, but without a price.
            const QByteArray body = variant == u"V6" && store == u"S2"
                ? QByteArray(R"({"bettyVariantId":"V6","name":"Article V6","bundles":[{"bettyBundleId":"V601","sellingPriceInfo":{}}]})")
                : articleJson(variant, variant + QStringLiteral("01"), store == u"S3" ? "9.99" : "10.00");
            test::FakeHttpServer::reply(socket, 200, body);
        }
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.constFirst().constFirst().toBool(), false);
        QCOMPARE(most, control::StoreComparison::kMaxInFlight); // reached, never passed
        QCOMPARE(fake.count("GET"), 18);
        QCOMPARE(comparison.requestsDone(), 18);

        models::PriceDisplay prices;
        prices.setMode(models::PriceDisplay::Mode::Net);
        Model model(&comparison, &prices);
        const QModelIndex unknown = model.index(5, Model::FirstStoreColumn + 1);
        QCOMPARE(unknown.data(Model::CellStateRole).toInt(), int(StoreCell::State::PriceUnknown));
        QCOMPARE(unknown.data().toString(), models::priceUnknownText()); // never 0
        QCOMPARE(model.summary().comparableLines, 5);
        QCOMPARE(*model.summary().totals.at(0), values::Decimal::fromCents(5 * 2 * 1000)); // 5 lines x 2 x 10.00
        QCOMPARE(*model.summary().totals.at(2), values::Decimal::fromCents(5 * 2 * 999));
        QCOMPARE(model.summary().cheapestStores, QList<int>{2});
        QVERIFY2(model.missingNotes().join(u'\n').contains(QStringLiteral("price unknown at B (S2)")),
                 qPrintable(model.missingNotes().join(u'\n')));
    }

    void cancelKeepsWhatIsDoneAndSendsNothingMore()
    {
        test::FakeHttpServer fake;
        QVERIFY(fake.listen());
        QList<std::pair<QPointer<QTcpSocket>, QStringList>> held;
        fake.setHandler([&](const test::FakeRequest &r, QTcpSocket *socket) {
            const QStringList path = r.path().split(u'/');
            if (path.last() == u"PING")
                test::FakeHttpServer::reply(socket, 200, articleJson(QStringLiteral("PING"), QStringLiteral("PING01"), "1.00"));
            else
                held.append({socket, path});
        });
        QNetworkAccessManager nam;
        api::ApiClient client(&nam);
        control::StoreComparison comparison(&client, nullptr);
        start(client, comparison, fake.url());
        QTRY_COMPARE_WITH_TIMEOUT(int(held.size()), control::StoreComparison::kMaxInFlight, test::kLoopbackMs);
        for (int i = 0; i < 2; ++i) {
            const auto [socket, path] = held.takeFirst();
            test::FakeHttpServer::reply(socket, 200, articleJson(path.last(), path.last() + QStringLiteral("01"), "10.00"));
        }
        QTRY_COMPARE_WITH_TIMEOUT(comparison.requestsDone(), 2, test::kLoopbackMs);
        QTRY_COMPARE_WITH_TIMEOUT(fake.count("GET"), 6, test::kLoopbackMs); // two more took their places

        QSignalSpy finished(&comparison, &control::StoreComparison::finished);
        comparison.cancel();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.constFirst().constFirst().toBool(), true);
        QVERIFY(!comparison.isRunning());
        QCOMPARE(comparison.requestsInFlight(), 0);
        int priced = 0, cancelled = 0;
        for (const control::ComparedLine &line : comparison.lines())
            for (const StoreCell &cell : line.cells) {
                priced += cell.state == StoreCell::State::Priced;
                cancelled += cell.state == StoreCell::State::Cancelled;
            }
        QCOMPARE(priced, 2);      // what was answered stays
        QCOMPARE(cancelled, 16);  // the rest says "not checked"
        // A request after the cancel reaches the server after anything the comparison could still
        // have sent: only it arrives.
        AWAITED(test::awaitJob(client.article(QStringLiteral("PING"), QStringLiteral("S1")), QStringLiteral("the ping"),
                               [](api::ArticleJob *) {}, test::kLoopbackMs));
        QCOMPARE(fake.count("GET"), 7);
        QCOMPARE(comparison.requestsDone(), 2);
    }

    void dialogByKeysNeverSwitchesTheAddress()
    {
        signInWithBasket();
        QSignalSpy addressChanged(&fx->session, &auth::Session::addressChanged);
        ui::StoreComparisonDialog *dialog = openByKeyboard();
        QVERIFY(dialog);
        QTableView *table = dialog->table();
        QTRY_VERIFY(table->hasFocus());
        QCOMPARE(table->currentIndex().column(), int(Model::FirstStoreColumn));
        QVERIFY(!dialog->switchButton()->isEnabled()); // Köln: the current store
        QTest::keyClick(table, Qt::Key_Right);
        QTest::keyClick(table, Qt::Key_Right);
        QCOMPARE(table->currentIndex().column(), Model::FirstStoreColumn + 2);
        QVERIFY(dialog->switchButton()->isEnabled());
        QVERIFY2(dialog->switchButton()->text().contains(QStringLiteral("Berlin")), qPrintable(dialog->switchButton()->text()));
        for (int i = 0; i < 8 && QApplication::focusWidget() != dialog->switchButton(); ++i)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), dialog->switchButton());
        QTest::keyClick(dialog->switchButton(), Qt::Key_Space);

        // The usual address choice opens with the Berlin address selected; nothing is switched.
        QPointer<ui::LoginDialog> login = w->signIn()->loginDialog();
        QTRY_VERIFY(login && login->isVisible());
        QCOMPARE(login->step(), ui::LoginDialog::Step::ChooseAddress);
        auto *list = login->findChild<QListWidget *>(QStringLiteral("addressList"));
        QCOMPARE(fx->session.deliveryAddresses().at(list->currentRow()).storeId, QStringLiteral("0056"));
        QTRY_VERIFY(!w->comparison()->dialog() || !w->comparison()->dialog()->isVisible());
        QCOMPARE(addressChanged.size(), 0);
        QCOMPARE(fx->session.currentAddressIndex(), 0);
        QCOMPARE(fx->client.context().storeId, QStringLiteral("0012"));
        // Escape leaves the choice: still the same address.
        QTest::keyClick(list, Qt::Key_Escape);
        QTRY_VERIFY(!login || !login->isVisible());
        QCOMPARE(addressChanged.size(), 0);
        QCOMPARE(fx->client.context().storeId, QStringLiteral("0012"));
    }

private:
    // Six articles (bundle V<n>01) at three stores S1..S3: 18 requests.
    static void start(api::ApiClient &client, control::StoreComparison &comparison, const QUrl &url)
    {
        api::ApiConfig config;
        config.baseUrl = url;
        client.setConfig(config);
        client.setContext(values::ShopContext{QStringLiteral("DE"), QStringLiteral("en-GB"), QStringLiteral("S1"),
                                           QStringLiteral("0004711")});
        client.setClientToken(QStringLiteral("client"));
        client.setCustomerToken(QStringLiteral("customer"));
        values::ComparisonLines lines;
        for (int i = 1; i <= 6; ++i) {
            values::ComparisonLine line;
            line.variantId = QStringLiteral("V%1").arg(i);
            line.bundleId = line.variantId + QStringLiteral("01");
            line.quantity = values::Decimal::fromInt(2);
            lines.append(line);
        }
        const QList<control::ComparedStore> stores{{QStringLiteral("S1"), QStringLiteral("A"), {0}, true},
                                                   {QStringLiteral("S2"), QStringLiteral("B"), {1}, false},
                                                   {QStringLiteral("S3"), QStringLiteral("C"), {2}, false}};
        comparison.start(lines, stores);
    }
};

QTEST_MAIN(TestStoreComparison)
#include "tst_storecomparison.moc"
