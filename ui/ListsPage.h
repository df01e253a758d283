#pragma once

// Personal lists: a sidebar of lists, the chosen list's items with a quantity to fill in per
// line, "Add selected" and "Add all" to the basket, with the result shown on every line. A line
// whose field holds no valid quantity stops the add with its hint; several lines are summed up
// before they are sent (ui/BatchAddSummary), a single large line asks first. Each line says
// what the basket holds of its pack ("in basket: 2").

#include "app/values/AddState.h"
#include "app/values/Decimal.h"
#include "ui/ItemNameDelegate.h"
#include "ui/LargeAddGuard.h"
#include "ui/ListItemsTable.h"
#include "ui/Page.h"
#include "ui/Services.h"

#include <QHash>

class QLabel;
class QListView;
class QPushButton;
class QStackedWidget;

namespace webshop::models { struct BasketAdd; struct BatchAddLine; }

namespace webshop::ui {

class Banner;
class BusyTracker;
class EmptyState;
class ListsHeader;
class ListsSidebar;

class ListsPage : public Page
{
    Q_OBJECT
public:
    explicit ListsPage(const Services &services, QWidget *parent = nullptr);
    ~ListsPage() override;

    bool isBusy() const override;
    void activated() override; // the lists are read when none are known yet
    void refresh() override;
    std::optional<models::OrderSheet> orderSheet(models::SheetHeader header) const override;
    Comparison comparison() const override;
    QListView *listsView() const { return m_lists; }
    QTableView *itemsView() const { return m_items; }
    Banner *banner() const { return m_banner; }
    // The result line shown for a bundle after an add ("Added", "Not added: …").
    QString resultText(const QString &bundleId) const;

    void addSelected();
    void addAll();

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildItems(QWidget *parent);
    void connectModels();
    void onListsState();
    void onItemsState();
    void onCurrentListChanged();
    void openEditors();
    void addRows(const QModelIndexList &rows);
    // Takes what the quantity fields hold; false (with the hint shown) when one holds no quantity.
    bool takeTypedQuantities(const QModelIndexList &rows);
    // Several lines at once: the batch summary first (ui/BatchAddSummary).
    void askSummary(const QList<models::BasketAdd> &adds);
    void send(const QList<models::BasketAdd> &adds);
    void onAddState(quint64 ticket, values::AddState state, const QString &message);
    void finishBatch();
    void updateButtons();
    void scheduleBusyCheck();

    Services m_services;
    ListsSidebar *m_sidebar = nullptr;
    QListView *m_lists = nullptr; // the sidebar's
    ListsHeader *m_header = nullptr;
    Banner *m_banner = nullptr;
    QStackedWidget *m_stack = nullptr;
    ListItemsTable *m_items = nullptr;
    EmptyState *m_empty = nullptr;
    QPushButton *m_addSelected = nullptr;
    QPushButton *m_addAll = nullptr;
    QLabel *m_summary = nullptr;

    struct Pending
    {
        QString bundleId;
        QString name;
    };
    QHash<quint64, Pending> m_tickets;
    QHash<QString, ItemNameDelegate::Status> m_results; // by bundle id
    int m_batchOk = 0;
    int m_batchFailed = 0;
    BusyTracker *m_busy = nullptr;
    bool m_asking = false; // the large-add question is open
};

} // namespace webshop::ui
