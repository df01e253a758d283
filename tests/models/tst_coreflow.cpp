// The buyer's core flow against every reading of the spec the demo backend can play: log in
// (auth::Session + ApiClient over loopback HTTP), choose a delivery address, search, read the
// details, add 2 packs and 1.5 kg, read the basket, add a personal list, read it again. Each add
// must end Confirmed and reach the server exactly once (DemoServer::addItemRequestCount); every
// line must show its quantity, its catalogue unit price (also in a basket model without the
// ArticleCache, which must use the line's own figures) and the right totals.

#include "FlowFixture.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "tests/common/Await.h"
#include "tests/common/Step.h"
#include "tests/common/TestEnv.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using namespace webshop::models;
using AddState = values::AddState;
using V = demo::VariantOptions;

namespace {

// One add as the buyer made it, with the catalogue's price of its bundle.
struct Added
{
    QString bundleId;
    QString variantId;
    values::Decimal quantity;
    values::SellingPriceInfo price;
};

QString text(std::optional<values::Decimal> d) { return d ? d->toString() : QStringLiteral("none"); }

values::Decimal decimalRole(const QModelIndex &index, int role)
{
    const QVariant v = index.data(role);
    return v.isValid() ? v.value<values::Decimal>() : values::Decimal::fromInt(-1);
}

} // namespace

class TestCoreFlow : public QObject
{
    Q_OBJECT

    // Adds through the app's basket model and waits for the add's final state; checks that it
    // reached the server exactly once and never failed. Returns the ticket.
    quint64 addOnce(test::FlowFixture &f, const Added &add)
    {
        const int before = f.server().addItemRequestCount(add.bundleId);
        const quint64 ticket = f.basket().addToBasket(add.bundleId, add.quantity);
        if (const test::Awaited ended = f.awaitFinal(ticket); !ended)
            qWarning() << ended.message() << f.states(ticket);
        const QList<AddState> states = f.states(ticket);
        if (states.contains(AddState::Failed) || states.contains(AddState::Doubled)
            || states.contains(AddState::Uncertain))
            qWarning() << "add of" << add.bundleId << "went" << states << f.lastMessage(ticket);
        const int sent = f.server().addItemRequestCount(add.bundleId) - before;
        if (sent != 1)
            qWarning() << "add of" << add.bundleId << "reached the server" << sent << "times";
        m_sent += sent;
        return ticket;
    }
    static AddState finalState(test::FlowFixture &f, quint64 ticket)
    {
        const QList<AddState> states = f.states(ticket);
        return states.isEmpty() ? AddState::Queued : states.constLast();
    }

