#include "app/localstore/WriteOps.h"

#include "app/localstore/Schema.h"
#include "app/localstore/TextFold.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace webshop::localstore::ops {

namespace {

QVariant text(const std::optional<values::Decimal> &d)
{
    return d ? QVariant(d->toString()) : QVariant(QMetaType(QMetaType::QString));
}

bool fail(const QSqlQuery &q, QString *error)
{
    *error = q.lastError().text();
    return false;
}

bool prepare(QSqlQuery &q, const QString &sql, QString *error)
{
    return q.prepare(sql) || fail(q, error);
}

// Binds server, customer and store to the first three placeholders.
void bindKey(QSqlQuery &q, const StoreKey &key)
{
    q.bindValue(0, key.server);
    q.bindValue(1, key.customer);
    q.bindValue(2, key.store);
}

bool deleteWhere(QSqlDatabase &db, const QString &where, const QVariantList &values, QString *error)
{
    for (const char *table : {"price_day", "price_seen", "cache_article", "cache_doc"}) {
        QSqlQuery q(db);
        if (!prepare(q, QStringLiteral("DELETE FROM ") + QLatin1String(table) + where, error))
            return false;
        for (int i = 0; i < values.size(); ++i)
            q.bindValue(i, values.at(i));
        if (!q.exec())
            return fail(q, error);
    }
    return true;
}

} // namespace

bool recordPrices(QSqlDatabase &db, const StoreKey &key, const QList<PriceObservation> &prices,
                  const QDateTime &at, QString *error)
{
    QSqlQuery q(db);
    const bool ok = prepare(q, QStringLiteral(
        "INSERT INTO price_day (server, customer, store, bundle, day, currency, net, gross, vat, deposit, "
        "seen_at, first_net, first_gross, changed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (server, customer, store, bundle, day) DO UPDATE SET "
        "currency = excluded.currency, net = coalesce(excluded.net, net), "
        "gross = coalesce(excluded.gross, gross), vat = coalesce(excluded.vat, vat), "
        "deposit = coalesce(excluded.deposit, deposit), changed_at = excluded.changed_at "
        "WHERE (excluded.net IS NOT NULL AND excluded.net IS NOT net) "
        "OR (excluded.gross IS NOT NULL AND excluded.gross IS NOT gross) "
        "OR (excluded.vat IS NOT NULL AND excluded.vat IS NOT vat) "
        "OR (excluded.deposit IS NOT NULL AND excluded.deposit IS NOT deposit) "
        "OR excluded.currency IS NOT currency"), error);
    if (!ok)
        return false;
    const QString day = at.date().toString(Qt::ISODate);
    const qint64 ms = at.toMSecsSinceEpoch();
    bindKey(q, key);
    q.bindValue(4, day);
    q.bindValue(10, ms);
    q.bindValue(13, ms);
    for (const PriceObservation &p : prices) {
        if (!p.isKnown() || p.bundleId.isEmpty())
            continue;
        q.bindValue(3, p.bundleId);
        q.bindValue(5, p.currency);
        q.bindValue(6, text(p.net));
        q.bindValue(7, text(p.gross));
        q.bindValue(8, text(p.vat));
        q.bindValue(9, text(p.deposit));
        q.bindValue(11, text(p.net));
        q.bindValue(12, text(p.gross));
        if (!q.exec())
            return fail(q, error);
    }
    return true;
}

