// The login dialog's second step: the choice of a delivery address when the customer has
// several, skipped for the address remembered from last time.

#include "ui/LoginDialog.h"

#include "app/control/SessionController.h"
#include "ui/Banner.h"
#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace webshop::ui {

QWidget *LoginDialog::buildAddressPage()
{
    auto *page = new QWidget(this);
    auto *v = new QVBoxLayout(page);
    v->setContentsMargins(28, 24, 28, 20);
    v->setSpacing(Theme::unit * 2);
    v->addWidget(heading(tr("Choose a delivery address"), page));
    v->addWidget(subtitle(tr("The address decides your store, its prices and what can be delivered. You can "
                             "switch it later from the toolbar."),
                          page));
    m_addressBanner = new Banner(page);
    m_addressBanner->setObjectName(QStringLiteral("addressBanner"));
    v->addWidget(m_addressBanner);
    m_addresses = new QListWidget(page);
    m_addresses->setObjectName(QStringLiteral("addressList"));
    m_addresses->setAccessibleName(tr("Delivery addresses"));
    m_addresses->setIconSize(QSize(20, 20));
    m_addresses->setSpacing(2);
    m_addresses->setUniformItemSizes(true);
    v->addWidget(m_addresses, 1);
    auto *buttons = new QHBoxLayout;
    auto *other = new QPushButton(tr("Sign in as someone else"), page);
    other->setObjectName(QStringLiteral("otherUserButton"));
    other->setAutoDefault(false);
    m_addressButton = new QPushButton(tr("Continue"), page);
    m_addressButton->setObjectName(QStringLiteral("addressButton"));
    m_addressButton->setProperty("primary", true);
    buttons->addWidget(other);
    buttons->addStretch(1);
    buttons->addWidget(m_addressButton);
    v->addLayout(buttons);
    connect(m_addressButton, &QPushButton::clicked, this, &LoginDialog::acceptAddress);
    connect(m_addresses, &QListWidget::itemActivated, this, &LoginDialog::acceptAddress);
    connect(other, &QPushButton::clicked, this, [this] {
        m_services.session->logout();
        m_password->clear();
        setStep(Step::Credentials);
    });
    return page;
}

void LoginDialog::onLoggedIn()
{
    // Also when the login was started elsewhere (remembered login, the shell) while we show.
    if (m_step != Step::SigningIn && !isVisible())
        return;
    if (m_step == Step::ChooseAddress)
        return;
    m_restoring = false;
    saveLoginHints();
    // Chosen already (the shell, a re-login), the address used last time, or the only one.
    control::SessionController *session = m_services.session;
    if (session->chooseRememberedAddress()) {
        accept();
        return;
    }
    if (session->deliveryAddresses().isEmpty()) {
        // Searching needs a store: without an address nothing works. Say so plainly.
        setStep(Step::Credentials);
        m_banner->showMessage(Banner::Kind::Error,
                              tr("This customer account has no delivery address, so no store can be chosen. "
                                 "Please ask your wholesaler to add one."));
        m_services.session->logout();
        return;
    }
    showAddressChoice();
}

void LoginDialog::showAddressChoice()
{
    m_addresses->clear();
    const QList<api::DeliveryAddress> addresses = m_services.session->deliveryAddresses();
    const int current = m_services.session->currentAddressIndex();
    for (int i = 0; i < addresses.size(); ++i) {
        const api::DeliveryAddress &a = addresses.at(i);
        const QString street = QStringList{a.street, a.houseNumber}.join(QLatin1Char(' ')).trimmed();
        const QString city = QStringList{a.zipcode, a.city}.join(QLatin1Char(' ')).trimmed();
        QString text = street.isEmpty() ? a.displayText() : street;
        if (!city.isEmpty())
            text += QLatin1Char('\n') + city + (a.country.isEmpty() ? QString() : QStringLiteral(" · ") + a.country);
        auto *item = new QListWidgetItem(Icons::icon(QStringLiteral("map-pin")), text, m_addresses);
        item->setData(Qt::UserRole, i);
        item->setData(Qt::AccessibleTextRole, a.displayText());
        item->setSizeHint(QSize(0, 2 * fontMetrics().lineSpacing() + 18));
    }
    m_addresses->setCurrentRow(current >= 0 ? current : 0);
    setStep(Step::ChooseAddress);
    m_addresses->setFocus();
}

void LoginDialog::acceptAddress()
{
    QListWidgetItem *item = m_addresses->currentItem();
    if (!item)
        return;
    m_services.session->selectAddress(item->data(Qt::UserRole).toInt());
    accept();
}

} // namespace webshop::ui
