#include "ui/PriceBadges.h"

#include "ui/Painting.h"

namespace webshop::ui::pricebadge {

std::optional<models::PriceBadge> of(const QModelIndex &index, int changeRole)
{
    const QVariant v = index.data(changeRole);
    if (!v.isValid() || !v.canConvert<models::PriceBadge>())
        return std::nullopt;
    return v.value<models::PriceBadge>();
}

void markShown(models::PriceMemory *memory, const QModelIndex &index, int bundleRole, int shownRole)
{
    if (memory)
        memory->markShown(index.data(bundleRole).toString(), index.data(shownRole).value<models::SeenPrice>());
}

int width(const models::PriceBadge &badge, const QLocale &locale, const QFont &font)
{
    return paint::badgeWidth(badge.text(locale), font);
}

int paint(QPainter *p, const QPoint &topLeft, const models::PriceBadge &badge, const QLocale &locale,
          const QFont &font)
{
    return paint::badge(p, topLeft, badge.text(locale), badge.up() ? paint::BadgeKind::Rise : paint::BadgeKind::Fall,
                        font);
}

} // namespace webshop::ui::pricebadge
