#include "app/demo/DemoAccounts.h"

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoMoney.h"

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

// The first article for each query (English), without repeats.
QList<int> pick(const DemoCatalogue &catalogue, const QStringList &queries)
{
    QList<int> result;
    QSet<int> seen;
    for (const QString &q : queries) {
        const std::vector<int> hits = catalogue.index().search(q, Language::English);
        for (int hit : hits) {
            if (!seen.contains(hit)) {
                seen.insert(hit);
                result.append(hit);
                break;
            }
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
         "whole milk,butter,cream,gouda,emmental,mozzarella,eggs,chicken breast,pork loin,beef,"
         "salmon,cod,potatoes,onions,tomatoes,carrots,lettuce,lemons,flour,sugar,rice,pasta,olive oil,"
         "sunflower oil,salt,pepper,vinegar,stock,tomato paste,fries"},
        {"0004711", "0012", "Bar & Getränke",
         "mineral water,sparkling,apple juice,orange juice,cola,lemonade,pils,wheat beer,"
         "alcohol-free,red wine,white wine,prosecco,coffee beans,espresso,tea,milk,sugar sticks,"
         "lemons"},
        {"0004711", "0034", "Reinigung & Hygiene",
         "dishwasher,detergent,glass cleaner,disinfect,hand soap,paper towels,bin bags,gloves"},
        {"0815230", "0056", "Frühstücksbuffet",
         "whole milk,yoghurt,butter,jam,honey,gouda,brie,salami,ham,eggs,smoked salmon,"
         "croissant,rolls,muesli,cornflakes,orange juice,apple juice,coffee beans,tea,bananas,apples,"
         "grapes,melon,napkins"},
        {"0815230", "0056", "Minibar",
         "mineral water,cola,orange juice,pils,white wine,prosecco,chocolate,crisps,nuts,gummy"},
        {"0000042", "0056", "Mittagstisch",
         "potatoes,pasta,rice,chicken,minced,sausages,fish fingers,peas,carrots,cabbage,gravy,"
         "pudding,apples,trays,cutlery"},
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
        {"whole milk", 1, 2 * kQuantityScale},   {"gouda", 0, 2500},
        {"mineral water", 1, 3 * kQuantityScale}, {"coffee beans", 0, 4 * kQuantityScale},
        {"salmon", 0, 1750},                      {"napkins", 1, 1 * kQuantityScale},
        {"tomatoes", 0, 5 * kQuantityScale},
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

} // namespace webshop::demo
