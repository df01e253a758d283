#include "ui/CredentialsPage.h"

#include "app/control/PreferencesStore.h"

#include "app/control/LoginHints.h"
#include "app/control/Preferences.h"
#include "ui/Banner.h"
#include "ui/DialogTitle.h"
#include "ui/Icons.h"
#include "ui/ProgressLine.h"
#include "ui/Theme.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace webshop::ui {

namespace {
enum ServerChoice { DemoServer = 0, CompanyServer = 1 };

QLineEdit *passwordEdit(QWidget *parent, const QString &objectName)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    edit->setEchoMode(QLineEdit::Password);
    QAction *reveal = edit->addAction(Icons::icon(QStringLiteral("eye"), Icons::Tint::Muted), QLineEdit::TrailingPosition);
    reveal->setCheckable(true);
    reveal->setToolTip(CredentialsPage::tr("Show password"));
    QObject::connect(reveal, &QAction::toggled, edit, [edit, reveal](bool on) {
        edit->setEchoMode(on ? QLineEdit::Normal : QLineEdit::Password);
        reveal->setIcon(Icons::icon(on ? QStringLiteral("eye-off") : QStringLiteral("eye"), Icons::Tint::Muted));
        reveal->setToolTip(on ? CredentialsPage::tr("Hide password") : CredentialsPage::tr("Show password"));
    });
    return edit;
}
} // namespace

CredentialsPage::CredentialsPage(const QUrl &demoServerUrl, const control::SignIn &demoCredentials,
                                 control::PreferencesStore *preferences, QWidget *parent)
    : QWidget(parent)
    , m_demoServerUrl(demoServerUrl)
    , m_preferences(preferences)
    , m_demoCredentials(demoCredentials)
{
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(28, 24, 28, 20);
    v->setSpacing(Theme::unit * 2);
    v->addWidget(dialogHeading(tr("Sign in to your webshop"), this));
    v->addWidget(dialogSubtitle(tr("Use the API access your company received from the wholesaler, and your own "
                                   "webshop login."),
                                this));
    m_banner = new Banner(this);
    m_banner->setObjectName(QStringLiteral("loginBanner"));
    v->addWidget(m_banner);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->setHorizontalSpacing(Theme::unit * 2);
    form->setVerticalSpacing(Theme::unit + 2);
    buildForm(form);
    v->addLayout(form);
    v->addStretch(1);
    buildButtons(v);

    connect(m_server, &QComboBox::currentIndexChanged, this, &CredentialsPage::onServerChoiceChanged);
    setTabOrder(m_server, m_url);
    setTabOrder(m_url, m_apiUser);
    setTabOrder(m_apiUser, m_apiPassword);
    setTabOrder(m_apiPassword, m_username);
    setTabOrder(m_username, m_password);
    setTabOrder(m_password, m_remember);
    setTabOrder(m_remember, m_loginButton);
    setTabOrder(m_loginButton, m_cancelButton);
}

void CredentialsPage::buildForm(QFormLayout *form)
{
    m_server = new QComboBox(this);
    m_server->setObjectName(QStringLiteral("serverChoice"));
    if (m_demoServerUrl.isValid())
        m_server->addItem(Icons::icon(QStringLiteral("building-store")), tr("Demo shop (built in)"), DemoServer);
    m_server->addItem(Icons::icon(QStringLiteral("server")), tr("Company server"), CompanyServer);
    m_server->setAccessibleName(tr("Server"));
    form->addRow(tr("&Server:"), m_server);

    m_url = new QLineEdit(this);
    m_url->setObjectName(QStringLiteral("serverUrl"));
    m_url->setPlaceholderText(tr("https://shop.example.com"));
    m_url->setAccessibleName(tr("Server address"));
    m_url->setInputMethodHints(Qt::ImhUrlCharactersOnly);
    m_urlLabel = new QLabel(tr("Add&ress:"), this);
    m_urlLabel->setBuddy(m_url);
    form->addRow(m_urlLabel, m_url);

    m_apiUser = new QLineEdit(this);
    m_apiUser->setObjectName(QStringLiteral("apiUser"));
    m_apiUser->setAccessibleName(tr("API user"));
    form->addRow(tr("&API user:"), m_apiUser);
    m_apiPassword = passwordEdit(this, QStringLiteral("apiPassword"));
    m_apiPassword->setAccessibleName(tr("API password"));
    form->addRow(tr("API &password:"), m_apiPassword);

    auto *sep = new QFrame(this);
    sep->setFrameShape(QFrame::HLine);
    sep->setFrameShadow(QFrame::Plain);
    sep->setForegroundRole(QPalette::Mid);
    form->addRow(sep);

    m_username = new QLineEdit(this);
    m_username->setObjectName(QStringLiteral("username"));
    m_username->setPlaceholderText(tr("name@company.com"));
    m_username->setAccessibleName(tr("Username"));
    form->addRow(tr("&Username:"), m_username);
    m_password = passwordEdit(this, QStringLiteral("password"));
    m_password->setAccessibleName(tr("Password"));
    form->addRow(tr("Pass&word:"), m_password);

    m_remember = new QCheckBox(tr("&Remember me on this computer"), this);
    m_remember->setObjectName(QStringLiteral("rememberMe"));
    m_remember->setToolTip(tr("Passwords are kept in the system keychain, never in a file."));
    form->addRow(QString(), m_remember);
}

