// Search of the demo backend over HTTP: folding, every word, prefixes, ranking, paging.

#include "app/demo/DemoSearchIndex.h"
#include "app/demo/DemoServer.h"
#include "app/demo/DemoText.h"
#include "tests/common/TestEnv.h"
#include "tests/demo/DemoHttp.h"

using namespace webshop::demo;
using namespace webshop::demo::test;
using namespace Qt::StringLiterals;

class tst_DemoSearch : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<DemoServer> m_server;
    std::unique_ptr<DemoHttp> m_http;

    QJsonObject search(const QString &query, const QString &language = u"de-DE"_s, int rows = 50,
                       int page = 1)
    {
        const HttpResult r = m_http->get(u"/webshop/v1/search?storeId=0012&language=%1&query=%2&rows=%3&page=%4"_s
                                             .arg(language, QString::fromLatin1(QUrl::toPercentEncoding(query)))
                                             .arg(rows)
                                             .arg(page));
        [&] { QCOMPARE(r.status, 200); }();
        return r.json();
    }

    static QStringList names(const QJsonObject &page)
    {
        QStringList result;
        for (const QJsonValue &a : page[u"results"_s].toArray())
            result.append(a[u"name"_s].toString());
        return result;
    }

    // Every folded word of `query` is a prefix of a folded word of `text`.
    static bool matchesAll(const QString &text, const QString &query)
    {
        const QStringList words = searchTokens(text);
        for (const QString &q : searchTokens(query)) {
            if (std::none_of(words.begin(), words.end(), [&](const QString &w) { return w.startsWith(q); }))
                return false;
        }
        return true;
    }

    // Every folded word of `query` is a word, prefix, compound part or near miss of `text`.
    static bool matchesAllParts(const QString &text, const QString &query)
    {
        const QStringList words = searchTokens(text);
        for (const QString &q : searchTokens(query)) {
            if (std::none_of(words.begin(), words.end(), [&](const QString &w) {
                    return DemoSearchIndex::match(q, w) != DemoSearchIndex::NoMatch;
                }))
                return false;
        }
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        m_server = std::make_unique<DemoServer>();
        QVERIFY(m_server->listen());
        m_http = std::make_unique<DemoHttp>(m_server->url());
        QVERIFY(m_http->login());
    }

    void folding()
    {
        QCOMPARE(foldForSearch(u"Käse Weiß CRÈME Fraîche ẞ"), u"kase weiss creme fraiche ss"_s);
        QCOMPARE(searchTokens(u"Vollmilch 3,5 % Fett, 1 l"), (QStringList{u"vollmilch"_s, u"3"_s, u"5"_s, u"fett"_s, u"1"_s, u"l"_s}));
    }

    void caseAndAccentInsensitive_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("queries");
        QTest::newRow("Crème fraîche") << u"en-GB"_s << QStringList{u"crème fraîche"_s, u"CREME FRAICHE"_s, u"creme fraiche"_s};
        QTest::newRow("Süßrahm") << u"de-DE"_s << QStringList{u"Süßrahm"_s, u"SÜSSRAHM"_s, u"sussrahm"_s, u"süssrahm"_s};
        QTest::newRow("Kölsch") << u"de-DE"_s << QStringList{u"Kölsch"_s, u"kolsch"_s, u"KOLSCH"_s};
        QTest::newRow("Äpfel") << u"de-DE"_s << QStringList{u"Äpfel"_s, u"apfel"_s};
    }

    void caseAndAccentInsensitive()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, queries);
        const QJsonObject first = search(queries.first(), language);
        QVERIFY(first[u"amount"_s].toInt() > 0);
        for (const QString &q : queries) {
            const QJsonObject other = search(q, language);
            QCOMPARE(other[u"amount"_s], first[u"amount"_s]);
            QCOMPARE(names(other), names(first));
            QCOMPARE(other[u"query"_s].toString(), q); // echoed as sent
        }
    }

    void everyWordMustMatch()
    {
        const QJsonObject gouda = search(u"gouda"_s);
        const QJsonObject goudaAlt = search(u"Gouda alt"_s);
        QVERIFY(goudaAlt[u"amount"_s].toInt() > 0);
        QVERIFY(goudaAlt[u"amount"_s].toInt() < gouda[u"amount"_s].toInt());
        // "alt" as a whole word first; "mittelalt" (a compound with "alt" as its head) after.
        const QStringList altNames = names(goudaAlt);
        QVERIFY2(matchesAll(altNames.first(), u"gouda alt"_s), qPrintable(altNames.first()));
        for (const QString &name : altNames)
            QVERIFY2(matchesAllParts(name, u"gouda alt"_s), qPrintable(name));
        QCOMPARE(search(u"gouda xyzzy"_s)[u"amount"_s].toInt(), 0);
        QCOMPARE(search(u"gouda xyzzy"_s)[u"totalPages"_s].toInt(), 0);
        QVERIFY(search(u"gouda xyzzy"_s)[u"results"_s].toArray().isEmpty());
    }

    void prefixes()
    {
        const QStringList full = names(search(u"mozzarella"_s));
        QVERIFY(!full.isEmpty());
        QCOMPARE(names(search(u"mozz"_s)), full);
        // A part inside a word matches too ("zarella"), as for compound words.
        QCOMPARE(search(u"zarella"_s)[u"amount"_s].toInt(), full.size());
        for (const QString &name : names(search(u"zarella"_s)))
            QVERIFY2(name.contains(u"Mozzarella"_s), qPrintable(name));
        // The variant id finds its article.
        const QString id = search(u"mozzarella"_s)[u"results"_s][0][u"bettyVariantId"_s].toString();
        QCOMPARE(search(id)[u"results"_s][0][u"bettyVariantId"_s].toString(), id);
        // So does a bundle id (an article number with its pack), and only that article.
        const QString bundleId =
            search(u"mozzarella"_s)[u"results"_s][0][u"bundles"_s][0][u"bettyBundleId"_s].toString();
        QVERIFY(!bundleId.isEmpty() && bundleId != id);
        const QJsonObject byBundle = search(bundleId);
        QCOMPARE(byBundle[u"amount"_s].toInt(), 1);
        QCOMPARE(byBundle[u"results"_s][0][u"bettyVariantId"_s].toString(), id);
    }

    void nameMatchesFirst()
    {
        // "dairy" is in the name of one cutting board and in the category of every dairy article.
        const QJsonObject page = search(u"dairy"_s, u"en-GB"_s, 200);
        const QStringList list = names(page);
        QVERIFY(page[u"amount"_s].toInt() > 50);
        QVERIFY(matchesAll(list.first(), u"dairy"_s));
        bool inNames = true;
        int nameMatches = 0;
        for (const QString &name : list) {
            const bool m = matchesAll(name, u"dairy"_s);
            QVERIFY2(!m || inNames, qPrintable(u"a name match after other matches: "_s + name));
            inNames = m;
            nameMatches += m;
        }
        QVERIFY(nameMatches >= 1 && nameMatches < list.size());
    }

    void pagingIsConsistent_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("rows");
        QTest::newRow("milk by 7") << u"milk"_s << 7;
        QTest::newRow("all by 200") << QString() << 200;
        QTest::newRow("s by 13") << u"s"_s << 13;
        QTest::newRow("one by 1") << u"gouda aged"_s << 1;
    }

    void pagingIsConsistent()
    {
        QFETCH(QString, query);
        QFETCH(int, rows);
        const QJsonObject first = search(query, u"en-GB"_s, rows, 1);
        const int amount = first[u"amount"_s].toInt();
        const int totalPages = first[u"totalPages"_s].toInt();
        QVERIFY(amount > 0);
        QCOMPARE(totalPages, (amount + rows - 1) / rows);
        if (query.isEmpty())
            QCOMPARE(amount, m_server->articleCount());
        QSet<QString> seen;
        for (int page = 1; page <= totalPages; ++page) {
            const QJsonObject p = search(query, u"en-GB"_s, rows, page);
            QCOMPARE(p[u"amount"_s].toInt(), amount);
            QCOMPARE(p[u"totalPages"_s].toInt(), totalPages);
            QCOMPARE(p[u"page"_s].toInt(), page);
            QCOMPARE(p[u"rows"_s].toInt(), rows);
            const QJsonArray results = p[u"results"_s].toArray();
            QCOMPARE(results.size(), page < totalPages ? rows : amount - rows * (totalPages - 1));
            for (const QJsonValue &a : results) {
                const QString id = a[u"bettyVariantId"_s].toString();
                QVERIFY2(!seen.contains(id), qPrintable(id));
                seen.insert(id);
            }
        }
        QCOMPARE(seen.size(), amount);
        const QJsonObject beyond = search(query, u"en-GB"_s, rows, totalPages + 1);
        QCOMPARE(beyond[u"amount"_s].toInt(), amount);
        QVERIFY(beyond[u"results"_s].toArray().isEmpty());
    }

    void syntheticCatalogue()
    {
        DemoOptions options;
        options.catalogueSize = 5000;
        DemoServer big(options);
        QCOMPARE(big.articleCount(), 5000);
        QVERIFY(big.listen());
        DemoHttp http(big.url());
        QVERIFY(http.login());
        const HttpResult all = http.get(u"/webshop/v1/search?storeId=0056&rows=3"_s);
        QCOMPARE(all.json()[u"amount"_s].toInt(), 5000);
        QCOMPARE(all.json()[u"totalPages"_s].toInt(), 1667);
        // The curated range comes first, the synthetic articles are searchable too.
        QCOMPARE(http.get(u"/explore.publicapi.v1/articlevariant/DE/de-DE/0056/0004711/1004999"_s).status, 200);
        QCOMPARE(http.get(u"/explore.publicapi.v1/articlevariant/DE/de-DE/0056/0004711/1005000"_s).status, 404);
        const HttpResult premium = http.get(u"/webshop/v1/search?storeId=0056&language=en-GB&query=premium&rows=200"_s);
        QVERIFY(premium.json()[u"amount"_s].toInt() > 10);
        // Lists still resolve to existing articles.
        const QJsonArray lists = http.get(u"/list/personal/country/DE/customerid/0004711"_s).json()[u"lists"_s].toArray();
        QVERIFY(lists.size() >= 3);
        // A smaller catalogue than the curated range is cut, not padded.
        DemoOptions small;
        small.catalogueSize = 50;
        QCOMPARE(DemoServer(small).articleCount(), 50);
    }
};

QTEST_MAIN(tst_DemoSearch)
#include "tst_demosearch.moc"
