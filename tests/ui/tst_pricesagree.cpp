// One line, one price: the demo basket's every line and total, as the basket shows them, are
// what the quick order (the same lines, typed from the basket), the store comparison (the
// current store's column) and the order sheet (of the quick order) show, to the cent. And a
// line the basket does not hold yet (twice each basket line's quantity) costs in the quick
// order what the demo backend will charge for it; the article pane shows a crate's deposit
// before it is added, and prices the add with it. Amounts are read from the models and widgets
// the screens show, in cents.

#include "app/control/QuickOrder.h"
#include "app/control/StoreComparison.h"
#include "app/demo/DemoAccounts.h"
#include "app/demo/DemoBasket.h"
#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoServer.h"
#include "models/OrderSheet.h"
#include "models/QuickOrderModel.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "models/MoneyFormat.h"
#include "ui/ArticleDetailsPane.h"
#include "ui/BundleRow.h"
#include "ui/CataloguePage.h"
#include "ui/MainWindow.h"
#include "ui/BasketPage.h"
#include "ui/ComparisonLauncher.h"
#include "ui/StoreComparisonDialog.h"
#include "ui/Theme.h"

#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using namespace Qt::StringLiterals;
using BM = models::BasketModel;
using QM = models::QuickOrderModel;

namespace {

constexpr int kNet = 20000;

// One line's figures in cents; -1: not shown.
struct Figures
{
    qint64 net = -1, vat = -1, deposit = -1, gross = -1;
    friend bool operator==(const Figures &, const Figures &) = default;
};

QString text(const Figures &f)
{
    return QStringLiteral("net %1, VAT %2, deposit %3, gross %4").arg(f.net).arg(f.vat).arg(f.deposit).arg(f.gross);
}

qint64 cents(const QVariant &v)
{
    return v.isValid() && v.canConvert<values::Decimal>() ? v.value<values::Decimal>().toCentsRounded() : -1;
}

qint64 cents(const values::OptionalMoney &m)
{
    return m ? m->amount.toCentsRounded() : -1;
}

qint64 cents(const std::optional<values::Decimal> &d)
{
    return d ? d->toCentsRounded() : -1;
}

} // namespace

