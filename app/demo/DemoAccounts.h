#pragma once

// Demo customers, their delivery addresses and personal lists.

#include <QList>
#include <QString>

namespace webshop::demo {

class DemoCatalogue;

struct DemoAddress
{
    QString addressLine2, addressNumber, buildingName, city, country, storeId, district, hash,
        house2Num, houseNumber, integrationId, state, street, zipcode;
};

struct DemoCustomer
{
    QString id;        // digits, may have leading zeros
    QString name;
    QString username;  // compared case-insensitively
    QString password;
    QList<DemoAddress> addresses;
};

struct DemoList
{
    QString id;        // UUID text without braces
    QString name;
    QString customerId;
    QString storeId;
    QList<int> articles; // catalogue indexes
};

class DemoAccounts
{
public:
    static QString apiUser() { return QStringLiteral("demo-client"); }
    static QString apiPassword() { return QStringLiteral("demo-secret"); }
    static const QList<DemoCustomer> &customers();
    static const DemoCustomer *customer(QStringView id);
    static const DemoCustomer *customerByLogin(const QString &username, const QString &password);

    // The personal lists, their items picked from `catalogue` by name (so they exist at any size).
    static QList<DemoList> buildLists(const DemoCatalogue &catalogue);

    // A few lines for the first customer's basket in demo mode: {bundle id, quantity/1000}.
    static QList<std::pair<QString, qint64>> demoBasketLines(const DemoCatalogue &catalogue);

    // Articles a store does not sell, as {store id, variant id}: the Berlin store has no fresh
    // salmon fillet (one line of the demo basket), so a store comparison has a gap to show.
    // Only in the curated range (catalogue size 0).
    static QList<std::pair<QString, QString>> unsoldArticles(const DemoCatalogue &catalogue);
};

} // namespace webshop::demo
