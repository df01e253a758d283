// The quick order across a restart, by keyboard, over one backend and a ledger file: four lines,
// Ctrl+Enter and Enter in the summary; the first is added, the second's answer is lost (not
// known), the third is still on its way when the window and the whole object graph go, the
// fourth never left. Rebuilt over the same draft and ledger: the lines show what they were;
// the sign-in's basket read settles the third (added) and the fourth (not sent) on the lines by
// their add ids. Ctrl+Enter then sends only the fourth: the server receives each line once and
// the basket holds each line that arrived exactly once. "Add Again…" (Ctrl+Shift+Enter) asks
// first (Esc: nothing), then adds the line once more naming the add it repeats. Every line says
// what the basket holds of its pack.

#include "app/control/BasketAdds.h"
#include "app/control/QuickOrder.h"
#include "app/demo/DemoServer.h"
#include "app/localstore/AddLedger.h"
#include "tests/common/Await.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/Banner.h"
#include "ui/BatchAddSummary.h"
#include "ui/MainWindow.h"
#include "ui/QuickOrderGrid.h"
#include "ui/QuickOrderPage.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QMessageBox>
#include <QPointer>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using QM = models::QuickOrderModel;
using State = values::AddState;
using Kind = models::AddResultText::Kind;

namespace {
constexpr int kNet = 20000;
} // namespace

