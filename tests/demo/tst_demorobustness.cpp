// The demo backend under stress: concurrent clients, a barrage of bad input (over QNAM and raw
// sockets), injected faults, and a server living in another thread. After each it must still
// serve correctly and no basket may be corrupted.

#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"
#include "tests/common/TestEnv.h"
#include "tests/demo/DemoHttp.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QThread>

using namespace webshop::demo;
using namespace webshop::demo::test;
using namespace Qt::StringLiterals;

namespace {

// Sends raw bytes on a fresh connection (the event loop runs, so an in-thread server answers);
// returns what the server sent before closing or before `quietMs` of silence.
QByteArray rawExchange(const QUrl &url, const QByteArray &bytes, bool *closed, int quietMs = 1500)
{
    QTcpSocket socket;
    QByteArray answer;
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] { answer += socket.readAll(); });
    socket.connectToHost(url.host(), quint16(url.port()));
    if (!webshop::test::waitUntil([&] { return socket.state() == QAbstractSocket::ConnectedState; }, QStringLiteral("a connection"), 3000))
        return "no connection";
    socket.write(bytes);
    QElapsedTimer quiet;
    quiet.start();
    qsizetype seen = 0;
    (void)webshop::test::waitUntil([&] {
        if (answer.size() != seen) {
            seen = answer.size();
            quiet.restart();
        }
        return socket.state() == QAbstractSocket::UnconnectedState || quiet.elapsed() > quietMs;
    }, QStringLiteral("the close or a silence"), 60000);
    answer += socket.readAll();
    *closed = socket.state() == QAbstractSocket::UnconnectedState;
    return answer;
}

} // namespace

class tst_DemoRobustness : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DemoServer> m_server;
    std::unique_ptr<DemoHttp> m_http;
    QString m_bundle;
    QByteArray m_basketBefore;

    QString basket() const { return m_http->basketPath(u"0012"_s, u"getBasket"_s); }

    // The server answers normally and the basket is as it was.
    void verifyHealthy()
    {
        const HttpResult search = m_http->get(u"/webshop/v1/search?storeId=0012&query=gouda&rows=5"_s);
        QCOMPARE(search.status, 200);
        QCOMPARE(search.json()[u"results"_s].toArray().size(), 5);
        QCOMPARE(m_http->get(basket()).body, m_basketBefore);
    }

