#pragma once

// The order guides' reminder on every page: within the hour before a guide's cut-off, while it
// was not ordered that day (control::OrderGuideController::reminderDue, on its clock), the
// window's banner says so with "Open Guide"; where the platform has a system tray, a
// notification too (once per cut-off). The guide page showing that guide says it itself.

#include "ui/Services.h"

#include <QObject>

class QSystemTrayIcon;
class QWidget;

namespace webshop::ui {

class Banner;
class PageStack;

class GuideReminders : public QObject
{
    Q_OBJECT
public:
    GuideReminders(const Services &services, QWidget *window, Banner *banner, PageStack *pages);
    ~GuideReminders() override;

    void check();

signals:
    void openGuideRequested(const QString &listId);

private:
    Services m_services;
    QWidget *m_window;
    Banner *m_banner;
    PageStack *m_pages;
    QString m_shown; // the reminder the window banner shows (empty: none)
    QSystemTrayIcon *m_tray = nullptr;
    QString m_trayGuide;
};

} // namespace webshop::ui
