// Money and quantity formatting by QLocale, from exact decimals; the PriceDisplay setting.

#include "models/MoneyFormat.h"
#include "models/PriceDisplay.h"
#include "tests/common/TestEnv.h"

#include <QSignalSpy>
#include <QTest>

using webshop::values::Decimal;
using webshop::values::Money;
using namespace webshop::models;

namespace {
// Qt's locale data puts a no-break space between number and symbol in German: compare with
// it made visible, so a failure message is readable.
QString visible(QString s)
{
    return s.replace(QChar(0x00A0), u'_');
}
Decimal dec(const char *text)
{
    return *Decimal::parse(QString::fromLatin1(text));
}
} // namespace

class TestMoneyFormat : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void formatting_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("expected");
        QTest::newRow("de 12,34 €") << "de_DE" << "12.34" << "EUR" << "12,34_€";
        QTest::newRow("en_GB €12.34") << "en_GB" << "12.34" << "EUR" << "€12.34";
        QTest::newRow("en_US €12.34") << "en_US" << "12.34" << "EUR" << "€12.34";
        QTest::newRow("de grouping") << "de_DE" << "1234.56" << "EUR" << "1.234,56_€";
        QTest::newRow("en grouping") << "en_GB" << "1234.56" << "EUR" << "€1,234.56";
        QTest::newRow("de zero") << "de_DE" << "0" << "EUR" << "0,00_€";
        QTest::newRow("de negative") << "de_DE" << "-3.5" << "EUR" << "-3,50_€";
        QTest::newRow("en negative") << "en_GB" << "-3.5" << "EUR" << "-€3.50";
        QTest::newRow("half away from zero") << "de_DE" << "2.345" << "EUR" << "2,35_€";
        QTest::newRow("negative half away") << "en_GB" << "-2.345" << "EUR" << "-€2.35";
        QTest::newRow("tiny negative is zero") << "en_GB" << "-0.004" << "EUR" << "€0.00";
        // Exact where double arithmetic would fail: 0.1 + 0.2 style values and large amounts.
        QTest::newRow("large exact") << "en_GB" << "98765432109.99" << "EUR" << "€98,765,432,109.99";
        QTest::newRow("de USD") << "de_DE" << "5" << "USD" << "5,00_$";
        QTest::newRow("en CHF") << "en_GB" << "5" << "CHF" << "CHF5.00";
        QTest::newRow("fr") << "fr_FR" << "1234.5" << "EUR" << QString::fromUtf8("1\u202F234,50_€");
        QTest::newRow("no currency") << "de_DE" << "7.5" << "" << "7,50";
    }
    void formatting()
    {
        QFETCH(QString, locale);
        QFETCH(QString, amount);
        QFETCH(QString, currency);
        QFETCH(QString, expected);
        const QString text = formatMoney(QLocale(locale), *Decimal::parse(amount), currency);
        QCOMPARE(visible(text), expected);
    }

    void exactlyTheNumberOfQLocale()
    {
        // The symbol placement matches QLocale::toCurrencyString for ordinary amounts.
        for (const char *name : {"de_DE", "en_GB", "en_US", "nl_NL", "it_IT", "es_ES"}) {
            const QLocale l(QString::fromLatin1(name));
            QCOMPARE(formatMoney(l, Money{dec("1234.5"), QStringLiteral("EUR")}),
                     l.toCurrencyString(1234.5, QStringLiteral("€"), 2));
        }
    }

    void symbols()
    {
        QCOMPARE(currencySymbol(QLocale(QStringLiteral("de_DE")), u"EUR"), QStringLiteral("€"));
        QCOMPARE(currencySymbol(QLocale(QStringLiteral("en_US")), u"eur"), QStringLiteral("€"));
        QCOMPARE(currencySymbol(QLocale(QStringLiteral("en_GB")), u"GBP"), QStringLiteral("£"));
        QCOMPARE(currencySymbol(QLocale(QStringLiteral("de_DE")), u"XYZ"), QStringLiteral("XYZ"));
    }

    void quantities()
    {
        const QLocale de(QStringLiteral("de_DE"));
        const QLocale en(QStringLiteral("en_GB"));
        QCOMPARE(formatQuantity(de, Decimal::fromInt(3), false), QStringLiteral("3"));
        QCOMPARE(formatQuantity(de, dec("1.25"), true), QStringLiteral("1,25 kg"));
        QCOMPARE(formatQuantity(en, dec("1.25"), true), QStringLiteral("1.25 kg"));
        QCOMPARE(formatQuantity(en, Decimal::fromInt(1200), false), QStringLiteral("1,200"));
    }

    void priceDisplay()
    {
        PriceDisplay display;
        display.setLocale(QLocale(QStringLiteral("de_DE")));
        QSignalSpy modeSpy(&display, &PriceDisplay::modeChanged);
        QSignalSpy localeSpy(&display, &PriceDisplay::localeChanged);
        QCOMPARE(display.mode(), PriceDisplay::Mode::Gross);

        webshop::values::SellingPriceInfo price;
        price.articleNet = dec("10");
        price.articleGross = dec("11.9");
        price.currency = QStringLiteral("EUR");
        QCOMPARE(*display.pick(price), dec("11.9"));
        display.setMode(PriceDisplay::Mode::Net);
        QCOMPARE(modeSpy.count(), 1);
        QCOMPARE(*display.pick(price), dec("10"));
        display.setMode(PriceDisplay::Mode::Net);
        QCOMPARE(modeSpy.count(), 1); // no signal without a change
        QCOMPARE(display.modeLabel(), QStringLiteral("Net"));

        const int generation = display.formatGeneration();
        display.setLocale(QLocale(QStringLiteral("en_GB")));
        QCOMPARE(localeSpy.count(), 1);
        QVERIFY(display.formatGeneration() != generation);
        QCOMPARE(display.format(price.articleNet, u"EUR"), QStringLiteral("€10.00"));

        // Unknown is said, never 0,00.
        QCOMPARE(display.format(webshop::values::OptionalMoney()), priceUnknownText());
        QCOMPARE(display.format(std::optional<Decimal>(), u"EUR"), QStringLiteral("price unknown"));
    }
};

QTEST_MAIN(TestMoneyFormat)
#include "tst_moneyformat.moc"
