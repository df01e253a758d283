#pragma once

// The local store's file as a test reads it: with a connection of its own, read-only, and as
// bytes (the database and its write-ahead log).

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

namespace webshop::test {

// Rows of a customer in every table of the file; -1 when it cannot be read.
inline int customerRows(const QString &path, const QString &customer)
{
    int rows = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("scan"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            rows = -1;
        for (const char *table : {"price_day", "price_seen", "cache_article", "cache_doc"}) {
            if (rows < 0)
                break;
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE customer = ?").arg(QLatin1String(table)));
            q.addBindValue(customer);
            rows = q.exec() && q.next() ? rows + q.value(0).toInt() : -1;
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("scan"));
    return rows;
}

inline QByteArray storeFileBytes(const QString &path)
{
    QByteArray bytes;
    for (const QString &suffix : {QString(), QStringLiteral("-wal")}) {
        QFile f(path + suffix);
        if (f.open(QIODevice::ReadOnly))
            bytes += f.readAll();
    }
    return bytes;
}

} // namespace webshop::test
