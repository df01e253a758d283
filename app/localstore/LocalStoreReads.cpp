// LocalStore: the reads. While the file is open each is PriceReads' or CacheReads' answer over
// the read-only connection; without a file every read is empty.

#include "app/localstore/LocalStore.h"

namespace webshop::localstore {

QList<PriceDay> LocalStore::history(const StoreKey &key, const QString &bundleId, const QDate &from,
                                    const QDate &to) const
{
    return isOpen() ? m_prices.history(key, bundleId, from, to) : QList<PriceDay>{};
}

QHash<QString, PriceDay> LocalStore::latest(const StoreKey &key, const QStringList &bundleIds) const
{
    return isOpen() ? m_prices.latest(key, bundleIds) : QHash<QString, PriceDay>{};
}

QHash<QString, SeenPrice> LocalStore::lastSeen(const StoreKey &key, const QStringList &bundleIds) const
{
    return isOpen() ? m_prices.lastSeen(key, bundleIds) : QHash<QString, SeenPrice>{};
}

QList<PriceChange> LocalStore::changesSince(const StoreKey &key, const QStringList &bundleIds,
                                            const QDate &since) const
{
    return isOpen() ? m_prices.changesSince(key, bundleIds, since) : QList<PriceChange>{};
}

std::optional<Cached<values::Article>> LocalStore::cachedArticle(const StoreKey &key, const QString &variantId) const
{
    return isOpen() ? m_cache.cachedArticle(key, variantId) : std::nullopt;
}

std::optional<Cached<values::PersonalLists>> LocalStore::cachedLists(const StoreKey &key) const
{
    return isOpen() ? m_cache.cachedLists(key) : std::nullopt;
}

std::optional<Cached<values::PersonalList>> LocalStore::cachedList(const StoreKey &key, const QString &listId) const
{
    return isOpen() ? m_cache.cachedList(key, listId) : std::nullopt;
}

std::optional<Cached<values::Basket>> LocalStore::cachedBasket(const StoreKey &key) const
{
    return isOpen() ? m_cache.cachedBasket(key) : std::nullopt;
}

QList<Cached<QString>> LocalStore::recentSearches(const StoreKey &key) const
{
    return isOpen() ? m_cache.recentSearches(key) : QList<Cached<QString>>{};
}

std::optional<Cached<values::SearchPage>> LocalStore::cachedSearch(const StoreKey &key, const QString &query) const
{
    return isOpen() ? m_cache.cachedSearch(key, query) : std::nullopt;
}

QList<Cached<values::Article>> LocalStore::searchCached(const StoreKey &key, const QString &text, int limit) const
{
    return isOpen() ? m_cache.searchCached(key, text, limit, m_searchIndex) : QList<Cached<values::Article>>{};
}

} // namespace webshop::localstore
