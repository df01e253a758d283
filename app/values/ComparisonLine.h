#pragma once

// One line to compare between stores: a bundle and the quantity the buyer means, as plain
// values, so that any list of lines (the basket, a personal list, the quick-order grid) can be
// handed to the store comparison.

#include "app/values/Decimal.h"

#include <QList>
#include <QString>
#include <optional>

namespace webshop::values {

struct ComparisonLine
{
    QString bundleId;
    Decimal quantity;
    QString variantId; // the bundle's article when the caller knows it (else looked up)
    // The line's deposit (empties) as the basket states it, when known: shown beside the
    // comparison, never added to a store's total (the article details carry no deposit).
    std::optional<Decimal> depositNet;
    std::optional<Decimal> depositGross;
    QString depositCurrency; // of the deposit amounts
    // The line's goods (without deposit) as the basket states them, when the line is the
    // basket's: the current store's column shows these, never a recomputed figure.
    std::optional<Decimal> goodsNet, goodsGross;
};

using ComparisonLines = QList<ComparisonLine>;

} // namespace webshop::values
