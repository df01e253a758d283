#include "ui/CataloguePage.h"

#include "ui/AccessibleRoles.h"

#include "app/control/PreferencesStore.h"
#include "models/ArticleDetails.h"
#include "models/ImageCache.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "ui/ArticleDelegate.h"
#include "ui/ArticleDetailsPane.h"
#include "ui/Banner.h"
#include "ui/BusyTracker.h"
#include "ui/EmptyState.h"
#include "ui/GraphLinks.h"
#include "ui/Icons.h"
#include "ui/PageHeader.h"
#include "ui/SavedMark.h"
#include "ui/ResultsSkeleton.h"
#include "ui/Theme.h"
#include "ui/VisibleImages.h"

#include <QButtonGroup>
#include <QEvent>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QLabel>
#include <QListView>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace webshop::ui {

using Model = models::SearchResultsModel;

CataloguePage::CataloguePage(const Services &services, QWidget *parent)
    : Page(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("searchPage"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("searchSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setHandleWidth(1);
    outer->addWidget(m_splitter);

    auto *left = new QWidget(m_splitter);
    auto *v = new QVBoxLayout(left);
    v->setContentsMargins(20, 16, 12, 0);
    v->setSpacing(Theme::unit);
    buildHeader(left);
    v->addWidget(m_header);
    m_banner = new Banner(left);
    m_banner->setObjectName(QStringLiteral("searchBanner"));
    v->addWidget(m_banner);

    m_stack = new QStackedWidget(left);
    buildResultsView(m_stack);
    m_skeleton = new ResultsSkeleton(m_stack);
    m_empty = new EmptyState(m_stack);
    m_empty->setObjectName(QStringLiteral("searchEmptyState"));
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_skeleton);
    m_stack->addWidget(m_empty);
    v->addWidget(m_stack, 1);

    m_details = new ArticleDetailsPane(m_services, m_splitter);
    m_splitter->addWidget(left);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 0);
    m_splitter->setSizes({1060, 380});

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(250);
    connect(&m_debounce, &QTimer::timeout, this, [this] { searchNow(m_pendingQuery); });
    m_busy = new BusyTracker([this] { return isBusy(); }, this);
    connect(m_busy, &BusyTracker::busyChanged, this, &CataloguePage::busyChanged);
    connectModel();

    const auto followPreferences = [this](const control::Preferences &p) {
        applyViewMode(p.resultsView == control::Preferences::ResultsView::List ? ViewMode::List : ViewMode::Grid);
    };
    followPreferences(m_services.preferences ? m_services.preferences->current() : control::Preferences());
    if (m_services.preferences)
        connect(m_services.preferences, &control::PreferencesStore::changed, this, followPreferences);
    updateState();
}

void CataloguePage::buildHeader(QWidget *parent)
{
    m_header = new PageHeader(Theme::unit, parent);
    m_header->title()->setObjectName(QStringLiteral("resultsTitle"));
    m_header->title()->setTextFormat(Qt::PlainText);
    m_header->subtitle()->setObjectName(QStringLiteral("resultsSubtitle"));
    m_gridButton = new QToolButton(m_header);
    accessible::setKind(m_gridButton, accessible::Kind::RadioButton); // cards or list: one of two
    m_gridButton->setObjectName(QStringLiteral("gridButton"));
    m_gridButton->setIcon(Icons::icon(QStringLiteral("layout-grid")));
    m_gridButton->setToolTip(tr("Show as cards"));
    m_gridButton->setAccessibleName(tr("Show as cards"));
    m_listButton = new QToolButton(m_header);
    accessible::setKind(m_listButton, accessible::Kind::RadioButton);
    m_listButton->setObjectName(QStringLiteral("listButton"));
    m_listButton->setIcon(Icons::icon(QStringLiteral("layout-list")));
    m_listButton->setToolTip(tr("Show as list"));
    m_listButton->setAccessibleName(tr("Show as list"));
    m_header->addTrailing(new SavedMark(m_services.offline, control::OfflineCache::View::Search, m_header));
    auto *group = new QButtonGroup(this);
    for (QToolButton *b : {m_gridButton, m_listButton}) {
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setIconSize(QSize(20, 20));
        group->addButton(b);
        m_header->addTrailing(b);
    }
    m_gridButton->setChecked(true);
    connect(m_gridButton, &QToolButton::clicked, this, [this] { setViewMode(ViewMode::Grid); });
    connect(m_listButton, &QToolButton::clicked, this, [this] { setViewMode(ViewMode::List); });
}

