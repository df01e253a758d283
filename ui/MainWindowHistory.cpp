// The window's side of the add ledger: View → Added to Basket…, the start-up banner that tells
// what happened to the adds that were on their way when the app closed, and Forget Local Data.

#include "ui/MainWindow.h"

#include "app/control/BasketAdds.h"
#include "app/control/PriceHistory.h"
#include "app/control/SessionController.h"
#include "ui/AddHistoryDialog.h"
#include "ui/Banner.h"
#include "ui/SettingsDialog.h"

#include <QPushButton>

namespace webshop::ui {

AddHistoryDialog *MainWindow::openAddHistory()
{
    if (m_addHistory) {
        m_addHistory->show();
        m_addHistory->raise();
        m_addHistory->activateWindow();
        return m_addHistory;
    }
    m_addHistory = new AddHistoryDialog(m_services, this);
    m_addHistory->setAttribute(Qt::WA_DeleteOnClose);
    m_addHistory->show();
    return m_addHistory;
}

AddHistoryDialog *MainWindow::addHistoryDialog() const { return m_addHistory; }

Banner *MainWindow::makeRecoveryBanner(QWidget *parent)
{
    m_recoveryBanner = new Banner(parent);
    m_recoveryBanner->setObjectName(QStringLiteral("recoveryBanner"));
    m_recoveryBanner->clear();
    return m_recoveryBanner;
}

void MainWindow::connectAdds()
{
    if (!m_services.adds)
        return;
    // Told once per recovery (BasketAdds::recovered), whichever page is on screen.
    connect(m_services.adds, &control::BasketAdds::recovered, this,
            [this](int, int, int notKnown, const QString &summary) {
                m_recoveryBanner->showMessage(notKnown ? Banner::Kind::Warning : Banner::Kind::Info, summary,
                                              tr("Show Added to Basket"), [this, notKnown] {
                                                  AddHistoryDialog *dialog = openAddHistory();
                                                  if (notKnown)
                                                      dialog->showNotKnown();
                                              });
                m_recoveryBanner->actionButton()->setObjectName(QStringLiteral("recoveryShowHistory"));
            });
    // It tells about one customer's basket: gone with the customer or the store. The window is
    // the context (not the banner): ~MainWindow cuts its links to the graph first (GraphLinks.h).
    for (auto signal : {&control::SessionController::loggedOut, &control::SessionController::sessionEnded,
                        &control::SessionController::addressChanged})
        connect(m_services.session, signal, this, [this] { m_recoveryBanner->clear(); });
}

void MainWindow::tellForgotten(bool ok)
{
    for (SettingsDialog *dialog : findChildren<SettingsDialog *>())
        dialog->localDataForgotten(ok);
}

void MainWindow::forgetLocalData(bool customerOnly)
{
    // The add history goes too, except adds still on their way (their outcome is still to come).
    if (m_services.adds)
        m_services.adds->forgetLocalData(customerOnly);
    if (!m_services.priceHistory) {
        tellForgotten(true); // no local store: nothing else was ever kept
        return;
    }
    if (customerOnly)
        m_services.priceHistory->forgetCustomer();
    else
        m_services.priceHistory->forgetAll();
}

} // namespace webshop::ui
