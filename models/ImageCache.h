#pragma once

// Asynchronous thumbnails for the rows a view actually shows. Downloads on its own
// QNetworkAccessManager (no API token is ever attached: images may live on another host),
// with a QNetworkDiskCache for images only; decodes and scales off the GUI thread
// (QtConcurrent), converts to QPixmap on the GUI thread, and keeps a bounded LRU by bytes.
// Loads run newest-first (what the user scrolled to now loads before what scrolled away).

#include <QCache>
#include <QHash>
#include <QObject>
#include <QPixmap>
#include <QSet>
#include <QSize>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;
class QThreadPool;

namespace webshop::models {

class ImageCache : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QSize thumbnailSize READ thumbnailSize WRITE setThumbnailSize)
    Q_PROPERTY(int pendingCount READ pendingCount NOTIFY pendingCountChanged)
public:
    // Its own network manager; the disk cache goes to QStandardPaths::CacheLocation/images.
    explicit ImageCache(QObject *parent = nullptr);
    // Uses the given manager (tests: a fake one). Make sure it attaches no credentials.
    explicit ImageCache(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~ImageCache() override;

    // Bounding box thumbnails are scaled into (aspect kept). Default 160 x 160. Changing it
    // drops the memory cache.
    QSize thumbnailSize() const { return m_thumbSize; }
    void setThumbnailSize(QSize size);
    // Memory budget of decoded pixmaps in bytes (default 64 MiB).
    void setMemoryLimit(qint64 bytes);
    qint64 memoryLimit() const;
    qint64 memoryUsed() const;
    // Disk cache directory (empty: none) and its size (default 100 MiB). Only for the
    // internally created manager.
    void setDiskCacheDirectory(const QString &directory, qint64 maxBytes = 100 * 1024 * 1024);
    // How many downloads run at once (default 4).
    void setMaxConcurrentLoads(int count);

    // The cached thumbnail, or the placeholder while it loads (starting the load unless it
    // is already loading or failed). Call it only for what is visible: data(DecorationRole).
    QPixmap thumbnail(const QUrl &url);
    bool isCached(const QUrl &url) const;
    bool isLoading(const QUrl &url) const;
    bool hasFailed(const QUrl &url) const;
    QPixmap placeholder() const;
    int pendingCount() const;

    // Drops decoded pixmaps and the failure memory (not the disk cache).
    void clearMemory();
    // Drops everything: pixmaps, failures, waiting and running loads, and the network
    // manager's disk cache. At logout: what a customer looked at does not outlive the session.
    void clear();

signals:
    void imageReady(const QUrl &url);
    void imageFailed(const QUrl &url);
    void pendingCountChanged();

private:
    void init();
    void schedule();
    void startLoad(const QUrl &url);
    void onReplyFinished(QNetworkReply *reply, const QUrl &url);
    void onDecoded(const QUrl &url, int generation, const QImage &image);
    void fail(const QUrl &url);

    QNetworkAccessManager *m_nam = nullptr;
    bool m_ownsNam = false;
    QSize m_thumbSize{160, 160};
    QCache<QUrl, QPixmap> m_pixmaps;
    QList<QUrl> m_queue;          // waiting, newest last (taken from the back)
    QSet<QUrl> m_waiting;         // in m_queue, downloading or decoding
    QHash<QUrl, QNetworkReply *> m_running;
    QSet<QUrl> m_failed;
    mutable QPixmap m_placeholder;
    int m_maxConcurrent = 4;
    int m_maxQueued = 128;
    int m_generation = 0;
    bool m_scheduled = false;
    QThreadPool *m_pool = nullptr;
};

} // namespace webshop::models
