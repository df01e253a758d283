// The window's menus and their actions (File, Edit, View, Help). The toolbar shows some of the
// same actions, so a shortcut, a check mark or an enabled state is kept in one place.

#include "ui/MainWindow.h"

#include "models/PriceDisplay.h"
#include "ui/AboutDialog.h"
#include "ui/Icons.h"
#include "ui/CataloguePage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>

namespace webshop::ui {

void MainWindow::createActions()
{
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createHelpMenu();
}

void MainWindow::createFileMenu()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    m_importAction = fileMenu->addAction(Icons::icon(QStringLiteral("file-import")), tr("&Import Order File…"), this,
                                         &MainWindow::chooseImportFile);
    m_importAction->setObjectName(QStringLiteral("actionImport"));
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    createExportActions(fileMenu);
    fileMenu->addSeparator();
    m_switchUserAction = fileMenu->addAction(Icons::icon(QStringLiteral("users")), tr("&Switch User…"), this,
                                             [this] { logout(true); });
    m_switchUserAction->setObjectName(QStringLiteral("actionSwitchUser"));
    m_logoutAction = fileMenu->addAction(Icons::icon(QStringLiteral("logout")), tr("&Log Out"), this,
                                         [this] { logout(false); });
    m_logoutAction->setObjectName(QStringLiteral("actionLogout"));
    m_logoutForgetAction = fileMenu->addAction(tr("Log Out and &Forget Local Data"), this, [this] { logout(false, true); });
    m_logoutForgetAction->setObjectName(QStringLiteral("actionLogoutForget"));
    m_logoutForgetAction->setToolTip(tr("Signs out and deletes your price history and add history on this computer"));
    fileMenu->addSeparator();
    m_quitAction = fileMenu->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
}

void MainWindow::createEditMenu()
{
    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    m_findAction = editMenu->addAction(Icons::icon(QStringLiteral("search")), tr("&Find Articles"));
    m_findAction->setShortcut(QKeySequence::Find);
    m_findAction->setObjectName(QStringLiteral("actionFind"));
    connect(m_findAction, &QAction::triggered, this, [this] {
        showPage(Page::Search);
        m_searchField->setFocus(Qt::ShortcutFocusReason);
        m_searchField->selectAll();
    });
    editMenu->addSeparator();
    m_preferencesAction = editMenu->addAction(Icons::icon(QStringLiteral("settings")), tr("&Preferences…"), this,
                                              &MainWindow::openPreferences);
    m_preferencesAction->setObjectName(QStringLiteral("actionPreferences"));
    m_preferencesAction->setShortcuts({QKeySequence(QKeySequence::Preferences), QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
}

void MainWindow::createViewMenu()
{
    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    auto *group = new QActionGroup(this);
    const QString pageNames[] = {tr("&Search"), tr("&Basket"), tr("&Lists"), tr("&Quick Order"), tr("Order &Guide")};
    const QString pageIcons[] = {QStringLiteral("search"), QStringLiteral("shopping-cart"), QStringLiteral("list-details"),
                                  QStringLiteral("playlist-add"), QStringLiteral("clipboard-list")};
    for (int i = 0; i < 5; ++i) {
        QAction *a = viewMenu->addAction(Icons::icon(pageIcons[i]), pageNames[i]);
        a->setObjectName(QStringLiteral("actionPage%1").arg(i + 1));
        a->setCheckable(true);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, i] { showPage(Page(i)); });
        m_pageActions[i] = a;
    }
    viewMenu->addSeparator();
    auto *modeGroup = new QActionGroup(this);
    m_netAction = viewMenu->addAction(tr("&Net Prices"));
    m_grossAction = viewMenu->addAction(tr("&Gross Prices"));
    for (QAction *a : {m_netAction, m_grossAction}) {
        a->setCheckable(true);
        modeGroup->addAction(a);
    }
    m_netAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_grossAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    connect(m_netAction, &QAction::triggered, this, [this] {
        if (m_services.prices)
            m_services.prices->setMode(models::PriceDisplay::Mode::Net);
    });
    connect(m_grossAction, &QAction::triggered, this, [this] {
        if (m_services.prices)
            m_services.prices->setMode(models::PriceDisplay::Mode::Gross);
    });
    viewMenu->addSeparator();
    auto *layoutGroup = new QActionGroup(this);
    m_gridAction = viewMenu->addAction(Icons::icon(QStringLiteral("layout-grid")), tr("Results as &Cards"));
    m_listAction = viewMenu->addAction(Icons::icon(QStringLiteral("layout-list")), tr("Results as L&ist"));
    for (QAction *a : {m_gridAction, m_listAction}) {
        a->setCheckable(true);
        layoutGroup->addAction(a);
    }
    m_gridAction->setChecked(true);
    connect(m_gridAction, &QAction::triggered, this, [this] { m_searchPage->setViewMode(CataloguePage::ViewMode::Grid); });
    connect(m_listAction, &QAction::triggered, this, [this] { m_searchPage->setViewMode(CataloguePage::ViewMode::List); });
    viewMenu->addSeparator();
    m_refreshAction = viewMenu->addAction(Icons::icon(QStringLiteral("refresh")), tr("&Refresh"), this,
                                          &MainWindow::refreshCurrentPage);
    m_refreshAction->setObjectName(QStringLiteral("actionRefresh"));
    m_refreshAction->setShortcut(QKeySequence::Refresh);
    createCompareAction(viewMenu);
    m_priceChangesAction = viewMenu->addAction(tr("Price C&hanges…"), this, &MainWindow::openPriceChanges);
    m_priceChangesAction->setObjectName(QStringLiteral("actionPriceChanges"));
    m_addHistoryAction = viewMenu->addAction(Icons::icon(QStringLiteral("receipt")), tr("&Added to Basket…"), this,
                                             [this] { openAddHistory(); });
    m_addHistoryAction->setObjectName(QStringLiteral("actionAddHistory"));
    m_addHistoryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
}

void MainWindow::createHelpMenu()
{
    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *about = helpMenu->addAction(tr("&About Webshop Desktop"), this, [this] {
        auto *dialog = new AboutDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    about->setMenuRole(QAction::AboutRole);
}

} // namespace webshop::ui
