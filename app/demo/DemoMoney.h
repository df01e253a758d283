#pragma once

// Exact price arithmetic of the demo backend: money in integer cents, quantities in
// thousandths (grams for articles sold by the kilogram). Never a double that is summed.

#include <QJsonValue>
#include <QtGlobal>

namespace webshop::demo {

inline constexpr qint64 kQuantityScale = 1000; // 1 piece or 1 kg = 1000 thousandths

// a / b rounded half away from zero; b > 0.
constexpr qint64 divRounded(qint64 a, qint64 b)
{
    return a >= 0 ? (a + b / 2) / b : -((-a + b / 2) / b);
}

// The price of `quantity` (thousandths) units of `unitCents`, rounded to the cent.
constexpr qint64 lineCents(qint64 unitCents, qint64 quantity)
{
    return divRounded(unitCents * quantity, kQuantityScale);
}

// The VAT on `netCents` at `ratePercent`, rounded to the cent.
constexpr qint64 vatCents(qint64 netCents, int ratePercent)
{
    return divRounded(netCents * ratePercent, 100);
}

// `cents` changed by `permille` per mille (a store's price level), rounded to the cent.
constexpr qint64 adjustedCents(qint64 cents, int permille)
{
    return divRounded(cents * (1000 + permille), 1000);
}

// A JSON number with at most two decimals: the double nearest to cents / 100, which JSON
// writes in its shortest form ("12.34", "3").
inline QJsonValue centsToJson(qint64 cents)
{
    return QJsonValue(double(cents) / 100.0);
}

// A quantity as a JSON number: an integer for whole units, else up to three decimals.
inline QJsonValue quantityToJson(qint64 quantity)
{
    if (quantity % kQuantityScale == 0)
        return QJsonValue(quantity / kQuantityScale);
    return QJsonValue(double(quantity) / double(kQuantityScale));
}

} // namespace webshop::demo
