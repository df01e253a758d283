#include "models/BasketTotalsText.h"

#include "app/values/LinePrice.h"
#include "models/PriceDisplay.h"

namespace webshop::models {

QString BasketTotalsText::total() const
{
    return m_prices.format(m_prices.pick(m_totals.netTotal, m_totals.grossTotal));
}

QString BasketTotalsText::net() const
{
    return m_prices.format(m_totals.netTotal);
}

QString BasketTotalsText::vat() const
{
    return m_prices.format(m_totals.vatTotal);
}

QString BasketTotalsText::gross() const
{
    return m_prices.format(m_totals.grossTotal);
}

QString BasketTotalsText::deposit() const
{
    return hasDeposit() ? m_prices.format(m_totals.emptiesNet) : QString();
}

QString BasketTotalsText::goodsNet() const
{
    const values::TotalPrice &t = m_totals;
    const auto goods = values::goodsNetTotal(t);
    if (!goods && t.netTotal && !hasDeposit())
        return m_prices.format(t.netTotal); // no deposit stated: the net is the goods'
    const QString currency = t.netTotal ? t.netTotal->currency : QString();
    return goods ? m_prices.format(*goods, currency) : m_prices.format(values::OptionalMoney());
}

bool BasketTotalsText::hasDeposit() const
{
    const values::OptionalMoney &m = m_totals.emptiesNet;
    return m && !m->amount.isZero();
}

} // namespace webshop::models
