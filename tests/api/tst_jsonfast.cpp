// The search page and the basket read straight from the bytes (app/api/JsonScan, JsonSearchFast,
// JsonBasketFast) against the QJsonDocument path: the same result for every input it accepts, and it hands every input it
// is not sure of to the QJsonDocument path (which then decides, and words the error).

#include "app/api/JsonDecode.h"
#include "app/api/JsonUtil.h"
#include "tests/api/JsonFastCases.h"

#include <QTest>

using namespace webshop;
using namespace webshop::api;
using namespace webshop::values;

class TstJsonFast : public QObject
{
    Q_OBJECT

private slots:
    void samePage_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("fast"); // read from the bytes (else: handed to QJsonDocument)
        jsonfast::addRows();
    }

    void samePage()
    {
        QFETCH(QByteArray, body);
        QFETCH(bool, fast);
        const QUrl base(QStringLiteral("https://shop.example.com/api/v1/"));
        SearchPage fromBytes;
        QCOMPARE(json::detail::decodeSearchPageFast(body, base, fromBytes), fast);

        SearchPage decoded, viaDocument;
        QString error, documentError;
        const bool ok = json::decodeSearchPage(body, base, decoded, &error);
        QCOMPARE(json::decodeSearchPageViaDocument(body, base, viaDocument, &documentError), ok);
        QCOMPARE(error, documentError);
        QVERIFY(decoded == viaDocument);
        if (fast)
            QVERIFY(fromBytes == viaDocument);
    }

    void sameBasket_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("fast");
        jsonfast::addBasketRows();
    }

    void sameBasket()
    {
        QFETCH(QByteArray, body);
        QFETCH(bool, fast);
        Basket fromBytes;
        QCOMPARE(json::detail::decodeBasketFast(body, fromBytes), fast);

        Basket decoded, viaDocument;
        QString error, documentError;
        const bool ok = json::decodeBasket(body, decoded, &error);
        QCOMPARE(json::decodeBasketViaDocument(body, viaDocument, &documentError), ok);
        QCOMPARE(error, documentError);
        QVERIFY(decoded == viaDocument);
        if (fast)
            QVERIFY(fromBytes == viaDocument);
    }

    void usualBasketValues()
    {
        Basket b;
        QVERIFY(json::detail::decodeBasketFast(jsonfast::basket(R"({"article":{"bettyBundleId":"0042"},"amount":"2.500",)"
                                                                 R"("price":{"articleVATAmount":{"amount":"0.15","currency":"EUR"},)"
                                                                 R"("articleVatAmount":9,"grossTotal":"5.35"}})"),
                                               b));
        QCOMPARE(b.items.size(), 1);
        const BasketItem &item = b.items.first();
        QCOMPARE(item.article, QStringLiteral("0042"));
        QCOMPARE(item.quantity, *Decimal::parse(u"2.5"));
        QCOMPARE(item.price.articleVatAmount, std::optional(Money{*Decimal::parse(u"0.15"), QStringLiteral("EUR")}));
        QCOMPARE(item.price.grossTotal, std::optional(Money{*Decimal::parse(u"5.35"), QString()}));
        QVERIFY(!item.price.netTotal);
        QCOMPARE(b.total.netTotal, std::optional(Money{*Decimal::parse(u"12.40"), QStringLiteral("EUR")}));
        QCOMPARE(b.total.grossTotal, std::optional(Money{*Decimal::parse(u"13.27"), QString()}));
        QCOMPARE(b.total.articleVatTotal, std::optional(Money{*Decimal::parse(u"0.87"), QStringLiteral("EUR")}));
        QVERIFY(!b.total.emptiesNet);
    }

    void usualPageValues()
    {
        const QByteArray body = jsonfast::page(R"({"bettyVariantId":"007","name":"Gr\u00fc\u00df","imageUrl":"/img/7.jpg","bundles":[)"
                                     R"({"bettyBundleId":"0042","weightArticle":1,"sellingPriceInfo":{"articleGross":"12.34","articleNet":10.37,"articleVATAmount":null,"articleVatAmount":"1.97","currency":" EUR "}}]})");
        SearchPage p;
        QVERIFY(json::detail::decodeSearchPageFast(body, QUrl(QStringLiteral("https://shop.example.com/api/v1/")), p));
        QCOMPARE(p.results.size(), 1);
        const Article &a = p.results.first();
        QCOMPARE(a.variantId, QStringLiteral("007"));
        QCOMPARE(a.name, QStringLiteral("Grüß"));
        QCOMPARE(a.imageUrl, QUrl(QStringLiteral("https://shop.example.com/img/7.jpg")));
        QCOMPARE(a.bundles.size(), 1);
        const Bundle &b = a.bundles.first();
        QCOMPARE(b.bundleId, QStringLiteral("0042"));
        QVERIFY(b.isWeightArticle);
        QCOMPARE(b.price.articleGross, Decimal::parse(u"12.34"));
        QCOMPARE(b.price.articleNet, Decimal::parse(u"10.37"));
        QCOMPARE(b.price.articleVatAmount, Decimal::parse(u"1.97"));
        QCOMPARE(b.price.currency, QStringLiteral("EUR"));
        QCOMPARE(p.amount, 1);
        QCOMPARE(p.rows, 20);
        QCOMPARE(p.totalPages, 1);
        QCOMPARE(p.query, QStringLiteral("milk"));
    }
};

QTEST_GUILESS_MAIN(TstJsonFast)
#include "tst_jsonfast.moc"
