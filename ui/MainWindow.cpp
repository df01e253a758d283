#include "ui/MainWindow.h"

#include "app/control/PreferencesStore.h"

#include "app/values/SettingsKeys.h"

#include "app/control/OfflineCache.h"
#include "app/control/SessionController.h"
#include "models/ArticleCache.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "ui/AboutDialog.h"
#include "ui/Banner.h"
#include "ui/BusyTracker.h"
#include "ui/BasketPage.h"
#include "ui/FirstPaint.h"
#include "ui/GraphLinks.h"
#include "ui/Icons.h"
#include "ui/LazyPage.h"
#include "ui/ListsPage.h"
#include "ui/QuickOrderGrid.h"
#include "ui/QuickOrderPage.h"
#include "ui/GuidePage.h"
#include "models/GuideModel.h"
#include "ui/OrderSheetActions.h"
#include "ui/LoginDialog.h"
#include "ui/StoreComparisonDialog.h"
#include "ui/MainToolBar.h"
#include "ui/OfflineBanner.h"
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
{
    Q_ASSERT(services.session && services.quitGuard && services.search && services.details && services.basket
             && services.lists && services.listItems);
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/app/webshop-desktop.svg")));
    setMinimumSize(960, 620);
    setAcceptDrops(true); // an order file dropped anywhere on the window opens its preview
    m_firstPaint = new FirstPaint(this);

    buildCentralWidget();
    createActions();
    createToolBar();
    createStatusBar();
    connectPrices();
    connectPriceHistory();
    connectAdds();
    connectGuideReminders();
    connectPages();
    connect(m_services.preferences, &control::PreferencesStore::changed, this, &MainWindow::applyPreferences);
    connectSession();
    connectQuitGuard();
    connectBasket();

    restoreWindowState();
    updateAddresses();
    updateBasketBadge();
    updateConnection();
    updateTitle();
    showPage(Page::Search);
}

void MainWindow::buildCentralWidget()
{
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
    bannerBox->addWidget(makeRecoveryBanner(central));
    bannerBox->addWidget(new OfflineBanner(m_services, central));
    v->addLayout(bannerBox);
    m_pages = new QStackedWidget(central);
    m_pages->setObjectName(QStringLiteral("pages"));
    m_searchPage = new CataloguePage(m_services, m_pages);
    // Off-screen pages are built when first shown: the first paint needs only the search page.
    m_basketPage = new LazyPage([this](QWidget *parent) { return buildBasketPage(parent); }, m_pages);
    m_listsPage = new LazyPage([this](QWidget *parent) { return buildListsPage(parent); }, m_pages);
    m_pages->addWidget(m_searchPage);
    m_pages->addWidget(m_basketPage);
    m_pages->addWidget(m_listsPage);
    m_quickOrderPage = new LazyPage([this](QWidget *parent) { return buildQuickOrderPage(parent); }, m_pages);
    m_pages->addWidget(m_quickOrderPage);
    m_guidePage = new LazyPage([this](QWidget *parent) { return buildGuidePage(parent); }, m_pages);
    m_pages->addWidget(m_guidePage);
    v->addWidget(m_pages, 1);
    setCentralWidget(central);
}

void MainWindow::connectPrices()
{
    // Prices: one mode for every view, remembered.
    if (m_services.prices) {
        m_services.prices->setMode(prefs().netPrices ? models::PriceDisplay::Mode::Net : models::PriceDisplay::Mode::Gross);
        connect(m_services.prices, &models::PriceDisplay::modeChanged, this, [this](models::PriceDisplay::Mode mode) {
            const bool net = mode == models::PriceDisplay::Mode::Net;
            m_priceSwitch->setNet(net);
            (net ? m_netAction : m_grossAction)->setChecked(true);
            if (prefs().netPrices != net) {
                control::Preferences p = prefs();
                p.netPrices = net;
                m_services.preferences->set(p);
            }
            updateBasketBadge();
        });
    }
    m_priceSwitch->setNet(prefs().netPrices);
    (prefs().netPrices ? m_netAction : m_grossAction)->setChecked(true);
}

