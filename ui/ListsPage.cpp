#include "ui/ListsPage.h"

#include "app/control/SessionController.h"
#include "models/BasketModel.h"
#include "models/ImageCache.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "ui/Banner.h"
#include "ui/BusyTracker.h"
#include "ui/EmptyState.h"
#include "ui/GraphLinks.h"
#include "ui/Icons.h"
#include "ui/ListItemsTable.h"
#include "ui/ListsHeader.h"
#include "ui/ListsSidebar.h"
#include "ui/OfflineAdds.h"
#include "ui/Theme.h"
#include "ui/VisibleImages.h"

#include <QHBoxLayout>
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

ListsPage::ListsPage(const Services &services, QWidget *parent)
    : Page(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("listsPage"));
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->setHandleWidth(1);
    outer->addWidget(splitter);

    m_sidebar = new ListsSidebar(m_services.lists, splitter);
    m_lists = m_sidebar->view();
    QWidget *main = buildItems(splitter);
    splitter->addWidget(m_sidebar);
    splitter->addWidget(main);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({240, 1000});
    m_sidebar->setMinimumWidth(180);

    setTabOrder(m_lists, m_items);
    setTabOrder(m_items, m_addSelected);
    setTabOrder(m_addSelected, m_addAll);

    m_busy = new BusyTracker([this] { return isBusy(); }, this);
    connect(m_busy, &BusyTracker::busyChanged, this, &ListsPage::busyChanged);
    connectModels();
    onListsState();
    onItemsState();
}

void ListsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // The lists' rows are placed when the model fills, and keep those places: lists that were
    // there before the page was first shown (saved copies, offline) were placed before the
    // style sheet's padding applied, a few pixels apart, and their names overlapped. Placed
    // again now that the view is polished (a handful of rows).
    m_lists->doItemsLayout();
}

QWidget *ListsPage::buildItems(QWidget *parent)
{
    auto *main = new QWidget(parent);
    auto *v = new QVBoxLayout(main);
    v->setContentsMargins(20, 16, 20, 16);
    v->setSpacing(Theme::unit * 1.5);
    m_header = new ListsHeader(v->spacing(), m_services.offline, main);
    m_header->setTitle(tr("Lists"));
    connect(m_header, &ListsHeader::compareClicked, this, [this] { emit commandRequested(WindowCommand::CompareStores); });
    connect(m_header, &ListsHeader::guideClicked, this, // "Use as Order Guide": the list shown
            [this] { emit commandRequested(WindowCommand::OpenGuide, m_services.listItems->listId()); });
    v->addWidget(m_header);
    m_banner = new Banner(main);
    m_banner->setObjectName(QStringLiteral("listsBanner"));
    v->addWidget(m_banner);

    m_stack = new QStackedWidget(main);
    m_items = new ListItemsTable(m_services, [this](const QModelIndex &index) {
        ItemNameDelegate::Status status = m_results.value(index.data(IM::BundleIdRole).toString());
        const QString held = index.data(IM::InBasketTextRole).toString();
        if (status.kind != ItemNameDelegate::StatusKind::None && !held.isEmpty())
            status.text = tr("%1 · %2").arg(status.text, held);
        return status;
    }, m_stack);
    connect(m_items, &ListItemsTable::quantityEntered, this, [this](const QModelIndex &index) { addRows({index}); });
    m_empty = new EmptyState(m_stack);
    m_empty->setObjectName(QStringLiteral("listsEmptyState"));
    m_stack->addWidget(m_items);
    m_stack->addWidget(m_empty);
    v->addWidget(m_stack, 1);

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(Theme::unit);
    m_summary = new QLabel(main);
    m_summary->setObjectName(QStringLiteral("listsSummary"));
    Theme::setMuted(m_summary);
    m_summary->setWordWrap(true); // two lines rather than cut where the buttons leave little room
    m_summary->setText(tr("Choose the pack and quantity per line (0 skips it), then add."));
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
    return main;
}

void ListsPage::connectModels()
{
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
    connect(m_services.listItems, &IM::stateChanged, this, &Page::orderSheetChanged);
    connect(m_services.listItems, &IM::listChanged, this, &Page::orderSheetChanged);
    connect(m_services.listItems, &QAbstractItemModel::modelReset, this, &ListsPage::openEditors);
    connect(m_services.listItems, &QAbstractItemModel::rowsInserted, this, &ListsPage::openEditors);
    connect(m_lists->selectionModel(), &QItemSelectionModel::currentChanged, this, &ListsPage::onCurrentListChanged);
    connect(m_items->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ListsPage::updateButtons);
    connect(m_addSelected, &QPushButton::clicked, this, &ListsPage::addSelected);
    connect(m_addAll, &QPushButton::clicked, this, &ListsPage::addAll);
    OfflineAdds::watch(m_services.offline, this, [this] { updateButtons(); });
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
}

void ListsPage::activated()
{
    if (m_services.session->isSignedIn() && m_services.lists->rowCount() == 0
        && m_services.lists->state() == LM::State::Idle)
        m_services.lists->refresh();
}

void ListsPage::refresh()
{
    m_services.lists->refresh();
}

ListsPage::~ListsPage()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

void ListsPage::onListsState()
{
    m_sidebar->showState();
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
    m_header->setTitle(name.isEmpty() ? tr("Lists") : name);
    m_header->setSubtitle(items->count() > 0 ? tr("%Ln article(s)", nullptr, items->count()) : QString());
    updateButtons();
    scheduleBusyCheck();
}

void ListsPage::openEditors()
{
    m_results.clear();
    m_items->openEditors();
    updateButtons();
}

void ListsPage::updateButtons()
{
    const bool has = m_services.listItems->count() > 0 && m_services.basket;
    const bool offline = OfflineAdds::isOffline(m_services.offline);
    OfflineAdds::apply(m_addAll, has, offline);
    m_header->enableActions(has, m_services.listItems->count() > 0);
    OfflineAdds::apply(m_addSelected, has && m_items->selectionModel()->hasSelection(), offline);
}

void ListsPage::scheduleBusyCheck()
{
    m_busy->schedule();
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
    return m_stack->currentWidget() == m_items
        && VisibleImages::loading(m_items, m_services.images, IM::ImageUrlRole, IM::ArticleColumn);
}

} // namespace webshop::ui
