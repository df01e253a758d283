// ArticleCache: lookups by variant and bundle id, basket line resolution order, merging of
// list-only data, fetch de-duplication and failure memory (against the embedded backend).

#include "DemoFixture.h"
#include "ModelsTestData.h"
#include "models/ArticleCache.h"
#include "tests/common/Await.h"
#include "tests/common/TestEnv.h"

#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using namespace webshop::models;

class TestArticleCache : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void lookups()
    {
        ArticleCache cache;
        QSignalSpy changed(&cache, &ArticleCache::articlesChanged);
        cache.insert({test::makeArticle(1, {test::makeBundle(QStringLiteral("B1a"), "1", "2"),
                                            test::makeBundle(QStringLiteral("B1b"), "3", "4")}),
                      test::makeArticle(2)});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.constFirst().constFirst().toStringList(), (QStringList{QStringLiteral("V000001"), QStringLiteral("V000002")}));
        QCOMPARE(cache.size(), 2);
        QCOMPARE(cache.article(QStringLiteral("V000001"))->name, QStringLiteral("Article 1"));
        QCOMPARE(cache.articleForBundle(QStringLiteral("B1b"))->variantId, QStringLiteral("V000001"));
        QVERIFY(!cache.article(QStringLiteral("B1b")));
        QVERIFY(!cache.articleForBundle(QStringLiteral("V000001")));

        // A basket line id: bundle id first, then variant id.
        ArticleCache::Resolved byBundle = cache.resolve(QStringLiteral("B1b"));
        QVERIFY(byBundle);
        QCOMPARE(byBundle.bundle->bundleId, QStringLiteral("B1b"));
        ArticleCache::Resolved byVariant = cache.resolve(QStringLiteral("V000002"));
        QVERIFY(byVariant);
        QVERIFY(!byVariant.bundle);
        QVERIFY(!cache.resolve(QStringLiteral("nope")));

        cache.clear();
        QCOMPARE(cache.size(), 0);
        QVERIFY(!cache.resolve(QStringLiteral("B1b")));
        QCOMPARE(changed.count(), 2);
    }

    // A long list (a big search page) is indexed a chunk per event-loop turn: a lookup in the
    // meantime still finds everything, in insertion order, and articlesChanged comes once.
    void longListIsIndexedInChunks()
    {
        ArticleCache cache;
        QSignalSpy changed(&cache, &ArticleCache::articlesChanged);
        QList<values::Article> many;
        for (int i = 0; i < 10000; ++i)
            many.append(test::makeArticle(i));
        cache.insert(many);
        QCOMPARE(changed.count(), 0); // not announced from inside insert()
        values::Article renamed = test::makeArticle(9999);
        renamed.name = QStringLiteral("Renamed");
        cache.insert(renamed); // after the queued copy of the same article
        QCOMPARE(cache.article(QStringLiteral("V009999"))->name, QStringLiteral("Renamed"));
        QCOMPARE(cache.articleForBundle(QStringLiteral("B5000"))->variantId, QStringLiteral("V005000"));
        QCOMPARE(cache.size(), 10000);
        QTRY_COMPARE(changed.count(), 2);
        QCOMPARE(changed.at(0).constFirst().toStringList(), QStringList{QStringLiteral("V009999")});
        QCOMPARE(changed.at(1).constFirst().toStringList().size(), 10000);

        // Left to the event loop alone, the index fills up and is announced once.
        ArticleCache idle;
        QSignalSpy idleChanged(&idle, &ArticleCache::articlesChanged);
        idle.insert(many);
        QTRY_COMPARE(idleChanged.count(), 1);
        QCOMPARE(idleChanged.constFirst().constFirst().toStringList().size(), 10000);
        QCOMPARE(idle.size(), 10000);
        idle.clear();
        idle.insert(many);
        idle.clear(); // a queued list is dropped too
        QCOMPARE(idle.size(), 0);
    }

    void replaceKeepsListOnlyPackSizeAndDropsOldBundles()
    {
        ArticleCache cache;
        values::Article fromList = test::makeArticle(5, {test::makeBundle(QStringLiteral("B5a"), "1", "2"),
                                                      test::makeBundle(QStringLiteral("B5old"), "1", "2")});
        fromList.bundles[0].bundleSize = QStringLiteral("6 x 1 l");
        cache.insert(fromList);
        values::Article fromDetails = test::makeArticle(5, {test::makeBundle(QStringLiteral("B5a"), "1.5", "2.5")});
        cache.insert(fromDetails);
        const values::Article *a = cache.article(QStringLiteral("V000005"));
        QCOMPARE(a->bundles.size(), 1);
        QCOMPARE(a->bundles.constFirst().bundleSize, QStringLiteral("6 x 1 l"));
        QCOMPARE(*a->bundles.constFirst().price.articleNet, test::dec("1.5"));
        QVERIFY(!cache.articleForBundle(QStringLiteral("B5old")));
        cache.insert(values::Article{}); // no id: ignored
        QCOMPARE(cache.size(), 1);
    }

    void fetchesOnceAndRemembersFailures()
    {
        test::DemoFixture demo;
        QVERIFY2(demo.start(), qPrintable(demo.why()));
        // A real variant id from a search.
        api::SearchJob *job = demo.client().search(QStringLiteral("kaffee"), 1, 1);
        QString variantId;
        connect(job, &api::ApiJob::finished, this, [&, job] {
            if (job->isOk() && !job->result().results.isEmpty())
                variantId = job->result().results.constFirst().variantId;
        });
        QTRY_VERIFY_WITH_TIMEOUT(!variantId.isEmpty(), 15000);

        ArticleCache cache(&demo.client());
        QSignalSpy changed(&cache, &ArticleCache::articlesChanged);
        QSignalSpy failed(&cache, &ArticleCache::fetchFailed);
        QVERIFY(cache.fetch(variantId));
        QVERIFY(cache.isFetching(variantId));
        QVERIFY(!cache.fetch(variantId)); // in flight: not twice
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), test::kBackendMs);
        QVERIFY(cache.article(variantId));
        QVERIFY(!cache.isFetching(variantId));
        QVERIFY(!cache.fetch(variantId)); // known

        QVERIFY(cache.fetch(QStringLiteral("no-such-variant")));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, test::kBackendMs);
        QVERIFY(cache.hasFailed(QStringLiteral("no-such-variant")));
        QVERIFY(!cache.fetch(QStringLiteral("no-such-variant"))); // no request storms
        QCOMPARE(failed.constFirst().at(1).value<values::ApiError>().kind, values::ApiError::Kind::NotFound);
    }
};

QTEST_MAIN(TestArticleCache)
#include "tst_articlecache.moc"
