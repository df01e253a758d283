#pragma once

// The lines Compare Stores takes from what a page shows: the basket's lines, a personal
// list's (a line without a quantity is compared per pack), the quick order's resolved lines.

#include "app/values/ComparisonLine.h"

namespace webshop::models {
class BasketModel;
class ListItemsModel;
class QuickOrderModel;
} // namespace webshop::models

namespace webshop::ui {

values::ComparisonLines basketComparisonLines(const models::BasketModel &basket);
values::ComparisonLines listComparisonLines(const models::ListItemsModel &items);
values::ComparisonLines quickOrderComparisonLines(const models::QuickOrderModel &grid);

} // namespace webshop::ui
