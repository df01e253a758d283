// BasketModel over BasketSync against the embedded backend: lines and names resolved through
// the shared ArticleCache, totals equal to the server's, in-place updates, pending marks,
// unresolved lines that resolve later, the net/gross switch, German and English money.

#include "DemoFixture.h"
#include "app/demo/DemoAddFault.h"
#include "app/demo/DemoServer.h"
#include "models/ArticleCache.h"
#include "app/api/BasketSync.h"
#include "models/BasketModel.h"
#include "models/MoneyFormat.h"
#include "models/PriceDisplay.h"
#include "tests/common/Await.h"
#include "tests/common/Owned.h"
#include "tests/common/ServerBasket.h"
#include "tests/common/TestEnv.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace webshop;
using namespace webshop::models;

class TestBasketModel : public QObject
{
    Q_OBJECT
    // A fresh backend, cache and model for every test function (init/cleanup).
    test::Owned m_owned; // everything below, made by init()
    test::DemoFixture *m_demo = nullptr;
    api::BasketSync *m_sync = nullptr;
    BasketModel *m_model = nullptr;
    QList<values::Article> m_found;

    test::Awaited settled()
    {
        return test::waitUntil([this] { return !m_model->isBusy() && m_model->hasBasket(); },
                               QStringLiteral("the basket model to settle"), test::kScenarioMs);
    }
    // Two lines: 2 of the first article's bundle, 3 of the second's.
    test::Awaited fillBasket()
    {
        m_model->addToBasket(m_found.at(0).bundles.constFirst().bundleId, values::Decimal::fromInt(2));
        m_model->addToBasket(m_found.at(1).bundles.constFirst().bundleId, values::Decimal::fromInt(3));
        const test::Awaited lines = test::waitUntil([this] { return m_model->lineCount() == 2; },
                                                    QStringLiteral("two basket lines"), test::kScenarioMs);
        return lines ? settled() : lines;
    }
    QString cell(int row, int column) const { return m_model->index(row, column).data().toString(); }

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void init()
    {
        m_demo = m_owned.make<test::DemoFixture>();
        QVERIFY2(m_demo->start(), qPrintable(m_demo->why()));
        m_sync = m_owned.make<api::BasketSync>(&m_demo->client());
        m_model = m_owned.make<BasketModel>(m_sync, ModelServices{&m_demo->client(), &m_demo->articles(), nullptr, &m_demo->prices()});
        // A fatal model tester checks every change for as long as the model lives.
        m_owned.make<QAbstractItemModelTester>(m_model, QAbstractItemModelTester::FailureReportingMode::Fatal);

        // Articles the user "found": they fill the shared cache like a search would.
        m_found.clear();
        AWAITED(test::awaitJob(m_demo->client().search(QStringLiteral("kaffee"), 1, 10), QStringLiteral("search for kaffee"),
                               [&](api::SearchJob *job) { m_found = job->result().results; }));
        QVERIFY(m_found.size() >= 3);
        m_demo->articles().insert(m_found);
    }
    void cleanup() { m_owned.clear(); }

    void startsEmpty()
    {
        m_model->refresh();
        AWAITED(settled());
        QCOMPARE(m_model->lineCount(), 0);
        QCOMPARE(m_model->columnCount(), int(BasketModel::ColumnCount));
        QCOMPARE(m_model->headerData(BasketModel::UnitPriceColumn, Qt::Horizontal).toString(), QStringLiteral("Unit gross"));
    }

