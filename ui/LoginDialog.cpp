#include "ui/LoginDialog.h"

#include "app/control/LoginHints.h"
#include "app/control/OfflineCache.h"
#include "app/control/SessionController.h"
#include "ui/AddressChooser.h"
#include "ui/Banner.h"
#include "ui/CredentialsPage.h"
#include "ui/GraphLinks.h"

#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace webshop::ui {

namespace {
QString messageFor(const values::ApiError &error, const QString &given, const QUrl &server)
{
    using Kind = values::ApiError::Kind;
    switch (error.kind) {
    case Kind::Network:
    case Kind::Timeout:
        return LoginDialog::tr("The server %1 cannot be reached. Check the address and your network connection.")
            .arg(server.host().isEmpty() ? server.toDisplayString() : server.host());
    case Kind::Tls:
        return LoginDialog::tr("The server's certificate could not be verified. The connection was not made.");
    case Kind::Insecure:
        return LoginDialog::tr("Plain http:// is only allowed on this computer. Use an https:// address.");
    default: break;
    }
    if (!given.isEmpty())
        return given;
    if (error.kind == Kind::Unauthorized || error.kind == Kind::BadRequest)
        return LoginDialog::tr("The login was refused. Check the API user and password from your company, and your "
                               "username and password.");
    return error.userMessage();
}
} // namespace

LoginDialog::LoginDialog(const Services &services, QWidget *parent)
    : QDialog(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("LoginDialog"));
    setWindowTitle(tr("Sign In"));
    setModal(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_pages = new QStackedWidget(this);
    m_credentials = new CredentialsPage(m_services.demoServerUrl, m_services.demoCredentials, m_services.preferences, m_pages);
    m_addresses = new AddressChooser(m_pages);
    m_pages->addWidget(m_credentials);
    m_pages->addWidget(m_addresses);
    layout->addWidget(m_pages);
    setMinimumWidth(480);

    connect(m_credentials, &CredentialsPage::submitted, this, &LoginDialog::submit);
    connect(m_credentials, &CredentialsPage::cancelled, this, &LoginDialog::reject);
    connect(m_addresses, &AddressChooser::chosen, this, [this](int index) {
        m_services.session->selectAddress(index);
        accept();
    });
    connect(m_addresses, &AddressChooser::otherUserRequested, this, [this] {
        m_services.session->logout();
        m_credentials->clearPassword();
        setStep(Step::Credentials);
    });
    connectSession();
    m_credentials->prefill();
    setStep(Step::Credentials);
}

LoginDialog::~LoginDialog()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

void LoginDialog::connectSession()
{
    control::SessionController *session = m_services.session;
    connect(session, &control::SessionController::loggedIn, this, &LoginDialog::onLoggedIn);
    connect(session, &control::SessionController::loginFailed, this,
            [this](const values::ApiError &error, const QString &message) {
                if (m_step != Step::SigningIn)
                    return;
                const bool wasRestoring = std::exchange(m_restoring, false);
                // Nothing remembered: not an error, just ask.
                if (wasRestoring && message.isEmpty()) {
                    setStep(Step::Credentials);
                    m_credentials->focusPassword(false);
                    return;
                }
                // The remembered login cannot reach the server: the saved views instead of an
                // error, and the sign-in is retried by itself.
                if (wasRestoring && startOffline(error))
                    return;
                onLoginFailed(messageFor(error, message, selectedServerUrl()));
            });
    connect(session, &control::SessionController::stateChanged, this, [this](control::SessionController::State state) {
        if (state == control::SessionController::State::LoggingIn && m_step == Step::Credentials && isVisible())
            setStep(Step::SigningIn);
    });
    connect(session, &control::SessionController::keychainMessage, this,
            [this](const QString &message) { currentBanner()->showMessage(Banner::Kind::Warning, message); });
}

Banner *LoginDialog::currentBanner() const
{
    return m_step == Step::ChooseAddress ? m_addresses->banner() : m_credentials->banner();
}

QString LoginDialog::serverUrlText() const
{
    return m_credentials->serverUrlText();
}

QUrl LoginDialog::selectedServerUrl() const
{
    return m_credentials->selectedServerUrl();
}

