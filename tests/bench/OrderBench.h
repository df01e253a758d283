#pragma once

// The bulk-path helpers the order scenarios (ScenarioOrders.cpp) and the ledger scenarios
// (ScenarioLedger.cpp) share: packs to order, an order file in the window's import preview,
// all of its lines added as the buyer does (Alt+A).

#include "tests/bench/BenchTable.h"
#include "app/values/Decimal.h"

#include <QStringList>
#include <vector>

namespace webshop::control { class ObjectGraph; }
namespace webshop::ui {
class ImportDialog;
class MainWindow;
} // namespace webshop::ui

namespace webshop::bench {

// Bundle ids of priced, counted (not weighed) packs, one per article: what a buyer types.
QStringList bundleNumbers(control::ObjectGraph &graph, int wanted);
// A quantity between 1 and 3: small enough that no line asks "really this many?".
values::Decimal quantityFor(int line);
// "Article;Quantity" and `lines` lines over `ids`.
QString orderFile(const QStringList &ids, int lines);
// Opens `lines` lines of an order file in the window's import preview (as a dropped file
// would), waits until every line is checked; null on failure. `ms`: how long that took.
ui::ImportDialog *checkFile(ui::MainWindow &window, const QStringList &ids, int lines, double *ms);
// Alt+A in a checked preview, until every line has its outcome: milliseconds, -1 on failure.
double addChecked(ui::ImportDialog *dialog);
void closeDialog(ui::ImportDialog *dialog);
// A table row of figures.
Row row(const QString &name, std::vector<double> samples, const QString &unit = QStringLiteral("ms"),
        Budget budget = {Budget::Kind::None, 0});

} // namespace webshop::bench
