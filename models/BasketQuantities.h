#pragma once

// What the basket holds, by pack (bundle id): the quantity of its lines (summed when the server
// sends a pack on two lines) and the deposit per pack where the basket's line shows one. Read
// from the basket model's roles (BundleIdRole, QuantityRole, DepositGrossRole), so any table
// with those roles will do. BasketQuantities follows a basket model and says when it changed:
// the "in basket: 2" of the quick order and list lines, and the batch summary's "2 in the
// basket → 6 after this add".

#include "app/values/Decimal.h"
#include "app/values/LinePrice.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <optional>

class QAbstractItemModel;

namespace webshop::models {

struct BasketHolding
{
    values::Decimal quantity;
    // The deposit (net and gross) of that quantity, when the basket's lines show it (0: none);
    // nullopt: not known.
    std::optional<values::Decimal> depositNet, depositGross;
    // The basket's own figures for that quantity (its lines' sums, as the server stated them).
    values::LinePrice figures;
    // The net deposit of one pack (or kg), from the basket's figures; nullopt when not known.
    std::optional<values::Decimal> depositPerUnit() const;
    friend bool operator==(const BasketHolding &a, const BasketHolding &b)
    {
        return a.quantity == b.quantity && a.depositNet == b.depositNet && a.depositGross == b.depositGross
            && a.figures.net == b.figures.net && a.figures.gross == b.figures.gross && a.figures.vat == b.figures.vat;
    }
};
using BasketHoldings = QHash<QString, BasketHolding>;

// The one price of `quantity` of a pack at `unit` (the catalogue's goods prices), by the one
// arithmetic (app/values/LinePrice.h): where the basket holds exactly this quantity of the
// pack, the basket's own figures; else computed, with the deposit per pack the basket shows
// for it (not known when the basket has no line of the pack: then an estimate, "≈").
values::LinePrice linePriceOf(const BasketHoldings &basket, const QString &bundleId, values::UnitPrices unit,
                           values::Decimal quantity);

// The holdings of a basket model now (lines without a bundle id, not resolved yet, are left out).
BasketHoldings readBasketHoldings(const QAbstractItemModel *basket);

class BasketQuantities : public QObject
{
    Q_OBJECT
public:
    explicit BasketQuantities(QObject *parent = nullptr);

    // The basket model to follow (null: none, nothing held).
    void setBasket(const QAbstractItemModel *basket);
    const BasketHoldings &holdings() const { return m_holdings; }
    // The quantity held of this pack; nullopt when the basket has no line of it.
    std::optional<values::Decimal> quantity(const QString &bundleId) const;

signals:
    void changed();

private:
    void schedule();
    void reread();

    QPointer<const QAbstractItemModel> m_basket;
    BasketHoldings m_holdings;
    // A basket read changes many rows one by one: one re-read once the event loop turns.
    QTimer m_reread;
};

} // namespace webshop::models
