// SearchResultsModel: roles and price modes on given pages, then against the embedded backend
// over loopback HTTP: paging to the end, the in-flight guard, a query change mid-page,
// errors and retry, empty results, thumbnails for requested rows.

#include "DemoFixture.h"
#include "ModelsTestData.h"
#include "models/ArticleCache.h"
#include "models/ImageCache.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "tests/common/Await.h"
#include "tests/common/Owned.h"
#include "tests/common/TestEnv.h"

#include <QAbstractItemModelTester>
#include <QPixmap>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using namespace webshop::models;
using State = SearchResultsModel::State;

class TestSearchResultsModel : public QObject
{
    Q_OBJECT
    // A fresh backend and models for every test function (init/cleanup).
    test::Owned m_owned; // everything below, made by init()
    test::DemoFixture *m_demo = nullptr;
    ImageCache *m_images = nullptr;
    SearchResultsModel *m_model = nullptr;   // against the backend
    SearchResultsModel *m_offline = nullptr; // fed with pages, no client

    test::Awaited idle(int timeoutMs = test::kBackendMs)
    {
        return test::waitUntil([this] { return m_model->state() != State::Loading; }, QStringLiteral("the search to end"),
                               timeoutMs);
    }
    // Idle, and nothing more to fetch: the model tester's fetchMore() calls paged it to the end.
    test::Awaited allPages()
    {
        return test::waitUntil([this] { return m_model->state() != State::Loading && !m_model->canFetchMore({}); },
                               QStringLiteral("every page of the search"), 30000);
    }
    // Three articles: two bundles with prices, one without a price, one weight article.
    static values::SearchPage givenPage()
    {
        values::SearchPage page;
        page.query = QStringLiteral("kaffee");
        page.page = 1;
        page.rows = 3;
        page.amount = 3;
        page.totalPages = 1;
        page.results = {test::makeArticle(1, {test::makeBundle(QStringLiteral("B1a"), "86.94", "93.03"),
                                              test::makeBundle(QStringLiteral("B1b"), "14.99", "16.04")}),
                        test::makeArticle(2, {test::makeBundle(QStringLiteral("B2"), nullptr, nullptr)}),
                        test::makeArticle(3, {test::makeBundle(QStringLiteral("B3"), "1.5", "1.61", true)})};
        return page;
    }

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void init()
    {
        m_demo = m_owned.make<test::DemoFixture>();
        QVERIFY2(m_demo->start(), qPrintable(m_demo->why()));
        m_images = m_owned.make<ImageCache>(&m_demo->nam());
        m_model = m_owned.make<SearchResultsModel>(ModelServices{&m_demo->client(), &m_demo->articles(), m_images, &m_demo->prices()});
        m_offline = m_owned.make<SearchResultsModel>(ModelServices{nullptr, nullptr, nullptr, &m_demo->prices()});
        // A fatal model tester checks every change for as long as the model lives.
        m_owned.make<QAbstractItemModelTester>(m_model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        m_owned.make<QAbstractItemModelTester>(m_offline, QAbstractItemModelTester::FailureReportingMode::Fatal);
    }
    void cleanup() { m_owned.clear(); }

    void rolesOfAGivenPage()
    {
        const values::SearchPage page = givenPage();
        QSignalSpy reset(m_offline, &QAbstractItemModel::modelReset);
        m_offline->setResults(page);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(m_offline->rowCount(), 3);
        QCOMPARE(m_offline->totalCount(), 3);
        QCOMPARE(m_offline->state(), State::Idle);
        QVERIFY(!m_offline->canFetchMore({})); // no client

        const QModelIndex first = m_offline->index(0);
        QCOMPARE(first.data().toString(), QStringLiteral("Article 1"));
        QCOMPARE(first.data(SearchResultsModel::IdRole).toString(), QStringLiteral("V000001"));
        QCOMPARE(first.data(SearchResultsModel::BundleCountRole).toInt(), 2);
        // The teaser is the cheapest bundle.
        QCOMPARE(first.data(SearchResultsModel::PriceBundleIdRole).toString(), QStringLiteral("B1b"));
        QCOMPARE(first.data(SearchResultsModel::PriceRole).toString(), QStringLiteral("16,04\u00A0€"));
        QCOMPARE(first.data(SearchResultsModel::PriceNetTextRole).toString(), QStringLiteral("14,99\u00A0€"));
        QCOMPARE(first.data(SearchResultsModel::PriceGrossTextRole).toString(), QStringLiteral("16,04\u00A0€"));
        QCOMPARE(first.data(SearchResultsModel::PriceNetRole).value<values::Decimal>(), test::dec("14.99"));
        QCOMPARE(first.data(SearchResultsModel::PriceGrossRole).value<values::Decimal>(), test::dec("16.04"));
        QCOMPARE(first.data(SearchResultsModel::CurrencyRole).toString(), QStringLiteral("EUR"));
        QCOMPARE(first.data(SearchResultsModel::PriceUnknownRole).toBool(), false);
        QCOMPARE(first.data(SearchResultsModel::ArticleRole).value<values::Article>().variantId, QStringLiteral("V000001"));
        QVERIFY(!first.data(Qt::DecorationRole).isValid()); // no image cache: no decoration

        const QModelIndex unknown = m_offline->index(1);
        QCOMPARE(unknown.data(SearchResultsModel::PriceUnknownRole).toBool(), true);
        QCOMPARE(unknown.data(SearchResultsModel::PriceRole).toString(), QStringLiteral("price unknown"));
        QVERIFY(!unknown.data(SearchResultsModel::PriceNetRole).isValid());
        QCOMPARE(m_offline->index(2).data(SearchResultsModel::WeightArticleRole).toBool(), true);
        QCOMPARE(m_offline->articleAt(2)->variantId, QStringLiteral("V000003"));
        QCOMPARE(m_offline->priceBundleAt(0)->bundleId, QStringLiteral("B1b"));
        QVERIFY(!m_offline->articleAt(3));

        const QHash<int, QByteArray> names = m_offline->roleNames();
        QCOMPARE(names.value(SearchResultsModel::PriceRole), QByteArray("price"));
        QCOMPARE(names.value(SearchResultsModel::IdRole), QByteArray("variantId"));
        QCOMPARE(names.value(Qt::DisplayRole), QByteArray("display"));
    }

    void netGrossSwitchIsDataChangedNotReset()
    {
        m_offline->setResults(givenPage());
        QSignalSpy reset(m_offline, &QAbstractItemModel::modelReset);
        QSignalSpy changed(m_offline, &QAbstractItemModel::dataChanged);
        m_demo->prices().setMode(PriceDisplay::Mode::Net);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        const auto roles = changed.constFirst().at(2).value<QList<int>>();
        QVERIFY(roles.contains(SearchResultsModel::PriceRole));
        QCOMPARE(changed.constFirst().at(0).toModelIndex().row(), 0);
        QCOMPARE(changed.constFirst().at(1).toModelIndex().row(), 2);
        QCOMPARE(m_offline->index(0).data(SearchResultsModel::PriceRole).toString(), QStringLiteral("14,99\u00A0€"));
        m_demo->prices().setMode(PriceDisplay::Mode::Gross);
        QCOMPARE(m_offline->index(0).data(SearchResultsModel::PriceRole).toString(), QStringLiteral("16,04\u00A0€"));
    }

    void localeSwitchReformats()
    {
        m_offline->setResults(givenPage());
        QSignalSpy changed(m_offline, &QAbstractItemModel::dataChanged);
        m_demo->prices().setLocale(QLocale(QStringLiteral("en_GB")));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(m_offline->index(0).data(SearchResultsModel::PriceRole).toString(), QStringLiteral("€16.04"));
        QCOMPARE(m_offline->index(1).data(SearchResultsModel::PriceRole).toString(), QStringLiteral("price unknown"));
        m_demo->prices().setLocale(QLocale(QStringLiteral("de_DE")));
        QCOMPARE(m_offline->index(0).data(SearchResultsModel::PriceRole).toString(), QStringLiteral("16,04\u00A0€"));
    }

    // The model tester calls fetchMore() after every change, like an eager view: the model
    // pages itself to the end, one request per page (the in-flight guard), in order.
    void pagingToTheEnd()
    {
        QSignalSpy pages(m_model, &SearchResultsModel::pageLoaded);
        QSignalSpy total(m_model, &SearchResultsModel::totalCountChanged);
        QSignalSpy served(&m_demo->server(), &demo::DemoServer::requestServed);
        m_model->setPageSize(4);
        m_model->setQuery(QStringLiteral("  kaffee "));
        QCOMPARE(m_model->query(), QStringLiteral("kaffee"));
        QCOMPARE(m_model->state(), State::Loading);
        QVERIFY(!m_model->canFetchMore({})); // nothing known yet
        m_model->fetchMore({});               // in flight: ignored
        AWAITED(test::awaitSignal(pages, 1, QStringLiteral("SearchResultsModel::pageLoaded")));
        const int hits = m_model->totalCount();
        QVERIFY2(hits > 8, qPrintable(QStringLiteral("need 3+ pages, got %1 hits").arg(hits)));
        QCOMPARE(total.count(), 1);
        AWAITED(allPages());
        QCOMPARE(m_model->state(), State::Idle);
        QCOMPARE(m_model->rowCount(), hits);
        QCOMPARE(m_model->totalCount(), hits);
        const int pageCount = (hits + 3) / 4;
        QCOMPARE(pages.count(), pageCount);
        for (int i = 0; i < pages.count(); ++i)
            QCOMPARE(pages.at(i).constFirst().toInt(), i + 1);
        int searches = 0;
        for (const auto &args : std::as_const(served))
            if (args.at(1).toString().endsWith(QStringLiteral("/search")))
                ++searches;
        QCOMPARE(searches, pageCount); // never a page twice, despite many fetchMore() calls

        // Every variant once, all of them in the shared article cache.
        QSet<QString> ids;
        for (int r = 0; r < m_model->rowCount(); ++r) {
            const QString id = m_model->index(r).data(SearchResultsModel::IdRole).toString();
            QVERIFY(!id.isEmpty());
            ids.insert(id);
            QVERIFY(m_demo->articles().article(id));
        }
        QCOMPARE(ids.size(), hits);
        // The same query again is not a reset.
        QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
        m_model->setQuery(QStringLiteral("kaffee"));
        QCOMPARE(reset.count(), 0);
    }

    void thumbnailsForRequestedRowsOnly()
    {
        m_model->setPageSize(4);
        m_model->setQuery(QStringLiteral("kaffee"));
        AWAITED(allPages());
        QVERIFY(m_model->rowCount() > 2);
        QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
        const QModelIndex row1 = m_model->index(1);
        const QUrl url = row1.data(SearchResultsModel::ImageUrlRole).toUrl();
        QVERIFY(url.isValid() && !url.isRelative());
        const QPixmap placeholder = row1.data(Qt::DecorationRole).value<QPixmap>();
        QVERIFY(!placeholder.isNull());
        QCOMPARE(m_images->pendingCount(), 1); // only the row that was asked for
        QTRY_VERIFY_WITH_TIMEOUT(m_images->isCached(url), 10000);
        QTRY_VERIFY(!changed.isEmpty());
        bool decorationOfRow1 = false;
        for (const auto &args : std::as_const(changed)) {
            if (args.at(0).toModelIndex().row() == 1 && args.at(2).value<QList<int>>().contains(Qt::DecorationRole))
                decorationOfRow1 = true;
        }
        QVERIFY(decorationOfRow1);
        const QPixmap thumb = row1.data(Qt::DecorationRole).value<QPixmap>();
        QVERIFY(!thumb.isNull());
        QVERIFY(thumb.width() <= m_images->thumbnailSize().width());
        QVERIFY(!m_images->isCached(m_model->index(2).data(SearchResultsModel::ImageUrlRole).toUrl()));
    }

    void queryChangeMidPageDropsTheStaleReply()
    {
        m_model->clear();
        m_model->setPageSize(3);
        // Slow replies, so page 2 of the old query is still on the wire when the query changes.
        demo::FaultOptions slow;
        slow.latencyMs = 300;
        m_demo->server().setFaults(slow);
        QSignalSpy pages(m_model, &SearchResultsModel::pageLoaded);
        m_model->setQuery(QStringLiteral("kaffee"));
        AWAITED(test::awaitSignal(pages, 1, QStringLiteral("page 1 of kaffee")));
        QCOMPARE(m_model->rowCount(), 3);
        QCOMPARE(m_model->state(), State::Loading); // page 2, asked for by the tester's fetchMore()

        QSignalSpy queries(m_model, &SearchResultsModel::queryChanged);
        QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
        pages.clear();
        m_model->setPageSize(50);
        m_model->setQuery(QStringLiteral("tee"));
        m_demo->server().setFaults({});
        QCOMPARE(queries.count(), 1);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(m_model->rowCount(), 0);
        QCOMPARE(m_model->totalCount(), 0);
        AWAITED(allPages());
        QCOMPARE(m_model->state(), State::Idle);
        QCOMPARE(m_model->query(), QStringLiteral("tee"));
        QVERIFY2(m_model->totalCount() > 0, "the demo range has tea");
        // Only pages of the new query arrived, from 1 on; the old page 2 was dropped.
        QVERIFY(!pages.isEmpty());
        for (int i = 0; i < pages.count(); ++i)
            QCOMPARE(pages.at(i).constFirst().toInt(), i + 1);
        QCOMPARE(m_model->rowCount(), m_model->totalCount());
        QSet<QString> ids;
        for (int r = 0; r < m_model->rowCount(); ++r)
            ids.insert(m_model->index(r).data(SearchResultsModel::IdRole).toString());
        QCOMPARE(ids.size(), m_model->rowCount());
    }

    void errorsAndRetry()
    {
        demo::FaultOptions failing;
        failing.errorRate = 1.0;
        m_demo->server().setFaults(failing);
        m_model->setPageSize(2);
        m_model->setQuery(QStringLiteral("brot"));
        AWAITED(idle(30000));
        QCOMPARE(m_model->state(), State::Error);
        QVERIFY(!m_model->errorString().isEmpty());
        QVERIFY(m_model->lastError().isError());
        QCOMPARE(m_model->rowCount(), 0);
        QVERIFY(!m_model->canFetchMore({})); // no retry loop driven by views

        // Page 1 succeeds, page 2 fails: the rows shown stay.
        m_demo->server().setFaults({});
        auto failNext = connect(m_model, &SearchResultsModel::pageLoaded, this, [&](int page) {
            if (page == 1)
                m_demo->server().setFaults(failing);
        });
        m_model->retry();
        QTRY_COMPARE_WITH_TIMEOUT(m_model->state(), State::Error, 30000);
        disconnect(failNext);
        QCOMPARE(m_model->rowCount(), 2);
        QVERIFY(m_model->totalCount() > 2);
        QVERIFY(!m_model->canFetchMore({}));
        QVERIFY(!m_model->errorString().isEmpty());

        m_demo->server().setFaults({});
        m_model->retry();
        AWAITED(allPages());
        QCOMPARE(m_model->state(), State::Idle);
        QVERIFY(m_model->errorString().isEmpty());
        QCOMPARE(m_model->rowCount(), m_model->totalCount());
    }

    void emptyResultAndClear()
    {
        QSignalSpy total(m_model, &SearchResultsModel::totalCountChanged);
        m_model->setQuery(QStringLiteral("qqxxzzyy"));
        AWAITED(idle());
        QCOMPARE(m_model->state(), State::Empty);
        QCOMPARE(m_model->rowCount(), 0);
        QCOMPARE(m_model->totalCount(), 0);
        QVERIFY(!m_model->canFetchMore({}));
        m_model->setQuery(QString());
        QCOMPARE(m_model->state(), State::Idle);
        QCOMPARE(m_model->rowCount(), 0);
        m_model->setQuery(QStringLiteral("kaffee"));
        AWAITED(idle());
        m_model->clear();
        QCOMPARE(m_model->rowCount(), 0);
        QCOMPARE(m_model->query(), QString());
        QCOMPARE(m_model->state(), State::Idle);
    }
};

QTEST_MAIN(TestSearchResultsModel)
#include "tst_searchresultsmodel.moc"
