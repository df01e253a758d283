#include "app/localstore/PriceReads.h"

#include "app/localstore/ReadRows.h"

#include <QSqlDatabase>
#include <QVariant>

#include <algorithm>
#include <tuple>

namespace webshop::localstore {

namespace {

const QString kDayColumns = QStringLiteral(
    "bundle, day, currency, net, gross, vat, deposit, first_net, first_gross, seen_at, changed_at");
const QString kKey = QStringLiteral("server = ? AND customer = ? AND store = ?");

PriceDay dayOf(const QSqlQuery &q)
{
    PriceDay d;
    d.bundleId = q.value(0).toString();
    d.day = QDate::fromString(q.value(1).toString(), Qt::ISODate);
    d.last = {q.value(2).toString(), rows::decimal(q.value(3)), rows::decimal(q.value(4)),
              rows::decimal(q.value(5)), rows::decimal(q.value(6))};
    d.firstNet = rows::decimal(q.value(7));
    d.firstGross = rows::decimal(q.value(8));
    d.firstSeen = rows::time(q.value(9));
    d.lastChanged = rows::time(q.value(10));
    return d;
}

void appendChange(QList<PriceChange> &out, const QString &bundleId, const QDate &day,
                  std::optional<values::Decimal> netBefore, std::optional<values::Decimal> grossBefore,
                  const PricePoint &after)
{
    if (netBefore == after.net && grossBefore == after.gross)
        return;
    out.append({bundleId, day, netBefore, after.net, grossBefore, after.gross, after.currency});
}

} // namespace

PriceReads::PriceReads(QString connection)
    : m_connection(std::move(connection))
{
}

QSqlDatabase PriceReads::reader() const
{
    return QSqlDatabase::database(m_connection, false);
}

QList<PriceDay> PriceReads::history(const StoreKey &key, const QString &bundleId, const QDate &from,
                                    const QDate &to) const
{
    QList<PriceDay> out;
    rows::forEachRow(reader(),
                     QStringLiteral("SELECT ") + kDayColumns + QStringLiteral(" FROM price_day WHERE ") + kKey
                         + QStringLiteral(" AND bundle IN (%1) AND day BETWEEN ? AND ? ORDER BY day"),
                     key, {bundleId}, {from.toString(Qt::ISODate), to.toString(Qt::ISODate)},
                     [&](const QSqlQuery &q) { out.append(dayOf(q)); });
    return out;
}

QHash<QString, PriceDay> PriceReads::latest(const StoreKey &key, const QStringList &bundleIds) const
{
    QHash<QString, PriceDay> out;
    if (bundleIds.isEmpty())
        return out;
    rows::forEachId(reader(),
                    QStringLiteral("SELECT ") + kDayColumns + QStringLiteral(" FROM price_day WHERE ") + kKey
                        + QStringLiteral(" AND bundle = ? ORDER BY day DESC LIMIT 1"),
                    key, bundleIds, {}, [&](const QSqlQuery &q) {
                        PriceDay d = dayOf(q);
                        out.insert(d.bundleId, std::move(d));
                    });
    return out;
}

QHash<QString, SeenPrice> PriceReads::lastSeen(const StoreKey &key, const QStringList &bundleIds) const
{
    QHash<QString, SeenPrice> out;
    if (bundleIds.isEmpty())
        return out;
    rows::forEachRow(reader(),
                     QStringLiteral("SELECT bundle, currency, net, gross, vat, deposit, seen_at FROM price_seen "
                                    "WHERE ") + kKey + QStringLiteral(" AND bundle IN (%1)"),
                     key, bundleIds, {}, [&](const QSqlQuery &q) {
                         SeenPrice s;
                         s.bundleId = q.value(0).toString();
                         s.price = {q.value(1).toString(), rows::decimal(q.value(2)), rows::decimal(q.value(3)),
                                    rows::decimal(q.value(4)), rows::decimal(q.value(5))};
                         s.seenAt = rows::time(q.value(6));
                         out.insert(s.bundleId, std::move(s));
                     });
    return out;
}

QList<PriceChange> PriceReads::changesSince(const StoreKey &key, const QStringList &bundleIds,
                                            const QDate &since) const
{
    QList<PriceChange> out;
    if (bundleIds.isEmpty())
        return out;
    // Each row keeps the last price of the bundle's previous day (prev_*): only the rows that
    // differ from it, or within their day, are read.
    rows::forEachRow(reader(),
                     QStringLiteral("SELECT ") + kDayColumns + QStringLiteral(", prev_day, prev_net, prev_gross "
                                                                              "FROM price_day WHERE ")
                         + kKey
                         + QStringLiteral(" AND bundle IN (%1) AND day >= ? AND ((prev_day IS NOT NULL AND "
                                          "(prev_net IS NOT first_net OR prev_gross IS NOT first_gross)) "
                                          "OR first_net IS NOT net OR first_gross IS NOT gross)"),
                     key, bundleIds, {since.toString(Qt::ISODate)}, [&](const QSqlQuery &q) {
                         const PriceDay d = dayOf(q);
                         if (!q.value(11).isNull())
                             appendChange(out, d.bundleId, d.day, rows::decimal(q.value(12)), rows::decimal(q.value(13)),
                                          {d.last.currency, d.firstNet, d.firstGross, {}, {}});
                         appendChange(out, d.bundleId, d.day, d.firstNet, d.firstGross, d.last);
                     });
    std::stable_sort(out.begin(), out.end(), [](const PriceChange &a, const PriceChange &b) {
        return std::tie(a.day, a.bundleId) < std::tie(b.day, b.bundleId);
    });
    return out;
}

} // namespace webshop::localstore
