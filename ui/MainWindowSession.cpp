// The window's side of the session: the login dialog, the delivery address, signing out and a
// lost session. What happens to the customer's data is the SessionController's business; the
// window only shows the outcome.

#include "ui/MainWindow.h"

#include "app/control/OfflineCache.h"
#include "app/control/SessionController.h"
#include "ui/Banner.h"
#include "ui/LoginDialog.h"

#include <QLineEdit>

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
        if (!m_services.session->isSignedIn())
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
    control::SessionController *session = m_services.session;
    if (session->isSignedIn() && !session->chooseRememberedAddress())
        openLogin(false)->showAddressChoice();
}

void MainWindow::onSessionEnded()
{
    // The customer's data is gone already; ask for the sign-in again.
    m_searchField->clear();
    updateSessionViews();
    const QString message = tr("Your session has ended and could not be renewed. Please sign in again.");
    m_banner->showMessage(Banner::Kind::Error, message, tr("Sign In"), [this] { openLogin(false); });
    openLogin(false)->showNotice(message);
}

void MainWindow::signOut(bool switchUser, bool forgetLocal)
{
    m_afterAdds = AfterAdds::Nothing;
    if (forgetLocal)
        forgetLocalData(true); // while the customer is still known
    m_services.session->logout(); // the controller drops the customer's data
    m_searchField->clear();
    m_banner->clear();
    LoginDialog *dialog = openLogin(false);
    if (switchUser) {
        for (const char *name : {"username", "password"})
            if (auto *edit = dialog->findChild<QLineEdit *>(QLatin1String(name)))
                edit->clear();
    }
}

void MainWindow::updateSessionViews()
{
    updateAddresses();
    updateConnection();
    updateTitle();
}

void MainWindow::connectSession()
{
    control::SessionController *session = m_services.session;
    connect(session, &control::SessionController::stateChanged, this, [this] {
        updateConnection();
        updateTitle();
        scheduleBusyCheck();
    });
    connect(session, &control::SessionController::loggedIn, this, [this] {
        m_banner->clear();
        updateAddresses();
        updateTitle();
    });
    connect(session, &control::SessionController::addressChanged, this, &MainWindow::updateSessionViews);
    connect(session, &control::SessionController::keychainMessage, this,
            [this](const QString &message) { m_banner->showMessage(Banner::Kind::Warning, message); });
    connect(session, &control::SessionController::loggedOut, this, &MainWindow::updateSessionViews);
    connect(session, &control::SessionController::sessionEnded, this, &MainWindow::onSessionEnded);
    connect(session, &control::SessionController::reachabilityChanged, this, &MainWindow::updateConnection);
    if (control::OfflineCache *offline = m_services.offline) {
        connect(offline, &control::OfflineCache::offlineChanged, this, &MainWindow::updateSessionViews);
        connect(offline, &control::OfflineCache::signInNeeded, this,
                [this](const QString &message) { openLogin(false)->showNotice(message); });
    }
}

} // namespace webshop::ui
