// The offline cache: what goes in comes back equal, with its fetch time; details are not
// overwritten by the thinner search copies; recent searches are bounded; local search folds
// case and accents and stays within its customer.

#include "StoreTestUtil.h"
#include "app/localstore/LocalStore.h"
#include "app/localstore/TextFold.h"
#include "tests/common/TestEnv.h"

#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using namespace webshop::localstore;
using test::at;
using test::dec;

namespace {
const StoreKey kA{QStringLiteral("http://shop.example.org"), QStringLiteral("C-A"), QStringLiteral("S1")};
const StoreKey kB{QStringLiteral("http://shop.example.org"), QStringLiteral("C-B"), QStringLiteral("S1")};
const QDateTime kWhen = at(QDate(2026, 5, 4), 8).addMSecs(123);

values::Article named(int n, const QString &name, const QString &packDescription = {})
{
    values::Article a = test::makeArticle(n, {test::makeBundle(QStringLiteral("B%1").arg(n), "1.99", "2.37", false,
                                                            packDescription)});
    a.name = name;
    return a;
}

bool sameArticle(const values::Article &x, const values::Article &y)
{
    if (x.variantId != y.variantId || x.name != y.name || x.imageUrl != y.imageUrl || x.bundles.size() != y.bundles.size())
        return false;
    for (qsizetype i = 0; i < x.bundles.size(); ++i) {
        const values::Bundle &a = x.bundles.at(i), &b = y.bundles.at(i);
        if (a.bundleId != b.bundleId || a.description != b.description || a.longDescription != b.longDescription
            || a.isWeightArticle != b.isWeightArticle || a.bundleSize != b.bundleSize
            || a.price.articleNet != b.price.articleNet || a.price.articleGross != b.price.articleGross
            || a.price.articleVatAmount != b.price.articleVatAmount || a.price.currency != b.price.currency)
            return false;
    }
    return true;
}

values::OptionalMoney eur(const char *amount)
{
    return values::Money{dec(amount), QStringLiteral("EUR")};
}
} // namespace

