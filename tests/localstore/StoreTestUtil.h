#pragma once

// Helpers of the local store tests: a day-stamped time, the bytes of the database files.

#include "app/localstore/StoreTypes.h"
#include "tests/models/ModelsTestData.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace webshop::test {

inline QDateTime at(const QDate &day, int hour = 12)
{
    return QDateTime(day, QTime(hour, 0));
}

inline localstore::PriceObservation price(const QString &bundle, const char *net, const char *gross = nullptr)
{
    localstore::PriceObservation o;
    o.bundleId = bundle;
    o.currency = QStringLiteral("EUR");
    if (net)
        o.net = dec(net);
    if (gross)
        o.gross = dec(gross);
    return o;
}

inline QStringList texts(std::initializer_list<const char *> utf8)
{
    QStringList out;
    for (const char *t : utf8)
        out << QString::fromUtf8(t);
    return out;
}

// The main file, the WAL and the shared-memory index, one after the other.
inline QByteArray storeFileBytes(const QString &path)
{
    QByteArray all;
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        QFile f(path + suffix);
        if (f.open(QIODevice::ReadOnly))
            all += f.readAll();
    }
    return all;
}

// Whether the text appears in the bytes as UTF-8 or as UTF-16 (either byte order).
inline bool bytesContain(const QByteArray &bytes, const QString &text)
{
    if (bytes.contains(text.toUtf8()))
        return true;
    QByteArray le, be;
    for (const QChar c : text) {
        le.append(char(c.unicode() & 0xff)).append(char(c.unicode() >> 8));
        be.append(char(c.unicode() >> 8)).append(char(c.unicode() & 0xff));
    }
    return bytes.contains(le) || bytes.contains(be);
}

// A connection of the test's own, closed and removed on destruction.
class RawDb
{
public:
    explicit RawDb(const QString &path) : m_name(QStringLiteral("raw-%1").arg(++s_count))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_ok = db.open();
    }
    ~RawDb()
    {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
    bool ok() const { return m_ok; }
    bool exec(const QString &sql) const
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        return q.exec(sql);
    }
    QVariant value(const QString &sql) const
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        return q.exec(sql) && q.next() ? q.value(0) : QVariant();
    }

private:
    static inline int s_count = 0;
    QString m_name;
    bool m_ok = false;
};

} // namespace webshop::test
