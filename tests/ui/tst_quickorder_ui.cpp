// The quick order page through the real window on the embedded backend, typed with keys only:
// five lines (numbers and words, suggestions picked with Down + Enter) added with Ctrl+Enter and
// Enter in the batch summary, each reaching the server exactly once with the typed quantity and
// showing its own result; a refused line stays for a retry while the added ones clear in one
// step; a large line kept back by the summary, then asked alone; the draft across a restart; a stale suggestion answer dropped; Ctrl+Z;
// Delete; the grid filled from the basket; several pasted lines handed on.

#include "app/control/QuickOrder.h"
#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"
#include "tests/common/Step.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "app/control/ImportController.h"
#include "ui/Banner.h"
#include "ui/BatchAddSummary.h"
#include "ui/ImportDialog.h"
#include "ui/LargeAddGuard.h"
#include "ui/MainWindow.h"
#include "ui/ImportLauncher.h"
#include "ui/QuickOrderGrid.h"
#include "ui/QuickOrderPage.h"
#include "ui/Theme.h"
#include "ui/WhatEdit.h"

#include <QHeaderView>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace webshop;
using QM = models::QuickOrderModel;
using State = models::QuickOrderLine::State;
using Kind = models::AddResultText::Kind;

namespace {
constexpr int kNet = 20000;

struct Pack
{
    QString variantId;
    QString bundleId;
    QString name;
};
} // namespace

