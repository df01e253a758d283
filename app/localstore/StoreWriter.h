#pragma once

// The one thread that writes the database, over its own connection. Callers enqueue
// operations and return at once; the writer gathers what arrives within a short window and
// commits it in one transaction (each operation in its own savepoint, so one failing
// statement loses only its own operation).

#include <QMutex>
#include <QSqlDatabase>
#include <QThread>
#include <QWaitCondition>
#include <deque>
#include <functional>

namespace webshop::localstore {

class StoreWriter : public QThread
{
    Q_OBJECT
public:
    struct Op
    {
        std::function<bool(QSqlDatabase &db, QString *error)> write;  // inside the transaction
        // Outside it (checkpoint, VACUUM); `committed`: whether the batch's COMMIT went through.
        std::function<void(QSqlDatabase &db, bool committed)> afterCommit;
        // Not empty: a later operation with the same key makes this one pointless (it rewrites
        // the same whole document). One still queued is dropped when the later one arrives: a
        // basket saved after every add of a 500-line import is written once per batch.
        QString supersedes;
    };
    struct Stats
    {
        qint64 batches = 0;
        qint64 ops = 0;
        qint64 busyNs = 0;     // time spent writing (from BEGIN to the end of the after-commit work)
        qint64 maxBatchNs = 0; // the longest batch
    };

    StoreWriter(const QString &path, int batchWindowMs, QObject *parent = nullptr);
    ~StoreWriter() override; // stops: everything queued is written first

    // Starts the thread and waits until its connection is open. false with the reason.
    bool startWriting(QString *error);
    // Returns a ticket; the operation is committed when committedTicket() reaches it.
    quint64 enqueue(Op op);
    // Blocks until every operation up to `ticket` is committed (or failed); skips the batching
    // window. false on timeout.
    bool waitFor(quint64 ticket, int timeoutMs);
    quint64 lastTicket() const;
    // Operations enqueued and not yet committed (or failed).
    quint64 pending() const;
    // Test seam: while held, no batch is started (a writer busy on a slow disk, deterministically).
    // Stopping writes what is queued all the same.
    void setHeld(bool held);
    void stopWriting();
    Stats stats() const;

signals:
    void batchCommitted(quint64 upToTicket);
    void operationFailed(const QString &error);

protected:
    void run() override;

private:
    void writeBatch(QSqlDatabase &db, std::deque<Op> &batch, quint64 upTo);

    const QString m_path;
    const QString m_connection;
    const int m_windowMs;
    mutable QMutex m_mutex;
    QWaitCondition m_wake;     // work arrived, urgency or stop
    QWaitCondition m_progress; // a batch finished, or the connection opened
    std::deque<Op> m_queue;
    quint64 m_enqueued = 0;
    quint64 m_done = 0;
    quint64 m_urgentUpTo = 0;
    bool m_stopping = false;
    bool m_held = false;
    int m_openState = 0; // 0 opening, 1 open, -1 failed
    QString m_openError;
    Stats m_stats;
};

} // namespace webshop::localstore
