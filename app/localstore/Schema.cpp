#include "app/localstore/Schema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace webshop::localstore::schema {

namespace {

// Row b of the same server, customer, store and bundle as row `r`.
#define SAME_BUNDLE(r) "b.server = " r ".server AND b.customer = " r ".customer AND b.store = " r \
    ".store AND b.bundle = " r ".bundle"
// The updated row (unqualified: triggers allow no alias) is row `r`.
#define SAME_ROW(r) "server = " r ".server AND customer = " r ".customer AND store = " r ".store AND bundle = " r \
    ".bundle AND day = " r ".day"
// The updated row is the first day of the bundle after row `r`'s.
#define NEXT_ROW(r) "server = " r ".server AND customer = " r ".customer AND store = " r ".store AND bundle = " r \
    ".bundle AND day = (SELECT min(b.day) FROM price_day b WHERE " SAME_BUNDLE(r) " AND b.day > " r ".day)"

// Step N takes a file from version N-1 to version N. Never edit a released step: add one.
const QList<QStringList> &steps()
{
    static const QList<QStringList> s = {
        // 1
        {
            QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)"),
            QStringLiteral("INSERT INTO schema_version (version) VALUES (0)"),
            QStringLiteral("CREATE TABLE price_day (server TEXT NOT NULL, customer TEXT NOT NULL, "
                           "store TEXT NOT NULL, bundle TEXT NOT NULL, day TEXT NOT NULL, "
                           "currency TEXT NOT NULL DEFAULT '', net TEXT, gross TEXT, vat TEXT, deposit TEXT, "
                           "seen_at INTEGER NOT NULL, "
                           "PRIMARY KEY (server, customer, store, bundle, day)) WITHOUT ROWID"),
        },
        // 2
        {
            QStringLiteral("ALTER TABLE price_day ADD COLUMN first_net TEXT"),
            QStringLiteral("ALTER TABLE price_day ADD COLUMN first_gross TEXT"),
            QStringLiteral("ALTER TABLE price_day ADD COLUMN changed_at INTEGER"),
            QStringLiteral("UPDATE price_day SET first_net = net, first_gross = gross, changed_at = seen_at"),
            // The last price of the bundle's previous recorded day, kept by the triggers below:
            // a change between days is then one row's business (no window over the history).
            QStringLiteral("ALTER TABLE price_day ADD COLUMN prev_day TEXT"),
            QStringLiteral("ALTER TABLE price_day ADD COLUMN prev_net TEXT"),
            QStringLiteral("ALTER TABLE price_day ADD COLUMN prev_gross TEXT"),
            QStringLiteral("UPDATE price_day SET (prev_day, prev_net, prev_gross) = (SELECT b.day, b.net, b.gross "
                           "FROM price_day b WHERE " SAME_BUNDLE("price_day") " AND b.day < price_day.day "
                           "ORDER BY b.day DESC LIMIT 1)"),
            QStringLiteral("CREATE TRIGGER price_day_insert AFTER INSERT ON price_day BEGIN "
                           "UPDATE price_day SET (prev_day, prev_net, prev_gross) = (SELECT b.day, b.net, b.gross "
                           "FROM price_day b WHERE " SAME_BUNDLE("new") " AND b.day < new.day ORDER BY b.day DESC LIMIT 1) "
                           "WHERE " SAME_ROW("new") "; "
                           "UPDATE price_day SET prev_day = new.day, prev_net = new.net, prev_gross = new.gross "
                           "WHERE " NEXT_ROW("new") "; END"),
            QStringLiteral("CREATE TRIGGER price_day_update AFTER UPDATE OF net, gross ON price_day BEGIN "
                           "UPDATE price_day SET prev_net = new.net, prev_gross = new.gross "
                           "WHERE " NEXT_ROW("new") "; END"),
            QStringLiteral("CREATE INDEX price_day_by_day ON price_day (day)"),
            QStringLiteral("CREATE TABLE price_seen (server TEXT NOT NULL, customer TEXT NOT NULL, "
                           "store TEXT NOT NULL, bundle TEXT NOT NULL, currency TEXT NOT NULL DEFAULT '', "
                           "net TEXT, gross TEXT, vat TEXT, deposit TEXT, seen_at INTEGER NOT NULL, "
                           "PRIMARY KEY (server, customer, store, bundle)) WITHOUT ROWID"),
            // A rowid table: the search index refers to its rows by id.
            QStringLiteral("CREATE TABLE cache_article (id INTEGER PRIMARY KEY, server TEXT NOT NULL, "
                           "customer TEXT NOT NULL, store TEXT NOT NULL, variant TEXT NOT NULL, "
                           "name TEXT NOT NULL DEFAULT '', folded TEXT NOT NULL DEFAULT '', payload TEXT NOT NULL, "
                           "details INTEGER NOT NULL DEFAULT 0, fetched_at INTEGER NOT NULL, "
                           "UNIQUE (server, customer, store, variant))"),
            QStringLiteral("CREATE TABLE cache_doc (server TEXT NOT NULL, customer TEXT NOT NULL, "
                           "store TEXT NOT NULL, kind TEXT NOT NULL, doc_key TEXT NOT NULL, "
                           "payload TEXT NOT NULL, fetched_at INTEGER NOT NULL, "
                           "PRIMARY KEY (server, customer, store, kind, doc_key)) WITHOUT ROWID"),
        },
    };
    return s;
}

