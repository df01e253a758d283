#pragma once

// One add to the basket as the buyer meant it, for the one add path (app/control/BasketAdds):
// what to add, what the buyer saw (name, pack, price: for the ledger and the history), where
// it came from, and the shop context (server, customer, store) the caller saw when it was
// made. A plain value: every surface (article pane, lists, quick order, order files) fills it.

#include "app/values/Decimal.h"

#include <QString>
#include <optional>

namespace webshop::values {

struct AddIntent
{
    enum class Source { Pane, List, QuickOrder, Import, Headless, Guide };

    QString bundleId;
    QString variantId;                     // helps to find the line; may be empty
    Decimal amount;                        // exactly what the buyer typed
    bool weight = false;                   // a weight article: the amount is in kg
    std::optional<Decimal> unitNet;        // the bundle's net price as shown, when known
    std::optional<Decimal> unitGross;
    QString currency;
    QString name;                          // the article's name as shown (may be empty)
    QString pack;                          // the pack as shown
    Source source = Source::Pane;
    QString sourceRef;                     // the list id, the quick-order line, "line 14" of a file
    QString runKey;                        // an order-file run (see orders::runKey)
    qint64 againOf = 0;                    // "Add again anyway": the earlier add it repeats
    // The context token of BasketAdds::context() when the caller made its decision (0: the
    // current one). An add made for another customer or store is refused, never sent.
    quint64 context = 0;
};

// "pane", "list", "quickorder", "import", "headless", "guide": stable, in the ledger and reports.
inline QString sourceCode(AddIntent::Source s)
{
    switch (s) {
    case AddIntent::Source::Pane: return QStringLiteral("pane");
    case AddIntent::Source::List: return QStringLiteral("list");
    case AddIntent::Source::QuickOrder: return QStringLiteral("quickorder");
    case AddIntent::Source::Import: return QStringLiteral("import");
    case AddIntent::Source::Headless: return QStringLiteral("headless");
    case AddIntent::Source::Guide: return QStringLiteral("guide");
    }
    return QStringLiteral("pane");
}

} // namespace webshop::values