class TstLocalStoreCache : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<LocalStore> m_store;
    int m_n = 0;

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QVERIFY(m_dir.isValid());
    }
    void init()
    {
        m_store = std::make_unique<LocalStore>();
        QVERIFY2(m_store->open(m_dir.filePath(QStringLiteral("c%1.sqlite").arg(++m_n))), qPrintable(m_store->errorString()));
    }
    void cleanup() { m_store.reset(); }

    void articleDetailsRoundTrip()
    {
        values::Article a = test::makeArticle(7, {test::makeBundle(QStringLiteral("0007a"), "14.99", "16.04", true),
                                               test::makeBundle(QStringLiteral("0007b"), nullptr, "93.03")});
        a.bundles[1].bundleSize = QStringLiteral("6 x 0,75 l");
        a.name = QStringLiteral("Crème brûlée „Spezial“ 😀");
        m_store->cacheArticle(kA, a, kWhen);
        QVERIFY(m_store->flush());
        const auto cached = m_store->cachedArticle(kA, a.variantId);
        QVERIFY(cached);
        QVERIFY(sameArticle(cached->value, a));
        QVERIFY(!cached->value.bundles.at(1).price.articleNet); // unknown stays unknown
        QCOMPARE(cached->fetchedAt, kWhen);
        QVERIFY(!m_store->cachedArticle(kA, QStringLiteral("nope")));
    }

    void listsListAndBasketRoundTrip()
    {
        const values::PersonalLists lists{QStringLiteral("U1"), {{QStringLiteral("S1"), QStringLiteral("L1")},
                                                              {QStringLiteral("S2"), QStringLiteral("L2")}}};
        values::PersonalList list{QStringLiteral("Wochenbedarf"), QStringLiteral("U1"), QStringLiteral("S1"),
                               QStringLiteral("L1"), {test::makeArticle(1), test::makeArticle(2)}};
        list.items[0].bundles[0].bundleSize = QStringLiteral("1 kg");
        values::Basket basket;
        values::BasketItem item{QStringLiteral("B1"), dec("1.25"), {}};
        item.price.netTotal = eur("12.50");
        item.price.grossTotal = eur("13.38");
        item.price.articleNet = eur("10");
        item.price.emptiesNet = eur("2.5");
        item.price.emptiesVatAmount = eur("0.48");
        basket.items = {item};
        basket.total.grossTotal = eur("13.38");
        basket.total.articleVatTotal = eur("0.88");
        m_store->cacheLists(kA, lists, kWhen);
        m_store->cacheList(kA, list, kWhen.addSecs(1));
        m_store->cacheBasket(kA, basket, kWhen.addSecs(2));
        QVERIFY(m_store->flush());

        const auto l = m_store->cachedLists(kA);
        QVERIFY(l);
        QCOMPARE(l->value.userId, lists.userId);
        QCOMPARE(l->value.lists.size(), 2);
        QCOMPARE(l->value.lists.at(1).storeId, QStringLiteral("S2"));
        QCOMPARE(l->value.lists.at(1).listId, QStringLiteral("L2"));
        QCOMPARE(l->fetchedAt, kWhen);

        const auto one = m_store->cachedList(kA, QStringLiteral("L1"));
        QVERIFY(one);
        QCOMPARE(one->value.name, list.name);
        QCOMPARE(one->value.storeId, list.storeId);
        QCOMPARE(one->value.items.size(), 2);
        QVERIFY(sameArticle(one->value.items.at(0), list.items.at(0)));
        QCOMPARE(one->fetchedAt, kWhen.addSecs(1));
        QVERIFY(!m_store->cachedList(kA, QStringLiteral("L2")));
        QVERIFY(m_store->cachedArticle(kA, list.items.at(1).variantId)); // list items are searchable

        const auto b = m_store->cachedBasket(kA);
        QVERIFY(b);
        QCOMPARE(b->value.items.size(), 1);
        const values::BasketItem &got = b->value.items.at(0);
        QCOMPARE(got.article, item.article);
        QCOMPARE(got.quantity, item.quantity);
        QCOMPARE(got.price.netTotal, item.price.netTotal);
        QCOMPARE(got.price.grossTotal, item.price.grossTotal);
        QCOMPARE(got.price.articleNet, item.price.articleNet);
        QCOMPARE(got.price.emptiesNet, item.price.emptiesNet);
        QCOMPARE(got.price.emptiesVatAmount, item.price.emptiesVatAmount);
        QVERIFY(!got.price.vatTotal);
        QCOMPARE(b->value.total.grossTotal, basket.total.grossTotal);
        QCOMPARE(b->value.total.articleVatTotal, basket.total.articleVatTotal);
        QVERIFY(!b->value.total.netTotal);
        QVERIFY(!m_store->cachedBasket(kB));
    }

    void laterBasketSupersedesQueuedOne()
    {
        // A long batching window: everything below is queued before the writer takes it.
        m_store = std::make_unique<LocalStore>();
        m_store->setBatchWindow(5000);
        QVERIFY(m_store->open(m_dir.filePath(QStringLiteral("c%1.sqlite").arg(++m_n))));
        const auto basketOf = [](int lines) {
            values::Basket b;
            for (int i = 0; i < lines; ++i)
                b.items.append({QStringLiteral("B%1").arg(i), dec("1"), {}});
            return b;
        };
        for (int lines = 1; lines <= 50; ++lines)
            m_store->cacheBasket(kA, basketOf(lines), kWhen.addSecs(lines));
        m_store->cacheBasket(kB, basketOf(3), kWhen);
        m_store->forgetCustomer(kA.server, kA.customer);
        m_store->resumeWrites(); // a new session context: writes are taken again
        m_store->cacheBasket(kA, basketOf(60), kWhen.addSecs(60)); // after the forget: kept
        QVERIFY(m_store->flush());
        const auto a = m_store->cachedBasket(kA);
        QVERIFY(a);
        QCOMPARE(a->value.items.size(), 60);
        QCOMPARE(a->fetchedAt, kWhen.addSecs(60));
        QCOMPARE(m_store->cachedBasket(kB)->value.items.size(), 3); // another key: not superseded
        // 50 saves of kA's basket queued together were written as one (then forgotten).
        const LocalStore::WriterStats stats = m_store->writerStats();
        QVERIFY2(stats.operations <= 4, qPrintable(QString::number(stats.operations)));
    }

    void searchRoundTripAndRecentSearches()
    {
        for (int i = 0; i < LocalStore::kRecentSearches + 3; ++i) {
            values::SearchPage page;
            page.query = QStringLiteral("Query %1").arg(i);
            page.amount = 100 + i;
            page.page = 2;
            page.rows = 3;
            page.totalPages = 34;
            page.results = {test::makeArticle(3 * i + 2), test::makeArticle(3 * i), test::makeArticle(3 * i + 1)};
            m_store->cacheSearch(kA, page, kWhen.addSecs(i));
        }
        QVERIFY(m_store->flush());
        const QList<Cached<QString>> recent = m_store->recentSearches(kA);
        QCOMPARE(recent.size(), LocalStore::kRecentSearches);
        QCOMPARE(recent.first().value, QStringLiteral("Query %1").arg(LocalStore::kRecentSearches + 2));
        QCOMPARE(recent.first().fetchedAt, kWhen.addSecs(LocalStore::kRecentSearches + 2));
        QVERIFY(!m_store->cachedSearch(kA, QStringLiteral("Query 0"))); // the oldest fell out

        const auto page = m_store->cachedSearch(kA, QStringLiteral("  query   21 ")); // folded like the key
        QVERIFY(page);
        QCOMPARE(page->value.query, QStringLiteral("Query 21"));
        QCOMPARE(page->value.amount, 121);
        QCOMPARE(page->value.page, 2);
        QCOMPARE(page->value.totalPages, 34);
        QCOMPARE(page->value.results.size(), 3);
        QCOMPARE(page->value.results.at(0).variantId, test::makeArticle(65).variantId); // the server's order
        QCOMPARE(page->value.results.at(1).variantId, test::makeArticle(63).variantId);
        QVERIFY(m_store->recentSearches(kB).isEmpty());
    }

    // Details (with the long descriptions) are not replaced by a later search's copy.
    void detailsOutliveSearchCopies()
    {
        values::Article details = named(1, QStringLiteral("Kaffee"));
        details.bundles[0].longDescription = QStringLiteral("the long text of the details");
        m_store->cacheArticle(kA, details, kWhen);
        values::SearchPage page;
        page.query = QStringLiteral("kaffee");
        values::Article thin = details;
        thin.bundles[0].longDescription.clear();
        page.results = {thin};
        m_store->cacheSearch(kA, page, kWhen.addSecs(60));
        QVERIFY(m_store->flush());
        const auto cached = m_store->cachedArticle(kA, details.variantId);
        QVERIFY(cached);
        QCOMPARE(cached->value.bundles.at(0).longDescription, details.bundles.at(0).longDescription);
        QCOMPARE(cached->fetchedAt, kWhen);
    }

    void foldsCaseAndAccents_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("folded");
        QTest::newRow("accents") << QStringLiteral("Crème Brûlée") << QStringLiteral("creme brulee");
        QTest::newRow("umlauts") << QStringLiteral("MÜSLI Äpfel") << QStringLiteral("musli apfel");
        QTest::newRow("sharp s") << QStringLiteral("Straße GROẞ") << QStringLiteral("strasse gross");
        QTest::newRow("spaces") << QStringLiteral("  a \t b\n") << QStringLiteral("a b");
    }
    void foldsCaseAndAccents()
    {
        QFETCH(QString, text);
        QFETCH(QString, folded);
        QCOMPARE(foldForSearch(text), folded);
    }

    void localSearch_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("accent-free query") << QStringLiteral("creme") << test::texts({"Crème brûlée"});
        QTest::newRow("upper case") << QStringLiteral("BRÛLÉE") << test::texts({"Crème brûlée"});
        QTest::newRow("inside a word") << QStringLiteral("wasser") << test::texts({"Wasserkocher", "Mineralwasser still"});
        QTest::newRow("every word") << QStringLiteral("wasser still") << test::texts({"Mineralwasser still"});
        QTest::newRow("sharp s as ss") << QStringLiteral("strasse") << test::texts({"Straßenkaffee"});
        QTest::newRow("long and short words") << QStringLiteral("wasser st") << test::texts({"Mineralwasser still"});
        QTest::newRow("a quote") << QStringLiteral("wa\"sser") << QStringList();
        QTest::newRow("two letters") << QStringLiteral("ka") << test::texts({"Straßenkaffee", "Mineralwasser still"});
        QTest::newRow("pack description") << QStringLiteral("karton") << test::texts({"Mineralwasser still"});
        QTest::newRow("pack id") << QStringLiteral("b4") << test::texts({"Straßenkaffee"});
        QTest::newRow("nothing") << QStringLiteral("zucker") << QStringList{};
        QTest::newRow("empty") << QStringLiteral("  ") << QStringList{};
        QTest::newRow("only the other customer's") << QStringLiteral("geheim") << QStringList{};
    }
    void localSearch()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, names);
        m_store->cacheArticle(kA, named(1, QStringLiteral("Crème brûlée")), kWhen);
        m_store->cacheArticle(kA, named(2, QStringLiteral("Mineralwasser still"), QStringLiteral("Karton 12 x 1 l")), kWhen.addSecs(2));
        m_store->cacheArticle(kA, named(3, QStringLiteral("Wasserkocher")), kWhen.addSecs(1));
        m_store->cacheArticle(kA, named(4, QStringLiteral("Straßenkaffee")), kWhen.addSecs(3));
        m_store->cacheArticle(kB, named(5, QStringLiteral("Geheimrezept")), kWhen);
        m_store->cacheArticle(kA2(), named(6, QStringLiteral("Geheimtipp")), kWhen); // A at another store
        QVERIFY(m_store->flush());
        QStringList got;
        for (const Cached<values::Article> &a : m_store->searchCached(kA, query))
            got << a.value.name;
        QCOMPARE(got, names); // the latest cached first
    }

    // The trigram index is used exactly when this SQLite has FTS5.
    void searchIndexWhereAvailable()
    {
        test::RawDb raw(m_store->path());
        QVERIFY(raw.ok());
        const bool fts5 = raw.value(QStringLiteral("SELECT sqlite_compileoption_used('ENABLE_FTS5')")).toInt() == 1;
        QCOMPARE(m_store->hasSearchIndex(), fts5);
        QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM sqlite_schema WHERE name = 'cache_article_fts'")).toInt(),
                 fts5 ? 1 : 0);
    }

    // Replaced and forgotten articles leave the index: no stale hit, no trigram left behind.
    void searchIndexFollowsTheArticles()
    {
        m_store->cacheArticle(kA, named(1, QStringLiteral("Qwxyz Tee")), kWhen);
        QVERIFY(m_store->flush());
        QCOMPARE(m_store->searchCached(kA, QStringLiteral("qwxyz")).size(), 1);
        m_store->cacheArticle(kA, named(1, QStringLiteral("Grüner Tee")), kWhen.addSecs(1));
        QVERIFY(m_store->flush());
        QVERIFY(m_store->searchCached(kA, QStringLiteral("qwxyz")).isEmpty());
        QCOMPARE(m_store->searchCached(kA, QStringLiteral("gruner")).size(), 1);
        if (!m_store->hasSearchIndex())
            return;
        test::RawDb raw(m_store->path());
        QVERIFY(raw.exec(QStringLiteral("CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, cache_article_fts, 'row')")));
        const QString count = QStringLiteral("SELECT count(*) FROM temp.vocab WHERE term = 'rün' OR term = 'run'");
        QCOMPARE(raw.value(count).toInt(), 1);
        m_store->forgetCustomer(kA.server, kA.customer);
        QVERIFY(m_store->flush());
        QCOMPARE(raw.value(count).toInt(), 0);
        QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM temp.vocab")).toInt(), 0);
    }

    void localSearchLimit()
    {
        for (int i = 0; i < 30; ++i)
            m_store->cacheArticle(kA, named(i, QStringLiteral("Tee %1").arg(i)), kWhen.addSecs(i));
        QVERIFY(m_store->flush());
        const QList<Cached<values::Article>> found = m_store->searchCached(kA, QStringLiteral("tee"), 10);
        QCOMPARE(found.size(), 10);
        QCOMPARE(found.first().value.name, QStringLiteral("Tee 29"));
    }

private:
    static StoreKey kA2() { return {kA.server, kA.customer, QStringLiteral("S2")}; }
};

QTEST_GUILESS_MAIN(TstLocalStoreCache)
#include "tst_localstore_cache.moc"
