#include "ui/AddressChooser.h"

#include "ui/Banner.h"
#include "ui/DialogTitle.h"
#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace webshop::ui {

AddressChooser::AddressChooser(QWidget *parent)
    : QWidget(parent)
{
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(28, 24, 28, 20);
    v->setSpacing(Theme::unit * 2);
    v->addWidget(dialogHeading(tr("Choose a delivery address"), this));
    v->addWidget(dialogSubtitle(tr("The address decides your store, its prices and what can be delivered. You can "
                                   "switch it later from the toolbar."),
                                this));
    m_banner = new Banner(this);
    m_banner->setObjectName(QStringLiteral("addressBanner"));
    v->addWidget(m_banner);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("addressList"));
    m_list->setAccessibleName(tr("Delivery addresses"));
    m_list->setIconSize(QSize(20, 20));
    m_list->setSpacing(2);
    m_list->setUniformItemSizes(true);
    v->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    auto *other = new QPushButton(tr("Sign in as someone else"), this);
    other->setObjectName(QStringLiteral("otherUserButton"));
    other->setAutoDefault(false);
    m_continue = new QPushButton(tr("Continue"), this);
    m_continue->setObjectName(QStringLiteral("addressButton"));
    m_continue->setProperty("primary", true);
    buttons->addWidget(other);
    buttons->addStretch(1);
    buttons->addWidget(m_continue);
    v->addLayout(buttons);
    connect(m_continue, &QPushButton::clicked, this, &AddressChooser::choose);
    connect(m_list, &QListWidget::itemActivated, this, &AddressChooser::choose);
    connect(other, &QPushButton::clicked, this, &AddressChooser::otherUserRequested);
}

QString AddressChooser::label(const values::DeliveryAddress &a)
{
    const QString street = QStringList{a.street, a.houseNumber}.join(QLatin1Char(' ')).trimmed();
    const QString city = QStringList{a.zipcode, a.city}.join(QLatin1Char(' ')).trimmed();
    QString text = street.isEmpty() ? a.displayText() : street;
    if (!city.isEmpty())
        text += QLatin1Char('\n') + city + (a.country.isEmpty() ? QString() : QStringLiteral(" · ") + a.country);
    return text;
}

void AddressChooser::setAddresses(const QList<values::DeliveryAddress> &addresses, int current)
{
    m_list->clear();
    for (int i = 0; i < addresses.size(); ++i) {
        const values::DeliveryAddress &a = addresses.at(i);
        auto *item = new QListWidgetItem(Icons::icon(QStringLiteral("map-pin")), label(a), m_list);
        item->setData(Qt::UserRole, i);
        item->setData(Qt::AccessibleTextRole, a.displayText());
        item->setSizeHint(QSize(0, 2 * fontMetrics().lineSpacing() + 18));
    }
    m_list->setCurrentRow(current >= 0 ? current : 0);
}

void AddressChooser::focusList()
{
    m_list->setFocus();
}

void AddressChooser::choose()
{
    if (QListWidgetItem *item = m_list->currentItem())
        emit chosen(item->data(Qt::UserRole).toInt());
}

} // namespace webshop::ui
