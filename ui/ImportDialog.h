#pragma once

// The preview of an order file before anything is added: every line of the file with its line
// number and how it resolved (number found, best match, choose, not found, invalid quantity,
// duplicate of line N, skipped), the runner-up articles one click (or Space) away in the row,
// a summary bar that filters, progress with lines per second while the shop is asked, and
// after "Add to Basket" the outcome of every line, savable as a CSV report.
// Non-modal and resizable; nothing reaches the basket before the buyer presses Add.

#include "ui/ImportProgress.h"
#include "ui/ImportTable.h"
#include "ui/Services.h"

#include <QDialog>
#include <QMenu>
#include <QPointer>

class QLabel;
class QPushButton;
class QTimer;
class QVBoxLayout;

namespace webshop::control {
struct ImportRerun;
class ImportController;
class ImportFilterModel;
class ImportPreviewModel;
} // namespace webshop::control

namespace webshop::ui {

class Banner;
class ImportSummaryBar;
class ImportTotal;

class ImportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ImportDialog(const Services &services, QWidget *parent = nullptr);
    ~ImportDialog() override;

    // Starts the preview. openFile() returns false (and the reason) when the file cannot be read.
    bool openFile(const QString &path, QString *error);
    void openData(const QByteArray &bytes, const QString &sourceName);
    void openText(const QString &text, const QString &sourceName);

    // Checking or adding.
    bool isBusy() const;
    // Saves the per-line report (the Save Report… button asks where).
    bool saveReportTo(const QString &path);
    // The menu of the current row (choose another article, merge or keep a duplicate).
    void openRowMenu();

    control::ImportController *controller() const { return m_controller; }
    control::ImportFilterModel *filterModel() const { return m_filter; }
    QTableView *table() const { return m_table; }
    ImportSummaryBar *summaryBar() const { return m_summary; }
    QLabel *countsLabel() const { return m_counts; }
    QPushButton *addButton() const { return m_add; }
    // "Add Those Lines Again…": shown when an earlier run of the same file added lines.
    QPushButton *againButton() const { return m_again; }
    QPushButton *stopButton() const { return m_progress->stopButton(); }
    QPushButton *saveReportButton() const { return m_save; }
    QPushButton *closeButton() const { return m_close; }
    Banner *banner() const { return m_banner; }
    QMenu *rowMenu() const { return m_menu; }

signals:
    void busyChanged(bool busy);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void reject() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildHeader(QVBoxLayout *layout);
    void buildTable(QVBoxLayout *layout);
    void buildButtons(QVBoxLayout *layout);
    void selectFirstProblem();
    void onStateChanged();
    void updateTexts();
    void updateNote();
    void showOutcome();
    void askSaveReport();
    int currentSourceRow() const;
    // ImportDialogAdd.cpp: the batch summary before the adds, an earlier run of the file.
    void askAdd(bool again);
    void askAgain();
    void showRerun();
    QString addedOnText(const control::ImportRerun &rerun) const;

    Services m_services;
    control::ImportController *m_controller = nullptr;
    control::ImportPreviewModel *m_model = nullptr;
    control::ImportFilterModel *m_filter = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_counts = nullptr;
    ImportProgress *m_progress = nullptr;
    Banner *m_banner = nullptr;
    ImportSummaryBar *m_summary = nullptr;
    ImportTable *m_table = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_hint = nullptr;
    ImportTotal *m_total = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_close = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_again = nullptr;
    bool m_asking = false; // a question before adding is open
    QTimer *m_textTimer = nullptr; // coalesces the counts while thousands of lines change
    QPointer<QMenu> m_menu;
};

} // namespace webshop::ui
