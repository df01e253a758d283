#include "ui/MainWindow.h"

#include "app/api/ApiClient.h"
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
#include "ui/SearchPage.h"
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

class SearchKeyFilter : public QObject
{
public:
    SearchKeyFilter(QLineEdit *field, std::function<void()> down)
        : QObject(field)
        , m_down(std::move(down))
    {
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress) {
            auto *key = static_cast<QKeyEvent *>(event);
            if (key->key() == Qt::Key_Down) {
                m_down();
                return true;
            }
            if (key->key() == Qt::Key_Escape) {
                auto *field = static_cast<QLineEdit *>(watched);
                if (!field->text().isEmpty()) {
                    field->clear();
                    emit field->textEdited(QString());
                    return true;
                }
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_down;
};
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
    m_searchPage = new SearchPage(m_services, m_pages);
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
    m_searchPage->setViewMode(m_prefs.resultsView == Preferences::ResultsView::List ? SearchPage::ViewMode::List
                                                                                    : SearchPage::ViewMode::Grid);

    // Pages and busy state.
    connect(m_searchPage, &SearchPage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(m_basketPage, &BasketPage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(m_listsPage, &ListsPage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(m_searchPage, &SearchPage::addFinished, this, &MainWindow::showTransient);
    connect(m_listsPage, &ListsPage::addFinished, this, &MainWindow::showTransient);
    connect(m_searchPage, &SearchPage::clearSearchRequested, this, [this] {
        m_searchField->clear();
        m_services.search->clear();
        m_searchField->setFocus();
    });
    connect(m_searchPage, &SearchPage::viewModeChanged, this, [this](SearchPage::ViewMode mode) {
        (mode == SearchPage::ViewMode::Grid ? m_gridAction : m_listAction)->setChecked(true);
        m_prefs.resultsView = mode == SearchPage::ViewMode::Grid ? Preferences::ResultsView::Grid
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
        updateAddresses();
        updateConnection();
        updateTitle();
    });
    if (m_services.client) {
        connect(m_services.client, &api::ApiClient::reachabilityChanged, this, [this](bool reachable) {
            m_reachable = reachable;
            updateConnection();
        });
        connect(m_services.client, &api::ApiClient::authenticationLost, this, [this] {
            m_banner->showMessage(Banner::Kind::Error, tr("Your session has ended. Please sign in again."), tr("Sign In"),
                                  [this] { openLogin(true); });
        });
    }
    models::BasketModel *basket = m_services.basket;
    connect(basket, &models::BasketModel::totalsChanged, this, &MainWindow::updateBasketBadge);
    connect(basket, &models::BasketModel::lineCountChanged, this, &MainWindow::updateBasketBadge);
    connect(basket, &models::BasketModel::busyChanged, this, [this] {
        updateBasketBadge();
        updateConnection();
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
    connect(m_gridAction, &QAction::triggered, this, [this] { m_searchPage->setViewMode(SearchPage::ViewMode::Grid); });
    connect(m_listAction, &QAction::triggered, this, [this] { m_searchPage->setViewMode(SearchPage::ViewMode::List); });
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

void MainWindow::createToolBar()
{
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setMovable(false);
    toolbar->setFloatable(false);
    toolbar->setIconSize(QSize(20, 20));
    toolbar->toggleViewAction()->setEnabled(false);
    toolbar->setContextMenuPolicy(Qt::PreventContextMenu);

    auto *brand = m_brand = new QLabel(toolbar);
    brand->setObjectName(QStringLiteral("brand"));
    brand->setText(tr("Webshop"));
    brand->setFont(Theme::titleFont(font(), 1.2));
    brand->setContentsMargins(6, 0, 10, 0);
    auto *logo = new QLabel(toolbar);
    logo->setPixmap(QIcon(QStringLiteral(":/icons/app/webshop-desktop.svg")).pixmap(QSize(26, 26), devicePixelRatioF()));
    logo->setContentsMargins(4, 0, 0, 0);
    toolbar->addWidget(logo);
    m_brandAction = toolbar->addWidget(brand);

    const QString navText[] = {tr("Search"), QString(), tr("Lists")};
    for (int i : {0, 2}) {
        auto *b = new QToolButton(toolbar);
        b->setObjectName(i == 0 ? QStringLiteral("navSearch") : QStringLiteral("navLists"));
        b->setDefaultAction(m_pageActions[i]);
        b->setText(navText[i]);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::TabFocus);
        b->setToolTip(tr("%1 (%2)").arg(navText[i], m_pageActions[i]->shortcut().toString(QKeySequence::NativeText)));
        m_navButtons[i] = b;
        toolbar->addWidget(b);
    }

    m_searchField = new QLineEdit(toolbar);
    m_searchField->setObjectName(QStringLiteral("searchField"));
    m_searchField->setPlaceholderText(tr("Search articles, e.g. “espresso 1 kg”"));
    m_searchField->setAccessibleName(tr("Search articles"));
    m_searchField->setClearButtonEnabled(true);
    m_searchField->addAction(Icons::icon(QStringLiteral("search"), Icons::Tint::Muted), QLineEdit::LeadingPosition);
    m_searchField->setMinimumWidth(260);
    m_searchField->setMaximumWidth(640);
    m_searchField->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont f = m_searchField->font();
    f.setPointSizeF(f.pointSizeF() * 1.08);
    m_searchField->setFont(f);
    m_searchField->setMinimumHeight(34);
    auto *searchBox = new QWidget(toolbar);
    auto *sl = new QHBoxLayout(searchBox);
    sl->setContentsMargins(12, 0, 12, 0);
    sl->addWidget(m_searchField);
    searchBox->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(searchBox);
    connect(m_searchField, &QLineEdit::textEdited, this, [this](const QString &text) {
        showPage(Page::Search);
        m_searchPage->searchDebounced(text);
    });
    connect(m_searchField, &QLineEdit::returnPressed, this, [this] {
        showPage(Page::Search);
        m_searchPage->searchNow(m_searchField->text());
    });
    m_searchField->installEventFilter(new SearchKeyFilter(m_searchField, [this] {
        showPage(Page::Search);
        QListView *view = m_searchPage->resultsView();
        if (view->model()->rowCount() > 0) {
            if (!view->currentIndex().isValid())
                view->setCurrentIndex(view->model()->index(0, 0));
            view->setFocus(Qt::TabFocusReason);
        }
    }));

    m_address = new QComboBox(toolbar);
    m_address->setObjectName(QStringLiteral("addressBox"));
    m_address->setAccessibleName(tr("Delivery address"));
    m_address->setToolTip(tr("Delivery address: it decides the store and its prices"));
    m_address->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_address->setMaximumWidth(300);
    m_address->setMinimumContentsLength(14);
    m_address->setIconSize(QSize(16, 16));
    connect(m_address, &QComboBox::activated, this, [this](int index) {
        const int addressIndex = m_address->itemData(index).toInt();
        if (addressIndex != m_services.session->currentAddressIndex())
            m_services.session->selectAddress(addressIndex);
    });
    toolbar->addWidget(m_address);

    m_priceSwitch = new PriceModeSwitch(toolbar);
    auto *switchBox = new QWidget(toolbar);
    auto *swl = new QHBoxLayout(switchBox);
    swl->setContentsMargins(8, 0, 8, 0);
    swl->addWidget(m_priceSwitch);
    toolbar->addWidget(switchBox);
    connect(m_priceSwitch, &PriceModeSwitch::netToggled, this, [this](bool net) {
        if (m_services.prices)
            m_services.prices->setMode(net ? models::PriceDisplay::Mode::Net : models::PriceDisplay::Mode::Gross);
    });

    m_basketButton = new BasketButton(toolbar);
    m_basketButton->setToolTip(tr("Basket (%1)").arg(m_pageActions[1]->shortcut().toString(QKeySequence::NativeText)));
    connect(m_basketButton, &QToolButton::clicked, this, [this] { showPage(Page::Basket); });
    toolbar->addWidget(m_basketButton);

    m_userButton = new QToolButton(toolbar);
    m_userButton->setObjectName(QStringLiteral("userButton"));
    m_userButton->setIcon(Icons::icon(QStringLiteral("user")));
    m_userButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_userButton->setPopupMode(QToolButton::InstantPopup);
    m_userButton->setAutoRaise(true);
    m_userButton->setFocusPolicy(Qt::TabFocus);
    m_userButton->setAccessibleName(tr("Account"));
    auto *userMenu = new QMenu(m_userButton);
    userMenu->addAction(m_preferencesAction);
    userMenu->addSeparator();
    userMenu->addAction(m_switchUserAction);
    userMenu->addAction(m_logoutAction);
    m_userButton->setMenu(userMenu);
    toolbar->addWidget(m_userButton);
    auto *endGap = new QWidget(toolbar);
    endGap->setFixedWidth(Theme::unit);
    toolbar->addWidget(endGap);
}

void MainWindow::createStatusBar()
{
    QStatusBar *bar = statusBar();
    bar->setSizeGripEnabled(false);
    auto *box = new QWidget(bar);
    auto *h = new QHBoxLayout(box);
    h->setContentsMargins(8, 0, 0, 0);
    h->setSpacing(6);
    m_connectionDot = new QLabel(box);
    m_connectionDot->setFixedSize(10, 10);
    m_connectionLabel = new QLabel(tr("Not signed in"), box);
    m_connectionLabel->setObjectName(QStringLiteral("connectionStatus"));
    h->addWidget(m_connectionDot);
    h->addWidget(m_connectionLabel);
    bar->addWidget(box, 1);
    m_transient = new QLabel(bar);
    m_transient->setObjectName(QStringLiteral("transientStatus"));
    bar->addPermanentWidget(m_transient);
    m_transientTimer.setSingleShot(true);
    m_transientTimer.setInterval(8000);
    connect(&m_transientTimer, &QTimer::timeout, m_transient, &QLabel::clear);
}

void MainWindow::showTransient(bool ok, const QString &text)
{
    m_transient->setText(text);
    QPalette pal = m_transient->palette();
    pal.setColor(QPalette::WindowText, ok ? Theme::success() : Theme::error());
    m_transient->setPalette(pal);
    m_transientTimer.start();
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

LoginDialog *MainWindow::loginDialog() const
{
    return m_login;
}

LoginDialog *MainWindow::openLogin(bool tryRestore)
{
    if (m_login && m_login->isVisible()) {
        m_login->raise();
        m_login->activateWindow();
        return m_login;
    }
    if (m_login)
        m_login->deleteLater(); // a finished one: start afresh

    m_login = new LoginDialog(m_services, this);
    m_login->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_login, &LoginDialog::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(m_login, &QDialog::rejected, this, [this] {
        if (m_services.session->state() != auth::Session::State::LoggedIn)
            m_banner->showMessage(Banner::Kind::Info, tr("You are not signed in. Sign in to search and order."),
                                  tr("Sign In"), [this] { openLogin(false); });
    });
    m_login->open();
    if (tryRestore)
        m_login->tryRestore();
    scheduleBusyCheck();
    return m_login;
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
    m_searchPage->setViewMode(preferences.resultsView == Preferences::ResultsView::List ? SearchPage::ViewMode::List
                                                                                        : SearchPage::ViewMode::Grid);
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

void MainWindow::logout(bool switchUser)
{
    m_services.session->logout();
    m_services.basket->sync()->clear();
    m_services.search->clear();
    m_services.details->clear();
    m_services.listItems->clear();
    m_services.lists->clear();
    if (m_services.articles)
        m_services.articles->clear();
    m_searchField->clear();
    m_banner->clear();
    emit loggedOut();
    if (isSignalConnected(QMetaMethod::fromSignal(&MainWindow::logoutRequested))) {
        emit logoutRequested(switchUser);
        return;
    }
    LoginDialog *dialog = openLogin(false);
    if (switchUser) {
        for (const char *name : {"username", "password"})
            if (auto *edit = dialog->findChild<QLineEdit *>(QLatin1String(name)))
                edit->clear();
    }
}

void MainWindow::onLoggedIn()
{
    m_banner->clear();
    updateAddresses();
    updateTitle();
}

void MainWindow::onAddressChanged()
{
    updateAddresses();
    updateTitle();
    // A new store: other prices, another basket, other lists.
    m_services.basket->sync()->clear();
    m_services.basket->refresh();
    m_services.listItems->clear();
    m_services.lists->refresh();
    if (m_services.details->hasArticle())
        m_services.details->load(m_services.details->variantId());
    const QString query = m_services.search->query();
    if (!query.isEmpty()) {
        m_services.search->clear();
        m_services.search->setQuery(query);
    }
    updateConnection();
}

void MainWindow::updateAddresses()
{
    auth::Session *session = m_services.session;
    const QList<api::DeliveryAddress> addresses = session->state() == auth::Session::State::LoggedIn
        ? session->deliveryAddresses()
        : QList<api::DeliveryAddress>();
    const QSignalBlocker block(m_address);
    m_address->clear();
    for (int i = 0; i < addresses.size(); ++i) {
        const api::DeliveryAddress &a = addresses.at(i);
        QString label = a.city.isEmpty() ? a.displayText() : a.city;
        if (!a.street.isEmpty())
            label = tr("%1, %2").arg(a.city, a.street);
        m_address->addItem(Icons::icon(QStringLiteral("map-pin")), label, i);
        m_address->setItemData(i, a.displayText(), Qt::ToolTipRole);
    }
    m_address->setCurrentIndex(m_address->findData(session->currentAddressIndex()));
    m_address->setVisible(!addresses.isEmpty());
    m_address->setEnabled(addresses.size() > 1);
}

void MainWindow::updateBasketBadge()
{
    models::BasketModel *basket = m_services.basket;
    const int count = basket->lineCount();
    m_basketButton->setCount(count);
    m_basketButton->setBusy(basket->isBusy());
    const QString text = basket->hasBasket() && count > 0 ? basket->totalText() : tr("Basket");
    m_basketButton->setText(text);
    m_basketButton->setAccessibleName(count > 0 ? tr("Basket: %L1 lines, total %2").arg(count).arg(basket->totalText())
                                                : tr("Basket"));
}

void MainWindow::updateConnection()
{
    auth::Session *session = m_services.session;
    QColor dot;
    QString text;
    const QString server = m_services.demoServerUrl.isValid() && session->baseUrl() == m_services.demoServerUrl
        ? tr("demo shop")
        : session->baseUrl().host();
    switch (session->state()) {
    case auth::Session::State::LoggedOut:
        dot = Theme::muted();
        text = tr("Not signed in");
        break;
    case auth::Session::State::LoggingIn:
        dot = Theme::amber();
        text = tr("Signing in to %1…").arg(server);
        break;
    case auth::Session::State::LoggedIn:
        if (!m_reachable) {
            dot = Theme::error();
            text = tr("Offline: %1 cannot be reached. Retry with F5 once the connection is back.").arg(server);
        } else {
            dot = Theme::success();
            text = tr("Connected · %1").arg(server);
            if (!session->customerName().isEmpty())
                text += tr(" · %1").arg(session->customerName());
            models::BasketModel *basket = m_services.basket;
            if (basket->isBusy()) {
                text += tr(" · syncing basket…");
            } else if (basket->lastSynced().isValid()) {
                const qint64 secs = qMax<qint64>(0, basket->lastSynced().secsTo(QDateTime::currentDateTime()));
                text += secs < 60 ? tr(" · basket synced just now")
                                  : tr(" · basket synced %L1 min ago").arg(secs / 60);
            }
        }
        break;
    }
    m_connectionLabel->setText(text);
    QPixmap pm(QSize(10, 10) * devicePixelRatioF());
    pm.setDevicePixelRatio(devicePixelRatioF());
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(dot);
        p.drawEllipse(QRectF(1, 1, 8, 8));
    }
    m_connectionDot->setPixmap(pm);
    const bool loggedIn = session->state() == auth::Session::State::LoggedIn;
    m_logoutAction->setEnabled(loggedIn);
    const QString who = loggedIn ? session->customerName() : tr("Sign in");
    m_userButton->setText(m_userButton->fontMetrics().elidedText(who, Qt::ElideRight, 200));
    m_userButton->setToolTip(who);
    m_userButton->setVisible(true);
}

void MainWindow::updateTitle()
{
    const QString name = m_services.session->customerName();
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

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    updateCompact();
}

void MainWindow::updateCompact()
{
    // Below ~1200 px the toolbar drops words it can do without (icons and tooltips stay).
    const bool compact = width() < 1200;
    if (compact == m_compact && m_brand)
        return;
    m_compact = compact;
    m_brandAction->setVisible(!compact);
    for (QToolButton *b : m_navButtons)
        if (b)
            b->setToolButtonStyle(compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    m_userButton->setToolButtonStyle(compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    m_address->setMaximumWidth(compact ? 190 : 300);
    m_address->setMinimumContentsLength(compact ? 10 : 14);
    m_searchField->setMinimumWidth(compact ? 180 : 260);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveWindowState();
    QMainWindow::closeEvent(event);
}

} // namespace webshop::ui
