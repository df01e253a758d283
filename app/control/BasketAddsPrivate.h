#pragma once

// BasketAdds' state shared by its two files (BasketAdds.cpp: the add path; BasketAddsRecovery.cpp:
// the adds of an earlier run). Not for use elsewhere.

#include "app/control/BasketAdds.h"
#include "app/localstore/AddLedger.h"

namespace webshop::control {

// The adds of an earlier run that were open when it stopped, until a basket read settles them.
struct BasketAdds::Recovering
{
    localstore::StoreKey key;
    QList<localstore::LedgerEntry> entries;
};

} // namespace webshop::control
