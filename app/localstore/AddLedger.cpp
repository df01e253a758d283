#include "app/localstore/AddLedger.h"

#include "app/localstore/LocalStoreLogging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <QVariant>

namespace webshop::localstore {

namespace {

const QString kColumns = QStringLiteral(
    "id, server, customer, store, bundle, variant, name, pack, amount, unit_net, unit_gross, currency, "
    "source, source_ref, run_key, session, again_of, state, message, created_at, updated_at, before_qty, weight");

QVariant money(const std::optional<values::Decimal> &d) { return d ? QVariant(d->toString()) : QVariant(); }

// A null QString binds as SQL NULL: the text columns are NOT NULL, empty is ''.
QVariant text(const QString &s) { return QVariant(s.isNull() ? QString(u""_qs) : s); }

std::optional<values::Decimal> moneyOf(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return values::Decimal::parse(v.toString());
}

LedgerEntry read(const QSqlQuery &q)
{
    LedgerEntry e;
    e.id = q.value(0).toLongLong();
    e.key = {q.value(1).toString(), q.value(2).toString(), q.value(3).toString()};
    e.bundleId = q.value(4).toString();
    e.variantId = q.value(5).toString();
    e.name = q.value(6).toString();
    e.pack = q.value(7).toString();
    e.amount = values::Decimal::parse(q.value(8).toString()).value_or(values::Decimal());
    e.unitNet = moneyOf(q.value(9));
    e.unitGross = moneyOf(q.value(10));
    e.currency = q.value(11).toString();
    e.source = q.value(12).toString();
    e.sourceRef = q.value(13).toString();
    e.runKey = q.value(14).toString();
    e.session = q.value(15).toString();
    e.againOf = q.value(16).toLongLong();
    e.state = AddLedger::stateFromCode(q.value(17).toString()).value_or(values::AddState::Uncertain);
    e.message = q.value(18).toString();
    e.createdAt = QDateTime::fromMSecsSinceEpoch(q.value(19).toLongLong());
    e.updatedAt = QDateTime::fromMSecsSinceEpoch(q.value(20).toLongLong());
    e.beforeQuantity = moneyOf(q.value(21));
    e.weight = q.value(22).toBool();
    return e;
}

} // namespace

AddLedger::AddLedger()
    : m_connection(QStringLiteral("webshop-ledger-%1").arg(quintptr(this), 0, 16))
    , m_session(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

AddLedger::~AddLedger()
{
    if (QSqlDatabase::contains(m_connection)) {
        QSqlDatabase::database(m_connection, false).close();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

QString AddLedger::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/ledger.sqlite");
}

bool AddLedger::isOpen() const
{
    return QSqlDatabase::contains(m_connection) && QSqlDatabase::database(m_connection, false).isOpen();
}

bool AddLedger::makeFile(const QString &path, QString *error)
{
    if (path == u":memory:")
        return true; // Nothing on disk: a run without a local store (tests, --no-store).
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        *error = QStringLiteral("cannot create %1").arg(info.absolutePath());
        return false;
    }
    QFile::setPermissions(info.absolutePath(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (!info.exists()) {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) {
            *error = QStringLiteral("cannot create %1").arg(path);
            return false;
        }
    }
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return true;
}

bool AddLedger::createTables(QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    const QStringList setup = {
        QStringLiteral("PRAGMA journal_mode=WAL"),
        QStringLiteral("PRAGMA synchronous=NORMAL"),
        QStringLiteral("PRAGMA secure_delete=ON"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS add_ledger (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                       "server TEXT NOT NULL, customer TEXT NOT NULL, store TEXT NOT NULL, bundle TEXT NOT NULL, "
                       "variant TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '', pack TEXT NOT NULL DEFAULT '', "
                       "amount TEXT NOT NULL, unit_net TEXT, unit_gross TEXT, currency TEXT NOT NULL DEFAULT '', "
                       "source TEXT NOT NULL, source_ref TEXT NOT NULL DEFAULT '', run_key TEXT NOT NULL DEFAULT '', "
                       "session TEXT NOT NULL, again_of INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL, "
                       "message TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, "
                       "before_qty TEXT, weight INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS add_ledger_by_key ON add_ledger (server, customer, store, created_at)"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS add_ledger_by_run ON add_ledger (run_key)"),
        // The adds a start-up recovery has told the buyer about (told once, not at every start).
        QStringLiteral("CREATE TABLE IF NOT EXISTS recovery_told (id INTEGER PRIMARY KEY)"),
    };
    for (const QString &sql : setup) {
        if (!q.exec(sql)) {
            *error = q.lastError().text();
            return false;
        }
    }
    // A ledger written before the weight column (it says "2 kg", not "2"): added, 0 for the
    // adds already in it (which then read as packs, as they did).
    bool hasWeight = false;
    if (q.exec(QStringLiteral("PRAGMA table_info(add_ledger)")))
        while (q.next())
            hasWeight = hasWeight || q.value(1).toString() == u"weight";
    if (!hasWeight && !q.exec(QStringLiteral("ALTER TABLE add_ledger ADD COLUMN weight INTEGER NOT NULL DEFAULT 0"))) {
        *error = q.lastError().text();
        return false;
    }
    return true;
}

bool AddLedger::open(const QString &pathIn)
{
    const QString path = pathIn.isEmpty() ? defaultPath() : pathIn;
    if (!makeFile(path, &m_error))
        return false;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        m_error = db.lastError().text();
        return false;
    }
    if (!createTables(db, &m_error)) {
        db.close();
        return false;
    }
    m_error.clear();
    return true;
}

qint64 AddLedger::append(LedgerEntry e)
{
    if (!isOpen())
        return 0;
    const qint64 now = e.createdAt.isValid() ? e.createdAt.toMSecsSinceEpoch() : QDateTime::currentMSecsSinceEpoch();
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT INTO add_ledger (server, customer, store, bundle, variant, name, pack, amount, "
                             "unit_net, unit_gross, currency, source, source_ref, run_key, session, again_of, state, "
                             "message, created_at, updated_at, weight) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
    for (const QVariant &v : {text(e.key.server), text(e.key.customer), text(e.key.store), text(e.bundleId),
                              text(e.variantId), text(e.name), text(e.pack), QVariant(e.amount.toString()),
                              money(e.unitNet), money(e.unitGross), text(e.currency), text(e.source),
                              text(e.sourceRef), text(e.runKey), text(m_session), QVariant(e.againOf),
                              QVariant(stateCode(e.state)), text(e.message), QVariant(now), QVariant(now), QVariant(int(e.weight))})
        q.addBindValue(v);
    if (!q.exec()) {
        qCWarning(lcLocalStore) << "ledger: the add could not be written:" << q.lastError().text();
        return 0;
    }
    return q.lastInsertId().toLongLong();
}

bool AddLedger::setState(qint64 id, values::AddState state, const QString &message)
{
    if (!isOpen() || id <= 0)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("UPDATE add_ledger SET state = ?, message = ?, updated_at = ? WHERE id = ?"));
    q.addBindValue(stateCode(state));
    q.addBindValue(text(message));
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(id);
    if (!q.exec()) {
        qCWarning(lcLocalStore) << "ledger: a state could not be written:" << q.lastError().text();
        return false;
    }
    return true;
}

bool AddLedger::setBeforeQuantity(qint64 id, values::Decimal quantity)
{
    if (!isOpen() || id <= 0)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("UPDATE add_ledger SET before_qty = ? WHERE id = ?"));
    q.addBindValue(quantity.toString());
    q.addBindValue(id);
    return q.exec();
}

bool AddLedger::adopt(qint64 id)
{
    if (!isOpen() || id <= 0)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("UPDATE add_ledger SET session = ? WHERE id = ?"));
    q.addBindValue(m_session);
    q.addBindValue(id);
    return q.exec();
}

std::optional<LedgerEntry> AddLedger::entry(qint64 id) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT %1 FROM add_ledger WHERE id = ?").arg(kColumns));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return read(q);
}

QList<LedgerEntry> AddLedger::unsettledFromEarlierRuns(const StoreKey &key) const
{
    QList<LedgerEntry> out;
    if (!isOpen())
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT %1 FROM add_ledger WHERE server = ? AND customer = ? AND store = ? AND session <> ? "
                             "AND (state IN ('queued', 'sending', 'checking') "
                             "OR (state IN ('uncertain', 'accepted') AND updated_at > ?)) ORDER BY id")
                  .arg(kColumns));
    const qint64 dayAgo = QDateTime::currentMSecsSinceEpoch() - 24 * 3600 * 1000LL;
    for (const QVariant &v : {QVariant(key.server), QVariant(key.customer), QVariant(key.store), QVariant(m_session),
                              QVariant(dayAgo)})
        q.addBindValue(v);
    if (q.exec())
        while (q.next())
            out << read(q);
    return out;
}

