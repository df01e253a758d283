#include "app/localstore/ReadRows.h"

#include "app/localstore/LocalStoreLogging.h"

#include <QSqlError>
#include <QVariant>

namespace webshop::localstore::rows {

std::optional<values::Decimal> decimal(const QVariant &v)
{
    return v.isNull() ? std::nullopt : values::Decimal::parse(v.toString());
}

QDateTime time(const QVariant &msSinceEpoch)
{
    return msSinceEpoch.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(msSinceEpoch.toLongLong());
}

bool forEachRow(QSqlDatabase db, const QString &sql, const StoreKey &key, const QStringList &ids,
                const QVariantList &extra, const std::function<void(const QSqlQuery &)> &row)
{
    // Well below SQLite's limit on bound values.
    constexpr qsizetype kChunk = 500;
    for (qsizetype start = 0; start < std::max<qsizetype>(ids.size(), 1); start += kChunk) {
        const QStringList chunk = ids.mid(start, kChunk);
        QStringList marks;
        marks.fill(QStringLiteral("?"), chunk.size());
        QSqlQuery q(db);
        q.setForwardOnly(true);
        const QString text = ids.isEmpty() ? sql : sql.arg(marks.join(QStringLiteral(", ")));
        if (!q.prepare(text)) {
            qCWarning(lcLocalStore) << "local store read failed:" << q.lastError().text();
            return false;
        }
        q.addBindValue(key.server);
        q.addBindValue(key.customer);
        q.addBindValue(key.store);
        for (const QString &id : chunk)
            q.addBindValue(id);
        for (const QVariant &v : extra)
            q.addBindValue(v);
        if (!q.exec()) {
            qCWarning(lcLocalStore) << "local store read failed:" << q.lastError().text();
            return false;
        }
        while (q.next())
            row(q);
    }
    return true;
}

bool forEachId(QSqlDatabase db, const QString &sql, const StoreKey &key, const QStringList &ids,
               const QVariantList &extra, const std::function<void(const QSqlQuery &)> &row)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql)) {
        qCWarning(lcLocalStore) << "local store read failed:" << q.lastError().text();
        return false;
    }
    q.bindValue(0, key.server);
    q.bindValue(1, key.customer);
    q.bindValue(2, key.store);
    for (int i = 0; i < extra.size(); ++i)
        q.bindValue(4 + i, extra.at(i));
    for (const QString &id : ids) {
        q.bindValue(3, id);
        if (!q.exec()) {
            qCWarning(lcLocalStore) << "local store read failed:" << q.lastError().text();
            return false;
        }
        while (q.next())
            row(q);
        q.finish();
    }
    return true;
}

} // namespace webshop::localstore::rows
