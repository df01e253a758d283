// What a pack holds, read from its words only where they say it plainly (PackContent.h), and
// the price per kg or litre from it. Every row that must give nothing is a text a server could
// send and a careless reader would turn into a wrong price per kg.

#include "app/values/PackContent.h"

#include <QTest>

using namespace webshop::values;
using webshop::values::Bundle;

Q_DECLARE_METATYPE(PackContent::Measure)

namespace {
Decimal dec(const char *text) { return *Decimal::parse(QString::fromLatin1(text)); }
} // namespace

class TestPackContent : public QObject
{
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("base"); // empty: no content
        QTest::addColumn<PackContent::Measure>("measure");
        const auto mass = PackContent::Measure::Mass;
        const auto volume = PackContent::Measure::Volume;
        QTest::newRow("grams") << u"pack 250 g"_qs << u"0.25"_qs << mass;
        QTest::newRow("kg, comma") << u"Eimer 2,5 kg"_qs << u"2.5"_qs << mass;
        QTest::newRow("kg, point") << u"2.5 kg bag"_qs << u"2.5"_qs << mass;
        QTest::newRow("case of litres") << u"Case of 12 × 1 l carton"_qs << u"12"_qs << volume;
        QTest::newRow("case, words between") << u"Case of 20 × pack 250 g"_qs << u"5"_qs << mass;
        QTest::newRow("chained") << u"Karton 6 × 10 × 100 g"_qs << u"6"_qs << mass;
        QTest::newRow("x for times") << u"6x1l"_qs << u"6"_qs << volume;
        QTest::newRow("ml") << u"bottle 500 ml"_qs << u"0.5"_qs << volume;
        QTest::newRow("cl") << u"75 cl"_qs << u"0.75"_qs << volume;
        QTest::newRow("litre, capital") << u"5 L can"_qs << u"5"_qs << volume;
        QTest::newRow("grouped multiplier") << u"1,000 × 4 g"_qs << u"4"_qs << mass;
        QTest::newRow("leading zero decimals") << u"0,125 kg"_qs << u"0.125"_qs << mass;
        QTest::newRow("no-break space") << u"250\u00A0g"_qs << u"0.25"_qs << mass;
        QTest::newRow("German compound") << u"Karton 12 × 1-l-Packung"_qs << u"12"_qs << volume;
        QTest::newRow("German compound, decimals") << u"0,33-l-Flasche"_qs << u"0.33"_qs << volume;
        QTest::newRow("crate of bottles") << u"Kasten 12 × 0,7 l Flasche"_qs << u"8.4"_qs << volume;
        // Nothing: never a guess.
        QTest::newRow("no number") << u"pack"_qs << QString() << mass;
        QTest::newRow("pallet of cases") << u"Pallet of 60 cases"_qs << QString() << mass;
        QTest::newRow("pallet with its case") << u"Pallet of 60 cases of 20 × pack 250 g"_qs << QString() << mass;
        QTest::newRow("approx") << u"wheel approx. 4.5 kg"_qs << QString() << mass;
        QTest::newRow("ca.") << u"Laib ca. 4,5 kg"_qs << QString() << mass;
        QTest::newRow("env., French") << u"meule d’env. 4,5 kg"_qs << QString() << mass;
        QTest::newRow("ok., Polish") << u"krąg ok. 4,5 kg"_qs << QString() << mass;
        QTest::newRow("tilde") << u"~2 kg"_qs << QString() << mass;
        QTest::newRow("two readings") << u"1,200 g"_qs << QString() << mass;
        QTest::newRow("two readings, German") << u"1.200 g"_qs << QString() << mass;
        QTest::newRow("two amounts") << u"250 g, 1 kg"_qs << QString() << mass;
        QTest::newRow("size, not content") << u"60 × 40 cm"_qs << QString() << mass;
        QTest::newRow("percent") << u"3.5 % fat, 1 l"_qs << QString() << mass;
        QTest::newRow("hyphen, not a unit") << u"2-lagig"_qs << QString() << mass;
        QTest::newRow("ply") << u"3-ply, 250 g"_qs << QString() << mass;
        QTest::newRow("pieces") << u"pack of 100 bags"_qs << QString() << mass;
        QTest::newRow("pounds") << u"5 lb"_qs << QString() << mass;
        QTest::newRow("grammar of units") << u"10 gallons"_qs << QString() << mass;
        QTest::newRow("fraction multiplier") << u"1,5 × 1 l"_qs << QString() << mass;
        QTest::newRow("multiplier after") << u"250 g × 4"_qs << QString() << mass;
        QTest::newRow("zero") << u"0 g"_qs << QString() << mass;
        QTest::newRow("bare number") << u"12"_qs << QString() << mass;
    }
    void reads()
    {
        QFETCH(QString, text);
        QFETCH(QString, base);
        QFETCH(PackContent::Measure, measure);
        const ContentReading reading = readPackContent(text);
        if (base.isEmpty()) {
            QVERIFY2(reading.kind != ContentReading::Kind::Content,
                     qPrintable(u"read %1 from \"%2\""_qs.arg(reading.content.base.toString(), text)));
            return;
        }
        QCOMPARE(reading.kind, ContentReading::Kind::Content);
        QCOMPARE(reading.content.base, *Decimal::parse(base));
        QCOMPARE(reading.content.measure, measure);
    }

    void aBundleIsReadInOrder()
    {
        Bundle b;
        b.description = u"Case of 12 × 1 l carton"_qs;
        b.longDescription = u"Milk 3.5 % fat, 1 l, Case of 12 × 1 l carton"_qs; // unreadable, not reached
        QCOMPARE(packContentOf(b)->base, dec("12"));
        // A description without numbers passes to the list's pack size.
        b.description = u"carton"_qs;
        b.bundleSize = u"12"_qs; // a number, not an amount: nothing
        QVERIFY(!packContentOf(b));
        b.bundleSize = u"12 × 1 l"_qs;
        QCOMPARE(packContentOf(b)->base, dec("12"));
        // The long description is never read: it may name the thing ("Cleaning bucket 10 l").
        b.bundleSize.clear();
        b.longDescription = u"Cleaning bucket 10 l, piece"_qs;
        QVERIFY(!packContentOf(b));
        // A description with numbers that cannot be read decides: nothing.
        b.description = u"Pallet of 60 cases"_qs;
        QVERIFY(!packContentOf(b));
        // A weight article is priced per kg already.
        b.description = u"pack 250 g"_qs;
        b.isWeightArticle = true;
        QVERIFY(!packContentOf(b));
    }

    void pricePerKgOrLitre()
    {
        const PackContent quarter{PackContent::Measure::Mass, dec("0.25")};
        QCOMPARE(*pricePerBase(dec("2.24"), quarter), dec("8.96"));
        const PackContent six{PackContent::Measure::Mass, dec("6")};
        QCOMPARE(*pricePerBase(dec("95.22"), six), dec("15.87"));
        const PackContent third{PackContent::Measure::Volume, dec("0.33")};
        QCOMPARE(*pricePerBase(dec("0.59"), third), dec("1.79")); // 1.7878…
        const PackContent gram{PackContent::Measure::Mass, dec("0.004")};
        QCOMPARE(*pricePerBase(dec("0.01"), gram), dec("2.5"));
        QVERIFY(!pricePerBase(std::nullopt, quarter));
        QVERIFY(!pricePerBase(dec("1"), PackContent{PackContent::Measure::Mass, Decimal()}));
    }
};

QTEST_APPLESS_MAIN(TestPackContent)
#include "tst_packcontent.moc"
