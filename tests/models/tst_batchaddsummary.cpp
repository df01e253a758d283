// The summary before several lines go to the basket at once: lines, packs and kilograms apart,
// the gross total of the known prices (unknown ones counted, never 0), the deposit at the rate
// the basket's line shows, the packs the basket holds now and after the add (two lines of one
// pack on one entry), the large lines; and the holdings read from a basket model's roles.

#include "models/BasketModel.h"
#include "models/BasketQuantities.h"
#include "models/BatchAddSummary.h"
#include "tests/common/TestEnv.h"

#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

using namespace webshop;
using namespace webshop::models;
using values::Decimal;

namespace {
Decimal dec(const char *text)
{
    return *Decimal::parse(QString::fromLatin1(text));
}

BatchAddLine line(const char *bundle, const char *amount, const char *gross, bool weight = false, bool large = false,
                  const char *net = nullptr)
{
    BatchAddLine l;
    l.intent.unitNet = net ? std::optional(dec(net)) : std::nullopt;
    l.intent.bundleId = QString::fromLatin1(bundle);
    l.intent.name = QStringLiteral("Article ") + l.intent.bundleId;
    l.intent.pack = QStringLiteral("Case of 6");
    l.intent.amount = dec(amount);
    l.intent.unitGross = gross ? std::optional(dec(gross)) : std::nullopt;
    l.intent.currency = QStringLiteral("EUR");
    l.weight = weight;
    l.large = large;
    return l;
}

// A basket table with the roles BasketModel gives (bundle id, quantity, line deposit net and
// gross at 19 %).
void addBasketRow(QStandardItemModel &m, const QString &bundle, const char *quantity, const char *deposit)
{
    auto *item = new QStandardItem;
    item->setData(bundle, BasketModel::BundleIdRole);
    item->setData(QVariant::fromValue(dec(quantity)), BasketModel::QuantityRole);
    if (deposit) {
        item->setData(QVariant::fromValue(dec(deposit)), BasketModel::DepositNetRole);
        item->setData(QVariant::fromValue(dec(deposit) + values::vatOn(dec(deposit), {1900, true})), BasketModel::DepositGrossRole);
    }
    m.appendRow(item);
}
} // namespace

