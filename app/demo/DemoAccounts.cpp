#include "app/demo/DemoAccounts.h"

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoMoney.h"
#include "app/demo/DemoText.h"

#include <QCryptographicHash>
#include <QSet>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace webshop::demo {

namespace {

DemoAddress address(const QString &customerId, int n, const QString &storeId, QString building,
                    QString street, QString houseNumber, QString zipcode, QString city,
                    QString district, QString state, QString line2 = {})
{
    DemoAddress a;
    a.storeId = storeId;
    a.buildingName = std::move(building);
    a.street = std::move(street);
    a.houseNumber = std::move(houseNumber);
    a.zipcode = std::move(zipcode);
    a.city = std::move(city);
    a.district = std::move(district);
    a.state = std::move(state);
    a.addressLine2 = std::move(line2);
    a.country = u"DE"_s;
    a.addressNumber = QString::number(n);
    a.integrationId = u"ADR-"_s + customerId + u'-' + QString::number(n).rightJustified(2, u'0');
    a.hash = QString::fromLatin1(
        QCryptographicHash::hash((a.integrationId + a.street + a.houseNumber + a.zipcode).toUtf8(),
                                 QCryptographicHash::Sha1)
            .toHex()
            .left(16));
    return a;
}

QList<DemoCustomer> makeCustomers()
{
    QList<DemoCustomer> customers;
    {
        DemoCustomer c;
        c.id = u"0004711"_s;
        c.name = u"Gasthaus Zum Goldenen Hirsch GmbH"_s;
        c.username = u"gastro@example.com"_s;
        c.password = u"demo"_s;
        c.addresses = {
            address(c.id, 1, u"0012"_s, u"Gasthaus Zum Goldenen Hirsch"_s, u"Hohe Straße"_s, u"52"_s,
                    u"50667"_s, u"Köln"_s, u"Altstadt-Nord"_s, u"Nordrhein-Westfalen"_s,
                    u"Anlieferung Hof, Tor 2"_s),
            address(c.id, 2, u"0012"_s, u"Hirsch Catering-Küche"_s, u"Venloer Straße"_s, u"389"_s,
                    u"50825"_s, u"Köln"_s, u"Ehrenfeld"_s, u"Nordrhein-Westfalen"_s),
            address(c.id, 3, u"0034"_s, u"Hirsch am Rhein"_s, u"Rheinort"_s, u"7"_s, u"40213"_s,
                    u"Düsseldorf"_s, u"Altstadt"_s, u"Nordrhein-Westfalen"_s),
            address(c.id, 4, u"0056"_s, u"Hirsch an der Spree"_s, u"Oranienburger Straße"_s, u"18"_s,
                    u"10178"_s, u"Berlin"_s, u"Mitte"_s, u"Berlin"_s),
        };
        c.addresses[2].house2Num = u"a"_s;
        customers.append(c);
    }
    {
        DemoCustomer c;
        c.id = u"0815230"_s;
        c.name = u"Hotel Spreeblick Betriebs-KG"_s;
        c.username = u"hotel@example.com"_s;
        c.password = u"demo"_s;
        c.addresses = {
            address(c.id, 1, u"0056"_s, u"Hotel Spreeblick"_s, u"Friedrichstraße"_s, u"140"_s,
                    u"10117"_s, u"Berlin"_s, u"Mitte"_s, u"Berlin"_s, u"Warenannahme Untergeschoss"_s),
            address(c.id, 2, u"0012"_s, u"Spreeblick Tagungshaus Köln"_s, u"Rheinuferstraße"_s,
                    u"5"_s, u"50668"_s, u"Köln"_s, u"Neustadt-Nord"_s, u"Nordrhein-Westfalen"_s),
        };
        customers.append(c);
    }
    {
        DemoCustomer c;
        c.id = u"0000042"_s;
        c.name = u"Betriebskantine Nordstern e.V."_s;
        c.username = u"kantine@example.com"_s;
        c.password = u"demo"_s;
        c.addresses = {address(c.id, 1, u"0056"_s, u"Kantine Haus B"_s, u"Nordsternweg"_s, u"3"_s,
                               u"13353"_s, u"Berlin"_s, u"Wedding"_s, u"Berlin"_s)};
        customers.append(c);
    }
    return customers;
}

QString listId(const QString &key)
{
    static const QUuid ns(u"6f1d2c3e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"_s);
    return QUuid::createUuidV5(ns, key).toString(QUuid::WithoutBraces);
}

// For each query (English) the first article whose name holds the query as written, else the
// first hit; no article twice.
QList<int> pick(const DemoCatalogue &catalogue, const QStringList &queries)
{
    QList<int> result;
    QSet<int> seen;
    for (const QString &q : queries) {
        const std::vector<int> hits = catalogue.index().search(q, Language::English);
        const QString phrase = u' ' + searchTokens(q).join(u' ') + u' ';
        int chosen = -1;
        for (int hit : hits) {
            if (seen.contains(hit))
                continue;
            if (chosen < 0)
                chosen = hit;
            const QString name = u' ' + searchTokens(catalogue.articles().at(hit).name(Language::English)).join(u' ') + u' ';
            if (name.contains(phrase)) {
                chosen = hit;
                break;
            }
        }
        if (chosen >= 0) {
            seen.insert(chosen);
            result.append(chosen);
        }
    }
    return result;
}

QStringList words(const char *text)
{
    return QString::fromUtf8(text).split(u',', Qt::SkipEmptyParts);
}

} // namespace

const QList<DemoCustomer> &DemoAccounts::customers()
{
    static const QList<DemoCustomer> s_customers = makeCustomers();
    return s_customers;
}

