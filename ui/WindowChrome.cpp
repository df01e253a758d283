#include "ui/WindowChrome.h"

#include "app/control/OfflineCache.h"
#include "app/control/PreferencesStore.h"
#include "app/control/SessionController.h"
#include "models/BasketModel.h"
#include "models/PriceDisplay.h"
#include "ui/BasketPage.h"
#include "ui/CataloguePage.h"
#include "ui/ConnectionStatus.h"
#include "ui/GraphLinks.h"
#include "ui/MainToolBar.h"
#include "ui/PageList.h"
#include "ui/PageStack.h"
#include "ui/ToolbarWidgets.h"
#include "ui/WindowMenus.h"

#include <QAction>
#include <QLineEdit>
#include <QListView>
#include <QMainWindow>
#include <QStatusBar>

namespace webshop::ui {

WindowChrome::WindowChrome(const Services &services, QMainWindow *window, PageStack *pages, WindowMenus *menus)
    : QObject(window)
    , m_services(services)
    , m_window(window)
    , m_pages(pages)
{
    createToolBar(menus);
    m_status = new ConnectionStatus(m_services.session, m_services.basket, m_services.demoServerUrl, window->statusBar());
    m_status->setOfflineCache(m_services.offline);
    connectPrices();
    connectSession();
    updateSessionViews();
    updateBasketBadge();
}

WindowChrome::~WindowChrome()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

void WindowChrome::createToolBar(WindowMenus *menus)
{
    MainToolBar::Actions actions{{}, m_pages->actionOf(&BasketPage::staticMetaObject), menus->preferencesAction(),
                                 menus->switchUserAction(), menus->logoutAction()};
    for (int i = 0; i < int(pageList().size()); ++i) {
        const PageInfo &info = pageList()[i];
        if (info.tabText)
            actions.tabs.append({m_pages->actions()[i], u"nav" + info.name.left(1).toUpper() + info.name.mid(1), info.tabTitle()});
    }
    m_toolbar = new MainToolBar(actions, m_window);
    m_window->addToolBar(m_toolbar);
    const auto search = [this](const QString &text, bool now) {
        m_pages->showPage<CataloguePage>();
        now ? m_pages->page<CataloguePage>()->searchNow(text) : m_pages->page<CataloguePage>()->searchDebounced(text);
    };
    connect(m_toolbar, &MainToolBar::searchEdited, this, [search](const QString &text) { search(text, false); });
    connect(m_toolbar, &MainToolBar::searchSubmitted, this, [search](const QString &text) { search(text, true); });
    connect(m_toolbar, &MainToolBar::searchDownPressed, this, [this] {
        m_pages->showPage<CataloguePage>();
        QListView *view = m_pages->page<CataloguePage>()->resultsView();
        if (view->model()->rowCount() > 0) {
            if (!view->currentIndex().isValid())
                view->setCurrentIndex(view->model()->index(0, 0));
            view->setFocus(Qt::TabFocusReason);
        }
    });
    connect(m_toolbar, &MainToolBar::addressChosen, this, [this](int addressIndex) {
        if (addressIndex != m_services.session->currentAddressIndex())
            m_services.session->selectAddress(addressIndex);
    });
    connect(m_toolbar, &MainToolBar::basketClicked, this, [this] { m_pages->showPage<BasketPage>(); });
    connect(m_pages, &QStackedWidget::currentChanged, this,
            [this] { m_toolbar->basketButton()->setChecked(m_pages->isShowing<BasketPage>()); });
}

QLineEdit *WindowChrome::searchField() const { return m_toolbar->searchField(); }
QComboBox *WindowChrome::addressBox() const { return m_toolbar->addressBox(); }
PriceModeSwitch *WindowChrome::priceSwitch() const { return m_toolbar->priceSwitch(); }

void WindowChrome::showResult(bool ok, const QString &text)
{
    m_status->showResult(ok, text);
}

// Prices: one mode for every view, remembered; the toolbar's switch and the View menu set it.
void WindowChrome::connectPrices()
{
    priceSwitch()->setNet(m_services.preferences->current().netPrices);
    if (!m_services.prices)
        return;
    m_services.prices->setMode(m_services.preferences->current().netPrices ? models::PriceDisplay::Mode::Net : models::PriceDisplay::Mode::Gross);
    connect(priceSwitch(), &PriceModeSwitch::netToggled, this, [this](bool net) {
        m_services.prices->setMode(net ? models::PriceDisplay::Mode::Net : models::PriceDisplay::Mode::Gross);
    });
    connect(m_services.prices, &models::PriceDisplay::modeChanged, this, [this](models::PriceDisplay::Mode mode) {
        const bool net = mode == models::PriceDisplay::Mode::Net;
        priceSwitch()->setNet(net);
        if (m_services.preferences->current().netPrices != net) {
            control::Preferences p = m_services.preferences->current();
            p.netPrices = net;
            m_services.preferences->set(p);
        }
        updateBasketBadge();
    });
}

void WindowChrome::connectSession()
{
    control::SessionController *session = m_services.session;
    connect(session, &control::SessionController::stateChanged, this, [this] {
        updateSessionViews();
        emit sessionShown();
    });
    for (auto signal : {&control::SessionController::loggedIn, &control::SessionController::addressChanged,
                        &control::SessionController::loggedOut, &control::SessionController::sessionEnded})
        connect(session, signal, this, &WindowChrome::updateSessionViews);
    connect(session, &control::SessionController::reachabilityChanged, this, &WindowChrome::updateSessionViews);
    if (m_services.offline)
        connect(m_services.offline, &control::OfflineCache::offlineChanged, this, &WindowChrome::updateSessionViews);
    models::BasketModel *basket = m_services.basket;
    connect(basket, &models::BasketModel::totalsChanged, this, &WindowChrome::updateBasketBadge);
    connect(basket, &models::BasketModel::lineCountChanged, this, &WindowChrome::updateBasketBadge);
    connect(basket, &models::BasketModel::busyChanged, this, [this] {
        updateBasketBadge();
        m_status->refresh();
    });
}

void WindowChrome::updateSessionViews()
{
    const control::SessionController *session = m_services.session;
    const bool signedIn = session->isSignedIn();
    m_toolbar->setAddresses(signedIn ? session->deliveryAddresses() : QList<values::DeliveryAddress>(),
                            session->currentAddressIndex());
    m_status->refresh();
    m_toolbar->setAccount(signedIn ? session->customerName() : QString());
    // Only while signed in: a lost session keeps its profile, but not on screen.
    const QString name = signedIn ? session->customerName() : QString();
    m_window->setWindowTitle(name.isEmpty() ? tr("Webshop") : tr("%1 — Webshop").arg(name));
}

void WindowChrome::updateBasketBadge()
{
    const models::BasketModel *basket = m_services.basket;
    const int count = basket->lineCount();
    m_toolbar->setBasket(count, basket->isBusy(), basket->hasBasket() && count > 0 ? basket->totalText() : QString());
}

} // namespace webshop::ui
