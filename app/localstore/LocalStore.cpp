#include "app/localstore/LocalStore.h"

#include "app/localstore/LocalStoreLogging.h"
#include "app/localstore/Schema.h"
#include "app/localstore/StoreWriter.h"
#include "app/localstore/WriteOps.h"

#include <QDir>
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
    , m_prices(m_readConnection)
    , m_cache(m_readConnection)
{
}

LocalStore::~LocalStore()
{
    m_file.wait(); // its thread may be migrating the file
    close();
}

QString LocalStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/localstore.sqlite");
}

QString LocalStore::failureText(StoreFile::Failure failure, const QString &path)
{
    switch (failure) {
    case StoreFile::Failure::Folder:
        return tr("The folder %1 cannot be created.").arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
    case StoreFile::Failure::File:
        return tr("The local data file %1 cannot be created.").arg(QDir::toNativeSeparators(path));
    case StoreFile::Failure::TooNew:
        return tr("The local data was written by a newer version of the app; it is left as it is.");
    case StoreFile::Failure::None:
    case StoreFile::Failure::Unusable:
        break;
    }
    return tr("The local data file %1 cannot be used.").arg(QDir::toNativeSeparators(path));
}

void LocalStore::prepare(const QString &path)
{
    m_file.start(path.isEmpty() ? defaultPath() : path, m_readConnection + QStringLiteral("-migration"));
}

bool LocalStore::open(const QString &path)
{
    close();
    m_path = path.isEmpty() ? defaultPath() : path;
    m_error.clear();
    // Readied on prepare()'s thread (the same file), else here.
    std::optional<StoreFile::Result> prepared = m_file.take(m_path);
    const StoreFile::Result ready =
        prepared ? std::move(*prepared) : StoreFile::ready(m_path, m_readConnection + QStringLiteral("-migration"));
    if (!ready.ok()) {
        m_error = failureText(ready.failure, m_path);
        qCWarning(lcLocalStore) << "local store not opened:" << (ready.why.isEmpty() ? m_error : ready.why);
        return false;
    }
    m_searchIndex = ready.searchIndex;
    QString why;
    auto writer = std::make_unique<StoreWriter>(m_path, m_windowMs);
    if (!writer->startWriting(&why) || !schema::openConnection(m_readConnection, m_path, schema::Mode::Reader, &why)) {
        writer.reset();
        QSqlDatabase::removeDatabase(m_readConnection);
        m_error = tr("The local data file %1 cannot be used.").arg(QDir::toNativeSeparators(m_path));
        qCWarning(lcLocalStore) << "local store not opened:" << why;
        return false;
    }
    connect(writer.get(), &StoreWriter::batchCommitted, this, &LocalStore::onBatchCommitted);
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
                            std::function<void(QSqlDatabase &, bool)> afterCommit, const QString &supersedes)
{
    if (!m_writer)
        return 0;
    return m_writer->enqueue({std::move(write), std::move(afterCommit), supersedes});
}

bool LocalStore::flush(int timeoutMs)
{
    return !m_writer || m_writer->waitFor(m_writer->lastTicket(), timeoutMs);
}

quint64 LocalStore::queuedWrites() const
{
    return m_writer ? m_writer->pending() : 0;
}

void LocalStore::setWritesHeld(bool held)
{
    if (m_writer)
        m_writer->setHeld(held);
}

bool LocalStore::accepts(const StoreKey &key) const
{
    return key.isValid() && !m_barredAll && !m_barred.contains(key.server + u'\n' + key.customer);
}

void LocalStore::resumeWrites()
{
    m_barred.clear();
    m_barredAll = false;
}

void LocalStore::record(const StoreKey &key, const QList<PriceObservation> &prices, const QDateTime &at)
{
    if (!accepts(key) || prices.isEmpty())
        return;
    enqueue([key, prices, at](QSqlDatabase &db, QString *error) {
        return ops::recordPrices(db, key, prices, at, error);
    });
}

void LocalStore::markSeen(const StoreKey &key, const QList<PriceObservation> &prices, const QDateTime &at)
{
    if (!accepts(key) || prices.isEmpty())
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
    m_barred.insert(server + u'\n' + customer);
    enqueueForget([server, customer](QSqlDatabase &db, QString *error) {
        return ops::forgetCustomer(db, server, customer, error);
    }, false);
}

void LocalStore::forgetAll()
{
    m_barredAll = true;
    enqueueForget([](QSqlDatabase &db, QString *error) { return ops::forgetAll(db, error); }, true);
}

void LocalStore::enqueueForget(std::function<bool(QSqlDatabase &, QString *)> write, bool vacuum)
{
    if (!m_writer) {
        // No file open: nothing could be deleted. Told later all the same, like a forget done.
        QMetaObject::invokeMethod(this, [this] { emit forgotten(false); }, Qt::QueuedConnection);
        return;
    }
    auto ok = std::make_shared<std::atomic_bool>(false);
    auto deleted = std::make_shared<bool>(false); // the writer thread's own
    const quint64 ticket = enqueue(
        [write = std::move(write), deleted](QSqlDatabase &db, QString *error) { return *deleted = write(db, error); },
        [vacuum, ok, deleted](QSqlDatabase &db, bool committed) {
            if (!committed || !*deleted)
                return;
            ops::scrubFiles(db, vacuum);
            ok->store(true);
        });
    m_forgets.append({ticket, ok});
}

void LocalStore::onBatchCommitted(quint64 upTo)
{
    emit committed();
    // In ticket order: a forget is told once everything queued before it is in the file too.
    while (!m_forgets.isEmpty() && m_forgets.constFirst().ticket <= upTo)
        emit forgotten(m_forgets.takeFirst().ok->load());
}

LocalStore::WriterStats LocalStore::writerStats() const
{
    if (!m_writer)
        return {};
    const StoreWriter::Stats s = m_writer->stats();
    return {s.batches, s.ops, s.busyNs, s.maxBatchNs};
}

} // namespace webshop::localstore
