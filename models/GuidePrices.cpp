#include "models/GuidePrices.h"

#include "models/BasketQuantities.h"

namespace webshop::models {

std::optional<values::SellingPriceInfo> GuidePrices::catalogue(const QString &bundleId) const
{
    return m_source ? m_source(bundleId) : std::nullopt;
}

std::optional<values::UnitPrices> GuidePrices::unitPrices(const QString &bundleId) const
{
    const std::optional<values::SellingPriceInfo> p = catalogue(bundleId);
    if (!p || !p->isKnown())
        return std::nullopt;
    return values::UnitPrices::of(p->articleNet, p->articleGross, p->currency, p->articleVatAmount);
}

values::LinePrice GuidePrices::priceOf(const QString &bundleId, values::Decimal quantity) const
{
    const auto unit = unitPrices(bundleId);
    if (!unit)
        return {};
    return linePriceOf(m_basket->holdings(), bundleId, *unit, quantity);
}

void GuidePrices::fillPrices(values::AddIntent *intent) const
{
    if (const std::optional<values::SellingPriceInfo> p = catalogue(intent->bundleId)) {
        intent->unitNet = p->articleNet;
        intent->unitGross = p->articleGross;
        intent->currency = p->currency;
    }
}

} // namespace webshop::models
