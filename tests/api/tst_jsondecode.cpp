// Pure decoding: every tolerant-decoding case of the README (where the spec says "not shown"), every client-login response shape,
// the error mapping and the address text. No network.

#include "app/values/ApiError.h"
#include "app/api/JsonDecode.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QTest>

using namespace webshop::api;
using namespace webshop::values;
using webshop::api::json::RawHeaders;

namespace {
const QUrl kBase(QStringLiteral("https://shop.example.com/api/"));
QJsonValue val(const char *json)
{
    return QJsonDocument::fromJson(QByteArray("[") + json + "]").array().at(0);
}
} // namespace

class TestJsonDecode : public QObject
{
    Q_OBJECT
private slots:
    void clientToken_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("setCookie");
        QTest::addColumn<QString>("token");
        const QString t = QStringLiteral("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln");
        QTest::newRow("client-JWT") << QByteArray(R"({"client-JWT":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln"})") << QByteArray() << t;
        QTest::newRow("clientJWT") << QByteArray(R"({"clientJWT":"abcdefgh1"})") << QByteArray() << QStringLiteral("abcdefgh1");
        QTest::newRow("apijwt") << QByteArray(R"({"other":1,"apijwt":"abcdefgh2"})") << QByteArray() << QStringLiteral("abcdefgh2");
        QTest::newRow("jwt") << QByteArray(R"({"jwt":"abcdefgh3"})") << QByteArray() << QStringLiteral("abcdefgh3");
        QTest::newRow("token") << QByteArray(R"({"token":"abcdefgh4"})") << QByteArray() << QStringLiteral("abcdefgh4");
        QTest::newRow("access_token") << QByteArray(R"({"access_token":"abcdefgh5","token_type":"bearer"})") << QByteArray() << QStringLiteral("abcdefgh5");
        QTest::newRow("nested") << QByteArray(R"({"data":{"token":"abcdefgh6"}})") << QByteArray() << QStringLiteral("abcdefgh6");
        QTest::newRow("priority") << QByteArray(R"({"token":"second","client-JWT":"first"})") << QByteArray() << QStringLiteral("first");
        QTest::newRow("json string") << QByteArray(R"(  "abcdefgh7"  )") << QByteArray() << QStringLiteral("abcdefgh7");
        QTest::newRow("plain text") << QByteArray("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln\n") << QByteArray() << t;
        QTest::newRow("cookie only") << QByteArray() << QByteArray("apijwt=abcdefgh8; Path=/; HttpOnly") << QStringLiteral("abcdefgh8");
        QTest::newRow("cookie with empty object") << QByteArray("{}") << QByteArray("other=1\napijwt=abcdefgh9; Path=/") << QStringLiteral("abcdefgh9");
        QTest::newRow("body beats cookie") << QByteArray(R"({"jwt":"frombody1"})") << QByteArray("apijwt=fromcookie") << QStringLiteral("frombody1");
        QTest::newRow("html is no token") << QByteArray("<html><body>Login</body></html>") << QByteArray() << QString();
        QTest::newRow("header injection refused") << QByteArray("{\"jwt\":\"abc\\r\\nX-Evil: 1\"}") << QByteArray() << QString();
        QTest::newRow("number is no token") << QByteArray(R"({"jwt":12345678})") << QByteArray() << QString();
        QTest::newRow("empty") << QByteArray() << QByteArray() << QString();
    }
    void clientToken()
    {
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, setCookie);
        QFETCH(QString, token);
        RawHeaders headers;
        if (!setCookie.isEmpty())
            headers.append({QByteArray("Set-Cookie"), setCookie});
        QString out, why;
        const bool ok = json::decodeClientToken(body, headers, out, &why);
        QCOMPARE(ok, !token.isEmpty());
        QCOMPARE(out, token);
        if (!ok)
            QVERIFY(!why.isEmpty());
    }

    void customerLogin()
    {
        const QByteArray body = R"({"customer-JWT":"cust.tok.en","customerId":"000123","customerName1":"Gasthaus Adler",
            "deliveryAdresses":[{"street":"Hauptstraße","houseNumber":"5","zipcode":"50667","city":"Köln","country":"de",
            "storeId":"0042","hash":"h1","integrationId":7,"unknownField":{"x":1}},
            {"street":"Ring","houseNumber":"","zipcode":"10115","city":"Berlin","country":"DE","storeId":"7"}]})";
        CustomerLogin out;
        QString why;
        QVERIFY2(json::decodeCustomerLogin(body, {}, out, &why), qPrintable(why));
        QCOMPARE(out.customerJwt, QStringLiteral("cust.tok.en"));
        QCOMPARE(out.customerId, QStringLiteral("000123")); // leading zeros kept
        QCOMPARE(out.customerName, QStringLiteral("Gasthaus Adler"));
        QCOMPARE(out.deliveryAddresses.size(), 2);
        QCOMPARE(out.deliveryAddresses[0].storeId, QStringLiteral("0042"));
        QCOMPARE(out.deliveryAddresses[0].integrationId, QStringLiteral("7")); // number → opaque string
        QCOMPARE(out.deliveryAddresses[0].displayText(), QStringLiteral("Hauptstraße 5, 50667 Köln"));
        QCOMPARE(out.deliveryAddresses[1].displayText(), QStringLiteral("Ring, 10115 Berlin"));
    }
    void customerLoginTokenFromCookie()
    {
        CustomerLogin out;
        QVERIFY(json::decodeCustomerLogin(R"({"customerId":5})", {{"Set-Cookie", "customerjwt=c.o.okie; Path=/"}}, out, nullptr));
        QCOMPARE(out.customerJwt, QStringLiteral("c.o.okie"));
        QCOMPARE(out.customerId, QStringLiteral("5"));
        QVERIFY(out.deliveryAddresses.isEmpty());
    }
    void customerLoginRefused_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("why"); // part of the reason given
        QTest::newRow("no token") << QByteArray(R"({"customerId":"5"})") << QStringLiteral("token");
        QTest::newRow("no customer id") << QByteArray(R"({"customer-JWT":"abc"})") << QString();
        QTest::newRow("an array") << QByteArray(R"([1,2])") << QString();
        QTest::newRow("truncated") << QByteArray(R"({"customer-JWT":)") << QString();
    }
    void customerLoginRefused()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, why);
        CustomerLogin out;
        QString reason;
        QVERIFY(!json::decodeCustomerLogin(body, {}, out, &reason));
        QVERIFY2(reason.contains(why), qPrintable(reason));
    }

    void values()
    {
        QCOMPARE(json::toText(val("\"0042\"")), QStringLiteral("0042"));
        QCOMPARE(json::toText(val("42")), QStringLiteral("42"));
        QCOMPARE(json::toText(val("12345678901234")), QStringLiteral("12345678901234"));
        QCOMPARE(json::toText(val("null")), QString());
        QCOMPARE(json::toInteger(val("\"5\"")), std::optional<qint64>(5));
        QCOMPARE(json::toInteger(val("5")), std::optional<qint64>(5));
        QCOMPARE(json::toInteger(val("\"5.0\"")), std::optional<qint64>(5));
        QCOMPARE(json::toInteger(val("\"five\"")), std::optional<qint64>());
        QCOMPARE(json::toInteger(val("5.5")), std::optional<qint64>());
        QCOMPARE(json::toInteger(val("true")), std::optional<qint64>());
        for (const char *t : {"true", "1", "\"true\"", "\"TRUE\"", "\"1\"", "\"yes\"", "\"WEIGHT\"", "\"x\""})
            QVERIFY2(json::toFlag(val(t)), t);
        for (const char *f : {"false", "0", "\"false\"", "\"0\"", "\"no\"", "\"PIECE\"", "\"\"", "null", "{}"})
            QVERIFY2(!json::toFlag(val(f)), f);
    }

    void money()
    {
        const auto m = json::toMoney(val(R"({"amount":12.34,"currency":"EUR"})"));
        QVERIFY(m);
        QCOMPARE(m->amount, Decimal::fromCents(1234));
        QCOMPARE(m->currency, QStringLiteral("EUR"));
        QCOMPARE(json::toMoney(val(R"({"amount":"0.10","currency":"EUR"})"))->amount, Decimal::fromCents(10));
        QVERIFY(!json::toMoney(val(R"({"amount":null,"currency":"EUR"})")));
        QVERIFY(!json::toMoney(val(R"({"currency":"EUR"})")));
        QVERIFY(!json::toMoney(val("null")));
        QVERIFY(!json::toMoney(val(R"({"amount":"n/a"})")));
        // Summing exact: 0.1 + 0.2 == 0.3
        const Decimal sum = json::toMoney(val(R"({"amount":0.1})"))->amount + json::toMoney(val(R"({"amount":0.2})"))->amount;
        QCOMPARE(sum, Decimal::fromCents(30));
    }

    void listShapes()
    {
        QCOMPARE(json::toList(val("[1,2,3]")).size(), 3);
        const auto keyed = json::toList(val(R"({"10":"c","2":"b","0":"a"})"));
        QCOMPARE(keyed.size(), 3);
        QCOMPARE(keyed[0].toString(), QStringLiteral("a"));
        QCOMPARE(keyed[1].toString(), QStringLiteral("b"));
        QCOMPARE(keyed[2].toString(), QStringLiteral("c")); // numeric, not lexical order
        QVERIFY(json::toList(val("null")).isEmpty());
        QVERIFY(json::toList(val("\"x\"")).isEmpty());
    }

    void urls()
    {
        QCOMPARE(json::resolveUrl(kBase, QStringLiteral("/media/articles/1.png")), QUrl(QStringLiteral("https://shop.example.com/media/articles/1.png")));
        QCOMPARE(json::resolveUrl(kBase, QStringLiteral("img/1.png")), QUrl(QStringLiteral("https://shop.example.com/api/img/1.png")));
        QCOMPARE(json::resolveUrl(kBase, QStringLiteral("https://cdn.example.net/a.jpg")), QUrl(QStringLiteral("https://cdn.example.net/a.jpg")));
        QCOMPARE(json::resolveUrl(kBase, QStringLiteral("//cdn.example.net/a.jpg")), QUrl(QStringLiteral("https://cdn.example.net/a.jpg")));
        QVERIFY(json::resolveUrl(kBase, QStringLiteral("file:///etc/passwd")).isEmpty());
        QVERIFY(json::resolveUrl(kBase, QStringLiteral("javascript:alert(1)")).isEmpty());
        QVERIFY(json::resolveUrl(kBase, QString()).isEmpty());
    }

    void article()
    {
        const QJsonValue v = val(R"({"bettyVariantId":"000815","name":"Apfelsaft","imageUrl":"/media/articles/000815.png",
            "extra":[1,2],
            "bundles":{"1":{"bettyBundleId":"000815-K","description":"Kiste","isWeightArticle":"false",
                            "sellingPriceInfo":{"articleGross":"14.99","articleNet":12.6,"articleVatAmount":null,"currency":"EUR"}},
                       "0":{"bettyBundleId":815,"description":"Flasche","isWeightArticle":"WEIGHT","sellingPriceInfo":null},
                       "2":{"description":"no id: skipped"}}})");
        const Article a = json::toArticle(v, kBase);
        QCOMPARE(a.variantId, QStringLiteral("000815"));
        QCOMPARE(a.imageUrl, QUrl(QStringLiteral("https://shop.example.com/media/articles/000815.png")));
        QCOMPARE(a.bundles.size(), 2);
        QCOMPARE(a.bundles[0].bundleId, QStringLiteral("815"));
        QVERIFY(a.bundles[0].isWeightArticle);
        QVERIFY(!a.bundles[0].price.isKnown()); // null price info: unknown, not 0
        QVERIFY(!a.bundles[0].price.articleNet.has_value());
        QCOMPARE(a.bundles[1].bundleId, QStringLiteral("000815-K"));
        QVERIFY(!a.bundles[1].isWeightArticle);
        QCOMPARE(a.bundles[1].price.articleGross, std::optional<Decimal>(Decimal::fromCents(1499)));
        QCOMPARE(a.bundles[1].price.articleNet, std::optional<Decimal>(Decimal::fromCents(1260)));
        QVERIFY(!a.bundles[1].price.articleVatAmount.has_value());
        QVERIFY(a.bundles[1].price.isKnown());
        QCOMPARE(a.bundle(QStringLiteral("000815-K")), &a.bundles[1]);
    }

    void articleDetailsShapes()
    {
        Article a;
        QString why;
        QVERIFY(json::decodeArticle(R"({"bettyVariantId":"1","name":"A","bundles":[]})", kBase, a, &why));
        QCOMPARE(a.name, QStringLiteral("A"));
        QVERIFY(json::decodeArticle(R"({"article":{"bettyVariantId":"2"}})", kBase, a, &why));
        QCOMPARE(a.variantId, QStringLiteral("2"));
        QVERIFY(!json::decodeArticle(R"({"name":"no id"})", kBase, a, &why));
        QVERIFY(!json::decodeArticle("<html>", kBase, a, &why));
    }

    void search()
    {
        SearchPage p;
        QString why;
        QVERIFY2(json::decodeSearchPage(R"({"amount":"41","page":"2","query":"saft","rows":20,"totalPages":"3",
            "results":[{"bettyVariantId":"1","name":"A","bundles":[{"bettyBundleId":"1-1","weightArticle":true}]},
                       "junk", {"name":"no id"}]})", kBase, p, &why), qPrintable(why));
        QCOMPARE(p.amount, 41);
        QCOMPARE(p.page, 2);
        QCOMPARE(p.rows, 20);
        QCOMPARE(p.totalPages, 3);
        QCOMPARE(p.query, QStringLiteral("saft"));
        QCOMPARE(p.results.size(), 1);
        QVERIFY(p.results[0].bundles[0].isWeightArticle);
        // Missing counts are derived, never garbage.
        QVERIFY(json::decodeSearchPage(R"({"results":[]})", kBase, p, &why));
        QCOMPARE(p.amount, 0);
        QCOMPARE(p.totalPages, 0);
        // Wrong overall types.
        QVERIFY(!json::decodeSearchPage(R"({"results":"none"})", kBase, p, &why));
        QVERIFY(!json::decodeSearchPage(R"([])", kBase, p, &why));
        QVERIFY(!json::decodeSearchPage("<!DOCTYPE html><html></html>", kBase, p, &why));
        QVERIFY(!json::decodeSearchPage(R"({"results":[{"bettyVariantId":"1")", kBase, p, &why)); // truncated
    }

    void basket()
    {
        Basket b;
        QString why;
        QVERIFY2(json::decodeBasket(R"({"items":[
              {"article":"000815-K","amount":"2","price":{"netTotal":{"amount":25.2,"currency":"EUR"},"grossTotal":{"amount":"29.99","currency":"EUR"},
                 "articleVATAmount":{"amount":0.79,"currency":"EUR"},"emptiesNet":null}},
              {"article":4711,"amount":1.25}],
            "total_price":{"netTotal":{"amount":"30.00","currency":"EUR"},"grossTotal":null}})", b, &why), qPrintable(why));
        QCOMPARE(b.items.size(), 2);
        QCOMPARE(b.items[0].article, QStringLiteral("000815-K"));
        QCOMPARE(b.items[0].quantity, Decimal::fromInt(2));
        QCOMPARE(b.items[0].price.grossTotal->amount, Decimal::fromCents(2999));
        QCOMPARE(b.items[0].price.articleVatAmount->amount, Decimal::fromCents(79));
        QVERIFY(!b.items[0].price.emptiesNet.has_value());
        QVERIFY(!b.items[0].price.articleNet.has_value()); // missing: unknown
        QCOMPARE(b.items[1].article, QStringLiteral("4711"));
        QCOMPARE(b.items[1].quantity, Decimal::fromUnits(12500));
        QVERIFY(!b.items[1].price.netTotal.has_value());
        QCOMPARE(b.total.netTotal->amount, Decimal::fromInt(30));
        QVERIFY(!b.total.grossTotal.has_value());
        QCOMPARE(b.item(QStringLiteral("4711")), &b.items[1]);
        // Empty basket shapes.
        QVERIFY(json::decodeBasket(R"({"items":[],"total_price":{}})", b, &why));
        QVERIFY(b.items.isEmpty());
        QVERIFY(json::decodeBasket(R"({"total_price":{"netTotal":{"amount":0,"currency":"EUR"},"grossTotal":{"amount":"0.00"}}})", b, &why));
        QVERIFY(b.items.isEmpty());
        // `{}`, an error envelope or a total that is not zero, all with status 200: unreadable,
        // never an empty basket (reconciling against it would send an add again).
        QVERIFY(!json::decodeBasket(R"({})", b, &why));
        QVERIFY(!json::decodeBasket(R"({"items":null})", b, &why));
        QVERIFY(!json::decodeBasket(R"({"error":{"code":"E42","message":"Basket service down"}})", b, &why));
        QVERIFY(!json::decodeBasket(R"({"total_price":{"netTotal":{"amount":12.5,"currency":"EUR"}}})", b, &why));
        // A line that is not an object is not dropped silently.
        QVERIFY(!json::decodeBasket(R"({"items":[{"article":"1","amount":1},"junk"]})", b, &why));
        // A line without an id is kept: it is part of the totals.
        QVERIFY(json::decodeBasket(R"({"items":[{"amount":2}]})", b, &why));
        QCOMPARE(b.items.size(), 1);
        QVERIFY(b.items[0].article.isEmpty());
        // A line of unknown quantity cannot be reconciled: refuse rather than guess 0.
        QVERIFY(!json::decodeBasket(R"({"items":[{"article":"1","amount":"lots"}]})", b, &why));
        QVERIFY(!json::decodeBasket(R"({"items":5})", b, &why));
    }

    void lists()
    {
        PersonalLists l;
        QString why;
        QVERIFY(json::decodePersonalLists(R"({"userId":99,"lists":[{"storeId":"1","listId":"6f1c-…"},{"storeId":"1"}]})", l, &why));
        QCOMPARE(l.userId, QStringLiteral("99"));
        QCOMPARE(l.lists.size(), 1);
        PersonalList pl;
        QVERIFY(json::decodePersonalList(R"({"name":"Wochenbestellung","listId":"u-1","storeId":"1","userId":"99",
            "items":[{"article":{"bettyVariantId":"1","imageUrl":"/m/1.png","bundles":[{"bettyBundleId":"1-1","weightArticle":"true","bundleSize":"6 x 1 l"}]}},
                     {"article":null}]})", kBase, pl, &why));
        QCOMPARE(pl.name, QStringLiteral("Wochenbestellung"));
        QCOMPARE(pl.items.size(), 1);
        QVERIFY(pl.items[0].bundles[0].isWeightArticle);
        QCOMPARE(pl.items[0].bundles[0].bundleSize, QStringLiteral("6 x 1 l"));
        QCOMPARE(pl.items[0].imageUrl.host(), QStringLiteral("shop.example.com"));
    }

    void errorMapping_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("transient");
        QTest::newRow("400") << 400 << int(ApiError::Kind::BadRequest) << false;
        QTest::newRow("401") << 401 << int(ApiError::Kind::Unauthorized) << false;
        QTest::newRow("403") << 403 << int(ApiError::Kind::Forbidden) << false;
        QTest::newRow("404") << 404 << int(ApiError::Kind::NotFound) << false;
        QTest::newRow("409") << 409 << int(ApiError::Kind::Http) << false;
        QTest::newRow("422") << 422 << int(ApiError::Kind::BadRequest) << false;
        QTest::newRow("429") << 429 << int(ApiError::Kind::RateLimited) << true;
        QTest::newRow("500") << 500 << int(ApiError::Kind::Server) << false;
        QTest::newRow("502") << 502 << int(ApiError::Kind::Server) << true;
        QTest::newRow("503") << 503 << int(ApiError::Kind::Server) << true;
        QTest::newRow("504") << 504 << int(ApiError::Kind::Server) << true;
        QTest::newRow("200") << 200 << int(ApiError::Kind::None) << false;
    }
    void errorMapping()
    {
        QFETCH(int, status);
        QFETCH(int, kind);
        QFETCH(bool, transient);
        const ApiError e = ApiError::fromHttpStatus(status, QByteArray(2000, 'x'));
        QCOMPARE(int(e.kind), kind);
        QCOMPARE(e.isTransient(), transient);
        QCOMPARE(e.httpStatus, status);
        QVERIFY(e.bodySnippet.size() <= 512);
        QCOMPARE(e.userMessage().isEmpty(), kind == int(ApiError::Kind::None));
    }
    void errorBodyMessage()
    {
        const ApiError e = ApiError::fromHttpStatus(400, R"({"error":{"status":400,"code":"AMOUNT","message":"amount must be positive"}})");
        QCOMPARE(e.detail, QStringLiteral("amount must be positive"));
        QVERIFY(e.userMessage().contains(QLatin1String("amount must be positive")));
        QVERIFY(ApiError::fromHttpStatus(502, "<html>Bad gateway</html>").detail.isEmpty());
        ApiError net;
        net.kind = ApiError::Kind::Network;
        QVERIFY(net.isTransient());
        ApiError outcome;
        outcome.kind = ApiError::Kind::Outcome;
        QVERIFY(!outcome.isTransient()); // never retried blindly
        QVERIFY(outcome.userMessage().contains(u'…'));
    }
};

QTEST_GUILESS_MAIN(TestJsonDecode)
#include "tst_jsondecode.moc"
