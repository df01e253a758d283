// The basket variants of the demo backend (VariantOptions), each observed on the wire over real
// loopback HTTP: asynchronous addItem, article id schemes, unit prices, odd basket bodies,
// duplicate lines; and the addItem counters. Access variants: tst_demoaccessvariants.

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoMoney.h"
#include "app/demo/DemoServer.h"
#include "tests/common/TestEnv.h"
#include "tests/demo/DemoHttp.h"

#include <QElapsedTimer>

using namespace webshop::demo;
using namespace webshop::demo::test;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(webshop::demo::VariantOptions::BasketArticle)
Q_DECLARE_METATYPE(webshop::demo::VariantOptions::LinePrices)
Q_DECLARE_METATYPE(webshop::demo::VariantOptions::BasketReply)

class tst_DemoVariants : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DemoServer> m_server;
    std::unique_ptr<DemoHttp> m_http;
    QString m_bundle, m_variant, m_weightBundle, m_crateBundle;
    const QString m_store = u"0034"_s; // Düsseldorf: prices 2.5 % above the reference store

    QString basket() const { return m_http->basketPath(m_store, u"getBasket"_s); }
    QJsonArray items() const { return m_http->get(basket()).json()[u"items"_s].toArray(); }

private Q_SLOTS:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        m_server = std::make_unique<DemoServer>();
        QVERIFY(m_server->listen());
        m_http = std::make_unique<DemoHttp>(m_server->url());
        QVERIFY(m_http->login());
        const QJsonObject milk = m_http->firstHit(u"vollmilch"_s);
        m_variant = milk[u"bettyVariantId"_s].toString();
        m_bundle = milk[u"bundles"_s][0][u"bettyBundleId"_s].toString();
        // A Gouda sold by the kg (the exact figures of linePrices() are this one's).
        m_weightBundle = u"100008701"_s;
        QCOMPARE(m_http->firstHit(m_weightBundle, u"en-GB"_s)[u"bundles"_s][0][u"bettyBundleId"_s].toString(), m_weightBundle);
        // A crate of glass bottles: 12 bottle deposits plus the crate's.
        const auto catalogue = DemoCatalogue::create();
        // The exact figures of linePrices() are those of this crate (a mineral water in glass).
        const DemoArticle *crateArticle = nullptr;
        const DemoBundle *crate = catalogue->bundle(u"100078302"_s, &crateArticle);
        QVERIFY(crate && crateArticle);
        QVERIFY(crateArticle->name(Language::English).contains(u"Mineral water"_s));
        QCOMPARE(crate->depositCents, 330);
        m_crateBundle = crate->id;
        const DemoArticle *gouda = nullptr;
        const DemoBundle *perKg = catalogue->bundle(m_weightBundle, &gouda);
        QVERIFY(perKg && gouda && gouda->name(Language::English).contains(u"Gouda"_s));
        QCOMPARE(perKg->kind, BundleKind::Kilogram);
        QVERIFY(!m_bundle.isEmpty() && !m_variant.isEmpty() && !m_weightBundle.isEmpty() && !m_crateBundle.isEmpty());
        QVERIFY(m_bundle.startsWith(m_variant) && m_bundle != m_variant);
        // The exact figures of linePrices() are those of these two bundles.
        QCOMPARE(m_crateBundle, u"100078302"_s);
        QCOMPARE(m_weightBundle, u"100008701"_s);
    }

    void init()
    {
        m_server->setVariants({});
        m_server->setTokenTtlSeconds(3600);
        m_server->resetBaskets();
        m_server->resetAddItemRequestCounts();
    }

    void defaultsAreTheSpecsPlainReading()
    {
        const VariantOptions v = m_server->variants();
        QCOMPARE(v.addMode, VariantOptions::AddMode::Sync);
        QCOMPARE(v.basketArticle, VariantOptions::BasketArticle::Bundle);
        QCOMPARE(v.linePrices, VariantOptions::LinePrices::Line);
        QVERIFY(v.forbidden.isEmpty());
        QCOMPARE(v.tokenSkewSeconds, 0);
        QCOMPARE(v.basketReply, VariantOptions::BasketReply::Normal);
        QVERIFY(!v.duplicateLines);
        const HttpResult r = m_http->addItem(m_store, m_bundle, 2);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json()[u"items"_s][0][u"article"_s].toString(), m_bundle);
    }

    // --- 1. addItem applied asynchronously -------------------------------------------------------
    void asyncAdd_data()
    {
        QTest::addColumn<bool>("emptyBody");
        QTest::newRow("202 {}") << false;
        QTest::newRow("202 without body") << true;
    }

    void asyncAdd()
    {
        QFETCH(bool, emptyBody);
        constexpr int kDelayMs = 2000;
        VariantOptions v;
        v.addMode = VariantOptions::AddMode::Async;
        v.asyncDelayMs = kDelayMs;
        v.asyncEmptyBody = emptyBody;
        m_server->setVariants(v);
        QElapsedTimer sinceAdd;
        sinceAdd.start();
        const HttpResult added = m_http->addItem(m_store, m_bundle, 3);
        QCOMPARE(added.status, 202);
        QCOMPARE(added.body, emptyBody ? QByteArray() : QByteArray("{}"));
        QCOMPARE(added.header("Content-Type").isEmpty(), emptyBody);
        // A read answered before the delay ran out does not show the line.
        const QJsonArray early = items();
        QVERIFY2(sinceAdd.elapsed() < kDelayMs, "the machine is too slow for this test");
        QCOMPARE(early.size(), 0);
        // Validation is not deferred: a bad add is refused at once.
        QCOMPARE(m_http->addItem(m_store, u"999999901"_s, 1).errorCode(), u"unknown_bundle"_s);
        // The line appears after the delay, and not before.
        QTRY_COMPARE_WITH_TIMEOUT(items().size(), 1, 15000);
        QVERIFY2(sinceAdd.elapsed() >= kDelayMs, qPrintable(QString::number(sinceAdd.elapsed())));
        QCOMPARE(items().at(0)[u"article"_s].toString(), m_bundle);
        QCOMPARE(items().at(0)[u"amount"_s].toDouble(), 3.0);
        QCOMPARE(m_server->addItemRequestCount(m_bundle), 1);
    }

    void asyncAddsMergeInOrder()
    {
        VariantOptions v;
        v.addMode = VariantOptions::AddMode::Async;
        v.asyncDelayMs = 0;
        m_server->setVariants(v);
        QCOMPARE(m_http->addItem(m_store, m_bundle, 2).status, 202);
        QCOMPARE(m_http->addItem(m_store, m_weightBundle, 1.5).status, 202);
        QCOMPARE(m_http->addItem(m_store, m_bundle, 3).status, 202);
        const QJsonArray lines = items();
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(0)[u"article"_s].toString(), m_bundle);
        QCOMPARE(lines.at(0)[u"amount"_s].toDouble(), 5.0);
        QCOMPARE(lines.at(1)[u"amount"_s].toDouble(), 1.5);
        QCOMPARE(m_server->addItemRequestCount(), 3);
    }

    // --- 2. the article id of basket lines -------------------------------------------------------
    void basketArticle_data()
    {
        QTest::addColumn<VariantOptions::BasketArticle>("scheme");
        QTest::newRow("bundle") << VariantOptions::BasketArticle::Bundle;
        QTest::newRow("variant") << VariantOptions::BasketArticle::Variant;
        QTest::newRow("other") << VariantOptions::BasketArticle::Other;
    }

    void basketArticle()
    {
        QFETCH(VariantOptions::BasketArticle, scheme);
        VariantOptions v;
        v.basketArticle = scheme;
        v.duplicateLines = true; // two adds of one bundle: two lines to compare
        m_server->setVariants(v);
        const HttpResult added = m_http->addItem(m_store, m_bundle, 1);
        QCOMPARE(added.status, 200);
        QCOMPARE(m_http->addItem(m_store, m_bundle, 2).status, 200);
        QCOMPARE(m_http->addItem(m_store, m_weightBundle, 0.5).status, 200);
        const QJsonArray first = items();
        QCOMPARE(first.size(), 3);
        const QString id = first.at(0)[u"article"_s].toString();
        switch (scheme) {
        case VariantOptions::BasketArticle::Bundle: QCOMPARE(id, m_bundle); break;
        case VariantOptions::BasketArticle::Variant: QCOMPARE(id, m_variant); break;
        case VariantOptions::BasketArticle::Other:
            QVERIFY2(id.startsWith(u"ART-"_s), qPrintable(id));
            QVERIFY(!id.contains(m_variant));
            QCOMPARE(id, otherArticleId(m_bundle));
            break;
        }
        QCOMPARE(added.json()[u"items"_s][0][u"article"_s].toString(), id); // addItem's basket too
        QCOMPARE(first.at(1)[u"article"_s].toString(), id);                // the same bundle again
        QVERIFY(first.at(2)[u"article"_s].toString() != id);                // another bundle
        QCOMPARE(items(), first);                                           // stable across reads
    }

    void otherArticleIds()
    {
        // Fixed per bundle (another server, another run: the same id), distinct per bundle.
        QCOMPARE(otherArticleId(u"100000001"_s), u"ART-1900112648"_s);
        const auto catalogue = DemoCatalogue::create();
        QSet<QString> ids;
        qsizetype bundles = 0;
        for (const DemoArticle &a : catalogue->articles()) {
            for (const DemoBundle &b : a.bundles) {
                const QString id = otherArticleId(b.id);
                QVERIFY(id != b.id && id != a.id);
                ids.insert(id);
                ++bundles;
            }
        }
        QCOMPARE(ids.size(), bundles);
    }

    // --- 3. unit or line prices ------------------------------------------------------------------
    void linePrices_data()
    {
        QTest::addColumn<VariantOptions::LinePrices>("prices");
        QTest::newRow("line") << VariantOptions::LinePrices::Line;
        QTest::newRow("unit") << VariantOptions::LinePrices::Unit;
    }

    void linePrices()
    {
        QFETCH(VariantOptions::LinePrices, prices);
        VariantOptions v;
        v.linePrices = prices;
        m_server->setVariants(v);
        QCOMPARE(m_http->addItem(m_store, m_crateBundle, 3).status, 200);
        QCOMPARE(m_http->addItem(m_store, m_weightBundle, 1.5).status, 200);
        const HttpResult r = m_http->get(basket());
        const QJsonArray lines = r.json()[u"items"_s].toArray();
        QCOMPARE(lines.size(), 2);
        const auto c = [&](int line, const char *field) {
            return cents(lines.at(line)[u"price"_s][QLatin1String(field)][u"amount"_s]);
        };
        const bool unit = prices == VariantOptions::LinePrices::Unit;
        // 3 crates of mineral water at 6.45 net (VAT 19 %), deposit 3.30 per crate. Unit VAT
        // 1.2255 -> 1.23, line VAT 3.6765 -> 3.68: not 3 x 1.23.
        constexpr qint64 kCrateUnitNet = 645, kCrateUnitVat = 123, kCrateLineNet = 1935, kCrateLineVat = 368;
        // 1.5 kg of gouda at 10.85 net per kg (VAT 7 %): 16.275 -> 16.28; VAT 0.7595 -> 0.76
        // per kg, 1.1396 -> 1.14 for the line.
        constexpr qint64 kGoudaUnitNet = 1085, kGoudaUnitVat = 76, kGoudaLineNet = 1628, kGoudaLineVat = 114;
        QCOMPARE(c(0, "articleNet"), unit ? kCrateUnitNet : kCrateLineNet);
        QCOMPARE(c(0, "articleVATAmount"), unit ? kCrateUnitVat : kCrateLineVat);
        QCOMPARE(c(0, "articleGross"), unit ? kCrateUnitNet + kCrateUnitVat : kCrateLineNet + kCrateLineVat);
        QCOMPARE(c(0, "emptiesNet"), 990);
        QCOMPARE(c(0, "emptiesVATAmount"), 188);
        QCOMPARE(c(0, "emptiesGross"), 1178);
        QCOMPARE(c(0, "netTotal"), kCrateLineNet + 990);
        QCOMPARE(c(0, "vatTotal"), kCrateLineVat + 188);
        QCOMPARE(c(0, "grossTotal"), kCrateLineNet + kCrateLineVat + 1178);
        // 1.5 kg of gouda, priced per kg, VAT 7 %, no deposit.
        QCOMPARE(c(1, "articleNet"), unit ? kGoudaUnitNet : kGoudaLineNet);
        QCOMPARE(c(1, "articleVATAmount"), unit ? kGoudaUnitVat : kGoudaLineVat);
        QCOMPARE(c(1, "articleGross"), unit ? kGoudaUnitNet + kGoudaUnitVat : kGoudaLineNet + kGoudaLineVat);
        QCOMPARE(c(1, "emptiesNet"), 0);
        QCOMPARE(c(1, "netTotal"), kGoudaLineNet);
        QCOMPARE(c(1, "vatTotal"), kGoudaLineVat);
        QCOMPARE(c(1, "grossTotal"), kGoudaLineNet + kGoudaLineVat);
        // total_price: sums of the line amounts in both modes.
        const QJsonObject total = r.json()[u"total_price"_s].toObject();
        const auto t = [&](const char *field) { return cents(total[QLatin1String(field)][u"amount"_s]); };
        QCOMPARE(t("articleNetTotal"), kCrateLineNet + kGoudaLineNet);
        QCOMPARE(t("articleVatTotal"), kCrateLineVat + kGoudaLineVat);
        QCOMPARE(t("emptiesNet"), 990);
        QCOMPARE(t("netTotal"), kCrateLineNet + kGoudaLineNet + 990);
        QCOMPARE(t("grossTotal"), kCrateLineNet + kCrateLineVat + kGoudaLineNet + kGoudaLineVat + 1178);
    }
    // --- 6. odd basket bodies with status 200 ----------------------------------------------------
    void basketReply_data()
    {
        QTest::addColumn<VariantOptions::BasketReply>("reply");
        QTest::addColumn<int>("count");
        QTest::newRow("{} always") << VariantOptions::BasketReply::Empty << -1;
        QTest::newRow("envelope always") << VariantOptions::BasketReply::Envelope << -1;
        QTest::newRow("{} twice") << VariantOptions::BasketReply::Empty << 2;
        QTest::newRow("envelope once") << VariantOptions::BasketReply::Envelope << 1;
    }

    void basketReply()
    {
        QFETCH(VariantOptions::BasketReply, reply);
        QFETCH(int, count);
        QCOMPARE(m_http->addItem(m_store, m_bundle, 2).status, 200);
        VariantOptions v;
        v.basketReply = reply;
        v.basketReplyCount = count;
        m_server->setVariants(v);
        const int oddReads = count < 0 ? 3 : count;
        for (int i = 0; i < oddReads; ++i) {
            const HttpResult r = m_http->get(basket());
            QCOMPARE(r.status, 200);
            QCOMPARE(r.error, QNetworkReply::NoError);
            if (reply == VariantOptions::BasketReply::Empty) {
                QCOMPARE(r.body, QByteArray("{}"));
            } else {
                const QJsonObject error = r.json()[u"error"_s].toObject();
                QCOMPARE(r.json().keys(), QStringList{u"error"_s});
                QCOMPARE(error[u"code"_s].toString(), u"basket_unavailable"_s);
                QVERIFY(!error[u"message"_s].toString().isEmpty());
            }
            // addItem still answers the real basket meanwhile.
            if (i == 0)
                QCOMPARE(m_http->addItem(m_store, m_bundle, 1).json()[u"items"_s][0][u"amount"_s].toDouble(), 3.0);
        }
        if (count < 0) {
            QCOMPARE(m_server->variants().basketReply, reply);
            return;
        }
        // Used up: the basket again, and the variant is off.
        QCOMPARE(items().size(), 1);
        QCOMPARE(m_server->variants().basketReply, VariantOptions::BasketReply::Normal);
    }

    // --- 7. duplicate lines ----------------------------------------------------------------------
    void duplicateLines_data()
    {
        QTest::addColumn<bool>("duplicate");
        QTest::newRow("merged") << false;
        QTest::newRow("appended") << true;
    }

    void duplicateLines()
    {
        QFETCH(bool, duplicate);
        VariantOptions v;
        v.duplicateLines = duplicate;
        m_server->setVariants(v);
        QCOMPARE(m_http->addItem(m_store, m_bundle, 2).status, 200);
        QCOMPARE(m_http->addItem(m_store, m_weightBundle, 0.25).status, 200);
        const HttpResult last = m_http->addItem(m_store, m_bundle, 3);
        QCOMPARE(last.status, 200);
        QCOMPARE(last.json()[u"items"_s].toArray(), items()); // addItem answers the same lines
        const QJsonArray lines = items();
        QList<double> amounts;
        for (const QJsonValue &line : lines)
            if (line[u"article"_s].toString() == m_bundle)
                amounts.append(line[u"amount"_s].toDouble());
        QCOMPARE(amounts, (duplicate ? QList<double>{2.0, 3.0} : QList<double>{5.0}));
        QCOMPARE(lines.size(), duplicate ? 3 : 2);
        qint64 gross = 0;
        for (const QJsonValue &line : lines)
            gross += cents(line[u"price"_s][u"grossTotal"_s][u"amount"_s]);
        QCOMPARE(cents(m_http->get(basket()).json()[u"total_price"_s][u"grossTotal"_s][u"amount"_s]), gross);
    }

    // --- addItem counters -------------------------------------------------------------------------
    void addItemCounts()
    {
        QCOMPARE(m_server->addItemRequestCount(), 0);
        QCOMPARE(m_http->addItem(m_store, m_bundle, 1).status, 200);
        QCOMPARE(m_http->addItem(m_store, m_bundle, 1).status, 200);
        QCOMPARE(m_http->addItem(m_store, m_weightBundle, 1).status, 200);
        QCOMPARE(m_http->addItem(m_store, u"999999901"_s, 1).status, 400); // refused, still received
        QCOMPARE(m_http->post(m_http->basketPath(m_store, u"addItem"_s), "{").status, 400);
        (void)m_http->get(basket());
        QCOMPARE(m_server->addItemRequestCount(), 5);
        QCOMPARE(m_server->addItemRequestCount(m_bundle), 2);
        QCOMPARE(m_server->addItemRequestCount(m_weightBundle), 1);
        QCOMPARE(m_server->addItemRequestCount(u"999999901"_s), 1);
        QCOMPARE(m_server->addItemRequestCount(QString()), 1); // no bundle id in the body
        QCOMPARE(m_server->addItemRequestCount(m_crateBundle), 0);
        m_server->resetAddItemRequestCounts();
        QCOMPARE(m_server->addItemRequestCount(), 0);
        QCOMPARE(m_server->addItemRequestCount(m_bundle), 0);
    }
};

QTEST_MAIN(tst_DemoVariants)
#include "tst_demovariants.moc"
