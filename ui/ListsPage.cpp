#include "ui/ListsPage.h"

#include "models/AddResultText.h"

#include "models/BasketModel.h"
#include "models/ImageCache.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"
#include "ui/EmptyState.h"
#include "ui/Icons.h"
#include "ui/LargeAddGuard.h"
#include "app/control/Preferences.h"
#include "ui/QuantityDelegate.h"
#include "ui/QuantityEdit.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace webshop::ui {

using LM = models::PersonalListsModel;
using IM = models::ListItemsModel;
using AddState = api::AddState;

ListsPage::ListsPage(const Services &services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("listsPage"));
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->setHandleWidth(1);
    outer->addWidget(splitter);

    // Sidebar.
    auto *side = new QWidget(splitter);
    side->setAutoFillBackground(true);
    side->setBackgroundRole(QPalette::Base);
    auto *sv = new QVBoxLayout(side);
    sv->setContentsMargins(12, 16, 12, 12);
    sv->setSpacing(Theme::unit);
    auto *sideTitle = new QLabel(tr("LISTS"), side);
    sideTitle->setFont(Theme::semibold(Theme::small(font())));
    QPalette muted = sideTitle->palette();
    muted.setColor(QPalette::WindowText, Theme::muted());
    sideTitle->setPalette(muted);
    sideTitle->setContentsMargins(8, 0, 0, 0);
    sv->addWidget(sideTitle);
    m_sidebarStack = new QStackedWidget(side);
    m_lists = new QListView(m_sidebarStack);
    m_lists->setObjectName(QStringLiteral("listsView"));
    m_lists->setAccessibleName(tr("Personal lists"));
    m_lists->setModel(m_services.lists);
    m_lists->setFrameShape(QFrame::NoFrame);
    m_lists->setSpacing(1);
    m_lists->setStyleSheet(QStringLiteral("QListView { background: transparent; }"
                                          "QListView::item { padding: 8px 8px; border-radius: 6px; color: %1; }"
                                          "QListView::item:hover { background: %2; }"
                                          "QListView::item:selected { background: %3; color: %4; }")
                               .arg(palette().color(QPalette::Text).name(), Theme::tint(Theme::accent(), 0.08).name(),
                                    Theme::accent().name(), Theme::accentText().name()));
    m_lists->setSelectionMode(QAbstractItemView::SingleSelection);
    m_sidebarEmpty = new EmptyState(m_sidebarStack);
    m_sidebarStack->addWidget(m_lists);
    m_sidebarStack->addWidget(m_sidebarEmpty);
    sv->addWidget(m_sidebarStack, 1);

    // Items.
    auto *main = new QWidget(splitter);
    auto *v = new QVBoxLayout(main);
    v->setContentsMargins(20, 16, 20, 16);
    v->setSpacing(Theme::unit * 1.5);
    auto *titles = new QVBoxLayout;
    titles->setSpacing(0);
    m_listTitle = new QLabel(tr("Lists"), main);
    m_listTitle->setObjectName(QStringLiteral("listTitle"));
    m_listTitle->setFont(Theme::titleFont(font(), 1.3));
    m_listSubtitle = new QLabel(main);
    m_listSubtitle->setPalette(muted);
    titles->addWidget(m_listTitle);
    titles->addWidget(m_listSubtitle);
    v->addLayout(titles);
    m_banner = new Banner(main);
    m_banner->setObjectName(QStringLiteral("listsBanner"));
    v->addWidget(m_banner);

    m_stack = new QStackedWidget(main);
    m_items = new QTableView(m_stack);
    m_items->setObjectName(QStringLiteral("listItemsView"));
    m_items->setAccessibleName(tr("List items"));
    m_items->setModel(m_services.listItems);
    ItemNameDelegate::setUpLinesTable(m_items, IM::ArticleColumn, 80);
    m_items->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // The pack is the name's second line already: a column of its own would repeat it and
    // squeeze the article names.
    m_items->setColumnHidden(IM::BundleColumn, true);
    auto *names = new ItemNameDelegate(this);
    names->setImageCache(m_services.images);
    names->setImageUrlRole(IM::ImageUrlRole);
    names->setSecondaryRole(IM::BundleDescriptionRole);
    names->setWeightRole(IM::WeightArticleRole);
    names->setStatusProvider([this](const QModelIndex &index) {
        return m_results.value(index.data(IM::BundleIdRole).toString());
    });
    m_items->setItemDelegateForColumn(IM::ArticleColumn, names);
    m_items->setItemDelegateForColumn(IM::QuantityColumn, new QuantityDelegate([this](const QModelIndex &index) {
        addRows({index});
    }, this));
    m_empty = new EmptyState(m_stack);
    m_empty->setObjectName(QStringLiteral("listsEmptyState"));
    m_stack->addWidget(m_items);
    m_stack->addWidget(m_empty);
    v->addWidget(m_stack, 1);

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(Theme::unit);
    m_summary = new QLabel(main);
    m_summary->setObjectName(QStringLiteral("listsSummary"));
    m_summary->setPalette(muted);
    m_summary->setText(tr("Set a quantity per line (0 skips it), then add."));
    m_addSelected = new QPushButton(Icons::icon(QStringLiteral("list-check")), tr("Add &selected"), main);
    m_addSelected->setObjectName(QStringLiteral("addSelectedButton"));
    m_addSelected->setToolTip(tr("Add the selected lines with their quantities to the basket"));
    m_addAll = new QPushButton(Icons::icon(QStringLiteral("shopping-cart-plus"), Icons::Tint::OnAccent),
                               tr("Add &all to basket"), main);
    m_addAll->setObjectName(QStringLiteral("addAllButton"));
    m_addAll->setProperty("primary", true);
    buttons->addWidget(m_summary, 1);
    buttons->addWidget(m_addSelected);
    buttons->addWidget(m_addAll);
    v->addLayout(buttons);

    splitter->addWidget(side);
    splitter->addWidget(main);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({240, 1000});
    side->setMinimumWidth(180);

    setTabOrder(m_lists, m_items);
    setTabOrder(m_items, m_addSelected);
    setTabOrder(m_addSelected, m_addAll);

    connect(m_services.lists, &LM::stateChanged, this, &ListsPage::onListsState);
    connect(m_services.lists, &LM::countChanged, this, &ListsPage::onListsState);
    connect(m_services.lists, &LM::listFailed, this, [this](const QString &listId, const QString &message) {
        if (listId == m_services.listItems->listId() || m_services.listItems->listId().isEmpty())
            m_banner->showMessage(Banner::Kind::Error, tr("The list could not be loaded: %1").arg(message), tr("Retry"),
                                  [this, listId] { m_services.listItems->load(listId); });
        scheduleBusyCheck();
    });
    connect(m_services.listItems, &IM::stateChanged, this, &ListsPage::onItemsState);
    connect(m_services.listItems, &IM::listChanged, this, &ListsPage::onItemsState);
    connect(m_services.listItems, &QAbstractItemModel::modelReset, this, &ListsPage::openEditors);
    connect(m_services.listItems, &QAbstractItemModel::rowsInserted, this, &ListsPage::openEditors);
    connect(m_lists->selectionModel(), &QItemSelectionModel::currentChanged, this, &ListsPage::onCurrentListChanged);
    connect(m_items->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ListsPage::updateButtons);
    connect(m_addSelected, &QPushButton::clicked, this, &ListsPage::addSelected);
    connect(m_addAll, &QPushButton::clicked, this, &ListsPage::addAll);
    if (m_services.basket)
        connect(m_services.basket, &models::BasketModel::addStateChanged, this, &ListsPage::onAddState);
    if (m_services.images)
        connect(m_services.images, &models::ImageCache::pendingCountChanged, this, &ListsPage::scheduleBusyCheck);
    connect(m_items->verticalScrollBar(), &QScrollBar::valueChanged, this, &ListsPage::scheduleBusyCheck);
    connect(m_empty, &EmptyState::actionTriggered, this, [this] {
        if (m_services.lists->state() == LM::State::Error || m_services.lists->rowCount() == 0)
            m_services.lists->refresh();
        else if (!m_services.listItems->listId().isEmpty())
            m_services.listItems->load(m_services.listItems->listId());
    });
    connect(m_sidebarEmpty, &EmptyState::actionTriggered, m_services.lists, &LM::refresh);
    m_busyTimer.setSingleShot(true);
    m_busyTimer.setInterval(0);
    connect(&m_busyTimer, &QTimer::timeout, this, [this] {
        const bool busy = isBusy();
        if (busy != m_busy) {
            m_busy = busy;
            emit busyChanged(busy);
        }
    });
    onListsState();
    onItemsState();
}

