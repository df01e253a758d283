// Basket arithmetic where the spec is silent: unit prices from a line's own figures, and
// finding one add in a basket whatever the server calls its lines.

#include "app/values/BasketMath.h"

#include <QTest>

using namespace webshop::values;
using Evidence = AddFinding::Evidence;
using By = AddFinding::By;

namespace {

Decimal dec(const char *text) { return *Decimal::parse(QString::fromLatin1(text)); }
Decimal dec(const QString &text) { return *Decimal::parse(text); }
Money eur(const char *text) { return Money{dec(text), QStringLiteral("EUR")}; }

BasketItem line(const char *id, const char *qty, const char *articleNet = nullptr, const char *netTotal = nullptr,
                const char *emptiesNet = nullptr)
{
    BasketItem i;
    i.article = QLatin1String(id);
    i.quantity = dec(qty);
    if (articleNet)
        i.price.articleNet = eur(articleNet);
    if (netTotal)
        i.price.netTotal = eur(netTotal);
    if (emptiesNet)
        i.price.emptiesNet = eur(emptiesNet);
    return i;
}

Basket basket(QList<BasketItem> items, const char *articleNetTotal = nullptr)
{
    Basket b;
    b.items = std::move(items);
    if (articleNetTotal)
        b.total.articleNetTotal = eur(articleNetTotal);
    return b;
}

} // namespace

Q_DECLARE_METATYPE(LinePriceReading)
Q_DECLARE_METATYPE(Evidence)
Q_DECLARE_METATYPE(By)
Q_DECLARE_METATYPE(BasketItem)
Q_DECLARE_METATYPE(std::optional<Decimal>)

class TestBasketMath : public QObject
{
    Q_OBJECT
private slots:
    void unitPrice_data()
    {
        QTest::addColumn<BasketItem>("item");
        QTest::addColumn<LinePriceReading>("reading");
        QTest::addColumn<QString>("unitNet"); // empty: unknown

        // 3 packs at 4.68 with 0.45 deposit per pack (1.35 in all).
        QTest::newRow("line amounts") << line("B", "3", "14.04", "15.39", "1.35") << LinePriceReading::LineAmounts << "4.68";
        QTest::newRow("unit prices") << line("B", "3", "4.68", "15.39", "1.35") << LinePriceReading::UnitPrices << "4.68";
        QTest::newRow("unit, no deposit") << line("B", "3", "4.68", "14.04") << LinePriceReading::UnitPrices << "4.68";
        // 1.5 kg at 11.33/kg: 16.995, the line rounded to the cent.
        QTest::newRow("kg, unit, rounded") << line("K", "1.5", "11.33", "17.00") << LinePriceReading::UnitPrices << "11.33";
        QTest::newRow("kg, line") << line("K", "1.5", "17.00", "17.00") << LinePriceReading::LineAmounts << "11.33";
        QTest::newRow("amount 1: either") << line("B", "1", "4.68", "5.13", "0.45") << LinePriceReading::Either << "4.68";
        QTest::newRow("no total: unknown") << line("B", "3", "4.68") << LinePriceReading::Unknown << "";
        QTest::newRow("neither fits: unknown") << line("B", "3", "4.68", "99.00") << LinePriceReading::Unknown << "";
        QTest::newRow("no article price") << line("B", "3", nullptr, "14.04") << LinePriceReading::Unknown << "";
    }
    void unitPrice()
    {
        QFETCH(BasketItem, item);
        QFETCH(LinePriceReading, reading);
        QFETCH(QString, unitNet);
        QCOMPARE(linePriceReading(item), reading);
        const OptionalMoney unit = lineUnitPrice(item, true);
        if (unitNet.isEmpty()) {
            QVERIFY(!unit);
        } else {
            QVERIFY(unit);
            QCOMPARE(unit->amount.toString(), unitNet);
            QCOMPARE(unit->currency, QStringLiteral("EUR"));
        }
    }

