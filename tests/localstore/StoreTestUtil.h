#pragma once

// Helpers of the local store tests: a day-stamped time, the bytes of the database files.

#include "app/localstore/StoreTypes.h"
#include "tests/models/ModelsTestData.h"

#include <QFile>
#include <QStringList>

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

} // namespace webshop::test
