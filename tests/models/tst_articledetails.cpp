// ArticleDetails against the embedded backend: shown at once from a search row, refreshed
// from the details endpoint; fetched by id; an unknown id is an error state.

#include "DemoFixture.h"
#include "models/ArticleCache.h"
#include "models/ArticleDetails.h"
#include "models/PriceDisplay.h"
#include "tests/common/Await.h"
#include "tests/common/Owned.h"
#include "tests/common/TestEnv.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using namespace webshop::models;
using State = ArticleDetails::State;

class TestArticleDetails : public QObject
{
    Q_OBJECT
    // A fresh backend, cache and details for every test function (init/cleanup).
    test::Owned m_owned; // everything below, made by init()
    test::DemoFixture *m_demo = nullptr;
    ArticleCache *m_articles = nullptr;
    ArticleDetails *m_details = nullptr;
    values::Article m_found;

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void init()
    {
        m_demo = m_owned.make<test::DemoFixture>();
        QVERIFY2(m_demo->start(), qPrintable(m_demo->why()));
        m_articles = m_owned.make<ArticleCache>(&m_demo->client());
        m_details = m_owned.make<ArticleDetails>(ModelServices{&m_demo->client(), m_articles, nullptr, nullptr});
        // A fatal model tester checks every change for as long as the model lives.
        m_owned.make<QAbstractItemModelTester>(m_details->bundles(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        m_found = {};
        AWAITED(test::awaitJob(m_demo->client().search(QStringLiteral("kaffee"), 1, 5), QStringLiteral("search for kaffee"),
                               [&](api::SearchJob *job) {
                                   if (!job->result().results.isEmpty())
                                       m_found = job->result().results.constFirst();
                               }));
        QVERIFY(!m_found.variantId.isEmpty());
    }
    void cleanup() { m_owned.clear(); }

    void showThenRefresh()
    {
        QSignalSpy changed(m_details, &ArticleDetails::articleChanged);
        m_details->show(m_found);
        QCOMPARE(changed.count(), 1);
        QVERIFY(m_details->hasArticle());
        QCOMPARE(m_details->name(), m_found.name);
        QCOMPARE(m_details->bundles()->rowCount(), int(m_found.bundles.size()));
        QCOMPARE(m_details->state(), State::Loading);
        QTRY_VERIFY_WITH_TIMEOUT(m_details->state() != State::Loading, 15000);
        QCOMPARE(m_details->state(), State::Idle);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(m_details->variantId(), m_found.variantId);
        QVERIFY(m_details->bundles()->rowCount() >= 1);
        QVERIFY(m_articles->article(m_found.variantId)); // details fill the shared cache
        QVERIFY(m_details->imageUrl().isValid());
    }

    void loadById()
    {
        m_articles->insert(m_found); // as a search leaves it
        m_details->show(m_found);
        m_details->clear();
        QVERIFY(!m_details->hasArticle());
        QCOMPARE(m_details->bundles()->rowCount(), 0);
        m_details->load(m_found.variantId); // cached: shown at once, refreshed
        QCOMPARE(m_details->name(), m_found.name);
        QTRY_VERIFY_WITH_TIMEOUT(m_details->state() == State::Idle, 15000);
        QCOMPARE(m_details->bundles()->article().variantId, m_found.variantId);
    }

    void unknownIdIsAnError()
    {
        m_details->load(QStringLiteral("no-such-variant"));
        QTRY_VERIFY_WITH_TIMEOUT(m_details->state() != State::Loading, 15000);
        QCOMPARE(m_details->state(), State::Error);
        QVERIFY(!m_details->errorString().isEmpty());
        QCOMPARE(m_details->lastError().kind, values::ApiError::Kind::NotFound);
    }
};

QTEST_MAIN(TestArticleDetails)
#include "tst_articledetails.moc"
