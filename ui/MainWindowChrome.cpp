// The window's chrome: the toolbar and the status bar (components of their own), wired to the
// pages and the session, and the compact layout for narrow windows.

#include "ui/MainWindow.h"

#include "app/control/SessionController.h"
#include "models/BasketModel.h"
#include "models/PriceDisplay.h"
#include "ui/ConnectionStatus.h"
#include "ui/MainToolBar.h"
#include "ui/CataloguePage.h"
#include "ui/ToolbarWidgets.h"

#include <QAction>
#include <QLineEdit>
#include <QListView>
#include <QStatusBar>

namespace webshop::ui {

void MainWindow::createToolBar()
{
    m_toolbar = new MainToolBar({m_pageActions[0], m_pageActions[1], m_pageActions[2], m_preferencesAction,
                                 m_switchUserAction, m_logoutAction, m_pageActions[3]},
                                this);
    addToolBar(m_toolbar);
    m_searchField = m_toolbar->searchField();
    m_priceSwitch = m_toolbar->priceSwitch();
    connect(m_toolbar, &MainToolBar::searchEdited, this, [this](const QString &text) {
        showPage(Page::Search);
        m_searchPage->searchDebounced(text);
    });
    connect(m_toolbar, &MainToolBar::searchSubmitted, this, [this](const QString &text) {
        showPage(Page::Search);
        m_searchPage->searchNow(text);
    });
    connect(m_toolbar, &MainToolBar::searchDownPressed, this, [this] {
        showPage(Page::Search);
        QListView *view = m_searchPage->resultsView();
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
    connect(m_priceSwitch, &PriceModeSwitch::netToggled, this, [this](bool net) {
        if (m_services.prices)
            m_services.prices->setMode(net ? models::PriceDisplay::Mode::Net : models::PriceDisplay::Mode::Gross);
    });
    connect(m_toolbar, &MainToolBar::basketClicked, this, [this] { showPage(Page::Basket); });
}

void MainWindow::createStatusBar()
{
    m_status = new ConnectionStatus(m_services.session, m_services.basket, m_services.demoServerUrl, statusBar());
    m_status->setOfflineCache(m_services.offline);
}

QComboBox *MainWindow::addressBox() const
{
    return m_toolbar->addressBox();
}

void MainWindow::showTransient(bool ok, const QString &text)
{
    m_status->showResult(ok, text);
}

void MainWindow::updateAddresses()
{
    const control::SessionController *session = m_services.session;
    m_toolbar->setAddresses(session->isSignedIn() ? session->deliveryAddresses() : QList<api::DeliveryAddress>(),
                            session->currentAddressIndex());
}

void MainWindow::updateBasketBadge()
{
    const models::BasketModel *basket = m_services.basket;
    const int count = basket->lineCount();
    m_toolbar->setBasket(count, basket->isBusy(), basket->hasBasket() && count > 0 ? basket->totalText() : QString());
}

void MainWindow::updateConnection()
{
    m_status->refresh();
    const bool signedIn = m_services.session->isSignedIn();
    m_logoutAction->setEnabled(signedIn);
    m_toolbar->setAccount(signedIn ? m_services.session->customerName() : QString());
}

} // namespace webshop::ui
