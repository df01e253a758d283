// Session against the embedded backend over real loopback HTTP, with an in-memory keychain
// through SecretStore's test seam: login flow, failures, remember-me, restore, logout,
// re-login on 401 with replay, proactive renewal, environment login, no secret in any log.

#include "app/api/ApiClient.h"
#include "app/auth/SecretStore.h"
#include "app/auth/Session.h"
#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"
#include "tests/common/FakeHttpServer.h"
#include "tests/common/TestEnv.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMutex>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using webshop::auth::SecretStore;
using webshop::auth::Session;

namespace {
QStringList g_log;
QMutex g_logMutex;
QtMessageHandler g_previous = nullptr;
QLoggingCategory::CategoryFilter g_previousFilter = nullptr;
// Every webshop.* category at debug level, whatever QT_LOGGING_RULES says: the log check
// below must see everything the app could ever log.
void enableWebshopLogs(QLoggingCategory *category)
{
    if (g_previousFilter)
        g_previousFilter(category);
    if (qstrncmp(category->categoryName(), "webshop.", 8) == 0) {
        category->setEnabled(QtDebugMsg, true);
        category->setEnabled(QtInfoMsg, true);
    }
}
void captureLog(QtMsgType type, const QMessageLogContext &ctx, const QString &msg)
{
    {
        QMutexLocker lock(&g_logMutex);
        g_log << msg;
    }
    if (type != QtDebugMsg && g_previous)
        g_previous(type, ctx, msg);
}

struct MemoryKeychain
{
    QHash<QString, QString> entries;
    bool unavailable = false;
    int writes = 0;
    SecretStore::Backend backend()
    {
        return [this](SecretStore::Op op, const QString &key, const QString &value, SecretStore::BackendDone done) {
            if (unavailable) {
                done(SecretStore::BackendStatus::Denied, {}, QStringLiteral("Cannot create an item in a locked collection"));
                return;
            }
            switch (op) {
            case SecretStore::Op::Read:
                if (entries.contains(key))
                    done(SecretStore::BackendStatus::Ok, entries.value(key), {});
                else
                    done(SecretStore::BackendStatus::NotFound, {}, {});
                break;
            case SecretStore::Op::Write:
                ++writes;
                entries.insert(key, value);
                done(SecretStore::BackendStatus::Ok, {}, {});
                break;
            case SecretStore::Op::Remove:
                entries.remove(key);
                done(SecretStore::BackendStatus::Ok, {}, {});
                break;
            }
        };
    }
};
} // namespace

Q_DECLARE_METATYPE(webshop::values::ApiError::Kind)

class TestSession : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<demo::DemoServer> server;
    std::unique_ptr<QNetworkAccessManager> nam;
    std::unique_ptr<api::ApiClient> client;
    std::unique_ptr<SecretStore> secrets;
    std::unique_ptr<Session> session;
    MemoryKeychain keychain;
    int clientLogins = 0;
    int customerLogins = 0;

    auth::Credentials demoCredentials(bool remember = false) const
    {
        const auto customer = demo::DemoServer::demoCustomers().constFirst();
        auth::Credentials c;
        c.baseUrl = server->url();
        c.apiUser = demo::DemoServer::demoApiUser();
        c.apiPassword = demo::DemoServer::demoApiPassword();
        c.username = customer.username;
        c.password = customer.password;
        c.remember = remember;
        return c;
    }

    test::Awaited loginAndWait(const auth::Credentials &c)
    {
        QSignalSpy ok(session.get(), &Session::loggedIn);
        session->login(c);
        return test::awaitSignal(ok, 1, QStringLiteral("Session::loggedIn"), test::kLoopbackMs);
    }

    // Credentials for a fake webshop at `url`.
    static auth::Credentials fakeCredentials(const QUrl &url)
    {
        auth::Credentials c;
        c.baseUrl = url;
        c.apiUser = QStringLiteral("api-user");
        c.apiPassword = QStringLiteral("api-secret-1");
        c.username = QStringLiteral("buyer");
        c.password = QStringLiteral("buyer-secret-1");
        return c;
    }

    // A webshop whose three delivery addresses have empty hashes (as the spec allows), with or
    // without integrationIds, listed in reverse order from the second customer login on.
    static void serveAddressesWithoutHashes(test::FakeHttpServer &fake, bool withIntegrationIds, bool reversedAfterRelogin,
                                            int &customerLogins)
    {
        fake.setHandler([=, &customerLogins](const test::FakeRequest &r, QTcpSocket *socket) {
            if (r.path().endsWith(QLatin1String("/login/client"))) {
                test::FakeHttpServer::reply(socket, 200, R"({"client-JWT":"client-token-1"})");
                return;
            }
            QJsonArray addresses;
            const char *streets[] = {"Hohe Strasse", "Rheinort", "Venloer Strasse"};
            const char *stores[] = {"0012", "0034", "0012"};
            for (int i = 0; i < 3; ++i)
                addresses.append(QJsonObject{{QStringLiteral("street"), QLatin1String(streets[i])},
                                             {QStringLiteral("houseNumber"), QString::number(i + 1)},
                                             {QStringLiteral("storeId"), QLatin1String(stores[i])},
                                             {QStringLiteral("country"), QStringLiteral("DE")},
                                             {QStringLiteral("hash"), QString()},
                                             {QStringLiteral("integrationId"),
                                              withIntegrationIds ? QStringLiteral("IA-%1").arg(i) : QString()}});
            if (reversedAfterRelogin && customerLogins > 0) {
                QJsonArray reversed;
                for (qsizetype i = addresses.size() - 1; i >= 0; --i)
                    reversed.append(addresses.at(i));
                addresses = reversed;
            }
            ++customerLogins;
            const QJsonObject body{{QStringLiteral("customer-JWT"), QStringLiteral("customer-token-%1").arg(customerLogins)},
                                   {QStringLiteral("customerId"), QStringLiteral("0004711")},
                                   {QStringLiteral("customerName1"), QStringLiteral("Test GmbH")},
                                   {QStringLiteral("deliveryAdresses"), addresses}};
            test::FakeHttpServer::reply(socket, 200, QJsonDocument(body).toJson(QJsonDocument::Compact));
        });
    }

