#include "ui/LoginDialog.h"

#include "app/control/SessionController.h"

#include "app/values/SettingsKeys.h"

#include "ui/Banner.h"
#include "ui/Icons.h"
#include "app/control/Preferences.h"
#include "ui/ProgressLine.h"
#include "ui/Theme.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace webshop::ui {

namespace {
constexpr QLatin1String kApiUser = settings::LoginApiUser;
constexpr QLatin1String kUsername = settings::LoginUsername;
constexpr QLatin1String kRemember = settings::LoginRemember;

enum ServerChoice { DemoServer = 0, CompanyServer = 1 };

QLineEdit *passwordEdit(QWidget *parent, const QString &objectName)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    edit->setEchoMode(QLineEdit::Password);
    QAction *reveal = edit->addAction(Icons::icon(QStringLiteral("eye"), Icons::Tint::Muted), QLineEdit::TrailingPosition);
    reveal->setCheckable(true);
    reveal->setToolTip(LoginDialog::tr("Show password"));
    QObject::connect(reveal, &QAction::toggled, edit, [edit, reveal](bool on) {
        edit->setEchoMode(on ? QLineEdit::Normal : QLineEdit::Password);
        reveal->setIcon(Icons::icon(on ? QStringLiteral("eye-off") : QStringLiteral("eye"), Icons::Tint::Muted));
        reveal->setToolTip(on ? LoginDialog::tr("Hide password") : LoginDialog::tr("Show password"));
    });
    return edit;
}

QString messageFor(const api::ApiError &error, const QString &given, const QUrl &server)
{
    using Kind = api::ApiError::Kind;
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
    m_pages->addWidget(buildCredentialsPage());
    m_pages->addWidget(buildAddressPage());
    layout->addWidget(m_pages);
    setMinimumWidth(480);

    control::SessionController *session = m_services.session;
    connect(session, &control::SessionController::loggedIn, this, &LoginDialog::onLoggedIn);
    connect(session, &control::SessionController::loginFailed, this,
            [this](const api::ApiError &error, const QString &message) {
                if (m_step != Step::SigningIn)
                    return;
                const bool wasRestoring = m_restoring;
                m_restoring = false;
                // Nothing remembered: not an error, just ask.
                if (wasRestoring && message.isEmpty()) {
                    setStep(Step::Credentials);
                    m_password->setFocus();
                    return;
                }
                onLoginFailed(messageFor(error, message, selectedServerUrl()));
            });
    connect(session, &control::SessionController::stateChanged, this, [this](control::SessionController::State state) {
        if (state == control::SessionController::State::LoggingIn && m_step == Step::Credentials && isVisible())
            setStep(Step::SigningIn);
    });
    connect(session, &control::SessionController::keychainMessage, this, [this](const QString &message) {
        Banner *b = m_step == Step::ChooseAddress ? m_addressBanner : m_banner;
        b->showMessage(Banner::Kind::Warning, message);
    });

    // Prefill from the last login (never a password: those live in the keychain only).
    QSettings settings;
    const control::Preferences prefs = control::Preferences::load(settings);
    if (!m_services.demoServerUrl.isValid() || !prefs.useDemoServer)
        m_server->setCurrentIndex(m_server->findData(CompanyServer));
    m_url->setText(prefs.serverUrl.toString());
    m_apiUser->setText(settings.value(kApiUser).toString());
    m_username->setText(settings.value(kUsername).toString());
    m_remember->setChecked(settings.value(kRemember, false).toBool());
    onServerChoiceChanged();
    setStep(Step::Credentials);
}

LoginDialog::~LoginDialog() = default;

QLabel *LoginDialog::heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setFont(Theme::titleFont(label->font(), 1.45));
    label->setWordWrap(true);
    return label;
}

QLabel *LoginDialog::subtitle(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, Theme::muted());
    label->setPalette(pal);
    return label;
}