void CredentialsPage::buildButtons(QVBoxLayout *v)
{
    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(Theme::unit);
    m_spinner = new Spinner(this, 18);
    m_progressText = new QLabel(this);
    m_progressText->setObjectName(QStringLiteral("loginProgress"));
    m_progressText->setTextFormat(Qt::PlainText); // it shows the username as typed
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setAutoDefault(false);
    m_loginButton = new QPushButton(tr("Sign In"), this);
    m_loginButton->setObjectName(QStringLiteral("loginButton"));
    m_loginButton->setProperty("primary", true);
    m_loginButton->setDefault(true);
    buttons->addWidget(m_spinner);
    buttons->addWidget(m_progressText, 1);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_loginButton);
    v->addLayout(buttons);
    connect(m_loginButton, &QPushButton::clicked, this, &CredentialsPage::submitted);
    connect(m_cancelButton, &QPushButton::clicked, this, &CredentialsPage::cancelled);
}

void CredentialsPage::prefill()
{
    const control::Preferences prefs = m_preferences ? m_preferences->current() : control::Preferences{};
    const control::LoginHints hints = control::LoginHints::load();
    if (!m_demoServerUrl.isValid() || !prefs.useDemoServer)
        m_server->setCurrentIndex(m_server->findData(CompanyServer));
    m_url->setText(prefs.serverUrl.toString());
    m_apiUser->setText(hints.apiUser);
    m_username->setText(hints.username);
    m_remember->setChecked(hints.remember);
    onServerChoiceChanged();
}

void CredentialsPage::saveHints() const
{
    if (m_preferences) {
        control::Preferences prefs = m_preferences->current();
        prefs.useDemoServer = isDemoServer();
        if (!prefs.useDemoServer)
            prefs.serverUrl = selectedServerUrl();
        m_preferences->set(prefs);
    }
    control::LoginHints{m_apiUser->text().trimmed(), m_username->text().trimmed(), m_remember->isChecked()}.save();
}

void CredentialsPage::onServerChoiceChanged()
{
    const bool demo = isDemoServer();
    m_url->setVisible(!demo);
    m_urlLabel->setVisible(!demo);
    // The demo login is public: fill it in so a demo starts with one click.
    if (demo && !m_demoCredentials.apiUser.isEmpty()) {
        m_apiUser->setText(m_demoCredentials.apiUser);
        m_apiPassword->setText(m_demoCredentials.apiPassword);
        m_username->setText(m_demoCredentials.username);
        m_password->setText(m_demoCredentials.password);
    }
}

bool CredentialsPage::isDemoServer() const
{
    return m_server->currentData().toInt() == DemoServer;
}

QString CredentialsPage::serverUrlText() const
{
    return m_url->text().trimmed();
}

void CredentialsPage::setServerUrl(const QUrl &url)
{
    if (!url.isValid())
        return;
    m_server->setCurrentIndex(m_server->findData(CompanyServer));
    m_url->setText(url.toString(QUrl::RemoveUserInfo));
    onServerChoiceChanged();
}

QUrl CredentialsPage::selectedServerUrl() const
{
    if (isDemoServer())
        return m_demoServerUrl;
    QString text = serverUrlText();
    if (!text.isEmpty() && !text.contains(QLatin1String("://")))
        text.prepend(QLatin1String("https://"));
    return QUrl(text, QUrl::StrictMode);
}

control::SignIn CredentialsPage::credentials() const
{
    return {selectedServerUrl(), m_apiUser->text().trimmed(), m_apiPassword->text(), m_username->text().trimmed(),
            m_password->text(), m_remember->isChecked()};
}

bool CredentialsPage::validate()
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

void CredentialsPage::setBusy(bool busy, const QString &progress)
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_server, m_url, m_apiUser, m_apiPassword, m_username,
                                                       m_password, m_remember, m_loginButton})
        w->setEnabled(!busy);
    if (busy) {
        m_spinner->start();
        m_progressText->setText(progress.isEmpty() ? tr("Signing in…") : progress);
    } else {
        m_spinner->stop();
        m_progressText->clear();
    }
}

void CredentialsPage::focusPassword(bool selectAll)
{
    if (selectAll)
        m_password->selectAll();
    m_password->setFocus();
}

void CredentialsPage::clearPassword()
{
    m_password->clear();
}

} // namespace webshop::ui