private slots:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        g_previousFilter = QLoggingCategory::installFilter(enableWebshopLogs);
        g_previous = qInstallMessageHandler(captureLog);
    }

    void init()
    {
        g_log.clear();
        keychain = {};
        clientLogins = customerLogins = 0;
        server = std::make_unique<demo::DemoServer>();
        QVERIFY(server->listen());
        connect(server.get(), &demo::DemoServer::requestServed, this, [this](const QString &, const QString &path, int) {
            if (path.endsWith(QLatin1String("/login/client")))
                ++clientLogins;
            if (path.endsWith(QLatin1String("/login/user")))
                ++customerLogins;
        });
        nam = std::make_unique<QNetworkAccessManager>();
        client = std::make_unique<api::ApiClient>(nam.get());
        secrets = std::make_unique<SecretStore>(QStringLiteral("Webshop Desktop Tests"));
        secrets->setBackendForTesting(keychain.backend());
        session = std::make_unique<Session>(client.get(), secrets.get());
    }

    void cleanup()
    {
        session.reset();
        secrets.reset();
        client.reset();
        nam.reset();
        server.reset();
        // No secret ever reaches a log line.
        const QString apiPassword = demo::DemoServer::demoApiPassword();
        const QString password = demo::DemoServer::demoCustomers().constFirst().password;
        for (const QString &line : std::as_const(g_log)) {
            QVERIFY2(!line.contains(apiPassword) && !line.contains(password), qPrintable(line));
            QVERIFY2(!line.contains(QLatin1String("eyJ")), qPrintable(line)); // no JWT
        }
    }

    void loginFlow()
    {
        QSignalSpy states(session.get(), &Session::stateChanged);
        AWAITED(loginAndWait(demoCredentials()));
        QCOMPARE(session->state(), Session::State::LoggedIn);
        QCOMPARE(states.count(), 2); // LoggingIn, LoggedIn
        QVERIFY(client->hasTokens());
        QVERIFY(!session->customerId().isEmpty());
        QCOMPARE(session->customerName(), demo::DemoServer::demoCustomers().constFirst().customerName);
        QVERIFY(!session->deliveryAddresses().isEmpty());
        if (session->currentAddressIndex() < 0)
            session->selectAddress(0);
        const values::DeliveryAddress a = session->currentAddress();
        QCOMPARE(client->context().storeId, a.storeId);
        QCOMPARE(client->context().country, a.country.toUpper());
        QCOMPARE(client->context().customerId, session->customerId());
        QVERIFY(client->context().isComplete());
        QVERIFY(!a.displayText().isEmpty());
        QVERIFY(session->nextRenewal().has_value()); // demo tokens are JWTs with exp
        QVERIFY(keychain.entries.isEmpty()); // remember off: nothing stored
        QVERIFY(std::any_of(g_log.begin(), g_log.end(), [](const QString &l) { return l.contains(QLatin1String("loginCustomer")); }));
    }

    void refusedLogin_data()
    {
        QTest::addColumn<bool>("wrongApiPassword");
        QTest::addColumn<bool>("wrongPassword");
        QTest::addColumn<bool>("serverDown");
        QTest::addColumn<values::ApiError::Kind>("kind");
        QTest::addColumn<QString>("message");        // part of what the buyer is told
        QTest::addColumn<int>("customerLoginCount"); // -1: not counted
        using Kind = values::ApiError::Kind;
        QTest::newRow("wrong API password") << true << false << false << Kind::Unauthorized << QStringLiteral("API") << 0;
        QTest::newRow("wrong customer password") << false << true << false << Kind::Unauthorized << QStringLiteral("user name") << -1;
        QTest::newRow("unreachable server") << false << false << true << Kind::Network << QString() << -1;
    }
    void refusedLogin()
    {
        QFETCH(bool, wrongApiPassword);
        QFETCH(bool, wrongPassword);
        QFETCH(bool, serverDown);
        QFETCH(values::ApiError::Kind, kind);
        QFETCH(QString, message);
        QFETCH(int, customerLoginCount);
        auto c = demoCredentials();
        if (wrongApiPassword)
            c.apiPassword = QStringLiteral("wrong");
        if (wrongPassword)
            c.password = QStringLiteral("wrong");
        if (serverDown) {
            server.reset();
            api::ApiConfig cfg = client->config();
            cfg.maxRetries = 0;
            client->setConfig(cfg);
        }
        QSignalSpy failed(session.get(), &Session::loginFailed);
        session->login(c);
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(session->state(), Session::State::LoggedOut);
        QCOMPARE(failed.first().at(0).value<values::ApiError>().kind, kind);
        QVERIFY2(failed.first().at(1).toString().contains(message), qPrintable(failed.first().at(1).toString()));
        QVERIFY(!client->hasTokens());
        if (customerLoginCount >= 0)
            QCOMPARE(customerLogins, customerLoginCount);
        if (serverDown)
            server = std::make_unique<demo::DemoServer>(); // for cleanup()
    }

    void rememberStoresAndLogoutDeletes()
    {
        AWAITED(loginAndWait(demoCredentials(true)));
        QTRY_COMPARE(keychain.entries.size(), 3); // API password, password, client token
        const auto c = demoCredentials();
        QCOMPARE(keychain.entries.value(SecretStore::key(c.baseUrl.toString(), c.apiUser, c.username, QStringLiteral("password"))), c.password);
        QVERIFY(!session->secretsInMemoryOnly());
        QSignalSpy out(session.get(), &Session::loggedOut);
        session->logout();
        QCOMPARE(out.count(), 1);
        QTRY_VERIFY(keychain.entries.isEmpty());
        QVERIFY(!client->hasTokens());
        QCOMPARE(session->state(), Session::State::LoggedOut);
    }

    void rememberWithoutKeychainKeepsMemoryOnly()
    {
        keychain.unavailable = true;
        QSignalSpy message(session.get(), &Session::keychainMessage);
        AWAITED(loginAndWait(demoCredentials(true)));
        QTRY_COMPARE(message.count(), 1); // told once, not three times
        QVERIFY(session->secretsInMemoryOnly());
        QCOMPARE(session->state(), Session::State::LoggedIn);
        QVERIFY(!message.first().first().toString().isEmpty());
    }

    void restoreLogsInWithStoredSecrets()
    {
        AWAITED(loginAndWait(demoCredentials(true)));
        QTRY_COMPARE(keychain.entries.size(), 3);
        // A new run: fresh client and session, same keychain.
        session.reset();
        client = std::make_unique<api::ApiClient>(nam.get());
        session = std::make_unique<Session>(client.get(), secrets.get());
        clientLogins = customerLogins = 0;
        const auto c = demoCredentials();
        QSignalSpy ok(session.get(), &Session::loggedIn);
        session->restore(c.baseUrl, c.apiUser, c.username);
        QTRY_COMPARE(ok.count(), 1);
        QVERIFY(client->hasTokens());
        QCOMPARE(clientLogins, 0); // the remembered client token was still valid
        QCOMPARE(customerLogins, 1);
    }

    void restoreWithNothingStored()
    {
        const auto c = demoCredentials();
        QSignalSpy failed(session.get(), &Session::loginFailed);
        session->restore(c.baseUrl, c.apiUser, c.username);
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(failed.first().at(1).toString().isEmpty()); // not logged in, not an error
        QCOMPARE(session->state(), Session::State::LoggedOut);
    }

    void reloginOn401ReplaysRequests()
    {
        AWAITED(loginAndWait(demoCredentials()));
        if (session->currentAddressIndex() < 0)
            session->selectAddress(0);
        QSignalSpy renewed(session.get(), &Session::tokensRenewed);
        server->expireTokens();
        bool done = false;
        values::ApiError error;
        api::BasketJob *job = client->basket();
        connect(job, &api::ApiJob::finished, this, [&] { done = true; error = job->error(); });
        QTRY_VERIFY(done);
        QVERIFY2(!error, qPrintable(error.detail));
        QCOMPARE(renewed.count(), 1);
        QCOMPARE(clientLogins, 2);
        QCOMPARE(session->state(), Session::State::LoggedIn);
    }

    void unavailableReloginKeepsTheSession()
    {
        // A 503 during the re-login is not a refusal: the tokens may still be good.
        AWAITED(loginAndWait(demoCredentials()));
        if (session->currentAddressIndex() < 0)
            session->selectAddress(0);
        api::ApiConfig cfg = client->config();
        cfg.maxRetries = 0;
        client->setConfig(cfg);
        QSignalSpy failed(session.get(), &Session::loginFailed);
        QSignalSpy lost(client.get(), &api::ApiClient::authenticationLost);
        server->expireTokens();
        // Once the basket is refused, every later request (the re-login) gets 503.
        connect(server.get(), &demo::DemoServer::requestServed, this, [this](const QString &, const QString &path, int status) {
            if (status == 401 && !path.contains(QLatin1String("login"))) {
                demo::FaultOptions f;
                f.errorRate = 1.0;
                server->setFaults(f);
            }
        });
        bool done = false;
        values::ApiError error;
        api::BasketJob *job = client->basket();
        connect(job, &api::ApiJob::finished, this, [&] { done = true; error = job->error(); });
        QTRY_VERIFY(done);
        QCOMPARE(error.kind, values::ApiError::Kind::Network);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(lost.count(), 0);
        QCOMPARE(session->state(), Session::State::LoggedIn);
        QVERIFY(client->hasTokens());
        QVERIFY(session->nextRenewal().has_value()); // retried later
    }

    void proactiveRenewal()
    {
        server->setTokenTtlSeconds(3);
        AWAITED(loginAndWait(demoCredentials()));
        QVERIFY(session->nextRenewal().has_value());
        QVERIFY(QDateTime::currentDateTimeUtc().msecsTo(*session->nextRenewal()) <= 3000);
        QSignalSpy renewed(session.get(), &Session::tokensRenewed);
        AWAITED(test::awaitSignal(renewed, 1, QStringLiteral("the renewal before the token ran out"), 6000));
        QCOMPARE(clientLogins, 2);
        QCOMPARE(session->state(), Session::State::LoggedIn);
    }

    void environmentLogin()
    {
        const auto c = demoCredentials();
        qunsetenv("WEBSHOP_PASSWORD");
        qputenv("WEBSHOP_API_USER", c.apiUser.toUtf8());
        qputenv("WEBSHOP_API_PASSWORD", c.apiPassword.toUtf8());
        qputenv("WEBSHOP_USERNAME", c.username.toUtf8());
        QVERIFY(!session->loginFromEnvironment(c.baseUrl)); // one missing: nothing happens
        QCOMPARE(session->state(), Session::State::LoggedOut);
        qputenv("WEBSHOP_PASSWORD", c.password.toUtf8());
        QSignalSpy ok(session.get(), &Session::loggedIn);
        QVERIFY(session->loginFromEnvironment(c.baseUrl));
        QTRY_COMPARE(ok.count(), 1);
        QVERIFY(keychain.entries.isEmpty()); // automation never writes the keychain
        for (const char *v : {"WEBSHOP_API_USER", "WEBSHOP_API_PASSWORD", "WEBSHOP_USERNAME", "WEBSHOP_PASSWORD"})
            qunsetenv(v);
    }

    void addressChoiceSetsContext()
    {
        AWAITED(loginAndWait(demoCredentials()));
        const auto addresses = session->deliveryAddresses();
        QSignalSpy changed(session.get(), &Session::addressChanged);
        const int target = addresses.size() - 1;
        if (session->currentAddressIndex() == target)
            QSKIP("only one address");
        session->selectAddress(target);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(client->context().storeId, addresses.at(target).storeId);
        session->setLanguage(QStringLiteral("en-GB"));
        QCOMPARE(client->context().language, QStringLiteral("en-GB"));
    }

    void countryFromAddressLanguageOrPreference()
    {
        AWAITED(loginAndWait(demoCredentials()));
        session->selectAddress(0);
        QCOMPARE(client->context().country, session->currentAddress().country);
        QSignalSpy changed(session.get(), &Session::addressChanged);
        session->setCountry(QStringLiteral("at"));
        QCOMPARE(client->context().country, QStringLiteral("AT"));
        QCOMPARE(changed.count(), 1);
        session->setCountry(QStringLiteral("Austria")); // not a code: no override
        QCOMPARE(session->country(), QString());
        QCOMPARE(client->context().country, session->currentAddress().country);
        QCOMPARE(changed.count(), 2);
    }

    void emptyAddressCountryFallsBackToTheLanguage()
    {
        using webshop::test::FakeHttpServer;
        using webshop::test::FakeRequest;
        FakeHttpServer fake;
        QVERIFY(fake.listen());
        fake.setHandler([](const FakeRequest &r, QTcpSocket *socket) {
            if (r.path().endsWith(QLatin1String("/login/client"))) {
                FakeHttpServer::reply(socket, 200, R"({"client-JWT":"client-token-1"})");
                return;
            }
            FakeHttpServer::reply(socket, 200, R"({"customer-JWT":"customer-token-1","customerId":"0001",
                "customerName1":"Test","deliveryAdresses":[{"storeId":"0012","country":"","street":"A"}]})");
        });
        const auth::Credentials c = fakeCredentials(fake.url());
        session->setLanguage(QStringLiteral("nl-NL"));
        AWAITED(loginAndWait(c));
        QCOMPARE(session->currentAddressIndex(), 0); // the only one, chosen automatically
        QCOMPARE(client->context().country, QStringLiteral("NL"));
        QVERIFY(client->context().isComplete());
    }

    void reloginKeepsTheAddressWithoutHashes_data()
    {
        QTest::addColumn<bool>("withIntegrationIds");
        QTest::addColumn<bool>("reversedAfterRelogin");
        QTest::newRow("integrationId") << true << false;
        QTest::newRow("integrationId, order changed") << true << true;
        QTest::newRow("fields only, order changed") << false << true;
    }
    void reloginKeepsTheAddressWithoutHashes()
    {
        // The spec allows empty `hash` values: the chosen address must survive a re-login
        // (store and country of every request depend on it), found by integrationId or fields.
        QFETCH(bool, withIntegrationIds);
        QFETCH(bool, reversedAfterRelogin);
        test::FakeHttpServer fake;
        QVERIFY(fake.listen());
        int customerLogins = 0;
        serveAddressesWithoutHashes(fake, withIntegrationIds, reversedAfterRelogin, customerLogins);
        const auth::Credentials c = fakeCredentials(fake.url());
        AWAITED(loginAndWait(c));
        session->selectAddress(1); // Rheinort, store 0034 (stays in the middle when reversed)
        QCOMPARE(client->context().storeId, QStringLiteral("0034"));
        if (reversedAfterRelogin) {
            session->selectAddress(0); // Hohe Strasse: moves to the end when reversed
            QCOMPARE(client->context().storeId, QStringLiteral("0012"));
        }
        const QString street = session->currentAddress().street;
        QSignalSpy renewed(session.get(), &Session::tokensRenewed);
        QSignalSpy changed(session.get(), &Session::addressChanged);
        client->renewAuthentication();
        QTRY_COMPARE(renewed.count(), 1);
        QCOMPARE(customerLogins, 2);
        QVERIFY(session->currentAddressIndex() >= 0);
        QCOMPARE(session->currentAddress().street, street);
        QCOMPARE(client->context().storeId, reversedAfterRelogin ? QStringLiteral("0012") : QStringLiteral("0034"));
        // Moved in the list: the app is told (its address box shows the index).
        QCOMPARE(changed.count(), reversedAfterRelogin ? 1 : 0);
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
