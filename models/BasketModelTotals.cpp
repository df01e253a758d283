// BasketModel's totals as the basket page shows them, in the order they add up: goods net,
// deposit net, VAT, gross (the server's figures; app/values/LinePrice.h reads the goods' net).

#include "models/BasketModel.h"

#include "app/values/LinePrice.h"
#include "models/PriceDisplay.h"

namespace webshop::models {

QString BasketModel::totalText() const
{
    const values::TotalPrice &t = totals();
    return m_services.prices->format(m_services.prices->pick(t.netTotal, t.grossTotal));
}

QString BasketModel::totalNetText() const
{
    return m_services.prices->format(totals().netTotal);
}

QString BasketModel::totalVatText() const
{
    return m_services.prices->format(totals().vatTotal);
}

QString BasketModel::totalGrossText() const
{
    return m_services.prices->format(totals().grossTotal);
}

QString BasketModel::totalDepositText() const
{
    return hasDeposit() ? m_services.prices->format(totals().emptiesNet) : QString();
}

QString BasketModel::totalGoodsNetText() const
{
    const values::TotalPrice &t = totals();
    const auto goods = values::goodsNetTotal(t);
    if (!goods && t.netTotal && !hasDeposit())
        return m_services.prices->format(t.netTotal); // no deposit stated: the net is the goods'
    const QString currency = t.netTotal ? t.netTotal->currency : QString();
    return goods ? m_services.prices->format(*goods, currency) : m_services.prices->format(values::OptionalMoney());
}

bool BasketModel::hasDeposit() const
{
    const values::OptionalMoney &m = totals().emptiesNet;
    return m && !m->amount.isZero();
}

} // namespace webshop::models
