// One user action, one bound: an HttpCall ends within its whole-request deadline however
// many retries, Retry-After waits and re-login parking it meets. Also: what parked calls get
// when the re-login cannot reach the server or is refused, and the server clock offset.

#include "app/api/ApiClient.h"
#include "tests/common/Await.h"
#include "tests/common/FakeHttpServer.h"
#include "tests/common/TestEnv.h"

#include <QElapsedTimer>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

using namespace webshop::api;
using namespace webshop::values;
using webshop::test::FakeHttpServer;
using webshop::test::FakeRequest;
using webshop::test::watch;

namespace {
const QByteArray kBasketJson = R"({"items":[{"article":"B1","amount":2}],"total_price":{}})";
constexpr int kDeadlineMs = 1500;
constexpr int kSlackMs = 700; // event loop and loopback latency on a busy 2-core machine
} // namespace

class TestCallBounds : public QObject
{
    Q_OBJECT
private:
    QNetworkAccessManager nam;
    std::unique_ptr<FakeHttpServer> server;
    std::unique_ptr<ApiClient> client;

private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void init()
    {
        server = std::make_unique<FakeHttpServer>();
        QVERIFY(server->listen());
        client = std::make_unique<ApiClient>(&nam);
        ApiConfig c;
        c.baseUrl = server->url();
        c.transferTimeoutMs = 1000;
        c.deadlineMs = kDeadlineMs;
        c.maxRetries = 10;
        c.retryBaseDelayMs = 200;
        client->setConfig(c);
        client->setClientToken(QStringLiteral("client.tok.en"));
        client->setCustomerToken(QStringLiteral("customer.tok.en"));
    }

    void cleanup()
    {
        client.reset();
        server.reset();
    }

    void oneCallEndsWithinItsDeadline_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("503 with Retry-After, over and over") << QStringLiteral("503");
        QTest::newRow("503 with a short Retry-After, over and over") << QStringLiteral("503-short");
        QTest::newRow("parked after a 401, re-login never answers") << QStringLiteral("parked-401");
        QTest::newRow("parked at start, re-login never answers") << QStringLiteral("parked-start");
    }
    void oneCallEndsWithinItsDeadline()
    {
        QFETCH(QString, scenario);
        std::function<void(bool)> hangingReauth; // kept, never called
        int reauths = 0;
        client->setReauthenticator([&](std::function<void(ApiClient::ReauthOutcome)> done) {
            ++reauths;
            hangingReauth = [done](bool ok) { done(ok); };
        });
        server->setHandler([scenario](const FakeRequest &, QTcpSocket *s) {
            if (scenario == u"503")
                FakeHttpServer::reply(s, 503, "{}", "application/json", {{"Retry-After", "1"}});
            else if (scenario == u"503-short")
                FakeHttpServer::reply(s, 503, "{}", "application/json", {{"Retry-After", "0"}});
            else
                FakeHttpServer::reply(s, 401, "{}");
        });
        if (scenario == u"parked-start")
            client->renewAuthentication();
        QElapsedTimer t;
        t.start();
        BasketJob *job = client->basket();
        qint64 elapsed = -1;
        connect(job, &ApiJob::finished, this, [&elapsed, &t] { elapsed = t.elapsed(); });
        auto out = watch(job);
        QTRY_VERIFY_WITH_TIMEOUT(out->done, 10000);
        qInfo("%s: ended after %lld ms, %lld requests (bound %d ms)", qPrintable(scenario), elapsed,
              qint64(server->requests().size()), kDeadlineMs);
        QVERIFY2(elapsed <= kDeadlineMs + kSlackMs, QByteArray::number(elapsed));
        QVERIFY(out->error.isError());
        if (scenario.startsWith(u"parked"))
            QCOMPARE(out->error.kind, ApiError::Kind::Timeout);
        if (scenario == u"503-short")
            QVERIFY2(server->requests().size() >= 3, "retried within the bound");
        QCOMPARE(out->finishedCount, 1);
        QCOMPARE(reauths, scenario.startsWith(u"parked") ? 1 : 0);
    }

    void parkedCallsFailAsUnreachableWhenTheReloginIs()
    {
        QSignalSpy lost(client.get(), &ApiClient::authenticationLost);
        client->setReauthenticator([this](std::function<void(ApiClient::ReauthOutcome)> done) {
            QTimer::singleShot(50, client.get(), [done] { done(ApiClient::ReauthResult::Unreachable); });
        });
        server->setHandler([](const FakeRequest &, QTcpSocket *s) { FakeHttpServer::reply(s, 401, "{}"); });
        auto a = watch(client->basket());
        auto b = watch(client->personalLists());
        QTRY_VERIFY(a->done && b->done);
        QCOMPARE(a->error.kind, ApiError::Kind::Network);
        QCOMPARE(b->error.kind, ApiError::Kind::Network);
        QCOMPARE(lost.count(), 0);
        QVERIFY(client->hasTokens());
    }

    void nothingFiresAfterAuthenticationIsLost()
    {
        QSignalSpy lost(client.get(), &ApiClient::authenticationLost);
        client->setReauthenticator([](std::function<void(ApiClient::ReauthOutcome)> done) { done(false); });
        server->setHandler([](const FakeRequest &, QTcpSocket *s) { FakeHttpServer::reply(s, 401, "{}"); });
        auto a = watch(client->basket());
        QTRY_VERIFY(a->done);
        QCOMPARE(a->error.kind, ApiError::Kind::Unauthorized);
        QCOMPARE(lost.count(), 1);
        const qsizetype sent = server->requests().size();
        auto b = watch(client->basket());
        auto c = watch(client->addItem(QStringLiteral("B1"), Decimal::fromInt(1)));
        QTRY_VERIFY(b->done && c->done);
        QCOMPARE(b->error.kind, ApiError::Kind::Unauthorized);
        QCOMPARE(c->error.kind, ApiError::Kind::Unauthorized);
        QCOMPARE(server->requests().size(), sent);
        QCOMPARE(lost.count(), 1);
        // A new token (a new login) lets calls out again.
        server->setHandler([](const FakeRequest &, QTcpSocket *s) { FakeHttpServer::reply(s, 200, kBasketJson); });
        client->setClientToken(QStringLiteral("new.client.token"));
        auto d = watch(client->basket());
        QTRY_VERIFY(d->done);
        QVERIFY2(!d->error, qPrintable(d->error.detail));
    }

    void serverClockOffsetFromTheDateHeader()
    {
        QVERIFY(!client->serverClockOffsetMs().has_value());
        const QDateTime serverNow = QDateTime::currentDateTimeUtc().addSecs(-7200);
        const QByteArray date = QLocale::c().toString(serverNow, QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'")).toLatin1();
        server->setHandler([date](const FakeRequest &, QTcpSocket *s) {
            FakeHttpServer::reply(s, 200, kBasketJson, "application/json", {{"Date", date}});
        });
        auto out = watch(client->basket());
        QTRY_VERIFY(out->done);
        QVERIFY(client->serverClockOffsetMs().has_value());
        QVERIFY2(qAbs(*client->serverClockOffsetMs() + 7200 * 1000) < 3000, QByteArray::number(*client->serverClockOffsetMs()));
    }
};

QTEST_GUILESS_MAIN(TestCallBounds)
#include "tst_callbounds.moc"