bool pragma(QSqlDatabase &db, const QString &sql, const QString &expected, QString *error)
{
    QSqlQuery q(db);
    if (!q.exec(sql)) {
        *error = q.lastError().text();
        return false;
    }
    if (!expected.isEmpty() && (!q.next() || q.value(0).toString().compare(expected, Qt::CaseInsensitive) != 0)) {
        *error = sql + QStringLiteral(": not ") + expected;
        return false;
    }
    return true;
}

} // namespace

bool hasSearchIndex(QSqlDatabase &db)
{
    return db.tables().contains(kSearchIndex);
}

bool ensureSearchIndex(QSqlDatabase &db, QString *error)
{
    if (hasSearchIndex(db))
        return true;
    const QStringList statements = {
        QStringLiteral("BEGIN IMMEDIATE"),
        QStringLiteral("CREATE VIRTUAL TABLE cache_article_fts USING fts5(folded, content='cache_article', "
                       "content_rowid='id', tokenize='trigram')"),
        QStringLiteral("CREATE TRIGGER cache_article_fts_insert AFTER INSERT ON cache_article BEGIN "
                       "INSERT INTO cache_article_fts (rowid, folded) VALUES (new.id, new.folded); END"),
        QStringLiteral("CREATE TRIGGER cache_article_fts_delete AFTER DELETE ON cache_article BEGIN "
                       "INSERT INTO cache_article_fts (cache_article_fts, rowid, folded) "
                       "VALUES ('delete', old.id, old.folded); END"),
        QStringLiteral("CREATE TRIGGER cache_article_fts_update AFTER UPDATE OF folded ON cache_article BEGIN "
                       "INSERT INTO cache_article_fts (cache_article_fts, rowid, folded) "
                       "VALUES ('delete', old.id, old.folded); "
                       "INSERT INTO cache_article_fts (rowid, folded) VALUES (new.id, new.folded); END"),
        QStringLiteral("INSERT INTO cache_article_fts (cache_article_fts) VALUES ('rebuild')"),
        QStringLiteral("COMMIT"),
    };
    for (const QString &sql : statements) {
        if (!exec(db, sql, error)) {
            exec(db, QStringLiteral("ROLLBACK"), nullptr);
            return false;
        }
    }
    return true;
}

bool exec(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    if (error)
        *error = q.lastError().text();
    return false;
}

bool openConnection(const QString &name, const QString &path, Mode mode, QString *error)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    if (!db.isValid()) {
        *error = QStringLiteral("the QSQLITE driver is missing");
        return false;
    }
    db.setDatabaseName(path);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000");
    if (mode == Mode::Reader)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options);
    if (!db.open()) {
        *error = db.lastError().text();
        return false;
    }
    // The first read of a file that is not a database fails here, not at open().
    if (!pragma(db, QStringLiteral("PRAGMA schema_version"), {}, error))
        return false;
    if (mode == Mode::Reader)
        return pragma(db, QStringLiteral("PRAGMA query_only = ON"), {}, error);
    if (mode == Mode::Migration)
        return pragma(db, QStringLiteral("PRAGMA secure_delete = ON"), {}, error);
    return pragma(db, QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("wal"), error)
        && pragma(db, QStringLiteral("PRAGMA synchronous = NORMAL"), {}, error)
        && pragma(db, QStringLiteral("PRAGMA secure_delete = ON"), {}, error);
}

int version(QSqlDatabase &db)
{
    if (!db.tables().contains(QStringLiteral("schema_version")))
        return db.tables().isEmpty() ? 0 : -1;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT version FROM schema_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

MigrateResult migrate(QSqlDatabase &db, QString *error)
{
    const int from = version(db);
    if (from < 0) {
        *error = QStringLiteral("the file holds other tables or an unreadable version");
        return MigrateResult::Failed;
    }
    if (from > kCurrentVersion) {
        *error = QStringLiteral("schema version %1 is newer than %2").arg(from).arg(kCurrentVersion);
        return MigrateResult::TooNew;
    }
    for (int v = from + 1; v <= kCurrentVersion; ++v) {
        if (!exec(db, QStringLiteral("BEGIN IMMEDIATE"), error))
            return MigrateResult::Failed;
        bool ok = true;
        for (const QString &sql : steps().at(v - 1)) {
            if (!exec(db, sql, error)) {
                *error = QStringLiteral("migration to %1: %2").arg(v).arg(*error);
                ok = false;
                break;
            }
        }
        ok = ok && exec(db, QStringLiteral("UPDATE schema_version SET version = %1").arg(v), error)
            && exec(db, QStringLiteral("COMMIT"), error);
        if (!ok) {
            exec(db, QStringLiteral("ROLLBACK"), nullptr);
            return MigrateResult::Failed;
        }
    }
    return pragma(db, QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("wal"), error)
        ? MigrateResult::Ok
        : MigrateResult::Failed;
}

} // namespace webshop::localstore::schema