    // Every line of `model` against what was added: quantities per line id, unit prices,
    // line amounts adding up to the totals, the articles' net total from the catalogue prices.
    // `named`: the model resolves its lines to bundles through the cache, so its unit prices
    // must be the catalogue's; other lines price themselves from their own figures, which must
    // agree with their line amounts to the cent, and their differences from the catalogue are
    // collected in m_unnamedMismatches.
    void checkBasket(test::FlowFixture &f, BasketModel &model, const QList<Added> &adds, bool duplicates, bool named)
    {
        const QString label = named ? QStringLiteral("app model") : QStringLiteral("model without names");
        QHash<QString, values::Decimal> quantity;         // per line id
        QHash<QString, QSet<QString>> bundlesOfLine;    // a variant id may name several bundles
        QHash<QString, values::SellingPriceInfo> priceOfLine;
        QHash<QString, values::Decimal> perBundle;
        values::Decimal articleNet;
        int lines = 0;
        for (const Added &a : adds) {
            const QString id = f.lineIdOf(a.bundleId, a.variantId);
            quantity[id] += a.quantity;
            bundlesOfLine[id].insert(a.bundleId);
            priceOfLine[id] = a.price;
            if (duplicates) {
                articleNet += (*a.price.articleNet * a.quantity).roundedToCents();
                ++lines;
            } else {
                lines += perBundle.contains(a.bundleId) ? 0 : 1;
                perBundle[a.bundleId] += a.quantity;
            }
        }
        for (auto it = perBundle.cbegin(); it != perBundle.cend(); ++it) {
            const auto a = std::find_if(adds.cbegin(), adds.cend(), [&](const Added &x) { return x.bundleId == it.key(); });
            articleNet += (*a->price.articleNet * it.value()).roundedToCents();
        }

        QCOMPARE(model.rowCount(), lines);
        QHash<QString, values::Decimal> shown;
        values::Decimal sumNet, sumGross;
        for (int r = 0; r < model.rowCount(); ++r) {
            const QModelIndex i = model.index(r, 0);
            const QString id = i.data(BasketModel::LineIdRole).toString();
            QVERIFY2(quantity.contains(id), qPrintable(label + QStringLiteral(": unexpected line ") + id));
            const values::Decimal q = i.data(BasketModel::QuantityRole).value<values::Decimal>();
            shown[id] += q;
            sumNet += decimalRole(i, BasketModel::LineNetRole);
            sumGross += decimalRole(i, BasketModel::LineGrossRole);
            const QString what = label + QStringLiteral(", line %1 (qty %2)").arg(id, q.toString());
            // Any unit price agrees with its line's article amount to the cent.
            for (const auto &[unitRole, lineRole, depositRole] : {std::tuple{int(BasketModel::UnitNetRole), int(BasketModel::LineNetRole), int(BasketModel::DepositNetRole)},
                                                                  std::tuple{int(BasketModel::UnitGrossRole), int(BasketModel::LineGrossRole), int(BasketModel::DepositGrossRole)}}) {
                const QVariant deposit = i.data(depositRole);
                const values::Decimal lineArticle = decimalRole(i, lineRole) - (deposit.isValid() ? deposit.value<values::Decimal>() : values::Decimal());
                const values::Decimal fromUnit = (decimalRole(i, unitRole) * q).roundedToCents();
                QVERIFY2(qAbs((fromUnit - lineArticle).units()) <= values::Decimal::fromCents(1).units(),
                         qPrintable(what + QStringLiteral(": unit %1 x qty is %2, the line says %3").arg(decimalRole(i, unitRole).toString(), fromUnit.toString(), lineArticle.toString())));
            }
            if (bundlesOfLine.value(id).size() != 1)
                continue; // one variant id on lines of several packs: no single unit price
            const values::SellingPriceInfo &p = priceOfLine.value(id);
            const bool resolvedToBundle = !i.data(BasketModel::BundleIdRole).toString().isEmpty();
            QStringList wrong;
            if (decimalRole(i, BasketModel::UnitNetRole) != *p.articleNet)
                wrong << QStringLiteral("unit net %1, catalogue %2").arg(decimalRole(i, BasketModel::UnitNetRole).toString(), text(p.articleNet));
            if (decimalRole(i, BasketModel::UnitGrossRole) != *p.articleGross)
                wrong << QStringLiteral("unit gross %1, catalogue %2").arg(decimalRole(i, BasketModel::UnitGrossRole).toString(), text(p.articleGross));
            if (i.data(BasketModel::UnitPriceTextRole).toString() != f.prices().format(p.articleGross, p.currency))
                wrong << QStringLiteral("shown \"%1\", catalogue \"%2\"").arg(i.data(BasketModel::UnitPriceTextRole).toString(), f.prices().format(p.articleGross, p.currency));
            if (named && resolvedToBundle)
                QVERIFY2(wrong.isEmpty(), qPrintable(what + QStringLiteral(": ") + wrong.join(QStringLiteral("; "))));
            else if (!wrong.isEmpty())
                m_unnamedMismatches << what + QStringLiteral(": ") + wrong.join(QStringLiteral("; "));
        }
        QCOMPARE(shown, quantity);
        const values::TotalPrice &t = model.totals();
        QVERIFY(t.netTotal && t.grossTotal && t.articleNetTotal);
        QCOMPARE(sumNet, t.netTotal->amount);
        QCOMPARE(sumGross, t.grossTotal->amount);
        QCOMPARE(t.articleNetTotal->amount, articleNet);
    }

    // Both models: a failure in the app's model does not hide the other's.
    void checkBoth(test::FlowFixture &f, const QList<Added> &adds, bool duplicates)
    {
        AWAITED(f.awaitSettled());
        checkBasket(f, f.basket(), adds, duplicates, true);
        checkBasket(f, f.blindBasket(), adds, duplicates, false);
    }