    void addsAppearWithNamesAndServerTotals()
    {
        QSignalSpy inserted(m_model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
        QSignalSpy lineCount(m_model, &BasketModel::lineCountChanged);
        QSignalSpy totals(m_model, &BasketModel::totalsChanged);
        const values::Bundle &b0 = m_found.at(0).bundles.constFirst();
        const values::Bundle &b1 = m_found.at(1).bundles.constFirst();
        const quint64 t0 = m_model->addToBasket(b0.bundleId, values::Decimal::fromInt(2));
        const quint64 t1 = m_model->addToBasket(b1.bundleId, values::Decimal::fromInt(3));
        QVERIFY(t0 != t1);
        QTRY_COMPARE_WITH_TIMEOUT(m_model->lineCount(), 2, 20000);
        AWAITED(settled());
        QCOMPARE(reset.count(), 0); // granular inserts, never a reset
        QCOMPARE(inserted.count(), 2);
        QVERIFY(lineCount.count() >= 2);
        QVERIFY(totals.count() >= 2);

        const int r0 = m_model->rowOf(b0.bundleId);
        const int r1 = m_model->rowOf(b1.bundleId);
        QVERIFY(r0 >= 0 && r1 >= 0);
        QCOMPARE(cell(r0, BasketModel::ArticleColumn), m_found.at(0).name);
        QCOMPARE(m_model->index(r0, 0).data(BasketModel::ResolvedRole).toBool(), true);
        QCOMPARE(m_model->index(r0, 0).data(BasketModel::VariantIdRole).toString(), m_found.at(0).variantId);
        QCOMPARE(m_model->index(r0, 0).data(BasketModel::BundleIdRole).toString(), b0.bundleId);
        QCOMPARE(m_model->index(r0, 0).data(BasketModel::QuantityRole).value<values::Decimal>(), values::Decimal::fromInt(2));
        QCOMPARE(cell(r1, BasketModel::QuantityColumn), QStringLiteral("3"));
        QCOMPARE(m_model->index(r0, 0).data(BasketModel::PendingRole).toBool(), false);
        // Under the name: the pack, the article number and the pack number, each named.
        const QString details = m_model->index(r0, 0).data(BasketModel::DetailsRole).toString();
        QVERIFY2(details.contains(b0.description) && details.contains(u"Article no. "_s + m_found.at(0).variantId)
                     && details.endsWith(u"Pack no. "_s + b0.bundleId),
                 qPrintable(details));

        // Totals equal the server's, line amounts add up to them.
        values::Basket server;
        AWAITED(test::readServerBasket(m_demo->client(), server));
        QCOMPARE(server.items.size(), 2);
        QVERIFY(server.total.grossTotal.has_value());
        QCOMPARE(m_model->totals().grossTotal, server.total.grossTotal);
        QCOMPARE(m_model->totals().netTotal, server.total.netTotal);
        QCOMPARE(m_model->totals().vatTotal, server.total.vatTotal);
        QCOMPARE(m_model->totalGrossText(), formatMoney(QLocale(QStringLiteral("de_DE")), *server.total.grossTotal));
        QCOMPARE(m_model->totalText(), m_model->totalGrossText()); // gross mode
        values::Decimal sumNet, sumGross;
        for (int r = 0; r < m_model->rowCount(); ++r) {
            sumNet += m_model->index(r, 0).data(BasketModel::LineNetRole).value<values::Decimal>();
            sumGross += m_model->index(r, 0).data(BasketModel::LineGrossRole).value<values::Decimal>();
        }
        QCOMPARE(sumNet, server.total.netTotal->amount);
        QCOMPARE(sumGross, server.total.grossTotal->amount);
        // The unit price is the bundle's catalogue price.
        QCOMPARE(m_model->index(r0, 0).data(BasketModel::UnitGrossRole).value<values::Decimal>(), *b0.price.articleGross);
        QCOMPARE(cell(r0, BasketModel::UnitPriceColumn), m_demo->prices().format(b0.price.articleGross, b0.price.currency));
    }

    void addingMoreUpdatesTheLineInPlaceAndMarksIt()
    {
        AWAITED(fillBasket());
        const values::Bundle &b0 = m_found.at(0).bundles.constFirst();
        const int row = m_model->rowOf(b0.bundleId);
        QVERIFY(row >= 0);
        QSignalSpy inserted(m_model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(m_model, &QAbstractItemModel::rowsRemoved);
        bool sawPending = false;
        auto c = connect(m_model, &QAbstractItemModel::dataChanged, this,
                         [&](const QModelIndex &tl, const QModelIndex &br, const QList<int> &roles) {
                             if (roles.contains(BasketModel::PendingRole) && tl.row() <= row && row <= br.row()
                                 && m_model->index(row, 0).data(BasketModel::PendingRole).toBool()) {
                                 sawPending = true;
                             }
                         });
        m_model->addToBasket(b0.bundleId, values::Decimal::fromInt(5));
        QTRY_COMPARE_WITH_TIMEOUT(m_model->index(row, 0).data(BasketModel::QuantityRole).value<values::Decimal>(),
                                  values::Decimal::fromInt(7), 20000);
        AWAITED(settled());
        disconnect(c);
        QVERIFY2(sawPending, "the line was marked while its add was reconciled");
        QCOMPARE(m_model->index(row, 0).data(BasketModel::PendingRole).toBool(), false);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(m_model->lineCount(), 2);
        values::Basket server;
        AWAITED(test::readServerBasket(m_demo->client(), server));
        QCOMPARE(m_model->totals().grossTotal, server.total.grossTotal);
    }

    // An add that got no answer and that the basket does not show is not "being checked" for
    // ever: its line says the add is not confirmed (the quantity may not include it), and an
    // add of another pack leaves that mark alone.
    void anUnansweredAddMarksItsLineNotConfirmed()
    {
        AWAITED(fillBasket());
        m_sync->setVisibilityPolls({100, 200});
        const QString b0 = m_found.at(0).bundles.constFirst().bundleId;
        const int row = m_model->rowOf(b0);
        QVERIFY(row >= 0);
        m_demo->server().resetAudit(); // count this test's adds only
        demo::FaultOptions f = m_demo->server().faults();
        f.addFaultSchedule = {demo::AddFault::dropBefore()};
        m_demo->server().setFaults(f);
        QList<values::AddState> states;
        connect(m_model, &BasketModel::addStateChanged, this,
                [&states](quint64, values::AddState s, const QString &) { states << s; });
        m_model->addToBasket(b0, values::Decimal::fromInt(4));
        QTRY_VERIFY_WITH_TIMEOUT(states.contains(values::AddState::Uncertain), 20000);
        AWAITED(settled());
        QCOMPARE(m_model->index(row, 0).data(BasketModel::PendingRole).toInt(), int(BasketModel::NotConfirmed));
        QCOMPARE(m_model->index(row, 0).data(BasketModel::QuantityRole).value<values::Decimal>(), values::Decimal::fromInt(2));

        const QString b1 = m_found.at(1).bundles.constFirst().bundleId;
        const int row1 = m_model->rowOf(b1);
        m_model->addToBasket(b1, values::Decimal::fromInt(1));
        QTRY_COMPARE_WITH_TIMEOUT(m_model->index(row1, 0).data(BasketModel::QuantityRole).value<values::Decimal>(),
                                  values::Decimal::fromInt(4), 20000);
        AWAITED(settled());
        QCOMPARE(m_model->index(row1, 0).data(BasketModel::PendingRole).toInt(), int(BasketModel::NotPending));
        QCOMPARE(m_model->index(row, 0).data(BasketModel::PendingRole).toInt(), int(BasketModel::NotConfirmed));
        QCOMPARE(m_demo->server().addItemReceipts(b0), 1); // told uncertain, never sent again
    }

    void unknownLinesShowTheIdAndResolveLater()
    {
        AWAITED(fillBasket());
        QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
        m_demo->articles().clear(); // e.g. a new session: nothing known about the lines
        const int row = 0;
        const QString lineId = m_model->index(row, 0).data(BasketModel::LineIdRole).toString();
        QCOMPARE(m_model->index(row, 0).data(BasketModel::ResolvedRole).toBool(), false);
        QCOMPARE(cell(row, BasketModel::ArticleColumn), lineId);
        QVERIFY(!changed.isEmpty());
        // Prices stay right while unresolved: line amount / quantity.
        QVERIFY(m_model->index(row, 0).data(BasketModel::UnitGrossRole).isValid());
        // A bundle id cannot be fetched by itself: once any source brings the article, it resolves.
        m_demo->articles().insert(m_found);
        QCOMPARE(m_model->index(row, 0).data(BasketModel::ResolvedRole).toBool(), true);
        QVERIFY(cell(row, BasketModel::ArticleColumn) != lineId);
    }

    void unknownLinesAreLookedUpByArticleNumber()
    {
        AWAITED(fillBasket());
        // Nothing known (a fresh start with a basket filled elsewhere): the refresh fetches the
        // id as a variant (404 for a bundle id), then finds it by an article-number search.
        m_demo->articles().clear();
        const QString lineId = m_model->index(0, 0).data(BasketModel::LineIdRole).toString();
        QCOMPARE(m_model->index(0, 0).data(BasketModel::ResolvedRole).toBool(), false);
        m_model->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(m_model->index(0, 0).data(BasketModel::ResolvedRole).toBool(), 20000);
        QVERIFY(cell(0, BasketModel::ArticleColumn) != lineId);
        QVERIFY(m_demo->articles().articleForBundle(lineId));
        QVERIFY(!m_demo->articles().hasFailed(lineId));
    }

    void netGrossSwitch()
    {
        AWAITED(fillBasket());
        QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
        QSignalSpy header(m_model, &QAbstractItemModel::headerDataChanged);
        QSignalSpy totals(m_model, &BasketModel::totalsChanged);
        const QString grossUnit = cell(0, BasketModel::UnitPriceColumn);
        m_demo->prices().setMode(PriceDisplay::Mode::Net);
        QCOMPARE(reset.count(), 0);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(header.count(), 1);
        QCOMPARE(totals.count(), 1);
        QCOMPARE(m_model->headerData(BasketModel::UnitPriceColumn, Qt::Horizontal).toString(), QStringLiteral("Unit net"));
        QVERIFY(cell(0, BasketModel::UnitPriceColumn) != grossUnit);
        QCOMPARE(cell(0, BasketModel::UnitPriceColumn),
                 m_demo->prices().format(m_model->index(0, 0).data(BasketModel::UnitNetRole).value<values::Decimal>(), u"EUR"));
        QCOMPARE(m_model->totalText(), m_model->totalNetText());
        m_demo->prices().setMode(PriceDisplay::Mode::Gross);
        QCOMPARE(cell(0, BasketModel::UnitPriceColumn), grossUnit);
    }

    void germanAndEnglishMoney()
    {
        AWAITED(fillBasket());
        const values::Money gross = *m_model->totals().grossTotal;
        QCOMPARE(m_model->totalGrossText(), formatMoney(QLocale(QStringLiteral("de_DE")), gross));
        QVERIFY(m_model->totalGrossText().endsWith(QStringLiteral("\u00A0€")));
        QVERIFY(m_model->totalGrossText().contains(u','));
        QSignalSpy totals(m_model, &BasketModel::totalsChanged);
        m_demo->prices().setLocale(QLocale(QStringLiteral("en_GB")));
        QCOMPARE(totals.count(), 1);
        QVERIFY(m_model->totalGrossText().startsWith(QStringLiteral("€")));
        QCOMPARE(m_model->totalGrossText(), formatMoney(QLocale(QStringLiteral("en_GB")), gross));
        QVERIFY(m_model->index(0, BasketModel::LineGrossColumn).data().toString().startsWith(QStringLiteral("€")));
    }

    void depositColumnMatchesItsRole()
    {
        AWAITED(fillBasket());
        for (int r = 0; r < m_model->rowCount(); ++r) {
            // Net in every mode: the line reads goods net + deposit net + VAT = gross.
            const QVariant deposit = m_model->index(r, 0).data(BasketModel::DepositNetRole);
            const QString text = cell(r, BasketModel::DepositColumn);
            if (!deposit.isValid() || deposit.value<values::Decimal>().isZero())
                QVERIFY(text.isEmpty());
            else
                QCOMPARE(text, m_demo->prices().format(deposit.value<values::Decimal>(), u"EUR"));
        }
    }

    void clearAndRefreshAreGranular()
    {
        AWAITED(fillBasket());
        const int lines = m_model->lineCount();
        QVERIFY(lines >= 2);
        QSignalSpy removed(m_model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(m_model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
        m_sync->clear(); // logout or store change
        QCOMPARE(m_model->lineCount(), 0);
        QCOMPARE(removed.count(), lines);
        QVERIFY(!m_model->hasBasket());
        QCOMPARE(m_model->totalGrossText(), QStringLiteral("price unknown"));
        m_model->refresh(); // the server still has them
        AWAITED(settled());
        QCOMPARE(m_model->lineCount(), lines);
        QCOMPARE(inserted.count(), lines);
        QCOMPARE(reset.count(), 0);
    }
};

QTEST_MAIN(TestBasketModel)
#include "tst_basketmodel.moc"
