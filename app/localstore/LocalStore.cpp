#include "app/localstore/LocalStore.h"

#include "app/localstore/LocalStoreLogging.h"
#include "app/localstore/Schema.h"
#include "app/localstore/StoreWriter.h"
#include "app/localstore/WriteOps.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QStandardPaths>

namespace webshop::localstore {

QString StoreKey::serverOf(const QUrl &baseUrl)
{
    return baseUrl
        .adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::StripTrailingSlash
                  | QUrl::NormalizePathSegments)
        .toString(QUrl::FullyEncoded);
}

LocalStore::LocalStore(QObject *parent)
    : QObject(parent)
    , m_readConnection(QStringLiteral("webshop-localstore-reader-%1").arg(quintptr(this), 0, 16))
{
}

LocalStore::~LocalStore()
{
    close();
}

QString LocalStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/localstore.sqlite");
}

bool LocalStore::open(const QString &path)
{
    close();
    m_path = path.isEmpty() ? defaultPath() : path;
    m_error.clear();
    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.absolutePath())) {
        m_error = tr("The folder %1 cannot be created.").arg(QDir::toNativeSeparators(info.absolutePath()));
        return false;
    }
    QFile::setPermissions(info.absolutePath(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (!info.exists()) {
        QFile file(m_path);
        if (!file.open(QIODevice::WriteOnly)) {
            m_error = tr("The local data file %1 cannot be created.").arg(QDir::toNativeSeparators(m_path));
            return false;
        }
    }
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);

    // The migration runs once, here, before the writer and the reader exist.
    QString why;
    schema::MigrateResult migrated = schema::MigrateResult::Failed;
    const QString migration = m_readConnection + QStringLiteral("-migration");
    if (schema::openConnection(migration, m_path, schema::Mode::Migration, &why)) {
        QSqlDatabase db = QSqlDatabase::database(migration, false);
        migrated = schema::migrate(db, &why);
        QString noIndex;
        if (migrated == schema::MigrateResult::Ok && !schema::ensureSearchIndex(db, &noIndex))
            qCInfo(lcLocalStore) << "local search scans the cached articles (no FTS5 trigram index):" << noIndex;
        m_searchIndex = migrated == schema::MigrateResult::Ok && schema::hasSearchIndex(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(migration);
    if (migrated != schema::MigrateResult::Ok) {
        m_error = migrated == schema::MigrateResult::TooNew
            ? tr("The local data was written by a newer version of the app; it is left as it is.")
            : tr("The local data file %1 cannot be used.").arg(QDir::toNativeSeparators(m_path));
        qCWarning(lcLocalStore) << "local store not opened:" << why;
        return false;
    }

    auto writer = std::make_unique<StoreWriter>(m_path, m_windowMs);
    if (!writer->startWriting(&why) || !schema::openConnection(m_readConnection, m_path, schema::Mode::Reader, &why)) {
        writer.reset();
        QSqlDatabase::removeDatabase(m_readConnection);
        m_error = tr("The local data file %1 cannot be used.").arg(QDir::toNativeSeparators(m_path));
        qCWarning(lcLocalStore) << "local store not opened:" << why;
        return false;
    }
    connect(writer.get(), &StoreWriter::batchCommitted, this, &LocalStore::committed);
    connect(writer.get(), &StoreWriter::operationFailed, this, [this](const QString &why) {
        emit writeFailed(tr("Local data could not be saved: %1").arg(why));
    });
    m_writer = std::move(writer);
    return true;
}

void LocalStore::close()
{
    if (!m_writer)
        return;
    m_writer.reset(); // drains the queue
    {
        QSqlDatabase db = QSqlDatabase::database(m_readConnection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_readConnection);
}

void LocalStore::setRetentionDays(int days)
{
    m_retentionDays = std::max(1, days);
}

quint64 LocalStore::enqueue(std::function<bool(QSqlDatabase &, QString *)> write,
                            std::function<void(QSqlDatabase &)> afterCommit, const QString &supersedes)
{
    if (!m_writer)
        return 0;
    return m_writer->enqueue({std::move(write), std::move(afterCommit), supersedes});
}

bool LocalStore::flush(int timeoutMs)
{
    return !m_writer || m_writer->waitFor(m_writer->lastTicket(), timeoutMs);
}

void LocalStore::record(const StoreKey &key, const QList<PriceObservation> &prices, const QDateTime &at)
{
    if (!key.isValid() || prices.isEmpty())
        return;
    enqueue([key, prices, at](QSqlDatabase &db, QString *error) {
        return ops::recordPrices(db, key, prices, at, error);
    });
}

void LocalStore::markSeen(const StoreKey &key, const QList<PriceObservation> &prices, const QDateTime &at)
{
    if (!key.isValid() || prices.isEmpty())
        return;
    enqueue([key, prices, at](QSqlDatabase &db, QString *error) {
        return ops::markSeen(db, key, prices, at, error);
    });
}

void LocalStore::prune(const QDate &today)
{
    const QDate cutoff = today.addDays(-m_retentionDays);
    enqueue([cutoff](QSqlDatabase &db, QString *error) {
        return ops::prune(db, cutoff, kMaxCachedArticles, error);
    });
}

void LocalStore::forgetCustomer(const QString &server, const QString &customer)
{
    enqueue([server, customer](QSqlDatabase &db, QString *error) {
        return ops::forgetCustomer(db, server, customer, error);
    }, [](QSqlDatabase &db) { ops::scrubFiles(db, false); });
}

void LocalStore::forgetAll()
{
    enqueue([](QSqlDatabase &db, QString *error) { return ops::forgetAll(db, error); },
            [](QSqlDatabase &db) { ops::scrubFiles(db, true); });
}

LocalStore::WriterStats LocalStore::writerStats() const
{
    if (!m_writer)
        return {};
    const StoreWriter::Stats s = m_writer->stats();
    return {s.batches, s.ops, s.busyNs, s.maxBatchNs};
}

QSqlDatabase LocalStore::reader() const
{
    return QSqlDatabase::database(m_readConnection, false);
}

} // namespace webshop::localstore
