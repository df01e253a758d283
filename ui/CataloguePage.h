#pragma once

// The catalogue: search results as a grid of cards or a list, infinite scrolling through the
// model's paging, the hit count, loading skeletons, empty and error states with one action,
// and the article details beside the results.

#include "ui/Services.h"

#include <QTimer>
#include <QWidget>

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

class CataloguePage : public QWidget
{
    Q_OBJECT
public:
    explicit CataloguePage(const Services &services, QWidget *parent = nullptr);
    ~CataloguePage() override;

    enum class ViewMode { Grid, List };
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

    bool isBusy() const;
    QListView *resultsView() const { return m_view; }
    ArticleDetailsPane *detailsPane() const { return m_details; }
    Banner *banner() const { return m_banner; }
    QSplitter *splitter() const { return m_splitter; }

signals:
    void busyChanged(bool busy);
    void viewModeChanged(webshop::ui::CataloguePage::ViewMode mode);
    void clearSearchRequested();
    void addFinished(bool ok, const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
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
