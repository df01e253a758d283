#pragma once

// Screenshots of the demo shop only: a plausible past for each pack (a price that moved a few
// times in the last 90 days and ends at today's), and for about every fourth pack a last-seen price
// before its latest change (so a change badge shows). Written into the screenshot's own
// temporary store, never into a customer's.

#include "app/control/PriceHistory.h"

namespace webshop::shell {

control::PriceHistory::Seed demoPriceHistory(const QString &bundleId, const control::HistoryPoint &today);

} // namespace webshop::shell