class TestBatchAddSummary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void countsPacksAndKilogramsApart()
    {
        const BatchAddSummary s = BatchAddSummary::of(
            {line("1", "3", "2.50"), line("2", "1.5", "10.00", true), line("3", "2", nullptr), line("4", "0.25", "8.00", true)}, {});
        QCOMPARE(s.lines, 4);
        QCOMPARE(s.packLines, 2);
        QCOMPARE(s.packs, Decimal::fromInt(5));
        QCOMPARE(s.weightLines, 2);
        QCOMPARE(s.kilograms, dec("1.75"));
        QCOMPARE(s.gross, dec("24.50")); // 7.50 + 15.00 + 2.00; the unknown price not as 0
        QCOMPARE(s.unknownPriceLines, 1);
        QCOMPARE(s.deposit, Decimal());
        QCOMPARE(s.depositUnknownLines, 4); // no pack in the basket: its deposit is not known
        QVERIFY(s.inBasket.isEmpty());
        QVERIFY(!s.hasLarge());
        QCOMPARE(s.currency, QStringLiteral("EUR"));
    }

    void packsTheBasketHoldsBeforeAndAfter()
    {
        BasketHoldings basket;
        // 2 crates, 3.30 net deposit each (7.85 gross for both, at 19 %)
        basket.insert(QStringLiteral("1"), {Decimal::fromInt(2), dec("6.60"), dec("7.85"), {}});
        basket.insert(QStringLiteral("2"), {dec("2.5"), dec("0"), dec("0"), {}});
        basket.insert(QStringLiteral("9"), {Decimal::fromInt(1), std::nullopt, std::nullopt, {}}); // not in this add
        // The crate at 4.20 net, 5.00 gross (19 %).
        const BatchAddSummary s = BatchAddSummary::of({line("1", "3", "5.00", false, false, "4.20"), line("2", "1.5", "10.00", true),
                                                       line("3", "1", "1.00"), line("1", "1", "5.00", false, false, "4.20")},
                                                      basket);
        QCOMPARE(s.inBasket.size(), 2);
        const BatchAddSummary::InBasket &crates = s.inBasket.at(0);
        QCOMPARE(crates.bundleId, QStringLiteral("1"));
        QCOMPARE(crates.now, Decimal::fromInt(2));
        QCOMPARE(crates.after, Decimal::fromInt(6)); // both lines of the pack on top
        QCOMPARE(crates.lines, 2);
        QCOMPARE(crates.name, QStringLiteral("Article 1"));
        const BatchAddSummary::InBasket &gouda = s.inBasket.at(1);
        QVERIFY(gouda.weight);
        QCOMPARE(gouda.now, dec("2.5"));
        QCOMPARE(gouda.after, dec("4"));
        QCOMPARE(gouda.lines, 1);
        // Deposit at the basket's rate: 3 crates 9.90 + 1.88 VAT, 1 crate 3.30 + 0.63; the weight
        // pack has none; pack 3 unknown.
        QCOMPARE(s.deposit, dec("15.71"));
        QCOMPARE(s.depositUnknownLines, 1);
        // 3 crates: 12.60 net + 2.39 VAT (not 3 × 5.00), 15.00, 1.00, 1 crate 5.00.
        QCOMPARE(s.gross, dec("35.99"));
        QCOMPARE(s.grossWithDeposit(), dec("51.70"));
    }

    void largeLinesNamed()
    {
        const BatchAddSummary s = BatchAddSummary::of({line("1", "2", "1.00"), line("2", "30", "4.00", false, true)}, {});
        QCOMPARE(s.large.size(), 1);
        QCOMPARE(s.large.at(0).index, 1);
        QCOMPARE(s.large.at(0).amount, Decimal::fromInt(30));
        QCOMPARE(s.large.at(0).gross, std::optional(dec("120.00")));
    }

    void holdingsFromTheBasketRoles()
    {
        QStandardItemModel m;
        addBasketRow(m, QStringLiteral("A"), "2", "1.00");
        addBasketRow(m, QStringLiteral("A"), "1", "0.50"); // the same pack on a second line: summed
        addBasketRow(m, QStringLiteral("B"), "1.5", nullptr);
        addBasketRow(m, QString(), "4", nullptr);           // not resolved yet: left out
        const BasketHoldings h = readBasketHoldings(&m);
        QCOMPARE(h.size(), 2);
        QCOMPARE(h.value(QStringLiteral("A")).quantity, Decimal::fromInt(3));
        QCOMPARE(h.value(QStringLiteral("A")).depositNet, std::optional(dec("1.50")));
        QCOMPARE(h.value(QStringLiteral("A")).depositGross, std::optional(dec("1.79")));
        QCOMPARE(h.value(QStringLiteral("A")).depositPerUnit(), std::optional(dec("0.50")));
        QVERIFY(!h.value(QStringLiteral("B")).depositGross);
        QVERIFY(!h.value(QStringLiteral("B")).depositPerUnit());
    }

    void quantitiesFollowTheBasket()
    {
        QStandardItemModel m;
        BasketQuantities q;
        q.setBasket(&m);
        QSignalSpy changed(&q, &BasketQuantities::changed);
        QVERIFY(!q.quantity(QStringLiteral("A")));
        addBasketRow(m, QStringLiteral("A"), "2", nullptr);
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(q.quantity(QStringLiteral("A")), std::optional(Decimal::fromInt(2)));
        m.item(0)->setData(QVariant::fromValue(Decimal::fromInt(5)), BasketModel::QuantityRole);
        QTRY_COMPARE(changed.count(), 2);
        QCOMPARE(q.quantity(QStringLiteral("A")), std::optional(Decimal::fromInt(5)));
        m.clear();
        QTRY_COMPARE(changed.count(), 3);
        QVERIFY(!q.quantity(QStringLiteral("A")));
    }
};

QTEST_MAIN(TestBatchAddSummary)
#include "tst_batchaddsummary.moc"
