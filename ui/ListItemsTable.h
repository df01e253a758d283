#pragma once

// The lines of the list shown on the lists page (models::ListItemsModel): the article with its
// thumbnail and, under its name, what the basket holds of its pack or the line's add result
// (the page's, through `status`); a pack chooser where there is a choice, the price with its
// change badge, and a quantity field per line (Enter in it: quantityEntered).

#include "ui/ItemNameDelegate.h"
#include "ui/Services.h"

#include <QTableView>

namespace webshop::ui {

class ListItemsTable : public QTableView
{
    Q_OBJECT
public:
    using StatusProvider = std::function<ItemNameDelegate::Status(const QModelIndex &)>;
    ListItemsTable(const Services &services, StatusProvider status, QWidget *parent);
    ~ListItemsTable() override;

    // Opens the pack choosers and quantity fields of every line (after the lines changed).
    void openEditors();

signals:
    void quantityEntered(const QModelIndex &index);

private:
    models::ListItemsModel *m_items;
};

} // namespace webshop::ui
