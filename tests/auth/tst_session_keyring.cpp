// Remember-me end to end with the real Secret Service (gnome-keyring in a private D-Bus
// session): login stores the entries, a new run restores from them, logout deletes them all.

#include "app/api/ApiClient.h"
#include "app/auth/SecretStore.h"
#include "app/auth/Session.h"
#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"
#include "tests/common/TestEnv.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using webshop::auth::SecretStore;
using webshop::auth::Session;

class TestSessionKeyring : public QObject
{
    Q_OBJECT
private:
    SecretStore::Status readStatus(SecretStore &store, const QString &key, QString *value = nullptr)
    {
        bool done = false;
        SecretStore::Result result;
        store.read(key, [&](const SecretStore::Result &r) {
            done = true;
            result = r;
        });
        if (!test::waitUntil([&] { return done; }, QStringLiteral("the keychain read"), 10000))
            return SecretStore::Status::Unavailable;
        if (value)
            *value = result.value;
        return result.status;
    }

private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void rememberRestoreLogout()
    {
        demo::DemoServer server;
        QVERIFY(server.listen());
        QNetworkAccessManager nam;
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        const auto customer = demo::DemoServer::demoCustomers().constFirst();
        auth::Credentials c{server.url(), demo::DemoServer::demoApiUser(), demo::DemoServer::demoApiPassword(),
                            customer.username, customer.password, true};
        const auto key = [&c](const QString &what) {
            return SecretStore::key(c.baseUrl.toString(), c.apiUser, c.username, what);
        };

        {
            api::ApiClient client(&nam);
            Session session(&client, &store);
            QSignalSpy ok(&session, &Session::loggedIn);
            QSignalSpy keychain(&session, &Session::keychainMessage);
            session.login(c);
            QTRY_COMPARE(ok.count(), 1);
            QString stored;
            QTRY_COMPARE(readStatus(store, key(QStringLiteral("password")), &stored), SecretStore::Status::Ok);
            QCOMPARE(stored, c.password);
            QCOMPARE(readStatus(store, key(QStringLiteral("apiPassword"))), SecretStore::Status::Ok);
            QCOMPARE(readStatus(store, key(QStringLiteral("clientToken"))), SecretStore::Status::Ok);
            QCOMPARE(keychain.count(), 0);
            QVERIFY(!session.secretsInMemoryOnly());
        }
        {
            // The next run: nothing but the server and the user names.
            api::ApiClient client(&nam);
            Session session(&client, &store);
            QSignalSpy ok(&session, &Session::loggedIn);
            session.restore(c.baseUrl, c.apiUser, c.username);
            QTRY_COMPARE(ok.count(), 1);
            QVERIFY(client.hasTokens());
            QSignalSpy out(&session, &Session::loggedOut);
            session.logout();
            QCOMPARE(out.count(), 1);
            for (const QString &what : Session::secretNames())
                QTRY_COMPARE(readStatus(store, key(what)), SecretStore::Status::NotFound);
        }
        {
            api::ApiClient client(&nam);
            Session session(&client, &store);
            QSignalSpy failed(&session, &Session::loginFailed);
            session.restore(c.baseUrl, c.apiUser, c.username);
            QTRY_COMPARE(failed.count(), 1);
            QVERIFY(failed.first().at(1).toString().isEmpty()); // simply not logged in
        }
    }
};

QTEST_GUILESS_MAIN(TestSessionKeyring)
#include "tst_session_keyring.moc"
