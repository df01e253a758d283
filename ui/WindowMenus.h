#pragma once

// The window's menus and their actions (File, Edit, View, Help). The toolbar shows some of the
// same actions, so a shortcut, a check mark or an enabled state is kept in one place. The
// actions call the window's parts (Targets); the View menu's page entries are the PageStack's.

#include "ui/Services.h"

#include <QObject>
#include <functional>

class QAction;
class QMainWindow;
class QMenu;

namespace webshop::ui {

class HistoryActions;
class ImportLauncher;
class OrderSheetActions;
class PageStack;
class QuitFlow;

class WindowMenus : public QObject
{
    Q_OBJECT
public:
    struct Targets
    {
        PageStack *pages = nullptr;
        ImportLauncher *imports = nullptr;
        QuitFlow *quit = nullptr;
        HistoryActions *history = nullptr;
        OrderSheetActions *sheets = nullptr;
        std::function<void()> find, preferences, refresh, compare;
    };
    WindowMenus(const Services &services, QMainWindow *window, const Targets &targets);
    ~WindowMenus() override;

    QAction *findAction() const { return m_find; }
    QAction *preferencesAction() const { return m_preferences; }
    QAction *switchUserAction() const { return m_switchUser; }
    QAction *logoutAction() const { return m_logout; }
    QAction *logoutForgetAction() const { return m_logoutForget; }
    QAction *priceChangesAction() const { return m_priceChanges; }
    QAction *addHistoryAction() const { return m_addHistory; }

private:
    void createFileMenu(QMenu *menu);
    void createEditMenu(QMenu *menu);
    void createViewMenu(QMenu *menu);
    void createModeActions(QMenu *menu);
    void createHelpMenu(QMenu *menu);

    Services m_services;
    QMainWindow *m_window;
    Targets m_targets;
    QAction *m_find = nullptr;
    QAction *m_preferences = nullptr;
    QAction *m_switchUser = nullptr;
    QAction *m_logout = nullptr;
    QAction *m_logoutForget = nullptr;
    QAction *m_priceChanges = nullptr;
    QAction *m_addHistory = nullptr;
};

} // namespace webshop::ui
