// The printed order sheet: a 120-line sheet as a PDF on A4 and on Letter, read back with
// poppler (pdfinfo, pdftotext): the page count, every article number, the totals, the running
// header, the repeated column header and "Page n of N" on every page; the paper by locale;
// sums of lines; a file that cannot be written.

#include "models/MoneyFormat.h"
#include "models/OrderSheet.h"
#include "models/OrderSheetPrinter.h"
#include "tests/common/PdfText.h"
#include "tests/common/TestEnv.h"

#include <QGuiApplication>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

using namespace webshop;
using namespace webshop::models;

namespace {

values::Money eur(qint64 cents)
{
    return values::Money{values::Decimal::fromCents(cents), QStringLiteral("EUR")};
}

// `count` lines with distinct article numbers, some weight articles and some with deposit.
QList<SheetLine> sampleLines(int count)
{
    QList<SheetLine> lines;
    for (int i = 0; i < count; ++i) {
        SheetLine l;
        l.articleNo = QStringLiteral("40%1").arg(i * 7 + 1000, 5, 10, QChar(u'0'));
        l.name = i % 5 == 0 ? QStringLiteral("Espresso beans, dark roast, fair trade, whole bean %1").arg(i)
                            : QStringLiteral("Article %1").arg(i);
        l.pack = i % 3 == 0 ? QStringLiteral("Case of 6 \u00d7 1 kg") : QStringLiteral("1 kg");
        l.weight = i % 7 == 0;
        l.quantity = l.weight ? *values::Decimal::parse(u"1.25") : values::Decimal::fromInt(i % 4 + 1);
        const qint64 unit = 199 + i * 37;
        l.unitNet = eur(unit);
        l.net = eur((values::Decimal::fromCents(unit) * l.quantity).toCentsRounded());
        l.vat = eur(l.net->amount.toCentsRounded() * 7 / 100);
        l.deposit = i % 4 == 0 ? std::optional(eur(150)) : std::nullopt;
        l.gross = eur(l.net->amount.toCentsRounded() + l.vat->amount.toCentsRounded());
        lines.append(l);
    }
    return lines;
}

// pdftotext gives plain spaces where the money format has no-break ones.
QString plainSpaces(QString text)
{
    return text.replace(QChar(0x00a0), u' ').replace(QChar(0x202f), u' ');
}

SheetHeader sampleHeader()
{
    return {QStringLiteral("Basket"), QStringLiteral("Gasthaus Zur Linde (10042)"),
            QStringLiteral("Hauptstra\u00dfe 5, 50667 K\u00f6ln"), QStringLiteral("1001"), QDate(2026, 11, 26)};
}

} // namespace

