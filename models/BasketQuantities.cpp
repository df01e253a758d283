#include "models/BasketQuantities.h"

#include "app/values/BasketMath.h"
#include "models/BasketModel.h"

#include <QAbstractItemModel>

namespace webshop::models {

namespace {

std::optional<values::Decimal> decimal(const QVariant &v)
{
    return v.isValid() && v.canConvert<values::Decimal>() ? std::optional(v.value<values::Decimal>()) : std::nullopt;
}

// Known only while every line of the pack says it.
void sumKnown(std::optional<values::Decimal> &sum, const std::optional<values::Decimal> &value, bool first)
{
    if (!value)
        sum.reset();
    else if (first || sum)
        sum = sum.value_or(values::Decimal()) + *value;
}

} // namespace

std::optional<values::Decimal> BasketHolding::depositPerUnit() const
{
    if (!depositNet || quantity.isZero() || quantity.isNegative())
        return std::nullopt;
    if (depositNet->isZero())
        return values::Decimal();
    // The basket gives the deposit of its whole line only: the rate per pack is that line's.
    return values::divideRounded(*depositNet, quantity);
}

values::LinePrice linePriceOf(const BasketHoldings &basket, const QString &bundleId, values::UnitPrices unit,
                           values::Decimal quantity)
{
    const auto held = basket.constFind(bundleId);
    if (held == basket.cend())
        return values::computeLine(unit, quantity);
    if (held->quantity == quantity && held->figures.isKnown())
        return held->figures;
    unit.depositNet = held->depositPerUnit();
    return values::computeLine(unit, quantity);
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
        if (bundleId.isEmpty() || !quantity.canConvert<values::Decimal>())
            continue;
        const bool first = !holdings.contains(bundleId);
        BasketHolding &h = holdings[bundleId];
        h.quantity += quantity.value<values::Decimal>();
        sumKnown(h.depositNet, decimal(index.data(BasketModel::DepositNetRole)), first);
        sumKnown(h.depositGross, decimal(index.data(BasketModel::DepositGrossRole)), first);
        values::LinePrice &f = h.figures;
        f.source = values::LinePrice::Source::Basket;
        sumKnown(f.net, decimal(index.data(BasketModel::LineNetRole)), first);
        sumKnown(f.vat, decimal(index.data(BasketModel::VatRole)), first);
        sumKnown(f.gross, decimal(index.data(BasketModel::LineGrossRole)), first);
        f.depositNet = h.depositNet;
        f.depositGross = h.depositGross;
        f.depositKnown = h.depositNet.has_value();
        f.depositVat = h.depositNet && h.depositGross ? std::optional(*h.depositGross - *h.depositNet) : std::nullopt;
        f.goodsNet = f.net ? std::optional(*f.net - h.depositNet.value_or(values::Decimal())) : std::nullopt;
        f.goodsGross = f.gross ? std::optional(*f.gross - h.depositGross.value_or(values::Decimal())) : std::nullopt;
        f.goodsVat = f.vat ? std::optional(*f.vat - f.depositVat.value_or(values::Decimal())) : std::nullopt;
        f.currency = index.data(BasketModel::CurrencyRole).toString();
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

std::optional<values::Decimal> BasketQuantities::quantity(const QString &bundleId) const
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
        same = old != m_holdings.cend() && *old == *it;
    }
    if (same)
        return;
    m_holdings = std::move(now);
    emit changed();
}

} // namespace webshop::models
