// The money audit: for every hostile reading of the add endpoint the embedded backend can play
// (a server slower than the client's give-up, a 2xx whose body is cut, an add applied later
// than the re-read window, drops before and after applying, 5xx and 307 answers, another
// client changing the basket, and all of them mixed by a seeded chaos), every add goes through
// the one add path (control::BasketAdds) and, per add, what the server applied (its audit) is
// compared with what the buyer was told:
//   - no add applied more often than the buyer asked (nothing is sent twice by itself);
//   - no add told "added" (confirmed, accepted, doubled) that did not land;
//   - no add told "not added" that did land.
// "Uncertain" is allowed either way: it is what the buyer is told when the client cannot know.
// The one thing no client can tell apart, another client adding the same pack by the same
// amount while an add without an answer is open, is counted and printed, not hidden.

#include "app/api/BasketSync.h"
#include "app/control/BasketAdds.h"
#include "app/demo/DemoAddFault.h"
#include "app/demo/DemoServer.h"
#include "app/localstore/AddLedger.h"
#include "tests/common/Await.h"
#include "tests/common/TestEnv.h"
#include "tests/models/DemoFixture.h"

#include <QRandomGenerator>
#include <QTest>

using namespace webshop;
using values::AddState;
using demo::AddFault;

namespace {

struct Told
{
    QString bundle;
    values::Decimal amount;
    AddState state = AddState::Queued;
    QString message;
    QDateTime sentAt;
    QDateTime toldAt;
};

#define AUDIT(scenario)                                                                                         \
    do {                                                                                                       \
        const QStringList violations_ = audit(scenario);                                                       \
        QVERIFY2(violations_.isEmpty(), qPrintable(violations_.join(u'\n')));                                 \
    } while (false)

bool toldAdded(AddState s) { return s == AddState::Confirmed || s == AddState::Accepted || s == AddState::Doubled; }

} // namespace