    void grossSideDecidesWhenNetCannot()
    {
        BasketItem i;
        i.article = QStringLiteral("B");
        i.quantity = Decimal::fromInt(2);
        i.price.articleGross = eur("5.57");
        i.price.grossTotal = eur("11.14");
        QCOMPARE(linePriceReading(i), LinePriceReading::UnitPrices);
        QCOMPARE(lineUnitPrice(i, false)->amount, dec("5.57"));
        QVERIFY(!lineUnitPrice(i, true)); // no net figure at all
    }

    void quantityOfSumsDuplicateLines()
    {
        const Basket b = basket({line("B1", "2"), line("B2", "1"), line("B1", "3")});
        QCOMPARE(quantityOf(b, QStringLiteral("B1")), std::optional<Decimal>(Decimal::fromInt(5)));
        QVERIFY(!quantityOf(b, QStringLiteral("B9")));
    }

    void find_data()
    {
        QTest::addColumn<Basket>("before");
        QTest::addColumn<Basket>("after");
        QTest::addColumn<Evidence>("evidence");
        QTest::addColumn<By>("by");

        const Basket empty = basket({}, "0");
        const Basket two = basket({line("B1", "2", "9.36", "9.36")}, "9.36");
        // The probe below: 3 of bundle B1 (variant V1) at 4.68.
        QTest::newRow("bundle id: applied") << two << basket({line("B1", "5", "23.40", "23.40")}, "23.40") << Evidence::Applied << By::BundleId;
        QTest::newRow("bundle id: new line") << empty << basket({line("B1", "3", "14.04", "14.04")}, "14.04") << Evidence::Applied << By::BundleId;
        QTest::newRow("bundle id: twice") << two << basket({line("B1", "8")}) << Evidence::AppliedTwice << By::BundleId;
        QTest::newRow("bundle id: other amount") << two << basket({line("B1", "4")}) << Evidence::ChangedOtherwise << By::BundleId;
        QTest::newRow("bundle id: unchanged") << two << two << Evidence::Absent << By::BundleId;
        QTest::newRow("duplicate lines") << two << basket({line("B1", "2"), line("B1", "3")}) << Evidence::Applied << By::BundleId;
        QTest::newRow("variant id") << basket({line("V1", "2")}) << basket({line("V1", "5")}) << Evidence::Applied << By::VariantId;
        QTest::newRow("other scheme: by change")
            << basket({line("ART-7", "2", "9.36", "9.36")}) << basket({line("ART-7", "5", "23.40", "23.40")}) << Evidence::Applied << By::Change;
        QTest::newRow("other scheme, unit prices: by change")
            << basket({line("ART-7", "2", "4.68", "9.36")}) << basket({line("ART-7", "5", "4.68", "23.40")}) << Evidence::Applied << By::Change;
        QTest::newRow("other scheme: twice by change")
            << basket({}) << basket({line("ART-7", "6", "28.08", "28.08")}) << Evidence::AppliedTwice << By::Change;
        QTest::newRow("other scheme: another article grew by chance")
            << basket({}, "0") << basket({line("ART-9", "3", "30.00", "30.00")}, "30.00") << Evidence::Unknown << By::Nothing;
        // Lines numbered by position: the new line takes number 1 and pushes the old one to 2.
        QTest::newRow("positional ids: by totals")
            << basket({line("1", "1")}, "10.00") << basket({line("1", "3"), line("2", "1")}, "24.04") << Evidence::Applied << By::Totals;
        QTest::newRow("positional ids: twice by totals")
            << basket({line("1", "1")}, "10.00") << basket({line("1", "6"), line("2", "1")}, "38.08") << Evidence::AppliedTwice << By::Totals;
        QTest::newRow("other scheme, unchanged: absent") << basket({line("ART-7", "2")}, "9.36") << basket({line("ART-7", "2")}, "9.36")
                                                         << Evidence::Absent << By::Nothing;
        QTest::newRow("line unchanged, basket changed elsewhere: unknown")
            << basket({line("B1", "2"), line("X", "1")}, "19.36") << basket({line("B1", "2"), line("X", "4")}, "49.36")
            << Evidence::Unknown << By::Nothing;
        QTest::newRow("nothing identifies, totals unknown") << basket({line("A", "1")}) << basket({line("B", "1"), line("C", "1")})
                                                            << Evidence::Unknown << By::Nothing;
    }
    void find()
    {
        QFETCH(Basket, before);
        QFETCH(Basket, after);
        QFETCH(Evidence, evidence);
        QFETCH(By, by);
        const AddProbe probe{QStringLiteral("B1"), QStringLiteral("V1"), Decimal::fromInt(3), dec("4.68")};
        const AddFinding f = findAdd(before, after, probe);
        QCOMPARE(f.evidence, evidence);
        QCOMPARE(f.by, by);
    }

