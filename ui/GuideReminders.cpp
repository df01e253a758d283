#include "ui/GuideReminders.h"

#include "app/control/OrderGuideController.h"
#include "app/control/SessionController.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/GraphLinks.h"
#include "ui/GuidePage.h"
#include "ui/PageStack.h"

#include <QSystemTrayIcon>

namespace webshop::ui {

GuideReminders::GuideReminders(const Services &services, QWidget *window, Banner *banner, PageStack *pages)
    : QObject(window)
    , m_services(services)
    , m_window(window)
    , m_banner(banner)
    , m_pages(pages)
{
    control::OrderGuideController *guides = m_services.guides;
    if (!guides)
        return;
    connect(guides, &control::OrderGuideController::reminderCheck, this, &GuideReminders::check);
    connect(guides, &control::OrderGuideController::guideSaved, this, &GuideReminders::check);
    connect(m_services.session, &control::SessionController::addressChanged, this, &GuideReminders::check);
    connect(m_services.session, &control::SessionController::loggedOut, this, &GuideReminders::check);
    connect(m_pages, &QStackedWidget::currentChanged, this, &GuideReminders::check);
}

GuideReminders::~GuideReminders()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

void GuideReminders::check()
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
    if (!dueId.isEmpty() && m_pages->isShowing<GuidePage>() && m_pages->page<GuidePage>()->listId() == dueId)
        dueId.clear();
    if (dueId.isEmpty()) {
        if (!m_shown.isEmpty() && m_banner->text() == m_shown)
            m_banner->clear();
        m_shown.clear();
        return;
    }
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    const QString text = tr("Order guide %1: order by %2 for the delivery on %3; it has not been ordered today.")
                             .arg(due, locale.toString(cutOff.time(), QLocale::ShortFormat),
                                  locale.toString(cutOff.date().addDays(1), QStringLiteral("dddd")));
    const bool fresh = text != m_shown;
    m_shown = text;
    if (fresh || !m_banner->isShown())
        m_banner->showMessage(Banner::Kind::Warning, text, tr("Open Guide"), [this, dueId] { emit openGuideRequested(dueId); });
    if (fresh && QSystemTrayIcon::isSystemTrayAvailable() && QSystemTrayIcon::supportsMessages()) {
        if (!m_tray) {
            m_tray = new QSystemTrayIcon(m_window->windowIcon(), this);
            connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
                m_window->showNormal();
                m_window->activateWindow();
                emit openGuideRequested(m_trayGuide);
            });
        }
        m_trayGuide = dueId; // the guide of the last notification
        m_tray->show();
        m_tray->showMessage(tr("Order guide"), text, QSystemTrayIcon::Warning);
    }
}

} // namespace webshop::ui
