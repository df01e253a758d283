#pragma once

// The price change badge of a row ("▲ +0,40 €" red, "▼ −0,25 €" green) as the delegates draw
// it, and the buyer seeing a row's price (models::PriceMemory::markShown).

#include "models/PriceMemory.h"

#include <QModelIndex>
#include <optional>

class QPainter;

namespace webshop::ui::pricebadge {

// The badge of the row (PriceChangeRole of its model), if its price changed.
std::optional<models::PriceBadge> of(const QModelIndex &index, int changeRole);
// The row's price is on screen now.
void markShown(models::PriceMemory *memory, const QModelIndex &index, int bundleRole, int shownRole);

int width(const models::PriceBadge &badge, const QLocale &locale, const QFont &font);
// Draws the badge; returns its width.
int paint(QPainter *p, const QPoint &topLeft, const models::PriceBadge &badge, const QLocale &locale,
          const QFont &font);

} // namespace webshop::ui::pricebadge
