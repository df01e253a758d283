#pragma once

// The app's one local database (SQLite through Qt Sql): price history, the prices the buyer
// last saw, and the offline cache of lists, articles, basket and recent searches.
//
// Writes never run on the caller's thread: each call queues an operation and returns; one
// writer thread with its own connection commits what arrives within a short window in one
// transaction. Reads run on the thread that called open(), over a read-only connection (WAL:
// they never wait for the writer), and see what has been committed; flush() waits for the queue.
//
// Every row carries its StoreKey; every query filters on its server and customer (and store),
// so nothing of one customer reaches the queries of another. No token, password or API key is
// ever written: only ids, names and prices of the values in app/values/Types.h.

#include "app/localstore/CacheReads.h"
#include "app/localstore/PriceReads.h"
#include "app/localstore/StoreFile.h"
#include "app/localstore/StoreTypes.h"
#include "app/values/Types.h"

#include <QHash>
#include <QSet>
#include <QObject>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>

class QSqlDatabase;

namespace webshop::localstore {

class StoreWriter;

class LocalStore : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultRetentionDays = 365;
    static constexpr int kRecentSearches = 20;
    static constexpr int kMaxCachedArticles = 20000; // per key, trimmed by prune()

    explicit LocalStore(QObject *parent = nullptr);
    ~LocalStore() override; // writes everything queued, then closes

    // <AppDataLocation>/localstore.sqlite
    static QString defaultPath();
    // Creates the folder (owner only) and the file (0600), migrates the schema, starts the
    // writer. false with errorString() when the file cannot be used (the app then runs without
    // a local store: every write is dropped, every read is empty).
    bool open(const QString &path = QString());
    // Readies the file (folder, file, schema migration, search index) on a thread of its own,
    // at once; a later open() of the same path then waits for it and only opens its
    // connections. The app starts it while it builds its window and opens after the first frame.
    void prepare(const QString &path = QString());
    bool isOpen() const { return m_writer != nullptr; }
    QString path() const { return m_path; }
    QString errorString() const { return m_error; }
    // Whether local search uses the FTS5 trigram index (else it scans the cached articles).
    bool hasSearchIndex() const { return m_searchIndex; }

    // Days of price history kept (at least 1); prune() applies it.
    void setRetentionDays(int days);
    int retentionDays() const { return m_retentionDays; }
    // Batching window of the writer, in ms (before open()).
    void setBatchWindow(int ms) { m_windowMs = ms; }

    // --- Writes (queued; return at once) ---
    void record(const StoreKey &key, const QList<PriceObservation> &prices,
                const QDateTime &at = QDateTime::currentDateTime());
    void markSeen(const StoreKey &key, const QList<PriceObservation> &prices,
                  const QDateTime &at = QDateTime::currentDateTime());
    // Drops history before today minus retentionDays(), and trims the cache.
    void prune(const QDate &today = QDate::currentDate());
    // Every row of this customer on this server; the file keeps no copy of them afterwards.
    // A forget is a barrier, whatever the timing:
    // - the delete is queued behind every write queued before it (one queue, one writer), so
    //   what was waiting for the disk goes too;
    // - from the call on, every write of that customer (forgetAll: of anyone) is dropped until
    //   resumeWrites(): a late reply of a view on screen, or a price painted after the forget,
    //   brings no row back;
    // - forgotten(ok) tells when the delete is committed (ok: the file holds none of it).
    void forgetCustomer(const QString &server, const QString &customer);
    void forgetAll();
    // A new session context (another sign-in or delivery address): writes are taken again.
    void resumeWrites();
    // Whether a write of this key is taken now (valid, and not barred by a forget).
    bool accepts(const StoreKey &key) const;

    void cacheArticle(const StoreKey &key, const values::Article &details,
                      const QDateTime &at = QDateTime::currentDateTime());
    void cacheSearch(const StoreKey &key, const values::SearchPage &page,
                     const QDateTime &at = QDateTime::currentDateTime());
    void cacheLists(const StoreKey &key, const values::PersonalLists &lists,
                    const QDateTime &at = QDateTime::currentDateTime());
    void cacheList(const StoreKey &key, const values::PersonalList &list,
                   const QDateTime &at = QDateTime::currentDateTime());
    void cacheBasket(const StoreKey &key, const values::Basket &basket,
                     const QDateTime &at = QDateTime::currentDateTime());