bool markSeen(QSqlDatabase &db, const StoreKey &key, const QList<PriceObservation> &prices,
              const QDateTime &at, QString *error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("INSERT OR REPLACE INTO price_seen (server, customer, store, bundle, "
                                   "currency, net, gross, vat, deposit, seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                 error))
        return false;
    bindKey(q, key);
    q.bindValue(9, at.toMSecsSinceEpoch());
    for (const PriceObservation &p : prices) {
        if (!p.isKnown() || p.bundleId.isEmpty())
            continue;
        q.bindValue(3, p.bundleId);
        q.bindValue(4, p.currency);
        q.bindValue(5, text(p.net));
        q.bindValue(6, text(p.gross));
        q.bindValue(7, text(p.vat));
        q.bindValue(8, text(p.deposit));
        if (!q.exec())
            return fail(q, error);
    }
    return true;
}

bool prune(QSqlDatabase &db, const QDate &cutoff, int maxArticles, QString *error)
{
    const qint64 cutoffMs = cutoff.startOfDay().toMSecsSinceEpoch();
    const QList<QPair<QString, QVariant>> statements = {
        {QStringLiteral("DELETE FROM price_day WHERE day < ?"), cutoff.toString(Qt::ISODate)},
        {QStringLiteral("DELETE FROM price_seen WHERE seen_at < ?"), cutoffMs},
        {QStringLiteral("DELETE FROM cache_doc WHERE fetched_at < ?"), cutoffMs},
        {QStringLiteral("DELETE FROM cache_article WHERE fetched_at < ?"), cutoffMs},
        // Each key's articles beyond the newest maxArticles.
        {QStringLiteral("DELETE FROM cache_article WHERE (server, customer, store, variant) IN ("
                        "SELECT server, customer, store, variant FROM (SELECT server, customer, store, variant, "
                        "row_number() OVER (PARTITION BY server, customer, store ORDER BY fetched_at DESC) AS n "
                        "FROM cache_article) WHERE n > ?)"),
         maxArticles},
    };
    for (const auto &[sql, value] : statements) {
        QSqlQuery q(db);
        if (!prepare(q, sql, error))
            return false;
        q.bindValue(0, value);
        if (!q.exec())
            return fail(q, error);
    }
    return true;
}

// The search index keeps deleted entries in its segments until they are merged: merge them
// all, so no trigram of a forgotten article stays behind.
bool mergeSearchIndex(QSqlDatabase &db, QString *error)
{
    return !schema::hasSearchIndex(db)
        || schema::exec(db, QStringLiteral("INSERT INTO cache_article_fts (cache_article_fts) VALUES ('optimize')"), error);
}

bool forgetCustomer(QSqlDatabase &db, const QString &server, const QString &customer, QString *error)
{
    return deleteWhere(db, QStringLiteral(" WHERE server = ? AND customer = ?"), {server, customer}, error)
        && mergeSearchIndex(db, error);
}

bool forgetAll(QSqlDatabase &db, QString *error)
{
    return deleteWhere(db, QString(), {}, error) && mergeSearchIndex(db, error);
}

void scrubFiles(QSqlDatabase &db, bool vacuum)
{
    if (vacuum)
        schema::exec(db, QStringLiteral("VACUUM"), nullptr);
    schema::exec(db, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"), nullptr);
}

bool putArticles(QSqlDatabase &db, const StoreKey &key, const QList<values::Article> &articles,
                 bool details, const QDateTime &at, QString *error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral(
            "INSERT INTO cache_article (server, customer, store, variant, name, folded, payload, details, fetched_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (server, customer, store, variant) DO UPDATE SET "
            "name = excluded.name, folded = excluded.folded, payload = excluded.payload, "
            "details = excluded.details, fetched_at = excluded.fetched_at "
            "WHERE excluded.details >= details"), error))
        return false;
    bindKey(q, key);
    q.bindValue(7, details ? 1 : 0);
    q.bindValue(8, at.toMSecsSinceEpoch());
    for (const values::Article &a : articles) {
        if (a.variantId.isEmpty())
            continue;
        // What local search matches: the name and every pack's descriptions and ids.
        QString haystack = a.name;
        for (const values::Bundle &b : a.bundles)
            haystack += u'\n' + b.description + u'\n' + b.bundleId;
        q.bindValue(3, a.variantId);
        q.bindValue(4, a.name);
        q.bindValue(5, foldForSearch(haystack));
        q.bindValue(6, QString::fromUtf8(codec::encode(a)));
        if (!q.exec())
            return fail(q, error);
    }
    return true;
}

bool putDocument(QSqlDatabase &db, const StoreKey &key, const QString &kind, const QString &docKey,
                 const QByteArray &payload, const QDateTime &at, QString *error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("INSERT OR REPLACE INTO cache_doc (server, customer, store, kind, doc_key, "
                                   "payload, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?)"), error))
        return false;
    bindKey(q, key);
    q.bindValue(3, kind);
    q.bindValue(4, docKey);
    q.bindValue(5, QString::fromUtf8(payload));
    q.bindValue(6, at.toMSecsSinceEpoch());
    return q.exec() || fail(q, error);
}

bool trimDocuments(QSqlDatabase &db, const StoreKey &key, const QString &kind, int keep, QString *error)
{
    QSqlQuery q(db);
    if (!prepare(q, QStringLiteral("DELETE FROM cache_doc WHERE server = ? AND customer = ? AND store = ? "
                                   "AND kind = ? AND doc_key NOT IN (SELECT doc_key FROM cache_doc WHERE "
                                   "server = ? AND customer = ? AND store = ? AND kind = ? "
                                   "ORDER BY fetched_at DESC LIMIT ?)"), error))
        return false;
    const QVariantList values = {key.server, key.customer, key.store, kind, key.server, key.customer,
                                 key.store, kind, keep};
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values.at(i));
    return q.exec() || fail(q, error);
}

} // namespace webshop::localstore::ops