ListsPage::~ListsPage() = default;

void ListsPage::onListsState()
{
    LM *lists = m_services.lists;
    const LM::State state = lists->state();
    if (lists->rowCount() > 0) {
        m_sidebarStack->setCurrentWidget(m_lists);
        if (!m_lists->currentIndex().isValid())
            m_lists->setCurrentIndex(lists->index(0));
    } else {
        switch (state) {
        case LM::State::Loading: m_sidebarEmpty->set(QStringLiteral("list-details"), tr("Loading lists…"), QString()); break;
        case LM::State::Error:
            m_sidebarEmpty->set(QStringLiteral("alert-circle"), tr("Lists not loaded"), lists->errorString(), tr("Retry"));
            break;
        default:
            m_sidebarEmpty->set(QStringLiteral("list-details"), tr("No lists yet"),
                                tr("Lists you keep in the webshop appear here."));
            break;
        }
        m_sidebarStack->setCurrentWidget(m_sidebarEmpty);
    }
    onItemsState();
}

void ListsPage::onCurrentListChanged()
{
    const QString id = m_lists->currentIndex().data(LM::ListIdRole).toString();
    m_banner->clear();
    if (!id.isEmpty() && id != m_services.listItems->listId())
        m_services.listItems->load(id);
    scheduleBusyCheck();
}