class TestMoneyAudit : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::DemoFixture> m_demo;
    std::unique_ptr<api::BasketSync> m_queue;
    std::unique_ptr<control::BasketAdds> m_adds;
    QHash<quint64, Told> m_told;
    QStringList m_packs; // packs sold by the piece, distinct

    void setFaults(const std::function<void(demo::FaultOptions &)> &edit)
    {
        demo::FaultOptions f = m_demo->server().faults();
        edit(f);
        m_demo->server().setFaults(f);
    }

    quint64 add(const QString &bundle, int amount)
    {
        values::AddIntent i;
        i.bundleId = bundle;
        i.amount = values::Decimal::fromInt(amount);
        i.source = values::AddIntent::Source::Headless;
        const quint64 id = m_adds->add(i);
        m_told.insert(id, Told{bundle, i.amount, AddState::Queued, {}, QDateTime::currentDateTimeUtc(), {}});
        return id;
    }

    bool allTold() const
    {
        for (const Told &t : m_told)
            if (!values::isFinalAddState(t.state))
                return false;
        return !m_queue->isBusy();
    }

    // Reads the basket until nothing more changes for the open adds (late arrivals settle).
    void settleLateArrivals(int reads)
    {
        for (int i = 0; i < reads; ++i) {
            // The server applies late adds on its own clock (at most 1.5 s after their 202):
            // wait until it has applied every one, then read.
            QTRY_COMPARE_WITH_TIMEOUT(m_demo->server().pendingAddCount(), 0, 10000);
            m_queue->refresh();
            QTRY_VERIFY_WITH_TIMEOUT(!m_queue->isBusy(), 10000);
        }
    }

    // The audit: every violation of the three rules, one line each (empty: none). Adds that
    // another client's identical change makes indistinguishable are counted in `exempt`.
    QStringList audit(const QString &scenario, int *exemptOut = nullptr)
    {
        QStringList violations;
        const QList<demo::AppliedAdd> applied = m_demo->server().appliedAdds();
        int exempt = 0;
        int uncertain = 0;
        for (auto it = m_told.cbegin(); it != m_told.cend(); ++it) {
            const Told &t = it.value();
            int mine = 0;
            bool lookalike = false;
            for (const demo::AppliedAdd &a : applied) {
                if (a.bundleId != t.bundle)
                    continue;
                const bool same = values::Decimal::fromUnits(a.quantity * 10) == t.amount;
                if (!a.foreign && same)
                    ++mine;
                if (a.foreign && same)
                    lookalike = true;
            }
            uncertain += t.state == AddState::Uncertain;
            const QString what = QStringLiteral("%1: add of %2 × %3 told %4 (%5), applied %6 times")
                                     .arg(scenario, t.amount.toString(), t.bundle)
                                     .arg(int(t.state))
                                     .arg(t.message)
                                     .arg(mine);
            if (mine > 1)
                violations << u"applied more often than asked: " + what;
            if (lookalike && mine == 0 && toldAdded(t.state)) {
                ++exempt; // another client added exactly this: no client can tell
                continue;
            }
            if (toldAdded(t.state) && mine == 0) {
                QStringList others; // what else changed the basket: the cause to look for
                for (const demo::AppliedAdd &a : applied)
                    if (a.foreign)
                        others << QStringLiteral("foreign %1 × %2").arg(a.amount).arg(a.bundleId);
                violations << u"told added, not applied: " + what + QStringLiteral(" [%1]").arg(others.join(u", "));
            }
            if (t.state == AddState::Failed && mine > 0)
                violations << u"told not added, applied: " + what;
        }
        qInfo("%s: %d adds, %d uncertain, %d indistinguishable from another client's identical add, %d violations",
              qPrintable(scenario), int(m_told.size()), uncertain, exempt, int(violations.size()));
        if (exemptOut)
            *exemptOut = exempt;
        return violations;
    }

    // The totals of every seed of faultsTogether (printed at the end: the soak's figures).
    struct SoakTotals
    {
        int seeds = 0, adds = 0, uncertain = 0, failed = 0, exempt = 0, violations = 0;
    } m_soak;

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }
    void cleanupTestCase()
    {
        if (m_soak.seeds)
            qInfo("chaos soak: %d seeds, %d adds, %d told uncertain, %d told not added, %d indistinguishable "
                  "from another client's identical add, %d violations",
                  m_soak.seeds, m_soak.adds, m_soak.uncertain, m_soak.failed, m_soak.exempt, m_soak.violations);
    }

    void init()
    {
        m_demo = std::make_unique<test::DemoFixture>();
        QVERIFY2(m_demo->start(), qPrintable(m_demo->why()));
        api::ApiConfig c = m_demo->client().config();
        c.transferTimeoutMs = 700; // the client's give-up, short for the test; the server is slower
        c.deadlineMs = 5000;
        m_demo->client().setConfig(c);
        m_queue = std::make_unique<api::BasketSync>(&m_demo->client());
        m_queue->setVisibilityPolls({100, 200});
        m_adds = std::make_unique<control::BasketAdds>(m_queue.get());
        QVERIFY2(m_adds->openLedger(QStringLiteral(":memory:")), qPrintable(m_adds->ledger()->errorString()));
        const localstore::StoreKey key = localstore::StoreKey::of(m_demo->server().url(), QStringLiteral("c"), QStringLiteral("s"));
        m_adds->setKeySource([key]() -> std::optional<localstore::StoreKey> { return key; });
        connect(m_adds.get(), &control::BasketAdds::stateChanged, this, [this](quint64 id, AddState s, const QString &m) {
            if (!m_told.contains(id))
                return;
            m_told[id].state = s;
            m_told[id].message = m;
            m_told[id].toldAt = QDateTime::currentDateTimeUtc();
        });
        m_told.clear();
        if (m_packs.isEmpty()) {
            for (const QString &q : {QStringLiteral("Wasser"), QStringLiteral("Saft"), QStringLiteral("Bier"),
                                     QStringLiteral("Reiniger"), QStringLiteral("Servietten"), QStringLiteral("Kaffee")}) {
                values::SearchPage page;
                AWAITED(test::awaitJob(m_demo->client().search(q, 1, 50), QStringLiteral("search"),
                                       [&page](api::SearchJob *job) { page = job->result(); }));
                for (const values::Article &a : std::as_const(page.results))
                    for (const values::Bundle &b : a.bundles)
                        if (!b.isWeightArticle && !m_packs.contains(b.bundleId))
                            m_packs << b.bundleId;
            }
            QVERIFY2(m_packs.size() >= 30, qPrintable(QString::number(m_packs.size())));
        }
        m_demo->server().resetAudit();
    }

    void cleanup()
    {
        m_adds.reset();
        m_queue.reset();
        m_demo.reset();
    }

    // 1. The server takes longer to apply and answer than the client waits.
    void slowServer()
    {
        setFaults([](demo::FaultOptions &f) { f.addFaultSchedule = {AddFault::delay(1500)}; });
        const quint64 id = add(m_packs[0], 4);
        QTRY_VERIFY_WITH_TIMEOUT(allTold(), 10000);
        QCOMPARE(m_told[id].state, AddState::Uncertain);
        QTRY_COMPARE_WITH_TIMEOUT(m_demo->server().appliedAdds().size(), 1, 5000);
        settleLateArrivals(1);
        QCOMPARE(m_told[id].state, AddState::Confirmed); // the late arrival reaches its add
        QCOMPARE(m_demo->server().addItemReceipts(m_packs[0]), 1);
        AUDIT(QStringLiteral("slow server"));
    }

    // 2. A 2xx status line, then the body breaks off: the server took it.
    void cutBody()
    {
        setFaults([](demo::FaultOptions &f) { f.addFaultSchedule = {AddFault::cutBody(), AddFault::cutBody()}; });
        add(m_packs[0], 2);
        add(m_packs[1], 3);
        QTRY_VERIFY_WITH_TIMEOUT(allTold(), 10000);
        for (const Told &t : std::as_const(m_told))
            QVERIFY2(toldAdded(t.state), qPrintable(t.message));
        QCOMPARE(m_demo->server().addItemReceipts(m_packs[0]), 1);
        AUDIT(QStringLiteral("cut body"));
    }

    // 3. Two lines of the same pack, 4 each: the first is applied after the re-read window, the
    // second is dropped unread. The first's late arrival is not credited to the second.
    void lateArrivalAndADroppedTwin()
    {
        setFaults([](demo::FaultOptions &f) { f.addFaultSchedule = {AddFault::late(1200), AddFault::dropBefore()}; });
        const quint64 first = add(m_packs[0], 4);
        const quint64 second = add(m_packs[0], 4);
        QTRY_VERIFY_WITH_TIMEOUT(allTold(), 10000);
        settleLateArrivals(4);
        QVERIFY2(m_told[second].state != AddState::Confirmed, qPrintable(m_told[second].message));
        QVERIFY(toldAdded(m_told[first].state));
        AUDIT(QStringLiteral("late arrival, dropped twin"));
    }

    // 7. Gateways: a 5xx that did or did not apply, a 307 that must not be followed.
    void gatewaysAndRedirects()
    {
        setFaults([](demo::FaultOptions &f) {
            f.addFaultSchedule = {AddFault::status(503, false), AddFault::status(502, true), AddFault::status(307, false),
                                  AddFault::dropAfter(), AddFault::dropBefore()};
        });
        const quint64 a = add(m_packs[0], 1);
        const quint64 b = add(m_packs[1], 1);
        const quint64 c = add(m_packs[2], 1);
        const quint64 d = add(m_packs[3], 1);
        const quint64 e = add(m_packs[4], 1);
        QTRY_VERIFY_WITH_TIMEOUT(allTold(), 15000);
        QCOMPARE(m_told[a].state, AddState::Uncertain); // never "not added": a gateway may have passed it on
        QCOMPARE(m_told[b].state, AddState::Confirmed);
        QCOMPARE(m_told[c].state, AddState::Uncertain);
        QCOMPARE(m_told[d].state, AddState::Confirmed);
        QCOMPARE(m_told[e].state, AddState::Uncertain);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(m_demo->server().addItemReceipts(m_packs[i]), 1);
        AUDIT(QStringLiteral("gateways and redirects"));
    }

    // Another client adds the same pack by the same amount while an accepted add is checked:
    // the buyer is told what the basket shows, never that nothing was added.
    void anotherClientAddsTheSame()
    {
        setFaults([](demo::FaultOptions &f) {
            f.foreignChanges = 1;
            f.foreignSame = true;
        });
        add(m_packs[0], 2);
        QTRY_VERIFY_WITH_TIMEOUT(allTold(), 10000);
        for (const Told &t : std::as_const(m_told))
            QVERIFY2(t.state != AddState::Failed, qPrintable(t.message));
        AUDIT(QStringLiteral("same pack, same amount, elsewhere"));
    }

    // 10. Every fault mixed in one run of 30 adds, a few seeds in the suite; the soak target
    // (`cmake --build --preset ci --target soak_money`) runs many: WEBSHOP_SOAK_SEEDS=N runs the
    // seeds 1..N instead, and the totals of all seeds are printed at the end.
    void faultsTogether_data()
    {
        QTest::addColumn<quint64>("seed");
        const int soak = qEnvironmentVariableIntValue("WEBSHOP_SOAK_SEEDS");
        const int first = qMax(1, qEnvironmentVariableIntValue("WEBSHOP_SOAK_FIRST")); // to run one seed again
        // 24: an unanswered add under a line scheme the client cannot read, and another client's
        // line of another article grown by the same amount (the soak found it told "added").
        QList<quint64> seeds{11u, 23u, 24u, 42u};
        if (soak > 0) {
            seeds.clear();
            for (int s = first; s < first + soak; ++s)
                seeds << quint64(s);
        }
        for (quint64 seed : std::as_const(seeds))
            QTest::addRow("seed %llu", static_cast<unsigned long long>(seed)) << seed;
    }
    void faultsTogether()
    {
        QFETCH(quint64, seed);
        setFaults([seed](demo::FaultOptions &f) {
            f.chaos = true;
            f.faultSeed = seed;
            f.chaosRate = 0.6;
            f.chaosSlowMs = 1200;
        });
        QRandomGenerator amounts{static_cast<quint32>(seed)};
        for (int i = 0; i < 30; ++i)
            add(m_packs[i], 1 + int(amounts.bounded(3)));
        QTRY_VERIFY_WITH_TIMEOUT(allTold(), 60000);
        settleLateArrivals(4);
        int exempt = 0;
        const QStringList violations = audit(QStringLiteral("chaos seed %1").arg(seed), &exempt);
        m_soak.seeds += 1;
        m_soak.adds += int(m_told.size());
        m_soak.exempt += exempt;
        m_soak.violations += int(violations.size());
        for (const Told &t : std::as_const(m_told)) {
            m_soak.uncertain += t.state == AddState::Uncertain;
            m_soak.failed += t.state == AddState::Failed;
        }
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
        // Nothing was sent twice by the client: one receipt per add.
        for (int i = 0; i < 30; ++i)
            QCOMPARE(m_demo->server().addItemReceipts(m_packs[i]), 1);
    }
};

QTEST_GUILESS_MAIN(TestMoneyAudit)
#include "tst_moneyaudit.moc"
