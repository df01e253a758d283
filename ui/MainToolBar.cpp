#include "ui/MainToolBar.h"

#include "ui/AccessibleRoles.h"
#include "ui/Elision.h"
#include "ui/Icons.h"
#include "ui/Theme.h"
#include "ui/ToolbarWidgets.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QToolButton>

namespace webshop::ui {

namespace {
// Down leaves the search field for the results; Esc clears a non-empty field.
class SearchKeyFilter : public QObject
{
public:
    SearchKeyFilter(QLineEdit *field, std::function<void()> down)
        : QObject(field)
        , m_down(std::move(down))
    {
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress) {
            auto *key = static_cast<QKeyEvent *>(event);
            if (key->key() == Qt::Key_Down) {
                m_down();
                return true;
            }
            if (key->key() == Qt::Key_Escape) {
                auto *field = static_cast<QLineEdit *>(watched);
                if (!field->text().isEmpty()) {
                    field->clear();
                    emit field->textEdited(QString());
                    return true;
                }
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_down;
};

// A widget inside a horizontal box with side margins, so it keeps its distance in the bar.
QWidget *padded(QWidget *inner, QWidget *parent, int margin)
{
    auto *box = new QWidget(parent);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(margin, 0, margin, 0);
    layout->addWidget(inner);
    return box;
}

QString shortcutText(const QAction *action)
{
    return action->shortcut().toString(QKeySequence::NativeText);
}
} // namespace

MainToolBar::MainToolBar(const Actions &actions, QWidget *parent)
    : QToolBar(tr("Main"), parent)
{
    setObjectName(QStringLiteral("mainToolbar"));
    setMovable(false);
    setFloatable(false);
    setIconSize(QSize(20, 20));
    toggleViewAction()->setEnabled(false);
    setContextMenuPolicy(Qt::PreventContextMenu);

    addBrand();
    addPageButtons(actions);
    addSearchField();
    addAddressBox();
    addPriceSwitch();
    addBasketButton(actions.basketPage);
    addAccountButton(actions);
    auto *endGap = new QWidget(this);
    endGap->setFixedWidth(Theme::unit);
    addWidget(endGap);
}

void MainToolBar::addBrand()
{
    auto *logo = new QLabel(this);
    logo->setPixmap(QIcon(QStringLiteral(":/icons/app/webshop-desktop.svg")).pixmap(QSize(26, 26), devicePixelRatioF()));
    logo->setContentsMargins(4, 0, 0, 0);
    addWidget(logo);
    auto *brand = new QLabel(tr("Webshop"), this);
    brand->setObjectName(QStringLiteral("brand"));
    brand->setFont(Theme::titleFont(font(), Theme::heading));
    brand->setContentsMargins(6, 0, 10, 0);
    m_brandAction = addWidget(brand);
}

void MainToolBar::addPageButtons(const Actions &actions)
{
    for (const Tab &page : actions.tabs) {
        auto *b = new QToolButton(this);
        accessible::setKind(b, accessible::Kind::PageTab); // before anything can make its interface
        b->setObjectName(page.objectName);
        // The button's words are the action's icon text: a change of the action (checked as the
        // page shows) sets the button's text from it, and the menu's "&Quick Order" would
        // replace "Quick order" (and shift the bar by its width).
        page.action->setIconText(page.text);
        b->setDefaultAction(page.action);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::TabFocus);
        b->setToolTip(tr("%1 (%2)").arg(page.text, shortcutText(page.action)));
        m_navButtons.append(b);
        addWidget(b);
    }
}

void MainToolBar::addSearchField()
{
    m_searchField = new QLineEdit(this);
    m_searchField->setObjectName(QStringLiteral("searchField"));
    m_searchField->setPlaceholderText(tr("Search articles, e.g. “espresso 1 kg”"));
    m_searchField->setAccessibleName(tr("Search articles"));
    m_searchField->setClearButtonEnabled(true);
    m_searchField->addAction(Icons::icon(QStringLiteral("search"), Icons::Tint::Muted), QLineEdit::LeadingPosition);
    m_searchField->setMinimumWidth(260);
    m_searchField->setMaximumWidth(640);
    m_searchField->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont f = m_searchField->font();
    f.setPointSizeF(f.pointSizeF() * 1.08);
    m_searchField->setFont(f);
    m_searchField->setMinimumHeight(34);
    m_searchBox = padded(m_searchField, this, 12);
    m_searchBox->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    addWidget(m_searchBox);
    connect(m_searchField, &QLineEdit::textEdited, this, &MainToolBar::searchEdited);
    connect(m_searchField, &QLineEdit::returnPressed, this, [this] { emit searchSubmitted(m_searchField->text()); });
    m_searchField->installEventFilter(new SearchKeyFilter(m_searchField, [this] { emit searchDownPressed(); }));
}

void MainToolBar::addAddressBox()
{
    m_address = new QComboBox(this);
    m_address->setObjectName(QStringLiteral("addressBox"));
    m_address->setAccessibleName(tr("Delivery address"));
    m_address->setToolTip(tr("Delivery address: it decides the store and its prices"));
    m_address->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_address->setMaximumWidth(300);
    m_address->setMinimumContentsLength(14);
    m_address->setIconSize(QSize(16, 16));
    connect(m_address, &QComboBox::activated, this,
            [this](int index) { emit addressChosen(m_address->itemData(index).toInt()); });
    addWidget(m_address);
}

void MainToolBar::addPriceSwitch()
{
    m_priceSwitch = new PriceModeSwitch(this);
    addWidget(padded(m_priceSwitch, this, 8));
}

void MainToolBar::addBasketButton(QAction *basketPage)
{
    m_basketButton = new BasketButton(this);
    m_basketButton->setToolTip(tr("Basket (%1)").arg(shortcutText(basketPage)));
    connect(m_basketButton, &QToolButton::clicked, this, &MainToolBar::basketClicked);
    addWidget(m_basketButton);
}

void MainToolBar::addAccountButton(const Actions &actions)
{
    m_userButton = new QToolButton(this);
    m_userButton->setObjectName(QStringLiteral("userButton"));
    m_userButton->setIcon(Icons::icon(QStringLiteral("user")));
    m_userButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_userButton->setPopupMode(QToolButton::InstantPopup);
    m_userButton->setAutoRaise(true);
    m_userButton->setFocusPolicy(Qt::TabFocus);
    m_userButton->setAccessibleName(tr("Account"));
    auto *userMenu = new QMenu(m_userButton);
    userMenu->addAction(actions.preferences);
    userMenu->addSeparator();
    userMenu->addAction(actions.switchUser);
    userMenu->addAction(actions.logout);
    m_userButton->setMenu(userMenu);
    addWidget(m_userButton);
}

void MainToolBar::setAddresses(const QList<values::DeliveryAddress> &addresses, int current)
{
    const QSignalBlocker block(m_address);
    m_address->clear();
    for (int i = 0; i < addresses.size(); ++i) {
        const values::DeliveryAddress &a = addresses.at(i);
        QString label = a.city.isEmpty() ? a.displayText() : a.city;
        if (!a.street.isEmpty())
            label = tr("%1, %2").arg(a.city, a.street);
        m_address->addItem(Icons::icon(QStringLiteral("map-pin")), label, i);
        m_address->setItemData(i, a.displayText(), Qt::ToolTipRole);
    }
    m_address->setCurrentIndex(m_address->findData(current));
    m_address->setVisible(!addresses.isEmpty());
    m_address->setEnabled(addresses.size() > 1);
}

void MainToolBar::setAccount(const QString &customerName)
{
    m_account = customerName.isEmpty() ? tr("Sign in") : customerName;
    m_userButton->setToolTip(m_account);
    m_userButton->setVisible(true);
    fitWidth();
}

void MainToolBar::updateAccountText()
{
    m_userButton->setText(elision::elide(m_userButton->fontMetrics(), m_account, Qt::ElideRight, m_accountRoom, m_userButton));
}

void MainToolBar::fitWidth()
{
    // Everything stays on the bar (never behind the overflow arrow): the company name in full
    // ("Gasthaus Zum Goldenen Hirsch GmbH") where there is room, else shortened, else the bar
    // drops the words it can do without (icons and tooltips stay).
    // Before the name is shortened, the brand's word goes (the logo stays) and the search
    // field gives up some of its room.
    const struct { bool compact; bool brand; int accountRoom; int searchMin; } steps[] = {
        {false, true, 300, 260}, {false, false, 300, 200}, {false, false, 200, 200}, {true, false, 200, 180}};
    for (const auto &step : steps) {
        setCompact(step.compact);
        m_brandAction->setVisible(step.brand);
        m_searchField->setMinimumWidth(step.searchMin);
        m_accountRoom = step.accountRoom;
        updateAccountText();
        // The search field grows into what is left, down to its minimum.
        const int needed = sizeHint().width() - m_searchBox->sizeHint().width() + m_searchBox->minimumSizeHint().width();
        if (needed <= width())
            break;
    }
}

void MainToolBar::resizeEvent(QResizeEvent *event)
{
    QToolBar::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        fitWidth();
}

void MainToolBar::setBasket(int lines, bool busy, const QString &total)
{
    m_basketButton->setCount(lines);
    m_basketButton->setBusy(busy);
    m_basketButton->setText(total.isEmpty() ? tr("Basket") : total);
    m_basketButton->setAccessibleName(lines > 0 ? tr("Basket: %Ln line(s), total %1", nullptr, lines).arg(total)
                                                : tr("Basket"));
}

void MainToolBar::setCompact(bool compact)
{
    if (compact == m_compact)
        return;
    m_compact = compact;
    const Qt::ToolButtonStyle style = compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon;
    for (QToolButton *b : m_navButtons)
        b->setToolButtonStyle(style);
    m_userButton->setToolButtonStyle(style);
    m_address->setMaximumWidth(compact ? 190 : 300);
    m_address->setMinimumContentsLength(compact ? 10 : 14);
}

} // namespace webshop::ui
