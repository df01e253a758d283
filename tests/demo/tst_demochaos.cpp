// Another client changing the basket (FaultOptions::foreignChanges) and the seeded chaos mix
// (FaultOptions::chaos) of the demo backend: over real loopback HTTP, in the server's audit,
// and deterministic for a seed and a request order.

#include "app/demo/DemoAddFaultPlan.h"
#include "app/demo/DemoServer.h"
#include "tests/common/TestEnv.h"
#include "tests/demo/DemoHttp.h"
#include "tests/demo/DemoRawHttp.h"

#include <QElapsedTimer>

#include <map>
#include <set>

using namespace webshop::demo;
using namespace webshop::demo::test;
using namespace Qt::StringLiterals;

namespace {

// What one chaos run showed: per add what came over the wire, and what the server applied
// (bundle, thousandths, foreign, request number), in request order.
struct ChaosRun
{
    QStringList wire;
    QList<std::tuple<quint64, bool, QString, qint64>> applied;
    std::set<VariantOptions::BasketArticle> schemes;
    int reads = 0;
    int foreign = 0;
};

QString describe(const RawReply &r)
{
    if (r.closed && r.bytes.isEmpty())
        return u"dropped"_s;
    if (r.closed && r.contentLength() > r.body().size())
        return u"cut %1"_s.arg(r.status());
    return QString::number(r.status());
}

} // namespace

