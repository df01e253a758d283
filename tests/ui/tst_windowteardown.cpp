// The window torn down in the middle of the buyer's work, as the app does when it quits with
// the window on screen or rebuilds it (language, theme): a quick-order line being typed is
// committed while the window is whole and stays in the draft, and once a widget's own
// destructor has run, no signal of the object graph reaches it any more (its slots and lambdas
// would run on a half-destroyed object: UBSan's vptr report, a crash in a release build).

#include "app/control/OfflineCache.h"
#include "app/control/PriceHistory.h"
#include "app/control/QuickOrder.h"
#include "app/control/StoreComparison.h"
#include "app/demo/DemoServer.h"
#include "models/PriceMemory.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/MainWindow.h"
#include "ui/QuickOrderPage.h"
#include "ui/WhatEdit.h"

#include <QApplication>
#include <QFile>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using QM = models::QuickOrderModel;

namespace {
constexpr int kNet = 20000;
const QString kTyped = QStringLiteral("zzqx half typed");

// Runs `probe` at every event a watched object receives (the window's Hide in ~QWidget).
class EventProbe : public QObject
{
public:
    explicit EventProbe(std::function<void()> probe) : m_probe(std::move(probe)) {}
    bool eventFilter(QObject *, QEvent *) override
    {
        m_probe();
        return false;
    }

private:
    std::function<void()> m_probe;
};
} // namespace

class TestWindowTeardown : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    control::QuickOrder *qo() const { return fx->services().quickOrder; }
    QM *model() const { return qo()->model(); }

    // Signed in, every page built once, the quick order page on screen with its grid focused.
    bool start()
    {
        fx = std::make_unique<test::UiFixture>();
        if (!fx->startServer())
            return false;
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
        for (const Qt::Key page : {Qt::Key_2, Qt::Key_3, Qt::Key_1, Qt::Key_4})
            QTest::keyClick(w.get(), page, Qt::ControlModifier);
        return w->isShowing<ui::QuickOrderPage>() && QTest::qWaitFor([&] { return !w->isBusy(); }, kNet);
    }

    // Types into the first "what" cell and leaves the editor open.
    bool typeALine()
    {
        qo()->setSuggestDelay(60000); // no lookup on its way meanwhile
        for (QChar c : kTyped)
            QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
        auto *edit = qobject_cast<ui::WhatEdit *>(QApplication::focusWidget());
        return edit && edit->text() == kTyped && model()->line(0).what.isEmpty();
    }

    // Every object of the graph a widget could be connected to, found here rather than by the
    // product's own list: the services and everything they own.
    QList<QObject *> graphObjects() const
    {
        const ui::Services s = fx->services();
        QList<QObject *> all;
        for (QObject *root : std::initializer_list<QObject *>{
                 s.prices, s.images, s.articles, s.search, s.details, s.basket, s.lists, s.listItems, s.priceMemory,
                 s.session, s.quitGuard, s.storeComparison, s.quickOrder, s.priceHistory, s.offline}) {
            if (root)
                all << root << root->findChildren<QObject *>();
        }
        return all;
    }

    bool draftHasTheLine() const
    {
        QFile draft(qo()->draftPath());
        return draft.open(QIODevice::ReadOnly) && draft.readAll().contains(kTyped.toUtf8());
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QApplication::setQuitOnLastWindowClosed(false);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    }

    void cleanup()
    {
        if (fx)
            model()->clearAll();
        w.reset();
        fx.reset();
    }

    // Quit (the window closed, then destroyed): the line is taken before the window hides.
    void closedWhileALineIsTyped()
    {
        QVERIFY(start());
        QVERIFY(typeALine());
        QVERIFY(w->close());
        QCOMPARE(model()->line(0).what, kTyped);
        w.reset();
        QTRY_VERIFY(draftHasTheLine());
    }

    // Destroyed while on screen (the shell's teardown, a rebuilt window): the cell editor is
    // committed while the window is whole, and no widget is reached after its destructor.
    void destroyedWhileALineIsTyped()
    {
        QVERIFY(start());
        QVERIFY(typeALine());
        const QList<QObject *> graph = graphObjects();
        QVERIFY(graph.size() > 15);

        ui::MainWindow *const window = w.get();
        // Whether the window was still a MainWindow (its destructor not yet run) at each change
        // of the grid.
        QList<bool> wholeAtChange;
        const QMetaObject::Connection changes = connect(model(), &QAbstractItemModel::dataChanged, this, [&] {
            wholeAtChange << (qobject_cast<ui::MainWindow *>(window) != nullptr);
        });

        // Every object of the window of the app's own classes (Qt's views keep their model's
        // connections until ~QObject: Qt's business), with its type: once its metaObject() is a
        // base's, its destructor has run, and the graph must have no connection to it.
        struct Watched
        {
            QPointer<QObject> object;
            const QMetaObject *type;
            bool probed = false;
        };
        QList<Watched> watched{{window, window->metaObject()}};
        for (QObject *o : window->findChildren<QObject *>()) {
            if (QByteArray(o->metaObject()->className()).startsWith("webshop::"))
                watched.append({o, o->metaObject()});
        }
        QStringList reached;
        int windowProbes = 0;
        const auto probe = [&] {
            for (Watched &x : watched) {
                if (x.probed || !x.object || x.object->metaObject() == x.type)
                    continue; // done, gone, or still whole
                x.probed = true;
                windowProbes += x.object == window ? 1 : 0;
                for (QObject *sender : graph) {
                    // disconnect() says whether there was a connection (and ends it: the test's
                    // only way to see it without running it).
                    if (QObject::disconnect(sender, nullptr, x.object, nullptr))
                        reached << QStringLiteral("%1 (from %2)").arg(QLatin1String(x.type->className()),
                                                                        QLatin1String(sender->metaObject()->className()));
                }
            }
        };
        EventProbe events(probe);
        window->installEventFilter(&events);
        QObject probeContext;
        for (const Watched &x : std::as_const(watched))
            connect(x.object, &QObject::destroyed, &probeContext, probe);

        w.reset();
        disconnect(changes);

        QVERIFY2(windowProbes == 1, "the window was never seen between its destructor and its end");
        QVERIFY2(reached.isEmpty(), qPrintable(QStringLiteral("reached after its destructor: ") + reached.join(u", ")));
        QVERIFY2(!wholeAtChange.isEmpty(), "the typed line was never committed");
        QVERIFY2(!wholeAtChange.contains(false), "the grid changed after ~MainWindow had run");
        QCOMPARE(model()->line(0).what, kTyped);
        QTRY_VERIFY(draftHasTheLine());
    }
};

QTEST_MAIN(TestWindowTeardown)
#include "tst_windowteardown.moc"
