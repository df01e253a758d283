#pragma once

// What the order guide page reads from elsewhere, pure reads: the lines a list gives its guide
// (pack, article, pack's name, weight article) and, for the guide's model, the prices and packs
// of its articles (the list's articles first, then the article cache).

#include "app/values/OrderGuide.h"
#include "ui/Services.h"

namespace webshop::models { class GuideModel; class ListItemsModel; }

namespace webshop::ui {

// The list's lines as guide lines, in the list's order (lines without a pack left out).
QList<values::GuideLine> guideLinesOf(const models::ListItemsModel &items);
// Gives the model its price and pack sources (read at the time they are asked).
void giveGuideSources(models::GuideModel *model, const Services &services);

} // namespace webshop::ui
