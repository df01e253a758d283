// PersonalListsModel (names fetched lazily from the list-items call) and ListItemsModel
// (rows per bundle, editable quantities) against the embedded backend; list -> basket.

#include "DemoFixture.h"
#include "models/ArticleCache.h"
#include "app/api/BasketSync.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "tests/common/Await.h"
#include "tests/common/Owned.h"
#include "tests/common/TestEnv.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using namespace webshop::models;

class TestListModels : public QObject
{
    Q_OBJECT
    // A fresh backend and models for every test function (init/cleanup).
    test::Owned m_owned; // everything below, made by init()
    test::DemoFixture *m_demo = nullptr;
    PersonalListsModel *m_lists = nullptr;
    ListItemsModel *m_items = nullptr;
    api::BasketSync *m_sync = nullptr;
    BasketModel *m_basket = nullptr;

    int firstRow(bool weight) const
    {
        for (int r = 0; r < m_items->rowCount(); ++r)
            if (m_items->index(r, 0).data(ListItemsModel::WeightArticleRole).toBool() == weight)
                return r;
        return -1;
    }
    // The lists read, and the last one fetched (by showing its row).
    test::Awaited fetchLastList()
    {
        m_lists->refresh();
        const test::Awaited lists = test::waitUntil([this] { return m_lists->state() == PersonalListsModel::State::Idle
                                                                    && m_lists->rowCount() > 0; },
                                                    QStringLiteral("the personal lists"));
        if (!lists)
            return lists;
        const QString listId = m_lists->listIdAt(m_lists->rowCount() - 1);
        (void)m_lists->index(m_lists->rowCount() - 1).data();
        return test::waitUntil([this, listId] { return m_lists->list(listId) != nullptr; }, QStringLiteral("the last list"));
    }
    // The last list's items in the items model.
    test::Awaited showLastList()
    {
        if (test::Awaited fetched = fetchLastList(); !fetched)
            return fetched;
        m_items->load(m_lists->listIdAt(m_lists->rowCount() - 1));
        return test::waitUntil([this] { return m_items->state() == ListItemsModel::State::Idle && m_items->rowCount() > 0; },
                               QStringLiteral("the last list's items"));
    }

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void init()
    {
        m_demo = m_owned.make<test::DemoFixture>();
        QVERIFY2(m_demo->start(), qPrintable(m_demo->why()));
        const ModelServices services{&m_demo->client(), &m_demo->articles(), nullptr, &m_demo->prices()};
        m_lists = m_owned.make<PersonalListsModel>(services);
        m_items = m_owned.make<ListItemsModel>(services, m_lists);
        m_sync = m_owned.make<api::BasketSync>(&m_demo->client());
        m_basket = m_owned.make<BasketModel>(m_sync, services);
        for (QAbstractItemModel *model : std::initializer_list<QAbstractItemModel *>{m_lists, m_items, m_basket})
            // A fatal model tester checks every change for as long as the model lives.
            m_owned.make<QAbstractItemModelTester>(model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    }
    void cleanup() { m_owned.clear(); }

    void listsAndLazyNames()
    {
        QSignalSpy loaded(m_lists, &PersonalListsModel::listLoaded);
        QSignalSpy served(&m_demo->server(), &demo::DemoServer::requestServed);
        m_lists->refresh();
        QCOMPARE(m_lists->state(), PersonalListsModel::State::Loading);
        QTRY_VERIFY_WITH_TIMEOUT(m_lists->state() != PersonalListsModel::State::Loading, 15000);
        QCOMPARE(m_lists->state(), PersonalListsModel::State::Idle);
        QVERIFY(m_lists->rowCount() >= 1);
        // Let whatever the model tester looked at load, then take a row nobody has shown.
        QTRY_VERIFY_WITH_TIMEOUT(![this] {
            for (int r = 0; r < m_lists->rowCount(); ++r)
                if (m_lists->index(r).data(PersonalListsModel::LoadingRole).toBool())
                    return true;
            return false;
        }(), 15000);
        const int row = m_lists->rowCount() - 1;
        const QModelIndex index = m_lists->index(row);
        const QString listId = index.data(PersonalListsModel::ListIdRole).toString();
        QVERIFY(!listId.isEmpty());
        if (index.data(PersonalListsModel::LoadedRole).toBool()) {
            QVERIFY(m_lists->rowCount() == 1); // only the tester's row 0 can have been shown
        } else {
            QVERIFY(!m_lists->list(listId));
            QCOMPARE(index.data(PersonalListsModel::ItemCountRole).toInt(), -1);
            int itemCalls = 0;
            for (const auto &args : std::as_const(served))
                itemCalls += args.at(1).toString().contains(listId) ? 1 : 0;
            QCOMPARE(itemCalls, 0); // nothing fetched before the row is shown
            QCOMPARE(index.data().toString(), QStringLiteral("Loading…")); // showing it fetches it
            QCOMPARE(index.data(PersonalListsModel::LoadingRole).toBool(), true);
            QSignalSpy changed(m_lists, &QAbstractItemModel::dataChanged);
            QTRY_VERIFY_WITH_TIMEOUT(m_lists->list(listId), 15000);
            QVERIFY(!changed.isEmpty());
        }
        bool announced = false;
        for (const auto &args : std::as_const(loaded))
            announced |= args.constFirst().toString() == listId;
        QVERIFY(announced);
        QCOMPARE(index.data(PersonalListsModel::LoadedRole).toBool(), true);
        const QString name = index.data().toString();
        QVERIFY(!name.isEmpty() && name != QStringLiteral("Loading…"));
        QVERIFY(index.data(PersonalListsModel::ItemCountRole).toInt() > 0);
        // The list's articles went into the shared cache if the list is of the current store;
        // another store's prices stay out (they would misname lines and mislead the add check).
        const api::PersonalList *list = m_lists->list(listId);
        const QString listStore = index.data(PersonalListsModel::StoreIdRole).toString();
        const bool sameStore = listStore == m_demo->client().context().storeId;
        QCOMPARE(m_demo->articles().article(list->items.constFirst().variantId) != nullptr, sameStore);
    }

    void itemsOfAList()
    {
        AWAITED(fetchLastList());
        QSignalSpy listChanged(m_items, &ListItemsModel::listChanged);
        const QString listId = m_lists->listIdAt(m_lists->rowCount() - 1);
        m_items->load(listId); // already fetched: shown at once
        QCOMPARE(m_items->state(), ListItemsModel::State::Idle);
        QCOMPARE(m_items->listId(), listId);
        QCOMPARE(m_items->name(), m_lists->index(m_lists->rowCount() - 1).data().toString());
        const api::PersonalList *list = m_lists->list(listId);
        int bundles = 0;
        for (const api::Article &a : list->items)
            bundles += qMax(1, int(a.bundles.size()));
        QCOMPARE(m_items->rowCount(), bundles);
        QCOMPARE(m_items->columnCount(), int(ListItemsModel::ColumnCount));

        const QModelIndex row0 = m_items->index(0, ListItemsModel::ArticleColumn);
        QCOMPARE(row0.data().toString(), list->items.constFirst().name);
        QCOMPARE(row0.data(ListItemsModel::BundleIdRole).toString(), list->items.constFirst().bundles.constFirst().bundleId);
        QCOMPARE(m_items->index(0, ListItemsModel::QuantityColumn).data(ListItemsModel::QuantityRole).value<api::Decimal>(),
                 api::Decimal::fromInt(1));
        QVERIFY(m_items->flags(m_items->index(0, ListItemsModel::QuantityColumn)) & Qt::ItemIsEditable);
        QVERIFY(!(m_items->flags(row0) & Qt::ItemIsEditable));
        // Exactly one pack per article is suggested (the cheapest, i.e. smallest): never a pallet.
        int row = 0;
        for (const api::Article &a : list->items) {
            int suggested = 0;
            api::Decimal cheapest;
            for (int b = 0; b < qMax(1, int(a.bundles.size())); ++b, ++row) {
                const api::Decimal q = m_items->quantityAt(row);
                if (!q.isZero()) {
                    ++suggested;
                    QCOMPARE(q, api::Decimal::fromInt(1));
                    cheapest = a.bundles.at(b).price.articleNet.value_or(api::Decimal());
                }
            }
            QCOMPARE(suggested, a.bundles.isEmpty() ? 0 : 1);
            for (const api::Bundle &b : a.bundles)
                if (b.price.articleNet)
                    QVERIFY(cheapest <= *b.price.articleNet);
        }
        const bool weight = row0.data(ListItemsModel::WeightArticleRole).toBool();
        QCOMPARE(m_items->index(0, ListItemsModel::UnitColumn).data().toString(),
                 weight ? QStringLiteral("kg") : QStringLiteral("piece"));
        // Personal-list bundles carry their pack size.
        bool anyPackSize = false;
        for (int r = 0; r < m_items->rowCount(); ++r)
            anyPackSize |= !m_items->index(r, ListItemsModel::PackSizeColumn).data().toString().isEmpty();
        QVERIFY(anyPackSize);
    }

    void loadingAListNotYetFetched()
    {
        // A list id the lists model has not fetched: ListItemsModel asks for it and waits.
        AWAITED(showLastList());
        QString listId;
        for (int r = 0; r < m_lists->rowCount() && listId.isEmpty(); ++r)
            if (!m_lists->list(m_lists->listIdAt(r)))
                listId = m_lists->listIdAt(r);
        const QString shown = m_items->listId();
        if (listId.isEmpty())
            QSKIP("every list of the demo customer is loaded already");
        m_items->load(listId);
        QCOMPARE(m_items->state(), ListItemsModel::State::Loading);
        QTRY_VERIFY_WITH_TIMEOUT(m_items->state() != ListItemsModel::State::Loading, 15000);
        QCOMPARE(m_items->state(), ListItemsModel::State::Idle);
        QVERIFY(m_items->rowCount() > 0);
        QCOMPARE(m_items->listId(), listId);
        m_items->load(shown);
        QCOMPARE(m_items->listId(), shown);
    }

    void unknownListIsAnError()
    {
        ListItemsModel direct({&m_demo->client(), &m_demo->articles(), nullptr, &m_demo->prices()}); // no lists model: the API itself
        QAbstractItemModelTester tester(&direct, QAbstractItemModelTester::FailureReportingMode::Fatal);
        direct.load(QStringLiteral("00000000-0000-0000-0000-000000000000"));
        QCOMPARE(direct.state(), ListItemsModel::State::Loading);
        QTRY_VERIFY_WITH_TIMEOUT(direct.state() != ListItemsModel::State::Loading, 15000);
        QCOMPARE(direct.state(), ListItemsModel::State::Error);
        QVERIFY(!direct.errorString().isEmpty());
        QCOMPARE(direct.rowCount(), 0);
    }

    void quantitiesAreValidated()
    {
        AWAITED(showLastList());
        const int piece = firstRow(false);
        QVERIFY(piece >= 0);
        const QModelIndex q = m_items->index(piece, ListItemsModel::QuantityColumn);
        QSignalSpy changed(m_items, &QAbstractItemModel::dataChanged);
        QVERIFY(m_items->setData(q, QStringLiteral("3")));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(q.data().toString(), QStringLiteral("3"));
        QVERIFY(!m_items->setData(q, QStringLiteral("1,5"))); // pieces are whole
        QVERIFY(!m_items->setData(q, QStringLiteral("-2")));
        QVERIFY(!m_items->setData(q, QStringLiteral("abc")));
        QCOMPARE(m_items->quantityAt(piece), api::Decimal::fromInt(3));
        QVERIFY(m_items->setData(q, QVariant::fromValue(api::Decimal::fromInt(4)), ListItemsModel::QuantityRole));
        QCOMPARE(q.data(Qt::EditRole).toString(), QStringLiteral("4"));
        QVERIFY(!m_items->setData(m_items->index(piece, ListItemsModel::ArticleColumn), QStringLiteral("2")));

        const int weight = firstRow(true);
        if (weight >= 0) {
            const QModelIndex w = m_items->index(weight, ListItemsModel::QuantityColumn);
            QVERIFY(m_items->setData(w, QStringLiteral("1,5"))); // German input
            QCOMPARE(m_items->quantityAt(weight), *api::Decimal::parse(u"1.5"));
            QCOMPARE(w.data().toString(), QStringLiteral("1,5 kg"));
        }
    }

    void selectionBecomesBasketAdds()
    {
        AWAITED(showLastList());
        QVERIFY(m_items->rowCount() >= 2);
        m_items->setQuantity(0, api::Decimal::fromInt(2));
        m_items->setQuantity(1, api::Decimal::fromInt(1));
        const QModelIndexList selection{m_items->index(1, ListItemsModel::ArticleColumn), m_items->index(0, ListItemsModel::PriceColumn),
                                        m_items->index(0, ListItemsModel::ArticleColumn)};
        const QList<BasketAdd> adds = m_items->basketAdds(selection);
        QCOMPARE(adds.size(), 2); // each row once, in row order
        QCOMPARE(adds.at(0).bundleId, m_items->index(0, 0).data(ListItemsModel::BundleIdRole).toString());
        QCOMPARE(adds.at(0).quantity, api::Decimal::fromInt(2));
        QCOMPARE(adds.at(1).bundleId, m_items->index(1, 0).data(ListItemsModel::BundleIdRole).toString());
        // A zero quantity skips the row.
        m_items->setQuantity(1, api::Decimal());
        QCOMPARE(m_items->basketAdds(selection).size(), 1);
        m_items->setQuantity(1, adds.at(1).quantity);

        m_basket->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(m_basket->hasBasket() && !m_basket->isBusy(), 15000);
        QCOMPARE(m_basket->lineCount(), 0);
        const QList<quint64> tickets = m_items->addToBasket(m_basket, selection);
        QCOMPARE(tickets.size(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(m_basket->lineCount() == 2 && !m_basket->isBusy(), 20000);
        for (const BasketAdd &add : adds) {
            const int row = m_basket->rowOf(add.bundleId);
            QVERIFY(row >= 0);
            QCOMPARE(m_basket->index(row, 0).data(BasketModel::QuantityRole).value<api::Decimal>(), add.quantity);
            QCOMPARE(m_basket->index(row, 0).data(BasketModel::ResolvedRole).toBool(), true); // via the list's articles
        }
    }

    void netGrossSwitchOnItems()
    {
        AWAITED(showLastList());
        QSignalSpy reset(m_items, &QAbstractItemModel::modelReset);
        QSignalSpy header(m_items, &QAbstractItemModel::headerDataChanged);
        const QModelIndex price = m_items->index(0, ListItemsModel::PriceColumn);
        m_demo->prices().setMode(PriceDisplay::Mode::Net);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(header.count(), 1);
        QCOMPARE(m_items->headerData(ListItemsModel::PriceColumn, Qt::Horizontal).toString(), QStringLiteral("Net"));
        const QVariant net = price.data(ListItemsModel::PriceNetRole);
        if (net.isValid())
            QCOMPARE(price.data().toString(), m_demo->prices().format(net.value<api::Decimal>(), u"EUR"));
        m_demo->prices().setMode(PriceDisplay::Mode::Gross);
        const QVariant gross = price.data(ListItemsModel::PriceGrossRole);
        if (gross.isValid())
            QCOMPARE(price.data().toString(), m_demo->prices().format(gross.value<api::Decimal>(), u"EUR"));
    }
};

QTEST_MAIN(TestListModels)
#include "tst_listmodels.moc"
