// PersonalListsModel (names fetched lazily from the list-items call) and ListItemsModel
// (one row per article with a chosen pack, editable quantities) against the embedded backend;
// list -> basket; the default pack (added last, else the smallest).

#include "DemoFixture.h"
#include "models/ArticleCache.h"
#include "app/api/BasketSync.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PackMemory.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "tests/common/Await.h"
#include "tests/common/Owned.h"
#include "tests/common/TestEnv.h"

#include <QAbstractItemModelTester>
#include <QSettings>
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
    PackMemory m_packs; // this run only: no settings written
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
        QSettings().clear(); // no pack remembered from an earlier test function
        m_demo = m_owned.make<test::DemoFixture>();
        QVERIFY2(m_demo->start(), qPrintable(m_demo->why()));
        const ModelServices services{&m_demo->client(), &m_demo->articles(), nullptr, &m_demo->prices(), nullptr, &m_packs};
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
        const values::PersonalList *list = m_lists->list(listId);
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
        const values::PersonalList *list = m_lists->list(listId);
        QCOMPARE(m_items->rowCount(), int(list->items.size())); // one row per article
        QCOMPARE(m_items->count(), int(list->items.size()));
        QCOMPARE(m_items->columnCount(), int(ListItemsModel::ColumnCount));

        const QModelIndex row0 = m_items->index(0, ListItemsModel::ArticleColumn);
        QCOMPARE(row0.data().toString(), list->items.constFirst().name);
        QCOMPARE(m_items->index(0, ListItemsModel::QuantityColumn).data(ListItemsModel::QuantityRole).value<values::Decimal>(),
                 values::Decimal::fromInt(1));
        QVERIFY(m_items->flags(m_items->index(0, ListItemsModel::QuantityColumn)) & Qt::ItemIsEditable);
        QVERIFY(!(m_items->flags(row0) & Qt::ItemIsEditable));
        // Nothing was added yet: every row offers its smallest pack, never a pallet.
        bool anyChoice = false;
        for (int row = 0; row < m_items->rowCount(); ++row) {
            const values::Article &a = list->items.at(row);
            const QModelIndex pack = m_items->index(row, ListItemsModel::BundleColumn);
            QCOMPARE(pack.data(ListItemsModel::PackCountRole).toInt(), int(a.bundles.size()));
            QCOMPARE(bool(m_items->flags(pack) & Qt::ItemIsEditable), a.bundles.size() > 1);
            anyChoice |= a.bundles.size() > 1;
            if (a.bundles.isEmpty())
                continue;
            const values::Bundle *chosen = m_items->bundleAt(row);
            QVERIFY(chosen);
            QCOMPARE(pack.data().toString(), chosen->description);
            for (const values::Bundle &b : a.bundles)
                QVERIFY2(chosen->bundleSize.toInt() <= b.bundleSize.toInt(), qPrintable(a.name));
        }
        QVERIFY(anyChoice);
        const bool weight = row0.data(ListItemsModel::WeightArticleRole).toBool();
        QCOMPARE(m_items->index(0, ListItemsModel::UnitColumn).data().toString(),
                 weight ? QStringLiteral("kg") : QStringLiteral("piece"));
        // Personal-list bundles carry their pack size.
        bool anyPackSize = false;
        for (int r = 0; r < m_items->rowCount(); ++r)
            anyPackSize |= !m_items->index(r, ListItemsModel::PackSizeColumn).data().toString().isEmpty();
        QVERIFY(anyPackSize);
    }

    // Packs written as "id:units:net price" ("" units: not given).
    void defaultPack_data()
    {
        QTest::addColumn<QStringList>("packs");
        QTest::addColumn<QString>("remembered");
        QTest::addColumn<QString>("expected");
        const QStringList milk{QStringLiteral("C1:1:1.17"), QStringLiteral("C12:12:13.58"), QStringLiteral("C720:720:773.96")};
        QTest::newRow("one pack") << QStringList{QStringLiteral("A1:1:1.00")} << QString() << QStringLiteral("A1");
        QTest::newRow("one pack, another remembered") << QStringList{QStringLiteral("A1:1:1.00")} << QStringLiteral("X")
                                                      << QStringLiteral("A1");
        QTest::newRow("two packs: the smaller") << QStringList{QStringLiteral("B6:6:5.40"), QStringLiteral("B1:1:0.99")}
                                                << QString() << QStringLiteral("B1");
        QTest::newRow("size before price") << QStringList{QStringLiteral("E12:12:10.00"), QStringLiteral("E6:6:20.00")}
                                           << QString() << QStringLiteral("E6");
        QTest::newRow("three with a pallet: the smallest") << milk << QString() << QStringLiteral("C1");
        QTest::newRow("three: the case added last") << milk << QStringLiteral("C12") << QStringLiteral("C12");
        QTest::newRow("three: the pallet added last") << milk << QStringLiteral("C720") << QStringLiteral("C720");
        QTest::newRow("the pack added last is gone") << milk << QStringLiteral("C99") << QStringLiteral("C1");
        QTest::newRow("no sizes: the cheapest") << QStringList{QStringLiteral("D2::3.00"), QStringLiteral("D1::1.00")}
                                                << QString() << QStringLiteral("D1");
        QTest::newRow("a size known beats none") << QStringList{QStringLiteral("F0::0.50"), QStringLiteral("F4:4:2.00")}
                                                 << QString() << QStringLiteral("F4");
    }

    void defaultPack()
    {
        QFETCH(QStringList, packs);
        QFETCH(QString, remembered);
        QFETCH(QString, expected);
        values::Article article;
        article.variantId = QStringLiteral("v-test");
        article.name = QStringLiteral("Test article");
        for (const QString &pack : std::as_const(packs)) {
            const QStringList p = pack.split(u':');
            values::Bundle b;
            b.bundleId = p.at(0);
            b.description = QStringLiteral("Pack ") + p.at(0);
            b.bundleSize = p.at(1);
            b.price.articleNet = values::Decimal::parse(p.at(2));
            b.price.currency = QStringLiteral("EUR");
            article.bundles << b;
        }
        // Remembered the way an add remembers it: for this server, customer and store.
        const QString entry = PackMemory::entryKey(&m_demo->client());
        QVERIFY(!entry.isEmpty());
        m_packs.remember(entry, article.variantId, remembered);
        m_packs.remember(entry, QStringLiteral("another article"), QStringLiteral("C12"));
        values::PersonalList list;
        list.listId = QStringLiteral("l1");
        list.items << article;
        m_items->setList(list);
        QCOMPARE(m_items->rowCount(), 1);
        QCOMPARE(m_items->bundleAt(0)->bundleId, expected);
        QCOMPARE(m_items->index(0, 0).data(ListItemsModel::BundleIdRole).toString(), expected);
        QCOMPARE(m_items->quantityAt(0), values::Decimal::fromInt(1));
        // Another store's memory is not this one's.
        m_packs.remember(PackMemory::entryKey(m_demo->client().config().baseUrl, m_demo->client().context().customerId,
                                                  QStringLiteral("other-store")),
                             article.variantId, packs.constLast().section(u':', 0, 0));
        m_items->setList(list);
        QCOMPARE(m_items->bundleAt(0)->bundleId, expected);
    }

    void oneRowPerArticle()
    {
        // Articles with 1, 2 and 3 packs (the last a pallet): 3 rows, the count says 3.
        values::PersonalList list;
        list.listId = QStringLiteral("l2");
        const int packCounts[] = {1, 2, 3};
        for (int a = 0; a < 3; ++a) {
            values::Article article;
            article.variantId = QStringLiteral("v%1").arg(a);
            article.name = QStringLiteral("Article %1").arg(a);
            const int sizes[] = {1, 12, 720};
            for (int b = 0; b < packCounts[a]; ++b)
                article.bundles << values::Bundle{QStringLiteral("b%1-%2").arg(a).arg(b), QStringLiteral("Pack %1").arg(sizes[b]),
                                               {}, false, QString::number(sizes[b]), {}};
            list.items << article;
        }
        QSignalSpy changed(m_items, &QAbstractItemModel::dataChanged);
        m_items->setList(list);
        QCOMPARE(m_items->rowCount(), 3);
        QCOMPARE(m_items->count(), 3);
        const QModelIndex pack = m_items->index(2, ListItemsModel::BundleColumn);
        QCOMPARE(pack.data(ListItemsModel::PackChoicesRole).toStringList(),
                 (QStringList{QStringLiteral("Pack 1"), QStringLiteral("Pack 12"), QStringLiteral("Pack 720")}));
        QVERIFY(!(m_items->flags(m_items->index(0, ListItemsModel::BundleColumn)) & Qt::ItemIsEditable));
        QVERIFY(m_items->flags(pack) & Qt::ItemIsEditable);

        // Choosing the pallet: the row follows it, the typed quantity stays.
        QVERIFY(m_items->setQuantity(2, values::Decimal::fromInt(3)));
        QVERIFY(m_items->setData(pack, 2, Qt::EditRole));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(pack.data().toString(), QStringLiteral("Pack 720"));
        QCOMPARE(m_items->index(2, ListItemsModel::PackSizeColumn).data().toString(), QStringLiteral("720"));
        QCOMPARE(m_items->quantityAt(2), values::Decimal::fromInt(3));
        QVERIFY(!m_items->setData(pack, 3, Qt::EditRole)); // no such pack
        QVERIFY(!m_items->setPack(0, 1));

        QModelIndexList all;
        for (int r = 0; r < 3; ++r)
            all << m_items->index(r, 0);
        const QList<BasketAdd> adds = m_items->basketAdds(all);
        QCOMPARE(adds, (QList<BasketAdd>{{QStringLiteral("b0-0"), values::Decimal::fromInt(1)},
                                         {QStringLiteral("b1-0"), values::Decimal::fromInt(1)},
                                         {QStringLiteral("b2-2"), values::Decimal::fromInt(3)}}));
    }

    void addedPackComesFirstNextTime()
    {
        AWAITED(showLastList());
        int row = -1;
        for (int r = 0; r < m_items->rowCount() && row < 0; ++r)
            if (m_items->articleAt(r)->bundles.size() > 1)
                row = r;
        QVERIFY(row >= 0);
        const int last = int(m_items->articleAt(row)->bundles.size()) - 1;
        QVERIFY(m_items->packIndexAt(row) != last);
        QVERIFY(m_items->setPack(row, last));
        const QString bundle = m_items->bundleAt(row)->bundleId;
        m_basket->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(m_basket->hasBasket() && !m_basket->isBusy(), 15000);
        QCOMPARE(m_items->addToBasket(m_basket, {m_items->index(row, 0)}).size(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(m_basket->rowOf(bundle) >= 0 && !m_basket->isBusy(), 20000);
        QCOMPARE(m_packs.recall(PackMemory::entryKey(&m_demo->client()), m_items->articleAt(row)->variantId), bundle);
        m_items->setList(*m_lists->list(m_items->listId()));
        QCOMPARE(m_items->packIndexAt(row), last);
        QCOMPARE(m_items->index(row, 0).data(ListItemsModel::BundleIdRole).toString(), bundle);
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
        QCOMPARE(m_items->quantityAt(piece), values::Decimal::fromInt(3));
        QVERIFY(m_items->setData(q, QVariant::fromValue(values::Decimal::fromInt(4)), ListItemsModel::QuantityRole));
        QCOMPARE(q.data(Qt::EditRole).toString(), QStringLiteral("4"));
        QVERIFY(!m_items->setData(m_items->index(piece, ListItemsModel::ArticleColumn), QStringLiteral("2")));

        const int weight = firstRow(true);
        if (weight >= 0) {
            const QModelIndex w = m_items->index(weight, ListItemsModel::QuantityColumn);
            QVERIFY(m_items->setData(w, QStringLiteral("1,5"))); // German input
            QCOMPARE(m_items->quantityAt(weight), *values::Decimal::parse(u"1.5"));
            QCOMPARE(w.data().toString(), QStringLiteral("1,5 kg"));
        }
    }

    void selectionBecomesBasketAdds()
    {
        AWAITED(showLastList());
        QVERIFY(m_items->rowCount() >= 2);
        m_items->setQuantity(0, values::Decimal::fromInt(2));
        m_items->setQuantity(1, values::Decimal::fromInt(1));
        const QModelIndexList selection{m_items->index(1, ListItemsModel::ArticleColumn), m_items->index(0, ListItemsModel::PriceColumn),
                                        m_items->index(0, ListItemsModel::ArticleColumn)};
        const QList<BasketAdd> adds = m_items->basketAdds(selection);
        QCOMPARE(adds.size(), 2); // each row once, in row order
        QCOMPARE(adds.at(0).bundleId, m_items->index(0, 0).data(ListItemsModel::BundleIdRole).toString());
        QCOMPARE(adds.at(0).quantity, values::Decimal::fromInt(2));
        QCOMPARE(adds.at(1).bundleId, m_items->index(1, 0).data(ListItemsModel::BundleIdRole).toString());
        // A zero quantity skips the row.
        m_items->setQuantity(1, values::Decimal());
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
            QCOMPARE(m_basket->index(row, 0).data(BasketModel::QuantityRole).value<values::Decimal>(), add.quantity);
            // Via the list's articles, or fetched (the list may be of another store).
            QTRY_COMPARE_WITH_TIMEOUT(m_basket->index(m_basket->rowOf(add.bundleId), 0).data(BasketModel::ResolvedRole).toBool(),
                                      true, 15000);
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
            QCOMPARE(price.data().toString(), m_demo->prices().format(net.value<values::Decimal>(), u"EUR"));
        m_demo->prices().setMode(PriceDisplay::Mode::Gross);
        const QVariant gross = price.data(ListItemsModel::PriceGrossRole);
        if (gross.isValid())
            QCOMPARE(price.data().toString(), m_demo->prices().format(gross.value<values::Decimal>(), u"EUR"));
    }
};

QTEST_MAIN(TestListModels)
#include "tst_listmodels.moc"
