#pragma once

// The quick order page (Ctrl+4): a grid the buyer fills with the keyboard only (article
// number or words, then the quantity), totals in the Net | Gross mode pinned under it, and
// "Add all" (Ctrl+Enter), which sends each line once through the basket queue and shows each
// line's own result; several lines are summed up first (ui/BatchAddSummary). A line that may be
// in the basket already is added again only by "Add Again…", asked first. Lines that were added are cleared in one step; the others stay for a
// retry. The grid is a draft kept per server, customer and store; it can be cleared, and
// filled from a personal list or the basket ("order again").
// Several lines pasted into the grid are handed on (pasteRequested) to the import preview.

#include "models/QuickOrderModel.h"
#include "ui/Page.h"
#include "ui/Services.h"

#include <QTimer>

class QLabel;
class QMenu;
class QPushButton;
class QToolButton;

namespace webshop::ui {

class Banner;
class BusyTracker;
class PageHeader;
class QuickOrderGrid;

class QuickOrderPage : public Page
{
    Q_OBJECT
public:
    explicit QuickOrderPage(const Services &services, QWidget *parent = nullptr);
    ~QuickOrderPage() override;

    QuickOrderGrid *grid() const { return m_grid; }
    QPushButton *addAllButton() const { return m_addAll; }
    QPushButton *clearAddedButton() const { return m_clearAdded; }
    QLabel *totalsLabel() const { return m_totals; }
    QLabel *summaryLabel() const { return m_summary; }
    Banner *banner() const { return m_banner; }
    bool isBusy() const override;
    std::optional<models::OrderSheet> orderSheet(models::SheetHeader header) const override;
    Comparison comparison() const override;

    // Adds every line that is ready: several lines after the batch summary (Enter adds, Esc
    // cancels), one line after the large-add question when it is unusually large.
    void addAll();
    // "Add Again…" (Ctrl+Shift+Enter, the line's context menu): a line whose earlier add may be
    // in the basket, sent once more after asking (Enter adds, Esc cancels).
    void addAgain(quint64 lineId);
    // The question asked before, for the line as it is ("This line was added at 08:14. …").
    static QString addAgainQuestion(const models::QuickOrderLine &line);
    void clearAdded();
    // Focus to the first empty "what" cell.
    void focusGrid();


protected:
    void showEvent(QShowEvent *event) override;

private:
    void buildHeader(int spacing);
    QWidget *buildFooter();
    void fillMenu();
    void send(const QList<int> &rows);
    void sendLines(const QList<quint64> &lineIds);
    QList<int> largeRows(const QList<int> &rows) const;
    void onAddsFinished(int added, int notAdded);
    void updateTotals();

    Services m_services;
    // The footer is counted once the event loop turns: 200 lines changing in one batch are one
    // count of the grid, not 200.
    QTimer m_totalsTimer;
    control::QuickOrder *m_controller = nullptr;
    PageHeader *m_header = nullptr;
    Banner *m_banner = nullptr;
    QuickOrderGrid *m_grid = nullptr;
    QToolButton *m_fill = nullptr;
    QMenu *m_fillMenu = nullptr;
    QToolButton *m_clear = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_totals = nullptr;
    QLabel *m_otherTotal = nullptr;
    QPushButton *m_clearAdded = nullptr;
    QPushButton *m_addAll = nullptr;
    BusyTracker *m_busy = nullptr;
    bool m_asking = false; // a question is open (batch summary, large add, add again)
};

} // namespace webshop::ui
