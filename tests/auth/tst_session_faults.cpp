// Session against a hostile server: a re-login that meets a network error, a 5xx or a
// timeout keeps the session; only refused credentials end it; a 403 outside the API key's
// scope is "not permitted" for that call only; a server address with user:password@ is
// refused everywhere; a keychain that answers after its timeout changes nothing.

#include "app/api/ApiClient.h"
#include "app/auth/SecretStore.h"
#include "app/auth/Session.h"
#include "tests/auth/FakeShop.h"
#include "tests/common/Await.h"
#include "tests/common/TestEnv.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using webshop::values::ApiError;
using webshop::auth::SecretStore;
using webshop::auth::Session;
using webshop::test::FakeRequest;
using webshop::test::FakeShop;
using webshop::test::watch;

class TestSessionFaults : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<FakeShop> shop;
    std::unique_ptr<QNetworkAccessManager> nam;
    std::unique_ptr<api::ApiClient> client;
    std::unique_ptr<SecretStore> secrets;
    std::unique_ptr<Session> session;
    int keychainOps = 0;
    QList<SecretStore::BackendDone> heldKeychainAnswers;
    bool holdKeychain = false;

    test::Awaited login()
    {
        QSignalSpy ok(session.get(), &Session::loggedIn);
        session->login(shop->credentials());
        return test::awaitSignal(ok, 1, QStringLiteral("Session::loggedIn"), test::kLoopbackMs);
    }
    void answerApi(int status)
    {
        shop->api = [this, status](const FakeRequest &, QTcpSocket *s) {
            shop->reply(s, status, status == 200 ? test::kFakeBasketJson : QByteArray(R"({"error":{"message":"scope"}})"));
        };
    }
    void setLimits(int transferMs, int deadlineMs)
    {
        api::ApiConfig cfg = client->config();
        cfg.transferTimeoutMs = transferMs;
        cfg.deadlineMs = deadlineMs;
        cfg.maxRetries = 0;
        client->setConfig(cfg);
    }

