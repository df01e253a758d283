// The transport faults of the README's fault table that tst_apitransport does not cover: each
// a hostile reply that only a hand-written server can produce.

#include "app/api/ApiClient.h"
#include "tests/api/ApiTestUtil.h"
#include "tests/common/Await.h"
#include "tests/common/FakeHttpServer.h"
#include "tests/common/TestEnv.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QSslConfiguration>
#include <QSslKey>
#include <QTcpSocket>
#include <QTest>

using namespace webshop::api;
using namespace webshop::values;
using webshop::test::FakeHttpServer;
using webshop::test::FakeRequest;
using webshop::test::watch;

namespace {
const QByteArray kBasketJson = R"({"items":[{"article":"B1","amount":2}],"total_price":{}})";

quint32 crc32(const QByteArray &data)
{
    quint32 c = 0xFFFFFFFFu;
    for (const char ch : data) {
        c ^= quint8(ch);
        for (int k = 0; k < 8; ++k)
            c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return ~c;
}

// A gzip member made from qCompress's zlib stream (header and Adler-32 replaced).
QByteArray gzip(const QByteArray &data)
{
    const QByteArray z = qCompress(data, 9); // 4-byte length, 2-byte zlib header, deflate, 4-byte Adler-32
    QByteArray out("\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff", 10);
    out += z.mid(6, z.size() - 10);
    const quint32 crc = crc32(data);
    const quint32 size = quint32(data.size());
    for (int i = 0; i < 4; ++i)
        out += char((crc >> (8 * i)) & 0xFF);
    for (int i = 0; i < 4; ++i)
        out += char((size >> (8 * i)) & 0xFF);
    return out;
}
} // namespace

class TestFaultMatrix : public QObject
{
    Q_OBJECT

    std::unique_ptr<QNetworkAccessManager> nam;
    std::unique_ptr<FakeHttpServer> server;
    std::unique_ptr<ApiClient> client;

    void configure(const QUrl &base, std::function<void(ApiConfig &)> tweak = {})
    {
        ApiConfig c;
        c.baseUrl = base;
        c.transferTimeoutMs = 2000;
        c.retryBaseDelayMs = 10;
        if (tweak)
            tweak(c);
        client->setConfig(c);
    }

    static QSslCertificate certificate() { return webshop::test::testCertificate(); }
    static QSslKey key() { return webshop::test::testKey(); }

private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void init()
    {
        nam = std::make_unique<QNetworkAccessManager>();
        server = std::make_unique<FakeHttpServer>();
        QVERIFY(server->listen());
        client = std::make_unique<ApiClient>(nam.get());
        configure(server->url());
        client->setContext({QStringLiteral("DE"), QStringLiteral("de-DE"), QStringLiteral("0042"), QStringLiteral("000123")});
        client->setClientToken(QStringLiteral("client.tok.en"));
        client->setCustomerToken(QStringLiteral("customer.tok.en"));
    }
    void cleanup()
    {
        client.reset();
        server.reset();
        nam.reset();
    }

