#include "app/localstore/StoreWriter.h"

#include "app/localstore/LocalStoreLogging.h"
#include "app/localstore/Schema.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QMutexLocker>

namespace webshop::localstore {

StoreWriter::StoreWriter(const QString &path, int batchWindowMs, QObject *parent)
    : QThread(parent)
    , m_path(path)
    , m_connection(QStringLiteral("webshop-localstore-writer-%1").arg(quintptr(this), 0, 16))
    , m_windowMs(batchWindowMs)
{
}

StoreWriter::~StoreWriter()
{
    stopWriting();
}

bool StoreWriter::startWriting(QString *error)
{
    start(QThread::LowPriority);
    QMutexLocker lock(&m_mutex);
    while (m_openState == 0)
        m_progress.wait(&m_mutex);
    if (m_openState < 0) {
        *error = m_openError;
        lock.unlock();
        wait();
        return false;
    }
    return true;
}

quint64 StoreWriter::enqueue(Op op)
{
    QMutexLocker lock(&m_mutex);
    if (!op.supersedes.isEmpty()) {
        // Dropped, not replaced in place: the new write keeps its own place after everything
        // queued before it (a "forget" in between must not delete it).
        const QString &key = op.supersedes;
        std::erase_if(m_queue, [&key](const Op &queued) { return queued.supersedes == key; });
    }
    m_queue.push_back(std::move(op));
    const quint64 ticket = ++m_enqueued;
    m_wake.wakeOne();
    return ticket;
}

bool StoreWriter::waitFor(quint64 ticket, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    QMutexLocker lock(&m_mutex);
    if (m_openState != 1)
        return m_done >= ticket;
    m_urgentUpTo = std::max(m_urgentUpTo, ticket);
    m_wake.wakeOne();
    while (m_done < ticket) {
        if (!m_progress.wait(&m_mutex, deadline))
            return m_done >= ticket;
    }
    return true;
}

quint64 StoreWriter::lastTicket() const
{
    QMutexLocker lock(&m_mutex);
    return m_enqueued;
}

quint64 StoreWriter::pending() const
{
    QMutexLocker lock(&m_mutex);
    return m_enqueued - m_done;
}

void StoreWriter::setHeld(bool held)
{
    QMutexLocker lock(&m_mutex);
    m_held = held;
    m_wake.wakeOne();
}

void StoreWriter::stopWriting()
{
    {
        QMutexLocker lock(&m_mutex);
        m_stopping = true;
        m_wake.wakeOne();
    }
    wait();
}

StoreWriter::Stats StoreWriter::stats() const
{
    QMutexLocker lock(&m_mutex);
    return m_stats;
}

void StoreWriter::run()
{
    QString error;
    const bool opened = schema::openConnection(m_connection, m_path, schema::Mode::Writer, &error);
    {
        QMutexLocker lock(&m_mutex);
        m_openState = opened ? 1 : -1;
        m_openError = error;
        m_progress.wakeAll();
    }
    if (opened) {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        QMutexLocker lock(&m_mutex);
        for (;;) {
            while ((m_queue.empty() || m_held) && !m_stopping)
                m_wake.wait(&m_mutex);
            if (m_queue.empty())
                break;
            // Gather what arrives within the window, unless someone waits or we stop.
            QDeadlineTimer window(m_windowMs);
            while (!m_stopping && m_urgentUpTo <= m_done && !window.hasExpired())
                m_wake.wait(&m_mutex, window);
            std::deque<Op> batch;
            batch.swap(m_queue);
            const quint64 upTo = m_enqueued;
            lock.unlock();
            writeBatch(db, batch, upTo);
            lock.relock();
            m_done = upTo;
            m_progress.wakeAll();
        }
        lock.unlock();
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

void StoreWriter::writeBatch(QSqlDatabase &db, std::deque<Op> &batch, quint64 upTo)
{
    QElapsedTimer timer;
    timer.start();
    QString error;
    QStringList failures;
    bool committed = false;
    if (!schema::exec(db, QStringLiteral("BEGIN IMMEDIATE"), &error)) {
        failures << error;
    } else {
        for (Op &op : batch) {
            if (!op.write)
                continue;
            schema::exec(db, QStringLiteral("SAVEPOINT op"), nullptr);
            if (op.write(db, &error)) {
                schema::exec(db, QStringLiteral("RELEASE op"), nullptr);
            } else {
                failures << error;
                schema::exec(db, QStringLiteral("ROLLBACK TO op"), nullptr);
                schema::exec(db, QStringLiteral("RELEASE op"), nullptr);
            }
        }
        committed = schema::exec(db, QStringLiteral("COMMIT"), &error);
        if (!committed) {
            failures << error;
            schema::exec(db, QStringLiteral("ROLLBACK"), nullptr);
        }
    }
    for (Op &op : batch) {
        if (op.afterCommit)
            op.afterCommit(db, committed);
    }
    const qint64 ns = timer.nsecsElapsed();
    {
        QMutexLocker lock(&m_mutex);
        ++m_stats.batches;
        m_stats.ops += qint64(batch.size());
        m_stats.busyNs += ns;
        m_stats.maxBatchNs = std::max(m_stats.maxBatchNs, ns);
    }
    for (const QString &f : std::as_const(failures)) {
        qCWarning(lcLocalStore) << "local store write failed:" << f;
        emit operationFailed(f);
    }
    emit batchCommitted(upTo);
}

} // namespace webshop::localstore
