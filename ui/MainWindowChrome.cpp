// The window's chrome: toolbar (search field, address, Net | Gross, basket badge, account),
// status bar (connection, transient results) and the compact layout for narrow windows.

#include "ui/MainWindow.h"

#include "models/BasketModel.h"
#include "models/PriceDisplay.h"
#include "ui/Icons.h"
#include "ui/CataloguePage.h"
#include "ui/Theme.h"
#include "ui/ToolbarWidgets.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPainter>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>

namespace webshop::ui {

namespace {
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
} // namespace

void MainWindow::createToolBar()
{
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setMovable(false);
    toolbar->setFloatable(false);
    toolbar->setIconSize(QSize(20, 20));
    toolbar->toggleViewAction()->setEnabled(false);
    toolbar->setContextMenuPolicy(Qt::PreventContextMenu);

    auto *brand = m_brand = new QLabel(toolbar);
    brand->setObjectName(QStringLiteral("brand"));
    brand->setText(tr("Webshop"));
    brand->setFont(Theme::titleFont(font(), 1.2));
    brand->setContentsMargins(6, 0, 10, 0);
    auto *logo = new QLabel(toolbar);
    logo->setPixmap(QIcon(QStringLiteral(":/icons/app/webshop-desktop.svg")).pixmap(QSize(26, 26), devicePixelRatioF()));
    logo->setContentsMargins(4, 0, 0, 0);
    toolbar->addWidget(logo);
    m_brandAction = toolbar->addWidget(brand);

    const QString navText[] = {tr("Search"), QString(), tr("Lists")};
    for (int i : {0, 2}) {
        auto *b = new QToolButton(toolbar);
        b->setObjectName(i == 0 ? QStringLiteral("navSearch") : QStringLiteral("navLists"));
        b->setDefaultAction(m_pageActions[i]);
        b->setText(navText[i]);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::TabFocus);
        b->setToolTip(tr("%1 (%2)").arg(navText[i], m_pageActions[i]->shortcut().toString(QKeySequence::NativeText)));
        m_navButtons[i] = b;
        toolbar->addWidget(b);
    }

    m_searchField = new QLineEdit(toolbar);
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
    auto *searchBox = new QWidget(toolbar);
    auto *sl = new QHBoxLayout(searchBox);
    sl->setContentsMargins(12, 0, 12, 0);
    sl->addWidget(m_searchField);
    searchBox->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(searchBox);
    connect(m_searchField, &QLineEdit::textEdited, this, [this](const QString &text) {
        showPage(Page::Search);
        m_searchPage->searchDebounced(text);
    });
    connect(m_searchField, &QLineEdit::returnPressed, this, [this] {
        showPage(Page::Search);
        m_searchPage->searchNow(m_searchField->text());
    });
    m_searchField->installEventFilter(new SearchKeyFilter(m_searchField, [this] {
        showPage(Page::Search);
        QListView *view = m_searchPage->resultsView();
        if (view->model()->rowCount() > 0) {
            if (!view->currentIndex().isValid())
                view->setCurrentIndex(view->model()->index(0, 0));
            view->setFocus(Qt::TabFocusReason);
        }
    }));

    m_address = new QComboBox(toolbar);
    m_address->setObjectName(QStringLiteral("addressBox"));
    m_address->setAccessibleName(tr("Delivery address"));
    m_address->setToolTip(tr("Delivery address: it decides the store and its prices"));
    m_address->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_address->setMaximumWidth(300);
    m_address->setMinimumContentsLength(14);
    m_address->setIconSize(QSize(16, 16));
    connect(m_address, &QComboBox::activated, this, [this](int index) {
        const int addressIndex = m_address->itemData(index).toInt();
        if (addressIndex != m_services.session->currentAddressIndex())
            m_services.session->selectAddress(addressIndex);
    });
    toolbar->addWidget(m_address);

    m_priceSwitch = new PriceModeSwitch(toolbar);
    auto *switchBox = new QWidget(toolbar);
    auto *swl = new QHBoxLayout(switchBox);
    swl->setContentsMargins(8, 0, 8, 0);
    swl->addWidget(m_priceSwitch);
    toolbar->addWidget(switchBox);
    connect(m_priceSwitch, &PriceModeSwitch::netToggled, this, [this](bool net) {
        if (m_services.prices)
            m_services.prices->setMode(net ? models::PriceDisplay::Mode::Net : models::PriceDisplay::Mode::Gross);
    });

    m_basketButton = new BasketButton(toolbar);
    m_basketButton->setToolTip(tr("Basket (%1)").arg(m_pageActions[1]->shortcut().toString(QKeySequence::NativeText)));
    connect(m_basketButton, &QToolButton::clicked, this, [this] { showPage(Page::Basket); });
    toolbar->addWidget(m_basketButton);

    m_userButton = new QToolButton(toolbar);
    m_userButton->setObjectName(QStringLiteral("userButton"));
    m_userButton->setIcon(Icons::icon(QStringLiteral("user")));
    m_userButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_userButton->setPopupMode(QToolButton::InstantPopup);
    m_userButton->setAutoRaise(true);
    m_userButton->setFocusPolicy(Qt::TabFocus);
    m_userButton->setAccessibleName(tr("Account"));
    auto *userMenu = new QMenu(m_userButton);
    userMenu->addAction(m_preferencesAction);
    userMenu->addSeparator();
    userMenu->addAction(m_switchUserAction);
    userMenu->addAction(m_logoutAction);
    m_userButton->setMenu(userMenu);
    toolbar->addWidget(m_userButton);
    auto *endGap = new QWidget(toolbar);
    endGap->setFixedWidth(Theme::unit);
    toolbar->addWidget(endGap);
}

