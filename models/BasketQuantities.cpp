#include "models/BasketQuantities.h"

#include "models/BasketModel.h"

#include <QAbstractItemModel>
#include <cmath>

namespace webshop::models {

std::optional<api::Decimal> BasketHolding::depositFor(api::Decimal amount) const
{
    if (!depositGross || quantity.isZero() || quantity.isNegative())
        return std::nullopt;
    // The basket gives the deposit of its whole line only: the rate per pack is that line's.
    const double units = double(depositGross->units()) * double(amount.units()) / double(quantity.units());
    return api::Decimal::fromUnits(qint64(std::llround(units))).roundedToCents();
}

BasketHoldings readBasketHoldings(const QAbstractItemModel *basket)
{
    BasketHoldings holdings;
    if (!basket)
        return holdings;
    for (int row = 0; row < basket->rowCount(); ++row) {
        const QModelIndex index = basket->index(row, 0);
        const QString bundleId = index.data(BasketModel::BundleIdRole).toString();
        const QVariant quantity = index.data(BasketModel::QuantityRole);
        if (bundleId.isEmpty() || !quantity.canConvert<api::Decimal>())
            continue;
        const QVariant deposit = index.data(BasketModel::DepositGrossRole);
        const bool first = !holdings.contains(bundleId);
        BasketHolding &h = holdings[bundleId];
        h.quantity += quantity.value<api::Decimal>();
        // Known only while every line of the pack says it.
        if (!deposit.canConvert<api::Decimal>())
            h.depositGross.reset();
        else if (first || h.depositGross)
            h.depositGross = h.depositGross.value_or(api::Decimal()) + deposit.value<api::Decimal>();
    }
    return holdings;
}

BasketQuantities::BasketQuantities(QObject *parent)
    : QObject(parent)
{
    m_reread.setSingleShot(true);
    m_reread.setInterval(0);
    connect(&m_reread, &QTimer::timeout, this, &BasketQuantities::reread);
}

void BasketQuantities::setBasket(const QAbstractItemModel *basket)
{
    if (m_basket)
        disconnect(m_basket, nullptr, this, nullptr);
    m_basket = basket;
    if (basket) {
        connect(basket, &QAbstractItemModel::dataChanged, this, &BasketQuantities::schedule);
        connect(basket, &QAbstractItemModel::rowsInserted, this, &BasketQuantities::schedule);
        connect(basket, &QAbstractItemModel::rowsRemoved, this, &BasketQuantities::schedule);
        connect(basket, &QAbstractItemModel::rowsMoved, this, &BasketQuantities::schedule);
        connect(basket, &QAbstractItemModel::modelReset, this, &BasketQuantities::schedule);
        connect(basket, &QAbstractItemModel::layoutChanged, this, &BasketQuantities::schedule);
    }
    reread();
}

std::optional<api::Decimal> BasketQuantities::quantity(const QString &bundleId) const
{
    const auto it = m_holdings.constFind(bundleId);
    return it == m_holdings.cend() ? std::nullopt : std::optional(it->quantity);
}

void BasketQuantities::schedule()
{
    if (!m_reread.isActive())
        m_reread.start();
}

void BasketQuantities::reread()
{
    m_reread.stop();
    BasketHoldings now = readBasketHoldings(m_basket);
    bool same = now.size() == m_holdings.size();
    for (auto it = now.cbegin(); same && it != now.cend(); ++it) {
        const auto old = m_holdings.constFind(it.key());
        same = old != m_holdings.cend() && old->quantity == it->quantity && old->depositGross == it->depositGross;
    }
    if (same)
        return;
    m_holdings = std::move(now);
    emit changed();
}

} // namespace webshop::models