QWidget *LoginDialog::buildCredentialsPage()
{
    auto *page = new QWidget(this);
    auto *v = new QVBoxLayout(page);
    v->setContentsMargins(28, 24, 28, 20);
    v->setSpacing(Theme::unit * 2);

    auto *title = heading(tr("Sign in to your webshop"), page);
    v->addWidget(title);
    v->addWidget(subtitle(tr("Use the API access your company received from the wholesaler, and your own "
                             "webshop login."),
                          page));

    m_banner = new Banner(page);
    m_banner->setObjectName(QStringLiteral("loginBanner"));
    v->addWidget(m_banner);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->setHorizontalSpacing(Theme::unit * 2);
    form->setVerticalSpacing(Theme::unit + 2);

    m_server = new QComboBox(page);
    m_server->setObjectName(QStringLiteral("serverChoice"));
    if (m_services.demoServerUrl.isValid())
        m_server->addItem(Icons::icon(QStringLiteral("building-store")), tr("Demo shop (built in)"), DemoServer);
    m_server->addItem(Icons::icon(QStringLiteral("server")), tr("Company server"), CompanyServer);
    m_server->setAccessibleName(tr("Server"));
    form->addRow(tr("&Server:"), m_server);

    m_url = new QLineEdit(page);
    m_url->setObjectName(QStringLiteral("serverUrl"));
    m_url->setPlaceholderText(tr("https://shop.example.com"));
    m_url->setAccessibleName(tr("Server address"));
    m_url->setInputMethodHints(Qt::ImhUrlCharactersOnly);
    m_urlLabel = new QLabel(tr("Add&ress:"), page);
    m_urlLabel->setBuddy(m_url);
    form->addRow(m_urlLabel, m_url);

    m_apiUser = new QLineEdit(page);
    m_apiUser->setObjectName(QStringLiteral("apiUser"));
    m_apiUser->setAccessibleName(tr("API user"));
    form->addRow(tr("&API user:"), m_apiUser);
    m_apiPassword = passwordEdit(page, QStringLiteral("apiPassword"));
    m_apiPassword->setAccessibleName(tr("API password"));
    form->addRow(tr("API &password:"), m_apiPassword);

    auto *sep = new QFrame(page);
    sep->setFrameShape(QFrame::HLine);
    sep->setFrameShadow(QFrame::Plain);
    sep->setForegroundRole(QPalette::Mid);
    form->addRow(sep);

    m_username = new QLineEdit(page);
    m_username->setObjectName(QStringLiteral("username"));
    m_username->setPlaceholderText(tr("name@company.com"));
    m_username->setAccessibleName(tr("Username"));
    form->addRow(tr("&Username:"), m_username);
    m_password = passwordEdit(page, QStringLiteral("password"));
    m_password->setAccessibleName(tr("Password"));
    form->addRow(tr("Pass&word:"), m_password);

    m_remember = new QCheckBox(tr("&Remember me on this computer"), page);
    m_remember->setObjectName(QStringLiteral("rememberMe"));
    m_remember->setToolTip(tr("Passwords are kept in the system keychain, never in a file."));
    form->addRow(QString(), m_remember);
    v->addLayout(form);
    v->addStretch(1);

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(Theme::unit);
    m_spinner = new Spinner(page, 18);
    m_progressText = new QLabel(page);
    m_progressText->setObjectName(QStringLiteral("loginProgress"));
    m_progressText->setTextFormat(Qt::PlainText); // it shows the username as typed
    m_cancelButton = new QPushButton(tr("Cancel"), page);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setAutoDefault(false);
    m_loginButton = new QPushButton(tr("Sign In"), page);
    m_loginButton->setObjectName(QStringLiteral("loginButton"));
    m_loginButton->setProperty("primary", true);
    m_loginButton->setDefault(true);
    buttons->addWidget(m_spinner);
    buttons->addWidget(m_progressText, 1);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_loginButton);
    v->addLayout(buttons);

    connect(m_server, &QComboBox::currentIndexChanged, this, &LoginDialog::onServerChoiceChanged);
    connect(m_loginButton, &QPushButton::clicked, this, &LoginDialog::submit);
    connect(m_cancelButton, &QPushButton::clicked, this, &LoginDialog::reject);
    setTabOrder(m_server, m_url);
    setTabOrder(m_url, m_apiUser);
    setTabOrder(m_apiUser, m_apiPassword);
    setTabOrder(m_apiPassword, m_username);
    setTabOrder(m_username, m_password);
    setTabOrder(m_password, m_remember);
    setTabOrder(m_remember, m_loginButton);
    setTabOrder(m_loginButton, m_cancelButton);
    return page;
}

void LoginDialog::onServerChoiceChanged()
{
    const bool demo = m_server->currentData().toInt() == DemoServer;
    m_url->setVisible(!demo);
    m_urlLabel->setVisible(!demo);
    if (demo) {
        const control::SignIn &c = m_services.demoCredentials;
        // The demo login is public: fill it in so a demo starts with one click.
        if (!c.apiUser.isEmpty()) {
            m_apiUser->setText(c.apiUser);
            m_apiPassword->setText(c.apiPassword);
            m_username->setText(c.username);
            m_password->setText(c.password);
        }
    }
}

QString LoginDialog::serverUrlText() const
{
    return m_url->text().trimmed();
}

void LoginDialog::setServerUrl(const QUrl &url)
{
    if (!url.isValid())
        return;
    m_server->setCurrentIndex(m_server->findData(CompanyServer));
    m_url->setText(url.toString(QUrl::RemoveUserInfo));
    onServerChoiceChanged();
}

void LoginDialog::showNotice(const QString &text)
{
    (m_step == Step::ChooseAddress ? m_addressBanner : m_banner)->showMessage(Banner::Kind::Warning, text);
}

QUrl LoginDialog::selectedServerUrl() const
{
    if (m_server->currentData().toInt() == DemoServer)
        return m_services.demoServerUrl;
    QString text = serverUrlText();
    if (!text.isEmpty() && !text.contains(QLatin1String("://")))
        text.prepend(QLatin1String("https://"));
    return QUrl(text, QUrl::StrictMode);
}