class TestQuickOrderUi : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;
    quint16 m_port = 0;

    control::QuickOrder *qo() const { return fx->services().quickOrder; }
    QM *model() const { return qo()->model(); }
    ui::QuickOrderPage *page() const { return w->page<ui::QuickOrderPage>(); }
    ui::QuickOrderGrid *grid() const { return page()->grid(); }

    bool start(const demo::DemoOptions &options = {})
    {
        fx = std::make_unique<test::UiFixture>();
        if (!fx->startServer(options, m_port))
            return false;
        m_port = fx->server()->port();
        QSignalSpy loggedIn(&fx->session, &auth::Session::loggedIn);
        fx->session.login(fx->demoCredentials());
        if (!QTest::qWaitFor([&] { return !loggedIn.isEmpty(); }, kNet) || fx->session.deliveryAddresses().isEmpty())
            return false;
        fx->session.selectAddress(0);
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return false;
        QTest::keyClick(w.get(), Qt::Key_4, Qt::ControlModifier); // the page by its shortcut
        return w->isShowing<ui::QuickOrderPage>() && QTest::qWaitFor([&] { return !w->isBusy(); }, kNet);
    }

    void stop()
    {
        w.reset();
        fx.reset();
    }

    // The first article of a search with a priced pack of this kind.
    Pack findPack(const QString &query, bool weight, const QStringList &except = {})
    {
        values::SearchPage page;
        const test::Awaited found = test::awaitJob(fx->client.search(query, 1, 30, api::ApiClient::SearchKind::Lookup), query,
                                                   [&page](api::SearchJob *job) { page = job->result(); });
        if (!found)
            return {};
        for (const values::Article &a : page.results)
            for (const values::Bundle &b : a.bundles)
                if (b.isWeightArticle == weight && b.price.articleGross && !except.contains(b.bundleId)
                    && !except.contains(a.variantId))
                    return {a.variantId, b.bundleId, a.name};
        return {};
    }

    // Keys to whatever has the focus now (the grid opens an editor at the first key).
    static void type(const QString &text)
    {
        for (QChar c : text)
            QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
    }
    static void key(Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(QApplication::focusWidget(), k, modifiers);
    }
    ui::WhatEdit *whatEdit() const { return qobject_cast<ui::WhatEdit *>(QApplication::focusWidget()); }

    int rowOfBundle(const QString &bundleId) const
    {
        for (int row = 0; row < model()->rowCount(); ++row)
            if (model()->line(row).pick.bundleId == bundleId)
                return row;
        return -1;
    }
    bool allResolved(int rows) const
    {
        for (int row = 0; row < rows; ++row)
            if (!model()->line(row).isResolved())
                return false;
        return model()->rowCount() == rows + 1;
    }

    // The batch summary that several lines bring up, answered with a real key (Enter adds).
    bool answerSummary(Qt::Key k, int lines)
    {
        QPointer<ui::BatchAddSummary> box;
        if (!QTest::qWaitFor([&] { return (box = w->findChild<ui::BatchAddSummary *>()) && box->isVisible(); }, kNet))
            return false;
        if (box->figuresText().section(u'\n', 0, 0) != ui::BatchAddSummary::tr("Lines") + QStringLiteral(": ") + QString::number(lines))
            return false;
        QTest::keyClick(box->focusWidget() ? box->focusWidget() : box.data(), k);
        if (!QTest::qWaitFor([&] { return !box; }, kNet))
            return false;
        w->activateWindow(); // the offscreen platform does not give the window back by itself
        return QTest::qWaitForWindowActive(w.get());
    }

    // Types a number (or words without picking) and the quantity, each with Enter.
    void typeLine(const QString &what, const QString &quantity)
    {
        type(what);
        key(Qt::Key_Return);
        type(quantity);
        key(Qt::Key_Return);
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
        control::Preferences{}.save(); // the large-add check on, default limits
    }

    void cleanup()
    {
        ui::LargeAddGuard::setNextAnswer(ui::LargeAddGuard::Answer::Ask);
        ui::BatchAddSummary::setNextAnswer(ui::BatchAddSummary::Answer::Ask);
        if (fx)
            model()->clearAll();
        stop();
        m_port = 0;
    }

    void fiveLinesByKeyboardInOneGo()
    {
        test::Step step("open the page");
        QVERIFY(start());
        QVERIFY(grid()->hasFocus());
        const Pack byBundle = findPack(QStringLiteral("milk"), false);
        const Pack byArticle = findPack(QStringLiteral("water"), false);
        const Pack kg = findPack(QStringLiteral("gouda"), true);
        const Pack last = findPack(QStringLiteral("beer"), false);
        QVERIFY(!byBundle.bundleId.isEmpty() && !byArticle.variantId.isEmpty() && !kg.bundleId.isEmpty()
                && !last.bundleId.isEmpty());
        qo()->setSuggestDelay(50);

        step.next("a pack number and an article number resolve without a menu");
        const auto widths = [this] {
            QList<int> w;
            for (int c = 0; c < grid()->model()->columnCount(); ++c)
                w << grid()->horizontalHeader()->sectionSize(c);
            return w;
        };
        typeLine(byBundle.bundleId, QStringLiteral("3"));
        QTRY_VERIFY_WITH_TIMEOUT(model()->line(0).isResolved(), kNet);
        const QList<int> firstWidths = widths();
        typeLine(byArticle.variantId, QStringLiteral("2"));

        step.next("words: the suggestions, the second one taken with Down, Down, Enter");
        type(QStringLiteral("coffee"));
        QVERIFY(whatEdit());
        QTRY_VERIFY_WITH_TIMEOUT(whatEdit() && whatEdit()->suggestionsShown() && whatEdit()->suggestionList()->count() >= 2, kNet);
        const models::QuickOrderPick second = qo()->suggestions().at(1);
        key(Qt::Key_Down);
        key(Qt::Key_Down);
        key(Qt::Key_Return);
        QVERIFY(qobject_cast<QAbstractSpinBox *>(QApplication::focusWidget())); // on to the quantity
        type(QStringLiteral("4"));
        key(Qt::Key_Return);
        QCOMPARE(model()->line(2).pick, second);

        step.next("a weight article by words, 1.5 kg");
        type(QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(whatEdit() && whatEdit()->suggestionsShown(), kNet);
        const int kgIndex = int(std::find_if(qo()->suggestions().cbegin(), qo()->suggestions().cend(),
                                             [&](const models::QuickOrderPick &p) { return p.bundleId == kg.bundleId; })
                                - qo()->suggestions().cbegin());
        QVERIFY(kgIndex < qo()->suggestions().size());
        for (int i = 0; i <= kgIndex; ++i)
            key(Qt::Key_Down);
        key(Qt::Key_Return);
        type(QStringLiteral("1.5"));
        key(Qt::Key_Return);

        step.next("the fifth line, then Ctrl+Enter in its quantity");
        type(last.bundleId);
        key(Qt::Key_Return);
        type(QStringLiteral("6"));
        QTRY_VERIFY_WITH_TIMEOUT(allResolved(5), kNet); // the buyer sees every line named
        QCOMPARE(widths(), firstWidths); // usual packs: the columns did not move line by line
        fx->server()->resetAddItemRequestCounts();
        key(Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(answerSummary(Qt::Key_Return, 5)); // the summary first, Enter adds

        step.next("each line reached the server once, with its typed quantity, and shows its result");
        QTRY_VERIFY_WITH_TIMEOUT(!qo()->isAdding(), kNet);
        QCOMPARE(fx->server()->addItemRequestCount(), 5);
        const QList<std::pair<QString, values::Decimal>> expected{
            {byBundle.bundleId, values::Decimal::fromInt(3)}, {model()->line(1).pick.bundleId, values::Decimal::fromInt(2)},
            {second.bundleId, values::Decimal::fromInt(4)},   {kg.bundleId, values::Decimal::fromUnits(15000)},
            {last.bundleId, values::Decimal::fromInt(6)}};
        for (int row = 0; row < 5; ++row) {
            const auto &[bundleId, quantity] = expected.at(row);
            QCOMPARE(model()->line(row).pick.bundleId, bundleId);
            QVERIFY2(model()->line(row).quantity == std::optional(quantity),
                     qPrintable(QStringLiteral("row %1: %2").arg(row).arg(model()->line(row).quantity ? model()->line(row).quantity->toString() : QString())));
            QCOMPARE(fx->server()->addItemRequestCount(bundleId), 1);
            QVERIFY(fx->sync.basket().item(bundleId));
            QCOMPARE(fx->sync.basket().item(bundleId)->quantity, quantity);
            QCOMPARE(model()->index(row, 0).data(QM::StatusKindRole).toInt(), int(Kind::Ok));
            QVERIFY(model()->index(row, QM::StatusColumn).data().toString().startsWith(u'✓'));
        }
        QCOMPARE(model()->line(1).pick.variantId, byArticle.variantId);
        QVERIFY2(page()->summaryLabel()->text().startsWith(QStringLiteral("5 line"))
                     && page()->summaryLabel()->text().contains(QStringLiteral("added to the basket")),
                 qPrintable(page()->summaryLabel()->text()));

        step.next("the added lines clear in one step");
        QVERIFY(page()->clearAddedButton()->isVisible());
        QTest::mouseClick(page()->clearAddedButton(), Qt::LeftButton);
        QCOMPARE(model()->rowCount(), 1);
        QCOMPARE(fx->server()->addItemRequestCount(), 5); // clearing sends nothing
    }

    void articleNumberMeansTheUsualPackAndF4ChangesIt()
    {
        test::Step step("a water sold by the bottle, the crate and the pallet");
        QVERIFY(start());
        values::Article water;
        QVERIFY(test::awaitJob(fx->client.search(QStringLiteral("mineral water"), 1, 30, api::ApiClient::SearchKind::Lookup),
                               QStringLiteral("water"), [&water](api::SearchJob *job) {
                                   for (const values::Article &a : job->result().results)
                                       if (a.bundles.size() == 3 && water.bundles.isEmpty())
                                           water = a;
                               }));
        QCOMPARE(water.bundles.size(), 3);
        const values::Bundle &bottle = water.bundles.at(0);
        const values::Bundle &crate = water.bundles.at(1);
        QVERIFY2(crate.description.startsWith(QStringLiteral("Crate of ")), qPrintable(crate.description));
        QVERIFY2(water.bundles.at(2).description.startsWith(QStringLiteral("Pallet of ")), qPrintable(water.bundles.at(2).description));
        qo()->setSuggestDelay(50);

        step.next("its article number means the crate, not one bottle nor a pallet");
        typeLine(water.variantId, QStringLiteral("2"));
        QTRY_VERIFY_WITH_TIMEOUT(model()->line(0).isResolved(), kNet);
        QCOMPARE(model()->line(0).pick.bundleId, crate.bundleId);
        QCOMPARE(model()->index(0, QM::PackColumn).data().toString(), crate.description);

        step.next("F4 on the line offers the three packs, the crate marked; Up, Enter takes the bottle");
        key(Qt::Key_Up);
        QCOMPARE(grid()->currentIndex().row(), 0);
        QStringList offered;
        QString marked;
        QTimer driver;
        driver.setInterval(10);
        connect(&driver, &QTimer::timeout, this, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu || !menu->isVisible())
                return;
            driver.stop();
            for (const QAction *a : menu->actions()) {
                offered << a->text();
                if (a->isChecked())
                    marked = a->data().toString();
            }
            QTest::keyClick(menu, Qt::Key_Up);
            QTest::keyClick(menu, Qt::Key_Return);
        });
        driver.start();
        key(Qt::Key_F4);
        QTRY_VERIFY_WITH_TIMEOUT(!driver.isActive() && !QApplication::activePopupWidget(), kNet);
        QCOMPARE(offered.size(), 3);
        QCOMPARE(marked, crate.bundleId);
        // Each pack with its price and its number: the buyer sees which is which.
        for (int i = 0; i < 3; ++i)
            QVERIFY2(offered.at(i).contains(water.bundles.at(i).bundleId) && offered.at(i).contains(QStringLiteral("€")),
                     qPrintable(offered.at(i)));
        QVERIFY2(offered.at(1).contains(QStringLiteral("/ l)")), qPrintable(offered.at(1))); // the crate's price per litre
        QCOMPARE(model()->line(0).pick.bundleId, bottle.bundleId);
        QCOMPARE(model()->line(0).quantity, std::optional(values::Decimal::fromInt(2))); // as typed

        step.next("added: one add of 2 bottles; the next line of that number means the bottle");
        fx->server()->resetAddItemRequestCounts();
        key(Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!qo()->isAdding() && model()->line(0).isAdded(), kNet);
        QCOMPARE(fx->server()->addItemRequestCount(), 1);
        QCOMPARE(fx->server()->addItemRequestCount(bottle.bundleId), 1);
        QCOMPARE(fx->sync.basket().item(bottle.bundleId)->quantity, values::Decimal::fromInt(2));
        grid()->setCurrentIndex(model()->index(model()->rowCount() - 1, QM::WhatColumn));
        typeLine(water.variantId, QStringLiteral("1"));
        const int row = model()->rowCount() - 2;
        QTRY_VERIFY_WITH_TIMEOUT(model()->line(row).isResolved(), kNet);
        QCOMPARE(model()->line(row).pick.bundleId, bottle.bundleId);
    }

    void suggestionsNameArticleAndPackWithPrices()
    {
        QVERIFY(start());
        qo()->setSuggestDelay(50);
        type(QStringLiteral("butter"));
        QTRY_VERIFY_WITH_TIMEOUT(whatEdit() && whatEdit()->suggestionsShown() && whatEdit()->suggestionList()->count() >= 3, kNet);
        // Each suggestion names the article number, the pack number and the pack's price; a
        // pack that says what it holds ("pack 250 g") adds its price per kg.
        for (int i = 0; i < whatEdit()->suggestionList()->count(); ++i) {
            const QString text = whatEdit()->suggestionList()->item(i)->text();
            const models::QuickOrderPick &pick = qo()->suggestions().at(i);
            QVERIFY2(text.contains(QStringLiteral("Art. ") + pick.variantId) && text.contains(QStringLiteral("Pack ") + pick.bundleId)
                         && text.contains(QStringLiteral("€")),
                     qPrintable(text));
        }
        QVERIFY2(whatEdit()->suggestionList()->item(0)->text().contains(QStringLiteral("/ kg)")),
                 qPrintable(whatEdit()->suggestionList()->item(0)->text()));
        // The whole text is visible: the list is as wide as its longest line (within the grid).
        const QListWidget *list = whatEdit()->suggestionList();
        QVERIFY2(list->fontMetrics().horizontalAdvance(list->item(0)->text()) <= list->viewport()->width(),
                 qPrintable(QString::number(list->viewport()->width())));
        key(Qt::Key_Escape);
    }

    void refusedLineStaysForRetry()
    {
        QVERIFY(start());
        const Pack pack = findPack(QStringLiteral("coffee"), false);
        QVERIFY(!pack.bundleId.isEmpty());
        typeLine(pack.bundleId, QStringLiteral("2"));
        // A line of a saved draft whose pack the shop no longer sells.
        models::QuickOrderPick gone{QStringLiteral("V-GONE"), QStringLiteral("999999901"), QStringLiteral("Old article"),
                                    QStringLiteral("Case"), false, values::Decimal::fromInt(5), values::Decimal::fromInt(6),
                                    QStringLiteral("EUR"), std::nullopt};
        model()->appendLines({QM::lineFor(gone, values::Decimal::fromInt(1))});
        QTRY_VERIFY_WITH_TIMEOUT(allResolved(2), kNet);
        fx->server()->resetAddItemRequestCounts();
        QTest::mouseClick(page()->addAllButton(), Qt::LeftButton);
        QVERIFY(answerSummary(Qt::Key_Return, 2));
        QTRY_VERIFY_WITH_TIMEOUT(!qo()->isAdding(), kNet);

        QCOMPARE(fx->server()->addItemRequestCount(pack.bundleId), 1);
        QCOMPARE(fx->server()->addItemRequestCount(gone.bundleId), 1);
        QCOMPARE(model()->index(0, 0).data(QM::StatusKindRole).toInt(), int(Kind::Ok));
        QCOMPARE(model()->index(1, 0).data(QM::StatusKindRole).toInt(), int(Kind::Error));
        QVERIFY2(model()->index(1, QM::StatusColumn).data().toString().contains(gone.bundleId),
                 qPrintable(model()->index(1, QM::StatusColumn).data().toString())); // the server's reason
        QVERIFY(page()->banner()->isShown());

        // Clear added: the refused line stays, and only it goes again.
        QTest::mouseClick(page()->clearAddedButton(), Qt::LeftButton);
        QCOMPARE(model()->filledCount(), 1);
        QCOMPARE(model()->line(0).pick.bundleId, gone.bundleId);
        QCOMPARE(qo()->sendableRows(), QList<int>{0});
        grid()->setFocus();
        key(Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!qo()->isAdding(), kNet);
        QCOMPARE(fx->server()->addItemRequestCount(gone.bundleId), 2);
        QCOMPARE(fx->server()->addItemRequestCount(pack.bundleId), 1);
    }

    void largeLineAskedPerLine()
    {
        QVERIFY(start());
        const Pack a = findPack(QStringLiteral("water"), false);
        const Pack b = findPack(QStringLiteral("napkins"), false, {a.bundleId});
        QVERIFY(!a.bundleId.isEmpty() && !b.bundleId.isEmpty());
        typeLine(a.bundleId, QStringLiteral("30")); // above the 20 packs of the default limit
        typeLine(b.bundleId, QStringLiteral("2"));
        QTRY_VERIFY_WITH_TIMEOUT(allResolved(2), kNet);
        fx->server()->resetAddItemRequestCounts();
        // Several lines: the batch summary names the large one; all but it are added.
        ui::BatchAddSummary::setNextAnswer(ui::BatchAddSummary::Answer::AddWithoutLarge);
        key(Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!qo()->isAdding() && model()->line(1).result, kNet);
        QCOMPARE(fx->server()->addItemRequestCount(b.bundleId), 1);
        QCOMPARE(fx->server()->addItemRequestCount(a.bundleId), 0); // kept back, still in the grid
        QVERIFY(!model()->line(0).result);
        QCOMPARE(qo()->sendableRows(), QList<int>{0});
        // One line left: the large-add question as for every single add; Esc keeps it back.
        ui::LargeAddGuard::setNextAnswer(ui::LargeAddGuard::Answer::Cancel);
        key(Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(fx->server()->addItemRequestCount(a.bundleId), 0);
        QCOMPARE(qo()->sendableRows(), QList<int>{0});
    }

    void draftSurvivesRestart()
    {
        QVERIFY(start());
        const Pack pack = findPack(QStringLiteral("tomatoes"), false);
        QVERIFY(!pack.bundleId.isEmpty());
        typeLine(pack.bundleId, QStringLiteral("7"));
        type(QStringLiteral("zzqx nothing"));
        key(Qt::Key_Tab); // left typed: looked up, nothing found
        QTRY_VERIFY_WITH_TIMEOUT(model()->line(0).isResolved() && model()->line(1).state == State::NotFound, kNet);
        const QString path = qo()->draftPath();
        QVERIFY(!path.isEmpty());
        QTRY_VERIFY(QFile::exists(path)); // written once the edits pause

        stop(); // the app ends; the same server comes back at the same address
        QVERIFY(start());
        QCOMPARE(qo()->draftPath(), path);
        QCOMPARE(model()->filledCount(), 2);
        QCOMPARE(model()->line(0).pick.bundleId, pack.bundleId);
        QCOMPARE(model()->line(0).pick.name, pack.name);
        QCOMPARE(model()->line(0).quantity, std::optional(values::Decimal::fromInt(7)));
        QCOMPARE(model()->line(1).what, QStringLiteral("zzqx nothing"));

        // Cleared: cleared after the next restart too.
        QTest::mouseClick(page()->findChild<QToolButton *>(QStringLiteral("quickOrderClear")), Qt::LeftButton);
        QCOMPARE(model()->filledCount(), 0);
        stop();
        QVERIFY(start());
        QCOMPARE(model()->filledCount(), 0);
    }

    void staleSuggestionDropped()
    {
        QVERIFY(start());
        qo()->setSuggestDelay(10);
        demo::FaultOptions slow;
        slow.latencyMs = 400;
        fx->server()->setFaults(slow);
        QSignalSpy changed(qo(), &control::QuickOrder::suggestionsChanged);
        type(QStringLiteral("cof"));
        QTRY_VERIFY_WITH_TIMEOUT(qo()->isBusy(), kNet); // the answer for "cof" is on its way
        type(QStringLiteral("fee"));
        QTRY_COMPARE_WITH_TIMEOUT(qo()->suggestionsText(), QStringLiteral("coffee"), kNet);
        QTRY_COMPARE_WITH_TIMEOUT(qo()->droppedSuggestionAnswers(), 1, kNet);
        QVERIFY(whatEdit() && whatEdit()->suggestionsShown());
        for (const models::QuickOrderPick &p : qo()->suggestions())
            QVERIFY(!p.name.isEmpty());
        QCOMPARE(qo()->suggestionsText(), QStringLiteral("coffee")); // the late "cof" changed nothing
        fx->server()->setFaults({});
        key(Qt::Key_Escape);
        QVERIFY(!whatEdit()->suggestionsShown());
    }

    // Words that fit several articles never leave a line unresolved behind the cursor: Enter
    // before the suggestions came goes back to the line with the choice open and the first
    // marked (Enter takes it); Enter while they show, none marked, marks the first and stays.
    void severalFitsOfferTheChoiceAndStay()
    {
        QVERIFY(start());
        qo()->setSuggestDelay(60000); // nothing suggested while typing: Enter comes first
        type(QStringLiteral("espresso"));
        key(Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(model()->line(0).state == models::QuickOrderLine::State::Choose, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(whatEdit() && whatEdit()->suggestionsShown() && whatEdit()->chosen(), kNet);
        QVERIFY(qo()->suggestions().size() > 1);
        QCOMPARE(whatEdit()->lineId(), model()->line(0).id);
        const QString first = qo()->suggestions().constFirst().bundleId;
        key(Qt::Key_Return); // takes the marked one
        QTRY_COMPARE_WITH_TIMEOUT(model()->line(0).pick.bundleId, first, kNet);
        type(QStringLiteral("2"));
        key(Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(model()->line(0).quantity == values::Decimal::fromInt(2), kNet);
        QCOMPARE(model()->rowCount(), 2); // the next line is there, empty

        // The suggestions show, none marked: Enter marks the first, the line stays open.
        qo()->setSuggestDelay(10);
        type(QStringLiteral("espresso"));
        QTRY_VERIFY_WITH_TIMEOUT(whatEdit() && whatEdit()->suggestionsShown() && qo()->suggestions().size() > 1
                                     && qo()->suggestionsText() == u"espresso",
                                 kNet);
        QVERIFY(!whatEdit()->chosen());
        key(Qt::Key_Return);
        QVERIFY(whatEdit() && whatEdit()->chosen());
        QVERIFY(!model()->line(1).isResolved());
        key(Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(model()->line(1).isResolved(), kNet);
        QCOMPARE(model()->line(1).pick.bundleId, first);
    }

    void undoAndDelete()
    {
        QVERIFY(start());
        const Pack pack = findPack(QStringLiteral("salmon"), true);
        QVERIFY(!pack.bundleId.isEmpty());
        typeLine(pack.bundleId, QStringLiteral("2.5"));
        QTRY_VERIFY_WITH_TIMEOUT(allResolved(1), kNet);
        QCOMPARE(model()->line(0).quantity, std::optional(values::Decimal::fromUnits(25000)));

        key(Qt::Key_Up); // back to the line, not editing
        QCOMPARE(grid()->currentIndex().row(), 0);
        key(Qt::Key_Delete);
        QCOMPARE(model()->filledCount(), 0);
        key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(model()->filledCount(), 1);
        QCOMPARE(model()->line(0).pick.bundleId, pack.bundleId);
        QCOMPARE(model()->line(0).quantity, std::optional(values::Decimal::fromUnits(25000)));

        // A quantity edit undone.
        grid()->setCurrentIndex(model()->index(0, QM::QuantityColumn));
        type(QStringLiteral("4"));
        key(Qt::Key_Tab);
        QCOMPARE(model()->line(0).quantity, std::optional(values::Decimal::fromInt(4)));
        grid()->setFocus();
        key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(model()->line(0).quantity, std::optional(values::Decimal::fromUnits(25000)));
    }

    void fillFromBasket()
    {
        demo::DemoOptions options;
        options.prefillDemoBasket = true;
        QVERIFY(start(options));
        QTRY_VERIFY_WITH_TIMEOUT(fx->sync.hasBasket() && fx->basket.lineCount() > 0, kNet);
        auto *fill = page()->findChild<QToolButton *>(QStringLiteral("quickOrderFill"));
        QVERIFY(fill && fill->menu());
        emit fill->menu()->aboutToShow();
        auto *fromBasket = fill->menu()->findChild<QAction *>(QStringLiteral("fillFromBasket"));
        QVERIFY(fromBasket);
        fromBasket->trigger();
        const values::Basket basket = fx->sync.basket();
        QCOMPARE(model()->filledCount(), int(basket.items.size()));
        QTRY_VERIFY_WITH_TIMEOUT(allResolved(int(basket.items.size())), kNet); // lines not named yet are looked up
        for (int row = 0; row < basket.items.size(); ++row) {
            QCOMPARE(model()->line(row).pick.bundleId, basket.items.at(row).article);
            QCOMPARE(model()->line(row).quantity, std::optional(basket.items.at(row).quantity));
            QVERIFY(model()->line(row).isResolved());
        }
        QVERIFY(model()->totalGross().has_value());
        QCOMPARE(qo()->sendableRows().size(), basket.items.size());
    }

    void severalPastedLinesHandedOn()
    {
        QVERIFY(start());
        QSignalSpy pasted(page(), &ui::Page::commandRequested);
        QApplication::clipboard()->setText(QStringLiteral("100001;2\n100002;3\n"));
        const QPointer<QWidget> cell = QApplication::focusWidget();
        key(Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(pasted.count(), 1);
        QCOMPARE(pasted.at(0).at(0).value<ui::WindowCommand>(), ui::WindowCommand::ImportLines);
        QCOMPARE(pasted.at(0).at(1).toByteArray(), QByteArray("100001;2\n100002;3\n"));
        QCOMPARE(model()->filledCount(), 0);
        // The window hands them to the import preview, every line accounted for, nothing added.
        QVERIFY(w->imports()->importDialog());
        QTRY_VERIFY_WITH_TIMEOUT(!w->imports()->importDialog()->isBusy(), kNet);
        QCOMPARE(w->imports()->importDialog()->controller()->fileLineCount(), 2);
        QCOMPARE(w->imports()->importDialog()->controller()->rowCount(), 2);
        w->imports()->importDialog()->close();
        QVERIFY(cell);
        w->activateWindow();
        cell->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), cell.data());
        // One line goes into the cell.
        const Pack pack = findPack(QStringLiteral("milk"), false);
        QApplication::clipboard()->setText(pack.bundleId);
        key(Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(pasted.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(model()->line(0).isResolved(), kNet);
        QCOMPARE(model()->line(0).pick.bundleId, pack.bundleId);
    }
};

QTEST_MAIN(TestQuickOrderUi)
#include "tst_quickorder_ui.moc"
