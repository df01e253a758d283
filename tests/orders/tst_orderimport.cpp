// OrderImport against the embedded backend over loopback: a 2,000-line file with bad lines
// mixed in, in three encodings, where every line is accounted for in the lines and the report;
// exact numbers, packs, duplicates, cancel, and adding through the basket queue.

#include "ImportTestUtil.h"
#include "OrderFileMaker.h"
#include "tests/models/DemoFixture.h"

#include "app/api/BasketSync.h"
#include "app/orders/OrderCsv.h"
#include "app/orders/OrderTexts.h"

#include <QElapsedTimer>
#include <QStringEncoder>
#include <QTest>

using namespace webshop;
using namespace webshop::orders;
using webshop::values::Decimal;

namespace {

const QLocale kGerman(QLocale::German, QLocale::Germany);

QByteArray encode(const QString &text, const QString &encoding)
{
    if (encoding == u"utf-8-bom")
        return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
    if (encoding == u"windows-1252")
        return text.toLatin1(); // the test texts use no character of the 0x80-0x9F block
    QStringEncoder enc(QStringConverter::Utf16LE, QStringEncoder::Flag::WriteBom);
    return enc.encode(text);
}

OrderFile read(const QString &text)
{
    return readOrderText(text, OrderCsv::readOptionsFor(kGerman));
}

} // namespace

class TestOrderImport : public QObject
{
    Q_OBJECT
    std::unique_ptr<test::DemoFixture> m_demo;
    QString m_bundle, m_variant, m_caseBundle, m_palletBundle, m_weightBundle;

    // The queue itself as the add path (the app's goes through control::BasketAdds).
    static void addThrough(api::BasketSync &basket, OrderImport &import)
    {
        QObject::connect(&basket, &api::BasketSync::addStateChanged, &import, &OrderImport::onAddState);
        import.addResolved(&basket, [&basket](const values::AddIntent &i) {
            return basket.add(api::AddRequest{i.bundleId, i.amount, i.variantId, i.unitNet});
        }, values::AddIntent{});
    }

private slots:
    void initTestCase()
    {
        m_demo = std::make_unique<test::DemoFixture>();
        QVERIFY2(m_demo->start(QStringLiteral("de-DE")), qPrintable(m_demo->why()));
        const auto catalogue = demo::DemoCatalogue::create();
        for (const demo::DemoArticle &a : catalogue->articles()) {
            if (m_variant.isEmpty() && !a.weight && a.bundles.size() >= 3) {
                m_variant = a.id;
                m_bundle = a.bundles.at(0).id;
                m_caseBundle = a.bundles.at(1).id;
                m_palletBundle = a.bundles.at(2).id;
            }
            if (m_weightBundle.isEmpty() && a.weight)
                m_weightBundle = a.bundles.constFirst().id;
        }
        QVERIFY(!m_variant.isEmpty() && !m_weightBundle.isEmpty());
    }

