#include "ui/MainWindow.h"

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "models/ArticleCache.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "ui/AboutDialog.h"
#include "ui/Banner.h"
#include "ui/BasketPage.h"
#include "ui/Icons.h"
#include "ui/ListsPage.h"
#include "ui/LoginDialog.h"
#include "ui/ProgressLine.h"
#include "ui/CataloguePage.h"
#include "ui/SettingsDialog.h"
#include "ui/Theme.h"
#include "ui/ToolbarWidgets.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDesktopServices>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMetaMethod>
#include <QPainter>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace webshop::ui {

namespace {
MainWindow::UrlOpener &urlOpener()
{
    static MainWindow::UrlOpener opener = [](const QUrl &url) { return QDesktopServices::openUrl(url); };
    return opener;
}

} // namespace

void MainWindow::setUrlOpener(UrlOpener opener)
{
    urlOpener() = opener ? std::move(opener) : [](const QUrl &url) { return QDesktopServices::openUrl(url); };
}

MainWindow::MainWindow(const Services &services, QWidget *parent)
    : QMainWindow(parent)
    , m_services(services)
    , m_prefs(Preferences::load())
{
    Q_ASSERT(services.session && services.search && services.details && services.basket && services.lists
             && services.listItems);
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/app/webshop-desktop.svg")));
    setMinimumSize(960, 620);

    auto *central = new QWidget(this);
    auto *v = new QVBoxLayout(central);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(0);
    m_progress = new ProgressLine(central);
    v->addWidget(m_progress);
    m_banner = new Banner(central);
    m_banner->setObjectName(QStringLiteral("windowBanner"));
    auto *bannerBox = new QVBoxLayout;
    bannerBox->setContentsMargins(20, 8, 20, 0);
    bannerBox->addWidget(m_banner);
    v->addLayout(bannerBox);
    m_pages = new QStackedWidget(central);
    m_pages->setObjectName(QStringLiteral("pages"));
    m_searchPage = new CataloguePage(m_services, m_pages);
    m_basketPage = new BasketPage(m_services, m_pages);
    m_listsPage = new ListsPage(m_services, m_pages);
    m_pages->addWidget(m_searchPage);
    m_pages->addWidget(m_basketPage);
    m_pages->addWidget(m_listsPage);
    v->addWidget(m_pages, 1);
    setCentralWidget(central);

    createActions();
    createToolBar();
    createStatusBar();

    // Prices: one mode for every view, remembered.
    if (m_services.prices) {
        m_services.prices->setMode(m_prefs.netPrices ? models::PriceDisplay::Mode::Net : models::PriceDisplay::Mode::Gross);
        connect(m_services.prices, &models::PriceDisplay::modeChanged, this, [this](models::PriceDisplay::Mode mode) {
            const bool net = mode == models::PriceDisplay::Mode::Net;
            m_priceSwitch->setNet(net);
            (net ? m_netAction : m_grossAction)->setChecked(true);
            if (m_prefs.netPrices != net) {
                m_prefs.netPrices = net;
                QSettings settings;
                m_services.prices->writeSettings(settings);
            }
            updateBasketBadge();
        });
    }
    m_priceSwitch->setNet(m_prefs.netPrices);
    (m_prefs.netPrices ? m_netAction : m_grossAction)->setChecked(true);
    m_searchPage->setViewMode(m_prefs.resultsView == Preferences::ResultsView::List ? CataloguePage::ViewMode::List
                                                                                    : CataloguePage::ViewMode::Grid);

    // Pages and busy state.
    connect(m_searchPage, &CataloguePage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(m_basketPage, &BasketPage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(m_listsPage, &ListsPage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(m_searchPage, &CataloguePage::addFinished, this, &MainWindow::showTransient);
    connect(m_listsPage, &ListsPage::addFinished, this, &MainWindow::showTransient);
    connect(m_searchPage, &CataloguePage::clearSearchRequested, this, [this] {
        m_searchField->clear();
        m_services.search->clear();
        m_searchField->setFocus();
    });
    connect(m_searchPage, &CataloguePage::viewModeChanged, this, [this](CataloguePage::ViewMode mode) {
        (mode == CataloguePage::ViewMode::Grid ? m_gridAction : m_listAction)->setChecked(true);
        m_prefs.resultsView = mode == CataloguePage::ViewMode::Grid ? Preferences::ResultsView::Grid
                                                                 : Preferences::ResultsView::List;
    });
    connect(m_basketPage, &BasketPage::checkoutRequested, this, [this] {
        const QUrl url = checkoutUrl();
        if (!urlOpener()(url))
            m_banner->showMessage(Banner::Kind::Error,
                                  tr("The webshop could not be opened in your browser. Its address is %1.")
                                      .arg(url.toDisplayString()));
    });
    connect(m_basketPage, &BasketPage::findArticlesRequested, this, [this] { m_findAction->trigger(); });
    m_busyTimer.setSingleShot(true);
    m_busyTimer.setInterval(0);
    connect(&m_busyTimer, &QTimer::timeout, this, [this] {
        const bool busy = isBusy();
        m_progress->setBusy(busy);
        if (busy != m_busy) {
            m_busy = busy;
            emit busyChanged(busy);
        }
    });

    // Session.
    auth::Session *session = m_services.session;
    connect(session, &auth::Session::stateChanged, this, [this] {
        updateConnection();
        updateTitle();
        scheduleBusyCheck();
    });
    connect(session, &auth::Session::loggedIn, this, &MainWindow::onLoggedIn);
    connect(session, &auth::Session::addressChanged, this, &MainWindow::onAddressChanged);
    connect(session, &auth::Session::keychainMessage, this,
            [this](const QString &message) { m_banner->showMessage(Banner::Kind::Warning, message); });
    connect(session, &auth::Session::loggedOut, this, [this] {
        // Also when the login dialog logs out (a cancelled address choice): nothing of the
        // previous customer stays on screen.
        clearCustomerData();
        updateAddresses();
        updateConnection();
        updateTitle();
    });
    if (m_services.client) {
        connect(m_services.client, &api::ApiClient::reachabilityChanged, this, [this](bool reachable) {
            m_reachable = reachable;
            updateConnection();
        });
        connect(m_services.client, &api::ApiClient::authenticationLost, this, &MainWindow::onAuthenticationLost);
    }
    models::BasketModel *basket = m_services.basket;
    connect(basket, &models::BasketModel::totalsChanged, this, &MainWindow::updateBasketBadge);
    connect(basket, &models::BasketModel::lineCountChanged, this, &MainWindow::updateBasketBadge);
    connect(basket, &models::BasketModel::busyChanged, this, [this] {
        updateBasketBadge();
        updateConnection();
    });
    connect(basket->sync(), &api::BasketSync::busyChanged, this, [this](bool busy) {
        if (!busy)
            onBasketIdle();
    });
    connect(basket->sync(), &api::BasketSync::addStateChanged, this,
            [this](quint64, api::BasketSync::AddState state, const QString &message) {
                using S = api::BasketSync::AddState;
                if (m_closeWhenIdle && (state == S::Failed || state == S::Doubled || state == S::Uncertain) && m_closeProblem.isEmpty())
                    m_closeProblem = message.isEmpty() ? tr("An article could not be added to the basket.") : message;
            });

    m_statusTimer.setInterval(10000);
    connect(&m_statusTimer, &QTimer::timeout, this, &MainWindow::updateConnection);
    m_statusTimer.start();

    restoreWindowState();
    updateAddresses();
    updateBasketBadge();
    updateConnection();
    updateTitle();
    showPage(Page::Search);
    // Logged in before the window existed (environment login, tests): load what the pages show.
    if (session->state() == auth::Session::State::LoggedIn && session->currentAddressIndex() >= 0)
        onAddressChanged();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    m_switchUserAction = fileMenu->addAction(Icons::icon(QStringLiteral("users")), tr("&Switch User…"), this,
                                             [this] { logout(true); });
    m_switchUserAction->setObjectName(QStringLiteral("actionSwitchUser"));
    m_logoutAction = fileMenu->addAction(Icons::icon(QStringLiteral("logout")), tr("&Log Out"), this,
                                         [this] { logout(false); });
    m_logoutAction->setObjectName(QStringLiteral("actionLogout"));
    fileMenu->addSeparator();
    m_quitAction = fileMenu->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

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

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    auto *group = new QActionGroup(this);
    const QString pageNames[] = {tr("&Search"), tr("&Basket"), tr("&Lists")};
    const QString pageIcons[] = {QStringLiteral("search"), QStringLiteral("shopping-cart"), QStringLiteral("list-details")};
    for (int i = 0; i < 3; ++i) {
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

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *about = helpMenu->addAction(tr("&About Webshop Desktop"), this, [this] {
        auto *dialog = new AboutDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::showPage(Page page)
{
    m_pages->setCurrentIndex(int(page));
    m_pageActions[int(page)]->setChecked(true);
    m_basketButton->setChecked(page == Page::Basket);
    if (page == Page::Lists && m_services.session->state() == auth::Session::State::LoggedIn
        && m_services.lists->rowCount() == 0 && m_services.lists->state() == models::PersonalListsModel::State::Idle)
        m_services.lists->refresh();
    scheduleBusyCheck();
}

MainWindow::Page MainWindow::currentPage() const
{
    return Page(m_pages->currentIndex());
}

void MainWindow::startSearch(const QString &text)
{
    showPage(Page::Search);
    m_searchField->setText(text);
    m_searchPage->searchNow(text);
}

void MainWindow::showArticle(const QString &variantId)
{
    showPage(Page::Search);
    m_searchPage->showArticle(variantId);
}

void MainWindow::showFirstResult()
{
    showPage(Page::Search);
    m_searchPage->showFirstResult();
}

bool MainWindow::isBusy() const
{
    if (m_login && m_login->isVisible() && m_login->step() == LoginDialog::Step::SigningIn)
        return true;
    if (m_services.session->state() == auth::Session::State::LoggingIn)
        return true;
    switch (currentPage()) {
    case Page::Search: return m_searchPage->isBusy();
    case Page::Basket: return m_basketPage->isBusy();
    case Page::Lists: return m_listsPage->isBusy();
    }
    return false;
}

void MainWindow::scheduleBusyCheck()
{
    m_busyTimer.start();
}

void MainWindow::openPreferences()
{
    auto *dialog = new SettingsDialog(m_prefs, m_services.demoServerUrl.isValid(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const Preferences p = dialog->preferences();
        p.save();
        applyPreferences(p);
        emit preferencesChanged(p);
    });
    dialog->open();
}

void MainWindow::applyPreferences(const Preferences &preferences)
{
    m_prefs = preferences;
    m_searchPage->setViewMode(preferences.resultsView == Preferences::ResultsView::List ? CataloguePage::ViewMode::List
                                                                                        : CataloguePage::ViewMode::Grid);
    if (m_services.prices)
        m_services.prices->setMode(preferences.netPrices ? models::PriceDisplay::Mode::Net
                                                         : models::PriceDisplay::Mode::Gross);
}

QUrl MainWindow::checkoutUrl() const
{
    return m_prefs.effectiveCheckoutUrl(m_services.session->baseUrl());
}

void MainWindow::refreshCurrentPage()
{
    switch (currentPage()) {
    case Page::Search:
        if (!m_services.search->query().isEmpty())
            m_services.search->retry();
        if (m_services.details->hasArticle())
            m_services.details->load(m_services.details->variantId());
        break;
    case Page::Basket: m_services.basket->refresh(); break;
    case Page::Lists: m_services.lists->refresh(); break;
    }
}

void MainWindow::updateTitle()
{
    // Only while signed in: a lost session keeps its profile, but not on screen.
    const auth::Session *session = m_services.session;
    const QString name = session->state() == auth::Session::State::LoggedIn ? session->customerName() : QString();
    setWindowTitle(name.isEmpty() ? tr("Webshop") : tr("%1 — Webshop").arg(name));
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    const QByteArray splitter = settings.value(QStringLiteral("window/searchSplitter")).toByteArray();
    if (!splitter.isEmpty() && m_searchPage->splitter()->restoreState(splitter))
        m_searchPage->setSplitterRestored();
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/searchSplitter"), m_searchPage->splitter()->saveState());
    Preferences saved = Preferences::load(settings);
    saved.resultsView = m_prefs.resultsView;
    saved.netPrices = m_prefs.netPrices;
    saved.save(settings);
}

} // namespace webshop::ui
