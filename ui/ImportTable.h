#pragma once

// The import preview's table: a file line per row (ImportRowDelegate), one row selected at a
// time, nothing edited in place, Tab leaving it; the columns as wide as their longest words (the
// result's, a price with its "≈"), never less than their titles. sizeColumns again after the
// model resets (the header's defaults come back).

#include <QTableView>

namespace webshop::ui {

class ImportTable : public QTableView
{
    Q_OBJECT
public:
    ImportTable(QAbstractItemModel *lines, QWidget *parent);

    void sizeColumns();
};

} // namespace webshop::ui