QList<LedgerEntry> AddLedger::run(const StoreKey &key, const QString &runKey) const
{
    QList<LedgerEntry> out;
    if (!isOpen() || runKey.isEmpty())
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT %1 FROM add_ledger WHERE server = ? AND customer = ? AND store = ? AND run_key = ? "
                             "ORDER BY id").arg(kColumns));
    for (const QVariant &v : {QVariant(key.server), QVariant(key.customer), QVariant(key.store), QVariant(runKey)})
        q.addBindValue(v);
    if (q.exec())
        while (q.next())
            out << read(q);
    return out;
}

QList<LedgerEntry> AddLedger::history(const StoreKey &key, const QDateTime &from, const QDateTime &to,
                                      const QString &text, int limit) const
{
    QList<LedgerEntry> out;
    if (!isOpen())
        return out;
    QString sql = QStringLiteral("SELECT %1 FROM add_ledger WHERE server = ? AND customer = ? AND store = ?").arg(kColumns);
    QVariantList args{key.server, key.customer, key.store};
    if (from.isValid()) {
        sql += QStringLiteral(" AND created_at >= ?");
        args << from.toMSecsSinceEpoch();
    }
    if (to.isValid()) {
        sql += QStringLiteral(" AND created_at < ?");
        args << to.toMSecsSinceEpoch();
    }
    if (!text.trimmed().isEmpty()) {
        sql += QStringLiteral(" AND (instr(lower(name), ?) > 0 OR instr(lower(pack), ?) > 0 OR instr(bundle, ?) > 0 "
                              "OR instr(variant, ?) > 0 OR instr(lower(source_ref), ?) > 0)");
        const QString t = text.trimmed().toLower();
        args << t << t << t << t << t;
    }
    sql += QStringLiteral(" ORDER BY id DESC LIMIT ?");
    args << limit;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(sql);
    for (const QVariant &v : std::as_const(args))
        q.addBindValue(v);
    if (q.exec())
        while (q.next())
            out << read(q);
    return out;
}

