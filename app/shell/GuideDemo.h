#pragma once

// The demo customer's order guides: the first two personal lists of the demo shop made order
// guides (pars, shelf positions in a walking order, a few count unit notes, delivery days,
// cut-off and minimum order), seeded when the store has no guide yet; and, for the screenshot
// (--show guide), a count under way on the first guide.

#include <QObject>
#include <functional>

namespace webshop::control { class ObjectGraph; }
namespace webshop::models { class GuideModel; }

namespace webshop::shell {

// Seeds once the lists are known (nothing when the store has guides); `done` gets the first
// guide's list id (empty when there is none).
void seedDemoGuides(const control::ObjectGraph &graph, QObject *context, std::function<void(const QString &)> done);

// On hand typed for the first lines, as a buyer halfway down the walk-in would have it.
void countDemoGuide(models::GuideModel *guide);

// The last weeks' adds of the guide's first lines in the ledger (for a screenshot's own ledger
// only: never into a buyer's), so "Ordered before" and the suggested par have something to say.
void seedDemoGuideHistory(const control::ObjectGraph &graph, const QString &listId);

} // namespace webshop::shell
