#pragma once

// The catalogue: search results as a grid of cards or a list, infinite scrolling through the
// model's paging, the hit count, loading skeletons, empty and error states with one action,
// and the article details beside the results.

#include "ui/Services.h"

#include "ui/Page.h"

#include <QTimer>

class QLabel;
class QListView;
class QSplitter;
class QStackedWidget;
class QToolButton;

namespace webshop::ui {

class ArticleDelegate;
class ArticleDetailsPane;
class Banner;
class BusyTracker;
class EmptyState;
class PageHeader;
class ResultsSkeleton;

class CataloguePage : public Page
{
    Q_OBJECT
public:
    explicit CataloguePage(const Services &services, QWidget *parent = nullptr);
    ~CataloguePage() override;

    enum class ViewMode { Grid, List };
    // Cards or a list: remembered in the preferences (the View menu follows them too).
    void setViewMode(ViewMode mode);
    ViewMode viewMode() const { return m_mode; }

    // Debounced (typing) and immediate (Enter) searches.
    void searchDebounced(const QString &text);
    void searchNow(const QString &text);
    // Shows an article's details by variant id (selects it when it is in the results).
    void showArticle(const QString &variantId);
    void showFirstResult();
    // The splitter got the user's sizes back: keep them instead of the first-show defaults.
    void setSplitterRestored() { m_splitterSized = true; }

    bool isBusy() const override;
    void refresh() override;
    QListView *resultsView() const { return m_view; }
    ArticleDetailsPane *detailsPane() const { return m_details; }
    Banner *banner() const { return m_banner; }
    QSplitter *splitter() const { return m_splitter; }

signals:
    void viewModeChanged(webshop::ui::CataloguePage::ViewMode mode);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void applyViewMode(ViewMode mode);
    void buildHeader(QWidget *parent);
    void buildResultsView(QWidget *parent);
    void connectModel();
    void applyDefaultSplit();
    void updateState();
    void updateEmptyState();
    void updateGrid();
    void updateHeader();
    void onPageLoaded(int page);
    void onCurrentChanged(const QModelIndex &current);
    void scheduleBusyCheck();

    Services m_services;
    ViewMode m_mode = ViewMode::Grid;
    bool m_modeApplied = false;
    PageHeader *m_header = nullptr;
    QToolButton *m_gridButton = nullptr;
    QToolButton *m_listButton = nullptr;
    Banner *m_banner = nullptr;
    QStackedWidget *m_stack = nullptr;
    QListView *m_view = nullptr;
    ArticleDelegate *m_delegate = nullptr;
    ResultsSkeleton *m_skeleton = nullptr;
    EmptyState *m_empty = nullptr;
    QLabel *m_loadingMore = nullptr;
    ArticleDetailsPane *m_details = nullptr;
    QSplitter *m_splitter = nullptr;
    QTimer m_debounce;
    QString m_pendingQuery;
    BusyTracker *m_busy = nullptr;
    QString m_pendingArticle;
    bool m_pendingFirst = false;
    bool m_splitterSized = false;
};

} // namespace webshop::ui
