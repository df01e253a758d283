#pragma once

// One basket line as the basket table shows it: the server's line, what the shared article
// cache says about it (name, pack, picture, catalogue price), and its unit price.
// BasketModel holds a list of these; this file knows nothing about rows and signals.

#include "app/values/Types.h"

#include <QUrl>

#include <optional>

namespace webshop::models {

class ArticleCache;
class PriceDisplay;

struct BasketLine
{
    values::BasketItem item;
    QString variantId;
    QString bundleId;
    QString name;
    QString bundleDescription;
    QUrl imageUrl;
    std::optional<values::SellingPriceInfo> unitPrice; // the bundle's catalogue price
    bool resolved = false;
    bool weight = false;
    int pending = 0; // BasketModel::Pending: none, checking, not confirmed

    // Names the line from the cache (or by its id while unknown); true when anything shown
    // changed.
    bool resolve(const ArticleCache *articles);
    // The catalogue price of the bundle when known; else what the line's own figures say.
    values::OptionalMoney unitPriceOf(bool net) const;
    // No catalogue price and the line's amounts are line totals: the unit price is a quotient
    // and may be a cent off the catalogue's.
    bool unitPriceDerived() const;
    // The unit price in the display mode, "≈ " before a derived one.
    QString unitPriceText(const PriceDisplay &prices) const;
    // The currency of the line's amounts ("" when it has none).
    QString currency() const;
    // The amounts the server sent differ (quantity or any price figure).
    bool amountsDiffer(const values::BasketItem &other) const;
};

} // namespace webshop::models
