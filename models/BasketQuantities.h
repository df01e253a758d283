#pragma once

// What the basket holds, by pack (bundle id): the quantity of its lines (summed when the server
// sends a pack on two lines) and the deposit per pack where the basket's line shows one. Read
// from the basket model's roles (BundleIdRole, QuantityRole, DepositGrossRole), so any table
// with those roles will do. BasketQuantities follows a basket model and says when it changed:
// the "in basket: 2" of the quick order and list lines, and the batch summary's "2 in the
// basket → 6 after this add".

#include "app/values/Decimal.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <optional>

class QAbstractItemModel;

namespace webshop::models {

struct BasketHolding
{
    api::Decimal quantity;
    // The deposit (gross) of that quantity, when the basket's lines show it (0: none);
    // nullopt: not known.
    std::optional<api::Decimal> depositGross;
    // The deposit of `amount` packs of it at the same rate; nullopt when not known.
    std::optional<api::Decimal> depositFor(api::Decimal amount) const;
};
using BasketHoldings = QHash<QString, BasketHolding>;

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
    std::optional<api::Decimal> quantity(const QString &bundleId) const;

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
