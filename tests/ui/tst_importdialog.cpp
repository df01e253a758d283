// The import of an order file through the real window on the embedded backend: the preview
// accounts for every line of the file, nothing reaches the basket before the buyer presses
// Add, then exactly one add per ready line and a report with every line. The buyer's choices
// (another article, merge or keep a duplicate), Stop, a dropped file and File → Import are
// driven with keys and events as a buyer would.

#include "app/control/ImportController.h"
#include "app/control/ImportFilterModel.h"
#include "app/control/ImportPreviewModel.h"
#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"
#include "tests/common/ServerBasket.h"
#include "tests/common/Step.h"
#include "tests/common/TestEnv.h"
#include "tests/orders/OrderFileMaker.h"
#include "tests/ui/UiFixture.h"
#include "app/demo/DemoCatalogue.h"
#include "ui/Banner.h"
#include "ui/BatchAddSummary.h"
#include "ui/ImportDialog.h"
#include "ui/ImportSummaryBar.h"
#include "ui/MainWindow.h"
#include "ui/ImportLauncher.h"
#include "ui/Theme.h"

#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace webshop;
using control::ImportController;
using control::ImportStatus;
using ui::ImportDialog;
using ui::MainWindow;

namespace {
constexpr int kNet = 20000;
constexpr int kLong = 120000;
const QLocale kGerman(QLocale::German, QLocale::Germany);

// The engine's status code of a preview row (as in the report and the file maker).
QString codeOf(ImportStatus s)
{
    switch (s) {
    case ImportStatus::Ready: return QStringLiteral("ok");
    case ImportStatus::Choose: return QStringLiteral("ambiguous");
    case ImportStatus::NotFound: return QStringLiteral("not_found");
    case ImportStatus::InvalidQuantity: return QStringLiteral("invalid_quantity");
    case ImportStatus::Duplicate:
    case ImportStatus::Merged: return QStringLiteral("duplicate");
    case ImportStatus::Skipped:
    case ImportStatus::NotChecked: return QStringLiteral("skipped");
    case ImportStatus::Added: return QStringLiteral("added");
    case ImportStatus::Refused: return QStringLiteral("refused");
    case ImportStatus::Uncertain: return QStringLiteral("uncertain");
    case ImportStatus::Error: return QStringLiteral("error");
    case ImportStatus::AlreadyAdded: return QStringLiteral("already_added");
    case ImportStatus::Checking: break;
    }
    return QStringLiteral("pending");
}

QByteArray encode(const QString &text, const QString &encoding)
{
    if (encoding == u"utf-8-bom")
        return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
    return text.toLatin1(); // Windows-1252: the made texts use nothing of its 0x80-0x9F block
}

// The German sample order as in resources/demo/orders/de (13 lines).
QByteArray sampleOrder()
{
    QFile f(QStringLiteral(WEBSHOP_SOURCE_DIR "/resources/demo/orders/de/wochenbestellung.csv"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The rows of a report (BOM stripped, ';' for the German locale), header included.
QList<QStringList> reportRows(const QByteArray &bytes)
{
    QList<QStringList> rows;
    QString text = QString::fromUtf8(bytes);
    text.remove(QChar(0xFEFF));
    for (const QString &line : text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts)) {
        // The first field is the line number, the fifth the status code: neither is quoted.
        rows.append(line.split(u';'));
    }
    return rows;
}
} // namespace

class TestImportDialog : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<MainWindow> w;
    QTemporaryDir m_dir;

    // Signed in with German as the shop language (the made files use German names).
    void start()
    {
        fx = std::make_unique<test::UiFixture>();
        QVERIFY(fx->startServer());
        fx->graph->setLocale(kGerman);
        QSignalSpy loggedIn(&fx->session, &auth::Session::loggedIn);
        fx->session.login(fx->demoCredentials());
        QTRY_VERIFY_WITH_TIMEOUT(!loggedIn.isEmpty(), kNet);
        fx->session.selectAddress(0);
        w = std::make_unique<MainWindow>(fx->services());
        w->resize(1440, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QTRY_VERIFY_WITH_TIMEOUT(!w->isBusy(), kNet);
        fx->server()->resetAddItemRequestCounts();
    }

    static bool checked(ImportDialog *d) { return d && d->controller()->state() == ImportController::State::Checked; }

    // Runs a real event loop until the import reaches `wanted` (QTRY_* sleeps between its
    // rounds of events, which would slow a run of thousands of requests tenfold).
    static bool reaches(ImportController *c, ImportController::State wanted, int timeoutMs)
    {
        QSignalSpy state(c, &ImportController::stateChanged);
        while (c->state() != wanted && state.wait(timeoutMs)) {
        }
        return c->state() == wanted;
    }

    // Moves the table's current row to file line `line` with the arrow keys, from the top.
    static bool goToLine(ImportDialog *d, int line)
    {
        QTableView *table = d->table();
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Home, Qt::ControlModifier);
        for (int i = 0; i <= d->filterModel()->rowCount(); ++i) {
            const int row = d->filterModel()->mapToSource(table->currentIndex()).row();
            if (row >= 0 && d->controller()->row(row).line == line)
                return true;
            QTest::keyClick(table, Qt::Key_Down);
        }
        return false;
    }

    static int rowOfLine(ImportDialog *d, int line)
    {
        for (int r = 0; r < d->controller()->rowCount(); ++r)
            if (d->controller()->row(r).line == line)
                return r;
        return -1;
    }

    values::Basket serverBasket()
    {
        values::Basket basket;
        const test::Awaited read = test::readServerBasket(fx->client, basket);
        if (!read)
            qWarning("%s", read.message());
        return basket;
    }

    static void pressInDialog(ImportDialog *d, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        d->activateWindow();
        // A mnemonic works in the active window only (after a question closed, activation may lag).
        if (!QTest::qWaitForWindowActive(d))
            qWarning("the import dialog did not become the active window");
        QTest::keyClick(d, Qt::Key(key), modifiers);
    }

    // The visible window-modal question of type T under the main window, once it is shown.
    template<typename T>
    QPointer<T> shown(const QString &name = {})
    {
        QPointer<T> found;
        const bool appeared = QTest::qWaitFor([&] {
            for (T *candidate : w->findChildren<T *>(name))
                if (candidate->isVisible())
                    found = candidate;
            return !found.isNull();
        }, kNet);
        return appeared ? found : QPointer<T>();
    }

    // The batch summary that Alt+A asks first, answered with a real key (Enter adds, Esc
    // cancels); what it said, or empty when it was not shown or did not close.
    QString answerSummary(Qt::Key key)
    {
        const QPointer<ui::BatchAddSummary> summary = shown<ui::BatchAddSummary>();
        if (!summary)
            return {};
        QString text;
        for (const QLabel *label : summary->findChildren<QLabel *>())
            text += label->text() + u'\n';
        QTest::keyClick(summary->focusWidget() ? summary->focusWidget() : summary.data(), key);
        return QTest::qWaitFor([&] { return !summary || !summary->isVisible(); }, kNet) ? text : QString();
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QLoggingCategory::setFilterRules(QStringLiteral("webshop.*.info=false"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        w.reset();
        fx.reset();
    }

    void twoThousandLines_data()
    {
        QTest::addColumn<QString>("encoding");
        QTest::newRow("utf-8 with BOM") << QStringLiteral("utf-8-bom");
        QTest::newRow("windows-1252 umlauts") << QStringLiteral("windows-1252");
    }

    void twoThousandLines()
    {
        QFETCH(QString, encoding);
        start();
        const test::MadeOrderFile made = test::makeOrderFile(2000, u';');
        QCOMPARE(made.lines, 2000);

        test::Step step("the preview of every line");
        QElapsedTimer clock;
        clock.start();
        ImportDialog *d = w->imports()->importOrderData(encode(made.text, encoding), QStringLiteral("bestellung.csv"));
        QVERIFY(d);
        QVERIFY(reaches(d->controller(), ImportController::State::Checked, kLong));
        const qint64 ms = clock.elapsed();
        ImportController *c = d->controller();
        qInfo("IMPORT MEASURE: %d lines resolved through the dialog in %.2f s (%.0f lines/s, at most %d requests in flight)",
              c->fileLineCount(), ms / 1000.0, c->fileLineCount() * 1000.0 / qMax<qint64>(ms, 1), c->peakRequestsInFlight());
        QCOMPARE(c->fileLineCount(), 2000);
        QCOMPARE(c->previewLineCount(), 2000);
        QCOMPARE(d->table()->model()->rowCount(), c->rowCount()); // "All": every row listed
        const QString thousands = QLocale().toString(2000);
        QVERIFY2(d->countsLabel()->text().count(thousands) == 2, qPrintable(d->countsLabel()->text()));
        int covered = 0;
        QHash<QString, int> counts;
        for (int r = 0; r < c->rowCount(); ++r) {
            const control::ImportRow &row = c->row(r);
            QCOMPARE(row.line, covered + 1);
            covered += row.lineCount;
            const QString code = codeOf(row.status);
            ++counts[code];
            QVERIFY2(code == made.expectedStatus.value(row.line),
                     qPrintable(QStringLiteral("line %1 \"%2\": %3, expected %4 (%5)")
                                    .arg(row.line)
                                    .arg(row.input, code, made.expectedStatus.value(row.line), row.note)));
            QVERIFY(!row.note.isEmpty());
        }
        QCOMPARE(covered, 2000);
        for (const char *code : {"ok", "ambiguous", "not_found", "invalid_quantity", "duplicate", "skipped"})
            QVERIFY2(counts.value(QString::fromLatin1(code)) > 0, code);

        step.next("nothing added before the buyer confirms");
        QCOMPARE(fx->server()->addItemRequestCount(), 0);
        QVERIFY(serverBasket().items.isEmpty());

        step.next("Only problems lists exactly the lines that need the buyer");
        QTest::mouseClick(d->summaryBar()->chip(ui::ImportSummaryBar::Choice::Kind::Problems), Qt::LeftButton);
        int problems = 0;
        for (int r = 0; r < c->rowCount(); ++r)
            problems += control::isProblem(c->row(r).status);
        QCOMPARE(d->table()->model()->rowCount(), problems);
        QVERIFY2(d->countsLabel()->text().contains(QLocale().toString(problems)), qPrintable(d->countsLabel()->text()));
        QTest::mouseClick(d->summaryBar()->chip(ui::ImportSummaryBar::Choice::Kind::All), Qt::LeftButton);
        QCOMPARE(d->table()->model()->rowCount(), c->rowCount());

        step.next("Alt+A adds: one add per ready line");
        const int ready = c->readyCount();
        QStringList readyBundles;
        for (int r = 0; r < c->rowCount(); ++r)
            if (c->row(r).status == ImportStatus::Ready)
                readyBundles << c->row(r).bundleId;
        QVERIFY(d->addButton()->isEnabled());
        int basketReads = 0;
        const QMetaObject::Connection reads = connect(fx->server(), &demo::DemoServer::requestServed, this,
                                                      [&](const QString &, const QString &path, int) {
                                                          basketReads += path.contains(u"/getBasket");
                                                      });
        clock.start();
        pressInDialog(d, Qt::Key_A, Qt::AltModifier);
        step.next("the batch summary first: Enter adds");
        const QString asked = answerSummary(Qt::Key_Return);
        QVERIFY2(asked.contains(QString::number(ready)), qPrintable(asked)); // "Add 1234 lines to the basket?"
        QVERIFY(reaches(c, ImportController::State::Added, 4 * kLong));
        disconnect(reads);
        qInfo("IMPORT MEASURE: %d ready lines added in %.2f s, %d basket reads", ready, clock.elapsed() / 1000.0,
              basketReads);
        QCOMPARE(fx->server()->addItemRequestCount(), ready);
        // The next add waits in the queue while one is checked: the read that checks an add is
        // the next one's baseline (one read per add, plus the first baseline; two per add when
        // the import handed over one add at a time).
        QVERIFY2(basketReads <= ready + 2, qPrintable(QStringLiteral("%1 reads for %2 adds").arg(basketReads).arg(ready)));
        for (const QString &bundle : std::as_const(readyBundles))
            QCOMPARE(fx->server()->addItemRequestCount(bundle), 1);
        QCOMPARE(c->count(ImportStatus::Added), ready);
        QCOMPARE(c->previewLineCount(), 2000);
        QVERIFY(d->banner()->isShown());

        step.next("the report has every line, as saved");
        const QString path = m_dir.filePath(encoding + QStringLiteral("-report.csv"));
        QVERIFY(d->saveReportTo(path));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray bytes = saved.readAll();
        QCOMPARE(bytes, c->report());
        const QList<QStringList> rows = reportRows(bytes);
        QCOMPARE(rows.size(), c->rowCount() + 1);
        QSet<int> lines;
        for (int r = 0; r < c->rowCount(); ++r)
            lines.insert(c->row(r).line);
        int added = 0;
        for (qsizetype i = 1; i < rows.size(); ++i) {
            QVERIFY(lines.remove(rows.at(i).at(0).toInt()));
            added += rows.at(i).contains(QStringLiteral("added"));
        }
        QVERIFY(lines.isEmpty());
        QCOMPARE(added, ready);
    }

    void sampleChoicesByKeyboard()
    {
        start();
        ImportDialog *d = w->imports()->importOrderData(sampleOrder(), QStringLiteral("wochenbestellung.csv"));
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(checked(d), kNet);
        ImportController *c = d->controller();
        QCOMPARE(c->fileLineCount(), 13);
        QCOMPARE(c->rowCount(), 13);
        QCOMPARE(c->count(ImportStatus::Choose), 1);
        QCOMPARE(c->count(ImportStatus::NotFound), 1);
        QCOMPARE(c->count(ImportStatus::InvalidQuantity), 1);
        QCOMPARE(c->count(ImportStatus::Duplicate), 1);

        test::Step step("the first line that needs the buyer is current");
        QCOMPARE(c->row(d->filterModel()->mapToSource(d->table()->currentIndex()).row()).status, ImportStatus::Choose);

        step.next("a runner-up of a best match: Space, Down, Enter");
        const int mozzarella = rowOfLine(d, 5);
        const control::ImportRow before = c->row(mozzarella);
        QCOMPARE(before.status, ImportStatus::Ready);
        QVERIFY(!before.choices.isEmpty());
        QVERIFY(goToLine(d, 5));
        QTest::keyClick(d->table(), Qt::Key_Space);
        QTRY_VERIFY(d->rowMenu() && d->rowMenu()->isVisible());
        QTest::keyClick(d->rowMenu(), Qt::Key_Return); // the first runner-up is active
        QTRY_COMPARE(c->row(mozzarella).bundleId, before.choices.constFirst().bundleId);
        QVERIFY(c->row(mozzarella).article != before.article || c->row(mozzarella).pack != before.pack);
        QCOMPARE(c->row(mozzarella).status, ImportStatus::Ready);

        step.next("the line to choose: its second candidate");
        const int gouda = rowOfLine(d, 6);
        const QString second = c->row(gouda).choices.at(1).bundleId;
        QVERIFY(goToLine(d, 6));
        QTest::keyClick(d->table(), Qt::Key_F4);
        QTRY_VERIFY(d->rowMenu() && d->rowMenu()->isVisible());
        QTest::keyClick(d->rowMenu(), Qt::Key_Down);
        QTest::keyClick(d->rowMenu(), Qt::Key_Return);
        QTRY_COMPARE(c->row(gouda).bundleId, second);
        QCOMPARE(c->row(gouda).status, ImportStatus::Ready);

        step.next("still nothing in the basket; Escape closes and adds nothing");
        QCOMPARE(fx->server()->addItemRequestCount(), 0);
        QPointer<ImportDialog> guard(d);
        pressInDialog(d, Qt::Key_Escape);
        QTRY_VERIFY(!guard);
        QCOMPARE(fx->server()->addItemRequestCount(), 0);
        QVERIFY(serverBasket().items.isEmpty());
    }

    void duplicateMergeOrKeep_data()
    {
        QTest::addColumn<bool>("merge");
        QTest::newRow("merge") << true;
        QTest::newRow("keep") << false;
    }

    void duplicateMergeOrKeep()
    {
        QFETCH(bool, merge);
        start();
        ImportDialog *d = w->imports()->importOrderData(sampleOrder(), QStringLiteral("wochenbestellung.csv"));
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(checked(d), kNet);
        ImportController *c = d->controller();
        const int first = rowOfLine(d, 2), dup = rowOfLine(d, 11);
        QCOMPARE(c->row(dup).status, ImportStatus::Duplicate);
        QCOMPARE(c->row(dup).duplicateOf, 2);
        const QString bundle = c->row(first).bundleId;

        QVERIFY(goToLine(d, 11));
        QTest::keyClick(d->table(), Qt::Key_Space);
        QTRY_VERIFY(d->rowMenu() && d->rowMenu()->isVisible());
        if (!merge)
            QTest::keyClick(d->rowMenu(), Qt::Key_Down);
        QTest::keyClick(d->rowMenu(), Qt::Key_Return);
        QTRY_VERIFY(c->row(dup).status != ImportStatus::Duplicate);
        QCOMPARE(c->row(dup).status, merge ? ImportStatus::Merged : ImportStatus::Ready);
        QCOMPARE(c->row(first).quantity, merge ? QStringLiteral("18") : QStringLiteral("12"));
        QCOMPARE(fx->server()->addItemRequestCount(), 0);

        pressInDialog(d, Qt::Key_A, Qt::AltModifier);
        QVERIFY(!answerSummary(Qt::Key_Return).isEmpty());
        QVERIFY(reaches(c, ImportController::State::Added, kLong));
        QCOMPARE(fx->server()->addItemRequestCount(bundle), merge ? 1 : 2);
        QCOMPARE(c->row(first).status, ImportStatus::Added);
        QCOMPARE(c->row(dup).status, merge ? ImportStatus::Merged : ImportStatus::Added);
        const values::Basket basket = serverBasket();
        values::Decimal total;
        for (const values::BasketItem &item : basket.items)
            if (item.article == bundle || item.article == bundle.left(bundle.size() - 2))
                total += item.quantity;
        QCOMPARE(total, values::Decimal::fromInt(18));
        // Every line of the file in the report, the merged one too.
        QCOMPARE(reportRows(c->report()).size(), 14);
    }

    // The same file again for the same basket: the banner says what happened before anything is
    // sent, Add skips what is in the basket and holds back what may be; Alt+G asks first and
    // only then adds the whole file anew; Alt+A asks the batch summary first (Esc sends nothing).
    void sameFileAgainByKeyboard()
    {
        start();
        const auto catalogue = demo::DemoCatalogue::create();
        QStringList bundles;
        QByteArray file = "Artikelnummer;Menge\n";
        for (int i = 0; i < 3; ++i) {
            bundles << catalogue->articles().at(i).bundles.constFirst().id;
            file += bundles.constLast().toUtf8() + ';' + QByteArray::number(i + 1) + '\n';
        }
        // The second add gets a 500 and is not applied: "not known" after the first run.
        demo::FaultOptions faults;
        faults.addFaultSchedule = {demo::AddFault::none(), demo::AddFault::status(500, false), demo::AddFault::none()};
        fx->server()->setFaults(faults);

        test::Step step("the first run: Alt+A asks first, Esc sends nothing");
        ImportDialog *d = w->imports()->importOrderData(file, QStringLiteral("rerun.csv"));
        QVERIFY(d);
        ImportController *c = d->controller();
        QVERIFY(reaches(c, ImportController::State::Checked, kNet));
        QVERIFY(!d->banner()->isShown());
        QVERIFY(!d->againButton()->isVisible());
        pressInDialog(d, Qt::Key_A, Qt::AltModifier);
        QVERIFY(!answerSummary(Qt::Key_Escape).isEmpty());
        QCOMPARE(c->state(), ImportController::State::Checked);
        QCOMPARE(fx->server()->addItemRequestCount(), 0);

        step.next("Alt+A, Enter: each line once");
        pressInDialog(d, Qt::Key_A, Qt::AltModifier);
        QVERIFY(answerSummary(Qt::Key_Return).contains(QStringLiteral("Add 3 line")));
        QVERIFY(reaches(c, ImportController::State::Added, kLong));
        QCOMPARE(c->row(rowOfLine(d, 2)).status, ImportStatus::Added);
        QCOMPARE(c->row(rowOfLine(d, 3)).status, ImportStatus::Uncertain);
        QCOMPARE(c->row(rowOfLine(d, 4)).status, ImportStatus::Added);
        QCOMPARE(fx->server()->addItemRequestCount(), 3);
        d->close();

        step.next("the same file again: said before anything is sent");
        d = w->imports()->importOrderData(file, QStringLiteral("rerun.csv"));
        QVERIFY(d);
        c = d->controller();
        QVERIFY(reaches(c, ImportController::State::Checked, kNet));
        QTRY_VERIFY(d->banner()->isShown());
        const QString said = d->banner()->text();
        QVERIFY2(said.contains(QStringLiteral("This file was added to this basket today")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("2 line")) && said.contains(QStringLiteral("already in the basket")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("1 line")) && said.contains(QStringLiteral("held back")), qPrintable(said));
        QCOMPARE(d->banner()->kind(), ui::Banner::Kind::Warning);
        QCOMPARE(c->rerun().alreadyAdded, 2);
        QCOMPARE(c->rerun().heldBack, 1);
        QCOMPARE(c->rerun().toAdd, 0);
        QVERIFY(!d->addButton()->isEnabled()); // nothing that is sure not to be in the basket
        QVERIFY(d->againButton()->isVisible() && d->againButton()->isEnabled());
        QCOMPARE(fx->server()->addItemRequestCount(), 3);

        step.next("Alt+G asks; Esc sends nothing");
        pressInDialog(d, Qt::Key_G, Qt::AltModifier);
        QPointer<QMessageBox> box = shown<QMessageBox>(QStringLiteral("importAgainQuestion"));
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("second time")), qPrintable(box->text()));
        QTest::keyClick(box->focusWidget() ? box->focusWidget() : box.data(), Qt::Key_Escape);
        QTRY_VERIFY(!box);
        QCOMPARE(c->state(), ImportController::State::Checked);
        QCOMPARE(fx->server()->addItemRequestCount(), 3);

        step.next("Alt+G, Enter, then the summary's Enter: every line anew, once more");
        pressInDialog(d, Qt::Key_G, Qt::AltModifier);
        box = shown<QMessageBox>(QStringLiteral("importAgainQuestion"));
        QVERIFY(box);
        QTest::keyClick(box->focusWidget() ? box->focusWidget() : box.data(), Qt::Key_Return);
        QVERIFY(answerSummary(Qt::Key_Return).contains(QStringLiteral("Add 3 line")));
        QVERIFY(reaches(c, ImportController::State::Added, kLong));
        for (const QString &bundle : std::as_const(bundles))
            QCOMPARE(fx->server()->addItemRequestCount(bundle), 2);
        QCOMPARE(c->count(ImportStatus::Added), 3);
    }

    void stopKeepsWhatIsChecked()
    {
        start();
        demo::FaultOptions slow;
        slow.latencyMs = 15;
        fx->server()->setFaults(slow);
        const test::MadeOrderFile made = test::makeOrderFile(2000, u';');
        ImportDialog *d = w->imports()->importOrderData(made.text.toUtf8(), QStringLiteral("gross.csv"));
        QVERIFY(d);
        ImportController *c = d->controller();
        QSignalSpy progress(c, &ImportController::progress);
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.constLast().at(0).toInt() >= 100, kNet);
        QVERIFY(d->stopButton()->isVisible());
        QVERIFY2(d->findChild<QLabel *>(QStringLiteral("importProgressText"))->text().contains(QStringLiteral("per second")),
                 qPrintable(d->findChild<QLabel *>(QStringLiteral("importProgressText"))->text()));
        pressInDialog(d, Qt::Key_S, Qt::AltModifier); // a mnemonic clicks after a short animation
        QTRY_COMPARE(c->state(), ImportController::State::Checked);
        QVERIFY(c->wasCancelled());
        QVERIFY(d->banner()->isShown());
        int notChecked = 0, checkedLines = 0;
        for (int r = 0; r < c->rowCount(); ++r) {
            const control::ImportRow &row = c->row(r);
            QVERIFY(row.status != ImportStatus::Checking);
            if (row.status == ImportStatus::NotChecked) {
                ++notChecked;
            } else if (row.status != ImportStatus::Skipped) {
                ++checkedLines;
                // What was checked is what a full run finds.
                const QString code = codeOf(row.status);
                QVERIFY2(code == made.expectedStatus.value(row.line), qPrintable(row.input));
            }
        }
        QVERIFY(notChecked > 0);
        QVERIFY(checkedLines >= 100);
        QCOMPARE(c->previewLineCount(), 2000);
        QCOMPARE(reportRows(c->report()).size(), c->rowCount() + 1);
        // The checked ready lines can still be added; the others stay out.
        fx->server()->setFaults({});
        const int ready = c->readyCount();
        QVERIFY(ready > 0 && d->addButton()->isEnabled());
        QTest::mouseClick(d->addButton(), Qt::LeftButton);
        QVERIFY(!answerSummary(Qt::Key_Return).isEmpty());
        QVERIFY(reaches(c, ImportController::State::Added, 4 * kLong));
        QCOMPARE(fx->server()->addItemRequestCount(), ready);
        QCOMPARE(c->count(ImportStatus::NotChecked), notChecked);
    }