    // Blocks until every write queued before the call is committed. false on timeout.
    bool flush(int timeoutMs = 30000);
    // Writes queued and not yet committed (tests).
    quint64 queuedWrites() const;
    // Test seam: while held, the writer starts no batch (a slow disk, deterministically).
    void setWritesHeld(bool held);

    // --- Reads (caller's thread, committed data) ---
    // Oldest first; from and to inclusive.
    QList<PriceDay> history(const StoreKey &key, const QString &bundleId, const QDate &from, const QDate &to) const;
    // The latest recorded price of each bundle (any day).
    QHash<QString, PriceDay> latest(const StoreKey &key, const QStringList &bundleIds) const;
    QHash<QString, SeenPrice> lastSeen(const StoreKey &key, const QStringList &bundleIds) const;
    // Every change of net or gross of these bundles on or after `since`, by day then bundle:
    // a day's first price against the last of the bundle's previous recorded day (even when that
    // day is before `since`), and a day's last price against its first.
    QList<PriceChange> changesSince(const StoreKey &key, const QStringList &bundleIds, const QDate &since) const;

    std::optional<Cached<values::Article>> cachedArticle(const StoreKey &key, const QString &variantId) const;
    std::optional<Cached<values::PersonalLists>> cachedLists(const StoreKey &key) const;
    std::optional<Cached<values::PersonalList>> cachedList(const StoreKey &key, const QString &listId) const;
    std::optional<Cached<values::Basket>> cachedBasket(const StoreKey &key) const;
    // The recent searches' query texts, newest first.
    QList<Cached<QString>> recentSearches(const StoreKey &key) const;
    // A recent search again, its results from the cached articles.
    std::optional<Cached<values::SearchPage>> cachedSearch(const StoreKey &key, const QString &query) const;
    // Local search over the cached articles: every word of `text` (case and accents folded)
    // appears in the name, a pack description or a pack id. At most `limit`, the articles
    // cached first most recently first (an article cached again keeps its place).
    QList<Cached<values::Article>> searchCached(const StoreKey &key, const QString &text, int limit = 200) const;

    // The writer's figures (for the benchmark).
    struct WriterStats
    {
        qint64 batches = 0, operations = 0, busyNs = 0, maxBatchNs = 0;
    };
    WriterStats writerStats() const;

signals:
    // A batch of writes reached the file: views may read again.
    void committed();
    // A write failed (disk full, file removed); translated, for the status line.
    void writeFailed(const QString &message);
    // A forgetCustomer() / forgetAll() reached the file (ok), or could not be done.
    void forgotten(bool ok);

private:
    quint64 enqueue(std::function<bool(QSqlDatabase &, QString *)> write,
                    std::function<void(QSqlDatabase &, bool)> afterCommit = {}, const QString &supersedes = {});
    void enqueueForget(std::function<bool(QSqlDatabase &, QString *)> write, bool vacuum);
    void onBatchCommitted(quint64 upTo);
    void cacheDocument(const StoreKey &key, const QString &kind, const QString &docKey, const QByteArray &payload,
                       const QDateTime &at);
    void close();
    // The buyer's words for a file that cannot be used.
    static QString failureText(StoreFile::Failure failure, const QString &path);

    QString m_path;
    QString m_error;
    QString m_readConnection;
    PriceReads m_prices; // over m_readConnection
    CacheReads m_cache;  // over m_readConnection
    int m_retentionDays = kDefaultRetentionDays;
    int m_windowMs = 100;
    bool m_searchIndex = false;
    std::unique_ptr<StoreWriter> m_writer;
    // The forget barrier: customers ("server\ncustomer") whose writes are dropped, or everyone's.
    QSet<QString> m_barred;
    bool m_barredAll = false;
    // Forgets queued: their ticket and whether their delete went through (set by the writer).
    struct PendingForget
    {
        quint64 ticket;
        std::shared_ptr<std::atomic_bool> ok;
    };
    QList<PendingForget> m_forgets;
    StoreFile m_file; // readies the file (prepare(), open())
};

} // namespace webshop::localstore
