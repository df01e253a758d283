// The addItem faults of the demo backend (FaultOptions), each observed on the wire over real
// loopback HTTP (a raw socket where QNetworkAccessManager would hide or repeat it) and in the
// server's audit: a slow add that blocks nothing, a body cut short, drops before and after
// applying, injected statuses, the per-add schedule, late apply combined with a drop, and the
// same bundle twice in flight. Foreign changes and chaos: tst_demochaos.

#include "app/demo/DemoServer.h"
#include "tests/common/TestEnv.h"
#include "tests/demo/DemoHttp.h"
#include "tests/demo/DemoRawHttp.h"

#include <QElapsedTimer>

using namespace webshop::demo;
using namespace webshop::demo::test;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(webshop::demo::FaultOptions::AddDrop)
Q_DECLARE_METATYPE(webshop::demo::VariantOptions::AddMode)

class tst_DemoAddFaults : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DemoServer> m_server;
    std::unique_ptr<DemoHttp> m_http;
    QString m_bundle, m_otherBundle;
    const QString m_store = u"0012"_s;

    std::unique_ptr<RawCall> rawAdd(const QString &bundle, double amount)
    {
        return std::make_unique<RawCall>(m_server->url(),
                                         RawCall::addItemRequest(*m_http, m_server->url(), m_store, bundle, amount));
    }
    // An add on a connection of its own, until the server closed it or sent a whole reply.
    RawReply rawAddDone(const QString &bundle, double amount)
    {
        const auto call = rawAdd(bundle, amount);
        if (!webshop::test::waitUntil([&] { return call->done(); }, u"the add's reply"_s, 15000))
            return {};
        return call->reply();
    }
    double basketAmount(const QString &bundle) const
    {
        double amount = 0;
        const QJsonArray items = m_http->get(m_http->basketPath(m_store, u"getBasket"_s)).json()[u"items"_s].toArray();
        for (const QJsonValue &line : items)
            if (line[u"article"_s].toString() == bundle)
                amount += line[u"amount"_s].toDouble();
        return amount;
    }
    static bool droppedWithoutAByte(const RawReply &r) { return r.closed && r.bytes.isEmpty(); }
    static bool cutShort(const RawReply &r)
    {
        return r.closed && r.hasHead() && r.contentLength() > r.body().size();
    }