const DemoCustomer *DemoAccounts::customer(QStringView id)
{
    for (const DemoCustomer &c : customers())
        if (c.id == id)
            return &c;
    return nullptr;
}

const DemoCustomer *DemoAccounts::customerByLogin(const QString &username, const QString &password)
{
    for (const DemoCustomer &c : customers())
        if (c.username.compare(username.trimmed(), Qt::CaseInsensitive) == 0 && c.password == password)
            return &c;
    return nullptr;
}

QList<DemoList> DemoAccounts::buildLists(const DemoCatalogue &catalogue)
{
    struct Spec
    {
        const char *customer, *store, *name, *queries;
    };
    static const Spec kSpecs[] = {
        {"0004711", "0012", "Wochenbestellung Küche",
         "fresh whole milk,butter sweet cream 250,cooking cream,gouda young,emmental,mozzarella 125,"
         "eggs size m,chicken breast fillet,pork loin,beef rump,salmon fillet skin on,cod fillet,"
         "potatoes waxy,onions yellow,tomatoes on the vine,carrots washed,iceberg lettuce,lemons,"
         "wheat flour type 405,sugar 1 kg,rice basmati,spaghetti pasta,olive oil extra virgin 1 l,"
         "sunflower oil,iodised table salt,pepper black ground,white wine vinegar,vegetable stock,"
         "tomato paste,french fries straight cut"},
        {"0004711", "0012", "Bar & Getränke",
         "mineral water sparkling 0.7,mineral water still 0.7,cloudy apple juice 1 l,orange juice 0.2,"
         "cola 0.33 l glass,lemon lemonade 0.33 l glass,tonic water,pilsner beer,kölsch beer,"
         "wheat beer pale,alcohol-free pilsner,pinot noir,riesling,prosecco,espresso coffee beans,"
         "earl grey,sugar sticks,limes"},
        {"0004711", "0034", "Reinigung & Hygiene",
         "dishwasher tablets,rinse aid,glass cleaner,disinfectant for surfaces 1 l,mild hand soap,"
         "paper towels,bin bags 120,nitrile disposable gloves size m"},
        {"0815230", "0056", "Frühstücksbuffet",
         "fresh whole milk,yoghurt plain 3.5,butter portions,jam strawberry portions,honey portions,"
         "gouda young,brie,salami milano,cooked ham,free-range eggs size m,smoked salmon sliced,"
         "butter croissants,wheat rolls,fruit muesli,cornflakes,orange juice 100,clear apple juice,"
         "coffee crema,tea earl grey,bananas,apples elstar,grapes white,honeydew melons,"
         "napkins white 3-ply"},
        {"0815230", "0056", "Minibar",
         "mineral water still 0.25,cola 0.33 l can,orange juice 0.2,pilsner beer,riesling,prosecco,"
         "milk chocolate 100 g,salted crisps,roasted salted peanuts,gummy bears"},
        {"0000042", "0056", "Mittagstisch",
         "potatoes floury,penne rigate,rice long grain,chicken legs,minced meat beef and pork,"
         "coarse bratwurst,fish fingers,garden peas 2.5 kg,carrots washed,red cabbage 10 kg,gravy,"
         "pudding powder vanilla,apples jonagold,sugarcane meal trays,wooden disposable cutlery forks"},
    };
    QList<DemoList> lists;
    for (const Spec &spec : kSpecs) {
        DemoList list;
        list.customerId = QString::fromLatin1(spec.customer);
        list.storeId = QString::fromLatin1(spec.store);
        list.name = QString::fromUtf8(spec.name);
        list.id = listId(list.customerId + u'/' + list.name);
        list.articles = pick(catalogue, words(spec.queries));
        lists.append(list);
    }
    return lists;
}

QList<std::pair<QString, qint64>> DemoAccounts::demoBasketLines(const DemoCatalogue &catalogue)
{
    struct Line
    {
        const char *query;
        int bundle; // preferred bundle index (the last one if fewer)
        qint64 quantity;
    };
    static const Line kLines[] = {
        {"fresh whole milk", 1, 2 * kQuantityScale},        {"gouda young", 0, 2500},
        {"mineral water sparkling 0.7", 1, 3 * kQuantityScale}, {"espresso coffee beans", 0, 4 * kQuantityScale},
        {"salmon fillet skin on", 0, 1750},                 {"napkins white 3-ply", 1, 1 * kQuantityScale},
        {"tomatoes on the vine", 0, 5 * kQuantityScale},    {"pilsner beer", 1, 2 * kQuantityScale},
    };
    QList<std::pair<QString, qint64>> result;
    for (const Line &line : kLines) {
        const QList<int> hit = pick(catalogue, {QString::fromUtf8(line.query)});
        if (hit.isEmpty())
            continue;
        const DemoArticle &a = catalogue.articles().at(hit.first());
        const DemoBundle &b = a.bundles.at(qMin<qsizetype>(line.bundle, a.bundles.size() - 1));
        qint64 quantity = line.quantity;
        if (!a.weight)
            quantity = qMax<qint64>(kQuantityScale, quantity / kQuantityScale * kQuantityScale);
        result.append({b.id, quantity});
    }
    return result;
}

QList<std::pair<QString, QString>> DemoAccounts::unsoldArticles(const DemoCatalogue &catalogue)
{
    QList<std::pair<QString, QString>> result;
    if (catalogue.articles().size() != catalogue.curatedCount())
        return result; // a catalogue cut or extended for benchmarks: every store sells everything
    for (int hit : pick(catalogue, {u"salmon fillet skin on"_s}))
        result.append({u"0056"_s, catalogue.articles().at(hit).id});
    return result;
}

} // namespace webshop::demo
