#pragma once

// The order guide UI tests' shared start: the real window over the embedded demo backend on
// loopback, the kitchen's 30-line list shown, and a guide made of it (tst_guide_ui,
// tst_guidefiles_ui).

#include "app/control/OrderGuideController.h"
#include "app/demo/DemoServer.h"
#include "models/GuideModel.h"
#include "tests/ui/UiFixture.h"
#include "ui/GuidePage.h"
#include "ui/ListsPage.h"
#include "ui/MainWindow.h"

#include <QApplication>
#include <QSettings>
#include <QTest>
#include <QToolButton>

namespace webshop::test {

class GuideFixture
{
public:
    static constexpr int kNet = 30000;
    using IM = models::ListItemsModel;

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    control::OrderGuideController *guides() const { return fx->services().guides; }
    ui::GuidePage *page() const { return w->page<ui::GuidePage>(); }

    // The window signed in to the demo shop, on the lists page with the first list shown.
    bool start()
    {
        QSettings().clear();
        fx = std::make_unique<test::UiFixture>();
        demo::DemoOptions options;
        if (!fx->startServer(options))
            return false;
        fx->session.login(fx->demoCredentials());
        if (!QTest::qWaitFor([&] { return !fx->session.deliveryAddresses().isEmpty(); }, kNet))
            return false;
        fx->session.selectAddress(0);
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1440, 900);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return false;
        QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
        return QTest::qWaitFor([&] { return fx->listItems.count() > 0 && fx->sync.hasBasket() && !w->isBusy(); }, kNet);
    }

    // The list shown, as a guide: pars 2…6 packs, 2.5 kg with a 0.5 kg step for weight lines,
    // positions in the reverse of the list's order (the walk differs from the list).
    values::OrderGuide seedGuide() const
    {
        values::OrderGuide g;
        g.listId = fx->listItems.listId();
        g.listName = fx->listItems.name();
        for (int row = fx->listItems.rowCount() - 1; row >= 0; --row) {
            const QModelIndex i = fx->listItems.index(row, 0);
            values::GuideLine l;
            l.bundleId = i.data(IM::BundleIdRole).toString();
            l.variantId = i.data(IM::VariantIdRole).toString();
            l.name = i.data(IM::NameRole).toString();
            l.weight = i.data(IM::WeightArticleRole).toBool();
            l.par = l.weight ? values::Decimal::fromUnits(25000) : values::Decimal::fromInt(2 + row % 5);
            if (l.weight)
                l.step = values::Decimal::fromUnits(5000);
            l.shelf = QStringLiteral("Shelf %1").arg(fx->listItems.rowCount() - row, 2, 10, QLatin1Char('0'));
            g.lines << l;
        }
        return g;
    }

    // "Use as Order Guide" from the keyboard, then the guide's 30 lines on screen.
    bool openGuide()
    {
        auto *button = w->page<ui::ListsPage>()->findChild<QToolButton *>(QStringLiteral("listsUseAsGuide"));
        if (!button || !button->isEnabled())
            return false;
        button->setFocus(Qt::TabFocusReason);
        QTest::keyClick(button, Qt::Key_Space);
        return w->isShowing<ui::GuidePage>()
            && QTest::qWaitFor([&] { return page()->model()->rowCount() == fx->listItems.count() && !w->isBusy(); }, kNet);
    }


    void stop()
    {
        if (fx && guides())
            guides()->setClock({});
        w.reset();
        fx.reset();
    }

    // The field that has the focus now (an open cell).
    static QWidget *focused() { return QApplication::focusWidget(); }
    static qint64 thousandths(values::Decimal d) { return d.units() / (values::Decimal::kScale / 1000); }
};

} // namespace webshop::test