void MainWindow::createStatusBar()
{
    QStatusBar *bar = statusBar();
    bar->setSizeGripEnabled(false);
    auto *box = new QWidget(bar);
    auto *h = new QHBoxLayout(box);
    h->setContentsMargins(8, 0, 0, 0);
    h->setSpacing(6);
    m_connectionDot = new QLabel(box);
    m_connectionDot->setFixedSize(10, 10);
    m_connectionLabel = new QLabel(tr("Not signed in"), box);
    m_connectionLabel->setObjectName(QStringLiteral("connectionStatus"));
    h->addWidget(m_connectionDot);
    h->addWidget(m_connectionLabel);
    bar->addWidget(box, 1);
    m_transient = new QLabel(bar);
    m_transient->setObjectName(QStringLiteral("transientStatus"));
    m_transient->setTextFormat(Qt::PlainText); // add results may quote the server
    bar->addPermanentWidget(m_transient);
    m_transientTimer.setSingleShot(true);
    m_transientTimer.setInterval(8000);
    connect(&m_transientTimer, &QTimer::timeout, m_transient, &QLabel::clear);
}

void MainWindow::showTransient(bool ok, const QString &text)
{
    m_transient->setText(text);
    QPalette pal = m_transient->palette();
    pal.setColor(QPalette::WindowText, ok ? Theme::success() : Theme::error());
    m_transient->setPalette(pal);
    m_transientTimer.start();
}

void MainWindow::updateAddresses()
{
    auth::Session *session = m_services.session;
    const QList<api::DeliveryAddress> addresses = session->state() == auth::Session::State::LoggedIn
        ? session->deliveryAddresses()
        : QList<api::DeliveryAddress>();
    const QSignalBlocker block(m_address);
    m_address->clear();
    for (int i = 0; i < addresses.size(); ++i) {
        const api::DeliveryAddress &a = addresses.at(i);
        QString label = a.city.isEmpty() ? a.displayText() : a.city;
        if (!a.street.isEmpty())
            label = tr("%1, %2").arg(a.city, a.street);
        m_address->addItem(Icons::icon(QStringLiteral("map-pin")), label, i);
        m_address->setItemData(i, a.displayText(), Qt::ToolTipRole);
    }
    m_address->setCurrentIndex(m_address->findData(session->currentAddressIndex()));
    m_address->setVisible(!addresses.isEmpty());
    m_address->setEnabled(addresses.size() > 1);
}

void MainWindow::updateBasketBadge()
{
    models::BasketModel *basket = m_services.basket;
    const int count = basket->lineCount();
    m_basketButton->setCount(count);
    m_basketButton->setBusy(basket->isBusy());
    const QString text = basket->hasBasket() && count > 0 ? basket->totalText() : tr("Basket");
    m_basketButton->setText(text);
    m_basketButton->setAccessibleName(count > 0 ? tr("Basket: %Ln line(s), total %1", nullptr, count).arg(basket->totalText())
                                                : tr("Basket"));
}

void MainWindow::updateConnection()
{
    auth::Session *session = m_services.session;
    QColor dot;
    QString text;
    const QString server = m_services.demoServerUrl.isValid() && session->baseUrl() == m_services.demoServerUrl
        ? tr("demo shop")
        : session->baseUrl().host();
    switch (session->state()) {
    case auth::Session::State::LoggedOut:
        dot = Theme::muted();
        text = tr("Not signed in");
        break;
    case auth::Session::State::LoggingIn:
        dot = Theme::amber();
        text = tr("Signing in to %1…").arg(server);
        break;
    case auth::Session::State::LoggedIn:
        if (!m_reachable) {
            dot = Theme::error();
            text = tr("Offline: %1 cannot be reached. Retry with F5 once the connection is back.").arg(server);
        } else {
            dot = Theme::success();
            text = tr("Connected · %1").arg(server);
            if (!session->customerName().isEmpty())
                text += tr(" · %1").arg(session->customerName());
            models::BasketModel *basket = m_services.basket;
            if (basket->isBusy()) {
                text += tr(" · syncing basket…");
            } else if (basket->lastSynced().isValid()) {
                const qint64 secs = qMax<qint64>(0, basket->lastSynced().secsTo(QDateTime::currentDateTime()));
                text += secs < 60 ? tr(" · basket synced just now")
                                  : tr(" · basket synced %Ln min ago", nullptr, int(secs / 60));
            }
        }
        break;
    }
    m_connectionLabel->setText(text);
    QPixmap pm(QSize(10, 10) * devicePixelRatioF());
    pm.setDevicePixelRatio(devicePixelRatioF());
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(dot);
        p.drawEllipse(QRectF(1, 1, 8, 8));
    }
    m_connectionDot->setPixmap(pm);
    const bool loggedIn = session->state() == auth::Session::State::LoggedIn;
    m_logoutAction->setEnabled(loggedIn);
    const QString who = loggedIn ? session->customerName() : tr("Sign in");
    m_userButton->setText(m_userButton->fontMetrics().elidedText(who, Qt::ElideRight, 200));
    m_userButton->setToolTip(who);
    m_userButton->setVisible(true);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    updateCompact();
}

void MainWindow::updateCompact()
{
    // Below ~1200 px the toolbar drops words it can do without (icons and tooltips stay).
    const bool compact = width() < 1200;
    if (compact == m_compact && m_brand)
        return;
    m_compact = compact;
    m_brandAction->setVisible(!compact);
    for (QToolButton *b : m_navButtons)
        if (b)
            b->setToolButtonStyle(compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    m_userButton->setToolButtonStyle(compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    m_address->setMaximumWidth(compact ? 190 : 300);
    m_address->setMinimumContentsLength(compact ? 10 : 14);
    m_searchField->setMinimumWidth(compact ? 180 : 260);
}

} // namespace webshop::ui
