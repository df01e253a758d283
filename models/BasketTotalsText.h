#pragma once

// The basket's totals as the basket page shows them, in the order they add up: goods net,
// deposit net, VAT, gross (the server's figures; app/values/LinePrice.h reads the goods' net),
// formatted by the price display ("price unknown" where the server gave none). BasketModel's
// total texts read one made of the basket it shows.

#include "app/values/Types.h"

namespace webshop::models {

class PriceDisplay;

class BasketTotalsText
{
public:
    BasketTotalsText(const values::TotalPrice &totals, const PriceDisplay &prices) : m_totals(totals), m_prices(prices) {}

    QString total() const; // in the display mode
    QString net() const;
    QString vat() const;
    QString gross() const;
    QString deposit() const; // net; empty without a deposit
    QString goodsNet() const;
    bool hasDeposit() const;

private:
    const values::TotalPrice &m_totals;
    const PriceDisplay &m_prices;
};

} // namespace webshop::models
