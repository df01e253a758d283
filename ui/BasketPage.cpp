#include "ui/BasketPage.h"

#include "app/control/PreferencesStore.h"
#include "app/control/SessionController.h"
#include "models/ArticleCache.h"
#include "models/BasketModel.h"
#include "models/ImageCache.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/BusyTracker.h"
#include "ui/EmptyState.h"
#include "ui/GraphLinks.h"
#include "ui/Icons.h"
#include "ui/ItemNameDelegate.h"
#include "ui/PriceChangeDelegate.h"
#include "ui/PageHeader.h"
#include "ui/SavedMark.h"
#include "ui/Painting.h"
#include "ui/Theme.h"
#include "ui/VisibleImages.h"

#include <QDesktopServices>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace webshop::ui {

using BM = models::BasketModel;

namespace {
class Card : public QWidget
{
public:
    using QWidget::QWidget;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        paint::card(&p, QRectF(rect()), false, false, false);
    }
};

QLabel *mutedLabel(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    Theme::setMuted(l);
    return l;
}
} // namespace

BasketPage::BasketPage(const Services &services, QWidget *parent)
    : Page(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("basketPage"));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(20, 16, 20, 16);
    v->setSpacing(Theme::unit * 1.5);
    buildHeader(v->spacing());
    v->addWidget(m_header);

    m_notice = new Banner(this);
    m_notice->setObjectName(QStringLiteral("basketNotice"));
    m_notice->setClosable(false);
    m_notice->showMessage(Banner::Kind::Info,
                          tr("This app adds articles to your basket. To change quantities, remove lines or check "
                             "out, continue in the webshop: the basket is the same there."),
                          tr("Continue to checkout in the webshop"), [this] { openCheckout(); });
    m_notice->actionButton()->setObjectName(QStringLiteral("checkoutButton"));
    m_notice->actionButton()->setIcon(Icons::icon(QStringLiteral("external-link")));
    v->addWidget(m_notice);
    m_errorBanner = new Banner(this);
    m_errorBanner->setObjectName(QStringLiteral("basketBanner"));
    v->addWidget(m_errorBanner);

    m_stack = new QStackedWidget(this);
    m_table = buildTable(m_stack);
    m_empty = new EmptyState(m_stack);
    m_empty->setObjectName(QStringLiteral("basketEmptyState"));
    m_stack->addWidget(m_table);
    m_stack->addWidget(m_empty);
    v->addWidget(m_stack, 1);

    // Totals footer: right-aligned, the chosen mode emphasised.
    auto *footerRow = new QHBoxLayout;
    footerRow->addStretch(1);
    buildTotals();
    footerRow->addWidget(m_footer);
    v->addLayout(footerRow);

    m_busy = new BusyTracker([this] { return isBusy(); }, this);
    connect(m_busy, &BusyTracker::busyChanged, this, &BasketPage::busyChanged);
    connectModel();
    m_syncedTimer.setInterval(15000);
    connect(&m_syncedTimer, &QTimer::timeout, this, &BasketPage::updateSynced);
    m_syncedTimer.start();
    updateState();
}

void BasketPage::buildHeader(int spacing)
{
    m_header = new PageHeader(spacing, this);
    m_header->setTitle(tr("Basket"));
    m_header->subtitle()->setObjectName(QStringLiteral("basketSubtitle"));
    m_refresh = new QToolButton(m_header);
    m_refresh->setObjectName(QStringLiteral("basketRefresh"));
    m_refresh->setIcon(Icons::icon(QStringLiteral("refresh")));
    m_refresh->setText(tr("Refresh"));
    m_refresh->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_refresh->setAutoRaise(true);
    m_refresh->setToolTip(tr("Read the basket from the shop again"));
    m_header->addTrailing(new SavedMark(m_services.offline, control::OfflineCache::View::Basket, m_header));
    m_header->addTrailing(m_refresh);
    m_compare = new QToolButton(m_header);
    m_compare->setObjectName(QStringLiteral("basketCompare"));
    m_compare->setIcon(Icons::icon(QStringLiteral("map-pin")));
    m_compare->setText(tr("Compare Stores…"));
    m_compare->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_compare->setAutoRaise(true);
    m_compare->setToolTip(tr("The prices of these lines at every store of your delivery addresses"));
    connect(m_compare, &QToolButton::clicked, this, [this] { emit commandRequested(WindowCommand::CompareStores); });
    m_header->addTrailing(m_compare);
}

