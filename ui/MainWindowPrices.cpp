// The window's side of the price history: the "Price Changes" dialog (forgetting local data:
// MainWindowHistory.cpp).

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

void MainWindow::connectPriceHistory()
{
    // "Forget Local Data…" in the preferences says it is done only once the file holds none of it.
    if (m_services.priceHistory)
        connect(m_services.priceHistory, &control::PriceHistory::forgotten, this, &MainWindow::tellForgotten);
}

} // namespace webshop::ui
