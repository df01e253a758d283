#pragma once

// Search pages for tst_jsonfast (kept out of the test's .cpp: moc's tokenizer trips over raw
// strings with quotes).

#include <QByteArray>
#include <QTest>

namespace webshop::jsonfast {

inline QByteArray page(const QByteArray &article, const QByteArray &extra = {})
{
    return R"({"query":"milk","amount":1,"page":1,"rows":20)" + extra + R"(,"results":[)" + article + "]}";
}

// Rows (body, fast): fast = read from the bytes; else handed to QJsonDocument.
inline void addRows()
{
                const QByteArray bundle = R"({"bettyBundleId":"0042","description":"Case","isWeightArticle":false,)"
                              R"("sellingPriceInfo":{"articleGross":"12.34","articleNet":10.37,"articleVATAmount":1.97,"currency":" EUR "}})";
    const QByteArray article = R"({"bettyVariantId":"007","name":"Milk","imageUrl":"/img/7.jpg","bundles":[)" + bundle + "]}";
    QTest::newRow("usual page") << page(article) << true;
    QTest::newRow("ids as numbers") << page(R"({"bettyVariantId":12345678901234,"name":"X","bundles":[{"bettyBundleId":1e3}]})") << true;
    QTest::newRow("paging as strings") << page(article, R"(,"totalPages":" 7 ")") << true;
    QTest::newRow("escapes") << page(R"({"bettyVariantId":"1","name":"A \"B\" \\ \/ \b\f\n\r\t \u00e9\u20ac \u0000"})") << true;
    QTest::newRow("UTF-8") << page("{\"bettyVariantId\":\"1\",\"name\":\"Gr\xc3\xbc\xc3\x9f \xe2\x82\xac \xf0\x9f\xa5\x9b\"}") << true;
    QTest::newRow("weight as word") << page(R"({"bettyVariantId":"1","bundles":[{"bettyBundleId":"b","weightArticle":"WEIGHT"}]})") << true;
    QTest::newRow("null and missing") << page(R"({"bettyVariantId":"1","name":null,"bundles":null},{"name":"no id"},7,null)") << true;
    QTest::newRow("minus zero, exponents") << page(R"({"bettyVariantId":-0,"bundles":[{"bettyBundleId":"b","sellingPriceInfo":{"articleNet":-0.0,"articleGross":1.5E+2}}]})") << true;
    QTest::newRow("big integers") << page(R"({"bettyVariantId":9007199254740993,"name":123456789012345678901234567890})") << true;
    QTest::newRow("unknown fields, nesting") << page(article, R"(,"facets":{"a":[[[{"b":[true,false,null]}]]]})") << true;
    QTest::newRow("empty results") << page({}) << true;
    QTest::newRow("whitespace") << QByteArray(" \r\n\t") + page(article) + " \n" << true;
    QTest::newRow("javascript image url") << page(R"x({"bettyVariantId":"1","imageUrl":"javascript:alert(1)"})x") << true;

    // Handed over: the general path decides.
    QTest::newRow("repeated key") << page(R"({"bettyVariantId":"1","bettyVariantId":"2"})") << false;
    QTest::newRow("escaped key") << page(R"({"bettyVariant\u0049d":"1"})") << false;
    QTest::newRow("bundles keyed by numbers") << page(R"({"bettyVariantId":"1","bundles":{"1":{"bettyBundleId":"b"},"0":{"bettyBundleId":"a"}}})") << false;
    QTest::newRow("results keyed by numbers") << QByteArray(R"({"results":{"0":{"bettyVariantId":"1"}}})") << false;
    QTest::newRow("results missing") << QByteArray(R"({"amount":0})") << false;
    QTest::newRow("results not a list") << QByteArray(R"({"results":"none"})") << false;
    QTest::newRow("surrogate pair") << page(R"({"bettyVariantId":"1","name":"\ud83e\udd5b"})") << false;
    QTest::newRow("lone surrogate") << page(R"({"bettyVariantId":"1","name":"\ud83e"})") << false;
    QTest::newRow("invalid UTF-8") << page("{\"bettyVariantId\":\"1\",\"name\":\"\xc3\x28\"}") << false;
    QTest::newRow("overlong UTF-8") << page("{\"bettyVariantId\":\"1\",\"name\":\"\xc0\xaf\"}") << false;
    QTest::newRow("control character") << page("{\"bettyVariantId\":\"1\",\"name\":\"a\tb\"}") << false;
    QTest::newRow("number out of range") << page(R"({"bettyVariantId":1e400})") << false;
    QTest::newRow("leading zero") << page(R"({"bettyVariantId":01})") << false;
    QTest::newRow("trailing comma") << page(R"({"bettyVariantId":"1",})") << false;
    QTest::newRow("byte order mark") << QByteArray("\xef\xbb\xbf") + page(article) << false;
    QTest::newRow("garbage after") << page(article) + "x" << false;
    QTest::newRow("truncated") << page(article).chopped(1) << false;
    QTest::newRow("array at the top") << QByteArray("[]") << false;
    QTest::newRow("empty body") << QByteArray() << false;
    QTest::newRow("deep nesting") << page(article, R"(,"x":)" + QByteArray(100, '[') + QByteArray(100, ']')) << false;
}

