// The order guides' reminder on every page: within the hour before a guide's cut-off, while it
// was not ordered that day (control::OrderGuideController::reminderDue, on its clock), the
// window's banner says so with "Open Guide"; where the platform has a system tray, a
// notification too (once per cut-off). The guide page shows its own guide's reminder as well.

#include "ui/MainWindow.h"

#include "app/control/OrderGuideController.h"
#include "app/control/SessionController.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/GuidePage.h"

#include <QStackedWidget>

#include <QSystemTrayIcon>

namespace webshop::ui {

void MainWindow::connectGuideReminders()
{
    control::OrderGuideController *guides = m_services.guides;
    if (!guides)
        return;
    connect(guides, &control::OrderGuideController::reminderCheck, this, &MainWindow::checkGuideReminders);
    connect(guides, &control::OrderGuideController::guideSaved, this, &MainWindow::checkGuideReminders);
    connect(m_services.session, &control::SessionController::addressChanged, this, &MainWindow::checkGuideReminders);
    connect(m_services.session, &control::SessionController::loggedOut, this, &MainWindow::checkGuideReminders);
    connect(m_pages, &QStackedWidget::currentChanged, this, &MainWindow::checkGuideReminders);
}

void MainWindow::checkGuideReminders()
{
    control::OrderGuideController *guides = m_services.guides;
    QString due, dueId;
    QDateTime cutOff;
    for (const QString &id : guides->guideListIds()) {
        if (!guides->reminderDue(id))
            continue;
        const std::optional<values::OrderGuide> g = guides->guide(id);
        const std::optional<QDateTime> at = g ? values::nextCutOff(g->schedule, guides->now()) : std::nullopt;
        if (at && (!cutOff.isValid() || *at < cutOff)) {
            cutOff = *at;
            dueId = id;
            due = g->listName.isEmpty() ? id : g->listName;
        }
    }
    // The guide page showing that guide says it itself.
    if (!dueId.isEmpty() && currentPage() == Page::Guide && guidePage()->listId() == dueId)
        dueId.clear();
    if (dueId.isEmpty()) {
        if (!m_guideReminder.isEmpty() && m_banner->text() == m_guideReminder)
            m_banner->clear();
        m_guideReminder.clear();
        return;
    }
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    const QString text = tr("Order guide %1: order by %2 for the delivery on %3; it has not been ordered today.")
                             .arg(due, locale.toString(cutOff.time(), QLocale::ShortFormat),
                                  locale.toString(cutOff.date().addDays(1), QStringLiteral("dddd")));
    const bool fresh = text != m_guideReminder;
    m_guideReminder = text;
    if (fresh || !m_banner->isShown())
        m_banner->showMessage(Banner::Kind::Warning, text, tr("Open Guide"), [this, dueId] { openGuide(dueId); });
    if (fresh && QSystemTrayIcon::isSystemTrayAvailable() && QSystemTrayIcon::supportsMessages()) {
        if (!m_tray) {
            m_tray = new QSystemTrayIcon(windowIcon(), this);
            connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this, dueId] {
                showNormal();
                activateWindow();
                openGuide(dueId);
            });
        }
        m_tray->show();
        m_tray->showMessage(tr("Order guide"), text, QSystemTrayIcon::Warning);
    }
}

} // namespace webshop::ui
