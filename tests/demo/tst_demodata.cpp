// The demo data: a believable wholesale range (categories, languages, bundles, weight articles,
// VAT, deposits), stores, customers, lists, art for every article; the JWT signer; start-up time.

#include "app/demo/DemoAccounts.h"
#include "app/demo/DemoArt.h"
#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoJwt.h"
#include "app/demo/DemoServer.h"
#include "tests/common/Step.h"
#include "tests/common/TestEnv.h"

#include <QElapsedTimer>
#include <QImage>
#include <QJsonDocument>
#include <QPainter>
#include <QSet>
#include <QSvgRenderer>
#include <QTest>

using namespace webshop::demo;
using namespace Qt::StringLiterals;

class tst_DemoData : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const DemoCatalogue> m_catalogue;

private Q_SLOTS:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        m_catalogue = DemoCatalogue::create();
        QVERIFY(m_catalogue);
    }

    void startupIsFast()
    {
        // A size no other test uses, so nothing is cached: the whole range is built.
        QElapsedTimer timer;
        timer.start();
        DemoOptions options;
        options.catalogueSize = m_catalogue->curatedCount() - 1;
        DemoServer server(options);
        QVERIFY(server.listen());
        const qint64 ms = timer.elapsed();
        qInfo("Start-up with %d articles: %lld ms", server.articleCount(), ms);
        QVERIFY2(ms < 1000, qPrintable(QString::number(ms))); // target 300 ms; measured about 20
    }

    void categoriesAreComplete()
    {
        QSet<QString> keys;
        for (const DemoCategory &c : m_catalogue->categories()) {
            keys.insert(c.key);
            QVERIFY2(c.tint.isValid(), qPrintable(c.key));
            QVERIFY2(!c.name(Language::German).isEmpty() && !c.name(Language::English).isEmpty(), qPrintable(c.key));
        }
        for (const char *key : {"dairy", "meat", "fish", "produce", "dry", "beverages", "frozen",
                                "cleaning", "disposables", "kitchen"})
            QVERIFY2(keys.contains(QLatin1String(key)), key);
    }

    // Each article by itself: ids, names, bundles, weight articles, deposits.
    void everyArticleIsWellFormed()
    {
        QSet<QString> ids, bundleIds;
        webshop::test::Step step("the catalogue");
        for (const DemoArticle &a : m_catalogue->articles()) {
            step.next("article " + a.id.toUtf8());
            QVERIFY(!ids.contains(a.id));
            ids.insert(a.id);
            QVERIFY(!a.name(Language::German).isEmpty() && !a.name(Language::English).isEmpty());
            QVERIFY(!a.bundles.isEmpty());
            const QString category = m_catalogue->categories().at(a.category).key;
            if (a.weight) {
                QCOMPARE(a.bundles.size(), 1);
                QCOMPARE(a.bundles.first().kind, BundleKind::Kilogram);
                QCOMPARE(a.bundles.first().depositCents, 0);
                QVERIFY2(category == u"dairy" || category == u"meat" || category == u"fish", qPrintable(a.name(Language::English)));
            }
            for (const DemoBundle &b : a.bundles) {
                QVERIFY(!bundleIds.contains(b.id));
                QVERIFY(!ids.contains(b.id)); // bundle ids never look like variant ids
                bundleIds.insert(b.id);
                QVERIFY(b.id.startsWith(a.id));
                QVERIFY(b.netCents > 0);
                QVERIFY(!b.description(Language::German).isEmpty() && !b.description(Language::English).isEmpty());
            }
            if (a.bundles.size() >= 2) // larger bundles cost more in total, less per piece
                QVERIFY(a.bundles.at(1).netCents > a.bundles.at(0).netCents);
            if (category == u"beverages" && a.bundles.first().depositCents > 0)
                QCOMPARE(a.vatPercent, 19);
        }
    }

    // The range as a whole: its size and its mix.
    void rangeIsBelievable()
    {
        const auto &articles = m_catalogue->articles();
        QVERIFY(articles.size() >= 1000);
        QCOMPARE(m_catalogue->curatedCount(), articles.size());
        QSet<QString> artNames;
        QSet<int> vatRates;
        QSet<BundleKind> kinds;
        QSet<qint64> pieceDeposits;
        int multiBundle = 0, translated = 0, weightInFreshCategories = 0, crates = 0;
        for (const DemoArticle &a : articles) {
            translated += a.name(Language::German) != a.name(Language::English);
            multiBundle += a.bundles.size() >= 2;
            vatRates.insert(a.vatPercent);
            artNames.insert(a.art);
            weightInFreshCategories += a.weight;
            for (const DemoBundle &b : a.bundles) {
                kinds.insert(b.kind);
                if (b.kind == BundleKind::Piece && b.depositCents > 0)
                    pieceDeposits.insert(b.depositCents);
                if (b.kind == BundleKind::Case && b.depositCents > 0 && b.description(Language::German).startsWith(u"Kasten"))
                    ++crates;
            }
        }
        qInfo("%lld articles, %d with two or more bundles, %d sold by the kg, %d crates, %lld pictures",
              qlonglong(articles.size()), multiBundle, weightInFreshCategories, crates,
              qlonglong(artNames.size()));
        QVERIFY(multiBundle * 2 > articles.size());
        QVERIFY(translated * 10 > articles.size() * 9);
        QVERIFY(weightInFreshCategories >= 60);
        QCOMPARE(vatRates, (QSet<int>{7, 19}));
        QCOMPARE(kinds, (QSet<BundleKind>{BundleKind::Piece, BundleKind::Case, BundleKind::Pallet, BundleKind::Kilogram}));
        QVERIFY(pieceDeposits.contains(8) && pieceDeposits.contains(15) && pieceDeposits.contains(25)); // bottle, glass, can/PET
        QVERIFY(crates >= 20);
    }

    void everyArticleHasArt()
    {
        QSet<QString> arts;
        for (const DemoArticle &a : m_catalogue->articles())
            arts.insert(a.art);
        for (const QString &art : std::as_const(arts)) {
            QSvgRenderer renderer(u":/demo/art/"_s + art + u".svg"_s);
            QVERIFY2(renderer.isValid(), qPrintable(art));
            QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            QPainter p(&image);
            renderer.render(&p);
            p.end();
            int drawn = 0;
            for (int y = 0; y < 64; ++y)
                for (int x = 0; x < 64; ++x)
                    drawn += qAlpha(image.pixel(x, y)) > 0;
            QVERIFY2(drawn > 64 * 64 / 8, qPrintable(art + u": "_s + QString::number(drawn)));
            QVERIFY(DemoArt::hasArt(art));
        }
        // The served tile: the same bytes from the cache, another size on request.
        const DemoArticle &first = m_catalogue->articles().first();
        const QByteArray png = DemoArt::png(first.art, Qt::white, 128);
        QCOMPARE(DemoArt::png(first.art, Qt::white, 128), png);
        QCOMPARE(QImage::fromData(png).size(), QSize(128, 128));
    }

    void storesCustomersLists()
    {
        QVERIFY(DemoCatalogue::stores().size() >= 2);
        QSet<int> levels;
        for (const DemoStore &s : DemoCatalogue::stores())
            levels.insert(s.pricePermille);
        QCOMPARE(levels.size(), DemoCatalogue::stores().size());
        const auto &customers = DemoAccounts::customers();
        QVERIFY(customers.size() >= 2);
        QSet<QString> firstStores;
        for (const DemoAddress &a : customers.first().addresses) {
            QVERIFY(DemoCatalogue::store(a.storeId));
            firstStores.insert(a.storeId);
        }
        QVERIFY(customers.first().addresses.size() >= 3 && firstStores.size() >= 2);
        QVERIFY(customers.at(1).addresses.size() >= 2);
        QVERIFY(std::any_of(customers.begin(), customers.end(), [](const DemoCustomer &c) { return c.id.startsWith(u'0'); }));

        const QList<DemoList> lists = DemoAccounts::buildLists(*m_catalogue);
        QVERIFY(lists.size() >= 3);
        for (const DemoList &l : lists) {
            QVERIFY2(l.articles.size() >= 5 && l.articles.size() <= 40,
                     qPrintable(l.name + u": "_s + QString::number(l.articles.size())));
            QCOMPARE(QSet<int>(l.articles.begin(), l.articles.end()).size(), l.articles.size());
            QVERIFY(DemoAccounts::customer(l.customerId));
        }
        const auto demoLines = DemoAccounts::demoBasketLines(*m_catalogue);
        QVERIFY(demoLines.size() >= 5);
        for (const auto &[bundle, quantity] : demoLines)
            QVERIFY(m_catalogue->bundle(bundle) && quantity > 0);
    }

    void deterministic()
    {
        // The same range from a fresh build (another size key): same ids, names and prices.
        const auto again = DemoCatalogue::create(m_catalogue->curatedCount());
        QVERIFY(again.get() != m_catalogue.get());
        QCOMPARE(again->articles().size(), m_catalogue->articles().size());
        for (qsizetype i = 0; i < again->articles().size(); i += 37) {
            const DemoArticle &a = again->articles().at(i), &b = m_catalogue->articles().at(i);
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.name(Language::German), b.name(Language::German));
            QCOMPARE(a.bundles.first().netCents, b.bundles.first().netCents);
        }
    }

    void jwt()
    {
        DemoJwt jwt(QByteArray("0123456789abcdef0123456789abcdef"));
        const qint64 now = 1'700'000'000'000;
        const QByteArray token = jwt.issue({{u"sub"_s, u"x"_s}, {u"exp"_s, now / 1000 + 60}});
        QJsonObject claims;
        QCOMPARE(jwt.verify(token, now, &claims), DemoJwt::Check::Valid);
        QCOMPARE(claims.value(u"sub"_s).toString(), u"x"_s);
        QCOMPARE(jwt.verify(token, now + 60'000), DemoJwt::Check::Expired);
        QCOMPARE(jwt.verify(token, now + 59'999), DemoJwt::Check::Valid);
        QCOMPARE(DemoJwt(QByteArray("another secret")).verify(token, now), DemoJwt::Check::BadSignature);
        QByteArray tampered = token;
        const qsizetype payload = tampered.indexOf('.') + 2;
        tampered[payload] = tampered.at(payload) == 'a' ? 'b' : 'a';
        QVERIFY(jwt.verify(tampered, now) != DemoJwt::Check::Valid);
        // alg "none", missing exp, junk.
        const QByteArray none = QByteArray(R"({"alg":"none"})").toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals)
            + token.mid(token.indexOf('.'));
        QCOMPARE(jwt.verify(none, now), DemoJwt::Check::Malformed);
        QCOMPARE(jwt.verify(jwt.issue({{u"sub"_s, u"x"_s}}), now), DemoJwt::Check::Malformed);
        for (const QByteArray &junk : {QByteArray(), QByteArray("..."), QByteArray("a.b"), QByteArray("é.ü.ß"),
                                       QByteArray(10000, '.'), QByteArray("e30.e30.")})
            QVERIFY(jwt.verify(junk, now) != DemoJwt::Check::Valid);
        // Two signers without an explicit secret do not trust each other.
        QCOMPARE(DemoJwt().verify(DemoJwt().issue({{u"exp"_s, now / 1000 + 60}}), now), DemoJwt::Check::BadSignature);
    }
};

QTEST_MAIN(tst_DemoData)
#include "tst_demodata.moc"
