#pragma once

// The statements the writer thread runs, one function per kind of write. Each returns false
// with the driver's message in `error`; the writer rolls that operation back.

#include "app/localstore/CacheCodec.h"
#include "app/localstore/StoreTypes.h"

#include <QSqlDatabase>

namespace webshop::localstore::ops {

// One row per bundle, store and day: inserted with the observation as the day's first and
// last price; later observations of the day replace the last price when it changed. An
// unknown amount never overwrites a known one.
bool recordPrices(QSqlDatabase &db, const StoreKey &key, const QList<PriceObservation> &prices,
                  const QDateTime &at, QString *error);
bool markSeen(QSqlDatabase &db, const StoreKey &key, const QList<PriceObservation> &prices,
              const QDateTime &at, QString *error);

// Drops price rows of days before `cutoff`, seen-markers and cached documents older than it,
// and each key's cached articles beyond the newest `maxArticles`.
bool prune(QSqlDatabase &db, const QDate &cutoff, int maxArticles, QString *error);
bool forgetCustomer(QSqlDatabase &db, const QString &server, const QString &customer, QString *error);
bool forgetAll(QSqlDatabase &db, QString *error);
// After a forget: the WAL is written back and emptied, so no copy of a deleted page remains.
void scrubFiles(QSqlDatabase &db, bool vacuum);

// Details replace any cached copy; search and list articles replace all but details.
bool putArticles(QSqlDatabase &db, const StoreKey &key, const QList<values::Article> &articles,
                 bool details, const QDateTime &at, QString *error);
bool putDocument(QSqlDatabase &db, const StoreKey &key, const QString &kind, const QString &docKey,
                 const QByteArray &payload, const QDateTime &at, QString *error);
// Keeps the newest `keep` documents of this kind for the key.
bool trimDocuments(QSqlDatabase &db, const StoreKey &key, const QString &kind, int keep, QString *error);

} // namespace webshop::localstore::ops