    void twoThousandLines_data()
    {
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<QString>("separator");
        QTest::newRow("utf-8 bom, semicolon") << QStringLiteral("utf-8-bom") << QStringLiteral(";");
        QTest::newRow("windows-1252, semicolon") << QStringLiteral("windows-1252") << QStringLiteral(";");
        QTest::newRow("utf-16, tab") << QStringLiteral("utf-16") << QStringLiteral("\t");
    }
    void twoThousandLines()
    {
        QFETCH(QString, encoding);
        QFETCH(QString, separator);
        const test::MadeOrderFile made = test::makeOrderFile(2000, separator.at(0));
        QCOMPARE(made.lines, 2000);
        const OrderFile file = readOrderFile(encode(made.text, encoding), OrderCsv::readOptionsFor(kGerman));
        QCOMPARE(file.info.lineCount, 2000);
        QCOMPARE(file.info.separator, separator.at(0));
        QVERIFY(file.info.hasHeader);

        OrderImport import(&m_demo->client());
        QElapsedTimer clock;
        clock.start();
        QVERIFY(test::resolveAll(import, file));
        const qint64 ms = clock.elapsed();
        qInfo("resolved %d lines (%d lookups, at most %d at a time) in %lld ms: %.0f lines/s",
              int(file.info.lineCount), import.lookupCount(), import.peakInFlight(), ms,
              file.info.lineCount * 1000.0 / qMax<qint64>(ms, 1));
        QVERIFY(import.peakInFlight() <= import.maxInFlight());

        // Every physical line is in exactly one result, and each result has its expected status.
        const QList<LineResult> &lines = import.lines();
        int covered = 0;
        QHash<QString, int> counts;
        for (const LineResult &line : lines) {
            QCOMPARE(line.record.line, covered + 1);
            covered += line.record.lineCount;
            const QString code = statusCode(line.status);
            ++counts[code];
            QVERIFY2(made.expectedStatus.contains(line.record.line), qPrintable(QString::number(line.record.line)));
            QVERIFY2(code == made.expectedStatus.value(line.record.line),
                     qPrintable(QStringLiteral("line %1 \"%2\": %3, expected %4 (%5)")
                                    .arg(line.record.line)
                                    .arg(line.record.raw, code, made.expectedStatus.value(line.record.line),
                                         OrderTexts::message(line, kGerman))));
            if (made.expectedBundle.contains(line.record.line) && line.status == LineStatus::Ok)
                QCOMPARE(line.match.bundleId, made.expectedBundle.value(line.record.line));
        }
        QCOMPARE(covered, 2000);
        QCOMPARE(lines.size(), made.expectedStatus.size());
        for (const char *code : {"ok", "ambiguous", "not_found", "invalid_quantity", "duplicate", "skipped"})
            QVERIFY2(counts.value(QString::fromLatin1(code)) > 0, code);

        // The report: one row per record after its header, the same statuses.
        const QList<QStringList> rows = test::csvRows(OrderCsv::report(lines, kGerman), u';');
        QCOMPARE(rows.size(), lines.size() + 1);
        QCOMPARE(rows.constFirst(), OrderCsv::reportHeader());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QStringList &row = rows.at(i + 1);
            QCOMPARE(row.size(), 6);
            QCOMPARE(row.at(0), QString::number(lines.at(i).record.line));
            QCOMPARE(row.at(1), lines.at(i).record.raw);
            QCOMPARE(row.at(4), statusCode(lines.at(i).status));
            QVERIFY(!row.at(5).isEmpty());
        }
    }

    void exactNumbersAndPacks_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("bundle"); // the bundle id the line names (Ok) or proposes
        QTest::newRow("bundle id") << m_bundle + QStringLiteral(";2") << QStringLiteral("ok") << m_bundle;
        QTest::newRow("case bundle id") << m_caseBundle + QStringLiteral(";1") << QStringLiteral("ok") << m_caseBundle;
        QTest::newRow("variant id: first pack") << m_variant + QStringLiteral(";2") << QStringLiteral("ok") << m_bundle;
        QTest::newRow("variant id, Karton") << m_variant + QStringLiteral(";Karton;1") << QStringLiteral("ok") << m_caseBundle;
        QTest::newRow("variant id, Palette") << m_variant + QStringLiteral(";Palette;1") << QStringLiteral("ok") << m_palletBundle;
        QTest::newRow("variant id, Stück") << m_variant + QStringLiteral(";Stück;1") << QStringLiteral("ok") << m_bundle;
        QTest::newRow("variant id, unknown pack") << m_variant + QStringLiteral(";Fass;1") << QStringLiteral("ambiguous") << m_bundle;
        QTest::newRow("kg decimal comma") << m_weightBundle + QStringLiteral(";1,25") << QStringLiteral("ok") << m_weightBundle;
        QTest::newRow("piece fraction") << m_bundle + QStringLiteral(";1,5") << QStringLiteral("invalid_quantity") << m_bundle;
        QTest::newRow("unknown id") << QStringLiteral("999999999;1") << QStringLiteral("not_found") << QString();
        QTest::newRow("id prefix only") << m_bundle.left(8) + QStringLiteral(";1") << QStringLiteral("ambiguous") << QString();
    }
    void exactNumbersAndPacks()
    {
        QFETCH(QString, line);
        QFETCH(QString, status);
        QFETCH(QString, bundle);
        const QString pack = line.count(u';') == 2 ? QStringLiteral("Artikel;Einheit;Menge\n") : QStringLiteral("Artikel;Menge\n");
        OrderImport import(&m_demo->client());
        QVERIFY(test::resolveAll(import, read(pack + line + u'\n')));
        const LineResult &r = import.lines().at(1);
        QCOMPARE(statusCode(r.status), status);
        if (!bundle.isEmpty())
            QCOMPARE(r.match.bundleId, bundle);
        if (status == u"ok")
            QVERIFY(r.exactId);
        if (status == u"ambiguous") // a proposal to confirm or change, never taken silently
            QVERIFY(r.hasMatch() && !isSettled(r));
    }

    void duplicates_data()
    {
        QTest::addColumn<DuplicatePolicy>("policy");
        QTest::addColumn<QStringList>("statuses");
        QTest::addColumn<QString>("firstQuantity");
        QTest::newRow("ask") << DuplicatePolicy::Ask << QStringList{QStringLiteral("ok"), QStringLiteral("duplicate")} << QStringLiteral("2");
        QTest::newRow("merge") << DuplicatePolicy::Merge << QStringList{QStringLiteral("ok"), QStringLiteral("duplicate")} << QStringLiteral("5");
        QTest::newRow("keep") << DuplicatePolicy::Keep << QStringList{QStringLiteral("ok"), QStringLiteral("ok")} << QStringLiteral("2");
    }
    void duplicates()
    {
        QFETCH(DuplicatePolicy, policy);
        QFETCH(QStringList, statuses);
        QFETCH(QString, firstQuantity);
        OrderImport import(&m_demo->client());
        import.setDuplicatePolicy(policy);
        QVERIFY(test::resolveAll(import, read(m_bundle + QStringLiteral(";2\n") + m_variant + QStringLiteral(";3\n"))));
        const auto &lines = import.lines();
        QCOMPARE((QStringList{statusCode(lines.at(0).status), statusCode(lines.at(1).status)}), statuses);
        QCOMPARE(lines.at(0).quantity.toString(), firstQuantity);
        QCOMPARE(lines.at(1).duplicateOf, 1);
        QCOMPARE(isSettled(lines.at(1)), policy != DuplicatePolicy::Ask);
        // The buyer's later choice on an open duplicate.
        if (policy == DuplicatePolicy::Ask) {
            import.resolveDuplicate(1, true);
            QVERIFY(import.lines().at(1).merged);
            QCOMPARE(import.lines().at(0).quantity.toString(), QStringLiteral("5"));
        }
    }

    void exportedLinesResolveToThemselves()
    {
        // An export of real lines, imported back: every line the same pack and quantity.
        const auto catalogue = demo::DemoCatalogue::create();
        QList<ExportLine> lines;
        for (int i = 0; i < 40; ++i) {
            const demo::DemoArticle &a = catalogue->articles().at(i * 7);
            const demo::DemoBundle &b = a.bundles.at(i % a.bundles.size());
            const Decimal q = a.weight ? *Decimal::parse(QStringLiteral("%1.25").arg(i % 3 + 1)) : Decimal::fromInt(i % 5 + 1);
            lines.append({b.id, a.name(demo::Language::German), b.description(demo::Language::German), q});
        }
        OrderImport import(&m_demo->client());
        QVERIFY(test::resolveAll(import, readOrderFile(OrderCsv::exportLines(lines, kGerman), OrderCsv::readOptionsFor(kGerman))));
        QCOMPARE(import.lines().size(), lines.size() + 1);
        for (int i = 0; i < lines.size(); ++i) {
            const LineResult &r = import.lines().at(i + 1);
            QVERIFY2(r.status == LineStatus::Ok, qPrintable(OrderTexts::message(r, kGerman)));
            QCOMPARE(r.match.bundleId, lines.at(i).bundleId);
            QCOMPARE(r.quantity, lines.at(i).quantity);
        }
    }

    void chooseAnAlternative()
    {
        OrderImport import(&m_demo->client());
        QVERIFY(test::resolveAll(import, read(QStringLiteral("Joghurt;2\n"))));
        const LineResult &r = import.lines().at(0);
        QCOMPARE(r.status, LineStatus::Ambiguous);
        QVERIFY(!r.alternatives.isEmpty());
        const Candidate pick = r.alternatives.constFirst();
        import.choose(0, pick);
        QCOMPARE(import.lines().at(0).status, LineStatus::Ok);
        QCOMPARE(import.lines().at(0).match, pick);
    }

    void cancelKeepsResolved()
    {
        demo::FaultOptions slow;
        slow.latencyMs = 20;
        m_demo->server().setFaults(slow);
        const QString text = test::makeOrderFile(400, u';').text;
        OrderImport import(&m_demo->client());
        QSignalSpy finished(&import, &OrderImport::finished);
        connect(&import, &OrderImport::progress, &import, [&import](int done) {
            if (done >= 20)
                import.cancel();
        });
        import.start(read(text));
        QVERIFY(finished.wait(60000));
        m_demo->server().setFaults({});
        QCOMPARE(finished.constFirst().constFirst().toBool(), true);
        int resolved = 0, notChecked = 0;
        for (const LineResult &line : import.lines()) {
            QVERIFY(line.status != LineStatus::Pending);
            if (line.record.kind == OrderRecord::Kind::Data && line.status == LineStatus::Skipped)
                ++notChecked;
            else if (line.status == LineStatus::Ok)
                ++resolved;
        }
        QVERIFY2(resolved > 0, "resolved lines are kept");
        QVERIFY2(notChecked > 0, "the rest are marked not checked");
        QVERIFY(!import.isRunning());
    }

    // With large-add limits set, `ok` lines above one are not sent: needs_confirmation with the
    // limit; the others are added. A merged sum counts as the one add it is.
    void largeAddsAreHeldBack()
    {
        m_demo->server().resetBaskets();
        m_demo->server().resetAddItemRequestCounts();
        api::BasketSync basket(&m_demo->client());
        OrderImport import(&m_demo->client());
        import.setDuplicatePolicy(DuplicatePolicy::Merge);
        import.setLargeAddLimits(LargeAddLimits{20, 25, 500});
        const QString text = QStringLiteral("Artikel;Menge\n") + m_bundle + QStringLiteral(";21\n") + m_weightBundle
            + QStringLiteral(";20\n") + m_weightBundle + QStringLiteral(";6\n") + m_caseBundle + QStringLiteral(";1\n");
        QVERIFY(test::resolveAll(import, read(text)));
        const LineResult &caseLine = import.lines().at(4);
        QCOMPARE(caseLine.status, LineStatus::Ok);
        QVERIFY2(caseLine.match.unitGross && *caseLine.match.unitGross < Decimal::fromInt(500), "the case is a normal add");
        QCOMPARE(import.largeLines(LargeAddLimits{}), (QList<int>{1, 2}));
        QSignalSpy added(&import, &OrderImport::addFinished);
        addThrough(basket, import);
        QVERIFY(!added.isEmpty() || added.wait(60000));
        const auto &lines = import.lines();
        QCOMPARE(lines.at(1).status, LineStatus::NeedsConfirmation);
        QCOMPARE(lines.at(1).largeLimit, LargeAddLimit::Packs);
        QCOMPARE(lines.at(1).largeLimitValue, 20);
        QCOMPARE(lines.at(2).status, LineStatus::NeedsConfirmation); // 20 + 6 kg merged: 26 kg
        QCOMPARE(lines.at(2).largeLimit, LargeAddLimit::Kilograms);
        QCOMPARE(lines.at(2).quantity, Decimal::fromInt(26));
        QCOMPARE(lines.at(4).status, LineStatus::Added);
        QVERIFY(!isSettled(lines.at(1)));
        QCOMPARE(statusCode(lines.at(1).status), QStringLiteral("needs_confirmation"));
        QCOMPARE(m_demo->server().addItemRequestCount(), 1);
        QCOMPARE(m_demo->server().addItemRequestCount(m_caseBundle), 1);
        const QString message = OrderTexts::message(lines.at(2), QLocale(QLocale::English));
        QVERIFY2(message.contains(QStringLiteral("26 kg")) && message.contains(QStringLiteral("25 kg"))
                     && message.contains(QStringLiteral("--allow-large")),
                 qPrintable(message));

        // The gross price: one case above a limit of 1 (whatever the case costs).
        OrderImport pricey(&m_demo->client());
        pricey.setLargeAddLimits(LargeAddLimits{20, 25, 1});
        QVERIFY(test::resolveAll(pricey, read(m_caseBundle + QStringLiteral(";1\n"))));
        QSignalSpy pricedAdded(&pricey, &OrderImport::addFinished);
        addThrough(basket, pricey);
        QVERIFY(!pricedAdded.isEmpty() || pricedAdded.wait(60000));
        QCOMPARE(pricey.lines().at(0).status, LineStatus::NeedsConfirmation);
        QCOMPARE(pricey.lines().at(0).largeLimit, LargeAddLimit::Gross);
        QVERIFY(OrderTexts::message(pricey.lines().at(0), QLocale(QLocale::English)).contains(QStringLiteral("gross")));
        QCOMPARE(m_demo->server().addItemRequestCount(), 1); // still only the first case
    }

    void unclearFileIsNotLookedUp()
    {
        OrderImport import(&m_demo->client());
        QVERIFY(test::resolveAll(import, read(m_bundle + QStringLiteral(";6;2\n") + m_caseBundle + QStringLiteral(";1;1\n"))));
        QCOMPARE(import.lookupCount(), 0);
        for (const LineResult &line : import.lines()) {
            QCOMPARE(line.status, LineStatus::InvalidQuantity);
            QVERIFY(OrderTexts::message(line, kGerman).contains(QStringLiteral("\"Menge\"")));
        }
    }

    void addThroughTheBasketQueue()
    {
        m_demo->server().resetBaskets();
        m_demo->server().resetAddItemRequestCounts();
        api::BasketSync basket(&m_demo->client());
        OrderImport import(&m_demo->client());
        const QString text = m_bundle + QStringLiteral(";2\n") + m_caseBundle + QStringLiteral(";1\n")
            + m_weightBundle + QStringLiteral(";1,5\n") + m_palletBundle + QStringLiteral(";200000\n")
            + QStringLiteral("999999999;1\n");
        QVERIFY(test::resolveAll(import, read(text)));
        QSignalSpy added(&import, &OrderImport::addFinished);
        addThrough(basket, import);
        QVERIFY(added.wait(60000));
        const auto &lines = import.lines();
        QCOMPARE(lines.at(0).status, LineStatus::Added);
        QCOMPARE(lines.at(1).status, LineStatus::Added);
        QCOMPARE(lines.at(2).status, LineStatus::Added);
        QCOMPARE(lines.at(3).status, LineStatus::Refused);
        QVERIFY(!lines.at(3).detail.isEmpty());
        QCOMPARE(lines.at(4).status, LineStatus::NotFound);
        // Exactly one addItem per line that was sent.
        QCOMPARE(m_demo->server().addItemRequestCount(), 4);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(m_demo->server().addItemRequestCount(lines.at(i).match.bundleId), 1);
        QVERIFY(basket.basket().item(m_bundle));
        QCOMPARE(basket.basket().item(m_weightBundle)->quantity.toString(), QStringLiteral("1.5"));
        // Several adds are in the queue at once, and the end is told once: once the queue is
        // idle no add state is left to come, and what is queued has run.
        QTRY_VERIFY(!basket.isBusy() && basket.openAddCount() == 0);
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(added.count(), 1);
        QVERIFY(!import.isAdding());
    }
};

QTEST_GUILESS_MAIN(TestOrderImport)
#include "tst_orderimport.moc"
