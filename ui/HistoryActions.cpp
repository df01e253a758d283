#include "ui/HistoryActions.h"

#include "app/control/BasketAdds.h"
#include "app/control/PriceHistory.h"
#include "app/control/SessionController.h"
#include "ui/AddHistoryDialog.h"
#include "ui/Banner.h"
#include "ui/GraphLinks.h"
#include "ui/PriceChangesDialog.h"
#include "ui/SettingsDialog.h"

#include <QPushButton>

namespace webshop::ui {

HistoryActions::HistoryActions(const Services &services, QWidget *window, QWidget *recoveryParent)
    : QObject(window)
    , m_services(services)
    , m_window(window)
    , m_recoveryBanner(new Banner(recoveryParent))
{
    m_recoveryBanner->setObjectName(QStringLiteral("recoveryBanner"));
    m_recoveryBanner->clear();
    // "Forget Local Data…" in the preferences says it is done only once the file holds none of it.
    if (m_services.priceHistory)
        connect(m_services.priceHistory, &control::PriceHistory::forgotten, this, &HistoryActions::tellForgotten);
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
    // It tells about one customer's basket: gone with the customer or the store. This object is
    // the context (not the banner): its destructor cuts its links to the graph first (GraphLinks.h).
    for (auto signal : {&control::SessionController::loggedOut, &control::SessionController::sessionEnded,
                        &control::SessionController::addressChanged})
        connect(m_services.session, signal, this, [this] { m_recoveryBanner->clear(); });
}

HistoryActions::~HistoryActions()
{
    cutGraphLinks(this, m_services);
}

AddHistoryDialog *HistoryActions::openAddHistory()
{
    if (m_addHistory) {
        m_addHistory->show();
        m_addHistory->raise();
        m_addHistory->activateWindow();
        return m_addHistory;
    }
    m_addHistory = new AddHistoryDialog(m_services, m_window);
    m_addHistory->setAttribute(Qt::WA_DeleteOnClose);
    m_addHistory->show();
    return m_addHistory;
}

void HistoryActions::openPriceChanges()
{
    if (auto *open = m_window->findChild<PriceChangesDialog *>(); open && open->isVisible()) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto *dialog = new PriceChangesDialog(m_services, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void HistoryActions::tellForgotten(bool ok)
{
    for (SettingsDialog *dialog : m_window->findChildren<SettingsDialog *>())
        dialog->localDataForgotten(ok);
}

void HistoryActions::forgetLocalData(bool customerOnly)
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

AddHistoryDialog *HistoryActions::addHistoryDialog() const
{
    return m_addHistory;
}

} // namespace webshop::ui
