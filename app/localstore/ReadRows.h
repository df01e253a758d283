#pragma once

// Helpers of the read side: binding a key and a set of ids, turning rows into values.

#include "app/localstore/StoreTypes.h"

#include <QSqlQuery>
#include <QStringList>
#include <functional>

namespace webshop::localstore::rows {

std::optional<values::Decimal> decimal(const QVariant &v);
QDateTime time(const QVariant &msSinceEpoch);

// Runs `sql` once per chunk of ids (`%1` in it stands for the chunk's "?, ?, …"; without ids
// it has no `%1` and runs once), binding the key's server, customer and store first, then the
// chunk, then `extra`; calls `row` per row. false when a statement fails (logged).
bool forEachRow(QSqlDatabase db, const QString &sql, const StoreKey &key, const QStringList &ids,
                const QVariantList &extra, const std::function<void(const QSqlQuery &)> &row);

// Prepares `sql` once and runs it per id: binds the key's server, customer and store, then the
// id, then `extra`. For "the newest row of each bundle": one index seek per id.
bool forEachId(QSqlDatabase db, const QString &sql, const StoreKey &key, const QStringList &ids,
               const QVariantList &extra, const std::function<void(const QSqlQuery &)> &row);

} // namespace webshop::localstore::rows
