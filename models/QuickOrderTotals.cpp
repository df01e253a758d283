#include "models/QuickOrderTotals.h"

namespace webshop::models {

QuickOrderTotals::QuickOrderTotals(const QList<QuickOrderLine> &lines, const BasketHoldings &basket)
{
    for (const QuickOrderLine &line : lines)
        if (line.isResolved() && line.quantity)
            m_totals.add(line.price(basket));
}

std::optional<values::Decimal> QuickOrderTotals::amount(bool net) const
{
    if (m_totals.unknownLines > 0)
        return std::nullopt;
    if (m_totals.lines == 0)
        return values::Decimal();
    return m_totals.amount(net);
}

QString QuickOrderTotals::currency(const QList<QuickOrderLine> &lines)
{
    for (const QuickOrderLine &line : lines)
        if (line.isResolved() && !line.pick.currency.isEmpty())
            return line.pick.currency;
    return QStringLiteral("EUR");
}

} // namespace webshop::models
