// The add ledger through the window, over one backend and a ledger file, by keyboard:
// - a start after a killed run: the adds that were on their way are told in one banner with the
//   right counts, once (not again at a new sign-in); its link opens the history on the add not
//   known; "Check Again" (Alt+H) settles that earlier run's add once the basket shows it;
// - View → Added to Basket (Ctrl+Shift+H): search, outcome filter, "Add Again Anyway…" asks
//   first (Esc: nothing sent; Alt+A: sent once, naming the add it repeats), CSV export.

#include "app/control/AddHistoryModel.h"
#include "app/control/BasketAdds.h"
#include "app/demo/DemoServer.h"
#include "app/localstore/AddLedger.h"
#include "tests/common/Await.h"
#include "tests/common/ServerBasket.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/AddHistoryDialog.h"
#include "ui/Banner.h"
#include "ui/MainWindow.h"
#include "ui/HistoryActions.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using State = values::AddState;
using control::AddHistoryModel;

namespace {
constexpr int kNet = 20000;
} // namespace

class TestAddHistoryUi : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir; // one per test: its own local store and ledger
    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    control::BasketAdds *adds() const { return fx->graph->adds(); }
    QString ledgerFile() const { return m_dir->filePath(QStringLiteral("ledger.sqlite")); }

    bool signIn()
    {
        fx->session.login(fx->demoCredentials());
        if (!QTest::qWaitFor([&] { return !fx->session.deliveryAddresses().isEmpty(); }, kNet))
            return false;
        fx->session.selectAddress(0);
        return QTest::qWaitFor([&] { return adds()->currentStoreKey().has_value() && fx->sync.hasBasket(); }, kNet);
    }

    bool start(std::unique_ptr<QObject> server = {})
    {
        fx = std::make_unique<test::UiFixture>(m_dir->filePath(QStringLiteral("localstore.sqlite")));
        if (server)
            fx->adoptServer(std::move(server));
        else if (!fx->startServer())
            return false;
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        return QTest::qWaitForWindowExposed(w.get()) && signIn();
    }

    std::unique_ptr<QObject> stopKeepingServer()
    {
        w.reset();
        std::unique_ptr<QObject> server = fx->releaseServer();
        fx.reset();
        return server;
    }

    QString packFor(const QString &query, const QStringList &except) { return fx->piecePackFor(query, except); }

    localstore::LedgerEntry entry(const QString &bundle, int amount, State state) const
    {
        localstore::LedgerEntry e;
        e.key = *adds()->currentStoreKey();
        e.bundleId = bundle;
        e.name = QStringLiteral("Article %1").arg(bundle);
        e.pack = QStringLiteral("Case of 6");
        e.amount = values::Decimal::fromInt(amount);
        e.unitGross = values::Decimal::fromCents(1000);
        e.currency = QStringLiteral("EUR");
        e.source = QStringLiteral("quickorder");
        e.state = state;
        return e;
    }

    bool addOnTheServer(const QString &bundle, int amount)
    {
        return bool(test::awaitJob(fx->client.addItem(bundle, values::Decimal::fromInt(amount)), QStringLiteral("add"),
                              [](api::AddItemJob *) {}));
    }

    // Offscreen, a new window does not always keep the activation: ask until it has it.
    static bool activate(QPointer<QWidget> window)
    {
        return QTest::qWaitFor([&] {
            if (window && QApplication::activeWindow() != window)
                window->activateWindow();
            return window && QApplication::activeWindow() == window;
        }, kNet);
    }

    ui::AddHistoryDialog *activeHistory()
    {
        QPointer<ui::AddHistoryDialog> d;
        if (!QTest::qWaitFor([&] { return (d = w->history()->addHistoryDialog()) && d->isVisible(); }, kNet))
            return nullptr;
        return activate(d.data()) ? d.data() : nullptr;
    }

    static void alt(QWidget *window, Qt::Key k) { QTest::keyClick(window, k, Qt::AltModifier); }
    static void key(Qt::Key k, Qt::KeyboardModifiers m = Qt::NoModifier)
    {
        QTest::keyClick(QApplication::focusWidget(), k, m);
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void cleanup()
    {
        ui::AddHistoryDialog::setSavePathChooser({});
        w.reset();
        fx.reset();
        m_dir.reset();
    }

    void aStartAfterAKilledRun()
    {
        QVERIFY(start());
        QStringList packs;
        for (const QString &query : {QStringLiteral("water"), QStringLiteral("milk"), QStringLiteral("coffee")})
            packs << packFor(query, packs);
        QVERIFY2(!packs.contains(QString()), qPrintable(packs.join(u',')));
        qint64 ids[3] = {};
        {
            // What a killed run left in the ledger: two adds on the wire, one not sent yet.
            localstore::AddLedger earlier;
            QVERIFY(earlier.open(ledgerFile()));
            for (int i = 0; i < 3; ++i) {
                ids[i] = earlier.append(entry(packs.at(i), i == 0 ? 2 : 1, State::Queued));
                QVERIFY(ids[i] > 0);
                if (i < 2) {
                    QVERIFY(earlier.setBeforeQuantity(ids[i], test::serverQuantity(fx->client, packs.at(i))));
                    QVERIFY(earlier.setState(ids[i], State::Sending, {}));
                }
            }
        }
        QVERIFY(addOnTheServer(packs.at(0), 2)); // the first arrived
        QVERIFY(start(stopKeepingServer()));

        ui::Banner *banner = w->history()->recoveryBanner();
        QTRY_VERIFY_WITH_TIMEOUT(banner->isShown(), kNet);
        const QString expected = control::BasketAdds::tr("%n add(s) were on their way when the app closed:", nullptr, 3)
            + u' ' + control::BasketAdds::tr("%n in the basket", nullptr, 1) + QStringLiteral(", ")
            + control::BasketAdds::tr("%n not known (check the basket)", nullptr, 1) + QStringLiteral(", ")
            + control::BasketAdds::tr("%n not sent", nullptr, 1) + u'.';
        QCOMPARE(banner->text(), expected);
        QCOMPARE(banner->kind(), ui::Banner::Kind::Warning);
        QCOMPARE(adds()->ledger()->entry(ids[0])->state, State::Confirmed);
        QCOMPARE(adds()->ledger()->entry(ids[2])->state, State::Failed);

        // Its link, by keyboard: the history on the add that is not known.
        banner->actionButton()->setFocus();
        QTest::keyClick(banner->actionButton(), Qt::Key_Space);
        ui::AddHistoryDialog *dialog = activeHistory();
        QVERIFY(dialog);
        QTRY_COMPARE(dialog->model()->rowCount(), 1);
        QCOMPARE(dialog->model()->row(0).id, quint64(ids[1]));
        QCOMPARE(dialog->model()->index(0, AddHistoryModel::Outcome).data().toString(), AddHistoryModel::tr("Not known"));

        // It arrives late; Alt+H reads the basket and settles the earlier run's add.
        QVERIFY(addOnTheServer(packs.at(1), 1));
        dialog->table()->setFocus();
        QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("checkAgainButton"))->isEnabled());
        alt(dialog, Qt::Key_H);
        QTRY_COMPARE_WITH_TIMEOUT(adds()->ledger()->entry(ids[1])->state, State::Confirmed, kNet);
        QTRY_VERIFY(dialog->banner()->text().contains(control::BasketAdds::tr("%n in the basket", nullptr, 1)));
        QTRY_COMPARE(dialog->model()->rowCount(), 0); // nothing not known any more
        QCOMPARE(fx->server()->addItemReceipts(packs.at(1)), 1); // checked, never sent again

        // Told once: not again at a new sign-in.
        QTest::keyClick(dialog, Qt::Key_Escape);
        fx->session.logout();
        QTRY_VERIFY(!banner->isShown());
        QVERIFY(signIn());
        // The recovery is decided by the first basket read after the sign-in (it has come):
        // once the queue is idle and what it queued has run, the banner would be up.
        QTRY_VERIFY(!fx->sync.isBusy());
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QVERIFY(!banner->isShown());
    }

    void historyByKeyboard()
    {
        QVERIFY(start());
        const QString notKnownPack = packFor(QStringLiteral("milk"), {});
        const QString addedPack = packFor(QStringLiteral("water"), {notKnownPack});
        QVERIFY(!notKnownPack.isEmpty() && !addedPack.isEmpty());
        const qint64 notKnown = adds()->ledger()->append(entry(notKnownPack, 1, State::Uncertain));
        values::AddIntent intent;
        intent.bundleId = addedPack;
        intent.amount = values::Decimal::fromInt(2);
        intent.name = QStringLiteral("Sparkling water");
        const quint64 added = adds()->add(intent);
        QTRY_COMPARE_WITH_TIMEOUT(adds()->state(added), State::Confirmed, kNet);

        QVERIFY(activate(w.get()));
        QTest::keyClick(w.get(), Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
        ui::AddHistoryDialog *dialog = activeHistory();
        QVERIFY(dialog);
        AddHistoryModel *model = dialog->model();
        QTRY_COMPARE(model->rowCount(), 2);

        // Alt+S: the search field; typed words filter.
        alt(dialog, Qt::Key_S);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("addHistorySearch"));
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("sparkling"));
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(model->row(0).id, added);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
        key(Qt::Key_Delete);
        QTRY_COMPARE(model->rowCount(), 2);

        // Alt+O: the outcome; Down twice: "Not known".
        alt(dialog, Qt::Key_O);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("addHistoryOutcome"));
        key(Qt::Key_Down);
        key(Qt::Key_Down);
        QCOMPARE(model->filter(), AddHistoryModel::Filter::NotKnown);
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(model->row(0).id, quint64(notKnown));

        // Tab to the table, select the row; Alt+A asks first, Esc sends nothing.
        key(Qt::Key_Tab);
        key(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), dialog->table());
        key(Qt::Key_Home);
        key(Qt::Key_Space);
        QTRY_VERIFY(dialog->findChild<QPushButton *>(QStringLiteral("addAgainAnywayButton"))->isEnabled());
        const auto ask = [&]() -> QMessageBox * {
            if (!activate(dialog))
                return nullptr;
            alt(dialog, Qt::Key_A);
            QPointer<QMessageBox> box;
            if (!QTest::qWaitFor([&] { return (box = dialog->findChild<QMessageBox *>(QStringLiteral("addAgainAnywayQuestion"))) && box->isVisible(); }, kNet))
                return nullptr;
            return activate(box.data()) ? box.data() : nullptr;
        };
        QMessageBox *box = ask();
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("twice")) && box->text().contains(QStringLiteral("cannot remove lines")),
                 qPrintable(box->text()));
        QTest::keyClick(box->focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!dialog->findChild<QMessageBox *>(QStringLiteral("addAgainAnywayQuestion")));
        QCOMPARE(fx->server()->addItemReceipts(notKnownPack), 0);
        // Alt+A in the question adds it once, naming the add it repeats.
        box = ask();
        QVERIFY(box);
        QTest::keyClick(box, Qt::Key_A, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(fx->server()->addItemReceipts(notKnownPack), 1, kNet);
        const QList<localstore::LedgerEntry> all = adds()->ledger()->history(*adds()->currentStoreKey());
        QCOMPARE(all.size(), 3);
        QCOMPARE(all.first().againOf, notKnown);
        QTRY_COMPARE_WITH_TIMEOUT(adds()->state(quint64(all.first().id)), State::Confirmed, kNet);

        // Alt+O, Home: every outcome; Alt+X exports the rows shown.
        QVERIFY(activate(dialog));
        alt(dialog, Qt::Key_O);
        key(Qt::Key_Home);
        QTRY_COMPARE(model->rowCount(), 3);
        const QString path = m_dir->filePath(QStringLiteral("history.csv"));
        ui::AddHistoryDialog::setSavePathChooser([path](QWidget *, const QString &) { return path; });
        alt(dialog, Qt::Key_X);
        QFile file(path);
        QTRY_VERIFY(file.exists());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).remove(QChar(0xfeff)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.first(), AddHistoryModel::csvHeader().join(u','));
        // Newest first: the add again, confirmed, naming the add it repeats (again_of).
        QVERIFY2(lines.at(1).contains(QStringLiteral(",quickorder,,confirmed,%1,").arg(notKnown)), qPrintable(lines.at(1)));
    }
};

QTEST_MAIN(TestAddHistoryUi)
#include "tst_addhistory_ui.moc"