    QStringList m_unnamedMismatches;
    int m_sent = 0;

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void flow_data()
    {
        QTest::addColumn<int>("addMode");
        QTest::addColumn<int>("article");
        QTest::addColumn<bool>("unitPrices");
        QTest::addColumn<bool>("duplicates");
        QTest::addColumn<bool>("emptyReadOnce");
        QTest::addColumn<int>("skew");
        QTest::addColumn<bool>("otherStoreList");

        const int sync = int(V::AddMode::Sync), async = int(V::AddMode::Async);
        const int bundle = int(V::BasketArticle::Bundle), variant = int(V::BasketArticle::Variant),
                  other = int(V::BasketArticle::Other);
        QTest::newRow("default") << sync << bundle << false << false << false << 0 << false;
        QTest::newRow("async") << async << bundle << false << false << false << 0 << false;
        QTest::newRow("article=variant") << sync << variant << false << false << false << 0 << false;
        QTest::newRow("article=other") << sync << other << false << false << false << 0 << false;
        QTest::newRow("unit prices") << sync << bundle << true << false << false << 0 << false;
        QTest::newRow("duplicate lines") << sync << bundle << false << true << false << 0 << false;
        QTest::newRow("async+other+unit") << async << other << true << false << false << 0 << false;
        QTest::newRow("basket {} once") << sync << bundle << false << false << true << 0 << false;
        QTest::newRow("token skew -2h") << sync << bundle << false << false << false << -7200 << false;
        QTest::newRow("token skew +2h") << sync << bundle << false << false << false << 7200 << false;
        QTest::newRow("variant+unit") << sync << variant << true << false << false << 0 << false;
        QTest::newRow("duplicates+other") << sync << other << false << true << false << 0 << false;
        QTest::newRow("async+duplicates+variant") << async << variant << false << true << false << 0 << false;
        QTest::newRow("async+{} once+skew -2h") << async << bundle << false << false << true << -7200 << false;
        // The buyer adds a list kept for another of the customer's stores (other prices).
        QTest::newRow("async+other+unit, list of another store") << async << other << true << false << false << 0 << true;
    }

