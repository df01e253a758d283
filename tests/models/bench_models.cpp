// Micro-benchmarks of the models (not a CTest test) at scale, in a plain uniform-size QListView.
// The app's own figures against its budgets come from tests/bench (the `bench` target).
//   QT_QPA_PLATFORM=offscreen ./bench_models            (walltime, medians of several runs)

#include "ModelsTestData.h"
#include "models/ImageCache.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "tests/common/TestEnv.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QListView>
#include <QNetworkAccessManager>
#include <QPainter>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QScrollBar>
#include <QTest>

using namespace webshop;
using namespace webshop::models;

class BenchModels : public QObject
{
    Q_OBJECT
    values::SearchPage m_page;
    PriceDisplay m_prices;

private slots:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        m_prices.setLocale(QLocale(QStringLiteral("de_DE")));
        m_page.query = QStringLiteral("kaffee");
        m_page.page = 1;
        m_page.rows = 100000;
        m_page.amount = 100000;
        m_page.totalPages = 1;
        m_page.results.reserve(100000);
        for (int i = 0; i < 100000; ++i) {
            m_page.results.append(test::makeArticle(
                i, {test::makeBundle(QStringLiteral("B%1a").arg(i), "14.99", "16.04"),
                    test::makeBundle(QStringLiteral("B%1b").arg(i), "86.94", "93.03")}));
        }
    }

    // A reset a view sees: the model alternates between two pages (the same page again would
    // share its rows and cost nothing), and a list view with uniform item sizes is attached.
    void reset100k()
    {
        SearchResultsModel model({nullptr, nullptr, nullptr, &m_prices});
        QListView view;
        view.setUniformItemSizes(true);
        view.setModel(&model);
        values::SearchPage other = m_page;
        other.results.detach();
        other.query = QStringLiteral("tee");
        int round = 0;
        QBENCHMARK {
            model.setResults(round++ % 2 ? other : m_page);
            view.doItemsLayout();
        }
        QCOMPARE(model.rowCount(), 100000);
    }

    void resetAndPaint100k()
    {
        SearchResultsModel model({nullptr, nullptr, nullptr, &m_prices});
        QListView view;
        view.setUniformItemSizes(true);
        view.resize(1440, 900);
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QBENCHMARK {
            model.setResults(m_page);
            view.doItemsLayout();
            view.viewport()->repaint();
        }
        QCOMPARE(model.rowCount(), 100000);
        QVERIFY(view.verticalScrollBar()->maximum() > 0);
    }

    void scrollAndPaint100k()
    {
        SearchResultsModel model({nullptr, nullptr, nullptr, &m_prices});
        model.setResults(m_page);
        QListView view;
        view.setUniformItemSizes(true);
        view.resize(1440, 900);
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        int step = 0;
        QBENCHMARK {
            view.verticalScrollBar()->setValue((step++ * 7919) % view.verticalScrollBar()->maximum());
            view.viewport()->repaint();
        }
    }

    void dataAllRowsCached()
    {
        SearchResultsModel model({nullptr, nullptr, nullptr, &m_prices});
        model.setResults(m_page);
        // Warm the lazily formatted prices once, then measure the steady state.
        for (int r = 0; r < model.rowCount(); ++r)
            model.index(r).data(SearchResultsModel::PriceRole);
        qsizetype total = 0;
        QBENCHMARK {
            for (int r = 0; r < model.rowCount(); ++r) {
                const QModelIndex i = model.index(r);
                total += i.data(Qt::DisplayRole).toString().size();
                total += i.data(SearchResultsModel::PriceRole).toString().size();
            }
        }
        QVERIFY(total > 0);
    }

    // 500 thumbnails of 600 x 600 PNGs through the cache: decoding runs on worker threads, so
    // the GUI event loop keeps turning. Prints the longest event-loop stall seen.
    void thumbnails500()
    {
        QTemporaryDir dir;
        QList<QUrl> urls;
        QRandomGenerator rng(7);
        for (int i = 0; i < 500; ++i) {
            QImage image(600, 600, QImage::Format_RGB32);
            image.fill(QColor::fromHsv(int(rng.bounded(360)), 90, 230));
            QPainter p(&image);
            for (int k = 0; k < 40; ++k) {
                p.setBrush(QColor::fromRgb(rng.generate()));
                p.drawEllipse(QPoint(int(rng.bounded(600)), int(rng.bounded(600))), 60, 40);
            }
            p.end();
            const QString path = dir.filePath(QStringLiteral("%1.png").arg(i));
            QVERIFY(image.save(path));
            urls.append(QUrl::fromLocalFile(path));
        }
        QNetworkAccessManager nam;
        qint64 worstGap = 0;
        QBENCHMARK {
            ImageCache cache(&nam);
            cache.setMaxConcurrentLoads(6);
            QSignalSpy ready(&cache, &ImageCache::imageReady);
            QElapsedTimer gap;
            gap.start();
            QTimer ticker;
            ticker.setInterval(0);
            connect(&ticker, &QTimer::timeout, this, [&] { worstGap = qMax(worstGap, gap.restart()); });
            ticker.start();
            // A screenful of 100 at a time (the queue keeps the newest 128 wishes).
            for (qsizetype first = 0; first < urls.size(); first += 100) {
                for (qsizetype i = first; i < qMin(first + 100, urls.size()); ++i)
                    cache.thumbnail(urls.at(i));
                // A plain event loop (QTest::qWaitFor sleeps between polls, which would show as stalls).
                const qsizetype target = qMin(first + 100, urls.size());
                QEventLoop loop;
                connect(&cache, &ImageCache::imageReady, &loop, [&] {
                    if (ready.count() >= target)
                        loop.quit();
                });
                connect(&cache, &ImageCache::imageFailed, &loop, &QEventLoop::quit);
                QTimer::singleShot(60000, &loop, &QEventLoop::quit);
                if (ready.count() < target)
                    loop.exec();
                QCOMPARE(ready.count(), target);
            }
            ticker.stop();
        }
        qInfo("longest GUI event-loop stall while loading 500 thumbnails: %lld ms", worstGap);
    }

    void netGrossSwitch100k()
    {
        SearchResultsModel model({nullptr, nullptr, nullptr, &m_prices});
        model.setResults(m_page);
        QListView view;
        view.setUniformItemSizes(true);
        view.resize(1440, 900);
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QBENCHMARK {
            m_prices.setMode(m_prices.showsNet() ? PriceDisplay::Mode::Gross : PriceDisplay::Mode::Net);
            view.viewport()->repaint();
        }
    }
};

QTEST_MAIN(BenchModels)
#include "bench_models.moc"
