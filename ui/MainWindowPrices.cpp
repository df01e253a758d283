// The window's side of the price history: the "Price Changes" dialog and forgetting local data.

#include "ui/MainWindow.h"

#include "app/control/PriceHistory.h"
#include "ui/PriceChangesDialog.h"

namespace webshop::ui {

void MainWindow::openPriceChanges()
{
    if (auto *open = findChild<PriceChangesDialog *>(); open && open->isVisible()) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto *dialog = new PriceChangesDialog(m_services, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::forgetLocalData(bool customerOnly)
{
    if (!m_services.priceHistory)
        return;
    if (customerOnly)
        m_services.priceHistory->forgetCustomer();
    else
        m_services.priceHistory->forgetAll();
}

} // namespace webshop::ui