class tst_DemoChaos : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DemoServer> m_server;
    std::unique_ptr<DemoHttp> m_http;
    QStringList m_bundles;
    const QString m_store = u"0012"_s;

    QJsonArray read(DemoHttp &http) const
    {
        return http.get(http.basketPath(m_store, u"getBasket"_s)).json()[u"items"_s].toArray();
    }
    QList<AppliedAdd> foreignAdds() const
    {
        QList<AppliedAdd> result;
        for (const AppliedAdd &a : m_server->appliedAdds())
            if (a.foreign)
                result.append(a);
        return result;
    }
    // The foreign changes of `seed` over `reads` basket reads of an empty basket.
    QList<std::pair<QString, qint64>> foreignSequence(quint64 seed, int reads)
    {
        m_server->resetBaskets();
        m_server->resetAudit();
        FaultOptions f;
        f.foreignChanges = 1;
        f.faultSeed = seed;
        m_server->setFaults(f);
        for (int i = 0; i < reads; ++i)
            (void)read(*m_http);
        QList<std::pair<QString, qint64>> sequence;
        for (const AppliedAdd &a : foreignAdds())
            sequence.append({a.bundleId, a.quantity});
        return sequence;
    }

    // kAdds adds on raw sockets, each followed by a basket read, on a server of its own; each add's
    // wire outcome is checked against the plan the seed gives.
    void runChaos(quint64 seed, ChaosRun *run)
    {
        constexpr int kAdds = 28;
        constexpr int kSlowMs = 600;
        DemoServer server;
        QVERIFY(server.listen());
        DemoHttp http(server.url());
        QVERIFY(http.login());
        FaultOptions f;
        f.chaos = true;
        f.faultSeed = seed;
        f.chaosSlowMs = kSlowMs;
        server.setFaults(f);
        DemoAddFaultPlan plan; // what the seed says, worked out beside the server
        plan.reset(f);
        int expectedApplied = 0;
        for (int i = 0; i < kAdds; ++i) {
            const AddFault expected = plan.next(f).fault;
            QElapsedTimer timer;
            timer.start();
            RawCall call(server.url(), RawCall::addItemRequest(http, server.url(), m_store,
                                                               m_bundles.at(i % m_bundles.size()), i + 1));
            QTRY_VERIFY_WITH_TIMEOUT(call.done(), 15000);
            const RawReply &r = call.reply();
            const QString wire = describe(r);
            run->wire.append(wire);
            switch (expected.kind) {
            case AddFault::Kind::None: QCOMPARE(wire, u"200"_s); break;
            case AddFault::Kind::DropBefore:
            case AddFault::Kind::DropAfter: QCOMPARE(wire, u"dropped"_s); break;
            case AddFault::Kind::CutBody: QCOMPARE(wire, u"cut 200"_s); break;
            case AddFault::Kind::Late:
                QCOMPARE(wire, u"202"_s);
                QVERIFY(expected.ms >= 200 && expected.ms <= 1500);
                break;
            case AddFault::Kind::Status:
                QCOMPARE(wire, QString::number(expected.code));
                QCOMPARE(expected.applied, expected.code == 502);
                break;
            case AddFault::Kind::Delay:
                QCOMPARE(wire, u"200"_s);
                QVERIFY(timer.elapsed() >= kSlowMs);
                break;
            }
            expectedApplied += expected.kind != AddFault::Kind::DropBefore
                && (expected.kind != AddFault::Kind::Status || expected.applied);
            (void)read(http);
            ++run->reads;
        }
        const auto ours = [&server] {
            int n = 0;
            for (const AppliedAdd &a : server.appliedAdds())
                n += !a.foreign;
            return n;
        };
        QTRY_COMPARE_WITH_TIMEOUT(ours(), expectedApplied, 15000); // the late ones too
        QList<AppliedAdd> applied = server.appliedAdds();
        std::sort(applied.begin(), applied.end(), [](const AppliedAdd &a, const AppliedAdd &b) {
            return a.requestNo < b.requestNo;
        });
        QSet<QString> appliedBundles;
        for (const AppliedAdd &a : applied) {
            run->applied.append({a.requestNo, a.foreign, a.bundleId, a.quantity});
            run->foreign += a.foreign;
            appliedBundles.insert(a.bundleId);
        }
        // Which id scheme the basket lines are in.
        for (const QJsonValue &line : read(http)) {
            const QString article = line[u"article"_s].toString();
            run->schemes.insert(article.startsWith(u"ART-"_s) ? VariantOptions::BasketArticle::Other
                                : appliedBundles.contains(article) ? VariantOptions::BasketArticle::Bundle
                                                                   : VariantOptions::BasketArticle::Variant);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        m_server = std::make_unique<DemoServer>();
        QVERIFY(m_server->listen());
        m_http = std::make_unique<DemoHttp>(m_server->url());
        QVERIFY(m_http->login());
        for (const QString &query : {u"vollmilch"_s, u"gouda"_s, u"mineralwasser"_s})
            m_bundles.append(m_http->firstHit(query)[u"bundles"_s][0][u"bettyBundleId"_s].toString());
        QVERIFY(!m_bundles.contains(QString()));
    }

    void init()
    {
        m_server->setFaults({});
        m_server->setVariants({});
        m_server->resetBaskets();
        m_server->resetAudit();
    }

    // --- foreign changes -------------------------------------------------------------------------
    void foreignAtEveryNthRead()
    {
        FaultOptions f;
        f.foreignChanges = 2;
        f.faultSeed = 11;
        m_server->setFaults(f);
        const QString ours = m_bundles.at(0);
        QCOMPARE(m_http->addItem(m_store, ours, 1).status, 200);
        QCOMPARE(read(*m_http).size(), 1); // the 1st read: no change
        QVERIFY(foreignAdds().isEmpty());
        for (int change = 1; change <= 2; ++change) {
            const QJsonArray seen = read(*m_http); // the 2nd, 4th read: a change before the answer
            const QList<AppliedAdd> foreign = foreignAdds();
            QCOMPARE(foreign.size(), change);
            const AppliedAdd &a = foreign.last();
            QVERIFY(a.bundleId != ours);
            QVERIFY2(a.quantity == 1000 || a.quantity == 2000 || a.quantity == 3000, qPrintable(QString::number(a.quantity)));
            QCOMPARE(a.customerId, m_http->customerId);
            QCOMPARE(a.storeId, m_store);
            QVERIFY(a.requestNo > m_server->appliedAdds().first().requestNo);
            double shown = 0;
            for (const QJsonValue &line : seen)
                if (line[u"article"_s].toString() == a.bundleId)
                    shown += line[u"amount"_s].toDouble();
            QVERIFY(shown >= a.amount);
            QCOMPARE(read(*m_http), seen); // the 3rd read: nothing new
        }
        QCOMPARE(m_server->addItemReceipts(ours), 1);
    }

    void foreignSameAsTheLatestAdd()
    {
        FaultOptions f;
        f.foreignChanges = 1;
        f.foreignSame = true;
        m_server->setFaults(f);
        QCOMPARE(read(*m_http).size(), 0); // nothing to repeat yet
        QVERIFY(m_server->appliedAdds().isEmpty());
        const QString bundle = m_bundles.at(1);
        QCOMPARE(m_http->addItem(m_store, bundle, 2).status, 200);
        const QJsonArray seen = read(*m_http);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen.at(0)[u"amount"_s].toDouble(), 4.0);
        const QList<AppliedAdd> applied = m_server->appliedAdds();
        QCOMPARE(applied.size(), 2);
        QVERIFY(!applied.at(0).foreign && applied.at(1).foreign);
        QCOMPARE(applied.at(1).bundleId, bundle);
        QCOMPARE(applied.at(1).quantity, applied.at(0).quantity);
    }

    void foreignIsSeeded()
    {
        const auto first = foreignSequence(5, 4);
        QCOMPARE(first.size(), 4);
        QCOMPARE(foreignSequence(5, 4), first);
        QVERIFY(foreignSequence(6, 4) != first);
    }

    // --- chaos ---------------------------------------------------------------------------------
    // The mix of the plan: every fault kind, at the rate asked; the same seed, the same sequence.
    void chaosMix_data()
    {
        QTest::addColumn<double>("rate");
        QTest::newRow("0") << 0.0;
        QTest::newRow("0.3") << 0.3;
        QTest::newRow("0.5 (default)") << FaultOptions().chaosRate;
        QTest::newRow("1") << 1.0;
    }

    void chaosMix()
    {
        QFETCH(double, rate);
        constexpr int kDraws = 4000;
        const auto sequence = [rate](quint64 seed) {
            FaultOptions f;
            f.chaos = true;
            f.faultSeed = seed;
            f.chaosRate = rate;
            DemoAddFaultPlan plan;
            plan.reset(f);
            QList<AddPlan> plans;
            for (int i = 0; i < kDraws; ++i)
                plans.append(plan.next(f));
            return plans;
        };
        const QList<AddPlan> plans = sequence(42);
        std::map<std::pair<AddFault::Kind, int>, int> kinds; // a kind and its status
        for (const AddPlan &p : plans) {
            ++kinds[{p.fault.kind, p.fault.code}];
            if (p.fault.kind == AddFault::Kind::Late)
                QVERIFY(p.fault.ms >= 200 && p.fault.ms <= 1500);
            if (p.fault.kind == AddFault::Kind::Delay)
                QCOMPARE(p.delayMs, FaultOptions().chaosSlowMs);
            if (p.fault.kind == AddFault::Kind::Status)
                QVERIFY(p.fault == AddFault::status(503, false) || p.fault == AddFault::status(502, true));
        }
        const double faulty = 1.0 - double(kinds[{AddFault::Kind::None, 0}]) / kDraws;
        QVERIFY2(qAbs(faulty - rate) < 0.05, qPrintable(QString::number(faulty)));
        if (rate > 0)
            QCOMPARE(std::count_if(kinds.begin(), kinds.end(), [](const auto &k) {
                         return k.first.first != AddFault::Kind::None && k.second > 0;
                     }), 7); // all seven faults
        QCOMPARE(sequence(42).size(), plans.size());
        QVERIFY(sequence(42) == plans);
        if (rate > 0)
            QVERIFY(sequence(43) != plans);
    }

    void chaosSchemeIsDrawnFromTheSeed()
    {
        std::set<VariantOptions::BasketArticle> schemes;
        for (quint64 seed = 0; seed < 32; ++seed) {
            schemes.insert(DemoAddFaultPlan::chaosBasketArticle(seed));
            QCOMPARE(DemoAddFaultPlan::chaosBasketArticle(seed), DemoAddFaultPlan::chaosBasketArticle(seed));
        }
        QCOMPARE(schemes.size(), size_t(3));
    }

    // Two runs of one seed over the wire: the same faults, the same changes applied.
    void chaosIsDeterministic()
    {
        constexpr quint64 kSeed = 20240611;
        ChaosRun first, second;
        runChaos(kSeed, &first);
        if (QTest::currentTestFailed())
            return;
        runChaos(kSeed, &second);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(second.wire, first.wire);
        QCOMPARE(second.applied, first.applied);
        QCOMPARE(first.schemes, (std::set<VariantOptions::BasketArticle>{DemoAddFaultPlan::chaosBasketArticle(kSeed)}));
        QCOMPARE(second.schemes, first.schemes);
        QCOMPARE(first.foreign, first.reads / 2); // a foreign change at every 2nd read
        QVERIFY2(QSet<QString>(first.wire.begin(), first.wire.end()).size() >= 3, qPrintable(first.wire.join(u", "_s)));
    }
};

QTEST_MAIN(tst_DemoChaos)
#include "tst_demochaos.moc"
