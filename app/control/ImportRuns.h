#pragma once

// Order-file runs against the add ledger, for the import preview and the headless import: the
// run key of a file for the shop context the add path adds to now, and what an earlier run of
// it added (orders::OrderImport::setEarlierRun, orders/ImportRun.h).

#include "app/orders/ImportRun.h"

namespace webshop::control {

class BasketAdds;

// The run key of `content` for the current server, customer and store; empty when there is no
// current context (no one signed in with a delivery address).
QString importRunKey(const BasketAdds &adds, const QByteArray &content);
// The adds the ledger holds for that run, oldest first (empty key or ledger: none).
QList<orders::EarlierAdd> earlierImportRun(const BasketAdds &adds, const QString &runKey);

} // namespace webshop::control
