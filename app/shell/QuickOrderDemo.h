#pragma once

// The quick order page of the demo screenshots: a grid typed from the demo basket's article
// numbers (looked up as if the buyer typed them, so the names are in the UI language).

#include <QObject>
#include <functional>

namespace webshop::control { class ObjectGraph; }

namespace webshop::shell {

// Fills the grid once the basket is read (a draft the buyer has stays as it is); `done` runs
// when the lines are entered (or there is nothing to enter).
void fillQuickOrderDemo(const control::ObjectGraph &graph, QObject *context, std::function<void()> done);

} // namespace webshop::shell
