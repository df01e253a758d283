#include "ui/SearchPage.h"

#include "models/ArticleDetails.h"
#include "models/ImageCache.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "ui/ArticleDelegate.h"
#include "ui/ArticleDetailsPane.h"
#include "ui/Banner.h"
#include "ui/EmptyState.h"
#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QLabel>
#include <QListView>
#include <QPainter>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace webshop::ui {

using Model = models::SearchResultsModel;

// Placeholder cards in the exact geometry of the results while the first page loads.
class SkeletonView : public QWidget
{
public:
    explicit SkeletonView(QWidget *parent)
        : QWidget(parent)
    {
        setObjectName(QStringLiteral("resultsSkeleton"));
        setAccessibleName(SearchPage::tr("Loading results"));
        setAutoFillBackground(true);
        setBackgroundRole(QPalette::Window);
    }
    ArticleDelegate::Layout layout = ArticleDelegate::Layout::Grid;
    QSize cell;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        if (layout == ArticleDelegate::Layout::Grid && cell.isValid()) {
            const int cols = qMax(1, (width() - 4) / cell.width());
            for (int y = 4; y < height(); y += cell.height())
                for (int c = 0; c < cols; ++c)
                    ArticleDelegate::paintSkeleton(&p, QRect(QPoint(4 + c * cell.width(), y), cell), layout, font());
        } else {
            const int h = ArticleDelegate::listRowHeight(font()) + 4;
            for (int y = 4; y < height(); y += h)
                ArticleDelegate::paintSkeleton(&p, QRect(0, y, width() - 16, h), layout, font());
        }
    }
};

SearchPage::SearchPage(const Services &services, QWidget *parent)
    : QWidget(parent)
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

    auto *header = new QHBoxLayout;
    auto *titles = new QVBoxLayout;
    titles->setSpacing(0);
    m_title = new QLabel(left);
    m_title->setObjectName(QStringLiteral("resultsTitle"));
    m_title->setFont(Theme::titleFont(font(), 1.3));
    m_title->setTextFormat(Qt::PlainText);
    m_subtitle = new QLabel(left);
    m_subtitle->setObjectName(QStringLiteral("resultsSubtitle"));
    QPalette pal = m_subtitle->palette();
    pal.setColor(QPalette::WindowText, Theme::muted());
    m_subtitle->setPalette(pal);
    titles->addWidget(m_title);
    titles->addWidget(m_subtitle);
    header->addLayout(titles, 1);
    m_gridButton = new QToolButton(left);
    m_gridButton->setObjectName(QStringLiteral("gridButton"));
    m_gridButton->setIcon(Icons::icon(QStringLiteral("layout-grid")));
    m_gridButton->setToolTip(tr("Show as cards"));
    m_gridButton->setAccessibleName(tr("Show as cards"));
    m_listButton = new QToolButton(left);
    m_listButton->setObjectName(QStringLiteral("listButton"));
    m_listButton->setIcon(Icons::icon(QStringLiteral("layout-list")));
    m_listButton->setToolTip(tr("Show as list"));
    m_listButton->setAccessibleName(tr("Show as list"));
    auto *group = new QButtonGroup(this);
    for (QToolButton *b : {m_gridButton, m_listButton}) {
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setIconSize(QSize(20, 20));
        group->addButton(b);
        header->addWidget(b, 0, Qt::AlignVCenter);
    }
    m_gridButton->setChecked(true);
    connect(m_gridButton, &QToolButton::clicked, this, [this] { setViewMode(ViewMode::Grid); });
    connect(m_listButton, &QToolButton::clicked, this, [this] { setViewMode(ViewMode::List); });
    v->addLayout(header);

    m_banner = new Banner(left);
    m_banner->setObjectName(QStringLiteral("searchBanner"));
    v->addWidget(m_banner);

    m_stack = new QStackedWidget(left);
    m_view = new QListView(m_stack);
    m_view->setObjectName(QStringLiteral("resultsView"));
    m_view->setAccessibleName(tr("Search results"));
    m_view->setModel(m_services.search);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
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
    m_loadingMore = new QLabel(tr("Loading more…"), m_view->viewport());
    m_loadingMore->setObjectName(QStringLiteral("loadingMore"));
    m_loadingMore->setAlignment(Qt::AlignCenter);
    m_loadingMore->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border-radius: 12px; padding: 4px 14px; }")
                                     .arg(Theme::accent().name(), Theme::accentText().name()));
    m_loadingMore->hide();
    m_skeleton = new SkeletonView(m_stack);
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
    m_busyTimer.setSingleShot(true);
    m_busyTimer.setInterval(0);
    connect(&m_busyTimer, &QTimer::timeout, this, [this] {
        const bool busy = isBusy();
        if (busy != m_busy) {
            m_busy = busy;
            emit busyChanged(busy);
        }
    });

    Model *model = m_services.search;
    connect(model, &Model::stateChanged, this, &SearchPage::updateState);
    connect(model, &Model::countChanged, this, &SearchPage::updateState);
    connect(model, &Model::totalCountChanged, this, &SearchPage::updateHeader);
    connect(model, &Model::pageLoaded, this, [this](int page) {
        if (page == 1 && !m_pendingArticle.isEmpty()) {
            showArticle(m_pendingArticle);
        } else if (page == 1 && (m_pendingFirst || !m_view->currentIndex().isValid())
                   && m_services.search->rowCount() > 0) {
            m_pendingFirst = false;
            // The details pane follows the selection: start with the first hit.
            m_view->setCurrentIndex(m_services.search->index(0));
        }
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] { m_view->scrollToTop(); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &SearchPage::onCurrentChanged);
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &SearchPage::scheduleBusyCheck);
    connect(m_details, &ArticleDetailsPane::busyChanged, this, &SearchPage::scheduleBusyCheck);
    connect(m_details, &ArticleDetailsPane::addFinished, this, &SearchPage::addFinished);
    if (m_services.images) {
        connect(m_services.images, &models::ImageCache::pendingCountChanged, this, &SearchPage::scheduleBusyCheck);
        connect(m_services.images, &models::ImageCache::imageReady, m_view->viewport(), qOverload<>(&QWidget::update));
    }
    if (m_services.prices)
        connect(m_services.prices, &models::PriceDisplay::modeChanged, m_view->viewport(), qOverload<>(&QWidget::update));
    connect(m_empty, &EmptyState::actionTriggered, this, [this] {
        if (m_services.search->state() == Model::State::Error)
            m_services.search->retry();
        else
            emit clearSearchRequested();
    });

    setViewMode(ViewMode::Grid);
    updateState();
}