private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void init()
    {
        keychainOps = 0;
        holdKeychain = false;
        heldKeychainAnswers.clear();
        shop = std::make_unique<FakeShop>();
        QVERIFY(shop->listen());
        nam = std::make_unique<QNetworkAccessManager>();
        client = std::make_unique<api::ApiClient>(nam.get());
        secrets = std::make_unique<SecretStore>(QStringLiteral("Webshop Desktop Tests"));
        secrets->setBackendForTesting([this](SecretStore::Op, const QString &, const QString &, SecretStore::BackendDone done) {
            ++keychainOps;
            if (holdKeychain)
                heldKeychainAnswers.append(std::move(done));
            else
                done(SecretStore::BackendStatus::NotFound, {}, {});
        });
        session = std::make_unique<Session>(client.get(), secrets.get());
    }

    void cleanup()
    {
        session.reset();
        secrets.reset();
        client.reset();
        nam.reset();
        shop.reset();
    }

    void unreachableReloginKeepsSession_data()
    {
        QTest::addColumn<int>("loginStatus"); // 0: the login hangs
        QTest::addColumn<bool>("after401");   // false: the timed renewal
        QTest::newRow("503 after a 401") << 503 << true;
        QTest::newRow("500 after a 401") << 500 << true;
        QTest::newRow("timeout after a 401") << 0 << true;
        QTest::newRow("503 in the timed renewal") << 503 << false;
        QTest::newRow("timeout in the timed renewal") << 0 << false;
    }
    void unreachableReloginKeepsSession()
    {
        QFETCH(int, loginStatus);
        QFETCH(bool, after401);
        AWAITED(login());
        setLimits(500, 4000);
        QSignalSpy lost(client.get(), &api::ApiClient::authenticationLost);
        QSignalSpy failed(session.get(), &Session::loginFailed);
        shop->loginStatus = loginStatus;
        if (after401)
            answerApi(401);
        else
            client->renewAuthentication(); // what the renewal timer does
        // Parked behind the re-login (or refused with 401 and parked): fails as unreachable.
        auto out = watch(client->basket());
        QTRY_VERIFY_WITH_TIMEOUT(out->done, 8000);
        QCOMPARE(out->error.kind, ApiError::Kind::Network);
        QCOMPARE(shop->clientLogins, 2);
        QCOMPARE(lost.count(), 0);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(session->state(), Session::State::LoggedIn);
        QVERIFY(client->hasTokens());
        // The renewal is retried with a back-off, not dropped and not storming.
        QVERIFY(session->nextRenewal().has_value());
        const qint64 retryIn = QDateTime::currentDateTimeUtc().msecsTo(*session->nextRenewal());
        QVERIFY2(retryIn >= 1000 && retryIn <= 5 * 60 * 1000, QByteArray::number(retryIn));
    }

    void renewalRetriesUntilTheServerIsBack()
    {
        AWAITED(login());
        setLimits(500, 4000);
        shop->loginStatus = 503;
        client->renewAuthentication();
        QTRY_COMPARE(shop->clientLogins, 2);
        shop->loginStatus = 200;
        QSignalSpy renewed(session.get(), &Session::tokensRenewed);
        AWAITED(test::awaitSignal(renewed, 1, QStringLiteral("Session::tokensRenewed once the server is back"), 8000));
        QCOMPARE(session->state(), Session::State::LoggedIn);
        QVERIFY2(session->nextRenewal() && QDateTime::currentDateTimeUtc().msecsTo(*session->nextRenewal()) > 50 * 60 * 1000,
                 "back to the token's own schedule");
    }

    void refusedReloginEndsSession_data()
    {
        QTest::addColumn<int>("loginStatus");
        QTest::newRow("401") << 401;
        QTest::newRow("403") << 403;
        QTest::newRow("400") << 400;
    }
    void refusedReloginEndsSession()
    {
        QFETCH(int, loginStatus);
        AWAITED(login());
        QSignalSpy lost(client.get(), &api::ApiClient::authenticationLost);
        QSignalSpy failed(session.get(), &Session::loginFailed);
        shop->loginStatus = loginStatus;
        answerApi(401);
        auto a = watch(client->basket());
        auto b = watch(client->basket());
        QTRY_VERIFY(a->done && b->done);
        QCOMPARE(a->error.kind, ApiError::Kind::Unauthorized);
        QCOMPARE(b->error.kind, ApiError::Kind::Unauthorized);
        QCOMPARE(lost.count(), 1);
        QCOMPARE(failed.count(), 1);
        QCOMPARE(session->state(), Session::State::LoggedOut);
        QVERIFY(!session->nextRenewal().has_value());
        // Nothing keeps firing without tokens: a later call ends without reaching the server.
        const qsizetype before = shop->server.requests().size();
        auto c = watch(client->basket());
        QTRY_VERIFY(c->done);
        QCOMPARE(c->error.kind, ApiError::Kind::Unauthorized);
        QCOMPARE(shop->server.requests().size(), before);
    }

    void forbiddenAfterFreshLoginIsNotPermitted()
    {
        AWAITED(login());
        QSignalSpy lost(client.get(), &api::ApiClient::authenticationLost);
        answerApi(403);
        auto out = watch(client->basket());
        QTRY_VERIFY(out->done);
        QCOMPARE(out->error.kind, ApiError::Kind::Forbidden);
        QCOMPARE(out->error.httpStatus, 403);
        QVERIFY(out->error.userMessage().contains(QLatin1String("access does not include")));
        QCOMPARE(shop->clientLogins, 2); // one re-login, not more
        QCOMPARE(lost.count(), 0);
        QCOMPARE(session->state(), Session::State::LoggedIn);
        QVERIFY(client->hasTokens());
        // The same function again: not permitted at once, no second re-login.
        auto again = watch(client->basket());
        QTRY_VERIFY(again->done);
        QCOMPARE(again->error.kind, ApiError::Kind::Forbidden);
        QCOMPARE(shop->clientLogins, 2);
        // Still asked each time: once the server allows it, it works (no stale verdict).
        answerApi(200);
        auto later = watch(client->basket());
        QTRY_VERIFY(later->done);
        QVERIFY2(!later->error, qPrintable(later->error.detail));
        QCOMPARE(shop->clientLogins, 2);
    }

    void forbiddenCuredByReloginIsReplayed()
    {
        AWAITED(login());
        shop->api = [this](const FakeRequest &, QTcpSocket *s) {
            shop->reply(s, shop->clientLogins >= 2 ? 200 : 403, shop->clientLogins >= 2 ? test::kFakeBasketJson : QByteArray("{}"));
        };
        auto out = watch(client->basket());
        QTRY_VERIFY(out->done);
        QVERIFY2(!out->error, qPrintable(out->error.detail));
        QCOMPARE(shop->clientLogins, 2);
    }

    void unauthorizedAfterFreshLoginLosesSession()
    {
        AWAITED(login());
        QSignalSpy lost(client.get(), &api::ApiClient::authenticationLost);
        answerApi(401);
        auto out = watch(client->basket());
        QTRY_VERIFY(out->done);
        QCOMPARE(out->error.kind, ApiError::Kind::Unauthorized);
        QCOMPARE(shop->clientLogins, 2);
        QCOMPARE(lost.count(), 1);
        QCOMPARE(session->state(), Session::State::LoggedOut);
    }

    void credentialsInUrlRefused_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::newRow("login") << QStringLiteral("login");
        QTest::newRow("restore") << QStringLiteral("restore");
        QTest::newRow("environment") << QStringLiteral("environment");
    }
    void credentialsInUrlRefused()
    {
        QFETCH(QString, entry);
        QUrl url = shop->server.url();
        url.setUserName(QStringLiteral("mallory"));
        url.setPassword(QStringLiteral("hunter2"));
        auth::Credentials c = shop->credentials();
        c.baseUrl = url;
        c.remember = true;
        QSignalSpy failed(session.get(), &Session::loginFailed);
        if (entry == u"login") {
            session->login(c);
        } else if (entry == u"restore") {
            session->restore(url, c.apiUser, c.username);
        } else {
            qputenv("WEBSHOP_API_USER", c.apiUser.toUtf8());
            qputenv("WEBSHOP_API_PASSWORD", c.apiPassword.toUtf8());
            qputenv("WEBSHOP_USERNAME", c.username.toUtf8());
            qputenv("WEBSHOP_PASSWORD", c.password.toUtf8());
            QVERIFY(session->loginFromEnvironment(url)); // handled: refused, reported
            for (const char *v : {"WEBSHOP_API_USER", "WEBSHOP_API_PASSWORD", "WEBSHOP_USERNAME", "WEBSHOP_PASSWORD"})
                qunsetenv(v);
        }
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.first().at(0).value<ApiError>().kind, ApiError::Kind::CredentialsInUrl);
        QVERIFY(failed.first().at(1).toString().contains(QLatin1String("user:password@")));
        QCOMPARE(session->state(), Session::State::LoggedOut);
        QVERIFY(shop->server.requests().isEmpty());
        QCOMPARE(keychainOps, 0);
        QVERIFY(!session->baseUrl().toString().contains(QLatin1String("hunter2")));
        QVERIFY(!client->config().baseUrl.toString().contains(QLatin1String("hunter2")));
    }

    void apiClientRefusesCredentialsInBaseUrl()
    {
        QUrl url = shop->server.url();
        url.setUserInfo(QStringLiteral("mallory:hunter2"));
        QVERIFY(!api::ApiClient::baseUrlProblem(url).isEmpty());
        QVERIFY(api::ApiClient::baseUrlProblem(shop->server.url()).isEmpty());
        api::ApiConfig cfg = client->config();
        cfg.baseUrl = url;
        client->setConfig(cfg);
        QVERIFY(!client->config().baseUrl.toString().contains(QLatin1String("hunter2")));
        auto out = watch(client->basket());
        QTRY_VERIFY(out->done);
        QCOMPARE(out->error.kind, ApiError::Kind::CredentialsInUrl);
        QVERIFY(!out->error.detail.contains(QLatin1String("hunter2")));
        QVERIFY(shop->server.requests().isEmpty());
    }

    void lateKeychainAnswerIsIgnored()
    {
        holdKeychain = true; // the keychain answers only after the store's timeout
        secrets->setTimeoutMs(100);
        const auth::Credentials c = shop->credentials();
        QSignalSpy failed(session.get(), &Session::loginFailed);
        QSignalSpy ok(session.get(), &Session::loggedIn);
        session->restore(c.baseUrl, c.apiUser, c.username);
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(heldKeychainAnswers.size(), 3);
        // Now every read answers, with secrets that would log in.
        const auto late = std::exchange(heldKeychainAnswers, {});
        late.at(0)(SecretStore::BackendStatus::Ok, c.apiPassword, {});
        late.at(1)(SecretStore::BackendStatus::Ok, c.password, {});
        late.at(2)(SecretStore::BackendStatus::Ok, FakeShop::jwt({{QStringLiteral("exp"), qint64(4102444800)}}), {});
        // Barrier: a later read's answer comes after anything the late ones could have queued.
        holdKeychain = false;
        bool barrier = false;
        secrets->read(QStringLiteral("barrier"), [&barrier](const SecretStore::Result &) { barrier = true; });
        QTRY_VERIFY(barrier);
        QCOMPARE(failed.count(), 1);
        QCOMPARE(ok.count(), 0);
        QCOMPARE(shop->clientLogins + shop->customerLogins, 0);
        QCOMPARE(session->state(), Session::State::LoggedOut);
        QVERIFY(!client->hasTokens());
    }
};

QTEST_GUILESS_MAIN(TestSessionFaults)
#include "tst_session_faults.moc"
