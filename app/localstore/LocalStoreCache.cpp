// LocalStore: the offline cache (articles, lists, basket, recent searches) and local search.
// Payloads are encoded on the writer thread: the caller only hands over implicitly shared values.

#include "app/localstore/LocalStore.h"
#include "app/localstore/CacheCodec.h"
#include "app/localstore/ReadRows.h"
#include "app/localstore/TextFold.h"
#include "app/localstore/WriteOps.h"

#include <QSqlDatabase>
#include <QVariant>

namespace webshop::localstore {

namespace {

const QString kSearch = QStringLiteral("search");
const QString kLists = QStringLiteral("lists");
const QString kList = QStringLiteral("list");
const QString kBasket = QStringLiteral("basket");
const QString kOnly = QStringLiteral("*"); // the key of a kind with one document per StoreKey

using Document = std::optional<Cached<QByteArray>>;

Document document(QSqlDatabase db, const StoreKey &key, const QString &kind, const QString &docKey)
{
    Document out;
    rows::forEachRow(db, QStringLiteral("SELECT payload, fetched_at FROM cache_doc WHERE server = ? AND "
                                        "customer = ? AND store = ? AND kind = ? AND doc_key = ?"),
                     key, {}, {kind, docKey}, [&](const QSqlQuery &q) {
                         out = Cached<QByteArray>{q.value(0).toString().toUtf8(), rows::time(q.value(1))};
                     });
    return out;
}

template<typename T>
std::optional<Cached<T>> decoded(const Document &doc, std::optional<T> (*decode)(const QByteArray &))
{
    if (!doc)
        return std::nullopt;
    std::optional<T> value = decode(doc->value);
    if (!value)
        return std::nullopt;
    return Cached<T>{std::move(*value), doc->fetchedAt};
}

QList<Cached<values::Article>> articlesFrom(QSqlDatabase db, const QString &sql, const StoreKey &key,
                                         const QStringList &ids, const QVariantList &extra)
{
    QList<Cached<values::Article>> out;
    rows::forEachRow(db, sql, key, ids, extra, [&](const QSqlQuery &q) {
        if (std::optional<values::Article> a = codec::decodeArticle(q.value(0).toString().toUtf8()))
            out.append({std::move(*a), rows::time(q.value(1))});
    });
    return out;
}

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

std::optional<Cached<values::Article>> LocalStore::cachedArticle(const StoreKey &key, const QString &variantId) const
{
    if (!isOpen())
        return std::nullopt;
    const QList<Cached<values::Article>> found = articlesFrom(
        reader(), QStringLiteral("SELECT payload, fetched_at FROM cache_article WHERE server = ? AND customer = ? "
                                 "AND store = ? AND variant IN (%1)"),
        key, {variantId}, {});
    return found.isEmpty() ? std::nullopt : std::optional(found.constFirst());
}

std::optional<Cached<values::PersonalLists>> LocalStore::cachedLists(const StoreKey &key) const
{
    return isOpen() ? decoded(document(reader(), key, kLists, kOnly), &codec::decodeLists) : std::nullopt;
}

std::optional<Cached<values::PersonalList>> LocalStore::cachedList(const StoreKey &key, const QString &listId) const
{
    return isOpen() ? decoded(document(reader(), key, kList, listId), &codec::decodeList) : std::nullopt;
}

std::optional<Cached<values::Basket>> LocalStore::cachedBasket(const StoreKey &key) const
{
    return isOpen() ? decoded(document(reader(), key, kBasket, kOnly), &codec::decodeBasket) : std::nullopt;
}

QList<Cached<QString>> LocalStore::recentSearches(const StoreKey &key) const
{
    QList<Cached<QString>> out;
    if (!isOpen())
        return out;
    rows::forEachRow(reader(), QStringLiteral("SELECT payload, fetched_at FROM cache_doc WHERE server = ? AND "
                                              "customer = ? AND store = ? AND kind = ? ORDER BY fetched_at DESC"),
                     key, {}, {kSearch}, [&](const QSqlQuery &q) {
                         if (std::optional<codec::SearchDoc> doc = codec::decodeSearch(q.value(0).toString().toUtf8()))
                             out.append({doc->query, rows::time(q.value(1))});
                     });
    return out;
}

std::optional<Cached<values::SearchPage>> LocalStore::cachedSearch(const StoreKey &key, const QString &query) const
{
    if (!isOpen())
        return std::nullopt;
    const std::optional<Cached<codec::SearchDoc>> doc =
        decoded(document(reader(), key, kSearch, foldForSearch(query)), &codec::decodeSearch);
    if (!doc)
        return std::nullopt;
    QList<Cached<values::Article>> articles;
    if (!doc->value.variants.isEmpty())
        articles = articlesFrom(reader(), QStringLiteral("SELECT payload, fetched_at FROM cache_article WHERE "
                                                         "server = ? AND customer = ? AND store = ? AND variant IN (%1)"),
                                key, doc->value.variants, {});
    QHash<QString, const values::Article *> byId;
    for (const Cached<values::Article> &a : articles)
        byId.insert(a.value.variantId, &a.value);
    values::SearchPage page;
    page.query = doc->value.query;
    page.amount = doc->value.amount;
    page.page = doc->value.page;
    page.rows = doc->value.rows;
    page.totalPages = doc->value.totalPages;
    for (const QString &id : doc->value.variants) {
        if (const values::Article *a = byId.value(id))
            page.results.append(*a);
    }
    return Cached<values::SearchPage>{std::move(page), doc->fetchedAt};
}

QList<Cached<values::Article>> LocalStore::searchCached(const StoreKey &key, const QString &text, int limit) const
{
    const QStringList words = foldForSearch(text).split(u' ', Qt::SkipEmptyParts);
    if (!isOpen() || words.isEmpty() || limit <= 0)
        return {};
    // Words of three characters and more go to the trigram index (one quoted phrase each, all
    // required); shorter ones, or all without the index, are substrings of the folded text.
    QStringList phrases;
    QVariantList substrings;
    for (const QString &w : words) {
        if (m_searchIndex && w.size() >= 3)
            phrases << u'"' + QString(w).replace(u'"', QStringLiteral("\"\"")) + u'"';
        else
            substrings << w;
    }
    QString sql = phrases.isEmpty()
        ? QStringLiteral("SELECT a.payload, a.fetched_at FROM cache_article a WHERE a.server = ? AND a.customer = ? "
                         "AND a.store = ?")
        : QStringLiteral("SELECT a.payload, a.fetched_at FROM cache_article_fts JOIN cache_article a "
                         "ON a.id = cache_article_fts.rowid WHERE a.server = ? AND a.customer = ? AND a.store = ? "
                         "AND cache_article_fts MATCH ?");
    QVariantList values;
    if (!phrases.isEmpty())
        values << phrases.join(QStringLiteral(" AND "));
    for (const QVariant &w : std::as_const(substrings)) {
        sql += QStringLiteral(" AND instr(a.folded, ?) > 0");
        values << w;
    }
    // Latest cached first, by id: the index hands its matches out in that order, so a word that
    // matches thousands of articles stops at the limit instead of sorting them all.
    sql += phrases.isEmpty() ? QStringLiteral(" ORDER BY a.id DESC LIMIT ?")
                             : QStringLiteral(" ORDER BY cache_article_fts.rowid DESC LIMIT ?");
    values << limit;
    return articlesFrom(reader(), sql, key, {}, values);
}

} // namespace webshop::localstore