void ListsPage::onItemsState()
{
    IM *items = m_services.listItems;
    LM *lists = m_services.lists;
    const IM::State state = items->state();
    if (items->count() > 0) {
        m_stack->setCurrentWidget(m_items);
    } else if (state == IM::State::Loading || (lists->state() == LM::State::Loading && lists->rowCount() == 0)) {
        m_empty->set(QStringLiteral("list-details"), tr("Loading the list…"), QString());
        m_stack->setCurrentWidget(m_empty);
    } else if (state == IM::State::Error) {
        m_empty->set(QStringLiteral("alert-circle"), tr("This list could not be loaded"), items->errorString(), tr("Retry"));
        m_stack->setCurrentWidget(m_empty);
    } else if (lists->state() == LM::State::Error) {
        m_empty->set(QStringLiteral("alert-circle"), tr("Your lists could not be loaded"), lists->errorString(), tr("Retry"));
        m_stack->setCurrentWidget(m_empty);
    } else if (state == IM::State::Empty) {
        m_empty->set(QStringLiteral("list-details"), tr("This list is empty"),
                     tr("Add articles to it in the webshop; they show up here."));
        m_stack->setCurrentWidget(m_empty);
    } else {
        m_empty->set(QStringLiteral("list-details"), tr("Choose a list"),
                     tr("Your personal lists are on the left. Pick one to order from it."));
        m_stack->setCurrentWidget(m_empty);
    }
    const QString name = items->name();
    m_listTitle->setText(name.isEmpty() ? tr("Lists") : name);
    m_listSubtitle->setText(items->count() > 0 ? tr("%Ln article(s)", nullptr, items->count()) : QString());
    updateButtons();
    scheduleBusyCheck();
}

void ListsPage::openEditors()
{
    IM *items = m_services.listItems;
    m_results.clear();
    for (int row = 0; row < items->rowCount(); ++row)
        m_items->openPersistentEditor(items->index(row, IM::QuantityColumn));
    m_items->resizeColumnToContents(IM::QuantityColumn);
    updateButtons();
}

void ListsPage::updateButtons()
{
    const bool has = m_services.listItems->count() > 0 && m_services.basket;
    m_addAll->setEnabled(has);
    m_addSelected->setEnabled(has && m_items->selectionModel()->hasSelection());
}

void ListsPage::addSelected()
{
    addRows(m_items->selectionModel()->selectedRows());
}

void ListsPage::addAll()
{
    QModelIndexList rows;
    for (int row = 0; row < m_services.listItems->rowCount(); ++row)
        rows << m_services.listItems->index(row, 0);
    addRows(rows);
}

void ListsPage::addRows(const QModelIndexList &rows)
{
    if (!m_services.basket || m_asking)
        return;
    IM *items = m_services.listItems;
    // The fields are the truth: one whose text is no quantity refuses the whole add with its
    // hint (the model still holds the last valid quantity, which the buyer no longer sees).
    for (const QModelIndex &index : rows) {
        auto *edit = qobject_cast<QuantityEdit *>(m_items->indexWidget(items->index(index.row(), IM::QuantityColumn)));
        if (!edit)
            continue;
        const auto typed = edit->quantity();
        if (!typed) {
            m_banner->showMessage(Banner::Kind::Error, tr("%1: %2").arg(items->index(index.row(), 0).data(IM::NameRole).toString(),
                                                                   edit->problem()));
            edit->setFocus();
            return;
        }
        if (*typed != items->quantityAt(index.row()))
            items->setQuantity(index.row(), *typed);
    }
    const QList<models::BasketAdd> adds = items->basketAdds(rows);
    if (adds.isEmpty()) {
        m_banner->showMessage(Banner::Kind::Warning, tr("Nothing to add: every chosen line has quantity 0."));
        return;
    }
    m_banner->clear();
    const bool gross = !(m_services.prices && m_services.prices->showsNet());
    QList<LargeAddGuard::Line> large;
    const Preferences preferences = Preferences::load();
    for (const models::BasketAdd &add : adds) {
        const QModelIndex index = items->index(rowOf(add.bundleId), 0);
        const auto price = [&](int role) -> std::optional<api::Money> {
            const QVariant unit = index.data(role);
            if (!unit.canConvert<api::Decimal>() || index.data(IM::PriceUnknownRole).toBool())
                return std::nullopt;
            return api::Money{(unit.value<api::Decimal>() * add.quantity).roundedToCents(),
                              index.data(IM::CurrencyRole).toString()};
        };
        const bool weight = index.data(IM::WeightArticleRole).toBool();
        QString name = index.data(IM::NameRole).toString();
        const QString pack = index.data(IM::BundleDescriptionRole).toString();
        if (!weight && !pack.isEmpty())
            name = tr("%1 (%2)").arg(name, pack);
        const LargeAddGuard::Line line{name, add.quantity, weight, price(IM::PriceGrossRole),
                                       price(gross ? IM::PriceGrossRole : IM::PriceNetRole)};
        if (LargeAddGuard::isLarge(preferences, line))
            large << line;
    }
    if (large.isEmpty()) {
        send(adds);
        return;
    }
    m_asking = true;
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    LargeAddGuard::ask(this, LargeAddGuard::question(locale, large), [this, adds](bool add) {
        m_asking = false;
        if (add)
            send(adds);
    });
}

