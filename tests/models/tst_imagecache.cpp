// ImageCache: asynchronous thumbnails, placeholder, failures, LRU bound, disk cache, no
// credentials on image requests.

#include "TinyImageServer.h"
#include "models/ImageCache.h"
#include "tests/common/Await.h"
#include "tests/common/TestEnv.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop::models;
using webshop::test::TinyImageServer;
namespace test = webshop::test;

class TestImageCache : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void loadsAsynchronouslyWithPlaceholder()
    {
        TinyImageServer server;
        QTemporaryDir dir;
        ImageCache cache;
        cache.setDiskCacheDirectory(dir.path());
        QSignalSpy ready(&cache, &ImageCache::imageReady);
        const QUrl url = server.url(QStringLiteral("/media/a.png"));

        const QPixmap first = cache.thumbnail(url);
        QCOMPARE(first.size(), cache.thumbnailSize()); // the placeholder
        QVERIFY(cache.isLoading(url));
        QVERIFY(!cache.isCached(url));
        QCOMPARE(cache.pendingCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, test::kLoopbackMs);
        QCOMPARE(ready.constFirst().constFirst().toUrl(), url);
        QVERIFY(cache.isCached(url));
        QVERIFY(!cache.isLoading(url));
        QCOMPARE(cache.pendingCount(), 0);
        const QPixmap thumb = cache.thumbnail(url);
        QCOMPARE(thumb.size(), QSize(160, 80)); // 400 x 200 scaled into 160 x 160
        QVERIFY(cache.memoryUsed() > 0);

        // Asking again while cached starts nothing.
        const int requests = int(server.requests.size());
        cache.thumbnail(url);
        QCOMPARE(server.requests.size(), requests);
    }

    void sendsNoCredentials()
    {
        TinyImageServer server;
        ImageCache cache;
        cache.setDiskCacheDirectory({});
        QSignalSpy ready(&cache, &ImageCache::imageReady);
        cache.thumbnail(server.url(QStringLiteral("/media/b.png")));
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, test::kLoopbackMs);
        QCOMPARE(server.requests.size(), 1);
        const QByteArray request = server.requests.constFirst().toLower();
        QVERIFY(request.startsWith("get /media/b.png"));
        QVERIFY(!request.contains("apijwt"));
        QVERIFY(!request.contains("customerjwt"));
        QVERIFY(!request.contains("cookie:"));
        QVERIFY(!request.contains("authorization:"));
    }

    void diskCacheServesTheSecondRun()
    {
        TinyImageServer server;
        QTemporaryDir dir;
        const QUrl url = server.url(QStringLiteral("/media/c.png"));
        {
            ImageCache cache;
            cache.setDiskCacheDirectory(dir.path());
            QSignalSpy ready(&cache, &ImageCache::imageReady);
            cache.thumbnail(url);
            QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, test::kLoopbackMs);
        }
        QCOMPARE(server.requests.size(), 1);
        ImageCache again; // a new run: memory empty, disk cache warm
        again.setDiskCacheDirectory(dir.path());
        QSignalSpy ready(&again, &ImageCache::imageReady);
        again.thumbnail(url);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, test::kLoopbackMs);
        QCOMPARE(server.requests.size(), 1); // from disk, not from the network
        QVERIFY(again.isCached(url));
    }

    void failureIsRememberedNotRetried()
    {
        TinyImageServer server;
        ImageCache cache;
        cache.setDiskCacheDirectory({});
        QSignalSpy failed(&cache, &ImageCache::imageFailed);
        const QUrl url = server.url(QStringLiteral("/missing.png"));
        cache.thumbnail(url);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, test::kLoopbackMs);
        QVERIFY(cache.hasFailed(url));
        QVERIFY(!cache.isLoading(url));
        const QPixmap p = cache.thumbnail(url); // still the placeholder, no new request
        QCOMPARE(p.size(), cache.thumbnailSize());
        QVERIFY(!cache.isLoading(url));
        QCOMPARE(server.requests.size(), 1);
        cache.clearMemory();
        QVERIFY(!cache.hasFailed(url));
    }

    void undecodableDataFails()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("junk.png"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not an image");
        f.close();
        QNetworkAccessManager nam;
        ImageCache cache(&nam);
        QSignalSpy failed(&cache, &ImageCache::imageFailed);
        cache.thumbnail(QUrl::fromLocalFile(path));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, test::kLoopbackMs);
        QVERIFY(!cache.isCached(QUrl::fromLocalFile(path)));
    }

    void memoryIsBoundedLru()
    {
        TinyImageServer server;
        ImageCache cache;
        cache.setDiskCacheDirectory({});
        const qint64 oneThumb = 160 * 80 * 4;
        cache.setMemoryLimit(oneThumb * 2 + oneThumb / 2); // room for two
        QSignalSpy ready(&cache, &ImageCache::imageReady);
        QList<QUrl> urls;
        for (int i = 0; i < 3; ++i)
            urls.append(server.url(QStringLiteral("/media/lru%1.png").arg(i)));
        cache.thumbnail(urls[0]);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, test::kLoopbackMs);
        cache.thumbnail(urls[1]);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 2, test::kLoopbackMs);
        cache.thumbnail(urls[0]); // touch: now urls[1] is the least recently used
        cache.thumbnail(urls[2]);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 3, test::kLoopbackMs);
        QVERIFY(cache.memoryUsed() <= cache.memoryLimit());
        QVERIFY(cache.isCached(urls[0]));
        QVERIFY(!cache.isCached(urls[1]));
        QVERIFY(cache.isCached(urls[2]));
    }

    void manyRequestsAreAllServedBoundedConcurrency()
    {
        TinyImageServer server;
        ImageCache cache;
        cache.setDiskCacheDirectory({});
        cache.setMaxConcurrentLoads(2);
        QSignalSpy ready(&cache, &ImageCache::imageReady);
        for (int i = 0; i < 20; ++i)
            cache.thumbnail(server.url(QStringLiteral("/media/many%1.png").arg(i)));
        QCOMPARE(cache.pendingCount(), 20);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 20, 10000);
        QCOMPARE(cache.pendingCount(), 0);
        // Newest first: the last two asked for were the first two sent (two at a time, on two
        // connections: which of them reaches the server first is the network's choice).
        QVERIFY(server.requests.size() >= 2);
        const QByteArrayList firstTwo{server.requests.at(0).left(24), server.requests.at(1).left(24)};
        QVERIFY2(firstTwo.contains("GET /media/many19.png HT") && firstTwo.contains("GET /media/many18.png HT"),
                 qPrintable(QString::fromLatin1(firstTwo.join(" | "))));
    }

    void thumbnailSizeChangeDropsMemory()
    {
        TinyImageServer server;
        ImageCache cache;
        cache.setDiskCacheDirectory({});
        QSignalSpy ready(&cache, &ImageCache::imageReady);
        const QUrl url = server.url(QStringLiteral("/media/size.png"));
        cache.thumbnail(url);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, test::kLoopbackMs);
        cache.setThumbnailSize(QSize(64, 64));
        QVERIFY(!cache.isCached(url));
        QCOMPARE(cache.placeholder().size(), QSize(64, 64));
        cache.thumbnail(url);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 2, test::kLoopbackMs);
        QCOMPARE(cache.thumbnail(url).size(), QSize(64, 32));
    }
};

QTEST_MAIN(TestImageCache)
#include "tst_imagecache.moc"