QTableView *BasketPage::buildTable(QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setObjectName(QStringLiteral("basketTable"));
    table->setAccessibleName(tr("Basket lines"));
    table->setModel(m_services.basket);
    ItemNameDelegate::setUpLinesTable(table, BM::ArticleColumn, 90);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(false);
    table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    table->horizontalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto *names = new ItemNameDelegate(this);
    names->setImageCache(m_services.images);
    names->setImageUrlRole(BM::ImageUrlRole);
    names->setPendingRole(BM::PendingRole);
    names->setWeightRole(BM::WeightArticleRole);
    names->setResolvedRole(BM::ResolvedRole);
    names->setSecondaryRole(BM::DetailsRole); // what was added: the pack and the article number
    table->setItemDelegateForColumn(BM::ArticleColumn, names);
    table->setItemDelegateForColumn(BM::UnitPriceColumn, new PriceChangeDelegate(m_services.priceMemory, m_services.prices,
                                                                                 {BM::PriceChangeRole, BM::BundleIdRole,
                                                                                  BM::ShownPriceRole},
                                                                                 this));
    return table;
}

void BasketPage::buildTotals()
{
    m_footer = new Card(this);
    m_footer->setObjectName(QStringLiteral("basketTotals"));
    m_footer->setMinimumWidth(340);
    auto *grid = new QGridLayout(m_footer);
    grid->setContentsMargins(18, 14, 18, 14);
    grid->setHorizontalSpacing(Theme::unit * 4);
    grid->setVerticalSpacing(4);
    auto addRow = [&](int row, const QString &label, QLabel *&value, QLabel **labelOut = nullptr) {
        QLabel *l = mutedLabel(label, m_footer);
        value = new QLabel(m_footer);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(l, row, 0);
        grid->addWidget(value, row, 1);
        if (labelOut)
            *labelOut = l;
    };
    // In the order they add up: goods net, deposit net, VAT, gross (in gross mode the gross is
    // the big total below, not said twice).
    addRow(0, tr("Goods net"), m_netValue);
    addRow(1, tr("Deposit net"), m_depositValue, &m_depositLabel);
    addRow(2, tr("VAT"), m_vatValue);
    addRow(3, tr("Gross incl. deposit"), m_grossValue, &m_grossLabel);
    auto *line = new QFrame(m_footer);
    line->setFrameShape(QFrame::HLine);
    line->setForegroundRole(QPalette::Mid);
    grid->addWidget(line, 4, 0, 1, 2);
    m_totalLabel = new QLabel(m_footer);
    m_totalLabel->setFont(Theme::semibold(font()));
    m_totalValue = new QLabel(m_footer);
    m_totalValue->setObjectName(QStringLiteral("basketTotal"));
    m_totalValue->setFont(Theme::titleFont(font(), Theme::display));
    m_totalValue->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_totalValue->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid->addWidget(m_totalLabel, 5, 0);
    grid->addWidget(m_totalValue, 5, 1);
    m_netValue->setObjectName(QStringLiteral("basketNet"));
    m_vatValue->setObjectName(QStringLiteral("basketVat"));
    m_depositValue->setObjectName(QStringLiteral("basketDeposit"));
    m_grossValue->setObjectName(QStringLiteral("basketGross"));
}

void BasketPage::connectModel()
{
    BM *model = m_services.basket;
    connect(m_refresh, &QToolButton::clicked, model, &BM::refresh);
    connect(model, &BM::totalsChanged, this, &BasketPage::updateState);
    connect(model, &BM::lineCountChanged, this, &BasketPage::updateState);
    connect(model, &BM::lineCountChanged, this, &Page::orderSheetChanged);
    connect(model, &BM::busyChanged, this, &BasketPage::updateState);
    // A basket that arrives means the last read worked: the error is over.
    // Through the page, whose destructor cuts it (GraphLinks.h), not straight to the banner.
    connect(model, &BM::totalsChanged, this, [this] { m_errorBanner->clear(); });
    connect(model, &BM::refreshFailed, this, [this](const QString &message) {
        m_errorBanner->showMessage(Banner::Kind::Error, tr("The basket could not be read: %1").arg(message), tr("Retry"),
                                   [this] { m_services.basket->refresh(); });
        updateState();
    });
    if (m_services.prices)
        connect(m_services.prices, &models::PriceDisplay::modeChanged, this, &BasketPage::updateTotals);
    if (m_services.images)
        connect(m_services.images, &models::ImageCache::pendingCountChanged, this, &BasketPage::scheduleBusyCheck);
    connect(m_table->verticalScrollBar(), &QScrollBar::valueChanged, this, &BasketPage::scheduleBusyCheck);
    connect(m_empty, &EmptyState::actionTriggered, this, [this] {
        if (m_services.basket->hasBasket())
            emit commandRequested(WindowCommand::FindArticles);
        else
            m_services.basket->refresh();
    });
}

