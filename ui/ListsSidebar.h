#pragma once

// The lists page's sidebar: "LISTS" over the buyer's personal lists (models::PersonalListsModel),
// or, while there are none, why not (loading, not loaded with "Retry", none yet). The first list
// becomes the current one once the lists are there; the page follows the current list.

#include <QWidget>

class QListView;
class QStackedWidget;

namespace webshop::models { class PersonalListsModel; }

namespace webshop::ui {

class EmptyState;

class ListsSidebar : public QWidget
{
    Q_OBJECT
public:
    ListsSidebar(models::PersonalListsModel *lists, QWidget *parent);

    QListView *view() const { return m_view; }
    // The lists, or the empty state saying why there are none; the first list current when
    // none is.
    void showState();

private:
    models::PersonalListsModel *m_lists;
    QStackedWidget *m_stack = nullptr;
    QListView *m_view = nullptr;
    EmptyState *m_empty = nullptr;
};

} // namespace webshop::ui
