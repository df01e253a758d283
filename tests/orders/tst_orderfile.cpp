// The order-file reader: encodings, separators, headers and column roles, quantities with
// either decimal mark, quoted fields with separators and line breaks; every line accounted for.

#include "app/orders/CsvSplit.h"
#include "app/orders/OrderFile.h"
#include "app/orders/OrderTexts.h"

#include <QTest>

using namespace webshop::orders;
using webshop::values::Decimal;

Q_DECLARE_METATYPE(webshop::orders::Encoding)

namespace {

QByteArray utf16(const QString &text, bool littleEndian, bool bom = true)
{
    QByteArray out;
    if (bom)
        out += littleEndian ? QByteArray("\xFF\xFE", 2) : QByteArray("\xFE\xFF", 2);
    for (QChar c : text) {
        const char lo = char(c.unicode() & 0xFF), hi = char(c.unicode() >> 8);
        out += littleEndian ? QByteArray{1, lo} + QByteArray{1, hi} : QByteArray{1, hi} + QByteArray{1, lo};
    }
    return out;
}

// Every physical line belongs to exactly one record, in order.
void checkAccounted(const OrderFile &f)
{
    int next = 1;
    for (const OrderRecord &r : f.records) {
        QCOMPARE(r.line, next);
        QVERIFY(r.lineCount >= 1);
        next += r.lineCount;
    }
    QCOMPARE(next - 1, f.info.lineCount);
}

QString qty(const OrderRecord &r)
{
    return r.quantity ? r.quantity->toString() : QStringLiteral("-");
}

} // namespace

