#pragma once

// What an add of several lines at once would do, before anything is sent: how many lines,
// packs and kilograms, the gross total (with the deposit where the basket shows it for the
// pack; lines without a known price counted, never taken as 0), the packs the basket holds
// already and what they hold after this add, and the lines above the large-quantity limits.
// A plain value computed from the adds (AddIntent, as the one add path gets them) and the
// basket's holdings: ui::BatchAddSummary shows it, the quick order, the lists page and the
// import preview fill it.

#include "app/values/AddIntent.h"
#include "models/BasketQuantities.h"

#include <QList>
#include <QString>
#include <optional>

namespace webshop::models {

struct BatchAddLine
{
    values::AddIntent intent;
    bool weight = false; // sold by weight: the amount is kilograms
    bool large = false;  // above the large-quantity limits (Preferences)
};

struct BatchAddSummary
{
    int lines = 0;
    int packLines = 0;
    values::Decimal packs;     // the packs of the lines sold by the piece
    int weightLines = 0;
    values::Decimal kilograms; // the kilograms of the lines sold by weight
    values::Decimal gross;     // the gross of the lines with a known price
    int unknownPriceLines = 0;
    values::Decimal deposit;   // the deposit the basket's lines show for these packs (gross)
    int depositUnknownLines = 0; // lines whose deposit is not known (a pack not in the basket yet)
    QString currency;

    // A pack the basket holds already: what it holds now and after this add.
    struct InBasket
    {
        QString bundleId;
        QString name;
        QString pack;
        bool weight = false;
        values::Decimal now;
        values::Decimal after;
        int lines = 0; // lines of this add with the pack
    };
    QList<InBasket> inBasket;

    // The lines above the large-quantity limits.
    struct Large
    {
        int index = 0; // into the lines given
        QString name;
        QString pack;
        bool weight = false;
        values::Decimal amount;
        std::optional<values::Decimal> gross;
    };
    QList<Large> large;

    values::Decimal grossWithDeposit() const { return gross + deposit; }
    bool hasLarge() const { return !large.isEmpty(); }

    static BatchAddSummary of(const QList<BatchAddLine> &lines, const BasketHoldings &basket);
};

} // namespace webshop::models