namespace {
BasketPage::UrlOpener &urlOpener()
{
    static BasketPage::UrlOpener opener = [](const QUrl &url) { return QDesktopServices::openUrl(url); };
    return opener;
}
} // namespace

void BasketPage::setUrlOpener(UrlOpener opener)
{
    urlOpener() = opener ? std::move(opener) : [](const QUrl &url) { return QDesktopServices::openUrl(url); };
}

QUrl BasketPage::checkoutUrl() const
{
    return m_services.preferences->current().effectiveCheckoutUrl(m_services.session->serverUrl());
}

void BasketPage::openCheckout()
{
    const QUrl url = checkoutUrl();
    if (!urlOpener()(url))
        m_errorBanner->showMessage(Banner::Kind::Error, tr("The webshop could not be opened in your browser. Its address is %1.")
                                                            .arg(url.toDisplayString()));
}

void BasketPage::refresh()
{
    m_services.basket->refresh();
}

std::optional<models::OrderSheet> BasketPage::orderSheet(models::SheetHeader header) const
{
    const BM &basket = *m_services.basket;
    if (basket.lineCount() == 0)
        return std::nullopt;
    header.title = tr("Basket");
    return models::OrderSheet{header, models::basketSheetLines(basket), models::basketSheetTotals(basket)};
}

BasketPage::~BasketPage()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

void BasketPage::updateState()
{
    BM *model = m_services.basket;
    m_compare->setEnabled(model->lineCount() > 0);
    if (model->lineCount() > 0) {
        m_stack->setCurrentWidget(m_table);
    } else if (!model->hasBasket() && model->isBusy()) {
        m_empty->set(QStringLiteral("shopping-cart"), tr("Loading your basket…"), QString());
        m_stack->setCurrentWidget(m_empty);
    } else if (!model->hasBasket()) {
        m_empty->set(QStringLiteral("shopping-cart"), tr("The basket has not been loaded"),
                     tr("Sign in and choose a delivery address to see your basket."), tr("Load basket"));
        m_stack->setCurrentWidget(m_empty);
    } else {
        m_empty->set(QStringLiteral("shopping-cart"), tr("Your basket is empty"),
                     tr("Add articles from the search or from your lists."), tr("Find articles"));
        m_stack->setCurrentWidget(m_empty);
    }
    m_refresh->setEnabled(!model->isBusy());
    m_footer->setVisible(model->lineCount() > 0);
    updateTotals();
    updateSynced();
    scheduleBusyCheck();
}

void BasketPage::updateTotals()
{
    BM *model = m_services.basket;
    m_netValue->setText(model->totalGoodsNetText());
    m_vatValue->setText(model->totalVatText());
    m_grossValue->setText(model->totalGrossText());
    m_depositValue->setText(model->totalDepositText());
    m_depositValue->setVisible(model->hasDeposit());
    m_depositLabel->setVisible(model->hasDeposit());
    const bool net = m_services.prices && m_services.prices->showsNet();
    m_grossValue->setVisible(net);
    m_grossLabel->setVisible(net);
    m_totalLabel->setText(net ? tr("Total net incl. deposit") : tr("Total gross"));
    m_totalValue->setText(model->totalText());
    m_totalValue->setAccessibleName(m_totalLabel->text() + QLatin1Char(' ') + model->totalText());
}

void BasketPage::updateSynced()
{
    BM *model = m_services.basket;
    const int n = model->lineCount();
    const QString lines = tr("%Ln line(s)", nullptr, n);
    QString synced;
    if (model->isBusy()) {
        synced = tr("updating…");
    } else if (model->lastSynced().isValid()) {
        const qint64 secs = model->lastSynced().secsTo(QDateTime::currentDateTime());
        synced = secs < 60 ? tr("synced just now")
                           : tr("synced at %1").arg(QLocale().toString(model->lastSynced().time(), QLocale::ShortFormat));
    }
    m_header->setSubtitle(synced.isEmpty() ? lines : tr("%1 · %2").arg(lines, synced));
}

QString BasketPage::totalText() const
{
    return m_totalValue->text();
}

void BasketPage::scheduleBusyCheck()
{
    m_busy->schedule();
}

bool BasketPage::isBusy() const
{
    BM *model = m_services.basket;
    if (model->isBusy())
        return true;
    if (m_stack->currentWidget() != m_table)
        return false;
    // A line whose article is still being looked up will change its name and picture.
    const auto lookingUp = [this](const QModelIndex &idx) {
        return m_services.articles && !idx.data(BM::ResolvedRole).toBool()
            && m_services.articles->isFetching(idx.data(BM::LineIdRole).toString());
    };
    return VisibleImages::loading(m_table, m_services.images, BM::ImageUrlRole, BM::ArticleColumn, lookingUp);
}

} // namespace webshop::ui