void LoginDialog::setServerUrl(const QUrl &url)
{
    m_credentials->setServerUrl(url);
}

void LoginDialog::showNotice(const QString &text)
{
    currentBanner()->showMessage(Banner::Kind::Warning, text);
}

void LoginDialog::submit()
{
    if (m_step == Step::SigningIn)
        return;
    m_credentials->banner()->clear();
    if (!m_credentials->validate())
        return;
    m_restoring = false;
    setStep(Step::SigningIn);
    m_services.session->login(m_credentials->credentials());
}

bool LoginDialog::tryRestore()
{
    if (!control::LoginHints::load().remember)
        return false;
    const control::SignIn typed = m_credentials->credentials();
    if (!typed.server.isValid() || typed.apiUser.isEmpty() || typed.username.isEmpty())
        return false;
    m_restoring = true;
    setStep(Step::SigningIn, tr("Signing in as %1…").arg(typed.username));
    m_services.session->restore(typed.server, typed.apiUser, typed.username);
    return true;
}

bool LoginDialog::startOffline(const values::ApiError &error)
{
    using Kind = values::ApiError::Kind;
    if (!m_services.offline || (error.kind != Kind::Network && error.kind != Kind::Timeout && error.kind != Kind::Server))
        return false;
    const control::SignIn typed = m_credentials->credentials();
    if (!m_services.offline->startOffline(typed.server, typed.apiUser, typed.username))
        return false;
    setStep(Step::Credentials);
    accept();
    return true;
}

void LoginDialog::onLoginFailed(const QString &message)
{
    setStep(Step::Credentials);
    m_credentials->banner()->showMessage(Banner::Kind::Error, message);
    m_credentials->focusPassword(true);
}

void LoginDialog::onLoggedIn()
{
    // Also when the login was started elsewhere (remembered login, the shell) while we show.
    if (m_step != Step::SigningIn && !isVisible())
        return;
    if (m_step == Step::ChooseAddress)
        return;
    m_restoring = false;
    m_credentials->saveHints();
    // Chosen already (the shell, a re-login), the address used last time, or the only one.
    control::SessionController *session = m_services.session;
    if (session->chooseRememberedAddress()) {
        accept();
        return;
    }
    if (session->deliveryAddresses().isEmpty()) {
        // Searching needs a store: without an address nothing works. Say so plainly.
        setStep(Step::Credentials);
        m_credentials->banner()->showMessage(
            Banner::Kind::Error, tr("This customer account has no delivery address, so no store can be chosen. "
                                    "Please ask your wholesaler to add one."));
        session->logout();
        return;
    }
    showAddressChoice();
}

void LoginDialog::showAddressChoice(int preselected)
{
    m_addresses->setAddresses(m_services.session->deliveryAddresses(),
                              preselected >= 0 ? preselected : m_services.session->currentAddressIndex());
    setStep(Step::ChooseAddress);
    m_addresses->focusList();
}

void LoginDialog::setStep(Step step, const QString &progress)
{
    const bool wasBusy = m_step == Step::SigningIn;
    m_step = step;
    const bool busy = step == Step::SigningIn;
    m_pages->setCurrentWidget(step == Step::ChooseAddress ? static_cast<QWidget *>(m_addresses) : m_credentials);
    // One default button per dialog: the visible page's, so Enter in any field acts on it.
    m_credentials->loginButton()->setDefault(step != Step::ChooseAddress);
    m_addresses->continueButton()->setDefault(step == Step::ChooseAddress);
    m_credentials->setBusy(busy, progress);
    if (busy != wasBusy)
        emit busyChanged(busy);
}

void LoginDialog::reject()
{
    // A login without an address yet is half done: abandon it, the session must not stay half
    // signed in. A buyer who already has an address and only looked at the choice keeps it.
    const bool halfDone = m_step == Step::SigningIn
        || (m_step == Step::ChooseAddress && m_services.session->currentAddressIndex() < 0);
    if (halfDone) {
        m_services.session->logout();
        setStep(Step::Credentials);
    }
    QDialog::reject();
}

} // namespace webshop::ui
