// Order guides through the real window on the embedded backend over loopback (issue 27):
// a 30-line list used as an order guide, counted by keyboard only (on hand typed down the
// column, Enter for the next line, blank = not counted) and ordered through the batch summary:
// exactly one add per ordering line, of the guide's pack and the amount par − on hand rounded
// up to whole packs or the kg step; nothing for lines counted at par or not counted. Also: the
// walking order by Alt+Up/Down and by a drop, kept; the reminder before the cut-off with a
// controlled clock (shown when not ordered, gone after ordering); the count sheet PDF in walking
// order; the guide's CSV export and import (bad rows said).

#include "app/control/OrderGuideController.h"
#include "app/demo/DemoServer.h"
#include "models/GuideModel.h"
#include "tests/common/PdfText.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/Banner.h"
#include "ui/BatchAddSummary.h"
#include "ui/GuidePage.h"
#include "ui/GuideTable.h"
#include "ui/ListsPage.h"
#include "ui/MainWindow.h"
#include "ui/OrderSheetActions.h"
#include "ui/Theme.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace webshop;
using GM = models::GuideModel;
using IM = models::ListItemsModel;

namespace {
constexpr int kNet = 30000;

// What a test line is counted as, and what it must order (in thousandths: 1.5 kg = 1500).
struct Count
{
    QString typed;    // empty: left blank (not counted)
    qint64 expected;  // 0: nothing ordered
};
} // namespace

