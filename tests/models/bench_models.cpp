// Benchmarks (not a CTest test): the models at scale. 100,000 search rows must reset and
// paint in well under a frame in a uniform-size QListView.
//   QT_QPA_PLATFORM=offscreen ./bench_models            (walltime, medians of several runs)

#include "ModelsTestData.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "tests/common/TestEnv.h"

#include <QListView>
#include <QScrollBar>
#include <QTest>

using namespace webshop;
using namespace webshop::models;

class BenchModels : public QObject
{
    Q_OBJECT
    api::SearchPage m_page;
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

    void reset100k()
    {
        SearchResultsModel model({nullptr, nullptr, nullptr, &m_prices});
        QBENCHMARK {
            model.setResults(m_page);
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
