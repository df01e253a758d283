#pragma once

// Which store sells which article: the whole catalogue, but for the few articles a store does
// not carry (DemoAccounts::unsoldArticles). Read by search, article details and adds alike.

#include "app/demo/DemoAccounts.h"

#include <QSet>
#include <QString>

namespace webshop::demo {

class DemoShelves
{
public:
    explicit DemoShelves(const DemoCatalogue &catalogue)
    {
        for (const auto &[store, variant] : DemoAccounts::unsoldArticles(catalogue)) {
            m_unsold.insert(store + u'/' + variant);
            m_storesWithGaps.insert(store);
        }
    }

    bool sells(const QString &storeId, const QString &variantId) const
    {
        return !m_unsold.contains(storeId + u'/' + variantId);
    }
    // Whether the store lacks any article at all (search filters only those stores' hits).
    bool hasGaps(const QString &storeId) const { return m_storesWithGaps.contains(storeId); }

private:
    QSet<QString> m_unsold; // "store/variant"
    QSet<QString> m_storesWithGaps;
};

} // namespace webshop::demo
