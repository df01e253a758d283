#pragma once

// The sums of the quick order's lines that are resolved and have a quantity, each priced by
// QuickOrderLine::price with what the basket holds (deposits included where known), and the
// currency they are in. QuickOrderModel's totals are made of one over its lines.

#include "models/QuickOrderLine.h"

#include <QList>

namespace webshop::models {

class QuickOrderTotals
{
public:
    QuickOrderTotals(const QList<QuickOrderLine> &lines, const BasketHoldings &basket);

    const values::LineTotals &lines() const { return m_totals; }
    // Net or gross; nullopt when a line's price is unknown, 0 without lines.
    std::optional<values::Decimal> amount(bool net) const;
    // The currency of the first resolved line that has one, else EUR.
    static QString currency(const QList<QuickOrderLine> &lines);

private:
    values::LineTotals m_totals;
};

} // namespace webshop::models
