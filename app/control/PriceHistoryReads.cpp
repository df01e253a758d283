// PriceHistory: what the window reads (a pack's history, the changes on the lists) and forgetting.

#include "app/control/PriceHistory.h"

#include "app/control/SessionController.h"
#include "app/localstore/LocalStore.h"
#include "models/PersonalListsModel.h"

#include <QHash>

namespace webshop::control {

using localstore::StoreKey;

QList<HistoryPoint> PriceHistory::history(const QString &bundleId, int days) const
{
    QList<HistoryPoint> out;
    StoreKey key;
    if (bundleId.isEmpty() || !m_store->isOpen() || !keyOf(&key))
        return out;
    const QDate today = QDate::currentDate();
    const QList<localstore::PriceDay> rows = m_store->history(key, bundleId, today.addDays(1 - qMax(1, days)), today);
    out.reserve(rows.size());
    for (const localstore::PriceDay &d : rows)
        out.append({d.day, d.last.currency, d.last.net, d.last.gross});
    return out;
}

QList<ListedPriceChange> PriceHistory::listChanges(const QDate &since) const
{
    QList<ListedPriceChange> out;
    StoreKey key;
    if (!m_store->isOpen() || !keyOf(&key))
        return out;
    // The packs on the buyer's lists that are loaded, with their names.
    struct Pack
    {
        QString name, description;
    };
    QHash<QString, Pack> packs;
    const models::PersonalListsModel *lists = m_models.lists;
    for (int row = 0; row < lists->rowCount(); ++row) {
        const values::PersonalList *list = lists->list(lists->listIdAt(row));
        if (!list)
            continue;
        for (const values::Article &article : list->items)
            for (const values::Bundle &bundle : article.bundles)
                if (!bundle.bundleId.isEmpty())
                    packs.insert(bundle.bundleId, {article.name, bundle.description});
    }
    if (packs.isEmpty())
        return out;
    const QList<localstore::PriceChange> changes = m_store->changesSince(key, packs.keys(), since);
    out.reserve(changes.size());
    for (const localstore::PriceChange &c : changes) {
        const Pack &pack = packs[c.bundleId];
        out.append({pack.name, pack.description, c.bundleId, c.day, c.currency, c.netBefore, c.netAfter,
                    c.grossBefore, c.grossAfter});
    }
    return out;
}

void PriceHistory::forgetCustomer()
{
    // The store's barrier (LocalStore::forgetCustomer): nothing of this customer is written
    // again until the next sign-in or delivery address (customerChanged), and forgotten() comes
    // once the file holds none of it.
    if (!m_session->customerId().isEmpty())
        m_store->forgetCustomer(StoreKey::serverOf(m_session->serverUrl()), m_session->customerId());
    m_seeded.clear();
    m_recorded.clear();
    // The memory keeps what the buyer saw in this session (the screen still shows it) for the
    // badges; none of it reaches the file again.
}

void PriceHistory::forgetAll()
{
    m_store->forgetAll();
    m_seeded.clear();
    m_recorded.clear();
}

} // namespace webshop::control
