#pragma once

// The quick order grid: a table that feels like a spreadsheet. Typing in a cell edits it,
// Tab and Shift+Tab move between the cells, Enter goes from "what" to the quantity and from
// the quantity to the next row, Delete removes the current line, Ctrl+Z undoes the last edit
// of the grid, Ctrl+Enter asks to add everything, Ctrl+Shift+Enter (or the line's context menu)
// asks to add the current line again. Ctrl+V of several lines is handed on (pasteRequested:
// the import preview takes it); one line pastes into the "what" cell.

#include <QTableView>
#include <QTimer>

namespace webshop::control { class QuickOrder; }

namespace webshop::ui {

class QuickOrderDelegate;

class QuickOrderGrid : public QTableView
{
    Q_OBJECT
public:
    QuickOrderGrid(control::QuickOrder *controller, QWidget *parent);
    ~QuickOrderGrid() override;

    // Edits this column of the line (the current cell moves there).
    void editCell(quint64 lineId, int column);
    // Commits a cell that is being edited (before the grid is added).
    void commitOpenEditor();
    QuickOrderDelegate *delegate() const { return m_delegate; }
    // Offers the packs of the line's article in a menu at its pack cell (F4, Alt+Down); the
    // chosen pack replaces the line's, its quantity stays as typed. Asks the article first
    // when its packs are not known yet.
    void openPackChoice(quint64 lineId);

signals:
    void addAllRequested();
    void addAgainRequested(quint64 lineId);
    void pasteRequested(const QString &text);
    void quantityRefused(const QString &problem);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void setUpView();
    void followPackColumn();
    void connectEditing();
    void fitColumns();
    // The pack column is as wide as its widest pack, never cut. Measured here rather than by
    // the header's ResizeToContents, which measures every row at every change (200 lines
    // getting their add results one by one: 200 × 200 measurements): changed rows only widen
    // it; rows removed or a new grid measure all rows, once the event loop turns.
    void widenPackColumn(int first, int last);
    void fitPackColumn();
    int packFloor() const;
    int packWidth(int row);
    void pasteOneLine(const QString &text);

    void showPackMenu(quint64 lineId);

    control::QuickOrder *m_controller;
    quint64 m_packChoiceWanted = 0; // the line whose packs are being asked for
    QuickOrderDelegate *m_delegate = nullptr;
    QTimer m_packFit;
};

} // namespace webshop::ui
