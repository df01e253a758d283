#pragma once

// What an order guide's lines cost: the catalogue's prices of a pack (its PriceSource) put
// together with the deposit the basket shows for the pack by the one arithmetic, linePriceOf.
// GuideModel owns one and asks it for a line's price and for the prices an add carries; the
// model keeps the basket (BasketQuantities) this reads from.

#include "app/values/AddIntent.h"
#include "app/values/LinePrice.h"
#include "app/values/Types.h"

#include <functional>
#include <optional>

namespace webshop::models {

class BasketQuantities;

class GuidePrices
{
public:
    // The catalogue's prices of a pack (nullopt: not known).
    using PriceSource = std::function<std::optional<values::SellingPriceInfo>(const QString &bundleId)>;

    explicit GuidePrices(const BasketQuantities *basket) : m_basket(basket) {}

    void setSource(PriceSource source) { m_source = std::move(source); }
    // The price of `quantity` of the pack (nothing known when the catalogue does not know it).
    values::LinePrice priceOf(const QString &bundleId, values::Decimal quantity) const;
    // Gives an add the catalogue's unit prices and currency of its pack, where they are known.
    void fillPrices(values::AddIntent *intent) const;

private:
    std::optional<values::SellingPriceInfo> catalogue(const QString &bundleId) const;
    std::optional<values::UnitPrices> unitPrices(const QString &bundleId) const;

    const BasketQuantities *m_basket;
    PriceSource m_source;
};

} // namespace webshop::models