    void droppedFileOpensThePreview()
    {
        start();
        const QString path = m_dir.filePath(QStringLiteral("wochenbestellung.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(sampleOrder());
        f.close();

        // Text without a file is not taken.
        QMimeData text;
        text.setText(QStringLiteral("100000101;2"));
        QDragEnterEvent refused(QPoint(400, 300), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &refused);
        QVERIFY(!refused.isAccepted());

        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(400, 300), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(400, 300), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &drop);
        ImportDialog *d = w->imports()->importDialog();
        QVERIFY(d);
        QVERIFY(d->isVisible());
        QCOMPARE(d->controller()->sourceName(), QStringLiteral("wochenbestellung.csv"));
        QTRY_VERIFY_WITH_TIMEOUT(checked(d), kNet);
        QCOMPARE(d->controller()->rowCount(), 13);
        QCOMPARE(fx->server()->addItemRequestCount(), 0);
    }

    void fileMenuImportByKeyboard()
    {
        start();
        const QString path = m_dir.filePath(QStringLiteral("menu-order.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(sampleOrder());
        f.close();
        // The file chooser: the buyer types the path and presses Enter.
        bool typed = false;
        QTimer poll;
        poll.setInterval(50);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *chooser = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!chooser || typed)
                return;
            auto *name = chooser->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!name)
                return;
            typed = true;
            name->setFocus();
            QTest::keyClicks(name, path);
            QTest::keyClick(name, Qt::Key_Return);
        });
        poll.start();
        w->activateWindow();
        QTest::keyClick(w.get(), Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(w->imports()->importDialog(), kNet);
        poll.stop();
        QVERIFY(typed);
        QCOMPARE(w->imports()->importDialog()->controller()->sourceName(), QStringLiteral("menu-order.csv"));
        QTRY_VERIFY_WITH_TIMEOUT(checked(w->imports()->importDialog()), kNet);
        QCOMPARE(w->imports()->importDialog()->controller()->previewLineCount(), 13);
    }

    void pastedDataAndUnreadableFile()
    {
        start();
        // What the quick-order grid hands over: pasted cells.
        ImportDialog *d = w->imports()->importOrderText(QStringLiteral("100000101\t3\nGouda\t1\n"), QStringLiteral("Pasted"));
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(checked(d), kNet);
        QCOMPARE(d->controller()->rowCount(), 2);
        QCOMPARE(d->controller()->row(0).status, ImportStatus::Ready);
        // A file that cannot be read: the window says why, no preview.
        QVERIFY(!w->imports()->importOrderFile(m_dir.filePath(QStringLiteral("missing.csv"))));
        QVERIFY(w->banner()->isShown());
        QVERIFY(w->banner()->text().contains(QStringLiteral("missing.csv")));
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
