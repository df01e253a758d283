#pragma once

// The "Added to Basket" history of the demo screenshots (--show history --demo): a few adds of
// the demo basket's packs through the one add path (from the article pane, a list, the quick
// order and an order file), and one whose outcome is not known, as a buyer would meet it.

#include <QObject>
#include <functional>

namespace webshop::control { class ObjectGraph; }

namespace webshop::shell {

// Starts once the demo basket is read and named; `done` runs when every add has its outcome.
void fillHistoryDemo(const control::ObjectGraph &graph, QObject *context, std::function<void()> done);

} // namespace webshop::shell