void CataloguePage::buildResultsView(QWidget *parent)
{
    // The event filter below reads m_view: set it before anything can send an event.
    m_view = new QListView(parent);
    m_view->setObjectName(QStringLiteral("resultsView"));
    m_view->setAccessibleName(tr("Search results"));
    m_view->setModel(m_services.search);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    // Only when the results are taller than the view: an empty groove beside five cards reads
    // as "there is more". The columns follow the viewport's width either way (updateGrid).
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setMouseTracking(true);
    m_view->setUniformItemSizes(true);
    // Large result sets are laid out a batch per event-loop turn: the first screen paints
    // at once and the window never freezes while the rest is placed.
    m_view->setLayoutMode(QListView::Batched);
    m_view->setBatchSize(2000);
    m_view->viewport()->setAutoFillBackground(false);
    m_view->setAutoFillBackground(false);
    m_view->viewport()->installEventFilter(this);
    m_view->installEventFilter(this);
    m_view->verticalScrollBar()->setSingleStep(24);
    m_delegate = new ArticleDelegate(m_services.prices, this);
    m_delegate->setImageCache(m_services.images);
    m_view->setItemDelegate(m_delegate);
    m_delegate->setPriceMemory(m_services.priceMemory);
    m_loadingMore = new QLabel(tr("Loading more…"), m_view->viewport());
    m_loadingMore->setObjectName(QStringLiteral("loadingMore"));
    m_loadingMore->setAlignment(Qt::AlignCenter);
    m_loadingMore->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border-radius: 12px; padding: 4px 14px; }")
                                     .arg(Theme::accent().name(), Theme::accentText().name()));
    m_loadingMore->hide();
}

void CataloguePage::connectModel()
{
    Model *model = m_services.search;
    connect(model, &Model::stateChanged, this, &CataloguePage::updateState);
    connect(model, &Model::countChanged, this, &CataloguePage::updateState);
    connect(model, &Model::totalCountChanged, this, &CataloguePage::updateHeader);
    connect(model, &Model::pageLoaded, this, &CataloguePage::onPageLoaded);
    // The same query loaded again (offline copies and back, a refresh): the article on screen
    // stays on screen; a new search clears the selection first (searchNow), so nothing is kept.
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid() && m_pendingArticle.isEmpty())
            m_pendingArticle = current.data(Model::IdRole).toString();
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->scrollToTop();
        if (!m_pendingArticle.isEmpty() && m_services.search->rowCount() > 0)
            showArticle(m_pendingArticle);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &CataloguePage::onCurrentChanged);
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &CataloguePage::scheduleBusyCheck);
    connect(m_details, &ArticleDetailsPane::busyChanged, this, &CataloguePage::scheduleBusyCheck);
    connect(m_details, &ArticleDetailsPane::addFinished, this, &CataloguePage::addFinished);
    if (m_services.images) {
        connect(m_services.images, &models::ImageCache::pendingCountChanged, this, &CataloguePage::scheduleBusyCheck);
        connect(m_services.images, &models::ImageCache::imageReady, m_view->viewport(), qOverload<>(&QWidget::update));
    }
    if (m_services.prices)
        connect(m_services.prices, &models::PriceDisplay::modeChanged, m_view->viewport(), qOverload<>(&QWidget::update));
    connect(m_empty, &EmptyState::actionTriggered, this, [this] {
        if (m_services.search->state() == Model::State::Error)
            m_services.search->retry();
        else
            emit commandRequested(WindowCommand::ClearSearch);
    });
}

void CataloguePage::onPageLoaded(int page)
{
    if (page == 1 && !m_pendingArticle.isEmpty()) {
        showArticle(m_pendingArticle);
    } else if (page == 1 && (m_pendingFirst || !m_view->currentIndex().isValid()) && m_services.search->rowCount() > 0) {
        m_pendingFirst = false;
        // The details pane follows the selection: start with the first hit.
        m_view->setCurrentIndex(m_services.search->index(0));
    }
}

CataloguePage::~CataloguePage()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

void CataloguePage::setViewMode(ViewMode mode)
{
    applyViewMode(mode);
    if (!m_services.preferences)
        return;
    control::Preferences p = m_services.preferences->current();
    const auto view = mode == ViewMode::Grid ? control::Preferences::ResultsView::Grid : control::Preferences::ResultsView::List;
    if (p.resultsView != view) {
        p.resultsView = view;
        m_services.preferences->set(p);
    }
}

void CataloguePage::refresh()
{
    if (!m_services.search->query().isEmpty())
        m_services.search->retry();
    if (m_services.details->hasArticle())
        m_services.details->load(m_services.details->variantId());
}