    void flow()
    {
        QFETCH(int, addMode);
        QFETCH(int, article);
        QFETCH(bool, unitPrices);
        QFETCH(bool, duplicates);
        QFETCH(bool, emptyReadOnce);
        QFETCH(int, skew);
        QFETCH(bool, otherStoreList);
        V variants;
        variants.addMode = V::AddMode(addMode);
        variants.basketArticle = V::BasketArticle(article);
        variants.linePrices = unitPrices ? V::LinePrices::Unit : V::LinePrices::Line;
        variants.duplicateLines = duplicates;
        variants.tokenSkewSeconds = skew;

        QElapsedTimer clock;
        clock.start();
        m_sent = 0;
        m_unnamedMismatches.clear();
        test::FlowFixture f(variants);
        test::Step step("log in");
        QVERIFY2(f.login(), qPrintable(f.why()));
        QList<Added> adds;
        buy(f, step, adds, unitPrices, duplicates, emptyReadOnce, otherStoreList);

        // Whatever became of the adds: the flow needs one client and one customer login, and a
        // token's renewal is due near the end of its lifetime (an hour here), whatever the
        // server's clock says.
        step.next("logins and the next renewal");
        qInfo("%s: %d adds, %d client / %d customer logins, %lld ms", QTest::currentDataTag(), int(adds.size()),
              f.clientLogins(), f.customerLogins(), clock.elapsed());
        QVERIFY(f.clientLogins() >= 1 && f.customerLogins() >= 1);
        const std::optional<QDateTime> renewal = f.session().nextRenewal();
        const qint64 renewalInS = renewal ? QDateTime::currentDateTimeUtc().secsTo(*renewal) : -1;
        QVERIFY2(renewalInS > 600, qPrintable(QStringLiteral("next renewal in %1 s").arg(renewalInS)));
    }

private:
    // The buyer's steps after the login, each depending on the one before: the first failure
    // ends them, and the step names it. `adds` collects every add made.
    void buy(test::FlowFixture &f, test::Step &step, QList<Added> &adds, bool unitPrices, bool duplicates,
             bool emptyReadOnce, bool otherStoreList)
    {
        const ModelServices services{&f.client(), &f.articles(), nullptr, &f.prices()};

        step.next("search: a pack article and a weight article");
        SearchResultsModel search(services);
        const auto find = [&](const QString &query, bool weight) -> std::optional<values::Article> {
            search.setQuery(query);
            if (!test::waitUntil([&] { return search.state() == SearchResultsModel::State::Idle && search.rowCount() > 0; },
                                 QStringLiteral("search for ") + query))
                return std::nullopt;
            for (int r = 0; r < search.rowCount(); ++r) {
                const auto a = search.index(r, 0).data(SearchResultsModel::ArticleRole).value<values::Article>();
                for (const values::Bundle &b : a.bundles)
                    if (b.isWeightArticle == weight && b.price.articleNet && b.price.articleGross)
                        return a;
            }
            return std::nullopt;
        };
        const auto pack = find(QStringLiteral("kaffee"), false);
        QVERIFY(pack);
        const auto cheese = find(QStringLiteral("gouda"), true);
        QVERIFY(cheese);

        step.next("details: the current bundles and prices of both");
        ArticleDetails details(services);
        const auto read = [&](const QString &variantId, bool weight) -> std::optional<Added> {
            details.load(variantId);
            if (!test::waitUntil([&] { return details.state() == ArticleDetails::State::Idle && details.variantId() == variantId; },
                                 QStringLiteral("details of ") + variantId))
                return std::nullopt;
            for (const values::Bundle &b : details.article().bundles)
                if (b.isWeightArticle == weight && b.price.articleNet && b.price.articleGross)
                    return Added{b.bundleId, variantId, values::Decimal(), b.price};
            return std::nullopt;
        };
        auto packAdd = read(pack->variantId, false);
        QVERIFY(packAdd);
        auto cheeseAdd = read(cheese->variantId, true);
        QVERIFY(cheeseAdd);
        packAdd->quantity = values::Decimal::fromInt(2);
        cheeseAdd->quantity = *values::Decimal::parse(u"1.5");

        step.next("add 2 packs");
        QCOMPARE(finalState(f, addOnce(f, *packAdd)), AddState::Confirmed);
        adds.append(*packAdd);
        QCOMPARE(m_sent, 1);

        // The second add, with an odd basket read right after it when the row asks for one:
        // the line already shown must not vanish meanwhile.
        step.next("add 1.5 kg");
        if (emptyReadOnce)
            f.emptyBasketReadAfterNextAdd();
        QSignalSpy lineCounts(&f.basket(), &BasketModel::lineCountChanged);
        const quint64 second = addOnce(f, *cheeseAdd);
        adds.append(*cheeseAdd);
        QCOMPARE(m_sent, 2);
        if (emptyReadOnce && finalState(f, second) == AddState::Accepted) {
            // Accepted while the basket could not show it: a later read settles it (the buyer
            // refreshes; an asynchronous server may need a moment to show the line).
            int refreshes = 0;
            while (refreshes < 5 && !f.states(second).contains(AddState::Confirmed)) {
                ++refreshes;
                f.basket().refresh();
                (void)f.awaitState(second, AddState::Confirmed, 1000);
            }
            qInfo("%s: the add went %s, %d refresh(es)", QTest::currentDataTag(),
                  qPrintable(QDebug::toString(f.states(second))), refreshes);
            QCOMPARE(finalState(f, second), AddState::Confirmed);
        } else {
            QCOMPARE(finalState(f, second), AddState::Confirmed);
        }
        for (const QList<QVariant> &c : std::as_const(lineCounts))
            QVERIFY2(c.constFirst().toInt() > 0, "the basket's lines vanished during the add");

        step.next("the basket after the two adds");
        checkBoth(f, adds, duplicates);
        if (QTest::currentTestFailed())
            return;

        // A personal list of the chosen store to the basket: its first rows, one add each.
        step.next("add a personal list");
        PersonalListsModel lists(services);
        lists.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(lists.rowCount() > 0, 15000);
        int listRow = -1;
        for (int r = 0; r < lists.rowCount(); ++r)
            if ((lists.index(r).data(PersonalListsModel::StoreIdRole).toString() == f.client().context().storeId) != otherStoreList)
                listRow = r;
        QVERIFY(listRow >= 0);
        ListItemsModel items(services, &lists);
        items.load(lists.listIdAt(listRow));
        QTRY_VERIFY_WITH_TIMEOUT(items.count() > 0 && items.state() == ListItemsModel::State::Idle, 15000);
        // Three articles (each row starts with a quantity on the article's suggested pack only).
        QModelIndexList selection;
        for (int r = 0; r < items.count() && selection.size() < 3; ++r)
            if (!items.quantityAt(r).isZero())
                selection.append(items.index(r, ListItemsModel::ArticleColumn));
        QVERIFY(!selection.isEmpty());
        items.setQuantity(selection.constFirst().row(), values::Decimal::fromInt(2));
        const QList<BasketAdd> listAdds = items.basketAdds(selection);
        qInfo("%s: list \"%s\" of store %s, %d rows, %d adds", QTest::currentDataTag(), qPrintable(items.name()),
              qPrintable(lists.index(listRow).data(PersonalListsModel::StoreIdRole).toString()), items.count(), int(listAdds.size()));
        QVERIFY(!listAdds.isEmpty());
        QHash<QString, int> countBefore;
        for (const BasketAdd &a : listAdds)
            countBefore[a.bundleId] = f.server().addItemRequestCount(a.bundleId);
        const int totalBefore = f.server().addItemRequestCount();
        const QList<quint64> tickets = items.addToBasket(&f.basket(), selection);
        QCOMPARE(tickets.size(), listAdds.size());
        for (int k = 0; k < tickets.size(); ++k) {
            AWAITED(f.awaitFinal(tickets.at(k)));
            QVERIFY2(f.states(tickets.at(k)).constLast() == AddState::Confirmed,
                     qPrintable(QStringLiteral("list add %1 ended %2: %3")
                                    .arg(k)
                                    .arg(int(f.states(tickets.at(k)).constLast()))
                                    .arg(f.lastMessage(tickets.at(k)))));
            int row = -1;
            for (const QModelIndex &i : std::as_const(selection))
                if (items.bundleAt(i.row()) && items.bundleAt(i.row())->bundleId == listAdds.at(k).bundleId)
                    row = i.row();
            QVERIFY(row >= 0);
            const values::Bundle *b = items.bundleAt(row);
            values::SellingPriceInfo price = b->price;
            if (otherStoreList) {
                // The list shows its own store's prices; the basket is the current store's.
                values::Article here;
                AWAITED(test::awaitJob(f.client().article(items.articleAt(row)->variantId),
                                       QStringLiteral("the article at the current store"),
                                       [&](api::ArticleJob *job) { here = job->result(); }));
                QVERIFY(here.bundle(b->bundleId));
                price = here.bundle(b->bundleId)->price;
            }
            adds.append(Added{b->bundleId, items.articleAt(row)->variantId, listAdds.at(k).quantity, price});
        }
        QCOMPARE(f.server().addItemRequestCount() - totalBefore, listAdds.size());
        for (auto it = countBefore.cbegin(); it != countBefore.cend(); ++it) {
            const auto n = std::count_if(listAdds.cbegin(), listAdds.cend(), [&](const BasketAdd &a) { return a.bundleId == it.key(); });
            QCOMPARE(f.server().addItemRequestCount(it.key()) - it.value(), int(n));
        }

        step.next("the basket after the list");
        checkBoth(f, adds, duplicates);
        if (QTest::currentTestFailed())
            return;

        // Unit prices of lines the app cannot name, from the lines' own figures.
        step.next("unit prices of the lines without names");
        qInfo("%s: %d unit price(s) of unnamed lines differ from the catalogue", QTest::currentDataTag(), int(m_unnamedMismatches.size()));
        for (const QString &m : std::as_const(m_unnamedMismatches))
            qInfo("  %s", qPrintable(m));
        if (!unitPrices)
            QEXPECT_FAIL("", "a unit gross worked out from a line gross can be a cent off the catalogue; the app marks it with ≈ and a tooltip", Continue);
        QVERIFY2(m_unnamedMismatches.isEmpty(), qPrintable(m_unnamedMismatches.join(u'\n')));
    }
};

QTEST_MAIN(TestCoreFlow)
#include "tst_coreflow.moc"