class TestOrderSheet : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QTranslator m_translator;

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QVERIFY(m_dir.isValid());
        // To look at the pages: WEBSHOP_KEEP_TEST_FILES=1 keeps the PDFs (the path is logged).
        if (qEnvironmentVariableIsSet("WEBSHOP_KEEP_TEST_FILES")) {
            m_dir.setAutoRemove(false);
            qInfo("PDFs in %s", qPrintable(m_dir.path()));
        }
        // And WEBSHOP_TEST_QM=build/ci/webshop_de.qm prints them in that UI language.
        if (const QString qm = qEnvironmentVariable("WEBSHOP_TEST_QM"); !qm.isEmpty()) {
            QVERIFY(m_translator.load(qm));
            QCoreApplication::installTranslator(&m_translator);
        }
    }

    void pdfOfManyLines_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<int>("size");
        QTest::newRow("en-GB A4") << QLocale(QLocale::English, QLocale::UnitedKingdom) << int(QPageSize::A4);
        QTest::newRow("en-US Letter") << QLocale(QLocale::English, QLocale::UnitedStates) << int(QPageSize::Letter);
        QTest::newRow("de-DE A4") << QLocale(QLocale::German, QLocale::Germany) << int(QPageSize::A4);
        QTest::newRow("de-DE Letter") << QLocale(QLocale::German, QLocale::Germany) << int(QPageSize::Letter);
    }

    void pdfOfManyLines()
    {
        QFETCH(QLocale, locale);
        QFETCH(int, size);
        const OrderSheet sheet = makeOrderSheet(sampleHeader(), sampleLines(120));
        const OrderSheetPrinter printer(sheet, locale);
        const QString file = m_dir.filePath(QStringLiteral("%1-%2.pdf").arg(locale.name()).arg(size));
        QVERIFY(printer.writePdf(file, QPageSize::PageSizeId(size)));

        const test::PdfText pdf = test::readPdf(file);
        QVERIFY2(pdf.error.isEmpty(), qPrintable(pdf.error));
        // 40 to 48 one-line rows fit on a page below the header bands: 120 lines, the title
        // block and the totals take three pages on A4, three or four on the shorter Letter.
        QVERIFY2(pdf.pages >= 3 && pdf.pages <= (size == QPageSize::A4 ? 3 : 4), qPrintable(QString::number(pdf.pages)));
        QCOMPARE(pdf.pageTexts.size(), pdf.pages);
        QPdfWriter again(m_dir.filePath(QStringLiteral("again.pdf")));
        again.setPageLayout(OrderSheetPrinter::pageLayout(QPageSize::PageSizeId(size)));
        QCOMPARE(printer.paint(&again), pdf.pages); // what the painter counted is what the file has
        const QString all = plainSpaces(pdf.pageTexts.join(u'\n'));
        const QString gross = plainSpaces(formatMoney(locale, *sheet.totals.gross));
        // Every line once: whole rows on a page, nothing printed outside its page.
        for (const SheetLine &line : sheet.lines)
            QVERIFY2(all.count(line.articleNo) == 1, qPrintable(line.articleNo));
        for (int i = 0; i < 120; i += 5) // the long names, each on one page (its line and the next)
            QVERIFY2(pdf.pageTexts.filter(QRegularExpression(QStringLiteral("whole bean %1\\b").arg(i))).size() == 1,
                     qPrintable(QString::number(i)));
        QVERIFY2(all.contains(gross), qPrintable(gross));
        QVERIFY(all.contains(plainSpaces(formatMoney(locale, *sheet.totals.net))));
        QVERIFY(all.contains(sampleHeader().customer));
        QVERIFY(all.contains(OrderSheetPrinter::dateText(locale, sampleHeader().date)));
        for (int p = 0; p < pdf.pages; ++p) {
            const QString &page = pdf.pageTexts.at(p);
            QVERIFY2(page.contains(OrderSheetPrinter::pageText(p + 1, pdf.pages)), qPrintable(page.left(400)));
            QVERIFY2(page.contains(printer.runningHeader()), qPrintable(page.left(400)));
            for (const QString &title : OrderSheetPrinter::columnTitles())
                QVERIFY2(page.contains(title), qPrintable(QStringLiteral("page %1 lacks the column %2").arg(p + 1).arg(title)));
        }
        // The totals stand after the last line, on the last page.
        QVERIFY(plainSpaces(pdf.pageTexts.constLast()).contains(gross));
    }

    void pageCountGrowsWithTheLines()
    {
        const QLocale en(QLocale::English, QLocale::UnitedKingdom);
        QPdfWriter a4(m_dir.filePath(QStringLiteral("short.pdf")));
        a4.setPageLayout(OrderSheetPrinter::pageLayout(QPageSize::A4));
        QCOMPARE(OrderSheetPrinter(makeOrderSheet(sampleHeader(), sampleLines(5)), en).paint(&a4), 1);
        QPdfWriter letter(m_dir.filePath(QStringLiteral("long.pdf")));
        letter.setPageLayout(OrderSheetPrinter::pageLayout(QPageSize::Letter));
        QPdfWriter longA4(m_dir.filePath(QStringLiteral("longa4.pdf")));
        longA4.setPageLayout(OrderSheetPrinter::pageLayout(QPageSize::A4));
        const OrderSheet big = makeOrderSheet(sampleHeader(), sampleLines(400));
        const int letterPages = OrderSheetPrinter(big, en).paint(&letter);
        const int a4Pages = OrderSheetPrinter(big, en).paint(&longA4);
        QVERIFY2(a4Pages >= 8 && a4Pages <= 11, qPrintable(QString::number(a4Pages)));
        // Letter is 18 mm shorter than A4: never fewer pages.
        QVERIFY2(letterPages >= a4Pages, qPrintable(QStringLiteral("%1 < %2").arg(letterPages).arg(a4Pages)));
    }

    void paperByLocale_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<int>("size");
        QTest::newRow("en-US") << QLocale(QLocale::English, QLocale::UnitedStates) << int(QPageSize::Letter);
        QTest::newRow("fr-CA") << QLocale(QLocale::French, QLocale::Canada) << int(QPageSize::Letter);
        QTest::newRow("en-GB") << QLocale(QLocale::English, QLocale::UnitedKingdom) << int(QPageSize::A4);
        QTest::newRow("de-DE") << QLocale(QLocale::German, QLocale::Germany) << int(QPageSize::A4);
        QTest::newRow("pl-PL") << QLocale(QLocale::Polish, QLocale::Poland) << int(QPageSize::A4);
    }
    void paperByLocale()
    {
        QFETCH(QLocale, locale);
        QFETCH(int, size);
        QCOMPARE(int(OrderSheetPrinter::defaultPageSize(locale)), size);
    }

    void dateWithoutWeekday_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en-GB") << QLocale(QLocale::English, QLocale::UnitedKingdom) << QStringLiteral("26 November 2026");
        QTest::newRow("en-US") << QLocale(QLocale::English, QLocale::UnitedStates) << QStringLiteral("November 26, 2026");
        QTest::newRow("de-DE") << QLocale(QLocale::German, QLocale::Germany) << QStringLiteral("26. November 2026");
        QTest::newRow("fr-FR") << QLocale(QLocale::French, QLocale::France) << QStringLiteral("26 novembre 2026");
    }
    void dateWithoutWeekday()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, expected);
        QCOMPARE(OrderSheetPrinter::dateText(locale, QDate(2026, 11, 26)), expected);
    }

    void sumsKnownAmountsAndCountsUnpricedLines()
    {
        QList<SheetLine> lines = sampleLines(3);
        lines[1].net.reset();
        lines[1].gross.reset();
        lines[1].vat.reset();
        const SheetTotals t = sumSheetLines(lines);
        QCOMPARE(t.unpricedLines, 1);
        QCOMPARE(t.net->amount, lines[0].net->amount + lines[2].net->amount);
        QCOMPARE(t.gross->amount, lines[0].gross->amount + lines[2].gross->amount);
        QCOMPARE(t.deposit->amount, lines[0].deposit->amount); // only the first has one
        QCOMPARE(t.depositUnknownLines, 1); // the third: priced, its deposit not known (the note says so)
        QVERIFY(!sumSheetLines({}).gross.has_value());
    }

    void unwritableFileFails()
    {
        const OrderSheetPrinter printer(makeOrderSheet(sampleHeader(), sampleLines(2)), QLocale::c());
        QVERIFY(!printer.writePdf(m_dir.filePath(QStringLiteral("no/such/dir/x.pdf")), QPageSize::A4));
    }
};

QTEST_MAIN(TestOrderSheet)
#include "tst_ordersheet.moc"
