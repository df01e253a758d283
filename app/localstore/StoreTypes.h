#pragma once

// Values of the local store: the key every row carries, a price observation, and what the
// queries answer. Money is the exact Decimal of app/values everywhere; the database holds its text.

#include "app/values/Decimal.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QUrl>
#include <optional>

namespace webshop::localstore {

// Whose data a row is: the server (its base URL without user info, query or fragment), the
// customer and the store (the delivery address's store). Every query filters on server and
// customer, so one customer's queries never see another's rows.
struct StoreKey
{
    QString server;
    QString customer;
    QString store;

    // "https://shop.example.org/api": user info, query, fragment and a trailing slash dropped.
    static QString serverOf(const QUrl &baseUrl);
    static StoreKey of(const QUrl &baseUrl, const QString &customer, const QString &store)
    {
        return {serverOf(baseUrl), customer, store};
    }
    bool isValid() const { return !server.isEmpty() && !customer.isEmpty() && !store.isEmpty(); }
    friend bool operator==(const StoreKey &, const StoreKey &) = default;
};

// One price of one bundle as the app saw it. Unknown amounts stay nullopt (stored as NULL).
struct PriceObservation
{
    QString bundleId;
    QString variantId;
    QString currency;
    std::optional<values::Decimal> net;
    std::optional<values::Decimal> gross;
    std::optional<values::Decimal> vat;
    std::optional<values::Decimal> deposit; // empties (basket lines only)
    bool isKnown() const { return net.has_value() || gross.has_value(); }
};

// The amounts a price row holds. Two prices are the same when every amount is.
struct PricePoint
{
    QString currency;
    std::optional<values::Decimal> net;
    std::optional<values::Decimal> gross;
    std::optional<values::Decimal> vat;
    std::optional<values::Decimal> deposit;
    friend bool operator==(const PricePoint &, const PricePoint &) = default;
};

// One bundle on one day at one store: the last price of the day, and the first net and gross
// of the day (so a change and its reversal within a day are not lost).
struct PriceDay
{
    QString bundleId;
    QDate day;
    PricePoint last;
    std::optional<values::Decimal> firstNet;
    std::optional<values::Decimal> firstGross;
    QDateTime firstSeen;   // when the day's first observation was recorded
    QDateTime lastChanged; // when the day's price last changed (== firstSeen when it did not)
};

// The price the buyer last saw for a bundle (the "changed since" badges compare with it).
struct SeenPrice
{
    QString bundleId;
    PricePoint price;
    QDateTime seenAt;
};

// A change of net or gross between two observations of a bundle: `before` is the earlier
// price (the previous day's last, or the day's first), `after` the later one, `day` when.
struct PriceChange
{
    QString bundleId;
    QDate day;
    std::optional<values::Decimal> netBefore, netAfter;
    std::optional<values::Decimal> grossBefore, grossAfter;
    QString currency;
};

// A cached value and when it was fetched from the server.
template<typename T>
struct Cached
{
    T value;
    QDateTime fetchedAt;
};

} // namespace webshop::localstore
