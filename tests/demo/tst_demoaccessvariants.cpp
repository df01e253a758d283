// The access variants of the demo backend (VariantOptions) over real loopback HTTP: one
// endpoint outside the API key's scope (403), and tokens from a server whose clock is off.

#include "app/demo/DemoServer.h"
#include "tests/common/TestEnv.h"
#include "tests/demo/DemoHttp.h"

#include <QDateTime>
#include <QElapsedTimer>

using namespace webshop::demo;
using namespace webshop::demo::test;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(webshop::demo::DemoEndpoint)

namespace {

QJsonObject claimsOf(const QByteArray &token)
{
    return QJsonDocument::fromJson(QByteArray::fromBase64(token.split('.').value(1), QByteArray::Base64UrlEncoding))
        .object();
}

} // namespace

class tst_DemoAccessVariants : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DemoServer> m_server;
    std::unique_ptr<DemoHttp> m_http;
    QString m_bundle, m_variant;
    const QString m_store = u"0034"_s;

    QString basket() const { return m_http->basketPath(m_store, u"getBasket"_s); }

private Q_SLOTS:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        m_server = std::make_unique<DemoServer>();
        QVERIFY(m_server->listen());
        m_http = std::make_unique<DemoHttp>(m_server->url());
        QVERIFY(m_http->login());
        const QJsonObject milk = m_http->firstHit(u"vollmilch"_s);
        m_variant = milk[u"bettyVariantId"_s].toString();
        m_bundle = milk[u"bundles"_s][0][u"bettyBundleId"_s].toString();
        QVERIFY(!m_bundle.isEmpty() && !m_variant.isEmpty());
    }

    void init()
    {
        m_server->setVariants({});
        m_server->setTokenTtlSeconds(3600);
        m_server->resetAddItemRequestCounts();
    }

    // --- 4. one endpoint outside the API key's scope --------------------------------------------
    void forbidden_data()
    {
        QTest::addColumn<DemoEndpoint>("endpoint");
        for (const QString &name : endpointNames())
            QTest::newRow(qPrintable(name)) << *endpointFromName(name);
    }

    void forbidden()
    {
        QFETCH(DemoEndpoint, endpoint);
        const QString listId = m_http->get(u"/list/personal/country/DE/customerid/0004711"_s)
                                   .json()[u"lists"_s][0][u"listId"_s].toString();
        QVERIFY(!listId.isEmpty());
        struct Call
        {
            DemoEndpoint endpoint;
            QByteArray method;
            QString path;
            QByteArray body;
        };
        const QList<Call> calls = {
            {DemoEndpoint::ClientLogin, "POST", u"/webshop/v1/login/client"_s,
             DemoHttp::json({{u"apiUser"_s, DemoServer::demoApiUser()}, {u"apiPw"_s, DemoServer::demoApiPassword()}})},
            {DemoEndpoint::CustomerLogin, "POST", u"/login/user"_s,
             DemoHttp::json({{u"username"_s, u"gastro@example.com"_s}, {u"password"_s, u"demo"_s}})},
            {DemoEndpoint::Search, "GET", u"/webshop/v1/search?storeId=0012&query=milch"_s, {}},
            {DemoEndpoint::ArticleVariant, "GET",
             u"/explore.publicapi.v1/articlevariant/DE/de-DE/0012/0004711/"_s + m_variant, {}},
            {DemoEndpoint::AddItem, "POST", m_http->basketPath(m_store, u"addItem"_s),
             DemoHttp::json({{u"bettyBundleId"_s, m_bundle}, {u"amount"_s, 1}})},
            {DemoEndpoint::GetBasket, "GET", basket(), {}},
            {DemoEndpoint::PersonalLists, "GET", u"/list/personal/country/DE/customerid/0004711"_s, {}},
            {DemoEndpoint::PersonalList, "GET", u"/list/personal/country/DE/list/%1/locale/de-DE"_s.arg(listId), {}},
        };
        QCOMPARE(calls.size(), endpointNames().size());
        VariantOptions v;
        v.forbidden = {endpoint};
        m_server->setVariants(v);
        for (const Call &call : calls) {
            const HttpResult r = m_http->send(call.method, call.path, call.body, m_http->auth());
            if (call.endpoint != endpoint) {
                QVERIFY2(r.status == 200, qPrintable(endpointName(call.endpoint) + u' ' + QString::number(r.status)));
                continue;
            }
            QCOMPARE(r.status, 403);
            QCOMPARE(r.header("Content-Type"), QByteArray("application/json"));
            QCOMPARE(r.errorCode(), u"insufficient_scope"_s);
            QCOMPARE(r.json()[u"error"_s][u"status"_s].toInt(), 403);
            QVERIFY(r.json()[u"error"_s][u"message"_s].toString().contains(endpointName(endpoint)));
            if (endpoint != DemoEndpoint::ClientLogin) {
                // The client token is checked first: a bad one is still 401.
                const HttpResult bad = m_http->send(call.method, call.path, call.body, {{"apijwt", "a.b.c"}});
                QCOMPARE(bad.status, 401);
            }
        }
        // Refused or not, every addItem was received.
        QCOMPARE(m_server->addItemRequestCount(m_bundle), endpoint == DemoEndpoint::AddItem ? 2 : 1);
    }

    // --- 5. tokens from a server whose clock is off ----------------------------------------------
    void tokenBornExpiredIsAccepted()
    {
        VariantOptions v;
        v.tokenSkewSeconds = -600;
        m_server->setVariants(v);
        m_server->setTokenTtlSeconds(60);
        DemoHttp http(m_server->url());
        QVERIFY(http.login());
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        for (const QByteArray &token : {http.clientToken, http.customerToken}) {
            const QJsonObject claims = claimsOf(token);
            QVERIFY2(claims[u"exp"_s].toInteger() < now - 500, qPrintable(QString::number(claims[u"exp"_s].toInteger() - now)));
            QCOMPARE(claims[u"exp"_s].toInteger() - claims[u"iat"_s].toInteger(), 60);
        }
        QCOMPARE(http.get(http.basketPath(m_store, u"getBasket"_s)).status, 200);
        QCOMPARE(http.addItem(m_store, m_bundle, 1).status, 200);
        // A server trusting the real clock refuses them.
        m_server->setVariants({});
        QCOMPARE(http.get(http.basketPath(m_store, u"getBasket"_s)).errorCode(), u"token_expired"_s);
    }

    void skewedTokensLiveTheirLifetime()
    {
        VariantOptions v;
        v.tokenSkewSeconds = -3600;
        m_server->setVariants(v);
        m_server->setTokenTtlSeconds(2);
        DemoHttp http(m_server->url());
        QElapsedTimer sinceLogin;
        sinceLogin.start();
        QVERIFY(http.login());
        QVERIFY(claimsOf(http.clientToken)[u"exp"_s].toInteger() < QDateTime::currentSecsSinceEpoch());
        QCOMPARE(http.get(http.basketPath(m_store, u"getBasket"_s)).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(http.get(http.basketPath(m_store, u"getBasket"_s)).errorCode(),
                                  u"token_expired"_s, 10000);
        QVERIFY(sinceLogin.elapsed() >= 1000); // lifetime 2 s, rounded to whole seconds
        // A positive skew: exp far ahead of the real clock, accepted the same way.
        v.tokenSkewSeconds = 7200;
        m_server->setVariants(v);
        m_server->setTokenTtlSeconds(3600);
        QVERIFY(http.login());
        QVERIFY(claimsOf(http.clientToken)[u"iat"_s].toInteger() > QDateTime::currentSecsSinceEpoch() + 7000);
        QCOMPARE(http.get(http.basketPath(m_store, u"getBasket"_s)).status, 200);
    }
};

QTEST_MAIN(tst_DemoAccessVariants)
#include "tst_demoaccessvariants.moc"
