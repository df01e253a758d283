// The window's side of the session: the login dialog, the delivery address, logout and a
// lost session, and the customer's data the models hold (cleared whenever the customer goes).

#include "ui/MainWindow.h"

#include "app/api/BasketSync.h"
#include "models/ArticleCache.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ImageCache.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/SearchResultsModel.h"
#include "ui/AddressMemory.h"
#include "ui/Banner.h"
#include "ui/LoginDialog.h"

#include <QLineEdit>
#include <QMetaMethod>

namespace webshop::ui {

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
    m_login->setServerUrl(m_serverUrl);
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

void MainWindow::setServerUrl(const QUrl &url)
{
    m_serverUrl = url;
    if (m_login && m_login->isVisible() && m_login->step() == LoginDialog::Step::Credentials)
        m_login->setServerUrl(url);
}

void MainWindow::chooseAddress()
{
    auth::Session *session = m_services.session;
    if (session->state() != auth::Session::State::LoggedIn || session->currentAddressIndex() >= 0)
        return;
    const int remembered = AddressMemory::recall(session->baseUrl(), session->customerId(), session->deliveryAddresses());
    if (remembered >= 0 || session->deliveryAddresses().size() == 1) {
        session->selectAddress(qMax(remembered, 0));
        return;
    }
    openLogin(false)->showAddressChoice();
}

void MainWindow::onAuthenticationLost()
{
    // The session renewal was refused: the session is over. Nothing of this customer may stay
    // on screen (the next one to sign in may be someone else); ask for the sign-in again.
    if (m_services.session->state() != auth::Session::State::LoggedOut)
        return;
    clearCustomerData();
    m_searchField->clear();
    updateAddresses();
    updateConnection();
    updateTitle();
    const QString message = tr("Your session has ended and could not be renewed. Please sign in again.");
    m_banner->showMessage(Banner::Kind::Error, message, tr("Sign In"), [this] { openLogin(false); });
    openLogin(false)->showNotice(message);
}

void MainWindow::logout(bool switchUser)
{
    m_services.session->logout(); // loggedOut clears the customer's data
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

void MainWindow::clearCustomerData()
{
    m_services.basket->sync()->clear();
    m_services.search->clear();
    m_services.details->clear();
    m_services.listItems->clear();
    m_services.lists->clear();
    if (m_services.articles)
        m_services.articles->clear();
    // What a customer looked at does not outlive the session, on screen or on disk.
    if (m_services.images)
        m_services.images->clear();
    m_dataOwner.clear();
}

QString MainWindow::customerKey() const
{
    const auth::Session *session = m_services.session;
    return session->customerId().isEmpty() ? QString()
                                           : session->baseUrl().toString() + u'\n' + session->customerId();
}

void MainWindow::onLoggedIn()
{
    // Signed in again after the session ended, as someone else: drop what the previous
    // customer saw (basket, prices, lists) before anything of it is shown or reused.
    if (!m_dataOwner.isEmpty() && m_dataOwner != customerKey())
        clearCustomerData();
    m_banner->clear();
    updateAddresses();
    updateTitle();
}

void MainWindow::onAddressChanged()
{
    updateAddresses();
    updateTitle();
    if (const auth::Session *s = m_services.session; s->currentAddressIndex() >= 0)
        AddressMemory::remember(s->baseUrl(), s->customerId(), s->currentAddress());
    // A new store: other prices, another basket, other lists.
    m_dataOwner = customerKey();
    if (m_services.articles)
        m_services.articles->clear(); // its articles carry the old store's prices
    m_services.basket->sync()->clear();
    m_services.basket->refresh();
    m_services.listItems->clear();
    m_services.lists->refresh();
    if (m_services.details->hasArticle())
        m_services.details->load(m_services.details->variantId());
    m_services.search->reloadForContext();
    updateConnection();
}

} // namespace webshop::ui
