#pragma once

// "Compare stores": the given lines priced at every store of the customer's delivery
// addresses, side by side (control::StoreComparison and its table model), with progress and
// Cancel. Read-only: the only way towards another store is "Switch to this address…", which
// asks the window to open the usual address choice; nothing is switched from here.

#include "app/values/ComparisonLine.h"
#include "ui/Services.h"

#include <QDialog>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace webshop::control { class StoreComparisonModel; }

namespace webshop::ui {

class Banner;
class ComparisonTables;

class StoreComparisonDialog : public QDialog
{
    Q_OBJECT
public:
    // `what`: what is compared, for the subtitle ("your basket", "the list Bar").
    StoreComparisonDialog(const Services &services, const QString &what, QWidget *parent = nullptr);
    ~StoreComparisonDialog() override;

    // Starts the comparison of these lines at the customer's stores.
    void compare(const values::ComparisonLines &lines);

    QTableView *table() const { return m_table; }
    control::StoreComparisonModel *model() const { return m_model; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *switchButton() const { return m_switch; }
    QLabel *notes() const { return m_notes; }
    bool isBusy() const;

signals:
    // The buyer asked to switch to this delivery address: the window opens its address choice.
    void addressChoiceRequested(int addressIndex);
    void busyChanged(bool busy);

protected:
    void reject() override;

private:
    QWidget *buildProgressRow();
    QWidget *buildButtons();
    void updateProgress(int done, int total);
    void updateNotes();
    void updateSwitch();
    void fitColumns();
    void fitHeight();
    int selectedStore() const;

    Services m_services;
    control::StoreComparisonModel *m_model = nullptr;
    QLabel *m_subtitle = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_progressText = nullptr;
    QPushButton *m_cancel = nullptr;
    ComparisonTables *m_tables = nullptr;
    QTableView *m_table = nullptr;
    Banner *m_banner = nullptr;
    QLabel *m_notes = nullptr;
    QPushButton *m_switch = nullptr;
    QString m_what;
};

} // namespace webshop::ui
