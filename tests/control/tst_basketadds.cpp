// The one add path (control::BasketAdds) against the embedded backend over loopback: every add
// is written to the ledger before its request can leave, an add made for another customer or
// store is refused and never sent, the gate refuses with its reason, and adds that were open
// when the app was killed are settled at the next start by the basket (in the basket, not
// known, not sent), with nothing sent again.

#include "app/api/BasketSync.h"
#include "app/control/BasketAdds.h"
#include "app/demo/DemoVariants.h"
#include "app/localstore/AddLedger.h"
#include "app/values/BasketMath.h"
#include "tests/common/Await.h"
#include "tests/common/TestEnv.h"
#include "tests/models/DemoFixture.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using values::AddState;

namespace {

struct Seen
{
    quint64 id;
    AddState state;
    QString message;
};

} // namespace

class TestBasketAdds : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::DemoFixture> m_demo;
    QTemporaryDir m_dir;
    QString m_bundle;  // a pack sold by the piece
    QString m_bundle2;

    localstore::StoreKey key() const
    {
        return localstore::StoreKey::of(m_demo->server().url(), QStringLiteral("0004711"), QStringLiteral("0012"));
    }

    // A queue and an add path over the fixture's client, with the ledger in `file`.
    struct Path
    {
        std::unique_ptr<api::BasketSync> queue;
        std::unique_ptr<control::BasketAdds> adds;
        QList<Seen> seen;
        QList<AddState> statesOf(quint64 id) const
        {
            QList<AddState> out;
            for (const Seen &s : seen)
                if (s.id == id)
                    out << s.state;
            return out;
        }
    };
    std::unique_ptr<Path> makePath(const QString &file)
    {
        auto p = std::make_unique<Path>();
        p->queue = std::make_unique<api::BasketSync>(&m_demo->client());
        p->queue->setVisibilityPolls({100, 200, 400, 800});
        p->adds = std::make_unique<control::BasketAdds>(p->queue.get());
        if (!p->adds->openLedger(file))
            return nullptr;
        const localstore::StoreKey k = key();
        p->adds->setKeySource([k]() -> std::optional<localstore::StoreKey> { return k; });
        Path *raw = p.get();
        connect(p->adds.get(), &control::BasketAdds::stateChanged, this,
                [raw](quint64 id, AddState s, const QString &m) { raw->seen.append({id, s, m}); });
        return p;
    }

    // The basket as the server holds it now, read past the queue.
    std::optional<values::Decimal> quantityOnTheServer(const QString &bundle)
    {
        values::Basket basket;
        if (!test::awaitJob(m_demo->client().basket(), QStringLiteral("basket"),
                            [&basket](api::BasketJob *job) { basket = job->result(); }))
            return std::nullopt;
        return values::quantityOf(basket, bundle);
    }

    values::AddIntent intent(const QString &bundle, int amount) const
    {
        values::AddIntent i;
        i.bundleId = bundle;
        i.amount = values::Decimal::fromInt(amount);
        i.name = QStringLiteral("Test article");
        i.source = values::AddIntent::Source::List;
        i.sourceRef = QStringLiteral("list-1");
        return i;
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_demo = std::make_unique<test::DemoFixture>();
        QVERIFY2(m_demo->start(), qPrintable(m_demo->why()));
        // Two packs sold by the piece, from the demo range.
        values::SearchPage page;
        AWAITED(test::awaitJob(m_demo->client().search(QStringLiteral("Mineralwasser"), 1, 10), QStringLiteral("search"),
                               [&page](api::SearchJob *job) { page = job->result(); }));
        QVERIFY(page.results.size() >= 2);
        for (const values::Article &a : std::as_const(page.results))
            for (const values::Bundle &b : a.bundles)
                if (!b.isWeightArticle && m_bundle.isEmpty())
                    m_bundle = b.bundleId;
                else if (!b.isWeightArticle && m_bundle2.isEmpty() && b.bundleId != m_bundle)
                    m_bundle2 = b.bundleId;
        QVERIFY(!m_bundle.isEmpty() && !m_bundle2.isEmpty());
    }

    void cleanup()
    {
        m_demo.reset();
        m_bundle.clear();
        m_bundle2.clear();
    }

    void writtenDownBeforeItLeaves()
    {
        auto p = makePath(m_dir.filePath(QStringLiteral("before.sqlite")));
        QVERIFY(p);
        m_demo->server().resetAddItemRequestCounts();
        const quint64 id = p->adds->add(intent(m_bundle, 3));
        // The call returned: the request has not left (the queue sends on a later turn of the
        // event loop), and the ledger already holds the add.
        QCOMPARE(m_demo->server().addItemRequestCount(), 0);
        const auto written = p->adds->ledger()->entry(qint64(id));
        QVERIFY(written);
        QCOMPARE(written->state, AddState::Queued);
        QCOMPARE(written->bundleId, m_bundle);
        QCOMPARE(written->amount, values::Decimal::fromInt(3));
        QCOMPARE(written->source, QStringLiteral("list"));
        QCOMPARE(written->sourceRef, QStringLiteral("list-1"));
        QTRY_COMPARE_WITH_TIMEOUT(p->statesOf(id).value(p->statesOf(id).size() - 1, AddState::Queued), AddState::Confirmed, 15000);
        QCOMPARE(m_demo->server().addItemRequestCount(), 1);
        const auto settled = p->adds->ledger()->entry(qint64(id));
        QCOMPARE(settled->state, AddState::Confirmed);
        QVERIFY(settled->beforeQuantity.has_value()); // what a restart would settle it by
        QCOMPARE(p->adds->history().size(), 1);
    }

    void anAddForAnotherContextIsNeverSent()
    {
        auto p = makePath(m_dir.filePath(QStringLiteral("context.sqlite")));
        QVERIFY(p);
        m_demo->server().resetAddItemRequestCounts();
        values::AddIntent i = intent(m_bundle, 2);
        i.context = p->adds->context();
        p->adds->contextChanged(); // another delivery address was chosen meanwhile
        const quint64 id = p->adds->add(i);
        QTRY_COMPARE(p->statesOf(id), QList<AddState>{AddState::Failed});
        QVERIFY(p->seen.constLast().message.contains(QLatin1String("changed")));
        QVERIFY(!p->adds->ledger()->entry(qint64(id)));
        QCoreApplication::processEvents();
        QCOMPARE(p->queue->openAddCount(), 0); // never handed to the queue
        QCOMPARE(m_demo->server().addItemRequestCount(), 0);
        // Made for the context that is current now, it goes.
        i.context = p->adds->context();
        const quint64 ok = p->adds->add(i);
        QTRY_VERIFY_WITH_TIMEOUT(p->statesOf(ok).contains(AddState::Confirmed), 15000);
    }

    void theGateAndAMissingContextRefuse()
    {
        auto p = makePath(m_dir.filePath(QStringLiteral("gate.sqlite")));
        QVERIFY(p);
        m_demo->server().resetAddItemRequestCounts();
        p->adds->setGate([] { return QStringLiteral("Offline: nothing can be added."); });
        const quint64 a = p->adds->add(intent(m_bundle, 1));
        QTRY_COMPARE(p->statesOf(a), QList<AddState>{AddState::Failed});
        QCOMPARE(p->seen.constLast().message, QStringLiteral("Offline: nothing can be added."));
        p->adds->setGate({});
        p->adds->setKeySource([]() -> std::optional<localstore::StoreKey> { return std::nullopt; });
        const quint64 b = p->adds->add(intent(m_bundle, 1));
        QTRY_COMPARE(p->statesOf(b), QList<AddState>{AddState::Failed});
        QVERIFY(a != b);
        QCOMPARE(m_demo->server().addItemRequestCount(), 0);
        QVERIFY(p->adds->ledger()->history(key()).isEmpty());
    }

    // Killed in the middle of a burst of three: the first add was sent and answered 202 (the
    // server applies it a moment later), the other two were still queued. At the next start
    // the ledger's open adds are settled by the first basket read: one in the basket, two not
    // sent; nothing is sent again.
    void aKilledBurstIsSettledAtTheNextStart()
    {
        demo::VariantOptions v;
        v.addMode = demo::VariantOptions::AddMode::Async;
        v.asyncDelayMs = 600;
        m_demo->server().setVariants(v);
        m_demo->server().resetAddItemRequestCounts();
        const QString file = m_dir.filePath(QStringLiteral("killed.sqlite"));
        auto first = makePath(file);
        QVERIFY(first);
        const quint64 a = first->adds->add(intent(m_bundle, 2));
        first->adds->add(intent(m_bundle, 5));
        first->adds->add(intent(m_bundle2, 1));
        QTRY_VERIFY_WITH_TIMEOUT(first->statesOf(a).contains(AddState::Checking), 15000);
        QCOMPARE(m_demo->server().addItemRequestCount(), 1);
        first.reset(); // killed: nothing more is written, nothing more is sent

        auto second = makePath(file);
        QVERIFY(second);
        QSignalSpy recovered(second->adds.get(), &control::BasketAdds::recovered);
        second->adds->contextChanged(); // signed in again, same customer and store
        QTRY_VERIFY_WITH_TIMEOUT(quantityOnTheServer(m_bundle) == values::Decimal::fromInt(2), 10000);
        second->queue->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(recovered.count(), 1, 15000);
        QCOMPARE(recovered.at(0).at(0).toInt(), 3); // total
        QCOMPARE(recovered.at(0).at(1).toInt(), 1); // in the basket
        QCOMPARE(recovered.at(0).at(2).toInt(), 0); // not known
        QVERIFY(recovered.at(0).at(3).toString().contains(QLatin1String("2 not sent")));
        const auto entries = second->adds->ledger()->history(key());
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries.at(2).state, AddState::Confirmed); // newest first: the first add last
        QCOMPARE(entries.at(1).state, AddState::Failed);
        QCOMPARE(entries.at(0).state, AddState::Failed);
        QCOMPARE(m_demo->server().addItemRequestCount(), 1);
        // Settled once: a third start has nothing to recover.
        auto third = makePath(file);
        QVERIFY(third);
        QVERIFY(third->adds->ledger()->unsettledFromEarlierRuns(key()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBasketAdds)
#include "tst_basketadds.moc"