int ListsPage::rowOf(const QString &bundleId) const
{
    IM *items = m_services.listItems;
    for (int row = 0; row < items->rowCount(); ++row)
        if (items->index(row, 0).data(IM::BundleIdRole).toString() == bundleId)
            return row;
    return -1;
}

void ListsPage::send(const QList<models::BasketAdd> &adds)
{
    if (m_tickets.isEmpty()) {
        m_batchOk = 0;
        m_batchFailed = 0;
    }
    for (const models::BasketAdd &add : adds) {
        const quint64 ticket = m_services.basket->addToBasket(add.bundleId, add.quantity);
        const QString name = m_services.listItems->index(rowOf(add.bundleId), 0).data(IM::NameRole).toString();
        m_tickets.insert(ticket, {add.bundleId, name});
        m_results.insert(add.bundleId, {ItemNameDelegate::StatusKind::Working, tr("Waiting…")});
    }
    m_summary->setText(tr("Adding %Ln line(s)…", nullptr, int(adds.size())));
    m_items->viewport()->update();
    scheduleBusyCheck();
}

void ListsPage::onAddState(quint64 ticket, AddState state, const QString &message)
{
    auto it = m_tickets.find(ticket);
    if (it == m_tickets.end())
        return;
    const Pending pending = it.value();
    const models::AddResultText result = models::describeAdd(state, message);
    using K = ItemNameDelegate::StatusKind;
    using R = models::AddResultText::Kind;
    const K kind = result.kind == R::Ok ? K::Ok : result.kind == R::Warning ? K::Warning : result.kind == R::Error ? K::Error : K::Working;
    m_results.insert(pending.bundleId, ItemNameDelegate::Status{kind, result.text});
    if (result.final) {
        m_tickets.erase(it);
        if (result.added)
            ++m_batchOk;
        else
            ++m_batchFailed;
        if (m_tickets.isEmpty()) {
            const QString text = m_batchFailed == 0
                ? tr("%Ln line(s) added to the basket.", nullptr, m_batchOk)
                : tr("%1 added, %2 not: see the lines marked in red.")
                      .arg(QLocale().toString(m_batchOk), QLocale().toString(m_batchFailed));
            m_summary->setText(text);
            if (m_batchFailed > 0)
                m_banner->showMessage(Banner::Kind::Warning, text);
            emit addFinished(m_batchFailed == 0, text);
        }
    }
    m_items->viewport()->update();
    scheduleBusyCheck();
}

QString ListsPage::resultText(const QString &bundleId) const
{
    return m_results.value(bundleId).text;
}

void ListsPage::scheduleBusyCheck()
{
    m_busyTimer.start();
}

bool ListsPage::isBusy() const
{
    if (m_services.lists->state() == LM::State::Loading || m_services.listItems->state() == IM::State::Loading
        || !m_tickets.isEmpty())
        return true;
    // A list chosen in the sidebar whose items have not arrived yet.
    const QString current = m_lists->currentIndex().data(LM::ListIdRole).toString();
    if (!current.isEmpty() && current != m_services.listItems->listId() && m_services.listItems->state() != IM::State::Error
        && !m_lists->currentIndex().data(LM::FailedRole).toBool())
        return true;
    models::ImageCache *images = m_services.images;
    if (!images || m_stack->currentWidget() != m_items)
        return false;
    const QRect viewport = m_items->viewport()->rect();
    IM *items = m_services.listItems;
    for (int row = 0; row < items->rowCount(); ++row) {
        const QModelIndex idx = items->index(row, IM::ArticleColumn);
        if (!m_items->visualRect(idx).intersects(viewport))
            continue;
        const QUrl url = idx.data(IM::ImageUrlRole).toUrl();
        if (url.isValid() && !images->isCached(url) && !images->hasFailed(url))
            return true;
    }
    return false;
}

} // namespace webshop::ui