    void absentNeedsSameCountAndTotals()
    {
        // The line is unchanged, but the line count grew: not a proof of absence.
        const AddProbe probe{QStringLiteral("B1"), {}, Decimal::fromInt(1), std::nullopt};
        const Basket before = basket({line("B1", "2")}, "9.36");
        QCOMPARE(findAdd(before, basket({line("B1", "2"), line("ZZ", "7")}, "99.00"), probe).evidence, Evidence::Unknown);
        QCOMPARE(findAdd(before, basket({line("B1", "2")}, "9.37"), probe).evidence, Evidence::Unknown);
        QCOMPARE(findAdd(before, basket({line("B1", "2")}, "9.36"), probe).evidence, Evidence::Absent);
    }

    // Several open adds of one pack against one change of its line: only an add in every
    // explanation has landed; two adds of the same amount and a change of one of them leave
    // both open (crediting either could be wrong).
    void explainDelta_data()
    {
        QTest::addColumn<QString>("delta");
        QTest::addColumn<QStringList>("amounts");
        QTest::addColumn<bool>("explained");
        QTest::addColumn<QString>("landed"); // per add: L landed, M maybe, - not
        QTest::newRow("nothing landed") << QStringLiteral("0") << QStringList{QStringLiteral("4"), QStringLiteral("4")} << true << QStringLiteral("--");
        QTest::newRow("both landed") << QStringLiteral("8") << QStringList{QStringLiteral("4"), QStringLiteral("4")} << true << QStringLiteral("LL");
        QTest::newRow("one of two equal adds") << QStringLiteral("4") << QStringList{QStringLiteral("4"), QStringLiteral("4")} << true << QStringLiteral("MM");
        QTest::newRow("only one amount fits") << QStringLiteral("5") << QStringList{QStringLiteral("1"), QStringLiteral("5")} << true << QStringLiteral("-L");
        QTest::newRow("kg amounts") << QStringLiteral("2.75") << QStringList{QStringLiteral("1.25"), QStringLiteral("1.5"), QStringLiteral("2")} << true << QStringLiteral("LL-");
        QTest::newRow("one certain, one of two") << QStringLiteral("7") << QStringList{QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("4")} << true << QStringLiteral("LMM");
        QTest::newRow("changed elsewhere too") << QStringLiteral("6") << QStringList{QStringLiteral("4")} << false << QStringLiteral("-");
        QTest::newRow("lowered elsewhere") << QStringLiteral("-1") << QStringList{QStringLiteral("4")} << false << QStringLiteral("-");
        QTest::newRow("twice one add") << QStringLiteral("8") << QStringList{QStringLiteral("4")} << false << QStringLiteral("-");
    }
    void explainDelta()
    {
        QFETCH(QString, delta);
        QFETCH(QStringList, amounts);
        QFETCH(bool, explained);
        QFETCH(QString, landed);
        QList<Decimal> a;
        for (const QString &x : std::as_const(amounts))
            a << dec(x);
        const DeltaExplanation e = webshop::values::explainDelta(dec(delta), a);
        QCOMPARE(e.explained, explained);
        QString got;
        for (int i = 0; i < a.size(); ++i)
            got += e.landed.at(i) ? u'L' : e.maybe.at(i) ? u'M' : u'-';
        QCOMPARE(got, landed);
    }

    void explainDeltaGivesUpBeyondItsLimit()
    {
        const QList<Decimal> many(kMaxExplainedAdds + 1, Decimal::fromInt(1));
        const DeltaExplanation e = webshop::values::explainDelta(Decimal::fromInt(1), many);
        QVERIFY(!e.explained);
        QVERIFY(!e.landed.contains(true));
    }
};

QTEST_GUILESS_MAIN(TestBasketMath)
#include "tst_basketmath.moc"
