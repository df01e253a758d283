// The batch summary through the real window on the embedded backend, by keyboard: "Add all" of
// a 30-line list asks first with the number of lines, packs and kilograms, the gross total and
// the packs the basket holds already ("… 2 in the basket → 3 after this add"); Esc sends
// nothing (the server receives no add), Enter sends all 30, each once. One line is not asked.
// Every list line says what the basket holds of its pack, and follows the basket. The dialog
// fits a 1024×700 window and a 1440×900 one, nothing cut.

#include "app/demo/DemoServer.h"
#include "models/BasketQuantities.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/BatchAddSummary.h"
#include "ui/ListsPage.h"
#include "ui/MainWindow.h"
#include "ui/Theme.h"

#include <QDir>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QTest>

using namespace webshop;
using IM = models::ListItemsModel;

namespace {
constexpr int kNet = 30000;
} // namespace

class TestBatchAddUi : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    bool start(QSize size)
    {
        QSettings().clear();
        fx = std::make_unique<test::UiFixture>();
        demo::DemoOptions options;
        options.prefillDemoBasket = true; // a few packs of the kitchen's list are in the basket
        if (!fx->startServer(options))
            return false;
        fx->session.login(fx->demoCredentials());
        if (!QTest::qWaitFor([&] { return !fx->session.deliveryAddresses().isEmpty(); }, kNet))
            return false;
        fx->session.selectAddress(0);
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(size);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return false;
        QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier); // the lists, by their shortcut
        return w->isShowing<ui::ListsPage>()
            && QTest::qWaitFor([&] { return fx->listItems.count() > 0 && fx->sync.hasBasket() && !w->isBusy(); }, kNet);
    }

    ui::ListsPage *page() const { return w->page<ui::ListsPage>(); }

    // The open summary, once it shows.
    ui::BatchAddSummary *summaryShown() const
    {
        ui::BatchAddSummary *box = nullptr;
        const bool shown = QTest::qWaitFor([&] { return (box = w->findChild<ui::BatchAddSummary *>()) && box->isVisible(); }, kNet);
        return shown ? box : nullptr;
    }

    // "Add all to basket" from the keyboard: focused, Space.
    void pressAddAll()
    {
        auto *button = page()->findChild<QPushButton *>(QStringLiteral("addAllButton"));
        button->setFocus(Qt::TabFocusReason);
        QTest::keyClick(button, Qt::Key_Space);
    }

    // The packs of the list the basket holds, with the quantity it holds.
    QHash<QString, values::Decimal> heldPacks() const
    {
        const models::BasketHoldings basket = models::readBasketHoldings(&fx->basket);
        QHash<QString, values::Decimal> held;
        for (int row = 0; row < fx->listItems.rowCount(); ++row) {
            const QString bundle = fx->listItems.index(row, 0).data(IM::BundleIdRole).toString();
            if (basket.contains(bundle))
                held.insert(bundle, basket.value(bundle).quantity);
        }
        return held;
    }

    // Saved when WEBSHOP_SHOTS_DIR is set, to look at.
    static void shoot(QWidget *widget, const QString &name)
    {
        const QString dir = qEnvironmentVariable("WEBSHOP_SHOTS_DIR");
        if (!dir.isEmpty())
            widget->window()->grab().save(QDir(dir).filePath(name));
    }

    // Every label of the dialog inside it and as large as its text needs (the list of packs in
    // the basket scrolls when long).
    static bool nothingCut(const ui::BatchAddSummary *box)
    {
        const QWidget *scroll = box->findChild<QWidget *>(QStringLiteral("batchAddInBasket"));
        for (const QLabel *label : box->findChildren<QLabel *>()) {
            if (!label->isVisible() || (scroll && scroll->isAncestorOf(label)))
                continue;
            const QRect inBox(label->mapTo(box, QPoint(0, 0)), label->size());
            const int needed = label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().height();
            if (!box->rect().contains(inBox) || needed > label->height() + 1
                || (!label->wordWrap() && label->sizeHint().width() > label->width() + 1)) {
                qWarning() << "cut:" << label->text() << inBox << box->rect() << needed;
                return false;
            }
        }
        return true;
    }

    // Keys go where the dialog's focus is (Enter: its default button).
    static QWidget *keyTarget(QWidget *dialog) { return dialog->focusWidget() ? dialog->focusWidget() : dialog; }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QCoreApplication::setApplicationName(QStringLiteral("webshop-desktop-tests-batchadd"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void cleanup()
    {
        ui::BatchAddSummary::setNextAnswer(ui::BatchAddSummary::Answer::Ask);
        w.reset();
        fx.reset();
    }

    void thirtyLinesAskedFirst_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x700") << QSize(1024, 700);
        QTest::newRow("1440x900") << QSize(1440, 900);
    }
    void thirtyLinesAskedFirst()
    {
        QFETCH(QSize, size);
        QVERIFY(start(size));
        QCOMPARE(fx->listItems.count(), 30);
        const QHash<QString, values::Decimal> held = heldPacks();
        QVERIFY2(!held.isEmpty(), "the demo basket holds packs of the kitchen's list");
        // The lines say so before anything is added.
        for (int row = 0; row < fx->listItems.rowCount(); ++row) {
            const QModelIndex line = fx->listItems.index(row, 0);
            const QString bundle = line.data(IM::BundleIdRole).toString();
            QCOMPARE(line.data(IM::InBasketRole).isValid(), held.contains(bundle));
            if (held.contains(bundle))
                QCOMPARE(line.data(IM::InBasketRole).value<values::Decimal>(), held.value(bundle));
        }
        fx->server()->resetAudit();

        // Esc: nothing is sent.
        pressAddAll();
        QPointer<ui::BatchAddSummary> box = summaryShown();
        QVERIFY(box);
        QVERIFY(box->isModal() || box->windowModality() == Qt::WindowModal);
        QCOMPARE(box->focusWidget(), box->addButton()); // Enter adds
        QVERIFY2(box->figuresText().startsWith(ui::BatchAddSummary::tr("Lines") + QStringLiteral(": 30")),
                 qPrintable(box->figuresText()));
        QVERIFY2(box->figuresText().contains(ui::BatchAddSummary::tr("Gross total")), qPrintable(box->figuresText()));
        QCOMPARE(box->inBasketLines().size(), held.size());
        for (const QString &line : box->inBasketLines())
            QVERIFY2(line.contains(QStringLiteral(" in the basket → ")) && line.endsWith(QStringLiteral(" after this add")),
                     qPrintable(line));
        auto *cannot = box->findChild<QLabel *>(QStringLiteral("batchAddCannotRemove"));
        QVERIFY(cannot && cannot->isVisible());
        QCOMPARE(cannot->text(), ui::BatchAddSummary::tr("The app cannot remove lines or lower quantities afterwards."));
        QVERIFY(w->geometry().contains(box->frameGeometry()) || box->height() <= w->height());
        QVERIFY(nothingCut(box));
        // A few packs in the basket: every one in full, no scrolling.
        auto *inBasket = box->findChild<QScrollArea *>(QStringLiteral("batchAddInBasket"));
        QVERIFY(inBasket && inBasket->isVisible());
        QTRY_VERIFY(inBasket->widget()->height() <= inBasket->viewport()->height() + 1);
        shoot(box, QStringLiteral("batchadd-%1x%2.png").arg(size.width()).arg(size.height()));
        QTest::keyClick(keyTarget(box), Qt::Key_Escape);
        QTRY_VERIFY(!box);
        // Nothing was handed to the basket queue (an add is queued, and written down, at once).
        QCoreApplication::processEvents();
        QCOMPARE(fx->sync.openAddCount(), 0);
        QCOMPARE(fx->server()->addItemRequestCount(), 0);
        QVERIFY(fx->server()->appliedAdds().isEmpty());
        QVERIFY(!fx->sync.isBusy());

        // Enter: each line once.
        pressAddAll();
        box = summaryShown();
        QVERIFY(box);
        QTest::keyClick(keyTarget(box), Qt::Key_Return);
        QTRY_VERIFY(!box);
        QTRY_VERIFY_WITH_TIMEOUT(fx->server()->addItemRequestCount() == 30 && !page()->isBusy() && !fx->sync.isBusy(), 120000);
        for (int row = 0; row < fx->listItems.rowCount(); ++row) {
            const QModelIndex line = fx->listItems.index(row, 0);
            const QString bundle = line.data(IM::BundleIdRole).toString();
            QCOMPARE(fx->server()->addItemReceipts(bundle), 1);
            // The line follows the basket: what it held, plus this add.
            const values::Decimal expected = held.value(bundle) + fx->listItems.quantityAt(row);
            QTRY_COMPARE(line.data(IM::InBasketRole).value<values::Decimal>(), expected);
        }
    }

    void oneLineIsNotAsked()
    {
        QVERIFY(start(QSize(1280, 800)));
        for (int row = 0; row < fx->listItems.rowCount(); ++row)
            QVERIFY(fx->listItems.setQuantity(row, row == 0 ? values::Decimal::fromInt(1) : values::Decimal()));
        fx->server()->resetAudit();
        pressAddAll();
        QTRY_VERIFY_WITH_TIMEOUT(fx->server()->addItemRequestCount() == 1 && !page()->isBusy(), kNet);
        QVERIFY(!w->findChild<ui::BatchAddSummary *>());
    }
};

QTEST_MAIN(TestBatchAddUi)
#include "tst_batchadd_ui.moc"