namespace {
// Adds on their way stay: their outcome is still to be written, and the next start settles them.
const QString kKeepOpen = QStringLiteral(" state NOT IN ('queued', 'sending', 'checking')");
} // namespace

void AddLedger::forgetCustomer(const QString &server, const QString &customer)
{
    if (!isOpen())
        return;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("DELETE FROM add_ledger WHERE server = ? AND customer = ? AND") + kKeepOpen);
    q.addBindValue(server);
    q.addBindValue(customer);
    q.exec();
    dropForgotten(q);
}

void AddLedger::forgetAll()
{
    if (!isOpen())
        return;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.exec(QStringLiteral("DELETE FROM add_ledger WHERE") + kKeepOpen);
    dropForgotten(q);
}

void AddLedger::dropForgotten(QSqlQuery &q)
{
    q.exec(QStringLiteral("DELETE FROM recovery_told WHERE id NOT IN (SELECT id FROM add_ledger)"));
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
}

bool AddLedger::markTold(const QList<qint64> &ids)
{
    if (!isOpen())
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO recovery_told (id) VALUES (?)"));
    bool ok = true;
    for (qint64 id : ids) {
        q.addBindValue(id);
        ok = q.exec() && ok;
    }
    return db.commit() && ok;
}

bool AddLedger::wasTold(qint64 id) const
{
    if (!isOpen())
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT 1 FROM recovery_told WHERE id = ?"));
    q.addBindValue(id);
    return q.exec() && q.next();
}

QString AddLedger::stateCode(values::AddState state)
{
    switch (state) {
    case values::AddState::Queued: return QStringLiteral("queued");
    case values::AddState::Sending: return QStringLiteral("sending");
    case values::AddState::Checking: return QStringLiteral("checking");
    case values::AddState::Confirmed: return QStringLiteral("confirmed");
    case values::AddState::Accepted: return QStringLiteral("accepted");
    case values::AddState::Doubled: return QStringLiteral("doubled");
    case values::AddState::Uncertain: return QStringLiteral("uncertain");
    case values::AddState::Failed: return QStringLiteral("failed");
    }
    return QStringLiteral("uncertain");
}

std::optional<values::AddState> AddLedger::stateFromCode(const QString &code)
{
    for (values::AddState s : {values::AddState::Queued, values::AddState::Sending, values::AddState::Checking, values::AddState::Confirmed,
                            values::AddState::Accepted, values::AddState::Doubled, values::AddState::Uncertain, values::AddState::Failed})
        if (stateCode(s) == code)
            return s;
    return std::nullopt;
}

} // namespace webshop::localstore
