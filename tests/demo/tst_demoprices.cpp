// Basket arithmetic of the demo backend, checked line by line: exact cents, rounding half away
// from zero, deposits (empties) with their VAT, totals as sums of lines.

#include "app/demo/DemoBasket.h"
#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoMoney.h"
#include "app/demo/DemoServer.h"
#include "tests/common/Step.h"
#include "tests/common/TestEnv.h"
#include "tests/demo/DemoHttp.h"

#include <QRegularExpression>

using namespace webshop::demo;
using namespace webshop::demo::test;
using namespace Qt::StringLiterals;

class tst_DemoPrices : public QObject
{
    Q_OBJECT

private:
    // The first article found for `query` (English) matching `predicate`.
    template<typename Predicate>
    static const DemoArticle *find(const DemoCatalogue &c, const QString &query, Predicate predicate)
    {
        for (int i : c.index().search(query, Language::English))
            if (predicate(c.articles().at(i)))
                return &c.articles().at(i);
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void rounding()
    {
        QCOMPARE(divRounded(5, 10), 1);
        QCOMPARE(divRounded(4, 10), 0);
        QCOMPARE(divRounded(-5, 10), -1);
        QCOMPARE(divRounded(15, 10), 2);
        QCOMPARE(lineCents(839, 1255), 1053);   // 8.39 x 1.255 kg = 10.52945
        QCOMPARE(lineCents(1, 500), 1);         // 0.005 rounds up
        QCOMPARE(lineCents(1, 499), 0);
        QCOMPARE(vatCents(1053, 7), 74);        // 73.71
        QCOMPARE(vatCents(990, 19), 188);       // 188.1
        QCOMPARE(vatCents(50, 19), 10);         // 9.5 rounds up
        QCOMPARE(adjustedCents(1000, 25), 1025);
        QCOMPARE(adjustedCents(999, -15), 984); // 984.015
    }

    void priceLine_data()
    {
        QTest::addColumn<qint64>("unit");
        QTest::addColumn<qint64>("deposit");
        QTest::addColumn<int>("vat");
        QTest::addColumn<qint64>("quantity");
        QTest::addColumn<QList<qint64>>("expected"); // aNet aVat aGross eNet eVat eGross net vat gross
        QTest::newRow("cheese 1.255 kg") << qint64(839) << qint64(0) << 7 << qint64(1255)
                                         << QList<qint64>{1053, 74, 1127, 0, 0, 0, 1053, 74, 1127};
        QTest::newRow("3 crates of water") << qint64(569) << qint64(330) << 19 << qint64(3000)
                                           << QList<qint64>{1707, 324, 2031, 990, 188, 1178, 2697, 512, 3209};
        QTest::newRow("one bottle 0.08 deposit") << qint64(59) << qint64(8) << 19 << qint64(1000)
                                                 << QList<qint64>{59, 11, 70, 8, 2, 10, 67, 13, 80};
        QTest::newRow("one gram") << qint64(1990) << qint64(0) << 7 << qint64(1)
                                  << QList<qint64>{2, 0, 2, 0, 0, 0, 2, 0, 2};
        QTest::newRow("large") << qint64(1299900) << qint64(0) << 19 << qint64(99999000)
                               << QList<qint64>{129988700100, 24697853019, 154686553119, 0, 0, 0,
                                                129988700100, 24697853019, 154686553119};
    }

    void priceLine()
    {
        QFETCH(qint64, unit);
        QFETCH(qint64, deposit);
        QFETCH(int, vat);
        QFETCH(qint64, quantity);
        QFETCH(QList<qint64>, expected);
        const DemoLinePrice p = webshop::demo::priceLine(unit, deposit, vat, quantity);
        const QList<qint64> actual{p.articleNet, p.articleVat, p.articleGross, p.emptiesNet,
                                   p.emptiesVat, p.emptiesGross, p.net, p.vat, p.gross};
        QCOMPARE(actual, expected);
    }

    // A real basket over HTTP, every line recomputed from the catalogue.
    void basketLineByLine()
    {
        webshop::test::Step step("find the articles in the catalogue");
        const auto catalogue = DemoCatalogue::create();
        const DemoArticle *cheese = find(*catalogue, u"gouda"_s, [](const DemoArticle &a) { return a.weight; });
        const DemoArticle *water = find(*catalogue, u"mineral water glass"_s, [](const DemoArticle &a) {
            return a.bundles.size() >= 2 && a.bundles.at(1).depositCents > 0;
        });
        const DemoArticle *cans = find(*catalogue, u"cola can"_s, [](const DemoArticle &a) {
            return a.bundles.first().depositCents == 25;
        });
        const DemoArticle *napkins = find(*catalogue, u"napkins"_s, [](const DemoArticle &a) { return a.vatPercent == 19; });
        const DemoArticle *salmon = find(*catalogue, u"salmon fillet"_s, [](const DemoArticle &a) { return a.weight; });
        QVERIFY(cheese && water && cans && napkins && salmon);
        QCOMPARE(water->bundles.at(1).depositCents, 12 * 15 + 150); // 12 bottles + the crate

        step.next("log in and add 7 times");
        DemoServer server;
        QVERIFY(server.listen());
        DemoHttp http(server.url());
        QVERIFY(http.login());
        const QString store = u"0034"_s; // Düsseldorf: prices 2.5 % above the reference
        struct Add { const DemoBundle *bundle; double amount; };
        const QList<Add> adds = {
            {&cheese->bundles.at(0), 1.255}, {&water->bundles.at(1), 3}, {&cans->bundles.at(0), 7},
            {&napkins->bundles.last(), 2},   {&salmon->bundles.at(0), 0.875}, {&cheese->bundles.at(0), 0.5},
            {&water->bundles.at(0), 1},
        };
        for (const Add &a : adds)
            QCOMPARE(http.addItem(store, a.bundle->id, a.amount).status, 200);

        step.next("read the basket");
        const HttpResult r = http.get(http.basketPath(store, u"getBasket"_s));
        QCOMPARE(r.status, 200);
        // Every number is written with at most two decimals (no binary noise like 0.30000000000000004).
        static const QRegularExpression number(uR"(:(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?))"_s);
        for (auto it = number.globalMatch(QString::fromUtf8(r.body)); it.hasNext();) {
            const QString n = it.next().captured(1);
            QVERIFY2(!n.contains(u'e') && n.section(u'.', 1).size() <= 3, qPrintable(n));
        }
        const QJsonArray items = r.json()[u"items"_s].toArray();
        QCOMPARE(items.size(), 6); // the second gouda add accumulated
        const DemoStore *düsseldorf = DemoCatalogue::store(store);
        DemoLinePrice sums;
        for (const QJsonValue &item : items) {
            const DemoArticle *article = nullptr;
            step.next("the line of " + item[u"article"_s].toString().toUtf8());
            const DemoBundle *bundle = catalogue->bundle(item[u"article"_s].toString(), &article);
            QVERIFY(bundle);
            const qint64 quantity = qRound64(item[u"amount"_s].toDouble() * 1000);
            const qint64 unit = DemoCatalogue::netCents(*bundle, *düsseldorf);
            QCOMPARE(unit, divRounded(bundle->netCents * 1025, 1000));
            const QJsonObject price = item[u"price"_s].toObject();
            const auto c = [&](const char *field) { return cents(price[QLatin1String(field)][u"amount"_s]); };
            const qint64 articleNet = divRounded(unit * quantity, 1000);
            const qint64 articleVat = divRounded(articleNet * article->vatPercent, 100);
            const qint64 emptiesNet = bundle->depositCents * quantity / 1000;
            const qint64 emptiesVat = divRounded(emptiesNet * article->vatPercent, 100);
            QCOMPARE(c("articleNet"), articleNet);
            QCOMPARE(c("articleVATAmount"), articleVat);
            QCOMPARE(c("articleGross"), articleNet + articleVat);
            QCOMPARE(c("emptiesNet"), emptiesNet);
            QCOMPARE(c("emptiesVATAmount"), emptiesVat);
            QCOMPARE(c("emptiesGross"), emptiesNet + emptiesVat);
            QCOMPARE(c("netTotal"), articleNet + emptiesNet);
            QCOMPARE(c("vatTotal"), articleVat + emptiesVat);
            QCOMPARE(c("grossTotal"), articleNet + emptiesNet + articleVat + emptiesVat);
            sums += webshop::demo::priceLine(unit, bundle->depositCents, article->vatPercent, quantity);
        }
        step.next("the totals");
        QCOMPARE(qRound64(items.at(0)[u"amount"_s].toDouble() * 1000), 1755); // 1.255 + 0.5 kg
        const QJsonObject total = r.json()[u"total_price"_s].toObject();
        const auto t = [&](const char *field) { return cents(total[QLatin1String(field)][u"amount"_s]); };
        QCOMPARE(t("articleNetTotal"), sums.articleNet);
        QCOMPARE(t("articleVatTotal"), sums.articleVat);
        QCOMPARE(t("articleGrossTotal"), sums.articleGross);
        QCOMPARE(t("emptiesNet"), sums.emptiesNet);
        QCOMPARE(t("emptiesVATAmount"), sums.emptiesVat);
        QCOMPARE(t("emptiesGross"), sums.emptiesGross);
        QCOMPARE(t("netTotal"), sums.net);
        QCOMPARE(t("vatTotal"), sums.vat);
        QCOMPARE(t("grossTotal"), sums.gross);
        QVERIFY(sums.emptiesNet > 0);
        QCOMPARE(total[u"grossTotal"_s][u"currency"_s].toString(), u"EUR"_s);

        step.next("both VAT rates occur");
        QSet<int> rates;
        for (const QJsonValue &item : items) {
            const DemoArticle *article = nullptr;
            catalogue->bundle(item[u"article"_s].toString(), &article);
            rates.insert(article->vatPercent);
        }
        QCOMPARE(rates, (QSet<int>{7, 19}));
    }

    void demoBasketIsPrefilled()
    {
        DemoOptions options;
        options.prefillDemoBasket = true;
        DemoServer server(options);
        QVERIFY(server.listen());
        DemoHttp http(server.url());
        QVERIFY(http.login(server.demoCustomers().first().username, server.demoCustomers().first().password));
        const QString store = http.addresses.first()[u"storeId"_s].toString();
        const HttpResult r = http.get(http.basketPath(store, u"getBasket"_s));
        const QJsonArray items = r.json()[u"items"_s].toArray();
        QVERIFY2(items.size() >= 5, qPrintable(QString::number(items.size())));
        qint64 gross = 0;
        bool fractional = false;
        for (const QJsonValue &item : items) {
            gross += cents(item[u"price"_s][u"grossTotal"_s][u"amount"_s]);
            fractional |= item[u"amount"_s].toDouble() != std::floor(item[u"amount"_s].toDouble());
        }
        QVERIFY(fractional); // a weight article by the kg
        QCOMPARE(cents(r.json()[u"total_price"_s][u"grossTotal"_s][u"amount"_s]), gross);
        QVERIFY(cents(r.json()[u"total_price"_s][u"emptiesGross"_s][u"amount"_s]) > 0);
        // resetBaskets() refills it; other customers stay empty.
        QCOMPARE(http.addItem(store, items.first()[u"article"_s].toString(), 1).status, 200);
        server.resetBaskets();
        QCOMPARE(http.get(http.basketPath(store, u"getBasket"_s)).body, r.body);
    }
};

QTEST_MAIN(tst_DemoPrices)
#include "tst_demoprices.moc"
