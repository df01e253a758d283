// The window's order guides below the window (control::OrderGuideController): a guide made from
// a list's lines and merged with the saved one (its order, pars and positions kept, names
// refreshed, new lines at the end, nothing dropped); guides only for a signed-in customer and
// store; the reminder by the injected clock; an order whose adds are all refused does not count
// as ordered (the reminder stays), and every add goes through the one add path with the guide
// named as its source.

#include "app/control/BasketAdds.h"
#include "app/control/OrderGuideController.h"
#include "app/localstore/AddLedger.h"
#include "app/localstore/StoreTypes.h"
#include "tests/common/TestEnv.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using control::OrderGuideController;
using values::Decimal;
using values::GuideLine;
using values::OrderGuide;

namespace {
GuideLine line(const QString &bundle, const QString &variant, const QString &name = {})
{
    GuideLine l;
    l.bundleId = bundle;
    l.variantId = variant;
    l.name = name.isEmpty() ? u"Article "_qs + bundle : name;
    l.pack = u"Case"_qs;
    return l;
}
} // namespace

class TestOrderGuideController : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void mergedKeepsTheGuideAndAddsNewLines()
    {
        OrderGuide saved;
        saved.listId = u"L1"_qs;
        GuideLine b = line(u"B"_qs, u"VB"_qs, u"Old name"_qs);
        b.par = Decimal::fromInt(4);
        b.shelf = u"Walk-in 1"_qs;
        GuideLine gone = line(u"X"_qs, u"VX"_qs);
        saved.lines = {b, line(u"A"_qs, u"VA"_qs), gone};
        // The list now: A, B renamed, C new; X no longer on it.
        const OrderGuide m = OrderGuideController::merged(
            saved, {line(u"A"_qs, u"VA"_qs), line(u"B"_qs, u"VB"_qs, u"New name"_qs), line(u"C"_qs, u"VC"_qs)});
        QCOMPARE(m.lines.size(), 4);
        QCOMPARE(m.lines.at(0).bundleId, u"B"_qs); // the walking order is the guide's
        QCOMPARE(m.lines.at(0).name, u"New name"_qs);
        QCOMPARE(m.lines.at(0).par, std::optional(Decimal::fromInt(4)));
        QCOMPARE(m.lines.at(0).shelf, u"Walk-in 1"_qs);
        QCOMPARE(m.lines.at(1).bundleId, u"A"_qs);
        QCOMPARE(m.lines.at(2).bundleId, u"X"_qs); // kept: the buyer removes it
        QCOMPARE(m.lines.at(3).bundleId, u"C"_qs); // new lines at the end
        // Another pack of the same article in the list: the guide keeps its own.
        const OrderGuide other = OrderGuideController::merged(saved, {line(u"B2"_qs, u"VB"_qs)});
        QCOMPARE(other.lines.size(), 3);
        QCOMPARE(other.lines.at(0).bundleId, u"B"_qs);
    }

    void guidesOnlyWithACustomerAndStore()
    {
        QTemporaryDir dir;
        control::BasketAdds adds(nullptr);
        std::optional<localstore::StoreKey> key;
        adds.setKeySource([&key] { return key; });
        OrderGuideController guides(&adds, dir.path());
        OrderGuide g;
        g.listId = u"L1"_qs;
        g.lines = {line(u"A"_qs, u"VA"_qs)};
        QString error;
        QVERIFY(!guides.hasContext());
        QVERIFY(!guides.save(g, &error));
        QVERIFY(!error.isEmpty());
        key = localstore::StoreKey{u"https://shop.example.org"_qs, u"C1"_qs, u"0012"_qs};
        QVERIFY(guides.hasContext());
        QVERIFY(guides.save(g));
        QCOMPARE(guides.guideListIds(), QStringList{u"L1"_qs});
        key->store = u"0034"_qs; // another store: its own guides
        QVERIFY(guides.guideListIds().isEmpty());
        QVERIFY(!guides.guide(u"L1"_qs));
    }

    void refusedOrderIsNotOrdered()
    {
        QTemporaryDir dir;
        control::BasketAdds adds(nullptr); // no ledger: every add is refused, nothing is sent
        adds.setKeySource([] { return localstore::StoreKey{u"https://shop.example.org"_qs, u"C1"_qs, u"0012"_qs}; });
        OrderGuideController guides(&adds, dir.path());
        OrderGuide g;
        g.listId = u"L1"_qs;
        g.schedule.deliveryDays = {3};        // Wednesdays
        g.schedule.cutOff = QTime(14, 0);     // on Tuesdays
        g.lines = {line(u"A"_qs, u"VA"_qs), line(u"B"_qs, u"VB"_qs)};
        QVERIFY(guides.save(g));
        QDateTime now(QDate(2026, 12, 1), QTime(13, 30));
        guides.setClock([&now] { return now; });
        QVERIFY(guides.reminderDue(u"L1"_qs));
        now = QDateTime(QDate(2026, 12, 1), QTime(12, 30)); // more than an hour before
        QVERIFY(!guides.reminderDue(u"L1"_qs));
        now = QDateTime(QDate(2026, 12, 1), QTime(13, 30));

        QSignalSpy finished(&guides, &OrderGuideController::orderFinished);
        QSignalSpy states(&guides, &OrderGuideController::lineState);
        values::AddIntent a;
        a.bundleId = u"A"_qs;
        a.amount = Decimal::fromInt(2);
        values::AddIntent b = a;
        b.bundleId = u"B"_qs;
        const QList<quint64> ids = guides.order(u"L1"_qs, {a, b});
        QCOMPARE(ids.size(), 2);
        QVERIFY(ids.at(0) != ids.at(1));
        QVERIFY(guides.isOrdering());
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toString(), u"L1"_qs);
        QCOMPARE(finished.at(0).at(1).toInt(), 0); // added
        QCOMPARE(finished.at(0).at(2).toInt(), 2); // not added
        QVERIFY(states.size() >= 2);
        QVERIFY(!guides.isOrdering());
        QVERIFY(!guides.lastOrdered(u"L1"_qs).isValid());
        QVERIFY(guides.reminderDue(u"L1"_qs)); // still to be ordered
    }
};

QTEST_GUILESS_MAIN(TestOrderGuideController)
#include "tst_orderguidecontroller.moc"
