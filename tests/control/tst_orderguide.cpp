// Order guides, below the window: the order of a counted line (par − on hand, rounded up to
// whole packs or the kg step, never below 0, nothing when not counted), the cut-off reminder on
// a set clock, guides kept per server, customer, store and list, shared as CSV, and what a
// line's pack was ordered before from a seeded ledger.

#include "app/control/OrderGuides.h"
#include "app/localstore/AddLedger.h"
#include "app/localstore/StoreTypes.h"
#include "tests/common/TestEnv.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using control::OrderGuides;
using values::Decimal;
using values::GuideLine;
using values::GuideOrder;
using values::OrderGuide;
using K = GuideOrder::Kind;

namespace {
Decimal dec(const char *t) { return *Decimal::parse(QString::fromLatin1(t)); }
std::optional<Decimal> opt(const char *t) { return dec(t); }

GuideLine packLine(const QString &bundle, const char *par)
{
    GuideLine l;
    l.bundleId = bundle;
    l.variantId = u"V-"_qs + bundle;
    l.name = u"Article "_qs + bundle;
    l.pack = u"Case of 6 × 1 l"_qs;
    l.par = dec(par);
    return l;
}

localstore::StoreKey key(const QString &store = u"1001"_qs)
{
    return {u"https://shop.example.org/api"_qs, u"C-77"_qs, store};
}
} // namespace