SearchPage::~SearchPage() = default;

void SearchPage::setViewMode(ViewMode mode)
{
    m_mode = mode;
    (mode == ViewMode::Grid ? m_gridButton : m_listButton)->setChecked(true);
    const QModelIndex current = m_view->currentIndex();
    if (mode == ViewMode::Grid) {
        m_delegate->setLayout(ArticleDelegate::Layout::Grid);
        m_view->setViewMode(QListView::IconMode);
        m_view->setFlow(QListView::LeftToRight);
        m_view->setWrapping(true);
        m_view->setResizeMode(QListView::Adjust);
        m_view->setMovement(QListView::Static);
        m_view->setSpacing(0);
        m_skeleton->layout = ArticleDelegate::Layout::Grid;
    } else {
        m_delegate->setLayout(ArticleDelegate::Layout::List);
        m_view->setViewMode(QListView::ListMode);
        m_view->setGridSize(QSize());
        m_view->setFlow(QListView::TopToBottom);
        m_view->setWrapping(false);
        m_view->setResizeMode(QListView::Adjust);
        m_view->setSpacing(0);
        m_skeleton->layout = ArticleDelegate::Layout::List;
    }
    m_view->setDragEnabled(false);
    updateGrid();
    if (current.isValid())
        m_view->scrollTo(current);
    emit viewModeChanged(mode);
}

void SearchPage::updateGrid()
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
        m_skeleton->cell = cell;
    }
    // Lay out now: the view's own relayout after a resize is delayed by 100 ms, and a
    // screenshot taken meanwhile would show the old columns.
    m_view->doItemsLayout();
    m_loadingMore->adjustSize();
    m_loadingMore->move((m_view->viewport()->width() - m_loadingMore->width()) / 2,
                        m_view->viewport()->height() - m_loadingMore->height() - 12);
    m_skeleton->update();
}

bool SearchPage::eventFilter(QObject *watched, QEvent *event)
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

void SearchPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    applyDefaultSplit();
}

void SearchPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // The layout has not run yet: size the split once the page has its real width.
    QTimer::singleShot(0, this, &SearchPage::applyDefaultSplit);
}

void SearchPage::applyDefaultSplit()
{
    if (!m_splitterSized && isVisible() && window()->isVisible() && width() > 400) {
        // First show: the details take about a third: at least what they need, at most 420 px.
        const int details = qBound(m_details->minimumSizeHint().width(), width() * 3 / 10, 420);
        m_splitter->setSizes({width() - details, details});
        m_splitterSized = true;
    }
}

