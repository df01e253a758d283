// CSV out: the export of order lines (UTF-8 with BOM, ';' and decimal comma where the locale
// writes one) reads back to the same lines; the report's codes and layout.

#include "ImportTestUtil.h"

#include "app/orders/OrderCsv.h"
#include "app/orders/OrderTexts.h"

#include <QTest>

using namespace webshop::orders;
using webshop::values::Decimal;

class TestOrderCsv : public QObject
{
    Q_OBJECT

    static QList<ExportLine> sampleLines()
    {
        auto d = [](const char *s) { return *Decimal::parse(QString::fromLatin1(s)); };
        return {
            {QStringLiteral("100000101"), QStringLiteral("Frische Vollmilch 3,5 % Fett, 1 l"), QStringLiteral("Karton 12 × 1-l-Packung"), d("2")},
            {QStringLiteral("100004201"), QStringLiteral("Butter; Süßrahm, 250 g"), QStringLiteral("Packung"), d("1.5")},
            {QStringLiteral("100007701"), QStringLiteral("Er sagte \"frisch\""), QString(), d("1.125")},
            {QStringLiteral("100008801"), QStringLiteral("Zwei\nZeilen"), QStringLiteral("je kg"), d("0.25")},
            {QStringLiteral("100009901"), QStringLiteral("#1 Kaffee"), QStringLiteral("Beutel"), d("1500")},
            {QStringLiteral("100010001"), QStringLiteral("Käse Gouda jung"), QStringLiteral("je kg"), d("12.3456")},
            {QStringLiteral("00012345"), QStringLiteral("=Formel"), QStringLiteral("Stück"), d("7")},
        };
    }

private slots:
    void exportReadsBack_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("separator");
        QTest::newRow("de-DE") << QLocale(QLocale::German, QLocale::Germany) << QStringLiteral(";");
        QTest::newRow("en-US") << QLocale(QLocale::English, QLocale::UnitedStates) << QStringLiteral(",");
        QTest::newRow("fr-FR") << QLocale(QLocale::French, QLocale::France) << QStringLiteral(";");
        QTest::newRow("en-GB") << QLocale(QLocale::English, QLocale::UnitedKingdom) << QStringLiteral(",");
    }
    void exportReadsBack()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, separator);
        const QList<ExportLine> lines = sampleLines();
        const QByteArray bytes = OrderCsv::exportLines(lines, locale);
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        QVERIFY(bytes.contains("\r\n"));
        const OrderFile file = readOrderFile(bytes, OrderCsv::readOptionsFor(locale));
        QCOMPARE(file.info.encoding, Encoding::Utf8Bom);
        QCOMPARE(file.info.separator, separator.at(0));
        QVERIFY(file.info.hasHeader);
        QCOMPARE(file.info.roles, (QList<Role>{Role::Id, Role::Text, Role::Pack, Role::Quantity}));
        QList<ExportLine> back;
        for (const OrderRecord &r : file.records) {
            if (r.kind != OrderRecord::Kind::Data)
                continue;
            QVERIFY2(r.quantity, qPrintable(r.raw));
            back.append({r.id, r.text, r.pack, *r.quantity});
        }
        QCOMPARE(back, lines);
        // The same file exported again is the same bytes.
        QCOMPARE(OrderCsv::exportLines(back, locale), bytes);
    }

    void decimalCommaWhereTheLocaleHasOne()
    {
        const QByteArray de = OrderCsv::exportLines({{QStringLiteral("1"), QStringLiteral("x"), {}, *Decimal::parse(u"1.5")}},
                                                    QLocale(QLocale::German, QLocale::Germany));
        QVERIFY(de.contains("1;x;;1,5\r\n"));
        const QByteArray en = OrderCsv::exportLines({{QStringLiteral("1"), QStringLiteral("x"), {}, *Decimal::parse(u"1.5")}},
                                                    QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(en.contains("1,x,,1.5\r\n"));
    }

    void statusCodesAreStable()
    {
        const QStringList codes{QStringLiteral("ok"), QStringLiteral("ambiguous"), QStringLiteral("not_found"),
                                QStringLiteral("invalid_quantity"), QStringLiteral("duplicate"), QStringLiteral("skipped"),
                                QStringLiteral("added"), QStringLiteral("refused"), QStringLiteral("error"),
                                QStringLiteral("uncertain")};
        for (const QString &code : codes) {
            const auto status = statusFromCode(code);
            QVERIFY2(status, qPrintable(code));
            QCOMPARE(statusCode(*status), code);
        }
    }

    void reportRowPerLine()
    {
        const QLocale de(QLocale::German, QLocale::Germany);
        const OrderFile file = readOrderText(QStringLiteral("Artikel;Menge\n\"a;b\nc\";1,5\n\n# x\n"));
        QList<LineResult> lines;
        for (const OrderRecord &r : file.records) {
            LineResult l;
            l.record = r;
            l.status = r.kind == OrderRecord::Kind::Data ? LineStatus::NotFound : LineStatus::Skipped;
            lines.append(l);
        }
        const QList<QStringList> rows = webshop::test::csvRows(OrderCsv::report(lines, de), u';');
        QCOMPARE(rows.size(), 5);
        QCOMPARE(rows.at(1).at(4), QStringLiteral("skipped")); // the header line
        QCOMPARE(rows.at(2), (QStringList{QStringLiteral("2"), QStringLiteral("\"a;b\nc\";1,5"), QString(),
                                          QStringLiteral("1,5"), QStringLiteral("not_found"),
                                          OrderTexts::message(lines.at(1), de)}));
        QCOMPARE(rows.at(3).at(0), QStringLiteral("4")); // the quoted line break took line 3
        QCOMPARE(rows.at(4).at(4), QStringLiteral("skipped"));
    }
};

QTEST_GUILESS_MAIN(TestOrderCsv)
#include "tst_ordercsv.moc"
