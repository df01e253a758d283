// The shell's start, in process: a login from the WEBSHOP_* environment for a customer with
// two delivery addresses goes to the remembered address, or asks for one, and then runs
// --search; --base-url is what the sign-in form shows.

#include "app/demo/DemoServer.h"
#include "app/shell/AppController.h"
#include "tests/common/TestEnv.h"
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/SignInFlow.h"
#include "ui/CataloguePage.h"

#include <QApplication>
#include <QComboBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace webshop;

namespace {
constexpr int kNet = 20000;

ui::MainWindow *mainWindow()
{
    const auto widgets = QApplication::topLevelWidgets();
    for (QWidget *w : widgets)
        if (auto *window = qobject_cast<ui::MainWindow *>(w))
            return window;
    return nullptr;
}
} // namespace

class TestAppStart : public QObject
{
    Q_OBJECT

    std::unique_ptr<demo::DemoServer> m_server;
    demo::DemoCredentials m_hotel; // two delivery addresses

    shell::AppOptions environmentStart() const
    {
        shell::AppOptions o;
        o.baseUrl = m_server->url();
        o.search = QStringLiteral("kaffee");
        o.locale = QStringLiteral("en-GB");
        return o;
    }

    void setEnvironmentLogin(bool on)
    {
        const std::pair<const char *, QString> vars[] = {{"WEBSHOP_API_USER", m_hotel.apiUser},
                                                         {"WEBSHOP_API_PASSWORD", m_hotel.apiPassword},
                                                         {"WEBSHOP_USERNAME", m_hotel.username},
                                                         {"WEBSHOP_PASSWORD", m_hotel.password}};
        for (const auto &[name, value] : vars) {
            if (on)
                qputenv(name, value.toUtf8());
            else
                qunsetenv(name);
        }
    }

    // A first start: nothing remembered, so the address choice opens and the search waits for
    // it; the buyer takes the second address.
    void firstStartTakesTheSecondAddress()
    {
        setEnvironmentLogin(true);
        shell::AppController app(environmentStart());
        QVERIFY(app.start());
        ui::MainWindow *w = mainWindow();
        QVERIFY(w);
        QTRY_VERIFY_WITH_TIMEOUT(w->signIn()->loginDialog() && w->signIn()->loginDialog()->isVisible()
                                     && w->signIn()->loginDialog()->step() == ui::LoginDialog::Step::ChooseAddress,
                                 kNet);
        QVERIFY(w->searchField()->text().isEmpty()); // no search before a store is known
        auto *list = w->signIn()->loginDialog()->findChild<QListWidget *>(QStringLiteral("addressList"));
        QCOMPARE(list->count(), 2);
        list->setCurrentRow(1);
        QTest::keyClick(list, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!w->signIn()->loginDialog() || !w->signIn()->loginDialog()->isVisible(), kNet);
        QCOMPARE(w->addressBox()->currentIndex(), 1);
        QCOMPARE(w->searchField()->text(), QStringLiteral("kaffee"));
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QApplication::setQuitOnLastWindowClosed(false);
        m_server = std::make_unique<demo::DemoServer>();
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        const auto customers = demo::DemoServer::demoCustomers();
        for (const demo::DemoCredentials &c : customers)
            if (c.username == u"hotel@example.com")
                m_hotel = c;
        QVERIFY(!m_hotel.username.isEmpty());
    }

    // Every test starts with nothing remembered.
    void init() { QSettings().clear(); }
    void cleanup() { setEnvironmentLogin(false); }

    // First start: nothing remembered, so the address choice opens; the search waits for it.
    void environmentLoginAsksForTheAddress() { firstStartTakesTheSecondAddress(); }

    // Next start: the address chosen last time is used again, and --search runs at once.
    void environmentLoginUsesTheRememberedAddress()
    {
        firstStartTakesTheSecondAddress();
        if (QTest::currentTestFailed())
            return;
        // Searches of this start: those after its client login (the previous test's last
        // requests may still be served now).
        QObject counting;
        int searches = -1;
        connect(m_server.get(), &demo::DemoServer::requestServed, &counting,
                [&searches](const QString &, const QString &path, int) {
                    if (path.endsWith(u"/login/client"))
                        searches = 0;
                    else if (searches >= 0 && path.contains(u"/search"))
                        ++searches;
                });
        shell::AppController app(environmentStart());
        QVERIFY(app.start());
        ui::MainWindow *w = mainWindow();
        QVERIFY(w);
        QTRY_COMPARE_WITH_TIMEOUT(w->searchField()->text(), QStringLiteral("kaffee"), kNet);
        QTRY_VERIFY_WITH_TIMEOUT(w->page<ui::CataloguePage>()->resultsView()->model()->rowCount() > 0, kNet);
        // One request for the first page: not one more per handler of the address change.
        QCOMPARE(searches, 1);
        // The local store (price history, saved views) is opened after the first frame, not
        // never: its file is there once the results are.
        QVERIFY(QFileInfo(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                          + QStringLiteral("/localstore.sqlite"))
                    .size()
                > 0);
        QCOMPARE(w->addressBox()->currentIndex(), 1);
        QVERIFY(!w->signIn()->loginDialog() || !w->signIn()->loginDialog()->isVisible());
        // The toolbar still offers the other address.
        QVERIFY(w->addressBox()->isEnabled());
        QCOMPARE(w->addressBox()->count(), 2);
    }

    void baseUrlIsShownInTheForm()
    {
        shell::AppOptions o;
        o.baseUrl = QUrl(QStringLiteral("https://shop.example.com:8443/webshop"));
        o.locale = QStringLiteral("en-GB");
        shell::AppController app(o);
        QVERIFY(app.start());
        ui::MainWindow *w = mainWindow();
        QVERIFY(w);
        QTRY_VERIFY(w->signIn()->loginDialog() && w->signIn()->loginDialog()->isVisible());
        ui::LoginDialog *login = w->signIn()->loginDialog();
        QCOMPARE(login->findChild<QLineEdit *>(QStringLiteral("serverUrl"))->text(),
                 QStringLiteral("https://shop.example.com:8443/webshop"));
        QVERIFY(login->findChild<QLineEdit *>(QStringLiteral("serverUrl"))->isVisible());
        QCOMPARE(login->selectedServerUrl(), o.baseUrl);
    }
};

QTEST_MAIN(TestAppStart)
#include "tst_appstart.moc"
