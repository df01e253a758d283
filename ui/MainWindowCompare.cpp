// Compare Stores: the menu entry, the pages' buttons, the lines they hand over, and the way
// back to the address choice. Nothing here changes the delivery address: the buyer does that
// in the address choice, as always.

#include "ui/MainWindow.h"

#include "app/control/SessionController.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/QuickOrderModel.h"
#include "app/control/QuickOrder.h"
#include "ui/BasketPage.h"
#include "ui/Icons.h"
#include "ui/ListsPage.h"
#include "ui/LoginDialog.h"
#include "ui/StoreComparisonDialog.h"

#include <QAction>
#include <QMenu>

namespace webshop::ui {

namespace {

using BM = models::BasketModel;
using IM = models::ListItemsModel;

api::ComparisonLines basketLines(const BM *basket)
{
    api::ComparisonLines lines;
    for (int row = 0; row < basket->rowCount(); ++row) {
        const QModelIndex i = basket->index(row, 0);
        api::ComparisonLine line;
        line.bundleId = i.data(BM::BundleIdRole).toString();
        if (line.bundleId.isEmpty())
            line.bundleId = i.data(BM::LineIdRole).toString();
        line.variantId = i.data(BM::VariantIdRole).toString();
        line.quantity = i.data(BM::QuantityRole).value<api::Decimal>();
        const QVariant net = i.data(BM::DepositNetRole), gross = i.data(BM::DepositGrossRole);
        if (net.isValid())
            line.depositNet = net.value<api::Decimal>();
        if (gross.isValid())
            line.depositGross = gross.value<api::Decimal>();
        line.depositCurrency = i.data(BM::CurrencyRole).toString();
        const QVariant lineNet = i.data(BM::LineNetRole), lineGross = i.data(BM::LineGrossRole);
        if (lineNet.isValid() && lineGross.isValid()) {
            const auto zero = QVariant::fromValue(api::Decimal());
            line.goodsNet = lineNet.value<api::Decimal>() - (net.isValid() ? net : zero).value<api::Decimal>();
            line.goodsGross = lineGross.value<api::Decimal>() - (gross.isValid() ? gross : zero).value<api::Decimal>();
        }
        lines.append(line);
    }
    return lines;
}

// A list line without a quantity is compared per pack (1).
api::ComparisonLines listLines(const IM *items)
{
    api::ComparisonLines lines;
    for (int row = 0; row < items->rowCount(); ++row) {
        const QModelIndex i = items->index(row, 0);
        api::ComparisonLine line;
        line.bundleId = i.data(IM::BundleIdRole).toString();
        line.variantId = i.data(IM::VariantIdRole).toString();
        const QVariant quantity = i.data(IM::QuantityRole);
        line.quantity = quantity.isValid() && quantity.value<api::Decimal>() > api::Decimal()
            ? quantity.value<api::Decimal>() : api::Decimal::fromInt(1);
        lines.append(line);
    }
    return lines;
}

// The grid's lines that name a pack and a quantity.
api::ComparisonLines gridLines(const models::QuickOrderModel *grid)
{
    api::ComparisonLines lines;
    for (const models::QuickOrderLine &row : grid->lines()) {
        if (!row.isResolved() || !row.quantityFits())
            continue;
        api::ComparisonLine line;
        line.bundleId = row.pick.bundleId;
        line.variantId = row.pick.variantId;
        line.quantity = *row.quantity;
        lines.append(line);
    }
    return lines;
}

} // namespace

void MainWindow::createCompareAction(QMenu *menu)
{
    m_compareAction = menu->addAction(Icons::icon(QStringLiteral("map-pin")), tr("Compare S&tores…"), this,
                                      &MainWindow::compareStores);
    m_compareAction->setObjectName(QStringLiteral("actionCompareStores"));
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
}

StoreComparisonDialog *MainWindow::comparisonDialog() const
{
    return m_comparison;
}

void MainWindow::compareStores()
{
    if (!m_services.session->isSignedIn())
        return;
    const IM *items = m_services.listItems;
    const models::QuickOrderModel *grid = m_services.quickOrder->model();
    if (currentPage() == Page::Lists && items->count() > 0)
        openStoreComparison(listLines(items), tr("The list “%1”").arg(items->name()));
    else if (currentPage() == Page::QuickOrder && !gridLines(grid).isEmpty())
        openStoreComparison(gridLines(grid), tr("The quick order"));
    else
        openStoreComparison(basketLines(m_services.basket), tr("Your basket"));
}

StoreComparisonDialog *MainWindow::openStoreComparison(const api::ComparisonLines &lines, const QString &what)
{
    if (m_comparison)
        m_comparison->close();
    auto *dialog = new StoreComparisonDialog(m_services, what, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_comparison = dialog;
    connect(dialog, &StoreComparisonDialog::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(dialog, &StoreComparisonDialog::addressChoiceRequested, this, [this](int address) {
        // The usual address choice, the compared store's address selected: the buyer decides.
        openLogin(false)->showAddressChoice(address);
    });
    dialog->open();
    dialog->compare(lines);
    return dialog;
}

} // namespace webshop::ui
