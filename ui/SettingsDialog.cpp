#include "ui/SettingsDialog.h"

#include "ui/Banner.h"
#include "ui/Theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <utility>

namespace webshop::ui {

namespace {
// The form of one group of settings: labels right-aligned, fields growing.
QFormLayout *groupForm(QGroupBox *box)
{
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->setHorizontalSpacing(Theme::unit * 2);
    form->setVerticalSpacing(Theme::unit);
    return form;
}
} // namespace

QList<std::pair<QString, QString>> SettingsDialog::languages()
{
    return {{QStringLiteral("en-GB"), QStringLiteral("English")},  {QStringLiteral("de-DE"), QStringLiteral("Deutsch")},
            {QStringLiteral("fr-FR"), QStringLiteral("Français")}, {QStringLiteral("it-IT"), QStringLiteral("Italiano")},
            {QStringLiteral("nl-NL"), QStringLiteral("Nederlands")}, {QStringLiteral("pl-PL"), QStringLiteral("Polski")},
            {QStringLiteral("es-ES"), QStringLiteral("Español")}};
}

SettingsDialog::SettingsDialog(const control::Preferences &preferences, bool demoAvailable, QWidget *parent)
    : QDialog(parent)
    , m_initial(preferences)
{
    setObjectName(QStringLiteral("SettingsDialog"));
    setWindowTitle(tr("Preferences"));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(20, 20, 20, 16);
    v->setSpacing(Theme::unit * 2);
    m_banner = new Banner(this);
    v->addWidget(m_banner);

    v->addWidget(buildServerBox(preferences, demoAvailable));
    v->addWidget(buildRegionBox(preferences));
    v->addWidget(buildDisplayBox(preferences));
    v->addWidget(buildLargeAddBox());

    auto *note = new QLabel(tr("Language and appearance change at once; a new server is used from the next sign-in. "
                               "Passwords are kept in the system keychain only."),
                            this);
    note->setWordWrap(true);
    Theme::setMuted(note);
    v->addWidget(note);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setProperty("primary", true);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    v->addWidget(buttons);
    connect(m_company, &QRadioButton::toggled, this, &SettingsDialog::updateEnabled);
    updateEnabled();
    setMinimumWidth(520);
}

QWidget *SettingsDialog::buildServerBox(const control::Preferences &preferences, bool demoAvailable)
{
    auto *server = new QGroupBox(tr("Server"), this);
    auto *sf = groupForm(server);
    m_demo = new QRadioButton(tr("&Demo shop (built in)"), server);
    m_demo->setObjectName(QStringLiteral("demoServer"));
    m_demo->setEnabled(demoAvailable);
    m_company = new QRadioButton(tr("&Company server:"), server);
    m_company->setObjectName(QStringLiteral("companyServer"));
    m_url = new QLineEdit(preferences.serverUrl.toString(), server);
    m_url->setObjectName(QStringLiteral("settingsServerUrl"));
    m_url->setPlaceholderText(tr("https://shop.example.com"));
    m_url->setAccessibleName(tr("Company server address"));
    auto *companyRow = new QHBoxLayout;
    companyRow->addWidget(m_company);
    companyRow->addWidget(m_url, 1);
    sf->addRow(tr("Profile:"), m_demo);
    sf->addRow(QString(), companyRow);
    (preferences.useDemoServer && demoAvailable ? m_demo : m_company)->setChecked(true);
    m_transport = new QComboBox(server);
    m_transport->setObjectName(QStringLiteral("tokenTransport"));
    m_transport->addItem(tr("HTTP headers"), int(control::Preferences::TokenTransport::Headers));
    m_transport->addItem(tr("Cookies"), int(control::Preferences::TokenTransport::Cookies));
    m_transport->setCurrentIndex(m_transport->findData(int(preferences.tokenTransport)));
    m_transport->setToolTip(tr("How the login tokens are sent. Your IT department tells you if cookies are needed."));
    sf->addRow(tr("&Tokens sent as:"), m_transport);
    m_timeout = new QSpinBox(server);
    m_timeout->setObjectName(QStringLiteral("timeout"));
    m_timeout->setRange(5, 300);
    m_timeout->setSuffix(tr(" s", "seconds suffix"));
    m_timeout->setValue(preferences.timeoutSeconds);
    m_timeout->setToolTip(tr("How long to wait for an answer before giving up"));
    sf->addRow(tr("Ti&meout:"), m_timeout);
    m_checkout = new QLineEdit(preferences.checkoutUrl.toString(), server);
    m_checkout->setObjectName(QStringLiteral("checkoutUrl"));
    m_checkout->setPlaceholderText(tr("The webshop's address (default)"));
    m_checkout->setToolTip(tr("Opened by “Continue to checkout in the webshop”"));
    sf->addRow(tr("C&heckout page:"), m_checkout);
    return server;

}

QWidget *SettingsDialog::buildRegionBox(const control::Preferences &preferences)
{
    auto *region = new QGroupBox(tr("Language and region"), this);
    auto *rf = groupForm(region);
    m_language = new QComboBox(region);
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(tr("System language"), QString());
    for (const auto &[tag, name] : languages())
        m_language->addItem(name, tag);
    m_language->setCurrentIndex(qMax(0, m_language->findData(preferences.language)));
    rf->addRow(tr("&Language:"), m_language);
    m_country = new QComboBox(region);
    m_country->setObjectName(QStringLiteral("country"));
    m_country->addItem(tr("From the delivery address"), QString());
    const QList<QLocale::Territory> territories = {QLocale::Germany, QLocale::Austria, QLocale::Switzerland,
                                                   QLocale::France, QLocale::Italy, QLocale::Netherlands,
                                                   QLocale::Belgium, QLocale::Poland, QLocale::Spain};
    for (QLocale::Territory t : territories) {
        const QString code = QLocale::territoryToCode(t);
        m_country->addItem(QStringLiteral("%1 (%2)").arg(QLocale::territoryToString(t), code), code);
    }
    m_country->setCurrentIndex(qMax(0, m_country->findData(preferences.country)));
    m_country->setToolTip(tr("The country the shop is asked for; normally it follows the delivery address."));
    rf->addRow(tr("C&ountry:"), m_country);
    return region;

}

QWidget *SettingsDialog::buildDisplayBox(const control::Preferences &preferences)
{
    auto *display = new QGroupBox(tr("Display"), this);
    auto *df = groupForm(display);
    m_view = new QComboBox(display);
    m_view->setObjectName(QStringLiteral("resultsView"));
    m_view->addItem(tr("Cards"), int(control::Preferences::ResultsView::Grid));
    m_view->addItem(tr("List"), int(control::Preferences::ResultsView::List));
    m_view->setCurrentIndex(m_view->findData(int(preferences.resultsView)));
    df->addRow(tr("&Results as:"), m_view);
    m_prices = new QComboBox(display);
    m_prices->setObjectName(QStringLiteral("priceMode"));
    m_prices->addItem(tr("Gross (with VAT)"), false);
    m_prices->addItem(tr("Net (without VAT)"), true);
    m_prices->setCurrentIndex(preferences.netPrices ? 1 : 0);
    df->addRow(tr("&Prices:"), m_prices);
    m_theme = new QComboBox(display);
    m_theme->setObjectName(QStringLiteral("theme"));
    m_theme->addItem(tr("Follow the system"), QStringLiteral("system"));
    m_theme->addItem(tr("Light"), QStringLiteral("light"));
    m_theme->addItem(tr("Dark"), QStringLiteral("dark"));
    m_theme->setCurrentIndex(qMax(0, m_theme->findData(preferences.theme)));
    df->addRow(tr("&Appearance:"), m_theme);
    addPriceHistoryRow(df, display);
    return display;
}

QWidget *SettingsDialog::buildLargeAddBox()
{
    auto *box = new QGroupBox(tr("Large quantities"), this);
    auto *form = groupForm(box);
    m_largeCheck = new QCheckBox(tr("As&k before adding more than:"), box);
    m_largeCheck->setObjectName(QStringLiteral("largeAddCheck"));
    m_largeCheck->setChecked(m_initial.largeAddCheck);
    m_largeCheck->setToolTip(tr("A basket line cannot be lowered from this app: a typing slip would cost a call."));
    form->addRow(m_largeCheck);
    const auto spin = [box](const char *name, int min, int max, int value, const QString &suffix) {
        auto *s = new QSpinBox(box);
        s->setObjectName(QLatin1String(name));
        s->setRange(min, max);
        s->setValue(value);
        s->setSuffix(suffix);
        return s;
    };
    m_largePacks = spin("largeAddPacks", 1, 9999, m_initial.largeAddPacks, tr(" packs", "spin box suffix"));
    m_largeKg = spin("largeAddKilograms", 1, 999, m_initial.largeAddKilograms, tr(" kg", "spin box suffix"));
    m_largeGross = spin("largeAddGross", 1, 1000000, m_initial.largeAddGross, QString());
    m_largeGross->setToolTip(tr("The gross price of one add, in the shop's currency"));
    form->addRow(tr("Pack&s:"), m_largePacks);
    form->addRow(tr("&Weight:"), m_largeKg);
    form->addRow(tr("&Gross price:"), m_largeGross);
    connect(m_largeCheck, &QCheckBox::toggled, this, &SettingsDialog::updateEnabled);
    return box;
}

// The price history kept on this computer: how long, and forgetting it now.
void SettingsDialog::addPriceHistoryRow(QFormLayout *form, QWidget *box)
{
    m_historyDays = new QSpinBox(box);
    m_historyDays->setObjectName(QStringLiteral("priceHistoryDays"));
    m_historyDays->setRange(30, 3650);
    m_historyDays->setSingleStep(30);
    m_historyDays->setValue(m_initial.priceHistoryDays);
    m_historyDays->setSuffix(tr(" days", "spin box suffix"));
    m_historyDays->setToolTip(tr("Older prices are deleted when the app starts"));
    m_forget = new QPushButton(tr("&Forget Local Data…"), box);
    m_forget->setObjectName(QStringLiteral("forgetLocalData"));
    m_forget->setToolTip(tr("Deletes the price history, the prices seen and the history of basket adds of every "
                            "customer on this computer"));
    connect(m_forget, &QPushButton::clicked, this, &SettingsDialog::confirmForget);
    auto *row = new QHBoxLayout;
    row->addWidget(m_historyDays);
    row->addStretch(1);
    row->addWidget(m_forget);
    auto *label = new QLabel(tr("Price &history:"), box);
    label->setBuddy(m_historyDays);
    label->setToolTip(tr("Prices this computer has seen, for the charts and the change badges"));
    form->addRow(label, row);
}

void SettingsDialog::confirmForget()
{
    auto *question = new QMessageBox(QMessageBox::Warning, tr("Forget Local Data"),
                                     tr("Delete the price history, the prices seen and the history of basket adds on this "
                                        "computer?"),
                                     QMessageBox::NoButton, this);
    question->setObjectName(QStringLiteral("forgetLocalDataQuestion"));
    question->setInformativeText(tr("This applies to every customer who signed in here. Your basket and lists in the "
                                    "webshop stay as they are. Adds still on their way to the basket are kept until "
                                    "their outcome is known."));
    QPushButton *forget = question->addButton(tr("&Delete"), QMessageBox::DestructiveRole);
    forget->setObjectName(QStringLiteral("forgetButton"));
    question->setDefaultButton(question->addButton(QMessageBox::Cancel));
    question->setAttribute(Qt::WA_DeleteOnClose);
    question->setWindowModality(Qt::WindowModal);
    connect(question, &QMessageBox::finished, this, [this, question, forget] {
        if (question->clickedButton() != forget)
            return;
        // Said once the file holds none of it (localDataForgotten), not when it is asked for.
        m_forgetting = true;
        m_forget->setEnabled(false);
        m_banner->clear();
        emit forgetLocalDataRequested();
    });
    question->open();
}

void SettingsDialog::localDataForgotten(bool ok)
{
    if (!std::exchange(m_forgetting, false))
        return; // not asked here (a sign-out that forgets)
    m_forget->setEnabled(true);
    if (ok)
        m_banner->showMessage(Banner::Kind::Info, tr("The local price history has been deleted."));
    else
        m_banner->showMessage(Banner::Kind::Error, tr("The local price history could not be deleted."));
}

void SettingsDialog::updateEnabled()
{
    m_url->setEnabled(m_company->isChecked());
    if (m_largeCheck) {
        for (QSpinBox *s : {m_largePacks, m_largeKg, m_largeGross})
            s->setEnabled(m_largeCheck->isChecked());
    }
}

control::Preferences SettingsDialog::preferences() const
{
    control::Preferences p = m_initial;
    p.useDemoServer = m_demo->isChecked();
    QString url = m_url->text().trimmed();
    if (!url.isEmpty() && !url.contains(QLatin1String("://")))
        url.prepend(QLatin1String("https://"));
    p.serverUrl = QUrl(url);
    p.tokenTransport = control::Preferences::TokenTransport(m_transport->currentData().toInt());
    p.timeoutSeconds = m_timeout->value();
    p.checkoutUrl = QUrl(m_checkout->text().trimmed());
    p.language = m_language->currentData().toString();
    p.country = m_country->currentData().toString();
    p.resultsView = control::Preferences::ResultsView(m_view->currentData().toInt());
    p.netPrices = m_prices->currentData().toBool();
    p.theme = m_theme->currentData().toString();
    p.largeAddCheck = m_largeCheck->isChecked();
    p.largeAddPacks = m_largePacks->value();
    p.largeAddKilograms = m_largeKg->value();
    p.largeAddGross = m_largeGross->value();
    p.priceHistoryDays = m_historyDays->value();
    return p;
}

void SettingsDialog::accept()
{
    const control::Preferences p = preferences();
    if (!p.useDemoServer && (!p.serverUrl.isValid() || p.serverUrl.host().isEmpty())) {
        m_banner->showMessage(Banner::Kind::Error, tr("Enter the company server's address, like https://shop.example.com."));
        m_url->setFocus();
        return;
    }
    // A user name or password in an address would end up in the settings file: never.
    for (const auto &[url, field] : {std::pair{p.serverUrl, m_url}, std::pair{p.checkoutUrl, m_checkout}}) {
        if (!url.userInfo().isEmpty()) {
            m_banner->showMessage(Banner::Kind::Error,
                                  tr("An address must not contain a user name or password: enter the address only."));
            field->setFocus();
            return;
        }
    }
    if (!p.checkoutUrl.isEmpty() && (!p.checkoutUrl.isValid() || p.checkoutUrl.host().isEmpty())) {
        m_banner->showMessage(Banner::Kind::Error, tr("The checkout page must be a web address, or left empty."));
        m_checkout->setFocus();
        return;
    }
    QDialog::accept();
}

} // namespace webshop::ui