class TestPricesAgree : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    void signInWithBasket()
    {
        demo::DemoOptions options;
        options.prefillDemoBasket = true;
        QVERIFY(fx->startServer(options));
        QSignalSpy loggedIn(&fx->session, &auth::Session::loggedIn);
        fx->session.login(fx->demoCredentials());
        QTRY_VERIFY_WITH_TIMEOUT(!loggedIn.isEmpty(), kNet);
        fx->session.selectAddress(0);
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1440, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        w->showPage<ui::BasketPage>();
        fx->basket.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.hasBasket() && !fx->basket.isBusy() && fx->basket.lineCount() > 0, kNet);
        for (int row = 0; row < fx->basket.rowCount(); ++row)
            QTRY_VERIFY_WITH_TIMEOUT(fx->basket.index(row, 0).data(BM::ResolvedRole).toBool(), kNet);
    }

    Figures basketLine(int row) const
    {
        const QModelIndex i = fx->basket.index(row, 0);
        return {cents(i.data(BM::LineNetRole)), cents(i.data(BM::VatRole)), cents(i.data(BM::DepositNetRole)),
                cents(i.data(BM::LineGrossRole))};
    }

    Figures basketTotals() const
    {
        const values::TotalPrice &t = fx->basket.totals();
        return {cents(t.netTotal), cents(t.vatTotal), cents(t.emptiesNet), cents(t.grossTotal)};
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void init()
    {
        QSettings().clear();
        fx = std::make_unique<test::UiFixture>();
    }

    void cleanup()
    {
        w.reset();
        fx.reset();
    }

    void everyScreenShowsTheBasketsFigures()
    {
        signInWithBasket();
        const int rows = fx->basket.rowCount();
        const auto catalogue = demo::DemoCatalogue::create();
        QCOMPARE(rows, int(demo::DemoAccounts::demoBasketLines(*catalogue).size()));
        bool anyDeposit = false;
        for (int row = 0; row < rows; ++row)
            anyDeposit = anyDeposit || basketLine(row).deposit > 0;
        QVERIFY(anyDeposit); // the water and the beer crates
        QStringList differ; // every figure that is not the basket's, said at the end

        // The quick order, typed from the basket (order again): every line and the totals.
        control::QuickOrder *quick = fx->graph->services().quickOrder;
        quick->fillFromBasket();
        const QM *grid = quick->model();
        QTRY_COMPARE_WITH_TIMEOUT(grid->filledCount(), rows, kNet);
        for (int row = 0; row < rows; ++row)
            QTRY_VERIFY_WITH_TIMEOUT(grid->line(row).isResolved(), kNet);
        for (int row = 0; row < rows; ++row) {
            const Figures basket = basketLine(row);
            const QModelIndex i = grid->index(row, 0);
            QCOMPARE(i.data(QM::BundleIdRole).toString(), fx->basket.index(row, 0).data(BM::BundleIdRole).toString());
            const Figures shown{cents(i.data(QM::LineNetRole)), basket.vat, basket.deposit, cents(i.data(QM::LineGrossRole))};
            if (shown != basket)
                differ << QStringLiteral("quick order line %1 (%2): %3; basket: %4")
                              .arg(row).arg(grid->line(row).pick.name, text(shown), text(basket));
        }
        const Figures totals = basketTotals();
        if (cents(grid->totalNet()) != totals.net || cents(grid->totalGross()) != totals.gross)
            differ << QStringLiteral("quick order totals: net %1, gross %2; basket: %3")
                          .arg(cents(grid->totalNet())).arg(cents(grid->totalGross())).arg(text(totals));

        // The order sheet of the quick order: every column of every line, and the totals.
        const QList<models::SheetLine> sheet = models::quickOrderSheetLines(*grid);
        QCOMPARE(sheet.size(), rows);
        for (int row = 0; row < rows; ++row) {
            const models::SheetLine &l = sheet.at(row);
            const Figures printed{cents(l.net), cents(l.vat), cents(l.deposit), cents(l.gross)};
            if (printed != basketLine(row))
                differ << QStringLiteral("order sheet line %1 (%2): %3; basket: %4")
                              .arg(row).arg(l.name, text(printed), text(basketLine(row)));
        }
        const models::SheetTotals sums = models::sumSheetLines(sheet);
        const Figures printedTotals{cents(sums.net), cents(sums.vat), cents(sums.deposit), cents(sums.gross)};
        if (printedTotals != totals)
            differ << u"order sheet totals: "_s + text(printedTotals) + u"; basket: "_s + text(totals);
        // The basket's own sheet prints the server's totals.
        const models::SheetTotals basketSheet = models::basketSheetTotals(fx->basket);
        QCOMPARE((Figures{cents(basketSheet.net), cents(basketSheet.vat), cents(basketSheet.deposit), cents(basketSheet.gross)}),
                 totals);

        // The store comparison of the basket: the current store's column prices the goods (the
        // deposit stands in a column of its own) as the basket does, line by line.
        w->activateWindow();
        QTest::keyClick(w.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(w->comparison()->dialog());
        const control::StoreComparison *comparison = fx->graph->services().storeComparison;
        QTRY_VERIFY_WITH_TIMEOUT(!comparison->isRunning() && comparison->lines().size() == rows, kNet);
        int current = -1;
        for (int s = 0; s < comparison->stores().size(); ++s)
            if (comparison->stores().at(s).current)
                current = s;
        QVERIFY(current >= 0);
        for (int row = 0; row < rows; ++row) {
            const Figures basket = basketLine(row);
            const QModelIndex i = fx->basket.index(row, 0);
            const qint64 depositGross = qMax<qint64>(0, cents(i.data(BM::DepositGrossRole)));
            const control::StoreCell &cell = comparison->lines().at(row).cells.at(current);
            QCOMPARE(cell.state, control::StoreCell::State::Priced);
            const qint64 goodsNet = basket.net - qMax<qint64>(0, basket.deposit);
            const qint64 goodsGross = basket.gross - depositGross;
            if (cents(cell.lineNet) != goodsNet || cents(cell.lineGross) != goodsGross)
                differ << QStringLiteral("comparison line %1 (%2): net %3, gross %4; basket's goods: net %5, gross %6")
                              .arg(row).arg(comparison->lines().at(row).name)
                              .arg(cents(cell.lineNet)).arg(cents(cell.lineGross)).arg(goodsNet).arg(goodsGross);
        }
        QVERIFY2(differ.isEmpty(), qPrintable(u"\n"_s + differ.join(u'\n')));
    }

    // The article pane, before anything is added: the water crate the basket holds shows its
    // deposit per pack, and the add's preview is what the server charges for one crate with it.
    void paneShowsTheDepositBeforeAdding()
    {
        signInWithBasket();
        const auto catalogue = demo::DemoCatalogue::create();
        const demo::DemoStore *store = demo::DemoCatalogue::store(QStringLiteral("0012"));
        QString crate;
        for (int row = 0; row < fx->basket.rowCount() && crate.isEmpty(); ++row)
            if (basketLine(row).deposit > 0)
                crate = fx->basket.index(row, 0).data(BM::BundleIdRole).toString();
        QVERIFY(!crate.isEmpty());
        const demo::DemoArticle *article = nullptr;
        const demo::DemoBundle *bundle = catalogue->bundle(crate, &article);
        QVERIFY(bundle && bundle->depositCents > 0);
        w->showPage<ui::CataloguePage>();
        fx->details.load(article->id);
        ui::ArticleDetailsPane *pane = w->page<ui::CataloguePage>()->detailsPane();
        ui::BundleRow *row = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT([&] {
            for (int i = 0; i < pane->bundleRowCount(); ++i)
                if (pane->bundleRow(i)->bundleId() == crate)
                    row = pane->bundleRow(i);
            return row != nullptr;
        }(), kNet);
        const QString deposit = models::formatMoney(fx->prices.locale(), values::Decimal::fromCents(bundle->depositCents), u"EUR");
        auto *label = row->findChild<QLabel *>(QStringLiteral("packDeposit"));
        QVERIFY(label);
        QTRY_VERIFY_WITH_TIMEOUT(label->isVisibleTo(row) && label->text().contains(deposit), kNet);
        const demo::DemoLinePrice one = demo::priceLine(demo::DemoCatalogue::netCents(*bundle, *store), bundle->depositCents,
                                                        article->vatPercent, 1000);
        QCOMPARE(row->total(true)->amount.toCentsRounded(), one.gross);
        QVERIFY2(row->previewText().contains(models::formatMoney(fx->prices.locale(), values::Decimal::fromCents(one.gross), u"EUR"))
                     && row->previewText().contains(models::formatMoney(fx->prices.locale(), values::Decimal::fromCents(one.emptiesGross), u"EUR")),
                 qPrintable(row->previewText()));
    }

    // A line the basket does not hold: twice each basket line's quantity, as typed in the quick
    // order, costs what the demo backend charges for that quantity (its basket arithmetic).
    void previewIsWhatTheServerCharges()
    {
        signInWithBasket();
        const auto catalogue = demo::DemoCatalogue::create();
        const demo::DemoStore *store = demo::DemoCatalogue::store(QStringLiteral("0012"));
        QVERIFY(store);
        const auto lines = demo::DemoAccounts::demoBasketLines(*catalogue);
        control::QuickOrder *quick = fx->graph->services().quickOrder;
        quick->fillFromBasket();
        QM *grid = quick->model();
        QTRY_COMPARE_WITH_TIMEOUT(grid->filledCount(), int(lines.size()), kNet);
        QStringList differ;
        qint64 totalNet = 0, totalGross = 0;
        for (int row = 0; row < lines.size(); ++row) {
            const auto &[bundleId, quantity] = lines.at(row);
            QCOMPARE(grid->line(row).pick.bundleId, bundleId);
            grid->setQuantity(row, *grid->line(row).quantity + *grid->line(row).quantity);
            const demo::DemoArticle *article = nullptr;
            const demo::DemoBundle *bundle = catalogue->bundle(bundleId, &article);
            const demo::DemoLinePrice p = demo::priceLine(demo::DemoCatalogue::netCents(*bundle, *store), bundle->depositCents,
                                                          article->vatPercent, 2 * quantity);
            const QModelIndex i = grid->index(row, 0);
            if (cents(i.data(QM::LineNetRole)) != p.net || cents(i.data(QM::LineGrossRole)) != p.gross)
                differ << QStringLiteral("%1 × 2: net %2, gross %3; the server charges net %4, gross %5")
                              .arg(grid->line(row).pick.name).arg(cents(i.data(QM::LineNetRole)))
                              .arg(cents(i.data(QM::LineGrossRole))).arg(p.net).arg(p.gross);
            totalNet += p.net;
            totalGross += p.gross;
        }
        if (cents(grid->totalNet()) != totalNet || cents(grid->totalGross()) != totalGross)
            differ << QStringLiteral("totals: net %1, gross %2; the server charges net %3, gross %4")
                          .arg(cents(grid->totalNet())).arg(cents(grid->totalGross())).arg(totalNet).arg(totalGross);
        QVERIFY2(differ.isEmpty(), qPrintable(u"\n"_s + differ.join(u'\n')));
    }
};

QTEST_MAIN(TestPricesAgree)
#include "tst_pricesagree.moc"
