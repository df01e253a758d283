// The demo range in every language of the app: every text there, none borrowed from another
// language, the pack words and number formats of each language, the loader's strictness, and
// the language chosen by each request (search parameter, article locale path, list locale).

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoRangeFile.h"
#include "app/demo/DemoServer.h"
#include "app/demo/DemoText.h"
#include "tests/common/TestEnv.h"
#include "tests/demo/DemoHttp.h"

#include <QRegularExpression>
#include <QSet>
#include <thread>

using namespace webshop::demo;
using namespace webshop::demo::test;
using namespace Qt::StringLiterals;

namespace {

constexpr Language kAll[] = {Language::German, Language::English, Language::French, Language::Italian,
                             Language::Spanish, Language::Dutch, Language::Polish};
constexpr Language kNew[] = {Language::French, Language::Italian, Language::Spanish, Language::Dutch,
                             Language::Polish};

// Words a buyer of that language writes like the English or German name: loanwords and
// names of origin. A name identical to the English or German one may hold only these, or words
// that every language's name of the article shares (brands, cheese and wine names).
QSet<QString> sharedWords(Language l)
{
    switch (l) {
    case Language::French:
        return {u"aubergines"_s, u"courgettes"_s, u"cumin"_s, u"mayonnaise"_s, u"fleur"_s, u"de"_s, u"sel"_s,
                u"gin"_s, u"blu"_s, u"di"_s};
    case Language::Italian:
        return {u"broccoli"_s, u"rucola"_s, u"radler"_s, u"gin"_s, u"bio"_s, u"blu"_s};
    case Language::Spanish:
        return {u"blu"_s};
    case Language::Dutch:
        return {u"aubergines"_s, u"bananen"_s, u"broccoli"_s, u"clementines"_s, u"courgettes"_s, u"rucola"_s,
                u"tomaten"_s, u"glasreiniger"_s, u"grillreiniger"_s, u"gluhwein"_s, u"wodka"_s, u"pils"_s,
                u"radler"_s, u"spaghetti"_s, u"tagliatelle"_s, u"fleur"_s, u"de"_s, u"sel"_s, u"bio"_s, u"blu"_s,
                u"di"_s};
    case Language::Polish:
        return {u"radler"_s, u"gin"_s, u"fleur"_s, u"de"_s, u"sel"_s, u"blu"_s, u"di"_s};
    default:
        return {};
    }
}

// Pack texts (units) that are the same word in English: French "pot" and "carton", Dutch "tray".
QSet<QString> sharedUnits(Language l)
{
    if (l == Language::French)
        return {u"pot"_s, u"carton"_s};
    if (l == Language::Dutch)
        return {u"tray"_s};
    return {};
}

} // namespace