    void retryAfterAsHttpDate()
    {
        // 503 with Retry-After as an HTTP date two seconds ahead, then a good answer.
        server->setHandler([this](const FakeRequest &, QTcpSocket *s) {
            if (server->count("GET") == 1) {
                const QByteArray when = QLocale::c().toString(QDateTime::currentDateTimeUtc().addSecs(2),
                                                              QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'")).toLatin1();
                FakeHttpServer::reply(s, 503, "{}", "application/json", {{"Retry-After", when}});
            } else {
                FakeHttpServer::reply(s, 200, kBasketJson);
            }
        });
        QElapsedTimer t;
        t.start();
        auto out = watch(client->basket());
        QTRY_VERIFY_WITH_TIMEOUT(out->done, 8000);
        QVERIFY2(!out->error, qPrintable(out->error.detail));
        QCOMPARE(server->count("GET"), 2);
        // The date has a resolution of one second: the wait is at least one of the two.
        QVERIFY2(t.elapsed() >= 900, QByteArray::number(t.elapsed()).constData());
    }

    void resetAfterCompleteReply()
    {
        // The whole reply arrives, then the connection is reset: the data is complete and good.
        server->setHandler([](const FakeRequest &, QTcpSocket *s) {
            s->write(FakeHttpServer::response(200, kBasketJson));
            s->flush();
            s->abort();
        });
        Basket b;
        auto out = watch(client->basket(), [&b](BasketJob *j) { b = j->result(); });
        QTRY_VERIFY(out->done);
        QVERIFY2(!out->error, qPrintable(out->error.detail));
        QCOMPARE(b.items.size(), 1);
    }

    void contentLengthShorterThanBody()
    {
        // Content-Length says 20 bytes of a longer body: what is read is a cut JSON text, never
        // taken for data.
        configure(server->url(), [](ApiConfig &c) { c.maxRetries = 0; });
        server->setHandler([](const FakeRequest &, QTcpSocket *s) {
            s->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n" + kBasketJson);
        });
        auto out = watch(client->basket());
        QTRY_VERIFY(out->done);
        QCOMPARE(out->error.kind, ApiError::Kind::Parse);
    }

    void redirectOnPostIsNotFollowed_data()
    {
        QTest::addColumn<int>("status");
        QTest::newRow("307") << 307;
        QTest::newRow("308") << 308;
    }
    void redirectOnPostIsNotFollowed()
    {
        // An add answered with a redirect: the body cannot be sent again (it is a one-shot
        // stream), so the add ends with an error and reaches the server exactly once.
        QFETCH(int, status);
        server->setHandler([status](const FakeRequest &r, QTcpSocket *s) {
            if (r.path().endsWith(QLatin1String("/addItem")))
                FakeHttpServer::reply(s, status, {}, {}, {{"Location", "/moved/addItem"}});
            else
                FakeHttpServer::reply(s, 200, "{}");
        });
        auto out = watch(client->addItem(QStringLiteral("B1"), Decimal::fromInt(1)));
        QTRY_VERIFY(out->done);
        QVERIFY(out->error.isError());
        QCOMPARE(server->count("POST"), 1);
        QCOMPARE(server->count("POST", QStringLiteral("/moved/addItem")), 0);
    }

    void redirectLoopEnds()
    {
        server->setHandler([](const FakeRequest &r, QTcpSocket *s) {
            const QByteArray next = r.path().endsWith(QLatin1String("/a")) ? "/b" : "/a";
            FakeHttpServer::reply(s, 307, {}, {}, {{"Location", next}});
        });
        auto out = watch(client->basket());
        QTRY_VERIFY_WITH_TIMEOUT(out->done, 10000);
        QVERIFY(out->error.isError());
        QVERIFY2(server->requests().size() <= 60, QByteArray::number(server->requests().size()).constData());
    }

    void httpsToHttpRedirectRefused()
    {
        const QSslConfiguration saved = QSslConfiguration::defaultConfiguration();
        QSslConfiguration conf = saved;
        conf.addCaCertificate(certificate());
        QSslConfiguration::setDefaultConfiguration(conf);
        auto restore = qScopeGuard([&saved] { QSslConfiguration::setDefaultConfiguration(saved); });
        FakeHttpServer tls;
        QVERIFY(tls.listenTls(certificate(), key()));
        // The plain server on the same host: a downgrade would hand it the tokens in clear text.
        const QByteArray target = server->url().toEncoded() + "/getBasket";
        server->setHandler([](const FakeRequest &, QTcpSocket *s) { FakeHttpServer::reply(s, 200, kBasketJson); });
        tls.setHandler([target](const FakeRequest &, QTcpSocket *s) {
            FakeHttpServer::reply(s, 302, {}, {}, {{"Location", target}});
        });
        configure(tls.url());
        auto out = watch(client->basket());
        QTRY_VERIFY_WITH_TIMEOUT(out->done, 10000);
        QVERIFY(out->error.isError());
        QVERIFY(server->requests().isEmpty());
    }

    void gzipBodyIsDecoded()
    {
        server->setHandler([](const FakeRequest &, QTcpSocket *s) {
            FakeHttpServer::reply(s, 200, gzip(kBasketJson), "application/json", {{"Content-Encoding", "gzip"}});
        });
        Basket b;
        auto out = watch(client->basket(), [&b](BasketJob *j) { b = j->result(); });
        QTRY_VERIFY(out->done);
        QVERIFY2(!out->error, qPrintable(out->error.detail));
        QCOMPARE(b.items.size(), 1);
    }

    void gzipBombStopsAtTheCap()
    {
        // 20 MB of zeros, gzip-compressed to a few KB: the cap counts what is decoded.
        configure(server->url(), [](ApiConfig &c) { c.maxBodyBytes = 1 << 20; c.maxRetries = 0; });
        const QByteArray bomb = gzip("{\"items\":[" + QByteArray(20 << 20, ' ') + "]}");
        QVERIFY(bomb.size() < 100000);
        server->setHandler([bomb](const FakeRequest &, QTcpSocket *s) {
            FakeHttpServer::reply(s, 200, bomb, "application/json", {{"Content-Encoding", "gzip"}});
        });
        auto out = watch(client->basket());
        QTRY_VERIFY_WITH_TIMEOUT(out->done, 10000);
        // Qt's own archive-bomb guard or the client's cap stops the inflation: an error, never
        // data, and never 20 MB in memory.
        QVERIFY(out->error.isError());
        QVERIFY2(out->error.kind == ApiError::Kind::TooLarge || out->error.kind == ApiError::Kind::Network
                     || out->error.kind == ApiError::Kind::Parse,
                 qPrintable(out->error.detail));
        QVERIFY(out->error.bodySnippet.size() <= 512);
    }
};

QTEST_GUILESS_MAIN(TestFaultMatrix)
#include "tst_faultmatrix.moc"