void CataloguePage::applyViewMode(ViewMode mode)
{
    if (m_modeApplied && mode == m_mode)
        return;
    m_modeApplied = true;
    m_mode = mode;
    const bool grid = mode == ViewMode::Grid;
    (grid ? m_gridButton : m_listButton)->setChecked(true);
    const QModelIndex current = m_view->currentIndex();
    const auto layout = grid ? ArticleDelegate::Layout::Grid : ArticleDelegate::Layout::List;
    m_delegate->setLayout(layout);
    m_view->setViewMode(grid ? QListView::IconMode : QListView::ListMode);
    if (!grid)
        m_view->setGridSize(QSize());
    m_view->setFlow(grid ? QListView::LeftToRight : QListView::TopToBottom);
    m_view->setWrapping(grid);
    m_view->setResizeMode(QListView::Adjust);
    if (grid)
        m_view->setMovement(QListView::Static);
    m_view->setSpacing(0);
    m_skeleton->setCardLayout(layout);
    m_view->setDragEnabled(false);
    updateGrid();
    if (current.isValid())
        m_view->scrollTo(current);
    emit viewModeChanged(mode);
}

void CataloguePage::updateGrid()
{
    // QListView wraps when a cell would reach the last pixel: keep one pixel free.
    const int w = m_view->viewport()->width() - 1;
    if (m_mode == ViewMode::Grid) {
        const QSize min = ArticleDelegate::minimumCardSize(font());
        const int cols = qMax(1, w / min.width());
        const QSize cell(qMax(min.width(), w / cols), min.height());
        if (cell != m_delegate->cardSize() || m_view->gridSize() != cell) {
            m_delegate->setCardSize(cell);
            m_view->setGridSize(cell);
        }
        m_skeleton->setCell(cell);
    }
    // Lay out now: the view's own relayout after a resize is delayed by 100 ms, and a
    // screenshot taken meanwhile would show the old columns.
    m_view->doItemsLayout();
    m_loadingMore->adjustSize();
    m_loadingMore->move((m_view->viewport()->width() - m_loadingMore->width()) / 2,
                        m_view->viewport()->height() - m_loadingMore->height() - 12);
    m_skeleton->update();
}

bool CataloguePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        updateGrid();
        scheduleBusyCheck();
    } else if (watched == m_view && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && m_view->currentIndex().isValid()) {
            m_details->focusQuantity();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void CataloguePage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    applyDefaultSplit();
}

void CataloguePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // The layout has not run yet: size the split once the page has its real width.
    QTimer::singleShot(0, this, &CataloguePage::applyDefaultSplit);
}

void CataloguePage::applyDefaultSplit()
{
    if (!m_splitterSized && isVisible() && window()->isVisible() && width() > 400) {
        // First show: the details take about a third: at least what they need, at most 420 px.
        const int details = qBound(m_details->minimumSizeHint().width(), width() * 3 / 10, 420);
        m_splitter->setSizes({width() - details, details});
        m_splitterSized = true;
    }
}

void CataloguePage::searchDebounced(const QString &text)
{
    m_pendingQuery = text;
    m_debounce.start();
}

void CataloguePage::searchNow(const QString &text)
{
    m_debounce.stop();
    m_pendingQuery = text;
    if (text.trimmed() == m_services.search->query() && m_services.search->state() != Model::State::Error)
        return;
    m_banner->clear();
    m_view->setCurrentIndex(QModelIndex());
    m_services.search->setQuery(text);
    updateState();
}

void CataloguePage::showArticle(const QString &variantId)
{
    Model *model = m_services.search;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row).data(Model::IdRole).toString() == variantId) {
            m_pendingArticle.clear();
            m_view->setCurrentIndex(model->index(row));
            m_view->scrollTo(model->index(row));
            return;
        }
    }
    // Not among the results (yet): show it directly.
    if (model->state() != Model::State::Loading) {
        m_pendingArticle.clear();
        m_services.details->load(variantId);
    } else {
        m_pendingArticle = variantId;
    }
}

void CataloguePage::showFirstResult()
{
    Model *model = m_services.search;
    if (model->rowCount() > 0) {
        m_view->setCurrentIndex(model->index(0));
        m_view->scrollToTop();
    } else {
        m_pendingFirst = true;
    }
}

void CataloguePage::onCurrentChanged(const QModelIndex &current)
{
    if (const values::Article *article = m_services.search->articleAt(current))
        m_services.details->show(*article);
}

void CataloguePage::scheduleBusyCheck()
{
    m_busy->schedule();
}

bool CataloguePage::isBusy() const
{
    const Model::State state = m_services.search->state();
    return state == Model::State::Loading || m_debounce.isActive() || m_details->isBusy()
        || (m_stack->currentWidget() == m_view && VisibleImages::loading(m_view, m_services.images, Model::ImageUrlRole));
}

} // namespace webshop::ui
