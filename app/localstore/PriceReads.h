#pragma once

// The price reads of the local store: a bundle's history, the latest and the last seen price
// of bundles, and the changes since a day. They run over the store's read-only connection (by
// its name) on the thread that opened it, and see what is committed. LocalStore owns one and
// asks it only while its file is open.

#include "app/localstore/StoreTypes.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

class QSqlDatabase;

namespace webshop::localstore {

class PriceReads
{
public:
    explicit PriceReads(QString connection);

    // Oldest first; from and to inclusive.
    QList<PriceDay> history(const StoreKey &key, const QString &bundleId, const QDate &from, const QDate &to) const;
    // The latest recorded price of each bundle (any day).
    QHash<QString, PriceDay> latest(const StoreKey &key, const QStringList &bundleIds) const;
    QHash<QString, SeenPrice> lastSeen(const StoreKey &key, const QStringList &bundleIds) const;
    // Every change of net or gross of these bundles on or after `since` (LocalStore::changesSince).
    QList<PriceChange> changesSince(const StoreKey &key, const QStringList &bundleIds, const QDate &since) const;

private:
    QSqlDatabase reader() const;

    QString m_connection;
};

} // namespace webshop::localstore
