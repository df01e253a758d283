#pragma once

// "Price Changes": every change of a pack on the buyer's lists since a chosen date, with the
// old and the new price, the difference and the day, in the Net | Gross mode of the window.
// Lists not loaded yet are loaded when the dialog opens.

#include "app/control/PriceHistory.h"
#include "ui/Services.h"

#include <QDialog>
#include <QTimer>

class QDateEdit;
class QLabel;
class QTableWidget;

namespace webshop::ui {

class PriceChangesDialog : public QDialog
{
    Q_OBJECT
public:
    enum Column { ArticleColumn, PackColumn, DateColumn, OldColumn, NewColumn, DifferenceColumn, ColumnCount };

    explicit PriceChangesDialog(const Services &services, QWidget *parent = nullptr);

    void setSince(const QDate &since);
    QDate since() const;
    QTableWidget *table() const { return m_table; }
    void refresh();

private:
    void buildSinceRow();
    void buildTable();
    void connectRefresh();
    void loadLists();
    void fillRow(int row, const control::ListedPriceChange &change, bool net);

    Services m_services;
    QDateEdit *m_since = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_empty = nullptr;
    QTimer m_refresh;
};

} // namespace webshop::ui
