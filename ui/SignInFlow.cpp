#include "ui/SignInFlow.h"

#include "app/control/OfflineCache.h"
#include "app/control/SessionController.h"
#include "ui/Banner.h"
#include "ui/GraphLinks.h"
#include "ui/LoginDialog.h"

#include <QLineEdit>

namespace webshop::ui {

SignInFlow::SignInFlow(const Services &services, QWidget *window, Banner *banner)
    : QObject(window)
    , m_services(services)
    , m_window(window)
    , m_banner(banner)
{
    control::SessionController *session = m_services.session;
    connect(session, &control::SessionController::loggedIn, this, [this] { m_banner->clear(); });
    connect(session, &control::SessionController::keychainMessage, this,
            [this](const QString &message) { m_banner->showMessage(Banner::Kind::Warning, message); });
    connect(session, &control::SessionController::sessionEnded, this, &SignInFlow::onSessionEnded);
    if (control::OfflineCache *offline = m_services.offline)
        connect(offline, &control::OfflineCache::signInNeeded, this,
                [this](const QString &message) { openLogin(false)->showNotice(message); });
}

SignInFlow::~SignInFlow()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

LoginDialog *SignInFlow::openLogin(bool tryRestore)
{
    if (m_login && m_login->isVisible()) {
        m_login->raise();
        m_login->activateWindow();
        return m_login;
    }
    if (m_login)
        m_login->deleteLater(); // a finished one: start afresh

    m_login = new LoginDialog(m_services, m_window);
    m_login->setAttribute(Qt::WA_DeleteOnClose);
    m_login->setServerUrl(m_serverUrl);
    connect(m_login, &LoginDialog::busyChanged, this, &SignInFlow::busyChanged);
    connect(m_login, &QDialog::rejected, this, [this] {
        if (!m_services.session->isSignedIn())
            m_banner->showMessage(Banner::Kind::Info, tr("You are not signed in. Sign in to search and order."),
                                  tr("Sign In"), [this] { openLogin(false); });
    });
    m_login->open();
    if (tryRestore)
        m_login->tryRestore();
    emit busyChanged();
    return m_login;
}

LoginDialog *SignInFlow::loginDialog() const
{
    return m_login;
}

bool SignInFlow::isSigningIn() const
{
    return m_login && m_login->isVisible() && m_login->step() == LoginDialog::Step::SigningIn;
}

void SignInFlow::setServerUrl(const QUrl &url)
{
    m_serverUrl = url;
    if (m_login && m_login->isVisible() && m_login->step() == LoginDialog::Step::Credentials)
        m_login->setServerUrl(url);
}

void SignInFlow::chooseAddress()
{
    control::SessionController *session = m_services.session;
    if (session->isSignedIn() && !session->chooseRememberedAddress())
        openLogin(false)->showAddressChoice();
}

void SignInFlow::onSessionEnded()
{
    // The customer's data is gone already; ask for the sign-in again.
    emit signedOut();
    const QString message = tr("Your session has ended and could not be renewed. Please sign in again.");
    m_banner->showMessage(Banner::Kind::Error, message, tr("Sign In"), [this] { openLogin(false); });
    openLogin(false)->showNotice(message);
}

void SignInFlow::signOut(bool switchUser, bool forgetLocalData)
{
    if (forgetLocalData)
        emit forgetLocalDataRequested(true); // while the customer is still known
    m_services.session->logout(); // the controller drops the customer's data
    emit signedOut();
    m_banner->clear();
    LoginDialog *dialog = openLogin(false);
    if (switchUser) {
        for (const char *name : {"username", "password"})
            if (auto *edit = dialog->findChild<QLineEdit *>(QLatin1String(name)))
                edit->clear();
    }
}

} // namespace webshop::ui