class TestOrderFile : public QObject
{
    Q_OBJECT
private slots:
    void encodings_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<Encoding>("encoding");
        const QString text = QStringLiteral("Artikel;Menge\nKäse Gouda, würzig;2\n");
        QTest::newRow("utf8") << text.toUtf8() << Encoding::Utf8;
        QTest::newRow("utf8 bom") << QByteArray("\xEF\xBB\xBF") + text.toUtf8() << Encoding::Utf8Bom;
        QTest::newRow("utf16le bom") << utf16(text, true) << Encoding::Utf16LE;
        QTest::newRow("utf16be bom") << utf16(text, false) << Encoding::Utf16BE;
        QTest::newRow("utf16le no bom") << utf16(text, true, false) << Encoding::Utf16LE;
        QTest::newRow("windows-1252") << text.toLatin1() << Encoding::Windows1252;
    }
    void encodings()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(Encoding, encoding);
        const OrderFile f = readOrderFile(bytes);
        QCOMPARE(f.info.encoding, encoding);
        QCOMPARE(f.records.size(), 2);
        QCOMPARE(f.records.at(0).kind, OrderRecord::Kind::Header);
        QCOMPARE(f.records.at(1).text, QStringLiteral("Käse Gouda, würzig"));
        QCOMPARE(qty(f.records.at(1)), QStringLiteral("2"));
        checkAccounted(f);
    }

    void windows1252HighBlock()
    {
        // 0x80 is the euro sign and 0x96 an en dash in Windows-1252, not C1 controls.
        QCOMPARE(fromWindows1252(QByteArray("\x80 \x96 \xE4")), QStringLiteral("€ – ä"));
    }

    void separatorsAndRoles_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("separator");
        QTest::addColumn<bool>("header");
        QTest::addColumn<QString>("what");    // of the first data record
        QTest::addColumn<QString>("quantity");
        QTest::addColumn<QString>("pack");
        QTest::newRow("semicolon header") << QStringLiteral("Art.-Nr.;Menge\n100000101;3\n") << QStringLiteral(";")
                                          << true << QStringLiteral("100000101") << QStringLiteral("3") << QString();
        QTest::newRow("tab header en") << QStringLiteral("Quantity\tDescription\n2\tGouda\n") << QStringLiteral("\t")
                                       << true << QStringLiteral("Gouda") << QStringLiteral("2") << QString();
        QTest::newRow("comma no header") << QStringLiteral("100000101,3\n100000201,4\n") << QStringLiteral(",")
                                         << false << QStringLiteral("100000101") << QStringLiteral("3") << QString();
        QTest::newRow("quantity first") << QStringLiteral("3;Vollmilch\n4;Gouda\n") << QStringLiteral(";") << false
                                        << QStringLiteral("Vollmilch") << QStringLiteral("3") << QString();
        QTest::newRow("with pack") << QStringLiteral("Gouda;Karton;2\nEdamer;kg;1,5\n") << QStringLiteral(";") << false
                                   << QStringLiteral("Gouda") << QStringLiteral("2") << QStringLiteral("Karton");
        QTest::newRow("unknown header words") << QStringLiteral("Ware;Stueckzahl\nGouda;2\nEdamer;3\n")
                                              << QStringLiteral(";") << true << QStringLiteral("Gouda")
                                              << QStringLiteral("2") << QString();
        QTest::newRow("id and text") << QStringLiteral("Nr;Bezeichnung;Menge\n100000101;Vollmilch;6\n")
                                     << QStringLiteral(";") << true << QStringLiteral("100000101")
                                     << QStringLiteral("6") << QString();
        QTest::newRow("one column") << QStringLiteral("Vollmilch\nGouda\n") << QString() << false
                                    << QStringLiteral("Vollmilch") << QStringLiteral("-") << QString();
    }
    void separatorsAndRoles()
    {
        QFETCH(QString, text);
        QFETCH(QString, separator);
        QFETCH(bool, header);
        QFETCH(QString, what);
        QFETCH(QString, quantity);
        QFETCH(QString, pack);
        const OrderFile f = readOrderText(text);
        QCOMPARE(QString(f.info.separator.isNull() ? QString() : QString(f.info.separator)), separator);
        QCOMPARE(f.info.hasHeader, header);
        const OrderRecord &r = f.records.at(header ? 1 : 0);
        QCOMPARE(r.kind, OrderRecord::Kind::Data);
        QCOMPARE(r.what(), what);
        QCOMPARE(qty(r), quantity);
        QCOMPARE(r.pack, pack);
        checkAccounted(f);
    }

    void decimalMarkPerColumn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("quantities"); // "-" where refused
        QTest::newRow("comma shown") << QStringLiteral("a;1,5\nb;1,500\nc;2\n")
                                     << QStringList{QStringLiteral("1.5"), QStringLiteral("1.5"), QStringLiteral("2")};
        QTest::newRow("point shown") << QStringLiteral("a,1.5\nb,1.500\nc,2\n")
                                     << QStringList{QStringLiteral("1.5"), QStringLiteral("1.5"), QStringLiteral("2")};
        // Groups are read only before the column's decimal mark; the other mark alone is refused.
        QTest::newRow("german groups") << QStringLiteral("a;1.234,5\nb;1.500\nc;2,5\n")
                                       << QStringList{QStringLiteral("1234.5"), QStringLiteral("-"), QStringLiteral("2.5")};
        QTest::newRow("english groups") << QStringLiteral("a\t1,234.5\nb\t2.5\n")
                                        << QStringList{QStringLiteral("1234.5"), QStringLiteral("2.5")};
        QTest::newRow("comma among points") << QStringLiteral("a;2.5\nb;0.75\nc;1,250\n")
                                            << QStringList{QStringLiteral("2.5"), QStringLiteral("0.75"), QStringLiteral("-")};
        QTest::newRow("decimal comma among points") << QStringLiteral("a\t1.5\nb\t1,5\nc\t2.25\n")
                                                    << QStringList{QStringLiteral("1.5"), QStringLiteral("-"), QStringLiteral("2.25")};
        QTest::newRow("german groups among points") << QStringLiteral("a\t1.234,5\nb\t2.5\nc\t0.75\n")
                                                    << QStringList{QStringLiteral("-"), QStringLiteral("2.5"), QStringLiteral("0.75")};
        QTest::newRow("point among commas") << QStringLiteral("a;2,5\nb;1.250\nc;3\n")
                                            << QStringList{QStringLiteral("2.5"), QStringLiteral("-"), QStringLiteral("3")};
        QTest::newRow("english groups among commas") << QStringLiteral("a;2,5\nb;0,75\nc;1,234.5\n")
                                                     << QStringList{QStringLiteral("2.5"), QStringLiteral("0.75"), QStringLiteral("-")};
        // Nothing shows the mark: the fallback locale (English here) reads a lone mark, and a
        // group-shaped "1,500" stays refused rather than guessed.
        QTest::newRow("undecided tab") << QStringLiteral("a\t1,500\nb\t3\nc\t1.500\n")
                                       << QStringList{QStringLiteral("-"), QStringLiteral("3"), QStringLiteral("1.5")};
        QTest::newRow("strict") << QStringLiteral("a;drei\nb;3 Stück\nc;0\nd;-2\ne;1,23456\nf;\ng;2,5\n")
                                << QStringList{QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"),
                                               QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"),
                                               QStringLiteral("2.5")};
    }
    void decimalMarkPerColumn()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, quantities);
        const OrderFile f = readOrderText(text);
        QStringList got;
        for (const OrderRecord &r : f.records)
            got << qty(r);
        QCOMPARE(got, quantities);
    }

    void quantityProblems()
    {
        // No value shows the decimal mark: "1,500" stays open between its two readings.
        const OrderFile open = readOrderText(QStringLiteral("a\t1,500\nb\t3\n"));
        QCOMPARE(open.records.at(0).quantityProblem, QuantityProblem::Ambiguous);
        QCOMPARE(open.records.at(0).ambiguousDecimal, Decimal::parse(u"1.5"));
        QCOMPARE(open.records.at(0).ambiguousGrouped, Decimal::fromInt(1500));
        const OrderFile f = readOrderText(QStringLiteral("a\t2\nb\tdrei\nc\t0\nd\t\ne\t1.23456\n"));
        QCOMPARE(f.records.at(0).quantityProblem, QuantityProblem::None);
        QCOMPARE(f.records.at(1).quantityProblem, QuantityProblem::Unreadable);
        QCOMPARE(f.records.at(2).quantityProblem, QuantityProblem::NotPositive);
        QCOMPARE(f.records.at(3).quantityProblem, QuantityProblem::Missing);
        QCOMPARE(f.records.at(4).quantityProblem, QuantityProblem::TooManyDecimals);
    }

    void markContradictingTheColumn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("record");
        QTest::addColumn<QString>("says"); // the mark the message names for the value
        QTest::newRow("1,250 among points") << QStringLiteral("Gouda;2.5\nEdamer;0.75\nButter;1,250\n") << 2 << QStringLiteral("comma");
        QTest::newRow("1.250 among commas") << QStringLiteral("Gouda;2,5\nEdamer;0,75\nButter;1.250\n") << 2 << QStringLiteral("point");
        QTest::newRow("1.234,5 among points") << QStringLiteral("Gouda\t2.5\nEdamer\t0.75\nButter\t1.234,5\n") << 2 << QStringLiteral("comma");
    }
    void markContradictingTheColumn()
    {
        QFETCH(QString, text);
        QFETCH(int, record);
        QFETCH(QString, says);
        const OrderFile f = readOrderText(text);
        const OrderRecord &r = f.records.at(record);
        QCOMPARE(r.quantityProblem, QuantityProblem::MarkContradicts);
        QVERIFY(!r.quantity);
        QVERIFY(f.records.at(0).quantity && f.records.at(1).quantity); // the column itself reads
        const QString message = OrderTexts::quantityMessage(r, QLocale(QLocale::English));
        QVERIFY2(message.contains(QStringLiteral("has a ") + says) && message.contains(r.quantityText), qPrintable(message));
    }

    // Without a header that names the quantity, a file is read only when one column alone can
    // be the quantity; else it is refused as a whole (nothing guessed, every line says why).
    void quantityColumnByEvidence_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("unclear"); // the columns that could each be the quantity; empty: read
        QTest::addColumn<QStringList>("quantities"); // of the data records, "-" where none
        const QList<int> none;
        // Refused: two columns of numbers and nothing in the data that singles one out.
        QTest::newRow("B1001;6;2") << QStringLiteral("B1001;6;2\n") << QList<int>{1, 2} << QStringList{QStringLiteral("-")};
        QTest::newRow("two number columns, several lines")
            << QStringLiteral("B1001;6;2\nB1002;3;1\nB1003;1;12\n") << QList<int>{1, 2}
            << QStringList{QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-")};
        QTest::newRow("position column") << QStringLiteral("1;100000101;6\n2;100000201;3\n") << QList<int>{0, 2}
                                         << QStringList{QStringLiteral("-"), QStringLiteral("-")};
        QTest::newRow("short numbers") << QStringLiteral("1001;6\n1002;3\n") << QList<int>{0, 1}
                                       << QStringList{QStringLiteral("-"), QStringLiteral("-")};
        QTest::newRow("a price column") << QStringLiteral("B1001;6;3,49\nB1002;2;12,90\n") << QList<int>{1, 2}
                                        << QStringList{QStringLiteral("-"), QStringLiteral("-")};
        QTest::newRow("header of unknown words") << QStringLiteral("Ware;Pos;Stk\nB1001;6;2\nB1002;1;4\n") << QList<int>{1, 2}
                                                 << QStringList{QStringLiteral("-"), QStringLiteral("-")};
        QTest::newRow("header without a quantity name") << QStringLiteral("Artikelnummer;Foo;Bar\nB1001;6;2\n") << QList<int>{1, 2}
                                                        << QStringList{QStringLiteral("-")};
        // Read: one column alone can be the quantity.
        QTest::newRow("number;quantity") << QStringLiteral("B1001;6\nB1002;2\n") << none
                                         << QStringList{QStringLiteral("6"), QStringLiteral("2")};
        QTest::newRow("long number, quantity") << QStringLiteral("100000101;3\n100000201;1\n") << none
                                               << QStringList{QStringLiteral("3"), QStringLiteral("1")};
        QTest::newRow("quantity, text") << QStringLiteral("3;Vollmilch\n4;Gouda\n") << none
                                        << QStringList{QStringLiteral("3"), QStringLiteral("4")};
        QTest::newRow("number, text, quantity") << QStringLiteral("B1001;Gouda;6\n") << none << QStringList{QStringLiteral("6")};
        QTest::newRow("text, pack, quantity") << QStringLiteral("Gouda;Karton;2\nEdamer;kg;1,5\n") << none
                                              << QStringList{QStringLiteral("2"), QStringLiteral("1.5")};
        QTest::newRow("an empty third column") << QStringLiteral("B1001;6;\nB1002;2;\n") << none
                                               << QStringList{QStringLiteral("6"), QStringLiteral("2")};
        QTest::newRow("long numbers beside the quantity") << QStringLiteral("B1001;4006381333931;6\n") << none
                                                          << QStringList{QStringLiteral("6")};
        // A header that names the quantity decides, however many columns hold numbers.
        QTest::newRow("header: three integer columns") << QStringLiteral("Pos;Artikelnummer;Menge\n1;100000101;6\n2;100000201;3\n")
                                                       << none << QStringList{QStringLiteral("6"), QStringLiteral("3")};
        QTest::newRow("header: Art-Nr;Menge;Preis") << QStringLiteral("Art-Nr;Menge;Preis\nB1001;6;2\n") << none
                                                    << QStringList{QStringLiteral("6")};
    }
    void quantityColumnByEvidence()
    {
        QFETCH(QString, text);
        QFETCH(QList<int>, unclear);
        QFETCH(QStringList, quantities);
        const OrderFile f = readOrderText(text);
        checkAccounted(f);
        QCOMPARE(f.info.quantityCandidates.size() > 1 ? f.info.quantityCandidates : QList<int>(), unclear);
        QCOMPARE(f.info.quantityUnclear(), !unclear.isEmpty());
        QCOMPARE(f.info.roles.contains(Role::Quantity), unclear.isEmpty());
        QStringList got;
        for (const OrderRecord &r : f.records) {
            if (r.kind != OrderRecord::Kind::Data)
                continue;
            got << qty(r);
            if (!unclear.isEmpty()) {
                QCOMPARE(r.quantityProblem, QuantityProblem::ColumnUnclear);
                QCOMPARE(r.quantityColumns, unclear);
            }
        }
        QCOMPARE(got, quantities);
    }

    void unclearQuantityColumnHint()
    {
        const OrderFile f = readOrderText(QStringLiteral("B1001;6;2\n"));
        const QString message = OrderTexts::fileMessage(f.info, QLocale(QLocale::English));
        // Which columns, and the header names that would settle it.
        QVERIFY2(message.contains(QStringLiteral("columns 2 and 3")), qPrintable(message));
        for (const char *name : {"\"Menge\"", "\"Anzahl\"", "\"Quantity\"", "\"Qty\""})
            QVERIFY2(message.contains(QString::fromUtf8(name)), name);
        QCOMPARE(OrderTexts::quantityMessage(f.records.constFirst(), QLocale(QLocale::English)), message);
        // Each offered name is one the reader takes for the quantity column.
        for (const QString &name : {QStringLiteral("Menge"), QStringLiteral("Anzahl"), QStringLiteral("Quantity"), QStringLiteral("Qty")}) {
            const OrderFile withHeader = readOrderText(QStringLiteral("Nr;") + name + QStringLiteral(";x\nB1001;6;2\n"));
            QCOMPARE(withHeader.records.at(1).quantityText, QStringLiteral("6"));
        }
        QVERIFY(OrderTexts::fileMessage(readOrderText(QStringLiteral("B1001;6\n")).info, QLocale(QLocale::English)).isEmpty());
    }

    void quotedFieldsBlankAndComments()
    {
        const QString text = QStringLiteral(
            "# weekly order\r\n"
            "Bezeichnung;Menge\r\n"
            "\"Butter; Süßrahm\";2\r\n"
            "\r\n"
            "\"Käse\r\nGouda\";3\r\n"
            "  ;  \r\n"
            "\"He said \"\"hi\"\"\";1\r\n"
            "\"never closed;4\r\n"
            "Milch;5");
        const OrderFile f = readOrderText(text);
        checkAccounted(f);
        QCOMPARE(f.info.lineCount, 10);
        QList<OrderRecord::Kind> kinds;
        for (const OrderRecord &r : f.records)
            kinds << r.kind;
        using K = OrderRecord::Kind;
        QCOMPARE(kinds, (QList<K>{K::Comment, K::Header, K::Data, K::Blank, K::Data, K::Blank, K::Data, K::Data, K::Data}));
        QCOMPARE(f.records.at(2).text, QStringLiteral("Butter; Süßrahm"));
        QCOMPARE(f.records.at(4).text, QStringLiteral("Käse\nGouda"));
        QCOMPARE(f.records.at(4).line, 5);
        QCOMPARE(f.records.at(4).lineCount, 2);
        QCOMPARE(f.records.at(6).text, QStringLiteral("He said \"hi\""));
        // The unclosed quote stays on its line and does not eat "Milch".
        QCOMPARE(f.records.at(7).lineCount, 1);
        QCOMPARE(f.records.at(8).text, QStringLiteral("Milch"));
        QCOMPARE(qty(f.records.at(8)), QStringLiteral("5"));
    }

    void emptyAndTrailing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("lines");
        QTest::newRow("empty") << QString() << 0;
        QTest::newRow("one newline") << QStringLiteral("\n") << 1;
        QTest::newRow("no final newline") << QStringLiteral("a;1\nb;2") << 2;
        QTest::newRow("final blank line") << QStringLiteral("a;1\nb;2\n\n") << 3;
        QTest::newRow("cr only") << QStringLiteral("a;1\rb;2\r") << 2;
    }
    void emptyAndTrailing()
    {
        QFETCH(QString, text);
        QFETCH(int, lines);
        const OrderFile f = readOrderText(text);
        QCOMPARE(f.info.lineCount, lines);
        checkAccounted(f);
    }
};

QTEST_GUILESS_MAIN(TestOrderFile)
#include "tst_orderfile.moc"