bool LoginDialog::validate()
{
    QStringList missing;
    QWidget *first = nullptr;
    auto need = [&](QLineEdit *edit, const QString &name) {
        if (edit->isVisible() && edit->text().trimmed().isEmpty()) {
            missing << name;
            if (!first)
                first = edit;
        }
    };
    need(m_url, tr("server address"));
    need(m_apiUser, tr("API user"));
    need(m_apiPassword, tr("API password"));
    need(m_username, tr("username"));
    need(m_password, tr("password"));
    if (!missing.isEmpty()) {
        m_banner->showMessage(Banner::Kind::Error, tr("Please fill in: %1.").arg(QLocale().createSeparatedList(missing)));
        first->setFocus();
        return false;
    }
    const QUrl url = selectedServerUrl();
    if (!url.isValid() || url.host().isEmpty()
        || (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))) {
        m_banner->showMessage(Banner::Kind::Error,
                              tr("“%1” is not a web address. Enter it like https://shop.example.com.").arg(serverUrlText()));
        m_url->setFocus();
        return false;
    }
    if (!url.userInfo().isEmpty()) {
        // Never echo the text: it holds a password. Credentials belong in their own fields.
        m_banner->showMessage(Banner::Kind::Error,
                              tr("The server address must not contain a user name or password. Enter only the "
                                 "address, like https://shop.example.com, and the API user and password in "
                                 "their own fields."));
        m_url->setFocus();
        m_url->selectAll();
        return false;
    }
    return true;
}

void LoginDialog::submit()
{
    if (m_step == Step::SigningIn)
        return;
    m_banner->clear();
    if (!validate())
        return;
    control::SignIn c;
    c.server = selectedServerUrl();
    c.apiUser = m_apiUser->text().trimmed();
    c.apiPassword = m_apiPassword->text();
    c.username = m_username->text().trimmed();
    c.password = m_password->text();
    c.remember = m_remember->isChecked();
    m_restoring = false;
    setStep(Step::SigningIn);
    m_services.session->login(c);
}

bool LoginDialog::tryRestore()
{
    QSettings settings;
    if (!settings.value(kRemember, false).toBool())
        return false;
    const QUrl url = selectedServerUrl();
    if (!url.isValid() || m_apiUser->text().isEmpty() || m_username->text().isEmpty())
        return false;
    m_restoring = true;
    setStep(Step::SigningIn);
    m_progressText->setText(tr("Signing in as %1…").arg(m_username->text()));
    m_services.session->restore(url, m_apiUser->text().trimmed(), m_username->text().trimmed());
    return true;
}

void LoginDialog::onLoginFailed(const QString &message)
{
    setStep(Step::Credentials);
    m_banner->showMessage(Banner::Kind::Error, message);
    m_password->selectAll();
    m_password->setFocus();
}

void LoginDialog::saveLoginHints() const
{
    QSettings settings;
    control::Preferences prefs = control::Preferences::load(settings);
    prefs.useDemoServer = m_server->currentData().toInt() == DemoServer;
    if (!prefs.useDemoServer)
        prefs.serverUrl = selectedServerUrl();
    prefs.save(settings);
    settings.setValue(kApiUser, m_apiUser->text().trimmed());
    settings.setValue(kUsername, m_username->text().trimmed());
    settings.setValue(kRemember, m_remember->isChecked());
}

void LoginDialog::setStep(Step step)
{
    const bool wasBusy = m_step == Step::SigningIn;
    m_step = step;
    const bool busy = step == Step::SigningIn;
    m_pages->setCurrentIndex(step == Step::ChooseAddress ? 1 : 0);
    // One default button per dialog: the visible page's, so Enter in any field acts on it.
    m_loginButton->setDefault(step != Step::ChooseAddress);
    m_addressButton->setDefault(step == Step::ChooseAddress);
    for (QWidget *w : {static_cast<QWidget *>(m_server), static_cast<QWidget *>(m_url),
                       static_cast<QWidget *>(m_apiUser), static_cast<QWidget *>(m_apiPassword),
                       static_cast<QWidget *>(m_username), static_cast<QWidget *>(m_password),
                       static_cast<QWidget *>(m_remember), static_cast<QWidget *>(m_loginButton)})
        w->setEnabled(!busy);
    if (busy) {
        m_spinner->start();
        m_progressText->setText(tr("Signing in…"));
    } else {
        m_spinner->stop();
        m_progressText->clear();
    }
    if (busy != wasBusy)
        emit busyChanged(busy);
}

void LoginDialog::reject()
{
    if (m_step == Step::SigningIn || m_step == Step::ChooseAddress) {
        // Abandon the half-done login: the session must not stay half signed in.
        m_services.session->logout();
        setStep(Step::Credentials);
    }
    QDialog::reject();
}

} // namespace webshop::ui
