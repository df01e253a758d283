#pragma once

// The lines a personal list's add sends, as the batch summary and the large-add question read
// them: name, pack, unit prices and the line's price by the one arithmetic (LinePrice), whether
// it is unusually large. Pure reads of the list's model.

#include "models/BatchAddSummary.h"
#include "models/ListItemsModel.h"
#include "ui/LargeAddGuard.h"

namespace webshop::control { struct Preferences; }

namespace webshop::ui {

// The row of the list's line with this pack; -1: none.
int listRowOf(const models::ListItemsModel &items, const QString &bundleId);
QList<models::BatchAddLine> listBatchLines(const models::ListItemsModel &items, const QList<models::BasketAdd> &adds,
                                           const control::Preferences &preferences);
// The adds that are unusually large, priced gross or net as the buyer sees prices.
QList<LargeAddGuard::Line> listLargeLines(const models::ListItemsModel &items, const QList<models::BasketAdd> &adds,
                                          const control::Preferences &preferences, bool gross);

} // namespace webshop::ui
