#pragma once

// The database file: connections, pragmas and the versioned schema with its migrations.
// Version history (schema_version holds one row):
//   1  price_day: the last price per server, customer, store, bundle and day.
//   2  price_day gains the day's first net and gross, when the price last changed and the
//      previous day's last price (kept by triggers);
//      price_seen (what the buyer last saw), cache_article and cache_doc (offline reading).

#include <QSqlDatabase>
#include <QString>

namespace webshop::localstore::schema {

constexpr int kCurrentVersion = 2;

// Opens a connection of this name to the file. Writer: WAL, synchronous=NORMAL (a crash may
// lose the last commits, never corrupts), secure_delete (forgotten rows are overwritten, not
// left in free pages). Reader: read-only. Migration: changes nothing until migrate() has
// accepted the version (a file the app cannot use stays byte for byte as it was). All with a
// busy timeout. false with the reason in `error` when the file cannot be opened or is not a
// database.
enum class Mode { Writer, Reader, Migration };
bool openConnection(const QString &name, const QString &path, Mode mode, QString *error);

// The schema version of the file, 0 for an empty one, -1 when it cannot be read.
int version(QSqlDatabase &db);

enum class MigrateResult { Ok, TooNew, Failed };
// Brings the file to kCurrentVersion, every step in one transaction (all or nothing), then
// switches it to WAL. TooNew: a later version of the app wrote it; it is left untouched.
MigrateResult migrate(QSqlDatabase &db, QString *error);

// Local search's index over cache_article: an FTS5 table with the trigram tokenizer (indexed
// substring matching, 3 characters and more) kept in step by triggers. Not a schema version:
// it depends on the SQLite the app runs with. Created (and filled) when missing and the SQLite
// has FTS5 with trigrams; false (and search scans the table) when it has not.
inline const QString kSearchIndex = QStringLiteral("cache_article_fts");
bool ensureSearchIndex(QSqlDatabase &db, QString *error);
bool hasSearchIndex(QSqlDatabase &db);

// Runs one statement; false with the driver's message in `error`.
bool exec(QSqlDatabase &db, const QString &sql, QString *error);

} // namespace webshop::localstore::schema
