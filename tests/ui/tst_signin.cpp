// The sign-in form by keyboard and its address rules, and the delivery address that comes
// back after "Remember me" and a restart. Real dialog, embedded backend over loopback HTTP,
// real keychain (run inside a private keyring).

#include "app/demo/DemoServer.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/Banner.h"
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/SignInFlow.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QSettings>
#include <QTest>

using namespace webshop;
using ui::LoginDialog;

namespace {
constexpr int kNet = 20000;
}

class TestSignIn : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    bool startWindow(quint16 port = 0)
    {
        fx = std::make_unique<test::UiFixture>();
        if (!fx->startServer(demo::DemoOptions{}, port))
            return false;
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        return QTest::qWaitForWindowExposed(w.get());
    }

    LoginDialog *openForm()
    {
        LoginDialog *login = w->signIn()->openLogin(false);
        if (login && !QTest::qWaitForWindowExposed(login))
            return nullptr;
        return login;
    }

    void chooseCompanyServer(LoginDialog *login, const QString &address)
    {
        auto *server = login->findChild<QComboBox *>(QStringLiteral("serverChoice"));
        server->setCurrentIndex(server->findText(LoginDialog::tr("Company server")));
        login->findChild<QLineEdit *>(QStringLiteral("serverUrl"))->setText(address);
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
        QSettings().clear(); // no remembered login or address from an earlier test
        QVERIFY(startWindow());
    }

    void cleanup()
    {
        if (fx && fx->session.state() != auth::Session::State::LoggedOut)
            fx->session.logout(); // also removes the keychain entries
        w.reset();
        fx.reset();
    }

    void enterSignsInFromEveryField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<bool>("companyServer");
        QTest::addColumn<int>("key");
        QTest::newRow("server choice") << QStringLiteral("serverChoice") << false << int(Qt::Key_Return);
        QTest::newRow("server address") << QStringLiteral("serverUrl") << true << int(Qt::Key_Return);
        QTest::newRow("API user") << QStringLiteral("apiUser") << false << int(Qt::Key_Return);
        QTest::newRow("API password") << QStringLiteral("apiPassword") << false << int(Qt::Key_Return);
        QTest::newRow("username") << QStringLiteral("username") << false << int(Qt::Key_Return);
        QTest::newRow("password") << QStringLiteral("password") << false << int(Qt::Key_Return);
        QTest::newRow("password, keypad Enter") << QStringLiteral("password") << false << int(Qt::Key_Enter);
        QTest::newRow("remember me") << QStringLiteral("rememberMe") << false << int(Qt::Key_Return);
    }
    void enterSignsInFromEveryField()
    {
        QFETCH(QString, field);
        QFETCH(bool, companyServer);
        QFETCH(int, key);
        LoginDialog *login = openForm();
        QVERIFY(login);
        if (companyServer)
            chooseCompanyServer(login, fx->server()->url().toString());
        auto *target = login->findChild<QWidget *>(field);
        QVERIFY(target);
        QVERIFY(target->isVisible());
        target->setFocus();
        QTest::keyClick(target, Qt::Key(key));
        QCOMPARE(login->step(), LoginDialog::Step::SigningIn);
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedIn, kNet);
        // Several addresses: the choice follows, and Enter there continues too.
        QTRY_COMPARE_WITH_TIMEOUT(login->step(), LoginDialog::Step::ChooseAddress, kNet);
        QPointer<LoginDialog> guard(login);
        QTest::keyClick(login->findChild<QListWidget *>(QStringLiteral("addressList")), Qt::Key(key));
        QTRY_VERIFY(!guard || !guard->isVisible());
        QCOMPARE(fx->session.currentAddressIndex(), 0);
    }

    void credentialsInTheAddressAreRefused_data()
    {
        QTest::addColumn<QString>("address");
        QTest::newRow("user and password") << QStringLiteral("https://buyer:s3cret@shop.example.com");
        QTest::newRow("user only") << QStringLiteral("https://s3cret@shop.example.com");
        QTest::newRow("loopback, no scheme") << QStringLiteral("buyer:s3cret@127.0.0.1:9");
    }
    void credentialsInTheAddressAreRefused()
    {
        QFETCH(QString, address);
        LoginDialog *login = openForm();
        QVERIFY(login);
        chooseCompanyServer(login, address);
        auto *url = login->findChild<QLineEdit *>(QStringLiteral("serverUrl"));
        QTest::keyClick(url, Qt::Key_Return);
        auto *banner = login->findChild<ui::Banner *>(QStringLiteral("loginBanner"));
        QVERIFY(banner->isShown());
        QCOMPARE(banner->kind(), ui::Banner::Kind::Error);
        QVERIFY2(banner->text().contains(LoginDialog::tr("must not contain a user name or password")),
                 qPrintable(banner->text()));
        QVERIFY(!banner->text().contains(QStringLiteral("s3cret"))); // never repeated
        QCOMPARE(login->step(), LoginDialog::Step::Credentials);
        QCOMPARE(fx->session.state(), auth::Session::State::LoggedOut); // nothing was sent
        QVERIFY(url->hasFocus());
    }

    // "Remember me", then a restart (new objects, same server address, same settings and
    // keychain): the session and the delivery address chosen last come back without a question.
    void rememberedLoginKeepsTheAddress()
    {
        LoginDialog *login = openForm();
        QVERIFY(login);
        login->findChild<QCheckBox *>(QStringLiteral("rememberMe"))->setChecked(true);
        QTest::keyClick(login->findChild<QLineEdit *>(QStringLiteral("password")), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(login->step(), LoginDialog::Step::ChooseAddress, kNet);
        auto *list = login->findChild<QListWidget *>(QStringLiteral("addressList"));
        QCOMPARE(list->count(), 4);
        list->setCurrentRow(2);
        QPointer<LoginDialog> first(login);
        QTest::keyClick(list, Qt::Key_Return);
        QTRY_VERIFY(!first || !first->isVisible());
        const QString store = fx->session.deliveryAddresses().at(2).storeId;
        QCOMPARE(fx->client.context().storeId, store);
        QVERIFY(!fx->session.secretsInMemoryOnly()); // the keychain took the login

        // Restart.
        const quint16 port = fx->server()->port();
        w.reset();
        fx.reset();
        QVERIFY(startWindow(port));
        QPointer<LoginDialog> second = w->signIn()->openLogin(true); // what the app does at start
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedIn, kNet);
        QTRY_VERIFY(!second || !second->isVisible());
        QCOMPARE(fx->session.currentAddressIndex(), 2);
        QCOMPARE(fx->client.context().storeId, store);
        // The toolbar still offers a change of address.
        QCOMPARE(w->addressBox()->count(), 4);
        QCOMPARE(w->addressBox()->currentIndex(), 2);
        QVERIFY(w->addressBox()->isEnabled());

        // Nothing secret went into the settings file.
        QSettings settings;
        settings.sync();
        QFile file(settings.fileName());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray stored = file.readAll();
        QVERIFY(!stored.isEmpty());
        QVERIFY(!stored.contains(fx->demoCredentials().apiPassword.toUtf8()));
        QVERIFY(!stored.contains("JWT") && !stored.contains("jwt") && !stored.contains("eyJ")); // no token
    }

    void anotherCustomerStillChooses()
    {
        // The remembered address belongs to one customer: another one with several is asked.
        LoginDialog *login = openForm();
        QVERIFY(login);
        QTest::keyClick(login->findChild<QLineEdit *>(QStringLiteral("password")), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(login->step(), LoginDialog::Step::ChooseAddress, kNet);
        login->findChild<QListWidget *>(QStringLiteral("addressList"))->setCurrentRow(1);
        QPointer<LoginDialog> guard(login);
        QTest::keyClick(login->findChild<QListWidget *>(QStringLiteral("addressList")), Qt::Key_Return);
        QTRY_VERIFY(!guard || !guard->isVisible());
        fx->session.logout();

        demo::DemoCredentials hotel;
        const auto customers = demo::DemoServer::demoCustomers();
        for (const demo::DemoCredentials &c : customers)
            if (c.username == u"hotel@example.com")
                hotel = c;
        login = openForm();
        QVERIFY(login);
        login->findChild<QLineEdit *>(QStringLiteral("username"))->setText(hotel.username);
        login->findChild<QLineEdit *>(QStringLiteral("password"))->setText(hotel.password);
        QTest::keyClick(login->findChild<QLineEdit *>(QStringLiteral("password")), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(login->step(), LoginDialog::Step::ChooseAddress, kNet);
        QCOMPARE(fx->session.currentAddressIndex(), -1);
    }
};

QTEST_MAIN(TestSignIn)
#include "tst_signin.moc"
