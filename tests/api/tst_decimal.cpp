#include "app/api/Decimal.h"

#include <QJsonValue>
#include <QLocale>
#include <QTest>
#include <limits>

using webshop::api::Decimal;

class TestDecimal : public QObject
{
    Q_OBJECT
private slots:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<qint64>("units");
        QTest::newRow("cents") << QStringLiteral("12.34") << true << qint64(123400);
        QTest::newRow("integer") << QStringLiteral("7") << true << qint64(70000);
        QTest::newRow("negative") << QStringLiteral("-0.5") << true << qint64(-5000);
        QTest::newRow("spaces") << QStringLiteral(" 3.1 ") << true << qint64(31000);
        QTest::newRow("exponent") << QStringLiteral("1.5e2") << true << qint64(1500000);
        QTest::newRow("neg exponent") << QStringLiteral("125e-3") << true << qint64(1250);
        QTest::newRow("round half up") << QStringLiteral("0.00005") << true << qint64(1);
        QTest::newRow("round down") << QStringLiteral("0.00004") << true << qint64(0);
        QTest::newRow("round half away neg") << QStringLiteral("-0.00005") << true << qint64(-1);
        QTest::newRow("leading zeros") << QStringLiteral("0007.10") << true << qint64(71000);
        QTest::newRow("point first") << QStringLiteral(".5") << true << qint64(5000);
        QTest::newRow("empty") << QString() << false << qint64(0);
        QTest::newRow("letters") << QStringLiteral("12a") << false << qint64(0);
        QTest::newRow("comma") << QStringLiteral("12,34") << false << qint64(0);
        QTest::newRow("two points") << QStringLiteral("1.2.3") << false << qint64(0);
        QTest::newRow("huge") << QStringLiteral("123456789012345678901234") << false << qint64(0);
        // The range is |value| <= 10^14, limits included, and what parses reads back.
        QTest::newRow("limit") << QStringLiteral("100000000000000") << true << qint64(1000000000000000000LL);
        QTest::newRow("rounds to limit") << QStringLiteral("99999999999999.99999") << true
                                         << qint64(1000000000000000000LL);
        QTest::newRow("over limit") << QStringLiteral("100000000000000.0001") << false << qint64(0);
        QTest::newRow("arabic digits") << QStringLiteral("\u0661\u0662") << false << qint64(0);
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(qint64, units);
        const auto d = Decimal::parse(text);
        QCOMPARE(d.has_value(), valid);
        if (valid)
            QCOMPARE(d->units(), units);
    }

    void fromJson()
    {
        QCOMPARE(Decimal::fromJson(QJsonValue(12.34))->units(), qint64(123400));
        QCOMPARE(Decimal::fromJson(QJsonValue(0.1 + 0.2))->units(), qint64(3000));
        QCOMPARE(Decimal::fromJson(QJsonValue(QStringLiteral("5")))->units(), qint64(50000));
        QVERIFY(!Decimal::fromJson(QJsonValue(QJsonValue::Null)));
        QVERIFY(!Decimal::fromJson(QJsonValue(true)));
        QVERIFY(!Decimal::fromJson(QJsonValue(QStringLiteral("n/a"))));
    }

    void sumIsExact()
    {
        // 0.1 summed ten thousand times is exactly 1000 (a double drifts).
        Decimal sum;
        const Decimal tenth = *Decimal::parse(u"0.1");
        for (int i = 0; i < 10000; ++i)
            sum += tenth;
        QCOMPARE(sum, Decimal::fromInt(1000));
    }

    void multiply()
    {
        QCOMPARE((*Decimal::parse(u"1.5") * *Decimal::parse(u"14.99")).toString(), QStringLiteral("22.485"));
        QCOMPARE((*Decimal::parse(u"-2") * *Decimal::parse(u"0.19")).toString(), QStringLiteral("-0.38"));
        QCOMPARE((*Decimal::parse(u"0.0001") * *Decimal::parse(u"0.5")).units(), qint64(1)); // rounds half away
        QCOMPARE((*Decimal::parse(u"22.485")).roundedToCents().toString(), QStringLiteral("22.49"));
        QCOMPARE((*Decimal::parse(u"-22.485")).toCentsRounded(), qint64(-2249));
    }

    void productSaturatesInsteadOfWrapping()
    {
        const Decimal big = *Decimal::parse(u"100000000000000");
        const Decimal p = big * big;
        QVERIFY(p > big);
        QCOMPARE(p.units(), std::numeric_limits<qint64>::max());
        QCOMPARE((-big * big).units(), -std::numeric_limits<qint64>::max());
        const Decimal back = *Decimal::parse(big.toString());
        QCOMPARE(back, big);
    }

    void text()
    {
        QCOMPARE(Decimal::fromCents(123456).toString(), QStringLiteral("1234.56"));
        QCOMPARE(Decimal::fromInt(3).toString(), QStringLiteral("3"));
        QCOMPARE((*Decimal::parse(u"1.25")).toFixed(1), QStringLiteral("1.3"));
        QCOMPARE((*Decimal::parse(u"-0.004")).toFixed(2), QStringLiteral("0.00")); // no negative zero
        QCOMPARE(Decimal::fromCents(123456).toLocaleString(QLocale(QLocale::German), 2), QStringLiteral("1.234,56"));
        QCOMPARE(Decimal::fromCents(123456).toLocaleString(QLocale(QLocale::English, QLocale::UnitedStates), 2),
                 QStringLiteral("1,234.56"));
        QCOMPARE((*Decimal::parse(u"1.5")).toLocaleString(QLocale(QLocale::German)), QStringLiteral("1,5"));
    }

    void localeInput()
    {
        const QLocale de(QLocale::German, QLocale::Germany);
        QCOMPARE(Decimal::fromLocaleString(de, QStringLiteral("1,5"))->toString(), QStringLiteral("1.5"));
        QCOMPARE(Decimal::fromLocaleString(de, QStringLiteral("1.234,5"))->toString(), QStringLiteral("1234.5"));
        const QLocale en(QLocale::English, QLocale::UnitedKingdom);
        QCOMPARE(Decimal::fromLocaleString(en, QStringLiteral("2.75"))->toString(), QStringLiteral("2.75"));
        QVERIFY(!Decimal::fromLocaleString(en, QStringLiteral("1e9")));
        QVERIFY(!Decimal::fromLocaleString(en, QStringLiteral("two")));
    }
};

QTEST_GUILESS_MAIN(TestDecimal)
#include "tst_decimal.moc"