inline QByteArray basket(const QByteArray &items, const QByteArray &extra = {})
{
    return R"({"items":[)" + items + R"(],"total_price":{"netTotal":{"amount":"12.40","currency":"EUR"},"grossTotal":13.27,)"
        + R"("articleVATTotal":{"amount":0.87,"currency":" EUR "},"emptiesNet":null})" + extra + "}";
}

// Baskets (body, fast), as addRows.
inline void addBasketRows()
{
    const QByteArray line = R"({"article":"0042","amount":"2","price":{"netTotal":{"amount":"4.20","currency":"EUR"},)"
                            R"("articleNet":{"value":2.1},"articleVATAmount":{"amount":"0.15"},"articleVatAmount":{"amount":"9"},)"
                            R"("emptiesNet":{"amount":0.25,"currency":"EUR"},"emptiesVatAmount":0.05}})";
    QTest::newRow("usual basket") << basket(line + "," + QByteArray(line).replace("0042", "0043")) << true;
    QTest::newRow("empty list") << basket({}) << true;
    QTest::newRow("article as object") << basket(R"({"article":{"bettyVariantId":"v1","id":"x"},"quantity":1.5})") << true;
    QTest::newRow("article as number") << basket(R"({"article":12345678901234,"amount":3})") << true;
    QTest::newRow("line without an id") << basket(R"({"amount":1,"price":{"grossTotal":"1.07"}})") << true;
    QTest::newRow("price not an object") << basket(R"({"article":"a","amount":1,"price":"4.20"})") << true;
    QTest::newRow("money without amount") << basket(R"({"article":"a","amount":1,"price":{"netTotal":{"currency":"EUR"}}})") << true;
    QTest::newRow("totalPrice spelling") << QByteArray(R"({"items":[],"totalPrice":{"netTotal":0}})") << true;
    QTest::newRow("no totals") << QByteArray(R"({"items":[{"article":"a","amount":"1"}]})") << true;
    QTest::newRow("quantity as word") << basket(R"({"article":"a","amount":"two"})") << false;
    QTest::newRow("quantity missing") << basket(R"({"article":"a"})") << false;
    QTest::newRow("line not an object") << basket(R"("a")") << false;
    QTest::newRow("items missing, zero total") << QByteArray(R"({"total_price":{"netTotal":0}})") << false;
    QTest::newRow("items missing") << QByteArray(R"({"status":"ok"})") << false;
    QTest::newRow("items keyed by numbers") << QByteArray(R"({"items":{"1":{"article":"b","amount":1},"0":{"article":"a","amount":1}}})") << false;
    QTest::newRow("items not a list") << QByteArray(R"({"items":"none"})") << false;
    QTest::newRow("repeated key") << basket(R"({"article":"a","article":"b","amount":1})") << false;
    QTest::newRow("repeated total key") << basket({}, R"(,"total_price":{})") << false;
    QTest::newRow("truncated") << basket(line).chopped(1) << false;
    QTest::newRow("array at the top") << QByteArray("[]") << false;
}

} // namespace webshop::jsonfast
