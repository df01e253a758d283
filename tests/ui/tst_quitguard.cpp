// Quitting with basket additions open: the buyer is asked (wait / quit anyway / cancel);
// "wait" closes the window by itself once every addition has landed; nothing open, nothing
// asked. The question itself is checked by keyboard on the real dialog.

#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"
#include "tests/common/ServerBasket.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/Banner.h"
#include "ui/MainWindow.h"
#include "ui/WindowMenus.h"
#include "ui/QuitQuestion.h"
#include "ui/Theme.h"

#include <QAbstractButton>
#include <QApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using ui::QuitQuestion;

namespace {
constexpr int kNet = 30000;
}

class TestQuitGuard : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;
    QString m_bundle;

    values::Decimal lineAmount(const values::Basket &basket) const
    {
        const values::BasketItem *item = basket.item(m_bundle);
        return item ? item->quantity : values::Decimal();
    }

    // Puts one addition on its way; the backend answers slowly so it stays open a while.
    void startSlowAdd()
    {
        demo::FaultOptions slow;
        slow.latencyMs = 700;
        fx->server()->setFaults(slow);
        fx->sync.add(m_bundle, values::Decimal::fromInt(1));
        QVERIFY(fx->sync.isBusy());
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QApplication::setQuitOnLastWindowClosed(false);
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void init()
    {
        QSettings().clear();
        QuitQuestion::setNextAnswer(std::nullopt);
        fx = std::make_unique<test::UiFixture>();
        demo::DemoOptions options;
        options.prefillDemoBasket = true;
        QVERIFY(fx->startServer(options));
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        fx->session.login(fx->demoCredentials());
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedIn, kNet);
        fx->session.selectAddress(0);
        QTRY_VERIFY_WITH_TIMEOUT(fx->sync.hasBasket() && !fx->sync.basket().items.isEmpty() && !fx->sync.isBusy(),
                                 kNet);
        m_bundle = fx->sync.basket().items.constFirst().article;
    }

    void cleanup()
    {
        QuitQuestion::setNextAnswer(std::nullopt);
        w.reset();
        fx.reset();
    }

    void nothingOpenNothingAsked()
    {
        QuitQuestion::setNextAnswer(QuitQuestion::Answer::Cancel);
        QVERIFY(w->close());
        QVERIFY(!w->isVisible());
        QVERIFY(QuitQuestion::hasNextAnswer()); // not asked
    }

    void waitClosesOnceTheAdditionLanded()
    {
        const values::Decimal before = lineAmount(fx->sync.basket());
        startSlowAdd();
        QuitQuestion::setNextAnswer(QuitQuestion::Answer::Wait);
        QVERIFY(!w->close());
        QVERIFY(!QuitQuestion::hasNextAnswer()); // asked
        QVERIFY(w->isVisible());
        QVERIFY(w->banner()->isShown());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isVisible(), kNet);
        QVERIFY(!fx->sync.isBusy());
        fx->server()->setFaults({});
        QCOMPARE(fx->server()->addItemRequestCount(), 1);
        values::Basket server;
        AWAITED(test::readServerBasket(fx->client, server, kNet));
        QCOMPARE(lineAmount(server), before + values::Decimal::fromInt(1));
    }

    void quitAnywayQuitsNow()
    {
        startSlowAdd();
        QuitQuestion::setNextAnswer(QuitQuestion::Answer::QuitAnyway);
        QVERIFY(w->close());
        QVERIFY(!QuitQuestion::hasNextAnswer());
        QVERIFY(!w->isVisible());
    }

    void cancelKeepsTheWindow()
    {
        startSlowAdd();
        QuitQuestion::setNextAnswer(QuitQuestion::Answer::Cancel);
        QSignalSpy idle(&fx->sync, &api::BasketSync::busyChanged);
        QVERIFY(!w->close());
        QVERIFY(!QuitQuestion::hasNextAnswer());
        // The addition finishes; the window must not close by itself.
        QTRY_VERIFY_WITH_TIMEOUT(!idle.isEmpty() && !idle.constLast().constFirst().toBool(), kNet);
        QCoreApplication::processEvents();
        QVERIFY(w->isVisible());
    }

    // Log Out with an add on its way: asked; "wait" signs out once the add has landed, exactly once.
    void signOutWaitsForTheAddition()
    {
        const values::Decimal before = lineAmount(fx->sync.basket());
        startSlowAdd();
        QuitQuestion::setNextAnswer(QuitQuestion::Answer::Wait);
        w->menus()->logoutAction()->trigger();
        QVERIFY(!QuitQuestion::hasNextAnswer()); // asked
        QCOMPARE(fx->session.state(), auth::Session::State::LoggedIn); // not yet
        QVERIFY(w->banner()->isShown());
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedOut, kNet);
        QVERIFY(w->isVisible());
        fx->server()->setFaults({});
        QCOMPARE(fx->server()->addItemRequestCount(), 1);
        fx->session.login(fx->demoCredentials());
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedIn, kNet);
        fx->session.selectAddress(0);
        values::Basket server;
        AWAITED(test::readServerBasket(fx->client, server, kNet));
        QCOMPARE(lineAmount(server), before + values::Decimal::fromInt(1));
    }

    void signOutAnywaySignsOutNow()
    {
        startSlowAdd();
        QuitQuestion::setNextAnswer(QuitQuestion::Answer::QuitAnyway);
        w->menus()->logoutAction()->trigger();
        QVERIFY(!QuitQuestion::hasNextAnswer());
        QCOMPARE(fx->session.state(), auth::Session::State::LoggedOut);
    }

    void signOutCancelledStaysSignedIn()
    {
        startSlowAdd();
        QuitQuestion::setNextAnswer(QuitQuestion::Answer::Cancel);
        w->menus()->logoutAction()->trigger();
        QVERIFY(!QuitQuestion::hasNextAnswer());
        QTRY_VERIFY_WITH_TIMEOUT(!fx->sync.isBusy(), kNet);
        QCoreApplication::processEvents();
        QCOMPARE(fx->session.state(), auth::Session::State::LoggedIn);
    }

    void nothingOpenSignsOutWithoutAsking()
    {
        QuitQuestion::setNextAnswer(QuitQuestion::Answer::Cancel);
        w->menus()->logoutAction()->trigger();
        QVERIFY(QuitQuestion::hasNextAnswer()); // not asked
        QCOMPARE(fx->session.state(), auth::Session::State::LoggedOut);
    }

    void realQuestionByKeyboard_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<QuitQuestion::Answer>("answer");
        QTest::newRow("Return waits") << int(Qt::Key_Return) << QuitQuestion::Answer::Wait;
        QTest::newRow("keypad Enter waits") << int(Qt::Key_Enter) << QuitQuestion::Answer::Wait;
        QTest::newRow("Escape cancels") << int(Qt::Key_Escape) << QuitQuestion::Answer::Cancel;
    }
    void realQuestionByKeyboard()
    {
        QFETCH(int, key);
        QFETCH(QuitQuestion::Answer, answer);
        QuitQuestion question(w.get());
        QSignalSpy finished(&question, &QDialog::finished);
        question.open();
        QVERIFY(QTest::qWaitForWindowExposed(&question));
        QWidget *focus = question.focusWidget() ? question.focusWidget() : &question;
        QTest::keyClick(focus, Qt::Key(key));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(question.answer(), answer);
    }

    // No seam: closing shows the real question; Enter waits, and the window then closes by itself.
    void closeAsksTheRealQuestion()
    {
        startSlowAdd();
        QVERIFY(!w->close());
        QuitQuestion *question = nullptr;
        QTRY_VERIFY((question = w->findChild<QuitQuestion *>()) && question->isVisible());
        QWidget *focus = question->focusWidget() ? question->focusWidget() : question;
        QCOMPARE(focus->objectName(), QStringLiteral("waitButton"));
        QTest::keyClick(focus, Qt::Key_Return);
        QVERIFY(w->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isVisible(), kNet);
        fx->server()->setFaults({});
        QCOMPARE(fx->server()->addItemRequestCount(), 1);
    }
};

QTEST_MAIN(TestQuitGuard)
#include "tst_quitguard.moc"