void MainWindow::connectPages()
{
    m_searchPage->setViewMode(prefs().resultsView == control::Preferences::ResultsView::List ? CataloguePage::ViewMode::List
                                                                                             : CataloguePage::ViewMode::Grid);
    connect(m_searchPage, &CataloguePage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(m_searchPage, &CataloguePage::addFinished, this, &MainWindow::showTransient);
    connect(m_searchPage, &CataloguePage::clearSearchRequested, this, [this] {
        m_searchField->clear();
        m_services.search->clear();
        m_searchField->setFocus();
    });
    connect(m_searchPage, &CataloguePage::viewModeChanged, this, [this](CataloguePage::ViewMode mode) {
        (mode == CataloguePage::ViewMode::Grid ? m_gridAction : m_listAction)->setChecked(true);
        control::Preferences p = prefs();
        p.resultsView = mode == CataloguePage::ViewMode::Grid ? control::Preferences::ResultsView::Grid
                                                          : control::Preferences::ResultsView::List;
        m_services.preferences->set(p);
    });
    m_busyTracker = new BusyTracker([this] { return isBusy(); }, this);
    connect(m_busyTracker, &BusyTracker::checked, m_progress, &ProgressLine::setBusy);
    connect(m_busyTracker, &BusyTracker::busyChanged, this, &MainWindow::busyChanged);
}

BasketPage *MainWindow::buildBasketPage(QWidget *parent)
{
    auto *page = new BasketPage(m_services, parent);
    connect(page, &BasketPage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(page, &BasketPage::checkoutRequested, this, [this] {
        const QUrl url = checkoutUrl();
        if (!urlOpener()(url))
            m_banner->showMessage(Banner::Kind::Error,
                                  tr("The webshop could not be opened in your browser. Its address is %1.")
                                      .arg(url.toDisplayString()));
    });
    connect(page, &BasketPage::findArticlesRequested, this, [this] { m_findAction->trigger(); });
    connect(page, &BasketPage::compareRequested, this, &MainWindow::compareStores);
    return page;
}

ListsPage *MainWindow::buildListsPage(QWidget *parent)
{
    auto *page = new ListsPage(m_services, parent);
    connect(page, &ListsPage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(page, &ListsPage::addFinished, this, &MainWindow::showTransient);
    connect(page, &ListsPage::compareRequested, this, &MainWindow::compareStores);
    connect(page, &ListsPage::guideRequested, this, &MainWindow::openGuide);
    return page;
}

GuidePage *MainWindow::buildGuidePage(QWidget *parent)
{
    auto *page = new GuidePage(m_services, parent);
    connect(page, &GuidePage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(page, &GuidePage::addFinished, this, &MainWindow::showTransient);
    connect(page, &GuidePage::listsRequested, this, [this] { showPage(Page::Lists); });
    connect(page->model(), &QAbstractItemModel::modelReset, this, [this] { m_sheetActions->updateSoon(); });
    return page;
}

GuidePage *MainWindow::guidePage() const
{
    return m_guidePage->page<GuidePage>();
}

void MainWindow::openGuide(const QString &listId)
{
    showPage(Page::Guide);
    guidePage()->openList(listId);
}

QuickOrderPage *MainWindow::buildQuickOrderPage(QWidget *parent)
{
    auto *page = new QuickOrderPage(m_services, parent);
    connect(page, &QuickOrderPage::busyChanged, this, &MainWindow::scheduleBusyCheck);
    connect(page, &QuickOrderPage::addFinished, this, &MainWindow::showTransient);
    // Several lines pasted into the grid: the import preview accounts for every one of them.
    connect(page, &QuickOrderPage::pasteRequested, this,
            [this](const QByteArray &text) { importOrderData(text, tr("Pasted lines")); });
    return page;
}

BasketPage *MainWindow::basketPage() const
{
    return m_basketPage->page<BasketPage>();
}

ListsPage *MainWindow::listsPage() const
{
    return m_listsPage->page<ListsPage>();
}

QuickOrderPage *MainWindow::quickOrderPage() const
{
    return m_quickOrderPage->page<QuickOrderPage>();
}

void MainWindow::connectBasket()
{
    models::BasketModel *basket = m_services.basket;
    connect(basket, &models::BasketModel::totalsChanged, this, &MainWindow::updateBasketBadge);
    connect(basket, &models::BasketModel::lineCountChanged, this, &MainWindow::updateBasketBadge);
    connect(basket, &models::BasketModel::busyChanged, this, [this] {
        updateBasketBadge();
        updateConnection();
    });
}

MainWindow::~MainWindow()
{
    // The teardown order, explicit (see GraphLinks.h). First, while the window is whole: a
    // quick-order cell being edited is committed (the typed line stays in the draft), so that
    // hiding the window in ~QWidget has no editor left to commit.
    if (m_quickOrderPage->isBuilt())
        quickOrderPage()->grid()->commitOpenEditor();
    // Then nothing of the graph reaches the window any more; then its members go. (The pages
    // cut their own links in their destructors.)
    cutGraphLinks(this, m_services);
}

void MainWindow::showPage(Page page)
{
    m_pages->setCurrentIndex(int(page));
    m_pageActions[int(page)]->setChecked(true);
    m_toolbar->basketButton()->setChecked(page == Page::Basket);
    if ((page == Page::Lists || page == Page::Guide) && m_services.session->isSignedIn()
        && m_services.lists->rowCount() == 0 && m_services.lists->state() == models::PersonalListsModel::State::Idle)
        m_services.lists->refresh();
    scheduleBusyCheck();
}

void MainWindow::afterFirstPaint(std::function<void()> work)
{
    m_firstPaint->then(std::move(work));
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
    if (m_services.session->state() == control::SessionController::State::LoggingIn)
        return true;
    if (m_comparison && m_comparison->isVisible() && m_comparison->isBusy())
        return true;
    switch (currentPage()) {
    case Page::Search: return m_searchPage->isBusy();
    case Page::Basket: return m_basketPage->isBuilt() && basketPage()->isBusy();
    case Page::Lists: return m_listsPage->isBuilt() && listsPage()->isBusy();
    case Page::QuickOrder: return m_quickOrderPage->isBuilt() && quickOrderPage()->isBusy();
    case Page::Guide: return m_guidePage->isBuilt() && guidePage()->isBusy();
    }
    return false;
}

void MainWindow::scheduleBusyCheck()
{
    m_busyTracker->schedule();
}

void MainWindow::refreshCurrentPage()
{
    if (m_services.offline && m_services.offline->isOffline()) {
        m_services.offline->retryNow(); // the views load again by themselves once it answers
        return;
    }
    switch (currentPage()) {
    case Page::Search:
        if (!m_services.search->query().isEmpty())
            m_services.search->retry();
        if (m_services.details->hasArticle())
            m_services.details->load(m_services.details->variantId());
        break;
    case Page::Basket: m_services.basket->refresh(); break;
    case Page::Lists: m_services.lists->refresh(); break;
    case Page::QuickOrder: break; // the grid is the buyer's own: nothing to read again
    case Page::Guide: m_services.basket->refresh(); break; // the deposits; the counts are the buyer's
    }
}

void MainWindow::updateTitle()
{
    // Only while signed in: a lost session keeps its profile, but not on screen.
    const control::SessionController *session = m_services.session;
    const QString name = session->isSignedIn() ? session->customerName() : QString();
    setWindowTitle(name.isEmpty() ? tr("Webshop") : tr("%1 — Webshop").arg(name));
}

} // namespace webshop::ui
