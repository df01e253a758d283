#pragma once

// Typed values for every resource of the spec (section 2). Nothing outside app/api sees JSON.

#include "app/values/Decimal.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QUrl>
#include <optional>

namespace webshop::values {

// 2.9 Money: an exact amount with its currency code.
struct Money
{
    Decimal amount;
    QString currency; // ISO 4217 code, e.g. "EUR"
    friend bool operator==(const Money &, const Money &) = default;
};
// A price the server may leave out: nullopt means "unknown", which is shown as such, never 0.
using OptionalMoney = std::optional<Money>;

// 2.8 SellingPriceInfo. Each amount is optional: missing or null means unknown.
struct SellingPriceInfo
{
    std::optional<Decimal> articleGross;
    std::optional<Decimal> articleNet;
    std::optional<Decimal> articleVatAmount;
    QString currency;
    bool isKnown() const { return articleNet.has_value() || articleGross.has_value(); }
    friend bool operator==(const SellingPriceInfo &, const SellingPriceInfo &) = default;
};

// 2.7 Bundle (a pack size of an article: piece, case, pallet, or a weight unit).
struct Bundle
{
    QString bundleId;        // bettyBundleId, opaque (leading zeros kept)
    QString description;
    QString longDescription;
    bool isWeightArticle = false; // isWeightArticle (search/details) or weightArticle (lists)
    QString bundleSize;           // only in personal-list items
    SellingPriceInfo price;
    friend bool operator==(const Bundle &, const Bundle &) = default;
};

// 2.6 Article (a variant).
struct Article
{
    QString variantId; // bettyVariantId, opaque
    QString name;
    QUrl imageUrl;     // already resolved against the base URL
    QList<Bundle> bundles;
    const Bundle *bundle(const QString &bundleId) const
    {
        for (const Bundle &b : bundles)
            if (b.bundleId == bundleId)
                return &b;
        return nullptr;
    }
    friend bool operator==(const Article &, const Article &) = default;
};

// 2.5 Search response.
struct SearchPage
{
    int amount = 0;     // total hits
    int page = 1;       // 1-based
    int rows = 0;       // page size
    int totalPages = 0;
    QString query;
    QList<Article> results;
    friend bool operator==(const SearchPage &, const SearchPage &) = default;
};

// 2.10 ItemPrice.
struct ItemPrice
{
    OptionalMoney netTotal, grossTotal, vatTotal;
    OptionalMoney articleNet, articleGross, articleVatAmount;
    OptionalMoney emptiesNet, emptiesGross, emptiesVatAmount;
    friend bool operator==(const ItemPrice &, const ItemPrice &) = default;
};

// 2.10 TotalPrice.
struct TotalPrice
{
    OptionalMoney netTotal, grossTotal, vatTotal;
    OptionalMoney articleNetTotal, articleGrossTotal, articleVatTotal;
    OptionalMoney emptiesNet, emptiesGross, emptiesVatAmount;
    friend bool operator==(const TotalPrice &, const TotalPrice &) = default;
};

// 2.10 BasketItem. `article` is the server's article identifier: the demo server sends the
// bundle id; a client resolves it as a bundle id first, then as a variant id.
struct BasketItem
{
    QString article;
    Decimal quantity;
    ItemPrice price;
    friend bool operator==(const BasketItem &, const BasketItem &) = default;
};

struct Basket
{
    QList<BasketItem> items;
    TotalPrice total;
    friend bool operator==(const Basket &, const Basket &) = default;
    const BasketItem *item(const QString &article) const
    {
        for (const BasketItem &i : items)
            if (i.article == article)
                return &i;
        return nullptr;
    }
};

// 2.4 DeliveryAddress: all strings, any may be empty.
struct DeliveryAddress
{
    QString addressLine2, addressNumber, buildingName, city, country, storeId, district, hash,
        house2Num, houseNumber, integrationId, state, street, zipcode;
    // "Hauptstraße 5, 50667 Köln": for pickers and the toolbar.
    QString displayText() const;
    // The same address in a later login response: by `hash`, else by `integrationId` (the
    // spec's identifiers, either may be empty), else by every field.
    bool isSameAs(const DeliveryAddress &other) const;
    friend bool operator==(const DeliveryAddress &, const DeliveryAddress &) = default;
};

// 2.3 Customer login response (the token itself is kept by the session, not here).
struct CustomerLogin
{
    QString customerJwt;
    QString customerId;
    QString customerName;
    QList<DeliveryAddress> deliveryAddresses;
};

// 2.12
struct PersonalListRef
{
    QString storeId;
    QString listId;
};
struct PersonalLists
{
    QString userId;
    QList<PersonalListRef> lists;
};

// 2.13
struct PersonalList
{
    QString name;
    QString userId;
    QString storeId;
    QString listId;
    QList<Article> items;
};

// Where requests are made: fixed by the chosen delivery address and the UI locale.
struct ShopContext
{
    QString country;    // "DE"
    QString language;   // "de-DE" (language-COUNTRY)
    QString storeId;
    QString customerId;
    bool isComplete() const
    {
        return !country.isEmpty() && !language.isEmpty() && !storeId.isEmpty() && !customerId.isEmpty();
    }
};

} // namespace webshop::values

Q_DECLARE_METATYPE(webshop::values::Money)
Q_DECLARE_METATYPE(webshop::values::Article)
Q_DECLARE_METATYPE(webshop::values::Basket)
