#pragma once

// The reads of the offline cache: an article, the lists, a list, the basket, the recent
// searches and a search again (from the cached articles), and local search over the cached
// articles. They run over the store's read-only connection (by its name) on the thread that
// opened it, and see what is committed. LocalStore owns one and asks it only while its file is
// open; its writes of the cache are LocalStore's own (LocalStoreCache.cpp).

#include "app/localstore/StoreTypes.h"
#include "app/values/Types.h"

#include <QList>
#include <QString>
#include <optional>

class QSqlDatabase;

namespace webshop::localstore {

// The kinds of cache_doc rows, written by LocalStore and read here.
namespace docs {
inline const QString kSearch = QStringLiteral("search");
inline const QString kLists = QStringLiteral("lists");
inline const QString kList = QStringLiteral("list");
inline const QString kBasket = QStringLiteral("basket");
inline const QString kOnly = QStringLiteral("*"); // the key of a kind with one document per StoreKey
} // namespace docs

class CacheReads
{
public:
    explicit CacheReads(QString connection);

    std::optional<Cached<values::Article>> cachedArticle(const StoreKey &key, const QString &variantId) const;
    std::optional<Cached<values::PersonalLists>> cachedLists(const StoreKey &key) const;
    std::optional<Cached<values::PersonalList>> cachedList(const StoreKey &key, const QString &listId) const;
    std::optional<Cached<values::Basket>> cachedBasket(const StoreKey &key) const;
    // The recent searches' query texts, newest first.
    QList<Cached<QString>> recentSearches(const StoreKey &key) const;
    // A recent search again, its results from the cached articles.
    std::optional<Cached<values::SearchPage>> cachedSearch(const StoreKey &key, const QString &query) const;
    // Local search over the cached articles (LocalStore::searchCached); `trigramIndex`: the
    // file has the FTS5 trigram index (else every word is a substring of the folded text).
    QList<Cached<values::Article>> searchCached(const StoreKey &key, const QString &text, int limit,
                                                bool trigramIndex) const;

private:
    QSqlDatabase reader() const;

    QString m_connection;
};

} // namespace webshop::localstore
