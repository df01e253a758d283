#include "app/control/ImportRuns.h"

#include "app/control/BasketAdds.h"
#include "app/localstore/AddLedger.h"

namespace webshop::control {

QString importRunKey(const BasketAdds &adds, const QByteArray &content)
{
    localstore::StoreKey key;
    if (!adds.currentKey(&key))
        return {};
    return orders::runKey(content, key.server, key.customer, key.store);
}

QList<orders::EarlierAdd> earlierImportRun(const BasketAdds &adds, const QString &runKey)
{
    QList<orders::EarlierAdd> out;
    if (runKey.isEmpty() || !adds.ledger() || !adds.ledger()->isOpen())
        return out;
    const QList<localstore::LedgerEntry> entries = adds.runEntries(runKey);
    out.reserve(entries.size());
    for (const localstore::LedgerEntry &e : entries)
        out.append(orders::EarlierAdd{e.id, orders::lineOfSourceRef(e.sourceRef), e.bundleId, e.amount, e.state,
                                      e.createdAt});
    return out;
}

} // namespace webshop::control