private Q_SLOTS:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        m_server = std::make_unique<DemoServer>();
        QVERIFY(m_server->listen());
        m_http = std::make_unique<DemoHttp>(m_server->url());
        QVERIFY(m_http->login());
        m_bundle = m_http->get(u"/webshop/v1/search?storeId=0012&query=pils&rows=1"_s)
                       .json()[u"results"_s][0][u"bundles"_s][0][u"bettyBundleId"_s].toString();
        QVERIFY(!m_bundle.isEmpty());
        QCOMPARE(m_http->addItem(u"0012"_s, m_bundle, 4).status, 200);
        m_basketBefore = m_http->get(basket()).body;
        QVERIFY(m_basketBefore.contains(m_bundle.toLatin1()));
    }

    void concurrentAddsLoseNothing()
    {
        constexpr int kClients = 6;
        constexpr int kAddsPerClient = 25;
        const QString store = u"0034"_s;
        const int before = m_server->addItemRequestCount();
        std::vector<std::unique_ptr<DemoHttp>> clients;
        QList<QNetworkReply *> replies;
        for (int c = 0; c < kClients; ++c) {
            clients.push_back(std::make_unique<DemoHttp>(m_server->url()));
            clients.back()->clientToken = m_http->clientToken;
            clients.back()->customerToken = m_http->customerToken;
            clients.back()->customerId = m_http->customerId;
        }
        // Every request in flight at once: several connections per client.
        for (int i = 0; i < kAddsPerClient; ++i) {
            for (int c = 0; c < kClients; ++c) {
                QNetworkRequest request(m_server->url().resolved(QUrl(clients[size_t(c)]->basketPath(store, u"addItem"_s))));
                request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
                for (const auto &[k, v] : clients[size_t(c)]->auth())
                    request.setRawHeader(k, v);
                replies.append(clients[size_t(c)]->manager().post(
                    request, DemoHttp::json({{u"bettyBundleId"_s, m_bundle}, {u"amount"_s, c + 1}})));
            }
        }
        int ok = 0;
        for (QNetworkReply *reply : std::as_const(replies))
            ok += DemoHttp::wait(reply).status == 200;
        QCOMPARE(ok, kClients * kAddsPerClient);
        QCOMPARE(m_server->addItemRequestCount() - before, kClients * kAddsPerClient);
        const QJsonArray items = m_http->get(m_http->basketPath(store, u"getBasket"_s)).json()[u"items"_s].toArray();
        QCOMPARE(items.size(), 1);
        // 25 x (1 + 2 + … + 6)
        QCOMPARE(items[0][u"amount"_s].toDouble(), double(kAddsPerClient * kClients * (kClients + 1) / 2));
    }

    void barrageOverHttp()
    {
        QRandomGenerator random(4711);
        const QString add = m_http->basketPath(u"0012"_s, u"addItem"_s);
        int answered = 0;
        // Random bodies, random bytes, invalid UTF-8.
        for (int i = 0; i < 60; ++i) {
            QByteArray body(qsizetype(random.bounded(1, 400)), Qt::Uninitialized);
            for (char &c : body)
                c = char(random.bounded(256));
            if (i % 3 == 0)
                body = "{\"bettyBundleId\":\"" + m_bundle.toLatin1() + "\xff\xfe\",\"amount\":1}";
            if (i % 5 == 0)
                body = "{\"bettyBundleId\":" + body + "}";
            const HttpResult r = m_http->post(add, body);
            QVERIFY2(r.status == 400, qPrintable(QString::number(r.status) + u' ' + QString::fromUtf8(r.body)));
            ++answered;
        }
        // Wrong types and values in a valid JSON object.
        const QList<QByteArray> bodies = {
            R"({"bettyBundleId":["x"],"amount":1})", R"({"bettyBundleId":{},"amount":1})",
            R"({"bettyBundleId":"BUNDLE","amount":true})", R"({"bettyBundleId":"BUNDLE","amount":-0.0})",
            R"({"bettyBundleId":"BUNDLE","amount":1e-9})", R"({"bettyBundleId":"BUNDLE","amount":99999999999})",
            R"({"bettyBundleId":"","amount":1})", R"({"bettyBundleId":"BUNDLE","amount":2.0000001})",
            R"("just a string")", "null",
            "{\"bettyBundleId\":\"\\u0000\",\"amount\":1}",
        };
        for (QByteArray body : bodies) {
            body.replace("BUNDLE", m_bundle.toLatin1());
            QCOMPARE(m_http->post(add, body).status, 400);
        }
        // Huge bodies: refused, not stored.
        QCOMPARE(m_http->post(add, QByteArray(2 * 1024 * 1024, '{')).status, 413);
        QByteArray hugeJson = "{\"bettyBundleId\":\"" + QByteArray(200000, 'x') + "\",\"amount\":1}";
        QCOMPARE(m_http->post(add, hugeJson).status, 413);
        QCOMPARE(m_http->post(u"/webshop/v1/login/client"_s, QByteArray(3 * 1024 * 1024, ' '), Headers{}).status, 413);
        // Odd paths, queries and methods.
        const QStringList paths = {
            u"/../../etc/passwd"_s, u"/webshop//v1//search?storeId=0012"_s, u"/%00"_s, u"/%FF%FE%FD"_s,
            u"/webshop/v1/search?storeId=%FF%FE&query=%C3%28"_s, u"/webshop/v1/search?storeId=0012&query=%00%01"_s,
            u"/webshop/v1/search?storeId=0012&rows=&page="_s, u"/webshop/v1/search?&&&=&=="_s,
            u"/explore.publicapi.v1/articlevariant/DE/de-DE/0012/0004711/%2F..%2F"_s,
            u"/list/personal/country/DE/list/'%20OR%201=1/locale/de"_s,
            u"/"_s + QString(8000, u'a'), u"/webshop/v1/search?storeId=0012&query="_s + QString(20000, u'k'),
            u"/media/articles/.png"_s, u"/media/articles/%2E%2E.png"_s,
        };
        for (const QString &path : paths) {
            const HttpResult r = m_http->get(path);
            QVERIFY2(r.finished && r.status >= 200 && r.status < 500,
                     qPrintable(path.left(80) + u" -> "_s + QString::number(r.status)));
            ++answered;
        }
        for (const QByteArray method : {"PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "FOO"}) {
            const HttpResult r = m_http->send(method, add, "{}", m_http->auth());
            QVERIFY2(r.status == 405 || r.status == 404 || r.status == 400,
                     qPrintable(QString::fromLatin1(method) + u' ' + QString::number(r.status)));
        }
        QVERIFY(answered > 70);
        verifyHealthy();
    }

    void barrageOverRawSockets()
    {
        QRandomGenerator random(815);
        QList<QByteArray> inputs = {
            "GARBAGE\r\n\r\n",
            "GET /webshop/v1/search HTTP/9.9\r\n\r\n",
            "GET /webshop/v1/search HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
            "POST /login/user HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n{}",
            "GET /nope HTTP/1.1\r\nBad Header Without Colon\r\n\r\n",
            QByteArray("\x00\x01\x02\x03\r\n\r\n", 8),
            "GET /" + QByteArray(70000, 'x') + " HTTP/1.1\r\nHost: x\r\n\r\n",
        };
        for (int i = 0; i < 10; ++i) {
            QByteArray junk(qsizetype(random.bounded(1, 2000)), Qt::Uninitialized);
            for (char &c : junk)
                c = char(random.bounded(256));
            inputs.append(junk + "\r\n\r\n");
        }
        for (const QByteArray &input : std::as_const(inputs)) {
            bool closed = false;
            const QByteArray answer = rawExchange(m_server->url(), input, &closed, 500);
            // An HTTP error reply, or none and a closed connection (Qt HttpServer closes on what
            // it cannot parse); never a 200, never a hang.
            const QByteArray what = input.left(40).toPercentEncoding(" /:") + " -> "
                + answer.left(60).toPercentEncoding(" /:") + (closed ? " (closed)" : " (open)");
            QVERIFY2((answer.isEmpty() && closed) || answer.startsWith("HTTP/1.1 4"), what.constData());
        }
        // A request cut off in the middle, then the connection dropped.
        {
            QTcpSocket socket;
            socket.connectToHost(m_server->url().host(), quint16(m_server->url().port()));
            QVERIFY(socket.waitForConnected(3000));
            socket.write("POST /webshop/v1/login/client HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\n{\"apiUs");
            QVERIFY(socket.waitForBytesWritten(3000));
            socket.abort();
        }
        verifyHealthy();
    }

    void connectionCloseAndPipelining()
    {
        bool closed = false;
        const QByteArray request = "GET /webshop/v1/search?storeId=0012&query=gouda&rows=1 HTTP/1.1\r\nHost: x\r\napijwt: "
            + m_http->clientToken + "\r\n";
        QByteArray answer = rawExchange(m_server->url(), request + "Connection: close\r\n\r\n", &closed);
        QVERIFY2(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer.left(300).constData());
        QVERIFY(closed);
        // Two requests at once on one connection, the first delayed: answered in order.
        FaultOptions faults;
        faults.latencyMs = 150;
        m_server->setFaults(faults);
        answer = rawExchange(m_server->url(),
                             "GET /nope HTTP/1.1\r\nHost: x\r\n\r\n" + request + "Connection: close\r\n\r\n", &closed);
        m_server->setFaults({});
        QVERIFY(answer.startsWith("HTTP/1.1 404"));
        QVERIFY(answer.indexOf("HTTP/1.1 200") > 0);
        QVERIFY(closed);
    }

    void latency()
    {
        FaultOptions faults;
        faults.latencyMs = 400;
        m_server->setFaults(faults);
        QCOMPARE(m_server->faults().latencyMs, 400);
        QElapsedTimer timer;
        timer.start();
        const HttpResult r = m_http->get(basket());
        const qint64 elapsed = timer.elapsed();
        m_server->setFaults({});
        QCOMPARE(r.status, 200);
        QVERIFY2(elapsed >= 390, qPrintable(QString::number(elapsed)));
        QCOMPARE(r.body, m_basketBefore);
    }

    void errorRate()
    {
        FaultOptions faults;
        faults.errorRate = 1.0;
        m_server->setFaults(faults);
        const int before = m_server->addItemRequestCount();
        const HttpResult r = m_http->addItem(u"0012"_s, m_bundle, 1);
        QCOMPARE(r.status, 503);
        QCOMPARE(r.errorCode(), u"service_unavailable"_s);
        QCOMPARE(m_server->addItemRequestCount(), before + 1); // received, not applied
        faults.errorRate = 0.5;
        m_server->setFaults(faults);
        int failures = 0;
        for (int i = 0; i < 60; ++i)
            failures += m_http->get(u"/webshop/v1/search?storeId=0012&rows=1"_s).status == 503;
        m_server->setFaults({});
        QVERIFY2(failures > 10 && failures < 50, qPrintable(QString::number(failures)));
        verifyHealthy();
    }

    void drop_data()
    {
        QTest::addColumn<bool>("applies");
        QTest::newRow("applied, then dropped") << true;
        QTest::newRow("dropped unprocessed") << false;
    }

    void drop()
    {
        QFETCH(bool, applies);
        const QString store = applies ? u"0056"_s : u"0012"_s;
        const QString path = m_http->basketPath(store, u"getBasket"_s);
        const double before = m_http->get(path).json()[u"items"_s][0][u"amount"_s].toDouble();
        FaultOptions faults;
        faults.dropAfterRequest = true;
        faults.dropAppliesRequest = applies;
        m_server->setFaults(faults);
        const int receivedBefore = m_server->addItemRequestCount();
        const HttpResult r = m_http->addItem(store, m_bundle, 2);
        m_server->setFaults({});
        QVERIFY(r.finished);
        QVERIFY(r.error != QNetworkReply::NoError);
        QCOMPARE(r.status, 0); // no reply at all
        // Qt re-sends a POST whose connection closed early: every receipt counts.
        const int receipts = m_server->addItemRequestCount() - receivedBefore;
        QVERIFY(receipts >= 1);
        const double after = m_http->get(path).json()[u"items"_s][0][u"amount"_s].toDouble();
        QCOMPARE(after - before, applies ? 2.0 * receipts : 0.0);
    }

    void drip()
    {
        FaultOptions faults;
        faults.dripIntervalMs = 3;
        m_server->setFaults(faults);
        QElapsedTimer timer;
        timer.start();
        const HttpResult r = m_http->get(u"/nope"_s, Headers{});
        const qint64 elapsed = timer.elapsed();
        m_server->setFaults({});
        QCOMPARE(r.status, 404);
        QCOMPARE(r.errorCode(), u"not_found"_s);
        // Headers and body, one byte every 3 ms.
        QVERIFY2(elapsed >= 3 * (r.body.size() + 60), qPrintable(QString::number(elapsed)));
        verifyHealthy();
    }

    void serverInAnotherThread()
    {
        QThread thread;
        thread.start();
        QObject context;
        context.moveToThread(&thread);
        std::unique_ptr<DemoServer> server;
        QUrl url;
        QMetaObject::invokeMethod(&context, [&] {
            server = std::make_unique<DemoServer>();
            if (server->listen())
                url = server->url();
        }, Qt::BlockingQueuedConnection);
        QVERIFY(url.isValid());
        DemoHttp http(url);
        QVERIFY(http.login());
        QCOMPARE(http.addItem(u"0012"_s, m_bundle, 3).status, 200);
        QCOMPARE(http.get(http.basketPath(u"0012"_s, u"getBasket"_s)).json()[u"items"_s][0][u"amount"_s].toDouble(), 3.0);
        QMetaObject::invokeMethod(&context, [&] { server.reset(); }, Qt::BlockingQueuedConnection);
        thread.quit();
        QVERIFY(thread.wait(5000));
    }
};

QTEST_MAIN(tst_DemoRobustness)
#include "tst_demorobustness.moc"
