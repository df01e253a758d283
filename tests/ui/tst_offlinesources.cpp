// Offline as a property of the data, on the embedded backend over real loopback HTTP: every
// model says where what it shows came from (the server, a saved copy, the saved articles that
// match a search) and how old it is; offline, each reads its saved copy by itself and sends no
// request, not even one it would then ignore. The server is back up but the app does not know
// yet (its next try is an hour away): any request sent would be answered, and counted here.

#include "app/control/OfflineCache.h"
#include "app/control/PriceHistory.h"
#include "app/demo/DemoServer.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using models::DataOrigin;
using models::Provenance;

namespace {
constexpr int kNet = 20000;
} // namespace

class TestOfflineSources : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<test::UiFixture> fx;
    QStringList m_served; // the paths the backend answered, in order

    control::OfflineCache *offline() const { return fx->graph->offlineCache(); }

    bool signIn()
    {
        fx->session.login(fx->demoCredentials());
        if (!QTest::qWaitFor([&] { return !fx->session.deliveryAddresses().isEmpty(); }, kNet))
            return false;
        fx->session.selectAddress(0);
        return QTest::qWaitFor([&] { return fx->graph->sessionController()->currentAddressIndex() >= 0; }, kNet);
    }

    // Every model loaded from the server, and saved.
    void loadEverything()
    {
        fx->search.setQuery(QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0 && fx->search.state() == models::SearchResultsModel::State::Idle, kNet);
        fx->details.load(fx->search.articleAt(0)->variantId);
        QTRY_VERIFY_WITH_TIMEOUT(fx->details.state() == models::ArticleDetails::State::Idle
                                     && !fx->details.article().bundles.isEmpty(), kNet);
        fx->lists.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(fx->lists.rowCount() > 0 && fx->lists.state() == models::PersonalListsModel::State::Idle, kNet);
        fx->listItems.load(fx->lists.listIdAt(0));
        QTRY_VERIFY_WITH_TIMEOUT(fx->listItems.rowCount() > 0, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.hasBasket() && fx->basket.lineCount() > 0 && !fx->basket.isBusy(), kNet);
        QVERIFY(fx->graph->priceHistory()->flush());
    }

    // Each model's origin and age.
    QList<Provenance> provenances() const
    {
        return {fx->search.feed()->provenance(), fx->details.feed()->provenance(), fx->lists.feed()->provenance(),
                fx->listItems.feed()->provenance(), fx->basket.feed()->provenance()};
    }

    // The server stops; a basket read fails: offline. The server starts again on the same port,
    // unknown to the app (no try for an hour).
    void goOfflineWithServerBack()
    {
        const quint16 port = fx->server()->port();
        offline()->setRetryDelays(3600 * 1000, 3600 * 1000);
        fx->server()->close();
        fx->basket.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(offline()->isOffline(), kNet);
        QVERIFY(fx->server()->listen(QHostAddress::LocalHost, port));
        m_served.clear();
    }

    // What the backend answered up to a request sent now (sent after everything before it).
    QStringList servedBeforeSentinel()
    {
        const QString sentinel = QStringLiteral("sentinel0815");
        fx->client.article(sentinel); // the job deletes itself
        if (!QTest::qWaitFor([&] { return !m_served.filter(sentinel).isEmpty(); }, kNet))
            return {QStringLiteral("the sentinel was not answered")};
        return m_served.mid(0, m_served.indexOf(m_served.filter(sentinel).constFirst()));
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
    }

    void init()
    {
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        fx = std::make_unique<test::UiFixture>(m_dir->filePath(QStringLiteral("localstore.sqlite")));
        demo::DemoOptions options;
        options.prefillDemoBasket = true;
        QVERIFY(fx->startServer(options));
        connect(fx->server(), &demo::DemoServer::requestServed, this,
                [this](const QString &, const QString &path, int) { m_served << path; });
        QVERIFY(signIn());
    }

    void cleanup()
    {
        fx.reset();
        m_dir.reset();
    }

    // Loaded from the server, each model says so, with the time its data came.
    void liveDataSaysLive()
    {
        const QDateTime before = QDateTime::currentDateTime();
        loadEverything();
        const QDateTime after = QDateTime::currentDateTime();
        for (const Provenance &p : provenances()) {
            QCOMPARE(p.origin, DataOrigin::Live);
            QVERIFY(p.at.isValid() && p.at >= before.addSecs(-1) && p.at <= after);
        }
        QVERIFY(!offline()->isOffline());
        QVERIFY(!offline()->fetchedAt(control::OfflineCache::View::Search).isValid()); // online: no mark
    }

    // Offline, a search sends nothing: the saved articles that match answer at once.
    void offlineSearchSendsNoRequest()
    {
        loadEverything();
        const QDateTime savedBy = QDateTime::currentDateTime();
        goOfflineWithServerBack();

        fx->search.setQuery(QStringLiteral("goud"));
        // Answered at once, nothing in flight.
        QCOMPARE(fx->search.state(), models::SearchResultsModel::State::Idle);
        QVERIFY(fx->search.rowCount() > 0);
        QVERIFY(offline()->searchIsLocal());
        QCOMPARE(fx->search.feed()->provenance().origin, DataOrigin::SavedMatches);
        QVERIFY(fx->search.feed()->provenance().at <= savedBy);
        // A search made before: its saved results.
        fx->search.setQuery(QStringLiteral("gouda"));
        QCOMPARE(fx->search.feed()->provenance().origin, DataOrigin::Saved);
        QVERIFY(fx->search.rowCount() > 0);

        QCOMPARE(servedBeforeSentinel(), QStringList());
    }

    // Offline, every model reads its saved copy by itself, tagged with when it was fetched, and
    // sends nothing; back online, each loads from the server again by itself.
    void offlineModelsReadSavedCopies()
    {
        loadEverything();
        const QString variant = fx->details.variantId();
        const QString listId = fx->listItems.listId();
        const QDateTime savedBy = QDateTime::currentDateTime();
        goOfflineWithServerBack();

        fx->details.clear();
        fx->details.load(variant);
        fx->lists.refresh();
        fx->listItems.load(listId);
        fx->basket.refresh();
        QCOMPARE(fx->details.state(), models::ArticleDetails::State::Idle);
        QVERIFY(!fx->details.article().bundles.isEmpty());
        QVERIFY(fx->lists.rowCount() > 0);
        QVERIFY(fx->listItems.rowCount() > 0);
        QVERIFY(fx->basket.showsSaved() && fx->basket.lineCount() > 0);
        const QList<Provenance> saved = provenances().mid(1);
        for (const Provenance &p : saved) {
            QCOMPARE(p.origin, DataOrigin::Saved);
            QVERIFY(p.at.isValid() && p.at <= savedBy);
        }
        QCOMPARE(offline()->fetchedAt(control::OfflineCache::View::Basket), saved.last().at);
        // An add is refused by the model itself, and not sent.
        QVERIFY(!fx->basket.feed()->addRefusal().isEmpty());
        QCOMPARE(servedBeforeSentinel(), QStringList());

        // The sentinel's answer made the server reachable: every model loads again by itself.
        QTRY_VERIFY_WITH_TIMEOUT(!offline()->isOffline(), kNet);
        QTRY_VERIFY_WITH_TIMEOUT(!fx->basket.showsSaved() && fx->basket.feed()->provenance().origin == DataOrigin::Live, kNet);
        QTRY_COMPARE_WITH_TIMEOUT(fx->lists.feed()->provenance().origin, DataOrigin::Live, kNet);
        QTRY_COMPARE_WITH_TIMEOUT(fx->details.feed()->provenance().origin, DataOrigin::Live, kNet);
        QTRY_COMPARE_WITH_TIMEOUT(fx->search.feed()->provenance().origin, DataOrigin::Live, kNet);
        QVERIFY(fx->basket.feed()->addRefusal().isEmpty());
    }
};

QTEST_MAIN(TestOfflineSources)
#include "tst_offlinesources.moc"
