#include "app/localstore/StoreFile.h"

#include "app/localstore/LocalStoreLogging.h"
#include "app/localstore/Schema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>

#include <utility>

namespace webshop::localstore {

StoreFile::Result StoreFile::ready(const QString &path, const QString &connection)
{
    Result r;
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        r.failure = Failure::Folder;
        return r;
    }
    QFile::setPermissions(info.absolutePath(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (!info.exists()) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            r.failure = Failure::File;
            return r;
        }
    }
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);

    // The migration runs once, here, before the writer and the reader exist.
    schema::MigrateResult migrated = schema::MigrateResult::Failed;
    if (schema::openConnection(connection, path, schema::Mode::Migration, &r.why)) {
        QSqlDatabase db = QSqlDatabase::database(connection, false);
        migrated = schema::migrate(db, &r.why);
        QString noIndex;
        if (migrated == schema::MigrateResult::Ok && !schema::ensureSearchIndex(db, &noIndex))
            qCInfo(lcLocalStore) << "local search scans the cached articles (no FTS5 trigram index):" << noIndex;
        r.searchIndex = migrated == schema::MigrateResult::Ok && schema::hasSearchIndex(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    if (migrated != schema::MigrateResult::Ok) {
        r.failure = migrated == schema::MigrateResult::TooNew ? Failure::TooNew : Failure::Unusable;
        return r;
    }
    r.failure = Failure::None;
    return r;
}

void StoreFile::start(const QString &path, const QString &connection)
{
    wait();
    m_path = path;
    m_thread.reset(QThread::create([this, path, connection] { m_result = ready(path, connection); }));
    m_thread->setObjectName(QStringLiteral("webshop::localstore prepare"));
    m_thread->start();
}

void StoreFile::wait()
{
    if (m_thread)
        m_thread->wait();
}

std::optional<StoreFile::Result> StoreFile::take(const QString &path)
{
    wait();
    const bool started = m_thread && m_path == path;
    m_thread.reset();
    if (!started)
        return std::nullopt;
    return std::exchange(m_result, {});
}

} // namespace webshop::localstore