void SearchPage::searchDebounced(const QString &text)
{
    m_pendingQuery = text;
    m_debounce.start();
}

void SearchPage::searchNow(const QString &text)
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

void SearchPage::showArticle(const QString &variantId)
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

void SearchPage::showFirstResult()
{
    Model *model = m_services.search;
    if (model->rowCount() > 0) {
        m_view->setCurrentIndex(model->index(0));
        m_view->scrollToTop();
    } else {
        m_pendingFirst = true;
    }
}

void SearchPage::onCurrentChanged(const QModelIndex &current)
{
    if (const api::Article *article = m_services.search->articleAt(current))
        m_services.details->show(*article);
}

void SearchPage::updateHeader()
{
    Model *model = m_services.search;
    const QString query = model->query();
    const QLocale locale;
    if (query.isEmpty()) {
        m_title->setText(tr("Search the catalogue"));
        m_subtitle->setText(tr("Type in the search field above: results appear as you type."));
    } else if (model->state() == Model::State::Loading && model->rowCount() == 0) {
        m_title->setText(tr("Searching for “%1”…").arg(query));
        m_subtitle->setText(QString());
    } else if (model->state() == Model::State::Empty) {
        m_title->setText(tr("No results for “%1”").arg(query));
        m_subtitle->setText(QString());
    } else if (model->state() == Model::State::Error && model->rowCount() == 0) {
        m_title->setText(tr("Search for “%1”").arg(query));
        m_subtitle->setText(QString());
    } else {
        m_title->setText(tr("%Ln result(s) for “%1”", nullptr, model->totalCount()).arg(query));
        m_subtitle->setText(model->rowCount() < model->totalCount()
                                ? tr("Showing %1 of %2 · scroll for more")
                                      .arg(locale.toString(model->rowCount()), locale.toString(model->totalCount()))
                                : tr("All %Ln shown", "all search results are on screen", model->rowCount()));
    }
}

void SearchPage::updateState()
{
    Model *model = m_services.search;
    const Model::State state = model->state();
    const int rows = model->rowCount();
    if (rows > 0) {
        m_stack->setCurrentWidget(m_view);
    } else if (state == Model::State::Loading) {
        m_stack->setCurrentWidget(m_skeleton);
    } else if (state == Model::State::Empty) {
        m_empty->set(QStringLiteral("search"), tr("No articles match “%1”").arg(model->query()),
                     tr("Check the spelling, try a shorter word or the article number."), tr("Clear search"));
        m_stack->setCurrentWidget(m_empty);
    } else if (state == Model::State::Error) {
        m_empty->set(QStringLiteral("wifi-off"), tr("The search did not work"), model->errorString(), tr("Retry"));
        m_stack->setCurrentWidget(m_empty);
    } else {
        m_empty->set(QStringLiteral("search"), tr("What do you need today?"),
                     tr("Search by name, brand or article number, e.g. “espresso” or “tomatoes”. Press Ctrl+F to "
                        "jump to the search field."));
        m_stack->setCurrentWidget(m_empty);
    }
    // A failed next page keeps what is shown and offers the retry on top.
    if (state == Model::State::Error && rows > 0) {
        m_banner->showMessage(Banner::Kind::Error, tr("More results could not be loaded: %1").arg(model->errorString()),
                              tr("Retry"), [this] { m_services.search->retry(); });
    } else if (state != Model::State::Error) {
        m_banner->clear();
    }
    m_loadingMore->setVisible(state == Model::State::Loading && rows > 0);
    if (m_loadingMore->isVisible())
        updateGrid();
    updateHeader();
    scheduleBusyCheck();
}

void SearchPage::scheduleBusyCheck()
{
    m_busyTimer.start();
}

bool SearchPage::visibleImagesLoading() const
{
    models::ImageCache *images = m_services.images;
    if (!images || m_stack->currentWidget() != m_view)
        return false;
    const QRect viewport = m_view->viewport()->rect();
    Model *model = m_services.search;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex idx = model->index(row);
        if (!m_view->visualRect(idx).intersects(viewport))
            continue;
        const QUrl url = idx.data(Model::ImageUrlRole).toUrl();
        // Not yet in memory and not failed: it is loading or will be when painted.
        if (url.isValid() && !images->isCached(url) && !images->hasFailed(url))
            return true;
    }
    return false;
}

bool SearchPage::isBusy() const
{
    const Model::State state = m_services.search->state();
    return state == Model::State::Loading || m_debounce.isActive() || m_details->isBusy() || visibleImagesLoading();
}

} // namespace webshop::ui
