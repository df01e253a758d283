// LocalStore: the writes of the offline cache (articles, lists, basket, recent searches); its
// reads are CacheReads'. Payloads are encoded on the writer thread: the caller only hands over
// implicitly shared values.

#include "app/localstore/LocalStore.h"
#include "app/localstore/CacheCodec.h"
#include "app/localstore/CacheReads.h"
#include "app/localstore/TextFold.h"
#include "app/localstore/WriteOps.h"

#include <QSqlDatabase>

namespace webshop::localstore {

using namespace docs;

namespace {

// What a whole-document write rewrites: a later write of the same key supersedes a queued one.
QString documentKey(const StoreKey &key, const QString &kind)
{
    return kind + u'\n' + key.server + u'\n' + key.customer + u'\n' + key.store;
}

} // namespace

void LocalStore::cacheDocument(const StoreKey &key, const QString &kind, const QString &docKey,
                               const QByteArray &payload, const QDateTime &at)
{
    if (!accepts(key))
        return;
    enqueue([=](QSqlDatabase &db, QString *error) {
        return ops::putDocument(db, key, kind, docKey, payload, at, error);
    });
}

void LocalStore::cacheArticle(const StoreKey &key, const values::Article &details, const QDateTime &at)
{
    if (!accepts(key))
        return;
    enqueue([key, details, at](QSqlDatabase &db, QString *error) {
        return ops::putArticles(db, key, {details}, true, at, error);
    });
}

void LocalStore::cacheSearch(const StoreKey &key, const values::SearchPage &page, const QDateTime &at)
{
    if (!accepts(key) || foldForSearch(page.query).isEmpty())
        return;
    enqueue([key, page, at](QSqlDatabase &db, QString *error) {
        codec::SearchDoc doc{page.query, page.amount, page.page, page.rows, page.totalPages, {}};
        for (const values::Article &a : page.results)
            doc.variants.append(a.variantId);
        return ops::putArticles(db, key, page.results, false, at, error)
            && ops::putDocument(db, key, kSearch, foldForSearch(page.query), codec::encode(doc), at, error)
            && ops::trimDocuments(db, key, kSearch, kRecentSearches, error);
    });
}

void LocalStore::cacheLists(const StoreKey &key, const values::PersonalLists &lists, const QDateTime &at)
{
    if (!accepts(key))
        return;
    enqueue([key, lists, at](QSqlDatabase &db, QString *error) {
        return ops::putDocument(db, key, kLists, kOnly, codec::encode(lists), at, error);
    }, {}, documentKey(key, kLists));
}

void LocalStore::cacheList(const StoreKey &key, const values::PersonalList &list, const QDateTime &at)
{
    if (!accepts(key) || list.listId.isEmpty())
        return;
    enqueue([key, list, at](QSqlDatabase &db, QString *error) {
        return ops::putDocument(db, key, kList, list.listId, codec::encode(list), at, error)
            && ops::putArticles(db, key, list.items, false, at, error);
    });
}

void LocalStore::cacheBasket(const StoreKey &key, const values::Basket &basket, const QDateTime &at)
{
    if (!accepts(key))
        return;
    enqueue([key, basket, at](QSqlDatabase &db, QString *error) {
        return ops::putDocument(db, key, kBasket, kOnly, codec::encode(basket), at, error);
    }, {}, documentKey(key, kBasket));
}

} // namespace webshop::localstore
