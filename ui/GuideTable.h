#pragma once

// The order guide's table, made to be typed down: Enter in an on-hand (or par) cell takes it
// and opens the next line's; Enter on a cell without an open field opens it; Delete empties a
// count. Alt+Up / Alt+Down move the current line up or down the walking order (so does a drag).

#include <QTableView>

namespace webshop::ui {

class GuideTable : public QTableView
{
    Q_OBJECT
public:
    explicit GuideTable(QWidget *parent = nullptr);

    // Moves the current line one place (-1 up, +1 down); false at the ends.
    bool moveCurrent(int by);
    using QTableView::edit;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEditor(QWidget *editor, QAbstractItemDelegate::EndEditHint hint) override;
    // A key typed on a count replaces it (as in a spreadsheet), never appends to it.
    bool edit(const QModelIndex &index, EditTrigger trigger, QEvent *event) override;

private:
    bool isTyped(int column) const;
    void editNextLine(int row, int column);
};

} // namespace webshop::ui
