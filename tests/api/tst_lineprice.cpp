// The one price arithmetic (LinePrice.h): per line, in cents, VAT on the rounded net, the
// deposit with the article's rate; the rate read from a unit's figures; a basket line's own
// figures taken as they are; sums that never count an unknown as 0.

#include "app/values/LinePrice.h"

#include <QTest>

using namespace webshop::values;

namespace {

Decimal dec(const char *text) { return *Decimal::parse(QString::fromLatin1(text)); }
Money eur(const char *text) { return Money{dec(text), QStringLiteral("EUR")}; }

} // namespace

class TestLinePrice : public QObject
{
    Q_OBJECT

private slots:
    void rateFromUnitFigures_data()
    {
        QTest::addColumn<QString>("net");
        QTest::addColumn<QString>("vat");
        QTest::addColumn<qint64>("hundredths");
        QTest::addColumn<bool>("certain");
        QTest::newRow("19 %") << "7.43" << "1.41" << qint64(1900) << true;
        QTest::newRow("7 %") << "15.29" << "1.07" << qint64(700) << true;
        QTest::newRow("5.5 %") << "100.00" << "5.50" << qint64(550) << true;
        QTest::newRow("0 %") << "3.00" << "0" << qint64(0) << true;
        // 0.49 at 19 % is 0.0931: 0.09; but 18 % (0.0882) gives 0.09 too, and is nearer the
        // ratio 0.09 / 0.49: not certain (a line of it is shown as an estimate).
        QTest::newRow("small net") << "0.49" << "0.09" << qint64(1800) << false;
    }
    void rateFromUnitFigures()
    {
        QFETCH(QString, net);
        QFETCH(QString, vat);
        QFETCH(qint64, hundredths);
        QFETCH(bool, certain);
        const auto rate = vatRateOf(*Decimal::parse(net), *Decimal::parse(vat));
        QVERIFY(rate);
        QCOMPARE(rate->hundredths, hundredths);
        QCOMPARE(rate->certain, certain);
    }

    void vatOnTheRoundedLineNet()
    {
        // The demo's Gouda: 7.49 net, 8.01 gross per kg, 7 %. 2.5 kg: 18.725 -> 18.73 net, VAT
        // 1.3111 -> 1.31, gross 20.04 (the basket's figure); 8.01 × 2.5 would say 20.03.
        const LinePrice demo = computeLine(UnitPrices::of(dec("7.49"), dec("8.01"), QStringLiteral("EUR")), dec("2.5"));
        QCOMPARE(*demo.goodsNet, dec("18.73"));
        QCOMPARE(*demo.goodsVat, dec("1.31"));
        QCOMPARE(*demo.gross, dec("20.04"));
        // 8.01 net per kg, 7 % (8.57 gross): 2.5 kg is 20.03 net (20.025), VAT 1.40, gross 21.43.
        const LinePrice gouda = computeLine(UnitPrices::of(dec("8.01"), dec("8.57"), QStringLiteral("EUR")), dec("2.5"));
        QCOMPARE(*gouda.goodsNet, dec("20.03"));
        QCOMPARE(*gouda.goodsVat, dec("1.40"));
        QCOMPARE(*gouda.gross, dec("21.43"));
        QVERIFY(!gouda.depositKnown);
        QVERIFY(gouda.isEstimate()); // its deposit is not known
        // 1.75 kg at 21.17 net, 7 % (unit gross 22.65): net 37.0475 -> 37.05, VAT 2.59, gross
        // 39.64; unit gross × quantity would be 39.6375 -> 39.64 but 22.65 × 1.75 on 4 digits
        // first must not matter: rounded once.
        const LinePrice salmon = computeLine(UnitPrices::of(dec("21.17"), dec("22.65"), QStringLiteral("EUR")), dec("1.75"));
        QCOMPARE(*salmon.goodsNet, dec("37.05"));
        QCOMPARE(*salmon.goodsVat, dec("2.59"));
        QCOMPARE(*salmon.goodsGross, dec("39.64"));
    }

    void depositWithTheArticlesRate()
    {
        UnitPrices crate = UnitPrices::of(dec("5.82"), dec("6.93"), QStringLiteral("EUR"));
        crate.depositNet = dec("3.30");
        const LinePrice line = computeLine(crate, dec("3"));
        QVERIFY(line.depositKnown);
        QVERIFY(!line.isEstimate());
        QCOMPARE(*line.goodsNet, dec("17.46"));
        QCOMPARE(*line.goodsVat, dec("3.32"));
        QCOMPARE(*line.depositNet, dec("9.90"));
        QCOMPARE(*line.depositVat, dec("1.88"));
        QCOMPARE(*line.depositGross, dec("11.78"));
        QCOMPARE(*line.net, dec("27.36"));
        QCOMPARE(*line.vat, dec("5.20"));
        QCOMPARE(*line.gross, dec("32.56"));
        QVERIFY(line.hasDeposit());
    }

    void grossOnlyIsAnEstimate()
    {
        const LinePrice line = computeLine(UnitPrices::of(std::nullopt, dec("2.00"), QStringLiteral("EUR")), dec("3"));
        QVERIFY(!line.net);
        QCOMPARE(*line.gross, dec("6.00"));
        QVERIFY(!line.rateCertain);
        QVERIFY(line.isEstimate());
    }

    void basketFiguresAsStated()
    {
        BasketItem item;
        item.article = QStringLiteral("1");
        item.quantity = dec("3");
        item.price.netTotal = eur("27.36");
        item.price.vatTotal = eur("5.20");
        item.price.grossTotal = eur("32.56");
        item.price.emptiesNet = eur("9.90");
        item.price.emptiesGross = eur("11.78");
        const LinePrice line = fromBasket(item);
        QCOMPARE(line.source, LinePrice::Source::Basket);
        QVERIFY(!line.isEstimate());
        QCOMPARE(*line.goodsNet, dec("17.46"));
        QCOMPARE(*line.depositVat, dec("1.88"));
        QCOMPARE(*line.goodsGross, dec("20.78"));
        QCOMPARE(*depositPerUnit(item), dec("3.30"));
        item.price.emptiesNet = eur("0");
        QCOMPARE(*depositPerUnit(item), Decimal());
        item.price.emptiesNet.reset();
        QVERIFY(!depositPerUnit(item));
    }

    void totalsNeverCountUnknownAsZero()
    {
        LineTotals t;
        UnitPrices known = UnitPrices::of(dec("1.00"), dec("1.19"), QStringLiteral("EUR"));
        known.depositNet = Decimal();
        t.add(computeLine(known, dec("2")));
        t.add(computeLine(UnitPrices::of(std::nullopt, std::nullopt, QStringLiteral("EUR")), dec("2")));
        QCOMPARE(t.lines, 2);
        QCOMPARE(t.unknownLines, 1);
        QCOMPARE(*t.gross, dec("2.38"));
        QVERIFY(!t.estimate);
        QCOMPARE(*goodsNetTotal(TotalPrice{eur("27.36"), {}, {}, {}, {}, {}, eur("9.90"), {}, {}}), dec("17.46"));
    }
};

QTEST_GUILESS_MAIN(TestLinePrice)
#include "tst_lineprice.moc"
