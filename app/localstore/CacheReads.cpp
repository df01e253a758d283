#include "app/localstore/CacheReads.h"

#include "app/localstore/CacheCodec.h"
#include "app/localstore/ReadRows.h"
#include "app/localstore/TextFold.h"

#include <QHash>
#include <QSqlDatabase>
#include <QVariant>

namespace webshop::localstore {

using namespace docs;

namespace {

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

} // namespace

CacheReads::CacheReads(QString connection)
    : m_connection(std::move(connection))
{
}

QSqlDatabase CacheReads::reader() const
{
    return QSqlDatabase::database(m_connection, false);
}

std::optional<Cached<values::Article>> CacheReads::cachedArticle(const StoreKey &key, const QString &variantId) const
{
    const QList<Cached<values::Article>> found = articlesFrom(
        reader(), QStringLiteral("SELECT payload, fetched_at FROM cache_article WHERE server = ? AND customer = ? "
                                 "AND store = ? AND variant IN (%1)"),
        key, {variantId}, {});
    return found.isEmpty() ? std::nullopt : std::optional(found.constFirst());
}

std::optional<Cached<values::PersonalLists>> CacheReads::cachedLists(const StoreKey &key) const
{
    return decoded(document(reader(), key, kLists, kOnly), &codec::decodeLists);
}

std::optional<Cached<values::PersonalList>> CacheReads::cachedList(const StoreKey &key, const QString &listId) const
{
    return decoded(document(reader(), key, kList, listId), &codec::decodeList);
}

std::optional<Cached<values::Basket>> CacheReads::cachedBasket(const StoreKey &key) const
{
    return decoded(document(reader(), key, kBasket, kOnly), &codec::decodeBasket);
}

QList<Cached<QString>> CacheReads::recentSearches(const StoreKey &key) const
{
    QList<Cached<QString>> out;
    rows::forEachRow(reader(), QStringLiteral("SELECT payload, fetched_at FROM cache_doc WHERE server = ? AND "
                                              "customer = ? AND store = ? AND kind = ? ORDER BY fetched_at DESC"),
                     key, {}, {kSearch}, [&](const QSqlQuery &q) {
                         if (std::optional<codec::SearchDoc> doc = codec::decodeSearch(q.value(0).toString().toUtf8()))
                             out.append({doc->query, rows::time(q.value(1))});
                     });
    return out;
}

std::optional<Cached<values::SearchPage>> CacheReads::cachedSearch(const StoreKey &key, const QString &query) const
{
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

QList<Cached<values::Article>> CacheReads::searchCached(const StoreKey &key, const QString &text, int limit,
                                                        bool trigramIndex) const
{
    const QStringList words = foldForSearch(text).split(u' ', Qt::SkipEmptyParts);
    if (words.isEmpty() || limit <= 0)
        return {};
    // Words of three characters and more go to the trigram index (one quoted phrase each, all
    // required); shorter ones, or all without the index, are substrings of the folded text.
    QStringList phrases;
    QVariantList substrings;
    for (const QString &w : words) {
        if (trigramIndex && w.size() >= 3)
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
