#include "models/ImageCache.h"

#include "models/ModelsLogging.h"

#include <QAbstractNetworkCache>
#include <QBuffer>
#include <QImageReader>
#include <QNetworkAccessManager>
#include <QNetworkDiskCache>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPainter>
#include <QStandardPaths>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace webshop::models {

namespace {

constexpr qint64 kMaxImageBytes = 8 * 1024 * 1024;
constexpr int kTransferTimeoutMs = 20000;

// Runs on a worker thread: decode and scale into `box` (keeping the aspect ratio). Vector
// images are rendered at the box size; bitmaps are only scaled down.
QImage decodeThumbnail(const QByteArray &data, QSize box)
{
    QBuffer buffer;
    buffer.setData(data);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setAutoTransform(true);
    const QByteArray format = reader.format();
    const bool vector = format == "svg" || format == "svgz";
    const QSize size = reader.size();
    if (size.isValid() && (vector || size.width() > box.width() || size.height() > box.height()))
        reader.setScaledSize(size.scaled(box, Qt::KeepAspectRatio));
    QImage image = reader.read();
    if (image.isNull())
        return {};
    if (image.width() > box.width() || image.height() > box.height())
        image = image.scaled(box, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    if (image.format() != QImage::Format_ARGB32_Premultiplied && image.format() != QImage::Format_RGB32)
        image.convertTo(image.hasAlphaChannel() ? QImage::Format_ARGB32_Premultiplied : QImage::Format_RGB32);
    return image;
}

} // namespace

ImageCache::ImageCache(QObject *parent)
    : QObject(parent)
    , m_nam(new QNetworkAccessManager(this))
    , m_ownsNam(true)
{
    init();
    const QString base = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (!base.isEmpty())
        setDiskCacheDirectory(base + QStringLiteral("/images"));
}

ImageCache::ImageCache(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_nam(nam)
{
    init();
}

void ImageCache::init()
{
    m_pixmaps.setMaxCost(64 * 1024 * 1024);
    m_pool = new QThreadPool(this);
    m_pool->setMaxThreadCount(qBound(1, QThread::idealThreadCount() - 1, 2));
}

ImageCache::~ImageCache()
{
    m_pool->clear();
    m_pool->waitForDone();
    for (QNetworkReply *reply : std::as_const(m_running)) {
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void ImageCache::setThumbnailSize(QSize size)
{
    if (!size.isValid() || size == m_thumbSize)
        return;
    m_thumbSize = size;
    m_placeholder = QPixmap();
    ++m_generation;
    m_pixmaps.clear();
}

void ImageCache::setMemoryLimit(qint64 bytes)
{
    m_pixmaps.setMaxCost(qsizetype(qMax<qint64>(bytes, 1)));
}

qint64 ImageCache::memoryLimit() const
{
    return m_pixmaps.maxCost();
}

qint64 ImageCache::memoryUsed() const
{
    return m_pixmaps.totalCost();
}

void ImageCache::setDiskCacheDirectory(const QString &directory, qint64 maxBytes)
{
    if (!m_ownsNam) {
        qCWarning(lcImages) << "disk cache not set: the network manager was passed in";
        return;
    }
    if (directory.isEmpty()) {
        m_nam->setCache(nullptr);
        return;
    }
    auto *cache = new QNetworkDiskCache(m_nam);
    cache->setCacheDirectory(directory);
    cache->setMaximumCacheSize(maxBytes);
    m_nam->setCache(cache); // takes ownership, deletes the previous one
}

void ImageCache::setMaxConcurrentLoads(int count)
{
    m_maxConcurrent = qMax(1, count);
    schedule();
}

QPixmap ImageCache::thumbnail(const QUrl &url)
{
    if (url.isEmpty() || !url.isValid())
        return placeholder();
    if (const QPixmap *pixmap = m_pixmaps.object(url)) // object() refreshes the LRU position
        return *pixmap;
    if (!m_waiting.contains(url) && !m_failed.contains(url)) {
        m_waiting.insert(url);
        m_queue.append(url);
        if (m_queue.size() > m_maxQueued) // scrolled far away: forget the oldest wishes
            m_waiting.remove(m_queue.takeFirst());
        emit pendingCountChanged();
        if (!m_scheduled) {
            // Start after the current paint, so all of it is queued and the newest loads first.
            m_scheduled = true;
            QTimer::singleShot(0, this, [this] {
                m_scheduled = false;
                schedule();
            });
        }
    }
    return placeholder();
}

bool ImageCache::isCached(const QUrl &url) const
{
    return m_pixmaps.contains(url);
}

bool ImageCache::isLoading(const QUrl &url) const
{
    return m_waiting.contains(url);
}

bool ImageCache::hasFailed(const QUrl &url) const
{
    return m_failed.contains(url);
}

QPixmap ImageCache::placeholder() const
{
    if (m_placeholder.isNull()) {
        QPixmap pixmap(m_thumbSize);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(128, 128, 128, 40)); // neutral on light and dark palettes
        painter.drawRoundedRect(QRectF(QPointF(0, 0), QSizeF(m_thumbSize)), 8, 8);
        painter.end();
        m_placeholder = pixmap;
    }
    return m_placeholder;
}

int ImageCache::pendingCount() const
{
    return int(m_waiting.size());
}

void ImageCache::clearMemory()
{
    m_pixmaps.clear();
    m_failed.clear();
}

void ImageCache::clear()
{
    ++m_generation; // decodes still running report into nothing
    for (QNetworkReply *reply : std::as_const(m_running)) {
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    m_running.clear();
    m_queue.clear();
    m_waiting.clear();
    clearMemory();
    if (QAbstractNetworkCache *cache = m_nam->cache())
        cache->clear();
    emit pendingCountChanged();
}

void ImageCache::schedule()
{
    while (m_running.size() < m_maxConcurrent && !m_queue.isEmpty())
        startLoad(m_queue.takeLast());
}

void ImageCache::startLoad(const QUrl &url)
{
    QNetworkRequest request(url);
    // A plain request: no credentials, no cookies, nothing of the API session.
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::PreferCache);
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setTransferTimeout(kTransferTimeoutMs);
    QNetworkReply *reply = m_nam->get(request);
    m_running.insert(url, reply);
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received, qint64 total) {
        if (received > kMaxImageBytes || total > kMaxImageBytes)
            reply->abort();
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply, url] { onReplyFinished(reply, url); });
}

void ImageCache::onReplyFinished(QNetworkReply *reply, const QUrl &url)
{
    m_running.remove(url);
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->error() != QNetworkReply::NoError || (status != 0 && (status < 200 || status > 299))) {
        qCDebug(lcImages) << "image failed" << url.toDisplayString() << reply->errorString();
        fail(url);
    } else {
        const QByteArray data = reply->readAll();
        const QSize box = m_thumbSize;
        const int generation = m_generation;
        QtConcurrent::run(m_pool, decodeThumbnail, data, box)
            .then(this, [this, url, generation](const QImage &image) { onDecoded(url, generation, image); });
    }
    schedule();
}

void ImageCache::onDecoded(const QUrl &url, int generation, const QImage &image)
{
    m_waiting.remove(url);
    if (generation != m_generation) { // the thumbnail size changed meanwhile: let views ask again
        emit pendingCountChanged();
        emit imageReady(url);
        return;
    }
    if (image.isNull()) {
        qCDebug(lcImages) << "image could not be decoded" << url.toDisplayString();
        fail(url);
        return;
    }
    auto *pixmap = new QPixmap(QPixmap::fromImage(image));
    const qsizetype cost = qsizetype(pixmap->width()) * pixmap->height() * qMax(1, pixmap->depth() / 8);
    m_pixmaps.insert(url, pixmap, qMax<qsizetype>(cost, 1));
    emit pendingCountChanged();
    emit imageReady(url);
}

void ImageCache::fail(const QUrl &url)
{
    m_waiting.remove(url);
    m_failed.insert(url);
    emit pendingCountChanged();
    emit imageFailed(url);
}

} // namespace webshop::models