class TestQuickOrderAgain : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    control::QuickOrder *qo() const { return fx->services().quickOrder; }
    QM *model() const { return qo()->model(); }
    const models::QuickOrderLine &line(int row) const { return model()->line(row); }

    // The app over the local store (and so the ledger file) in the temporary folder; on the
    // backend given (a restart), or a new one.
    bool start(std::unique_ptr<QObject> server = {})
    {
        fx = std::make_unique<test::UiFixture>(m_dir.filePath(QStringLiteral("localstore.sqlite")));
        if (server)
            fx->adoptServer(std::move(server));
        else if (!fx->startServer())
            return false;
        fx->session.login(fx->demoCredentials());
        if (!QTest::qWaitFor([&] { return !fx->session.deliveryAddresses().isEmpty(); }, kNet))
            return false;
        fx->session.selectAddress(0);
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return false;
        QTest::keyClick(w.get(), Qt::Key_4, Qt::ControlModifier);
        return w->isShowing<ui::QuickOrderPage>() && QTest::qWaitFor([&] { return !w->isBusy(); }, kNet);
    }

    // The window and the whole graph go (nothing settles, nothing is saved but what was
    // written); the backend stays, with what is on its way.
    std::unique_ptr<QObject> stopKeepingServer()
    {
        w.reset();
        std::unique_ptr<QObject> server = fx->releaseServer();
        fx.reset();
        return server;
    }

    QString packFor(const QString &query, const QStringList &except) { return fx->piecePackFor(query, except); }

    static void key(Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(QApplication::focusWidget(), k, modifiers);
    }
    static void type(const QString &text)
    {
        for (QChar c : text)
            QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
    }

    int applied(const QString &bundleId) const
    {
        int n = 0;
        for (const demo::AppliedAdd &a : fx->server()->appliedAdds())
            n += a.bundleId == bundleId && !a.foreign ? 1 : 0;
        return n;
    }

    // The add-again question for the current line, answered with a real key.
    QString askAgain(Qt::Key answer)
    {
        QTest::keyClick(w->page<ui::QuickOrderPage>()->grid(), Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
        QPointer<QMessageBox> box;
        if (!QTest::qWaitFor([&] { return (box = w->findChild<QMessageBox *>(QStringLiteral("addAgainQuestion"))) && box->isVisible(); }, kNet))
            return {};
        const QString text = box->text();
        QTest::keyClick(box->focusWidget() ? box->focusWidget() : box.data(), answer);
        return QTest::qWaitFor([&] { return !box; }, kNet) ? text : QString();
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        ui::BatchAddSummary::setNextAnswer(ui::BatchAddSummary::Answer::Ask);
        w.reset();
        fx.reset();
    }

    void restartWhileAnAddIsOpen()
    {
        QVERIFY(start());
        QStringList packs;
        for (const QString &query : {QStringLiteral("milk"), QStringLiteral("water"), QStringLiteral("coffee"), QStringLiteral("beer")})
            packs << packFor(query, packs);
        QVERIFY2(!packs.contains(QString()), qPrintable(packs.join(u',')));
        const QList<int> quantities{3, 2, 4, 1};

        // Typed, then added: the second add's answer is lost, the third takes long.
        for (int i = 0; i < 4; ++i) {
            type(packs.at(i));
            key(Qt::Key_Return);
            type(QString::number(quantities.at(i)));
            key(Qt::Key_Return);
        }
        QTRY_VERIFY_WITH_TIMEOUT(model()->filledCount() == 4 && qo()->sendableRows().size() == 4, kNet);
        demo::FaultOptions faults;
        faults.addFaultSchedule = {demo::AddFault::none(), demo::AddFault::status(500, false), demo::AddFault::delay(3000)};
        fx->server()->setFaults(faults);
        fx->server()->resetAudit();
        key(Qt::Key_Return, Qt::ControlModifier);
        QPointer<ui::BatchAddSummary> summary;
        QTRY_VERIFY_WITH_TIMEOUT((summary = w->findChild<ui::BatchAddSummary *>()) && summary->isVisible(), kNet);
        QTest::keyClick(summary->focusWidget(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(line(0).addState == State::Confirmed && line(1).addState == State::Uncertain
                                     && fx->server()->addItemReceipts(packs.at(2)) == 1,
                                 kNet);
        QVERIFY(line(2).sending);
        QVERIFY(!values::isFinalAddState(line(2).addState));
        const QList<quint64> ids{line(0).addId, line(1).addId, line(2).addId, line(3).addId};
        QVERIFY(!ids.contains(0));

        // Gone while the third is on its way; the backend applies it meanwhile.
        std::unique_ptr<QObject> server = stopKeepingServer();
        auto *backend = static_cast<demo::DemoServer *>(server.get());
        QTRY_VERIFY_WITH_TIMEOUT(backend->appliedAdds().size() == 2, kNet);

        // Rebuilt over the same draft and ledger.
        QVERIFY(start(std::move(server)));
        QCOMPARE(model()->filledCount(), 4);
        for (int row = 0; row < 4; ++row)
            QCOMPARE(line(row).addId, ids.at(row));
        QCOMPARE(line(0).addState, State::Confirmed);
        QCOMPARE(line(1).addState, State::Uncertain);
        // The sign-in's basket read settles the two that were open, on their lines.
        QTRY_VERIFY_WITH_TIMEOUT(line(2).addState == State::Confirmed && line(3).addState == State::Failed, kNet);
        QVERIFY(!line(2).interrupted);
        QCOMPARE(model()->index(2, 0).data(QM::StatusKindRole).toInt(), int(Kind::Ok));
        QCOMPARE(model()->index(3, 0).data(QM::StatusKindRole).toInt(), int(Kind::Error));
        QCOMPARE(qo()->sendableRows(), QList<int>{3}); // added or not known: not by Ctrl+Enter

        // Ctrl+Enter: only the line that never left (one line: no summary).
        QTRY_VERIFY(fx->services().quickOrder && !w->isBusy());
        w->page<ui::QuickOrderPage>()->focusGrid();
        key(Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(line(3).addState == State::Confirmed && !qo()->isAdding(), kNet);
        QVERIFY(!w->findChild<ui::BatchAddSummary *>());
        for (int i = 0; i < 4; ++i)
            QCOMPARE(fx->server()->addItemReceipts(packs.at(i)), 1);
        QCOMPARE(applied(packs.at(0)), 1);
        QCOMPARE(applied(packs.at(1)), 0); // its answer was lost; it was never sent again
        QCOMPARE(applied(packs.at(2)), 1);
        QCOMPARE(applied(packs.at(3)), 1);
        for (int i : {0, 2, 3}) {
            QTRY_VERIFY_WITH_TIMEOUT(fx->sync.basket().item(packs.at(i)), kNet);
            QCOMPARE(fx->sync.basket().item(packs.at(i))->quantity, values::Decimal::fromInt(quantities.at(i)));
            // The line says what the basket holds of its pack.
            QTRY_COMPARE(model()->index(i, 0).data(QM::InBasketRole).value<values::Decimal>(), values::Decimal::fromInt(quantities.at(i)));
            QCOMPARE(model()->index(i, 0).data(QM::InBasketTextRole).toString(),
                     QM::tr("in basket: %1").arg(QString::number(quantities.at(i))));
        }
        QVERIFY(!model()->index(1, 0).data(QM::InBasketRole).isValid());

        // "Add Again…" on the line not known: asked first; Esc sends nothing.
        w->page<ui::QuickOrderPage>()->grid()->setCurrentIndex(model()->index(1, QM::WhatColumn));
        const QString question = askAgain(Qt::Key_Escape);
        QVERIFY2(question.startsWith(ui::QuickOrderPage::tr("This line may already have been added (at %1).")
                                         .arg(QLocale().toString(line(1).addedAt.toLocalTime().time(), QLocale::ShortFormat))),
                 qPrintable(question));
        QVERIFY(question.contains(QStringLiteral("the app cannot remove lines")));
        QCOMPARE(fx->server()->addItemReceipts(packs.at(1)), 1);
        // Enter: sent once more, naming the add it repeats.
        QVERIFY(!askAgain(Qt::Key_Return).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(line(1).addState == State::Confirmed && !qo()->isAdding(), kNet);
        QCOMPARE(fx->server()->addItemReceipts(packs.at(1)), 2);
        QCOMPARE(applied(packs.at(1)), 1);
        const auto repeat = fx->graph->adds()->ledger()->entry(qint64(line(1).addId));
        QVERIFY(repeat);
        QCOMPARE(repeat->againOf, qint64(ids.at(1)));

        // On an added line the question says so; Esc.
        w->page<ui::QuickOrderPage>()->grid()->setCurrentIndex(model()->index(0, QM::WhatColumn));
        QVERIFY(askAgain(Qt::Key_Escape).startsWith(ui::QuickOrderPage::tr("This line was added at %1.")
                                                         .arg(QLocale().toString(line(0).addedAt.toLocalTime().time(),
                                                                                 QLocale::ShortFormat))));
        QCOMPARE(fx->server()->addItemReceipts(packs.at(0)), 1);
        // A line never added has nothing to add again.
        model()->appendLines({QM::lineFor(line(0).pick, values::Decimal::fromInt(1))});
        w->page<ui::QuickOrderPage>()->grid()->setCurrentIndex(model()->index(4, QM::WhatColumn));
        QTest::keyClick(w->page<ui::QuickOrderPage>()->grid(), Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!w->findChild<QMessageBox *>(QStringLiteral("addAgainQuestion")));
        QVERIFY(w->page<ui::QuickOrderPage>()->banner()->isShown()); // it says why
        QCOMPARE(fx->server()->addItemReceipts(packs.at(0)), 1);
    }
};

QTEST_MAIN(TestQuickOrderAgain)
#include "tst_quickorder_again.moc"
