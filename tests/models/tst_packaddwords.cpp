// What a pack's row in the article pane says when the buyer adds the same pack again before
// the first add is settled: the newest add's word, a note while an older add of the pack is
// still not known, and every late verdict followed (none dropped after the first final state).

#include "models/PackAddWords.h"
#include "tests/common/TestEnv.h"

#include <QTest>

using namespace webshop;
using models::AddResultText;
using models::PackAddWords;
using S = values::AddState;
using K = AddResultText::Kind;

class TestPackAddWords : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    // Scenario of the money issue's pane: 3 dropped before applying (not known), then 4 that
    // arrives: "added 4" must not hide that the 3 may still arrive.
    void aLaterAddedDoesNotHideAnEarlierNotKnown()
    {
        PackAddWords w;
        w.started(1, QStringLiteral("B1"), QStringLiteral("3"));
        QCOMPARE(w.word(QStringLiteral("B1"))->kind, K::Working);
        QVERIFY(w.update(1, S::Uncertain, {})->firstFinal);
        QCOMPARE(w.word(QStringLiteral("B1"))->kind, K::Warning);

        w.started(2, QStringLiteral("B1"), QStringLiteral("4"));
        QCOMPARE(w.activeCount(), 1);
        QCOMPARE(w.word(QStringLiteral("B1"))->kind, K::Working); // the newest is on its way
        const auto c = w.update(2, S::Confirmed, {});
        QVERIFY(c && c->firstFinal && c->result.added);
        QCOMPARE(c->bundleId, QStringLiteral("B1"));
        const AddResultText now = *w.word(QStringLiteral("B1"));
        QCOMPARE(now.kind, K::Warning);
        QVERIFY2(now.text.contains(QLatin1String("4")) && now.text.contains(QLatin1String("earlier add")), qPrintable(now.text));
        QVERIFY2(!now.text.startsWith(u"✓"), qPrintable(now.text)); // a warning, not a tick
        QCOMPARE(w.activeCount(), 0);

        // The 3 arrives after all: a late verdict, followed, told as not the first final.
        const auto late = w.update(1, S::Confirmed, {});
        QVERIFY(late && !late->firstFinal);
        const AddResultText after = *w.word(QStringLiteral("B1"));
        QCOMPARE(after.kind, K::Ok);
        QVERIFY2(!after.text.contains(QLatin1String("earlier add")), qPrintable(after.text));
    }

    // Two earlier adds not known: counted; another pack's adds are not this pack's.
    void countsOnlyThisPacksOlderAdds()
    {
        PackAddWords w;
        w.started(1, QStringLiteral("B1"), QStringLiteral("1"));
        w.update(1, S::Uncertain, {});
        w.started(2, QStringLiteral("B1"), QStringLiteral("2"));
        w.update(2, S::Uncertain, {});
        w.started(3, QStringLiteral("B2"), QStringLiteral("5"));
        w.update(3, S::Uncertain, {});
        w.started(4, QStringLiteral("B1"), QStringLiteral("3"));
        w.update(4, S::Confirmed, {});
        QVERIFY2(w.word(QStringLiteral("B1"))->text.contains(QLatin1String("2 earlier add")), qPrintable(w.word(QStringLiteral("B1"))->text));
        QVERIFY(!w.word(QStringLiteral("B2"))->text.contains(QLatin1String("earlier")));
        // A failed newest keeps its error kind, and still says the older ones are not known.
        w.started(5, QStringLiteral("B1"), QStringLiteral("1"));
        w.update(5, S::Failed, QStringLiteral("quantity not allowed"));
        QCOMPARE(w.word(QStringLiteral("B1"))->kind, K::Error);
        QVERIFY(w.word(QStringLiteral("B1"))->text.contains(QLatin1String("2 earlier add")));
    }

    void unknownTicketsAndForgetting()
    {
        PackAddWords w;
        QVERIFY(!w.update(7, S::Confirmed, {}));
        QVERIFY(!w.word(QStringLiteral("B1")));
        w.started(1, QStringLiteral("B1"), QStringLiteral("1"));
        QCOMPARE(w.activeCount(), 1);
        w.forget();
        QVERIFY(w.isEmpty());
        QCOMPARE(w.activeCount(), 0);
        QVERIFY(!w.update(1, S::Uncertain, {})); // an add of the old basket says nothing here
    }

    // Settled older adds are dropped (a day of adds does not pile up), without changing a word.
    void settledOlderAddsAreDropped()
    {
        PackAddWords w;
        for (quint64 t = 1; t <= 50; ++t) {
            w.started(t, QStringLiteral("B1"), QStringLiteral("1"));
            w.update(t, S::Confirmed, {});
        }
        QVERIFY(!w.update(1, S::Confirmed, {})); // gone
        QVERIFY(w.update(50, S::Confirmed, {}));  // the newest stays: it is the row's word
        QCOMPARE(w.word(QStringLiteral("B1"))->kind, K::Ok);
    }
};

QTEST_GUILESS_MAIN(TestPackAddWords)
#include "tst_packaddwords.moc"
