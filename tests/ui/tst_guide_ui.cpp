// Order guides through the real window on the embedded backend over loopback (issue 27):
// a 30-line list used as an order guide, counted by keyboard only (on hand typed down the
// column, Enter for the next line, blank = not counted) and ordered through the batch summary:
// exactly one add per ordering line, of the guide's pack and the amount par − on hand rounded
// up to whole packs or the kg step; nothing for lines counted at par or not counted. Also: the
// walking order by Alt+Up/Down and by a drop, kept; typing over a count; another pack of an
// article; the suggested par taken only when asked; the reminder before the cut-off with a
// controlled clock (shown when not ordered, on every page; gone after ordering).
// The count sheet and the CSV: tst_guidefiles_ui.

#include "tests/common/TestEnv.h"
#include "ui/GuidePage.h"
#include "app/control/BasketAdds.h"
#include "app/localstore/AddLedger.h"
#include "app/localstore/StoreTypes.h"
#include "tests/ui/GuideFixture.h"
#include "ui/Banner.h"
#include "ui/BatchAddSummary.h"
#include "ui/GuideTable.h"
#include "ui/Theme.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QMimeData>
#include <QPushButton>

using namespace webshop;
using GM = models::GuideModel;
using IM = models::ListItemsModel;

namespace {
constexpr int kNet = test::GuideFixture::kNet;

// What a test line is counted as, and what it must order (in thousandths: 1.5 kg = 1500).
struct Count
{
    QString typed;    // empty: left blank (not counted)
    qint64 expected;  // 0: nothing ordered
};
} // namespace

class TestGuideUi : public QObject, test::GuideFixture
{
    Q_OBJECT

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

    // Keyboard only: the first on-hand cell, then type and Enter down the column.
    bool typeCounts(const QList<Count> &counts)
    {
        GM *model = page()->model();
        ui::GuideTable *table = page()->table();
        table->setFocus(Qt::TabFocusReason);
        table->setCurrentIndex(model->index(0, GM::OnHandColumn));
        for (int row = 0; row < counts.size(); ++row) {
            // Each key where the focus is: the first opens the cell, the rest go into it.
            for (const QChar c : counts.at(row).typed)
                QTest::keyClick(focused(), c.toLatin1());
            QTest::keyClick(focused(), Qt::Key_Return);
            if (!QTest::qWaitFor([&] { return table->currentIndex().row() == qMin(row + 1, model->rowCount() - 1); }, 5000))
                return false;
        }
        return true;
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


private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QCoreApplication::setApplicationName(QStringLiteral("webshop-desktop-tests-guide"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void cleanup()
    {
        ui::BatchAddSummary::setNextAnswer(ui::BatchAddSummary::Answer::Ask);
        stop();
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

        QVERIFY(typeCounts(counts));
        int expectedLines = 0;
        for (int row = 0; row < counts.size(); ++row) {
            const QModelIndex i = model->index(row, GM::OrderColumn);
            const QVariant ordered = i.data(GM::OrderQuantityRole);
            QVERIFY2(model->onHand(row).has_value() == !counts.at(row).typed.isEmpty(), qPrintable(QString::number(row)));
            const qint64 got = ordered.isValid() ? thousandths(ordered.value<values::Decimal>()) : 0;
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
        QCOMPARE(page()->orderButton()->text(), ui::GuideFooter::tr("Order %Ln line(s)", nullptr, expectedLines));

        // Order: the summary first (Enter adds), then each line once.
        fx->server()->resetAudit();
        page()->orderButton()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(page()->orderButton(), Qt::Key_Space);
        ui::BatchAddSummary *box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = w->findChild<ui::BatchAddSummary *>()) && box->isVisible(), kNet);
        QVERIFY2(box->figuresText().startsWith(ui::BatchAddSummary::tr("Lines") + QStringLiteral(": %1").arg(expectedLines)),
                 qPrintable(box->figuresText()));
        QTest::keyClick(box->focusWidget() ? box->focusWidget() : box, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(fx->server()->addItemRequestCount() >= expectedLines && !page()->isBusy()
                                     && !fx->sync.isBusy() && !guides()->isOrdering(), 120000);
        QCOMPARE(fx->server()->addItemRequestCount(), expectedLines);
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
        QCOMPARE(model->onHand(0), std::optional(values::Decimal::fromInt(5)));
        table->setCurrentIndex(model->index(0, GM::OnHandColumn));
        QTest::keyClick(table, Qt::Key_2);
        QTest::keyClick(focused(), Qt::Key_Return);
        QCOMPARE(model->onHand(0), std::optional(values::Decimal::fromInt(2)));
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
        const values::OrderGuide seeded = seedGuide();
        QVERIFY(guides()->save(seeded));
        // What this app added of line 3's pack before: 5 two days ago, 9 nine days ago (and
        // one that did not arrive, which does not count).
        const values::GuideLine line = seeded.lines.at(3);
        localstore::AddLedger *ledger = fx->graph->adds()->ledger();
        const std::optional<localstore::StoreKey> key = fx->graph->adds()->currentStoreKey();
        QVERIFY(ledger && key);
        for (const auto &[days, amount, state] : {std::tuple{2, 5, values::AddState::Confirmed}, std::tuple{9, 9, values::AddState::Confirmed},
                                                  std::tuple{4, 20, values::AddState::Failed}}) {
            localstore::LedgerEntry e;
            e.key = *key;
            e.bundleId = line.bundleId;
            e.amount = values::Decimal::fromInt(amount);
            e.state = state;
            e.createdAt = QDateTime::currentDateTime().addDays(-days);
            QVERIFY(ledger->append(e) > 0);
        }
        QVERIFY(openGuide());
        GM *model = page()->model();
        QCOMPARE(model->line(3).bundleId, line.bundleId);
        // Shown beside the par, not taken.
        QCOMPARE(model->index(3, GM::SuggestedColumn).data().toString(), QStringLiteral("9"));
        QCOMPARE(model->line(3).par, line.par);
        const QString before = model->index(3, GM::BeforeColumn).data().toString();
        QVERIFY2(before.startsWith(QStringLiteral("5 on ")) && before.contains(QStringLiteral(" · 9 on ")), qPrintable(before));
        QVERIFY2(!before.contains(QStringLiteral("20 on")), qPrintable(before)); // not arrived: not counted
        // Taken with Ctrl+Shift+P on the line, and kept.
        ui::GuideTable *table = page()->table();
        table->setFocus(Qt::TabFocusReason);
        table->setCurrentIndex(model->index(3, GM::ShelfColumn));
        QTest::keyClick(table, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(model->line(3).par, std::optional(values::Decimal::fromInt(9)));
        QCOMPARE(guides()->guide(model->guide().listId)->lines.value(3).par, std::optional(values::Decimal::fromInt(9)));
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
        QVERIFY(w->isShowing<ui::GuidePage>());
        // Ordered (one line, by keyboard): the reminder goes.
        int row = 0;
        while (model->line(row).weight)
            ++row;
        model->setPar(row, values::Decimal::fromInt(2));
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
};

QTEST_MAIN(TestGuideUi)
#include "tst_guide_ui.moc"