private Q_SLOTS:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        m_server = std::make_unique<DemoServer>();
        QVERIFY(m_server->listen());
        m_http = std::make_unique<DemoHttp>(m_server->url());
        QVERIFY(m_http->login());
        m_bundle = m_http->firstHit(u"vollmilch"_s)[u"bundles"_s][0][u"bettyBundleId"_s].toString();
        m_otherBundle = m_http->firstHit(u"gouda"_s)[u"bundles"_s][0][u"bettyBundleId"_s].toString();
        QVERIFY(!m_bundle.isEmpty() && !m_otherBundle.isEmpty() && m_bundle != m_otherBundle);
    }

    void init()
    {
        m_server->setFaults({});
        m_server->setVariants({});
        m_server->resetBaskets();
        m_server->resetAudit();
    }

    void defaultsAreOff()
    {
        const FaultOptions f;
        QCOMPARE(f.addDelayMs, 0);
        QVERIFY(!f.addCutBody);
        QCOMPARE(f.addDrop, FaultOptions::AddDrop::Off);
        QCOMPARE(f.addStatus, 0);
        QVERIFY(f.addFaultSchedule.isEmpty());
        QCOMPARE(f.foreignChanges, 0);
        QVERIFY(!f.chaos);
        const RawReply r = rawAddDone(m_bundle, 2);
        QCOMPARE(r.status(), 200);
        QVERIFY(r.complete() && !r.closed);
        QCOMPARE(m_server->appliedAdds().size(), 1);
    }

    // --- 1. a slow server --------------------------------------------------------------------
    void delayBlocksNothing()
    {
        constexpr int kDelayMs = 2000;
        FaultOptions f;
        f.addDelayMs = kDelayMs;
        m_server->setFaults(f);
        QElapsedTimer sinceAdd;
        sinceAdd.start();
        const auto call = rawAdd(m_bundle, 2);
        QTRY_COMPARE_WITH_TIMEOUT(m_server->addItemReceipts(m_bundle), 1, 10000);
        // Received, not applied, no byte sent; a basket read on another connection is answered.
        QCOMPARE(basketAmount(m_bundle), 0.0);
        QVERIFY2(sinceAdd.elapsed() < kDelayMs, "the machine is too slow for this test");
        QVERIFY(call->reply().bytes.isEmpty());
        QVERIFY(!call->reply().closed);
        QVERIFY(m_server->appliedAdds().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(call->done(), 15000);
        QVERIFY2(sinceAdd.elapsed() >= kDelayMs, qPrintable(QString::number(sinceAdd.elapsed())));
        QCOMPARE(call->reply().status(), 200);
        QVERIFY(call->reply().complete() && !call->reply().closed);
        const QList<AppliedAdd> applied = m_server->appliedAdds();
        QCOMPARE(applied.size(), 1);
        QCOMPARE(applied.at(0).bundleId, m_bundle);
        QCOMPARE(applied.at(0).quantity, 2000);
        QCOMPARE(applied.at(0).amount, 2.0);
        QCOMPARE(basketAmount(m_bundle), 2.0);
    }

    // Slow beyond the client's give-up: the add still lands when the client has gone.
    void delayedAddLandsAfterTheClientGaveUp()
    {
        FaultOptions f;
        f.addDelayMs = 800;
        m_server->setFaults(f);
        const auto call = rawAdd(m_bundle, 3);
        QTRY_COMPARE_WITH_TIMEOUT(m_server->addItemReceipts(m_bundle), 1, 10000);
        call->abort();
        QVERIFY(m_server->appliedAdds().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(m_server->appliedAdds().size(), 1, 15000);
        QCOMPARE(basketAmount(m_bundle), 3.0);
    }

    // --- 2. a body cut short -----------------------------------------------------------------
    void cutBody_data()
    {
        QTest::addColumn<bool>("async");
        QTest::addColumn<bool>("emptyBody");
        QTest::newRow("200 with the basket") << false << false;
        QTest::newRow("202 {}") << true << false;
        QTest::newRow("202 without a body") << true << true;
    }

    void cutBody()
    {
        QFETCH(bool, async);
        QFETCH(bool, emptyBody);
        VariantOptions v;
        v.addMode = async ? VariantOptions::AddMode::Async : VariantOptions::AddMode::Sync;
        v.asyncDelayMs = 0;
        v.asyncEmptyBody = emptyBody;
        m_server->setVariants(v);
        FaultOptions f;
        f.addCutBody = true;
        m_server->setFaults(f);
        const RawReply r = rawAddDone(m_bundle, 2);
        QCOMPARE(r.status(), async ? 202 : 200);
        QVERIFY2(cutShort(r), r.bytes.constData());
        QVERIFY(!r.body().isEmpty() || emptyBody);
        QCOMPARE(m_server->appliedAdds().size(), 1);
        QCOMPARE(basketAmount(m_bundle), 2.0);
        // What QNetworkAccessManager makes of it: the status, and an error.
        const HttpResult seen = m_http->addItem(m_store, m_bundle, 1);
        QCOMPARE(seen.status, async ? 202 : 200);
        QVERIFY(seen.error != QNetworkReply::NoError);
        QCOMPARE(m_server->addItemReceipts(m_bundle), 2); // not sent again after a status line
        QCOMPARE(basketAmount(m_bundle), 3.0);
    }

    // --- 3. late apply together with a drop ------------------------------------------------------
    void lateApplyComposesWithDrop()
    {
        constexpr int kLateMs = 1500;
        VariantOptions v;
        v.addMode = VariantOptions::AddMode::Async;
        v.asyncDelayMs = kLateMs;
        m_server->setVariants(v);
        FaultOptions f;
        f.addDrop = FaultOptions::AddDrop::After;
        f.addDropCount = 1;
        m_server->setFaults(f);
        QElapsedTimer sinceFirst;
        sinceFirst.start();
        const QDateTime start = QDateTime::currentDateTimeUtc();
        QVERIFY(droppedWithoutAByte(rawAddDone(m_bundle, 2)));
        QCOMPARE(m_server->faults().addDrop, FaultOptions::AddDrop::Off); // used up
        QCOMPARE(m_http->addItem(m_store, m_otherBundle, 1).status, 202);
        QCOMPARE(basketAmount(m_bundle), 0.0);
        QVERIFY2(sinceFirst.elapsed() < kLateMs, "the machine is too slow for this test");
        QVERIFY(m_server->appliedAdds().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(m_server->appliedAdds().size(), 2, 15000);
        const QList<AppliedAdd> applied = m_server->appliedAdds();
        QCOMPARE(applied.at(0).bundleId, m_bundle);
        QCOMPARE(applied.at(1).bundleId, m_otherBundle);
        QVERIFY(applied.at(0).requestNo < applied.at(1).requestNo);
        for (const AppliedAdd &a : applied) {
            QVERIFY(!a.foreign);
            QVERIFY(a.at >= start.addMSecs(kLateMs));
        }
        QCOMPARE(basketAmount(m_bundle), 2.0);
        QCOMPARE(basketAmount(m_otherBundle), 1.0);
    }

    // --- 4. drops ------------------------------------------------------------------------------
    void drop_data()
    {
        QTest::addColumn<FaultOptions::AddDrop>("when");
        QTest::addColumn<int>("count");
        QTest::newRow("before, every add") << FaultOptions::AddDrop::Before << -1;
        QTest::newRow("before:2") << FaultOptions::AddDrop::Before << 2;
        QTest::newRow("after, every add") << FaultOptions::AddDrop::After << -1;
        QTest::newRow("after:2") << FaultOptions::AddDrop::After << 2;
    }

    void drop()
    {
        QFETCH(FaultOptions::AddDrop, when);
        QFETCH(int, count);
        FaultOptions f;
        f.addDrop = when;
        f.addDropCount = count;
        m_server->setFaults(f);
        constexpr int kAdds = 3;
        const int expectedDrops = count < 0 ? kAdds : count;
        int drops = 0;
        for (int i = 0; i < kAdds; ++i) {
            const RawReply r = rawAddDone(m_bundle, 1);
            if (i < expectedDrops) {
                QVERIFY2(droppedWithoutAByte(r), r.bytes.constData());
                ++drops;
            } else {
                QCOMPARE(r.status(), 200);
                QVERIFY(r.complete());
            }
        }
        QCOMPARE(drops, expectedDrops);
        QCOMPARE(m_server->addItemReceipts(m_bundle), kAdds);
        const bool after = when == FaultOptions::AddDrop::After;
        const int applied = after ? kAdds : kAdds - expectedDrops;
        QCOMPARE(m_server->appliedAdds().size(), applied);
        QCOMPARE(basketAmount(m_bundle), double(applied));
        QCOMPARE(m_server->faults().addDrop, count < 0 ? when : FaultOptions::AddDrop::Off);
    }

    // --- 5. injected statuses --------------------------------------------------------------------
    void status_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<bool>("applied");
        QTest::newRow("500") << 500 << false;
        QTest::newRow("502 applied") << 502 << true;
        QTest::newRow("503") << 503 << false;
        QTest::newRow("307") << 307 << false;
        QTest::newRow("308 applied") << 308 << true;
        QTest::newRow("403") << 403 << false;
        QTest::newRow("204 applied") << 204 << true;
    }

    void status()
    {
        QFETCH(int, code);
        QFETCH(bool, applied);
        FaultOptions f;
        f.addStatus = code;
        f.addStatusApplied = applied;
        m_server->setFaults(f);
        for (int i = 0; i < 2; ++i) { // every add
            const RawReply r = rawAddDone(m_bundle, 1);
            QCOMPARE(r.status(), code);
            QVERIFY(r.complete() && !r.closed);
            if (code >= 300) {
                QCOMPARE(r.json()[u"error"_s][u"status"_s].toInt(), code);
                QCOMPARE(r.json()[u"error"_s][u"code"_s].toString(), u"injected_status"_s);
            } else {
                QCOMPARE(r.body(), code == 204 ? QByteArray() : QByteArray("{}"));
            }
            const bool redirect = code == 307 || code == 308;
            QCOMPARE(QString::fromLatin1(r.header("Location")),
                     redirect ? m_http->basketPath(m_store, u"addItem"_s) : QString());
        }
        QCOMPARE(m_server->appliedAdds().size(), applied ? 2 : 0);
        QCOMPARE(basketAmount(m_bundle), applied ? 2.0 : 0.0);
    }

    // --- 4b. a schedule, one fault per add ------------------------------------------------------
    void schedule()
    {
        FaultOptions f;
        f.addFaultSchedule = {AddFault::dropAfter(), AddFault::dropBefore(), AddFault::status(503, false),
                              AddFault::status(502, true), AddFault::cutBody(), AddFault::delay(400),
                              AddFault::late(400), AddFault::none()};
        const qsizetype scheduled = f.addFaultSchedule.size();
        m_server->setFaults(f);
        // Each add its own amount, so the audit tells which were applied.
        QList<RawReply> replies;
        QList<qint64> elapsed;
        for (int i = 0; i <= scheduled; ++i) {
            QElapsedTimer timer;
            timer.start();
            replies.append(rawAddDone(m_bundle, i + 1));
            elapsed.append(timer.elapsed());
            QCOMPARE(m_server->faults().addFaultSchedule.size(), qMax<qsizetype>(0, scheduled - i - 1));
        }
        QVERIFY(droppedWithoutAByte(replies.at(0)));
        QVERIFY(droppedWithoutAByte(replies.at(1)));
        QCOMPARE(replies.at(2).status(), 503);
        QCOMPARE(replies.at(3).status(), 502);
        QCOMPARE(replies.at(4).status(), 200);
        QVERIFY(cutShort(replies.at(4)));
        QCOMPARE(replies.at(5).status(), 200);
        QVERIFY(elapsed.at(5) >= 400);
        QCOMPARE(replies.at(6).status(), 202);
        QCOMPARE(replies.at(6).body(), QByteArray("{}"));
        QCOMPARE(replies.at(7).status(), 200);
        QCOMPARE(replies.at(8).status(), 200); // the schedule used up: no fault
        for (int i = 2; i <= scheduled; ++i)
            QVERIFY(replies.at(i).complete() || i == 4);
        const QList<double> expected = {1, 4, 5, 6, 7, 8, 9};
        QTRY_COMPARE_WITH_TIMEOUT(m_server->appliedAdds().size(), expected.size(), 15000);
        QList<double> amounts;
        for (const AppliedAdd &a : m_server->appliedAdds())
            amounts.append(a.amount);
        std::sort(amounts.begin(), amounts.end());
        QCOMPARE(amounts, expected);
        QCOMPARE(m_server->addItemReceipts(m_bundle), int(scheduled + 1));
    }

    // --- the same bundle twice in flight, on two connections ------------------------------------
    void sameBundleTwiceInFlight()
    {
        constexpr int kDelayMs = 1000;
        FaultOptions f;
        f.addDelayMs = kDelayMs;
        m_server->setFaults(f);
        QElapsedTimer timer;
        timer.start();
        const auto first = rawAdd(m_bundle, 2);
        const auto second = rawAdd(m_bundle, 3);
        QTRY_COMPARE_WITH_TIMEOUT(m_server->addItemReceipts(m_bundle), 2, 10000);
        QVERIFY2(timer.elapsed() < kDelayMs, "the machine is too slow for this test");
        QVERIFY(m_server->appliedAdds().isEmpty()); // both in flight
        QTRY_VERIFY_WITH_TIMEOUT(first->done() && second->done(), 15000);
        QCOMPARE(first->reply().status(), 200);
        QCOMPARE(second->reply().status(), 200);
        const QList<AppliedAdd> applied = m_server->appliedAdds();
        QCOMPARE(applied.size(), 2);
        QVERIFY(applied.at(0).requestNo != applied.at(1).requestNo);
        QCOMPARE(applied.at(0).quantity + applied.at(1).quantity, 5000);
        QCOMPARE(basketAmount(m_bundle), 5.0);
    }

    // --- the audit -------------------------------------------------------------------------------
    void audit()
    {
        const QDateTime before = QDateTime::currentDateTimeUtc();
        QCOMPARE(m_http->addItem(m_store, m_bundle, 1.0).status, 200);
        FaultOptions f;
        f.addFaultSchedule = {AddFault::dropBefore()};
        m_server->setFaults(f);
        QVERIFY(droppedWithoutAByte(rawAddDone(m_otherBundle, 1)));
        QCOMPARE(m_http->addItem(m_store, u"999999901"_s, 1).status, 400); // refused
        const QDateTime after = QDateTime::currentDateTimeUtc();
        const QList<AppliedAdd> applied = m_server->appliedAdds();
        QCOMPARE(applied.size(), 1);
        const AppliedAdd &a = applied.at(0);
        QCOMPARE(a.customerId, m_http->customerId);
        QCOMPARE(a.storeId, m_store);
        QCOMPARE(a.bundleId, m_bundle);
        QVERIFY(!a.foreign);
        QVERIFY(a.at >= before.addMSecs(-1) && a.at <= after.addMSecs(1));
        QVERIFY(a.requestNo > 0);
        QCOMPARE(m_server->addItemReceipts(m_bundle), 1);
        QCOMPARE(m_server->addItemReceipts(m_otherBundle), 1); // received, never applied
        QCOMPARE(m_server->addItemReceipts(u"999999901"_s), 1);
        m_server->resetAudit();
        QVERIFY(m_server->appliedAdds().isEmpty());
        QCOMPARE(m_server->addItemReceipts(m_bundle), 0);
        QCOMPARE(m_http->addItem(m_store, m_bundle, 1.0).status, 200);
        QVERIFY(m_server->appliedAdds().at(0).requestNo > a.requestNo); // numbers go on
    }
};

QTEST_MAIN(tst_DemoAddFaults)
#include "tst_demoaddfaults.moc"