class TestGuideUi : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;
    QTemporaryDir m_dir;
    QString m_answer; // the file the save dialog "chooses"

    control::OrderGuideController *guides() const { return fx->services().guides; }
    ui::GuidePage *page() const { return w->guidePage(); }

    bool start()
    {
        QSettings().clear();
        fx = std::make_unique<test::UiFixture>();
        demo::DemoOptions options;
        if (!fx->startServer(options))
            return false;
        fx->session.login(fx->demoCredentials());
        if (!QTest::qWaitFor([&] { return !fx->session.deliveryAddresses().isEmpty(); }, kNet))
            return false;
        fx->session.selectAddress(0);
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1440, 900);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return false;
        QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
        return QTest::qWaitFor([&] { return fx->listItems.count() > 0 && fx->sync.hasBasket() && !w->isBusy(); }, kNet);
    }

    // The list shown, as a guide: pars 2…6 packs, 2.5 kg with a 0.5 kg step for weight lines,
    // positions in the reverse of the list's order (the walk differs from the list).
    values::OrderGuide seedGuide() const
    {
        values::OrderGuide g;
        g.listId = fx->listItems.listId();
        g.listName = fx->listItems.name();
        for (int row = fx->listItems.rowCount() - 1; row >= 0; --row) {
            const QModelIndex i = fx->listItems.index(row, 0);
            values::GuideLine l;
            l.bundleId = i.data(IM::BundleIdRole).toString();
            l.variantId = i.data(IM::VariantIdRole).toString();
            l.name = i.data(IM::NameRole).toString();
            l.weight = i.data(IM::WeightArticleRole).toBool();
            l.par = l.weight ? api::Decimal::fromUnits(25000) : api::Decimal::fromInt(2 + row % 5);
            if (l.weight)
                l.step = api::Decimal::fromUnits(5000);
            l.shelf = QStringLiteral("Shelf %1").arg(fx->listItems.rowCount() - row, 2, 10, QLatin1Char('0'));
            g.lines << l;
        }
        return g;
    }

    // "Use as Order Guide" from the keyboard, then the guide's 30 lines on screen.
    bool openGuide()
    {
        auto *button = w->listsPage()->findChild<QToolButton *>(QStringLiteral("listsUseAsGuide"));
        if (!button || !button->isEnabled())
            return false;
        button->setFocus(Qt::TabFocusReason);
        QTest::keyClick(button, Qt::Key_Space);
        return w->currentPage() == ui::MainWindow::Page::Guide
            && QTest::qWaitFor([&] { return page()->model()->rowCount() == fx->listItems.count() && !w->isBusy(); }, kNet);
    }

    // What each line of the guide on screen is counted as, and what it must order: a blank line
    // every sixth, weight lines 0.3 kg (2.2 kg short of 2.5: up to the 0.5 kg step), pieces 1.5
    // (up to whole packs), at par (enough), 0 or 1.
    QList<Count> plannedCounts() const
    {
        GM *model = page()->model();
        QList<Count> counts;
        bool weightSeen = false;
        for (int row = 0; row < model->rowCount(); ++row) {
            const values::GuideLine &l = model->line(row);
            const qint64 par = thousandths(*l.par);
            if (row % 6 == 5) {
                counts << Count{QString(), 0}; // not counted
            } else if (l.weight) {
                counts << Count{QStringLiteral("0.3"), 2500}; // 2.2 kg, up to the 0.5 kg step
                weightSeen = true;
            } else if (row % 4 == 0) {
                counts << Count{QStringLiteral("1.5"), ((par - 1500) + 999) / 1000 * 1000}; // up to whole packs
            } else if (row % 4 == 1) {
                counts << Count{QString::number(par / 1000), 0}; // at par: enough
            } else {
                counts << Count{QString::number(row % 4 == 2 ? 0 : 1), par - (row % 4 == 2 ? 0 : 1000)};
            }
        }
        if (!weightSeen)
            counts.clear(); // the kitchen's list has weight articles: the test needs one
        return counts;
    }

    // The server applied exactly one add per ordering line, of its pack and amount, and none else.
    bool eachLineAddedOnce(const QList<Count> &counts, int expectedLines) const
    {
        GM *model = page()->model();
        const QList<demo::AppliedAdd> applied = fx->server()->appliedAdds();
        if (applied.size() != expectedLines)
            return false;
        for (int row = 0; row < counts.size(); ++row) {
            const QString bundle = model->line(row).bundleId;
            if (fx->server()->addItemRequestCount(bundle) != (counts.at(row).expected > 0 ? 1 : 0))
                return false;
            for (const demo::AppliedAdd &a : applied)
                if (a.bundleId == bundle && a.quantity != counts.at(row).expected) {
                    qWarning() << "row" << row << bundle << a.quantity << "expected" << counts.at(row).expected;
                    return false;
                }
        }
        return true;
    }

    // The field that has the focus now (the open on-hand cell).
    static QWidget *focused() { return QApplication::focusWidget(); }

    static qint64 thousandths(api::Decimal d) { return d.units() / (api::Decimal::kScale / 1000); }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QVERIFY(m_dir.isValid());
        if (qEnvironmentVariableIsSet("WEBSHOP_KEEP_TEST_FILES")) { // to look at the count sheet
            m_dir.setAutoRemove(false);
            qInfo("Files in %s", qPrintable(m_dir.path()));
        }
        QCoreApplication::setApplicationName(QStringLiteral("webshop-desktop-tests-guide"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
        ui::OrderSheetActions::setSaveFileChooser([this](QWidget *, const QString &, const QString &, const QString &) {
            return m_answer;
        });
    }
    void cleanupTestCase() { ui::OrderSheetActions::setSaveFileChooser({}); }

    void cleanup()
    {
        ui::BatchAddSummary::setNextAnswer(ui::BatchAddSummary::Answer::Ask);
        if (fx && guides())
            guides()->setClock({});
        w.reset();
        fx.reset();
    }

    void thirtyLinesCountedByKeyboardAndOrdered()
    {
        QVERIFY(start());
        QCOMPARE(fx->listItems.count(), 30);
        const values::OrderGuide seeded = seedGuide();
        QVERIFY(guides()->save(seeded));
        QVERIFY(openGuide());
        GM *model = page()->model();
        // The walking order is the guide's, not the list's.
        for (int row = 0; row < model->rowCount(); ++row)
            QCOMPARE(model->line(row).bundleId, seeded.lines.at(row).bundleId);

        const QList<Count> counts = plannedCounts();
        QCOMPARE(counts.size(), 30);

        // Keyboard only: the first on-hand cell, then type and Enter down the column.
        ui::GuideTable *table = page()->table();
        table->setFocus(Qt::TabFocusReason);
        table->setCurrentIndex(model->index(0, GM::OnHandColumn));
        for (int row = 0; row < counts.size(); ++row) {
            // Each key where the focus is: the first opens the cell, the rest go into it.
            for (const QChar c : counts.at(row).typed)
                QTest::keyClick(focused(), c.toLatin1());
            QTest::keyClick(focused(), Qt::Key_Return);
            QTRY_VERIFY(table->currentIndex().row() == qMin(row + 1, model->rowCount() - 1));
        }
        int expectedLines = 0;
        for (int row = 0; row < counts.size(); ++row) {
            const QModelIndex i = model->index(row, GM::OrderColumn);
            const QVariant ordered = i.data(GM::OrderQuantityRole);
            QVERIFY2(model->onHand(row).has_value() == !counts.at(row).typed.isEmpty(), qPrintable(QString::number(row)));
            const qint64 got = ordered.isValid() ? thousandths(ordered.value<api::Decimal>()) : 0;
            QVERIFY2(got == counts.at(row).expected,
                     qPrintable(QStringLiteral("row %1: typed %2, on hand %3, par %4: ordered %5, expected %6")
                                    .arg(row)
                                    .arg(counts.at(row).typed, model->index(row, GM::OnHandColumn).data().toString(),
                                         model->index(row, GM::ParColumn).data().toString())
                                    .arg(got)
                                    .arg(counts.at(row).expected)));
            if (counts.at(row).typed.isEmpty())
                QCOMPARE(i.data().toString(), GM::tr("not counted"));
            expectedLines += counts.at(row).expected > 0 ? 1 : 0;
        }
        QCOMPARE(page()->orderButton()->text(), ui::GuidePage::tr("Order %Ln line(s)", nullptr, expectedLines));

        // Order: the summary first (Enter adds), then each line once.
        fx->server()->resetAudit();
        page()->orderButton()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(page()->orderButton(), Qt::Key_Space);
        ui::BatchAddSummary *box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = w->findChild<ui::BatchAddSummary *>()) && box->isVisible(), kNet);
        QVERIFY2(box->figuresText().startsWith(ui::BatchAddSummary::tr("Lines") + QStringLiteral(": %1").arg(expectedLines)),
                 qPrintable(box->figuresText()));
        QTest::keyClick(box->focusWidget() ? box->focusWidget() : box, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(fx->server()->addItemRequestCount() == expectedLines && !page()->isBusy()
                                     && !fx->sync.isBusy(), 120000);
        QVERIFY(eachLineAddedOnce(counts, expectedLines));
        // Each ordered line says so under "Ordered before" (from the ledger of this app's adds).
        for (int row = 0; row < counts.size(); ++row) {
            const QString before = model->index(row, GM::BeforeColumn).data().toString();
            QCOMPARE(before.isEmpty(), counts.at(row).expected == 0);
        }
        // Ordered today; the counts are used up (nothing is sent twice by a second press).
        QVERIFY(guides()->lastOrdered(model->guide().listId).isValid());
        QVERIFY(model->orderRows().isEmpty());
        QVERIFY(!page()->orderButton()->isEnabled());
        QVERIFY(page()->banner()->text().contains(QString::number(expectedLines)));
    }

    void walkingOrderByKeyboardAndDrop()
    {
        QVERIFY(start());
        QVERIFY(openGuide());
        GM *model = page()->model();
        const QString listId = model->guide().listId;
        const QString first = model->line(0).bundleId, second = model->line(1).bundleId, third = model->line(2).bundleId;
        ui::GuideTable *table = page()->table();
        table->setFocus(Qt::TabFocusReason);
        table->setCurrentIndex(model->index(0, GM::ShelfColumn));
        QTest::keyClick(table, Qt::Key_Down, Qt::AltModifier);
        QCOMPARE(model->line(1).bundleId, first);
        QCOMPARE(model->line(0).bundleId, second);
        QCOMPARE(table->currentIndex().row(), 1); // the cursor goes with the line
        QTest::keyClick(table, Qt::Key_Down, Qt::AltModifier);
        QCOMPARE(model->line(2).bundleId, first);
        QTest::keyClick(table, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(model->line(1).bundleId, first);
        // Kept on this computer at once.
        QCOMPARE(guides()->guide(listId)->lines.value(1).bundleId, first);
        QCOMPARE(guides()->guide(listId)->lines.value(0).bundleId, second);
        // A drag of the last line onto the first place.
        const int last = model->rowCount() - 1;
        const QString lastBundle = model->line(last).bundleId;
        std::unique_ptr<QMimeData> mime(model->mimeData({model->index(last, GM::ArticleColumn)}));
        QVERIFY(mime);
        QVERIFY(!model->dropMimeData(mime.get(), Qt::MoveAction, 0, 0, {})); // moved here; the view removes nothing
        QCOMPARE(model->rowCount(), 30);
        QCOMPARE(model->line(0).bundleId, lastBundle);
        QCOMPARE(guides()->guide(listId)->lines.value(0).bundleId, lastBundle);
        QCOMPARE(model->line(3).bundleId, third);
        // A count typed over replaces the one there (never "52").
        table->setCurrentIndex(model->index(0, GM::OnHandColumn));
        QTest::keyClick(table, Qt::Key_5);
        QTest::keyClick(focused(), Qt::Key_Return);
        QCOMPARE(model->onHand(0), std::optional(api::Decimal::fromInt(5)));
        table->setCurrentIndex(model->index(0, GM::OnHandColumn));
        QTest::keyClick(table, Qt::Key_2);
        QTest::keyClick(focused(), Qt::Key_Return);
        QCOMPARE(model->onHand(0), std::optional(api::Decimal::fromInt(2)));
        // A text that is no count stays open with the reason; Delete empties a count.
        table->setCurrentIndex(model->index(1, GM::OnHandColumn));
        QTest::keyClick(table, Qt::Key_1);
        QTest::keyClick(focused(), Qt::Key_Comma);
        QTest::keyClick(focused(), Qt::Key_5);
        QTest::keyClick(focused(), Qt::Key_Return);
        QVERIFY(page()->banner()->isShown());
        QVERIFY(qobject_cast<QAbstractSpinBox *>(focused()) || qobject_cast<QAbstractSpinBox *>(focused()->parentWidget()));
        QVERIFY(!model->onHand(1));
        QTest::keyClick(focused(), Qt::Key_Escape);
        table->setCurrentIndex(model->index(0, GM::OnHandColumn));
        QTest::keyClick(table, Qt::Key_Delete);
        QVERIFY(!model->onHand(0));
    }

    void anotherPackOfTheArticle()
    {
        QVERIFY(start());
        QVERIFY(openGuide());
        GM *model = page()->model();
        // A line whose article comes in several packs: F2 opens the chooser.
        int row = 0;
        while (row < model->rowCount() && model->index(row, 0).data(GM::PackIdsRole).toStringList().size() < 2)
            ++row;
        QVERIFY2(row < model->rowCount(), "the kitchen's list has an article in several packs");
        const QStringList ids = model->index(row, 0).data(GM::PackIdsRole).toStringList();
        const QString other = ids.at(ids.indexOf(model->line(row).bundleId) == 0 ? 1 : 0);
        ui::GuideTable *table = page()->table();
        table->setFocus(Qt::TabFocusReason);
        table->setCurrentIndex(model->index(row, GM::ArticleColumn));
        QTest::keyClick(table, Qt::Key_F2);
        auto *chooser = qobject_cast<QComboBox *>(focused());
        QVERIFY(chooser);
        chooser->setCurrentIndex(chooser->findData(other));
        QTest::keyClick(chooser, Qt::Key_Return);
        QTRY_COMPARE(model->line(row).bundleId, other);
        QCOMPARE(model->intentAt(row).bundleId, other);
        QCOMPARE(guides()->guide(model->guide().listId)->lines.value(row).bundleId, other); // kept
    }

    void suggestedParTakenOnlyWhenAsked()
    {
        QVERIFY(start());
        QVERIFY(guides()->save(seedGuide()));
        QVERIFY(openGuide());
        GM *model = page()->model();
        const values::GuideLine line = model->line(3);
        GM::History history;
        history.lastAdds = {{QDateTime::currentDateTime().addDays(-2), api::Decimal::fromInt(9)}};
        history.suggestedPar = api::Decimal::fromInt(9);
        model->setHistory(line.bundleId, history);
        // Shown beside the par, not taken.
        QCOMPARE(model->index(3, GM::SuggestedColumn).data().toString(), QStringLiteral("9"));
        QCOMPARE(model->line(3).par, line.par);
        QVERIFY(model->index(3, GM::BeforeColumn).data().toString().startsWith(QStringLiteral("9 ")));
        // Taken with Ctrl+Shift+P on the line, and kept.
        ui::GuideTable *table = page()->table();
        table->setFocus(Qt::TabFocusReason);
        table->setCurrentIndex(model->index(3, GM::ShelfColumn));
        QTest::keyClick(table, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(model->line(3).par, std::optional(api::Decimal::fromInt(9)));
        QCOMPARE(guides()->guide(model->guide().listId)->lines.value(3).par, std::optional(api::Decimal::fromInt(9)));
        QVERIFY(model->index(3, GM::SuggestedColumn).data().toString().isEmpty()); // it is the par now
        // A line without a suggestion: nothing changes, and the banner says why.
        table->setCurrentIndex(model->index(4, GM::ShelfColumn));
        const auto par4 = model->line(4).par;
        QTest::keyClick(table, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(model->line(4).par, par4);
        QVERIFY(page()->banner()->isShown());
    }

    void reminderBeforeTheCutOff()
    {
        QVERIFY(start());
        QVERIFY(openGuide());
        GM *model = page()->model();
        // Deliveries on Wednesdays, cut-off 14:00 on Tuesdays.
        values::GuideSchedule schedule;
        schedule.deliveryDays = {3};
        schedule.cutOff = QTime(14, 0);
        model->setSchedule(schedule);
        QDateTime now(QDate(2026, 12, 1), QTime(12, 0)); // a Tuesday, two hours before
        QCOMPARE(now.date().dayOfWeek(), 2);
        guides()->setClock([&now] { return now; });
        QVERIFY(!page()->reminder()->isShown()); // not yet: an hour before
        now = QDateTime(QDate(2026, 12, 1), QTime(13, 15));
        guides()->checkReminder();
        QVERIFY(page()->reminder()->isShown());
        QVERIFY2(page()->reminder()->text().contains(QStringLiteral("14:00")), qPrintable(page()->reminder()->text()));
        // On every other page: the window's banner, with a way to the guide (not twice here).
        QVERIFY(!w->banner()->isShown());
        QTest::keyClick(w.get(), Qt::Key_1, Qt::ControlModifier);
        QVERIFY(w->banner()->isShown());
        QVERIFY2(w->banner()->text().contains(model->guide().listName), qPrintable(w->banner()->text()));
        w->banner()->actionButton()->click();
        QVERIFY(!w->banner()->isShown());
        QCOMPARE(w->currentPage(), ui::MainWindow::Page::Guide);
        // Ordered (one line, by keyboard): the reminder goes.
        int row = 0;
        while (model->line(row).weight)
            ++row;
        model->setPar(row, api::Decimal::fromInt(2));
        ui::GuideTable *table = page()->table();
        table->setFocus(Qt::TabFocusReason);
        table->setCurrentIndex(model->index(row, GM::OnHandColumn));
        QTest::keyClicks(table, QStringLiteral("1"));
        QTest::keyClick(focused(), Qt::Key_Return);
        QTRY_COMPARE(model->orderRows(), QList<int>{row});
        page()->orderButton()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(page()->orderButton(), Qt::Key_Space); // one line: no summary
        QTRY_VERIFY_WITH_TIMEOUT(guides()->lastOrdered(model->guide().listId).isValid() && !page()->isBusy(), kNet);
        QVERIFY(!page()->reminder()->isShown());
        QVERIFY(!w->banner()->isShown() || !w->banner()->text().contains(model->guide().listName));
        // The next cut-off (a week later) reminds again.
        now = QDateTime(QDate(2026, 12, 8), QTime(13, 30));
        guides()->checkReminder();
        QVERIFY(page()->reminder()->isShown());
    }

    void countSheetInWalkingOrder()
    {
        QVERIFY(start());
        QVERIFY(guides()->save(seedGuide()));
        QVERIFY(openGuide());
        GM *model = page()->model();
        m_answer = m_dir.filePath(QStringLiteral("count.pdf"));
        ui::OrderSheetActions *actions = w->orderSheetActions();
        QTRY_VERIFY(actions->exportPdfAction()->isEnabled());
        actions->exportPdfAction()->trigger();
        QTRY_VERIFY(QFileInfo::exists(m_answer));
        const test::PdfText pdf = test::readPdf(m_answer);
        QVERIFY2(pdf.error.isEmpty(), qPrintable(pdf.error));
        const QString text = pdf.pageTexts.join(u'\n');
        QVERIFY(text.contains(QStringLiteral("Count sheet")));
        QVERIFY(text.contains(QStringLiteral("On hand")));
        QVERIFY(!text.contains(QStringLiteral("Gross total"))); // no prices on a count sheet
        // Every line, in the guide's walking order, with its position.
        qsizetype at = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const qsizetype found = text.indexOf(model->line(row).bundleId, at);
            QVERIFY2(found > at || (row == 0 && found >= 0), qPrintable(model->line(row).bundleId));
            QVERIFY(text.mid(found - 200, 200).contains(model->line(row).shelf)
                    || text.mid(at, found - at + 10).contains(model->line(row).shelf));
            at = found;
        }
        // File → Export as CSV on the guide: the order its count gives, nothing else.
        QVERIFY(model->setOnHand(1, api::Decimal()));
        m_answer = m_dir.filePath(QStringLiteral("order.csv"));
        actions->exportCsvAction()->trigger();
        QTRY_VERIFY(QFileInfo::exists(m_answer));
        QFile csv(m_answer);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QString written = QString::fromUtf8(csv.readAll());
        QVERIFY2(written.contains(model->line(1).bundleId), qPrintable(written));
        QVERIFY2(!written.contains(model->line(0).bundleId) && !written.contains(model->line(2).bundleId), qPrintable(written));
    }

    void csvRoundTrip()
    {
        QVERIFY(start());
        const values::OrderGuide seeded = seedGuide();
        QVERIFY(guides()->save(seeded));
        QVERIFY(openGuide());
        GM *model = page()->model();
        const QString file = m_dir.filePath(QStringLiteral("guide.csv"));
        QVERIFY(page()->exportCsvTo(file));
        const values::OrderGuide before = model->guide();
        // Another order and no pars: the file brings both back.
        for (int row = 0; row < model->rowCount(); ++row)
            model->setPar(row, std::nullopt);
        model->moveLine(0, 5);
        QVERIFY(page()->importCsvFrom(file));
        const values::OrderGuide after = model->guide();
        QCOMPARE(after.lines.size(), before.lines.size());
        for (int i = 0; i < before.lines.size(); ++i) {
            QCOMPARE(after.lines.at(i).bundleId, before.lines.at(i).bundleId);
            QCOMPARE(after.lines.at(i).par, before.lines.at(i).par);
            QCOMPARE(after.lines.at(i).shelf, before.lines.at(i).shelf);
        }
        QCOMPARE(guides()->guide(before.listId)->lines.first().par, before.lines.first().par); // kept
        // Bad rows are said, each one; the good ones are taken.
        QFile bad(m_dir.filePath(QStringLiteral("bad.csv")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(QStringLiteral("bundle_id,par,position,note\n%1,7,Front,\n999999999,3,Back,\n%2,x,Side,\n")
                      .arg(before.lines.at(0).bundleId, before.lines.at(1).bundleId)
                      .toUtf8());
        bad.close();
        QVERIFY(!page()->importCsvFrom(bad.fileName()));
        const QString said = page()->banner()->text();
        QVERIFY2(said.contains(QStringLiteral("999999999")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Line 4")), qPrintable(said));
        QCOMPARE(model->line(0).par, std::optional(api::Decimal::fromInt(7)));
        QCOMPARE(model->line(0).shelf, QStringLiteral("Front"));
    }
};

QTEST_MAIN(TestGuideUi)
#include "tst_guide_ui.moc"