class TestOrderGuide : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void orderOfACountedLine_data()
    {
        QTest::addColumn<bool>("weight");
        QTest::addColumn<QString>("par");
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("onHand"); // empty: not counted
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("quantity");
        QTest::newRow("packs: 6 − 2.5 → 4 whole packs") << false << "6" << "" << "2.5" << int(K::Order) << "4";
        QTest::newRow("packs: exactly 3 short → 3") << false << "6" << "" << "3" << int(K::Order) << "3";
        QTest::newRow("on hand = par → enough") << false << "6" << "" << "6" << int(K::Enough) << "0";
        QTest::newRow("on hand above par → enough, never below 0") << false << "6" << "" << "9" << int(K::Enough) << "0";
        QTest::newRow("0 on hand orders the par") << false << "6" << "" << "0" << int(K::Order) << "6";
        QTest::newRow("blank on hand: not counted") << false << "6" << "" << "" << int(K::NotCounted) << "0";
        QTest::newRow("kg in steps of 0.5: 3.2 − 1 → 2.5") << true << "3.2" << "0.5" << "1" << int(K::Order) << "2.5";
        QTest::newRow("kg on a step stays: 3 − 1 → 2") << true << "3" << "0.5" << "1" << int(K::Order) << "2";
        QTest::newRow("kg without a step: to the gram") << true << "1.25" << "" << "0.2004" << int(K::Order) << "1.05";
    }
    void orderOfACountedLine()
    {
        QFETCH(bool, weight);
        QFETCH(QString, par);
        QFETCH(QString, step);
        QFETCH(QString, onHand);
        QFETCH(int, kind);
        QFETCH(QString, quantity);
        GuideLine l = packLine(u"B1"_qs, "1");
        l.weight = weight;
        l.par = Decimal::parse(par);
        if (!step.isEmpty())
            l.step = Decimal::parse(step);
        const GuideOrder o = values::orderFor(l, onHand.isEmpty() ? std::nullopt : Decimal::parse(onHand));
        QCOMPARE(int(o.kind), kind);
        QCOMPARE(o.quantity, *Decimal::parse(quantity));
    }

    void noParOrNegativeCountOrdersNothing()
    {
        GuideLine l = packLine(u"B1"_qs, "1");
        l.par.reset();
        QCOMPARE(values::orderFor(l, dec("2")).kind, K::NoPar);
        QCOMPARE(values::orderFor(packLine(u"B1"_qs, "4"), dec("-1")).kind, K::NotCounted);
    }

    // Deliveries on Tuesday and Friday, order by 22:00 the day before (Monday, Thursday).
    void reminderBeforeTheCutOff()
    {
        values::GuideSchedule s;
        s.deliveryDays = {2, 5};
        s.cutOff = QTime(22, 0);
        const QDateTime monday(QDate(2026, 11, 23), QTime(21, 30)); // a Monday
        QCOMPARE(monday.date().dayOfWeek(), 1);
        QCOMPARE(*values::nextCutOff(s, monday), QDateTime(QDate(2026, 11, 23), QTime(22, 0)));
        QVERIFY(values::reminderDue(s, monday, {}));
        QVERIFY(!values::reminderDue(s, monday.addSecs(-2 * 3600), {})); // 20:00 is too early
        QVERIFY(!values::reminderDue(s, monday, QDateTime(QDate(2026, 11, 23), QTime(9, 0)))); // ordered today
        QVERIFY(values::reminderDue(s, monday, QDateTime(QDate(2026, 11, 22), QTime(21, 0))));  // yesterday's order
        // Past Monday's cut-off the next one is Thursday's.
        QCOMPARE(*values::nextCutOff(s, monday.addSecs(3600)), QDateTime(QDate(2026, 11, 26), QTime(22, 0)));
        QVERIFY(!values::reminderDue(s, monday.addSecs(3600), {}));
        // No delivery day or no cut-off: never.
        values::GuideSchedule none = s;
        none.cutOff = QTime();
        QVERIFY(!values::nextCutOff(none, monday));
        QVERIFY(!values::reminderDue(none, monday, {}));
    }

    void guidesKeptPerStoreAndList()
    {
        QTemporaryDir dir;
        OrderGuides guides(dir.path());
        OrderGuide g;
        g.listId = u"L-1"_qs;
        g.listName = u"Kitchen"_qs;
        g.schedule.deliveryDays = {2, 5};
        g.schedule.cutOff = QTime(22, 0);
        g.schedule.minimumOrder = dec("150");
        for (int i = 0; i < 30; ++i) {
            GuideLine l = packLine(u"B%1"_qs.arg(1000 + i), i % 2 ? "4" : "1.5");
            l.weight = i % 2 == 0;
            l.step = l.weight ? opt("0.5") : std::nullopt;
            l.shelf = u"Walk-in %1"_qs.arg(i / 10 + 1);
            l.countUnit = l.weight ? u"kg"_qs : u"bottles"_qs;
            g.lines << l;
        }
        QString error;
        QVERIFY2(guides.save(key(), g, &error), qPrintable(error));
        QCOMPARE(guides.guideListIds(key()), QStringList{u"L-1"_qs});
        QCOMPARE(*guides.guide(key(), u"L-1"_qs), g); // every field, in walking order
        QVERIFY(!guides.guide(key(u"1002"_qs), u"L-1"_qs)); // another store has none
        QCOMPARE(QFile::permissions(guides.fileFor(key())) & (QFile::ReadOther | QFile::ReadGroup), QFile::Permissions());

        QVERIFY(!guides.lastOrdered(key(), u"L-1"_qs).isValid());
        const QDateTime at = QDateTime::currentDateTimeUtc();
        QVERIFY(guides.setLastOrdered(key(), u"L-1"_qs, at));
        QCOMPARE(guides.lastOrdered(key(), u"L-1"_qs), at);
        g.lines.move(0, 29); // walked in another order
        QVERIFY(guides.save(key(), g));
        QCOMPARE(guides.guide(key(), u"L-1"_qs)->lines.last().bundleId, u"B1000"_qs);
        QCOMPARE(guides.lastOrdered(key(), u"L-1"_qs), at); // kept across saves
        QVERIFY(guides.remove(key(), u"L-1"_qs));
        QVERIFY(!guides.guide(key(), u"L-1"_qs));
    }

    void aBrokenFileIsNoGuide()
    {
        QTemporaryDir dir;
        OrderGuides guides(dir.path());
        QFile f(guides.fileFor(key()));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"guides\": [1, 2");
        f.close();
        QVERIFY(guides.guideListIds(key()).isEmpty());
        QVERIFY(!guides.guide(key(), u"L-1"_qs));
        // Saving over it works and gives a guide again.
        OrderGuide g;
        g.listId = u"L-1"_qs;
        g.lines << packLine(u"B1"_qs, "2");
        QVERIFY(guides.save(key(), g));
        QCOMPARE(guides.guide(key(), u"L-1"_qs)->lines.size(), 1);
    }

    void csvRoundTrip()
    {
        OrderGuide g;
        g.lines << packLine(u"B1"_qs, "4") << packLine(u"B2"_qs, "1.5") << packLine(u"B3"_qs, "12");
        g.lines[1].weight = true;
        g.lines[0].shelf = u"Walk-in, shelf 2"_qs;
        g.lines[0].countUnit = u"bottles"_qs;
        g.lines[2].par.reset(); // no par yet
        const QLocale german(QLocale::German, QLocale::Germany);
        const QByteArray csv = OrderGuides::toCsv(g, german);
        QVERIFY2(csv.contains("bundle_id;par;position;note"), csv.constData());
        QVERIFY2(csv.contains("B2;1,5;;"), csv.constData());
        const OrderGuides::CsvRead back = OrderGuides::fromCsv(csv, german);
        QVERIFY2(back.problems.isEmpty(), qPrintable(back.problems.join(u'\n')));
        QCOMPARE(back.lines.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(back.lines[i].bundleId, g.lines[i].bundleId);
            QCOMPARE(back.lines[i].par, g.lines[i].par);
            QCOMPARE(back.lines[i].shelf, g.lines[i].shelf);
            QCOMPARE(back.lines[i].countUnit, g.lines[i].countUnit);
        }
        // The same file read in English (a chain's head office) gives the same pars.
        QCOMPARE(OrderGuides::fromCsv(csv, QLocale(QLocale::English, QLocale::UnitedStates)).lines.value(1).par, opt("1.5"));
    }

    void csvWithProblemsSaysSoAndKeepsTheRest()
    {
        const QByteArray csv = "bundle_id,par,position,note\nB1,4,Dry store,\nB2,drei,,\nB3,2.5,,kg\n,3,,\n";
        const OrderGuides::CsvRead r = OrderGuides::fromCsv(csv, QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(r.lines.size(), 2);
        QCOMPARE(r.lines[0].shelf, u"Dry store"_qs);
        QCOMPARE(r.lines[1].par, opt("2.5"));
        QCOMPARE(r.problems.size(), 2);
        QVERIFY2(r.problems[0].contains(u"Line 3"_qs) && r.problems[0].contains(u"drei"_qs), qPrintable(r.problems[0]));
        // Without a header the columns are not guessed.
        const OrderGuides::CsvRead headless = OrderGuides::fromCsv("B1;4\nB2;6\n", QLocale(QLocale::German, QLocale::Germany));
        QVERIFY(headless.lines.isEmpty());
        QCOMPARE(headless.problems.size(), 1);
    }

    void suggestedParFromTheLedger()
    {
        const QDateTime now(QDate(2026, 11, 28), QTime(10, 0));
        QList<localstore::LedgerEntry> ledger;
        const auto add = [&](const QString &bundle, int daysAgo, const char *amount, values::AddState state) {
            localstore::LedgerEntry e;
            e.bundleId = bundle;
            e.amount = dec(amount);
            e.state = state;
            e.createdAt = now.addDays(-daysAgo);
            ledger << e;
        };
        add(u"B1"_qs, 1, "2", values::AddState::Confirmed);
        add(u"B1"_qs, 3, "3", values::AddState::Confirmed);
        add(u"B1"_qs, 3, "2", values::AddState::Accepted); // the same day: 5 in all
        add(u"B1"_qs, 5, "9", values::AddState::Failed);   // not added
        add(u"B1"_qs, 6, "7", values::AddState::Uncertain); // not known
        add(u"B1"_qs, 40, "12", values::AddState::Confirmed); // older than four weeks
        add(u"B2"_qs, 2, "20", values::AddState::Confirmed); // another pack
        const control::GuideLineHistory h = control::guideLineHistory(ledger, packLine(u"B1"_qs, "4"), now);
        QCOMPARE(h.suggestedPar, opt("5"));
        QCOMPARE(h.lastAdds.size(), 3);
        QCOMPARE(h.lastAdds[0].amount, dec("2"));
        QCOMPARE(h.lastAdds[0].when, now.addDays(-1));

        // Weight: the busiest day rounded up to the step.
        ledger.clear();
        add(u"K1"_qs, 1, "1.2", values::AddState::Confirmed);
        add(u"K1"_qs, 2, "2.1", values::AddState::Confirmed);
        GuideLine cheese = packLine(u"K1"_qs, "2");
        cheese.weight = true;
        cheese.step = dec("0.5");
        QCOMPARE(control::guideLineHistory(ledger, cheese, now).suggestedPar, opt("2.5"));
        // One day of adds is too little to suggest anything.
        ledger.removeLast();
        QVERIFY(!control::guideLineHistory(ledger, cheese, now).suggestedPar);
        QCOMPARE(control::guideLineHistory(ledger, cheese, now).lastAdds.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestOrderGuide)
#include "tst_orderguide.moc"
