// Conformance of the demo backend over real HTTP: every endpoint, every path form, auth and
// error cases.

#include "app/demo/DemoServer.h"
#include "tests/common/TestEnv.h"
#include "tests/demo/DemoHttp.h"

#include <QImage>
#include <QRegularExpression>
#include <QUuid>

using namespace webshop::demo;
using namespace webshop::demo::test;
using namespace Qt::StringLiterals;

class tst_DemoServer : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DemoServer> m_server;
    std::unique_ptr<DemoHttp> m_http;
    QString m_bundle, m_weightBundle, m_variant;

    QString searchPath(const QString &query, const QString &extra = {}) const
    {
        return u"/webshop/v1/search?storeId=0012&customerId=%1&language=de-DE&country=DE&query=%2%3"_s
            .arg(m_http->customerId, QString::fromLatin1(QUrl::toPercentEncoding(query)), extra);
    }

private Q_SLOTS:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        m_server = std::make_unique<DemoServer>();
        QVERIFY(m_server->listen());
        QVERIFY(m_server->port() != 0);
        QCOMPARE(m_server->url().host(), u"127.0.0.1"_s);
        m_http = std::make_unique<DemoHttp>(m_server->url());
        QVERIFY(m_http->login());
        // A piece article and a weight article for the basket tests.
        const QJsonArray milk = m_http->get(searchPath(u"vollmilch"_s)).json().value(u"results"_s).toArray();
        QVERIFY(!milk.isEmpty());
        m_variant = milk.first()[u"bettyVariantId"_s].toString();
        m_bundle = milk.first()[u"bundles"_s][0][u"bettyBundleId"_s].toString();
        const QJsonArray gouda = m_http->get(searchPath(u"gouda"_s)).json().value(u"results"_s).toArray();
        QVERIFY(!gouda.isEmpty());
        QVERIFY(gouda.first()[u"bundles"_s][0][u"isWeightArticle"_s].toBool());
        m_weightBundle = gouda.first()[u"bundles"_s][0][u"bettyBundleId"_s].toString();
    }

    void curatedRangeIsLargeEnough()
    {
        QVERIFY2(m_server->articleCount() >= 1000, qPrintable(QString::number(m_server->articleCount())));
    }

    // --- 4.1 client login --------------------------------------------------------------------
    void clientLogin()
    {
        const HttpResult r = m_http->post(u"/webshop/v1/login/client"_s,
                                          DemoHttp::json({{u"apiUser"_s, u"demo-client"_s},
                                                          {u"apiPw"_s, u"demo-secret"_s}}),
                                          Headers{});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.header("Content-Type"), QByteArray("application/json"));
        const QString token = r.json().value(u"client-JWT"_s).toString();
        QCOMPARE(token.count(u'.'), 2);
        QVERIFY(r.header("Set-Cookie").startsWith(QByteArray("apijwt=" + token.toLatin1() + ";")));
        QVERIFY(r.header("Set-Cookie").contains("HttpOnly"));
        // The payload carries exp = iat + ttl.
        const QJsonObject payload = QJsonDocument::fromJson(QByteArray::fromBase64(
            token.section(u'.', 1, 1).toLatin1(), QByteArray::Base64UrlEncoding)).object();
        QCOMPARE(payload.value(u"exp"_s).toInteger() - payload.value(u"iat"_s).toInteger(), 3600);
    }

    void clientLoginErrors_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::newRow("wrong password") << QByteArray(R"({"apiUser":"demo-client","apiPw":"nope"})") << 401 << u"invalid_credentials"_s;
        QTest::newRow("unknown user") << QByteArray(R"({"apiUser":"x","apiPw":"demo-secret"})") << 401 << u"invalid_credentials"_s;
        QTest::newRow("missing password") << QByteArray(R"({"apiUser":"demo-client"})") << 400 << u"missing_field"_s;
        QTest::newRow("number") << QByteArray(R"({"apiUser":"demo-client","apiPw":5})") << 400 << u"missing_field"_s;
        QTest::newRow("malformed") << QByteArray(R"({"apiUser":)") << 400 << u"malformed_json"_s;
        QTest::newRow("array") << QByteArray(R"([1,2])") << 400 << u"malformed_json"_s;
        QTest::newRow("empty") << QByteArray() << 400 << u"malformed_json"_s;
    }

    void clientLoginErrors()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        QFETCH(QString, code);
        const HttpResult r = m_http->send("POST", u"/webshop/v1/login/client"_s, body);
        QCOMPARE(r.status, status);
        QCOMPARE(r.errorCode(), code);
        QCOMPARE(r.json()[u"error"_s][u"status"_s].toInt(), status);
        QVERIFY(!r.json()[u"error"_s][u"message"_s].toString().isEmpty());
        QVERIFY(r.header("Set-Cookie").isEmpty());
    }

    // --- 4.2 customer login, both path forms --------------------------------------------------
    void customerLogin_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("long") << u"/webshop/v1/login/user"_s;
        QTest::newRow("short") << u"/login/user"_s;
    }

    void customerLogin()
    {
        QFETCH(QString, path);
        const HttpResult r = m_http->post(path, DemoHttp::json({{u"username"_s, u"Gastro@Example.com"_s},
                                                               {u"password"_s, u"demo"_s}}),
                                          Headers{{"apijwt", m_http->clientToken}});
        QCOMPARE(r.status, 200);
        const QJsonObject o = r.json();
        QCOMPARE(o.value(u"customerId"_s).toString(), u"0004711"_s);
        QVERIFY(!o.value(u"customerName1"_s).toString().isEmpty());
        QCOMPARE(o.value(u"customer-JWT"_s).toString().count(u'.'), 2);
        QVERIFY(r.header("Set-Cookie").startsWith("customerjwt="));
        const QJsonArray addresses = o.value(u"deliveryAdresses"_s).toArray();
        QCOMPARE(addresses.size(), 4);
        QSet<QString> stores;
        static const QStringList fields = {u"addressLine2"_s, u"addressNumber"_s, u"buildingName"_s,
            u"city"_s, u"country"_s, u"storeId"_s, u"district"_s, u"hash"_s, u"house2Num"_s,
            u"houseNumber"_s, u"integrationId"_s, u"state"_s, u"street"_s, u"zipcode"_s};
        for (const QJsonValue &a : addresses) {
            for (const QString &f : fields)
                QVERIFY2(a[f].isString(), qPrintable(f));
            QVERIFY(!a[u"hash"_s].toString().isEmpty());
            stores.insert(a[u"storeId"_s].toString());
        }
        QVERIFY(stores.size() >= 2);
        QVERIFY(!o.contains(u"deliveryAddresses"_s)); // the spec's spelling only
    }

    void customerLoginErrors()
    {
        const QByteArray good = DemoHttp::json({{u"username"_s, u"hotel@example.com"_s}, {u"password"_s, u"demo"_s}});
        QCOMPARE(m_http->post(u"/login/user"_s, good, Headers{}).errorCode(), u"missing_token"_s);
        QCOMPARE(m_http->post(u"/login/user"_s, good, Headers{}).status, 401);
        const Headers client{{"apijwt", m_http->clientToken}};
        const HttpResult wrong = m_http->post(u"/login/user"_s,
            DemoHttp::json({{u"username"_s, u"hotel@example.com"_s}, {u"password"_s, u"x"_s}}), client);
        QCOMPARE(wrong.status, 401);
        QCOMPARE(wrong.errorCode(), u"invalid_credentials"_s);
        QCOMPARE(m_http->post(u"/login/user"_s, "{", client).status, 400);
        QCOMPARE(m_http->post(u"/login/user"_s, R"({"username":"hotel@example.com"})", client).errorCode(),
                 u"missing_field"_s);
        const HttpResult hotel = m_http->post(u"/login/user"_s, good, client);
        QCOMPARE(hotel.status, 200);
        QCOMPARE(hotel.json()[u"deliveryAdresses"_s].toArray().size(), 2);
    }

    // --- Section 5: tokens ---------------------------------------------------------------------
    void tokensAsCookies()
    {
        const QByteArray cookie = "apijwt=" + m_http->clientToken + "; customerjwt=" + m_http->customerToken;
        const HttpResult r = m_http->get(m_http->basketPath(u"0012"_s, u"getBasket"_s), Headers{{"Cookie", cookie}});
        QCOMPARE(r.status, 200);
        const HttpResult s = m_http->get(searchPath(u"milch"_s), Headers{{"Cookie", "apijwt=" + m_http->clientToken}});
        QCOMPARE(s.status, 200);
        // Header names are case-insensitive.
        QCOMPARE(m_http->get(searchPath(u"milch"_s), Headers{{"ApiJWT", m_http->clientToken}}).status, 200);
    }

    void clientTokenRequiredEverywhere_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::newRow("search") << QByteArray("GET") << u"/webshop/v1/search?storeId=0012&query=a"_s;
        QTest::newRow("search explore") << QByteArray("GET") << u"/explore.publicapi.v1/search?storeId=0012"_s;
        QTest::newRow("variant") << QByteArray("GET") << u"/explore.publicapi.v1/articlevariant/DE/de-DE/0012/0004711/1000000"_s;
        QTest::newRow("add") << QByteArray("POST") << u"/explore.publicapi.v1/shoppingcarts/DE/0012/0004711/addItem"_s;
        QTest::newRow("basket") << QByteArray("GET") << u"/explore.publicapi.v1/shoppingcarts/DE/0012/0004711/getBasket"_s;
        QTest::newRow("lists") << QByteArray("GET") << u"/list/personal/country/DE/customerid/0004711"_s;
        QTest::newRow("list") << QByteArray("GET") << u"/list/personal/country/DE/list/x/locale/de-DE"_s;
        QTest::newRow("user login") << QByteArray("POST") << u"/webshop/v1/login/user"_s;
    }

    void clientTokenRequiredEverywhere()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        // Only the customer token: still 401, the client token is missing.
        const HttpResult r = m_http->send(method, path, method == "POST" ? "{}" : "",
                                          {{"customerjwt", m_http->customerToken}});
        QCOMPARE(r.status, 401);
        QCOMPARE(r.errorCode(), u"missing_token"_s);
        QCOMPARE(r.header("Content-Type"), QByteArray("application/json"));
    }

    void invalidTokens()
    {
        const QString path = searchPath(u"milch"_s);
        QByteArray tampered = m_http->clientToken;
        tampered[tampered.size() - 2] = tampered.at(tampered.size() - 2) == 'A' ? 'B' : 'A';
        QCOMPARE(m_http->get(path, {{"apijwt", tampered}}).errorCode(), u"invalid_token"_s);
        QCOMPARE(m_http->get(path, {{"apijwt", "garbage"}}).errorCode(), u"invalid_token"_s);
        QCOMPARE(m_http->get(path, {{"apijwt", "a.b.c"}}).status, 401);
        // A customer token is no client token.
        QCOMPARE(m_http->get(path, {{"apijwt", m_http->customerToken}}).errorCode(), u"invalid_token"_s);
        // A token of another server instance (another secret) is refused.
        DemoServer other;
        QVERIFY(other.listen());
        DemoHttp otherHttp(other.url());
        QVERIFY(otherHttp.login());
        QCOMPARE(m_http->get(path, {{"apijwt", otherHttp.clientToken}}).errorCode(), u"invalid_token"_s);
        // A customer token in the client slot of a basket call, and vice versa.
        const HttpResult swapped = m_http->get(m_http->basketPath(u"0012"_s, u"getBasket"_s),
            {{"apijwt", m_http->clientToken}, {"customerjwt", m_http->clientToken}});
        QCOMPARE(swapped.errorCode(), u"invalid_token"_s);
    }

    void expiredTokens()
    {
        DemoServer server;
        QVERIFY(server.listen());
        DemoHttp http(server.url());
        QVERIFY(http.login());
        const QString basket = http.basketPath(u"0012"_s, u"getBasket"_s);
        QCOMPARE(http.get(basket).status, 200);
        server.expireTokens();
        const HttpResult r = http.get(basket);
        QCOMPARE(r.status, 401);
        QCOMPARE(r.errorCode(), u"token_expired"_s);
        QVERIFY(http.login()); // a new login gives working tokens
        QCOMPARE(http.get(basket).status, 200);

        // Real expiry by the exp claim: a one-second lifetime.
        server.setTokenTtlSeconds(1);
        QCOMPARE(server.tokenTtlSeconds(), 1);
        QVERIFY(http.login());
        QCOMPARE(http.get(basket).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(http.get(basket).errorCode(), u"token_expired"_s, 5000);
        QCOMPARE(http.get(basket).status, 401);
    }

    // --- 4.3 search -----------------------------------------------------------------------------
    void searchBothPaths()
    {
        const QString query = u"?storeId=0012&customerId=0004711&language=en-GB&country=DE&query=milk&rows=5&page=1"_s;
        const HttpResult a = m_http->get(u"/webshop/v1/search"_s + query);
        const HttpResult b = m_http->get(u"/explore.publicapi.v1/search"_s + query);
        QCOMPARE(a.status, 200);
        QCOMPARE(b.status, 200);
        QCOMPARE(a.body, b.body);
        const QJsonObject o = a.json();
        QVERIFY(o.value(u"amount"_s).toInt() > 5);
        QCOMPARE(o.value(u"page"_s).toInt(), 1);
        QCOMPARE(o.value(u"rows"_s).toInt(), 5);
        QCOMPARE(o.value(u"query"_s).toString(), u"milk"_s);
        QCOMPARE(o.value(u"totalPages"_s).toInt(), (o.value(u"amount"_s).toInt() + 4) / 5);
        const QJsonArray results = o.value(u"results"_s).toArray();
        QCOMPARE(results.size(), 5);
        for (const QJsonValue &article : results) {
            QVERIFY(article[u"bettyVariantId"_s].isString());
            QVERIFY(article[u"name"_s].toString().contains(u"milk"_s, Qt::CaseInsensitive));
            QVERIFY(article[u"imageUrl"_s].toString().startsWith(u"/media/articles/"_s));
            const QJsonArray bundles = article[u"bundles"_s].toArray();
            QVERIFY(!bundles.isEmpty());
            for (const QJsonValue &b : bundles) {
                QVERIFY(b[u"bettyBundleId"_s].isString());
                QVERIFY(b[u"description"_s].isString());
                QVERIFY(b[u"longDescription"_s].isString());
                QVERIFY(b[u"isWeightArticle"_s].isBool());
                QVERIFY(!b.toObject().contains(u"weightArticle"_s));
                QVERIFY(!b.toObject().contains(u"bundleSize"_s));
                const QJsonObject price = b[u"sellingPriceInfo"_s].toObject();
                QCOMPARE(price[u"currency"_s].toString(), u"EUR"_s);
                QVERIFY(cents(price[u"articleNet"_s]) > 0);
                QCOMPARE(cents(price[u"articleNet"_s]) + cents(price[u"articleVatAmount"_s]),
                         cents(price[u"articleGross"_s]));
            }
        }
    }

    void searchLanguageAndStores()
    {
        const auto first = [&](const QString &language, const QString &store) {
            return m_http->get(u"/webshop/v1/search?storeId=%1&language=%2&query=%3"_s
                                   .arg(store, language, m_variant))
                .json()[u"results"_s][0].toObject();
        };
        const QJsonObject de = first(u"de-DE"_s, u"0012"_s);
        const QJsonObject en = first(u"en-GB"_s, u"0012"_s);
        const QJsonObject fr = first(u"fr-FR"_s, u"0012"_s);
        QCOMPARE(de[u"bettyVariantId"_s].toString(), m_variant);
        QVERIFY(de[u"name"_s].toString().contains(u"Vollmilch"_s));
        QVERIFY(en[u"name"_s].toString().contains(u"whole milk"_s, Qt::CaseInsensitive));
        QVERIFY2(fr[u"name"_s].toString().contains(u"Lait entier frais"_s), qPrintable(fr[u"name"_s].toString()));
        QCOMPARE(first(u"sv-SE"_s, u"0012"_s)[u"name"_s], en[u"name"_s]); // no Swedish range: English
        // Stores have slightly different prices.
        const qint64 koeln = cents(de[u"bundles"_s][0][u"sellingPriceInfo"_s][u"articleNet"_s]);
        const qint64 duesseldorf = cents(first(u"de-DE"_s, u"0034"_s)[u"bundles"_s][0][u"sellingPriceInfo"_s][u"articleNet"_s]);
        const qint64 berlin = cents(first(u"de-DE"_s, u"0056"_s)[u"bundles"_s][0][u"sellingPriceInfo"_s][u"articleNet"_s]);
        QVERIFY(duesseldorf > koeln);
        QVERIFY(berlin < koeln);
    }

    void searchErrors_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::newRow("no store") << u"query=milk"_s << 400 << u"missing_parameter"_s;
        QTest::newRow("page 0") << u"storeId=0012&page=0"_s << 400 << u"invalid_parameter"_s;
        QTest::newRow("page -1") << u"storeId=0012&page=-1"_s << 400 << u"invalid_parameter"_s;
        QTest::newRow("page text") << u"storeId=0012&page=one"_s << 400 << u"invalid_parameter"_s;
        QTest::newRow("rows 0") << u"storeId=0012&rows=0"_s << 400 << u"invalid_parameter"_s;
        QTest::newRow("rows 201") << u"storeId=0012&rows=201"_s << 400 << u"invalid_parameter"_s;
        QTest::newRow("rows 1.5") << u"storeId=0012&rows=1.5"_s << 400 << u"invalid_parameter"_s;
        QTest::newRow("rows huge") << u"storeId=0012&rows=99999999999999999999"_s << 400 << u"invalid_parameter"_s;
        QTest::newRow("unknown store") << u"storeId=9999"_s << 404 << u"unknown_store"_s;
        QTest::newRow("unknown country") << u"storeId=0012&country=FR"_s << 404 << u"unknown_country"_s;
        QTest::newRow("other customer") << u"storeId=0012&customerId=0815230"_s << 403 << u"customer_mismatch"_s;
        QTest::newRow("rows 200") << u"storeId=0012&rows=200"_s << 200 << QString();
        QTest::newRow("rows 1") << u"storeId=0012&rows=1"_s << 200 << QString();
    }

    void searchErrors()
    {
        QFETCH(QString, query);
        QFETCH(int, status);
        QFETCH(QString, code);
        const HttpResult r = m_http->get(u"/webshop/v1/search?"_s + query);
        QCOMPARE(r.status, status);
        QCOMPARE(r.errorCode(), code);
    }

    // --- 4.4 article variant --------------------------------------------------------------------
    void articleVariant()
    {
        const QString path = u"/explore.publicapi.v1/articlevariant/DE/en-GB/0012/0004711/"_s + m_variant;
        const HttpResult r = m_http->get(path);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json()[u"bettyVariantId"_s].toString(), m_variant);
        QVERIFY(r.json()[u"name"_s].toString().contains(u"milk"_s, Qt::CaseInsensitive));
        QVERIFY(r.json()[u"bundles"_s][0][u"isWeightArticle"_s].isBool());
        // Without a customer token it still answers (client token only).
        QCOMPARE(m_http->get(path, {{"apijwt", m_http->clientToken}}).status, 200);
    }

    void articleVariantErrors_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        const QString base = u"/explore.publicapi.v1/articlevariant/"_s;
        QTest::newRow("unknown article") << base + u"DE/de-DE/0012/0004711/9999999"_s << 404 << u"unknown_article"_s;
        QTest::newRow("bundle id") << base + u"DE/de-DE/0012/0004711/100000001"_s << 404 << u"unknown_article"_s;
        QTest::newRow("unknown store") << base + u"DE/de-DE/0099/0004711/1000000"_s << 404 << u"unknown_store"_s;
        QTest::newRow("unknown country") << base + u"AT/de-AT/0012/0004711/1000000"_s << 404 << u"unknown_country"_s;
        QTest::newRow("other customer") << base + u"DE/de-DE/0012/0815230/1000000"_s << 403 << u"customer_mismatch"_s;
        QTest::newRow("too few segments") << base + u"DE/de-DE/0012/1000000"_s << 404 << u"not_found"_s;
        QTest::newRow("leading zeros differ") << base + u"DE/de-DE/0012/4711/1000000"_s << 403 << u"customer_mismatch"_s;
    }

    void articleVariantErrors()
    {
        QFETCH(QString, path);
        QFETCH(int, status);
        QFETCH(QString, code);
        const HttpResult r = m_http->get(path);
        QCOMPARE(r.status, status);
        QCOMPARE(r.errorCode(), code);
    }

    // --- 4.5 / 4.6 basket ------------------------------------------------------------------------
    void basketAccumulates()
    {
        const QString store = u"0034"_s;
        QCOMPARE(m_http->get(m_http->basketPath(store, u"getBasket"_s)).json()[u"items"_s].toArray().size(), 0);
        HttpResult r = m_http->addItem(store, m_bundle, 2);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json()[u"items"_s].toArray().size(), 1); // addItem answers the basket
        QCOMPARE(m_http->addItem(store, m_bundle, 3).status, 200);
        QCOMPARE(m_http->addItem(store, m_weightBundle, 1.25).status, 200);
        r = m_http->get(m_http->basketPath(store, u"getBasket"_s));
        QCOMPARE(r.status, 200);
        const QJsonArray items = r.json()[u"items"_s].toArray();
        QCOMPARE(items.size(), 2);
        QCOMPARE(items[0][u"article"_s].toString(), m_bundle);
        QCOMPARE(items[0][u"amount"_s].toDouble(), 5.0);
        QCOMPARE(items[1][u"article"_s].toString(), m_weightBundle);
        QCOMPARE(items[1][u"amount"_s].toDouble(), 1.25);
        static const QStringList itemFields = {u"netTotal"_s, u"grossTotal"_s, u"vatTotal"_s,
            u"articleNet"_s, u"articleGross"_s, u"articleVATAmount"_s, u"emptiesNet"_s,
            u"emptiesGross"_s, u"emptiesVATAmount"_s};
        for (const QJsonValue &item : items)
            for (const QString &f : itemFields) {
                QVERIFY2(item[u"price"_s][f][u"amount"_s].isDouble(), qPrintable(f));
                QCOMPARE(item[u"price"_s][f][u"currency"_s].toString(), u"EUR"_s);
            }
        static const QStringList totalFields = {u"netTotal"_s, u"grossTotal"_s, u"vatTotal"_s,
            u"articleNetTotal"_s, u"articleGrossTotal"_s, u"articleVatTotal"_s, u"emptiesNet"_s,
            u"emptiesGross"_s, u"emptiesVATAmount"_s};
        for (const QString &f : totalFields)
            QVERIFY2(r.json()[u"total_price"_s][f][u"amount"_s].isDouble(), qPrintable(f));
        // Baskets are per store: the Köln basket is untouched.
        QCOMPARE(m_http->get(m_http->basketPath(u"0056"_s, u"getBasket"_s)).json()[u"items"_s].toArray().size(), 0);
        // The short heading forms: additem / getbasket in any case.
        QCOMPARE(m_http->post(m_http->basketPath(store, u"additem"_s),
                              DemoHttp::json({{u"bettyBundleId"_s, m_bundle}, {u"amount"_s, 1}})).status, 200);
        QCOMPARE(m_http->get(m_http->basketPath(store, u"getbasket"_s)).json()[u"items"_s][0][u"amount"_s].toDouble(), 6.0);
    }

    void addItemErrors_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::newRow("malformed") << QByteArray("{\"bettyBundleId\":") << 400 << u"malformed_json"_s;
        QTest::newRow("no bundle") << QByteArray(R"({"amount":1})") << 400 << u"missing_field"_s;
        QTest::newRow("no amount") << QByteArray(R"({"bettyBundleId":"BUNDLE"})") << 400 << u"missing_field"_s;
        QTest::newRow("amount text") << QByteArray(R"({"bettyBundleId":"BUNDLE","amount":"2"})") << 400 << u"missing_field"_s;
        QTest::newRow("amount null") << QByteArray(R"({"bettyBundleId":"BUNDLE","amount":null})") << 400 << u"missing_field"_s;
        QTest::newRow("unknown bundle") << QByteArray(R"({"bettyBundleId":"999999901","amount":1})") << 400 << u"unknown_bundle"_s;
        QTest::newRow("variant id") << QByteArray(R"({"bettyBundleId":"VARIANT","amount":1})") << 400 << u"unknown_bundle"_s;
        QTest::newRow("zero") << QByteArray(R"({"bettyBundleId":"BUNDLE","amount":0})") << 400 << u"invalid_amount"_s;
        QTest::newRow("negative") << QByteArray(R"({"bettyBundleId":"BUNDLE","amount":-2})") << 400 << u"invalid_amount"_s;
        QTest::newRow("decimal piece") << QByteArray(R"({"bettyBundleId":"BUNDLE","amount":1.5})") << 400 << u"invalid_amount"_s;
        QTest::newRow("huge") << QByteArray(R"({"bettyBundleId":"BUNDLE","amount":1e300})") << 400 << u"invalid_amount"_s;
        QTest::newRow("four decimals kg") << QByteArray(R"({"bettyBundleId":"WEIGHT","amount":1.0005})") << 400 << u"invalid_amount"_s;
    }

    void addItemErrors()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        QFETCH(QString, code);
        body.replace("WEIGHT", m_weightBundle.toLatin1()).replace("BUNDLE", m_bundle.toLatin1())
            .replace("VARIANT", m_variant.toLatin1());
        const QString store = u"0056"_s;
        const HttpResult r = m_http->post(m_http->basketPath(store, u"addItem"_s), body);
        QCOMPARE(r.status, status);
        QCOMPARE(r.errorCode(), code);
        // Nothing reached the basket.
        QCOMPARE(m_http->get(m_http->basketPath(store, u"getBasket"_s)).json()[u"items"_s].toArray().size(), 0);
    }

    void basketAuth()
    {
        const QString path = m_http->basketPath(u"0012"_s, u"getBasket"_s);
        const HttpResult noCustomer = m_http->get(path, {{"apijwt", m_http->clientToken}});
        QCOMPARE(noCustomer.status, 401);
        QCOMPARE(noCustomer.errorCode(), u"missing_token"_s);
        const HttpResult other = m_http->get(m_http->basketPath(u"0012"_s, u"getBasket"_s, u"0815230"_s));
        QCOMPARE(other.status, 403);
        QCOMPARE(other.errorCode(), u"customer_mismatch"_s);
        const HttpResult otherAdd = m_http->post(m_http->basketPath(u"0012"_s, u"addItem"_s, u"0815230"_s),
            DemoHttp::json({{u"bettyBundleId"_s, m_bundle}, {u"amount"_s, 1}}));
        QCOMPARE(otherAdd.status, 403);
        QCOMPARE(m_http->get(u"/explore.publicapi.v1/shoppingcarts/DE/0099/0004711/getBasket"_s).errorCode(), u"unknown_store"_s);
        QCOMPARE(m_http->get(u"/explore.publicapi.v1/shoppingcarts/XX/0012/0004711/getBasket"_s).errorCode(), u"unknown_country"_s);
        // The other customer sees their own (empty) basket with their own token.
        DemoHttp hotel(m_server->url());
        QVERIFY(hotel.login(u"hotel@example.com"_s));
        QCOMPARE(hotel.get(hotel.basketPath(u"0034"_s, u"getBasket"_s)).json()[u"items"_s].toArray().size(), 0);
    }

    // --- 4.7 / 4.8 lists --------------------------------------------------------------------------
    void personalLists()
    {
        for (const QString &prefix : {QString(), u"/explore.publicapi.v1"_s}) {
            const HttpResult r = m_http->get(prefix + u"/list/personal/country/DE/customerid/0004711"_s);
            QCOMPARE(r.status, 200);
            QCOMPARE(r.json()[u"userId"_s].toString(), u"0004711"_s);
            const QJsonArray lists = r.json()[u"lists"_s].toArray();
            QVERIFY(lists.size() >= 3);
            for (const QJsonValue &l : lists) {
                QVERIFY(!QUuid::fromString(l[u"listId"_s].toString()).isNull());
                QVERIFY(!l[u"storeId"_s].toString().isEmpty());
            }
        }
    }

    void personalListItems()
    {
        const QJsonArray lists = m_http->get(u"/list/personal/country/DE/customerid/0004711"_s).json()[u"lists"_s].toArray();
        for (const QJsonValue &l : lists) {
            const QString listId = l[u"listId"_s].toString();
            const HttpResult r = m_http->get(u"/list/personal/country/DE/list/%1/locale/de-DE"_s.arg(listId));
            QCOMPARE(r.status, 200);
            const QJsonObject o = r.json();
            QCOMPARE(o[u"listId"_s].toString(), listId);
            QCOMPARE(o[u"userId"_s].toString(), u"0004711"_s);
            QCOMPARE(o[u"storeId"_s].toString(), l[u"storeId"_s].toString());
            QVERIFY(!o[u"name"_s].toString().isEmpty());
            const QJsonArray items = o[u"items"_s].toArray();
            QVERIFY2(items.size() >= 5 && items.size() <= 40, qPrintable(QString::number(items.size())));
            for (const QJsonValue &item : items) {
                const QJsonObject article = item[u"article"_s].toObject();
                QVERIFY(article[u"bettyVariantId"_s].isString());
                QVERIFY(article[u"name"_s].isString());
                for (const QJsonValue &b : article[u"bundles"_s].toArray()) {
                    QVERIFY(b[u"weightArticle"_s].isBool());
                    QVERIFY(b[u"bundleSize"_s].isString());
                    QVERIFY(!b.toObject().contains(u"isWeightArticle"_s));
                    QVERIFY(b[u"sellingPriceInfo"_s][u"articleNet"_s].isDouble());
                }
            }
        }
    }

    void listErrors()
    {
        QCOMPARE(m_http->get(u"/list/personal/country/DE/customerid/0815230"_s).status, 403);
        QCOMPARE(m_http->get(u"/list/personal/country/DE/list/%1/locale/de-DE"_s
                                 .arg(QUuid::createUuid().toString(QUuid::WithoutBraces))).errorCode(),
                 u"unknown_list"_s);
        // Another customer's list.
        DemoHttp hotel(m_server->url());
        QVERIFY(hotel.login(u"hotel@example.com"_s));
        const QString hotelList = hotel.get(u"/list/personal/country/DE/customerid/0815230"_s)
                                      .json()[u"lists"_s][0][u"listId"_s].toString();
        QVERIFY(!hotelList.isEmpty());
        QCOMPARE(m_http->get(u"/list/personal/country/DE/list/%1/locale/de-DE"_s.arg(hotelList)).status, 403);
        QCOMPARE(hotel.get(u"/list/personal/country/DE/list/%1/locale/en-GB"_s.arg(hotelList)).status, 200);
        QCOMPARE(m_http->get(u"/list/personal/country/DE/customerid/0004711"_s, {{"apijwt", m_http->clientToken}}).status, 401);
    }

    // --- images, unknown paths -------------------------------------------------------------------
    void articleImages()
    {
        const HttpResult r = m_http->get(u"/media/articles/%1.png"_s.arg(m_variant), Headers{});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.header("Content-Type"), QByteArray("image/png"));
        QImage image;
        QVERIFY(image.loadFromData(r.body, "PNG"));
        QCOMPARE(image.size(), QSize(256, 256));
        // Not a blank tile: the art was drawn (many distinct colours).
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 8)
            for (int x = 0; x < image.width(); x += 8)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
        const HttpResult small = m_http->get(u"/media/articles/%1.png?size=64"_s.arg(m_variant), Headers{});
        QVERIFY(image.loadFromData(small.body, "PNG"));
        QCOMPARE(image.size(), QSize(64, 64));
        QCOMPARE(m_http->get(u"/media/articles/9999999.png"_s, Headers{}).status, 404);
        QCOMPARE(m_http->get(u"/media/articles/%1.png?size=5000"_s.arg(m_variant), Headers{}).status, 400);
    }

    void unknownPathsAndMethods()
    {
        QCOMPARE(m_http->get(u"/nope"_s).status, 404);
        QCOMPARE(m_http->get(u"/nope"_s).errorCode(), u"not_found"_s);
        QCOMPARE(m_http->get(u"/webshop/v2/search?storeId=0012"_s).status, 404);
        const HttpResult wrongMethod = m_http->get(u"/webshop/v1/login/client"_s);
        QCOMPARE(wrongMethod.status, 405);
        QCOMPARE(wrongMethod.header("Allow"), QByteArray("POST"));
        QCOMPARE(m_http->send("DELETE", m_http->basketPath(u"0012"_s, u"getBasket"_s)).status, 405);
        const HttpResult index = m_http->get(u"/"_s, Headers{});
        QCOMPARE(index.status, 200);
        QVERIFY(index.json()[u"endpoints"_s].toArray().size() >= 8);
    }
};

QTEST_MAIN(tst_DemoServer)
#include "tst_demoserver.moc"
