#include "ui/WindowMenus.h"

#include "app/control/PreferencesStore.h"
#include "app/control/SessionController.h"
#include "models/PriceDisplay.h"
#include "ui/AboutDialog.h"
#include "ui/GraphLinks.h"
#include "ui/HistoryActions.h"
#include "ui/Icons.h"
#include "ui/ImportLauncher.h"
#include "ui/OrderSheetActions.h"
#include "ui/PageStack.h"
#include "ui/QuitFlow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace webshop::ui {

WindowMenus::WindowMenus(const Services &services, QMainWindow *window, const Targets &targets)
    : QObject(window)
    , m_services(services)
    , m_window(window)
    , m_targets(targets)
{
    QMenuBar *bar = window->menuBar();
    createFileMenu(bar->addMenu(tr("&File")));
    createEditMenu(bar->addMenu(tr("&Edit")));
    createViewMenu(bar->addMenu(tr("&View")));
    createHelpMenu(bar->addMenu(tr("&Help")));
    const auto updateSignedIn = [this] { m_logout->setEnabled(m_services.session->isSignedIn()); };
    connect(m_services.session, &control::SessionController::stateChanged, this, updateSignedIn);
    updateSignedIn();
}

WindowMenus::~WindowMenus()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

void WindowMenus::createFileMenu(QMenu *menu)
{
    QAction *import = menu->addAction(Icons::icon(QStringLiteral("file-import")), tr("&Import Order File…"),
                                      m_targets.imports, &ImportLauncher::chooseFile);
    import->setObjectName(QStringLiteral("actionImport"));
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_targets.sheets->addTo(menu);
    menu->addSeparator();
    QuitFlow *quit = m_targets.quit;
    m_switchUser = menu->addAction(Icons::icon(QStringLiteral("users")), tr("&Switch User…"), quit,
                                   [quit] { quit->logout(true); });
    m_switchUser->setObjectName(QStringLiteral("actionSwitchUser"));
    m_logout = menu->addAction(Icons::icon(QStringLiteral("logout")), tr("&Log Out"), quit, [quit] { quit->logout(false); });
    m_logout->setObjectName(QStringLiteral("actionLogout"));
    m_logoutForget = menu->addAction(tr("Log Out and &Forget Local Data"), quit, [quit] { quit->logout(false, true); });
    m_logoutForget->setObjectName(QStringLiteral("actionLogoutForget"));
    m_logoutForget->setToolTip(tr("Signs out and deletes your price history and add history on this computer"));
    menu->addSeparator();
    QAction *quitAction = menu->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);
}

void WindowMenus::createEditMenu(QMenu *menu)
{
    m_find = menu->addAction(Icons::icon(QStringLiteral("search")), tr("&Find Articles"), this, m_targets.find);
    m_find->setShortcut(QKeySequence::Find);
    m_find->setObjectName(QStringLiteral("actionFind"));
    menu->addSeparator();
    m_preferences = menu->addAction(Icons::icon(QStringLiteral("settings")), tr("&Preferences…"), this,
                                    m_targets.preferences);
    m_preferences->setObjectName(QStringLiteral("actionPreferences"));
    m_preferences->setShortcuts({QKeySequence(QKeySequence::Preferences), QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    m_preferences->setMenuRole(QAction::PreferencesRole);
}

void WindowMenus::createViewMenu(QMenu *menu)
{
    menu->addActions(m_targets.pages->actions());
    menu->addSeparator();
    createModeActions(menu);
    menu->addSeparator();
    QAction *refresh = menu->addAction(Icons::icon(QStringLiteral("refresh")), tr("&Refresh"), this, m_targets.refresh);
    refresh->setObjectName(QStringLiteral("actionRefresh"));
    refresh->setShortcut(QKeySequence::Refresh);
    QAction *compare = menu->addAction(Icons::icon(QStringLiteral("map-pin")), tr("Compare S&tores…"), this,
                                       m_targets.compare);
    compare->setObjectName(QStringLiteral("actionCompareStores"));
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    HistoryActions *history = m_targets.history;
    m_priceChanges = menu->addAction(tr("Price C&hanges…"), history, &HistoryActions::openPriceChanges);
    m_priceChanges->setObjectName(QStringLiteral("actionPriceChanges"));
    m_addHistory = menu->addAction(Icons::icon(QStringLiteral("receipt")), tr("&Added to Basket…"), history,
                                   [history] { history->openAddHistory(); });
    m_addHistory->setObjectName(QStringLiteral("actionAddHistory"));
    m_addHistory->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
}

// Net | Gross and Cards | List: each pair a choice kept in the preferences, checked as they are.
void WindowMenus::createModeActions(QMenu *menu)
{
    using Prefs = control::Preferences;
    const auto pair = [this, menu](QAction *a, QAction *b) {
        auto *group = new QActionGroup(this);
        for (QAction *action : {a, b}) {
            action->setCheckable(true);
            group->addAction(action);
            menu->addAction(action);
        }
    };
    auto *net = new QAction(tr("&Net Prices"), this);
    auto *gross = new QAction(tr("&Gross Prices"), this);
    net->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    gross->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    pair(net, gross);
    menu->addSeparator();
    auto *grid = new QAction(Icons::icon(QStringLiteral("layout-grid")), tr("Results as &Cards"), this);
    auto *list = new QAction(Icons::icon(QStringLiteral("layout-list")), tr("Results as L&ist"), this);
    pair(grid, list);
    // Each sets its half of the preferences; the PreferencesStore tells every reader.
    const auto set = [this](auto change) {
        Prefs p = m_services.preferences->current();
        change(p);
        m_services.preferences->set(p);
    };
    connect(net, &QAction::triggered, this, [set] { set([](Prefs &p) { p.netPrices = true; }); });
    connect(gross, &QAction::triggered, this, [set] { set([](Prefs &p) { p.netPrices = false; }); });
    connect(grid, &QAction::triggered, this, [set] { set([](Prefs &p) { p.resultsView = Prefs::ResultsView::Grid; }); });
    connect(list, &QAction::triggered, this, [set] { set([](Prefs &p) { p.resultsView = Prefs::ResultsView::List; }); });
    const auto follow = [=](const Prefs &p) {
        (p.netPrices ? net : gross)->setChecked(true);
        (p.resultsView == Prefs::ResultsView::List ? list : grid)->setChecked(true);
    };
    connect(m_services.preferences, &control::PreferencesStore::changed, this, follow);
    follow(m_services.preferences->current());
}

void WindowMenus::createHelpMenu(QMenu *menu)
{
    QAction *about = menu->addAction(tr("&About Webshop Desktop"), this, [this] {
        auto *dialog = new AboutDialog(m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    about->setMenuRole(QAction::AboutRole);
}

} // namespace webshop::ui
