#pragma once

// The table of the store comparison with its totals row pinned under it: one frame, two views
// of the same model. The upper one scrolls the lines (the totals row hidden), the lower one
// shows only the totals row, its columns as wide as the upper ones, so the totals stay in
// sight however long the list is.

#include <QPointer>
#include <QFrame>

class QAbstractItemModel;
class QTableView;

namespace webshop::ui {

class ComparisonTables : public QFrame
{
    Q_OBJECT
public:
    explicit ComparisonTables(QAbstractItemModel *model, QWidget *parent = nullptr);
    ~ComparisonTables() override;

    QTableView *lines() const { return m_lines; }
    QTableView *totals() const { return m_totals; }
    // The height that shows every line without scrolling.
    int wantedHeight() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void placeRows();
    void syncWidths();

    QPointer<QAbstractItemModel> m_model; // the dialog's: may be gone before this is
    QTableView *m_lines = nullptr;
    QTableView *m_totals = nullptr;
    QWidget *m_scrollBarGap = nullptr;
};

} // namespace webshop::ui