class tst_DemoLanguages : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const DemoCatalogue> m_catalogue;
    std::unique_ptr<DemoServer> m_server;
    std::unique_ptr<DemoHttp> m_http;

    // The first article sold in crates (a case with "Kasten" in German), and by the kilogram.
    const DemoArticle *firstCrate() const
    {
        for (const DemoArticle &a : m_catalogue->articles())
            if (a.bundles.size() > 1 && a.bundles.at(1).description(Language::German).startsWith(u"Kasten"))
                return &a;
        return nullptr;
    }

    const DemoArticle *firstByWeight() const
    {
        for (const DemoArticle &a : m_catalogue->articles())
            if (a.weight)
                return &a;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        m_catalogue = DemoCatalogue::create();
        m_server = std::make_unique<DemoServer>();
        QVERIFY(m_server->listen());
        m_http = std::make_unique<DemoHttp>(m_server->url());
        QVERIFY(m_http->login());
    }

    void languageTags_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<int>("language");
        const auto row = [](const char *tag, Language l) { QTest::newRow(tag) << QString::fromLatin1(tag) << int(l); };
        row("de-DE", Language::German);
        row("de", Language::German);
        row("en-GB", Language::English);
        row("fr-FR", Language::French);
        row("fr_CH", Language::French);
        row("FR", Language::French);
        row("it-IT", Language::Italian);
        row("es-ES", Language::Spanish);
        row("nl-NL", Language::Dutch);
        row("nl-BE", Language::Dutch);
        row("pl-PL", Language::Polish);
        row("pt-BR", Language::English);
        row("sv-SE", Language::English);
        row("frx", Language::English);
        row("f", Language::English);
        row("", Language::English);
    }

    void languageTags()
    {
        QFETCH(QString, tag);
        QFETCH(int, language);
        QCOMPARE(int(languageFromTag(tag)), language);
    }

    void everyTextInEveryLanguage()
    {
        QCOMPARE(DemoCatalogue::dataErrors(), QStringList());
        QCOMPARE(m_catalogue->categories().size(), 11);
        for (const DemoCategory &c : m_catalogue->categories())
            for (Language l : kAll)
                QVERIFY2(!c.name(l).trimmed().isEmpty(), qPrintable(c.key + u' ' + languageCode(l)));
        for (const DemoArticle &a : m_catalogue->articles()) {
            for (Language l : kAll) {
                const QString where = a.id + u' ' + languageCode(l);
                QVERIFY2(!a.name(l).trimmed().isEmpty() && !a.name(l).contains(u"{v}"_s), qPrintable(where));
                QVERIFY2(a.name(l).at(0).isUpper() || a.name(l).at(0).isDigit(), qPrintable(where + u": "_s + a.name(l)));
                for (const DemoBundle &b : a.bundles) {
                    QVERIFY2(!b.description(l).trimmed().isEmpty(), qPrintable(where));
                    QVERIFY2(!a.longDescription(b, l).contains(u"%1"_s), qPrintable(where));
                    QVERIFY2(!a.longDescription(b, l).trimmed().isEmpty(), qPrintable(where));
                }
            }
        }
    }

    void syntheticArticlesToo()
    {
        // The benchmark sizes add articles of a random line, brand and suffix ("Organic").
        const auto large = DemoCatalogue::create(m_catalogue->curatedCount() + 300);
        QCOMPARE(large->articles().size(), m_catalogue->curatedCount() + 300);
        int organic = 0, sameAsEnglish = 0;
        for (qsizetype i = m_catalogue->curatedCount(); i < large->articles().size(); ++i) {
            const DemoArticle &a = large->articles().at(i);
            for (Language l : kAll)
                QVERIFY2(!a.name(l).isEmpty() && !a.name(l).contains(u"{v}"_s), qPrintable(a.id));
            sameAsEnglish += a.name(Language::French) == a.name(Language::English); // "Gnocchi … Pro"
            if (a.name(Language::English).endsWith(u" Organic"_s)) {
                ++organic;
                QVERIFY(a.name(Language::German).endsWith(u" Bio"_s));
                QVERIFY(a.name(Language::Polish).endsWith(u" Bio"_s));
            }
            if (a.name(Language::English).endsWith(u" Value pack"_s))
                QVERIFY2(a.name(Language::Dutch).endsWith(u" Voordeelverpakking"_s), qPrintable(a.name(Language::Dutch)));
        }
        QVERIFY(organic > 0);
        QVERIFY2(sameAsEnglish < 30, qPrintable(QString::number(sameAsEnglish)));
    }

    void lazyIndexUnderConcurrentSearches()
    {
        // A fresh catalogue indexes Polish on its first search; four threads asking at once all
        // get the full, same answer.
        const auto fresh = DemoCatalogue::create(m_catalogue->curatedCount() + 7);
        std::vector<std::vector<int>> results(4);
        std::vector<std::thread> threads;
        for (size_t t = 0; t < results.size(); ++t)
            threads.emplace_back([&, t] { results[t] = fresh->index().search(u"woda mineralna", Language::Polish); });
        for (std::thread &t : threads)
            t.join();
        QVERIFY(results.front().size() >= 8);
        for (const auto &r : results)
            QCOMPARE(r, results.front());
        QCOMPARE(results.front(), m_catalogue->index().search(u"woda mineralna", Language::Polish));
    }

    void noLanguageBorrowsAnother()
    {
        for (Language l : kNew) {
            const QString code = languageCode(l);
            for (const DemoCategory &c : m_catalogue->categories())
                QVERIFY2(c.name(l) != c.name(Language::English) && c.name(l) != c.name(Language::German),
                         qPrintable(code + u": "_s + c.name(l)));
            const QSet<QString> shared = sharedWords(l);
            const QSet<QString> units = sharedUnits(l);
            int identical = 0;
            for (const DemoArticle &a : m_catalogue->articles()) {
                const QString &name = a.name(l);
                if (name == a.name(Language::English) || name == a.name(Language::German)) {
                    ++identical;
                    // Words every language's name has (brands, "Mozzarella") are no loan.
                    QSet<QString> everywhere;
                    for (Language other : kAll) {
                        const QStringList words = searchTokens(a.name(other));
                        const QSet<QString> set(words.begin(), words.end());
                        everywhere = other == Language::German ? set : everywhere & set;
                    }
                    for (const QString &w : searchTokens(name)) {
                        const bool number = w.front().isDigit();
                        QVERIFY2(number || everywhere.contains(w) || shared.contains(w),
                                 qPrintable(code + u": \""_s + name + u"\" is the English or German name ("_s + w + u')'));
                    }
                }
                for (const DemoBundle &b : a.bundles) {
                    const QString &d = b.description(l);
                    // "pot 500 g": the unit, and what one holds (the same in every language).
                    static const QRegularExpression kSize(u"\\s+(?:\\d+ × )?\\d+(?:[.,]\\d+)? (?:g|kg|ml|l)$"_s);
                    if (d == b.description(Language::English) || d == b.description(Language::German))
                        QVERIFY2(units.contains(QString(d).remove(kSize)), qPrintable(code + u": pack \""_s + d + u"\" of "_s + name));
                }
            }
            qInfo("%s: %d of %lld names as in English or German (brands and international names)",
                  qPrintable(code), identical, qlonglong(m_catalogue->articles().size()));
            QVERIFY(identical * 10 < m_catalogue->articles().size());
        }
    }

    void packWords_data()
    {
        QTest::addColumn<int>("language");
        QTest::addColumn<QString>("caseOf");
        QTest::addColumn<QString>("crateOf");
        QTest::addColumn<QString>("pallet");
        QTest::addColumn<QString>("perKg");
        QTest::newRow("de") << int(Language::German) << u"Karton 12 × 1-l-Packung"_s << u"Kasten "_s << u"Palette 60 Kartons"_s << u"je kg"_s;
        QTest::newRow("en") << int(Language::English) << u"Case of 12 × 1 l carton"_s << u"Crate of "_s << u"Pallet of 60 cases"_s << u"per kg"_s;
        QTest::newRow("fr") << int(Language::French) << u"Carton de 12 × brique 1 l"_s << u"Caisse de "_s << u"Palette de 60 cartons"_s << u"le kg"_s;
        QTest::newRow("it") << int(Language::Italian) << u"Cartone da 12 × brick 1 l"_s << u"Cassa da "_s << u"Bancale da 60 cartoni"_s << u"al kg"_s;
        QTest::newRow("es") << int(Language::Spanish) << u"Caja de 12 × brik 1 l"_s << u"Caja de "_s << u"Palé de 60 cajas"_s << u"por kg"_s;
        QTest::newRow("nl") << int(Language::Dutch) << u"Doos van 12 × pak 1 l"_s << u"Krat van "_s << u"Pallet van 60 dozen"_s << u"per kilo"_s;
        QTest::newRow("pl") << int(Language::Polish) << u"Karton 12 × opakowanie 1 l"_s << u"Skrzynka "_s << u"Paleta 60 kartonów"_s << u"za kg"_s;
    }

    void packWords()
    {
        QFETCH(int, language);
        QFETCH(QString, caseOf);
        QFETCH(QString, crateOf);
        QFETCH(QString, pallet);
        QFETCH(QString, perKg);
        const Language l = Language(language);
        // The first article: fresh whole milk, piece, case of 12, pallet of 60 cases.
        const DemoArticle &milk = m_catalogue->articles().first();
        QCOMPARE(milk.bundles.size(), 3);
        QCOMPARE(milk.bundles.at(1).description(l), caseOf);
        QCOMPARE(milk.bundles.at(2).description(l), pallet);
        QVERIFY2(milk.longDescription(milk.bundles.at(2), l).startsWith(milk.name(l) + u", "_s + pallet),
                 qPrintable(milk.longDescription(milk.bundles.at(2), l)));
        const DemoArticle *crate = firstCrate();
        QVERIFY(crate);
        QVERIFY2(crate->bundles.at(1).description(l).startsWith(crateOf), qPrintable(crate->bundles.at(1).description(l)));
        const DemoArticle *byWeight = firstByWeight();
        QVERIFY(byWeight);
        // "per kg, wheel approx. 4.5 kg": the price is per kg, and the words say what arrives.
        const QString weighed = byWeight->bundles.first().description(l);
        QVERIFY2(weighed.startsWith(perKg + u", "_s) && weighed.contains(u"4,5 kg"_s) != (l == Language::English),
                 qPrintable(weighed));
    }

    void polishPlurals_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("polish");
        QTest::addColumn<QString>("french");
        const std::tuple<int, const char *, const char *> rows[] = {
            {1, "karton", "carton"},     {2, "kartony", "cartons"},    {4, "kartony", "cartons"},
            {5, "kartonów", "cartons"},  {12, "kartonów", "cartons"},  {14, "kartonów", "cartons"},
            {22, "kartony", "cartons"},  {25, "kartonów", "cartons"},  {60, "kartonów", "cartons"},
            {112, "kartonów", "cartons"}, {124, "kartony", "cartons"},
        };
        for (const auto &[n, pl, fr] : rows)
            QTest::addRow("%d", n) << n << QString::fromUtf8(pl) << QString::fromUtf8(fr);
    }

    void polishPlurals()
    {
        QFETCH(int, count);
        QFETCH(QString, polish);
        QFETCH(QString, french);
        QCOMPARE(pickPlural(u"karton|kartony|kartonów"_s, count, Language::Polish), polish);
        QCOMPARE(pickPlural(u"carton|cartons"_s, count, Language::French), french);
        QCOMPARE(pickPlural(u"Karton"_s, count, Language::German), u"Karton"_s);
    }

    void decimalCommas()
    {
        // "3.5 % fat" in English, "3,5 %" everywhere else; "1.200 g" is a thousands separator.
        static const QRegularExpression decimalPoint(u"\\d\\.\\d(?!\\d\\d)"_s);
        static const QRegularExpression decimalComma(u"\\d,\\d"_s);
        for (Language l : kAll) {
            if (l == Language::English)
                continue;
            for (const DemoArticle &a : m_catalogue->articles()) {
                QVERIFY2(!decimalPoint.match(a.name(l)).hasMatch(), qPrintable(a.name(l)));
                for (const DemoBundle &b : a.bundles)
                    QVERIFY2(!decimalPoint.match(b.description(l)).hasMatch(), qPrintable(b.description(l)));
            }
            QVERIFY2(m_catalogue->articles().first().name(l).contains(u"3,5 %"_s),
                     qPrintable(m_catalogue->articles().first().name(l)));
        }
        QVERIFY(!decimalComma.match(m_catalogue->articles().first().name(Language::English)).hasMatch());
    }

    void loaderReportsMissingLanguage()
    {
        // One line whose variety lacks Polish and whose unit lacks Dutch: two errors, English
        // in their place (the demo keeps running), nothing empty.
        const QByteArray json = R"({"packs": {}, "synthetic": {"brands": ["B"], "suffixes": [{"de": "x", "en": "x", "fr": "x", "it": "x", "es": "x", "nl": "x"}]},
            "categories": [{"key": "k", "tint": "#fff", "name": {"de": "K", "en": "K", "fr": "K", "it": "K", "es": "K", "nl": "K", "pl": "K"},
              "lines": [{"art": "egg", "net": 1.0,
                "name": {"de": "Ei {v}", "en": "Egg {v}", "fr": "Œuf {v}", "it": "Uovo {v}", "es": "Huevo {v}", "nl": "Ei {v}", "pl": "Jajko {v}"},
                "unit": {"de": "Stück", "en": "piece", "fr": "pièce", "it": "pezzo", "es": "unidad", "pl": "sztuka"},
                "v": [{"de": "groß", "en": "large", "fr": "gros", "it": "grande", "es": "grande", "nl": "groot", "x": 1.2}]}]}]})";
        const DemoRange range = readDemoRange(json);
        QCOMPARE(range.lines.size(), 1);
        const DemoRangeLine &line = range.lines.first();
        QCOMPARE(line.varieties.first().text[Language::Polish], u"large"_s);
        QCOMPARE(line.varieties.first().text[Language::Dutch], u"groot"_s);
        QCOMPARE(line.varieties.first().factor, 1.2);
        QCOMPARE(line.unit[Language::Dutch], u"piece"_s);
        const QString errors = range.errors.join(u'\n');
        QVERIFY2(errors.contains(u"variety 1: no text in \"pl\""_s), qPrintable(errors));
        QVERIFY2(errors.contains(u"unit: no text in \"nl\""_s), qPrintable(errors));
        QVERIFY2(errors.contains(u"packs.caseOf"_s), qPrintable(errors)); // the empty pack words
        QVERIFY2(errors.contains(u"synthetic suffix: no text in \"pl\""_s), qPrintable(errors));
        QVERIFY(!errors.contains(u"\"fr\""_s));
        // Broken JSON is an error, not a crash.
        QVERIFY(!readDemoRange("{\"categories\": [").errors.isEmpty());
    }

    void requestsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("caseOf");
        QTest::newRow("de-DE") << u"de-DE"_s << u"Frische Vollmilch"_s << u"Karton 12"_s;
        QTest::newRow("en-GB") << u"en-GB"_s << u"Fresh whole milk"_s << u"Case of 12"_s;
        QTest::newRow("fr-FR") << u"fr-FR"_s << u"Lait entier frais"_s << u"Carton de 12"_s;
        QTest::newRow("fr-BE") << u"fr-BE"_s << u"Lait entier frais"_s << u"Carton de 12"_s;
        QTest::newRow("it-IT") << u"it-IT"_s << u"Latte fresco intero"_s << u"Cartone da 12"_s;
        QTest::newRow("es-ES") << u"es-ES"_s << u"Leche fresca entera"_s << u"Caja de 12"_s;
        QTest::newRow("nl-NL") << u"nl-NL"_s << u"Verse volle melk"_s << u"Doos van 12"_s;
        QTest::newRow("pl-PL") << u"pl-PL"_s << u"Mleko świeże pełne"_s << u"Karton 12"_s;
    }

    void requestsInEveryLanguage()
    {
        QFETCH(QString, tag);
        QFETCH(QString, name);
        QFETCH(QString, caseOf);
        const DemoArticle &milk = m_catalogue->articles().first();
        // Search: the language parameter.
        const HttpResult search = m_http->get(u"/webshop/v1/search?storeId=0012&language=%1&query=%2&rows=5"_s
                                                  .arg(tag, milk.id));
        QCOMPARE(search.status, 200);
        const QJsonObject hit = search.json()[u"results"_s][0].toObject();
        QCOMPARE(hit[u"bettyVariantId"_s].toString(), milk.id);
        QVERIFY2(hit[u"name"_s].toString().contains(name), qPrintable(hit[u"name"_s].toString()));
        QVERIFY(hit[u"bundles"_s][1][u"description"_s].toString().startsWith(caseOf));
        // Article details: the locale path segment.
        const HttpResult detail = m_http->get(u"/explore.publicapi.v1/articlevariant/DE/%1/0012/0004711/%2"_s
                                                  .arg(tag, milk.id));
        QCOMPARE(detail.status, 200);
        QCOMPARE(detail.json()[u"name"_s], hit[u"name"_s]);
        QVERIFY(detail.json()[u"bundles"_s][1][u"longDescription"_s].toString().startsWith(
            hit[u"name"_s].toString() + u", "_s + caseOf));
        // Personal list: the list locale; every item named as the catalogue names it there.
        const Language l = languageFromTag(tag);
        const QString listId = m_http->get(u"/list/personal/country/DE/customerid/0004711"_s)
                                   .json()[u"lists"_s][0][u"listId"_s].toString();
        const HttpResult list = m_http->get(u"/list/personal/country/DE/list/%1/locale/%2"_s.arg(listId, tag));
        QCOMPARE(list.status, 200);
        const QJsonArray items = list.json()[u"items"_s].toArray();
        QVERIFY(!items.isEmpty());
        for (const QJsonValue &item : items) {
            const QJsonObject article = item[u"article"_s].toObject();
            const DemoArticle *a = m_catalogue->article(article[u"bettyVariantId"_s].toString());
            QVERIFY(a);
            QCOMPARE(article[u"name"_s].toString(), a->name(l));
            QCOMPARE(article[u"bundles"_s][0][u"description"_s].toString(), a->bundles.first().description(l));
        }
    }
};

QTEST_MAIN(tst_DemoLanguages)
#include "tst_demolanguages.moc"
