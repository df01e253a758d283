#pragma once

// The values of a store comparison and the pure arithmetic over them: which stores the
// customer's delivery addresses reach, one line's price at one store, the totals that are
// honest (only over the lines every store sells at a known price) and the cheapest marks.
// No network and no Qt objects: StoreComparison fills these, the table model shows them.

#include "app/values/ComparisonLine.h"
#include "app/values/Types.h"

#include <QList>
#include <QString>
#include <optional>

namespace webshop::control {

// One store of the customer: a store id and the delivery addresses it serves.
struct ComparedStore
{
    QString storeId;
    QString place;             // the cities of its addresses: "Köln", "Köln, Bonn"
    QList<int> addressIndexes; // into SessionController::deliveryAddresses()
    bool current = false;      // the store of the chosen delivery address
};

// One line at one store.
struct StoreCell
{
    enum class State {
        Waiting,      // not answered yet
        Priced,       // sold here, at a known price
        NotSold,      // the store does not sell this article or this pack
        PriceUnknown, // sold here, but the server gave no price
        Failed,       // the request failed (problem says why)
        Cancelled,    // the comparison was cancelled before this was asked
    };
    State state = State::Waiting;
    std::optional<values::Decimal> unitNet, unitGross; // per pack, or per kg for weight articles
    // The goods of the line by the one arithmetic (app/values/LinePrice.h): net = unit net x
    // quantity, gross = net + VAT on it, each rounded to the cent; without deposit.
    std::optional<values::Decimal> lineNet, lineGross;
    bool estimate = false; // the VAT rate cannot be read exactly from the unit's figures
    QString currency;
    QString problem;

    bool isDone() const { return state != State::Waiting; }
    std::optional<values::Decimal> line(bool net) const { return net ? lineNet : lineGross; }
    std::optional<values::Decimal> unit(bool net) const { return net ? unitNet : unitGross; }
};

struct ComparedLine
{
    values::ComparisonLine line;
    QString variantId; // empty: the app does not know the article of this bundle
    QString name;      // the bundle id until the article is known
    QString pack;      // the bundle's description
    bool weight = false;
    QList<StoreCell> cells; // one per store, in the order of the stores
};

// The stores of the customer's delivery addresses, each once, in the order of the addresses.
QList<ComparedStore> storesOf(const QList<values::DeliveryAddress> &addresses, int currentIndex);

// The line's cell from the article as one store answered it: Priced (a net or a gross price;
// the other may still be unknown), NotSold (no such pack there) or PriceUnknown (neither).
StoreCell cellFor(const values::Article &article, const QString &bundleId, values::Decimal quantity);

// Every store sells the line at a known price (net or gross, as shown) in one currency: it
// counts in the totals.
bool isComparable(const ComparedLine &line, bool net);

struct ComparisonSummary
{
    bool complete = false;      // every cell has its answer
    int comparableLines = 0;    // in the totals
    QList<std::optional<values::Decimal>> totals; // per store; nullopt until complete or when no line counts
    QString currency;
    QList<int> cheapestStores;  // the lowest total (ties: all of them); empty when all are equal
    std::optional<values::Decimal> depositNet, depositGross; // the lines' deposits as the basket states them
};

ComparisonSummary summarize(const QList<ComparedLine> &lines, int storeCount, bool net);

// The stores with the lowest line price among the priced cells of a line; empty when fewer
// than two stores price it or all prices are equal.
QList<int> cheapestCells(const ComparedLine &line, bool net);

} // namespace webshop::control
