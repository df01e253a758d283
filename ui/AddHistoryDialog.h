#pragma once

// View → Added to Basket… (Ctrl+Shift+H): the buyer's order history as this app knows it. Every
// add to the basket of the signed-in customer and store: when, article, pack, quantity, unit and
// line price, where it came from, its outcome. Filtered by days, outcome and text; exported as
// CSV. For an add whose outcome is not known: "Check Again" (a basket read settles it) and
// "Add Again Anyway…" (asks first: it may then be in the basket twice).

#include "ui/Services.h"

#include <QDialog>
#include <functional>

class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace webshop::control {
class AddHistoryModel;
struct AddHistoryRow;
} // namespace webshop::control

namespace webshop::ui {

class Banner;

class AddHistoryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AddHistoryDialog(const Services &services, QWidget *parent = nullptr);
    ~AddHistoryDialog() override;

    control::AddHistoryModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    Banner *banner() const { return m_banner; }
    // Shows only the adds whose outcome is not known (the start-up banner's link).
    void showNotKnown();
    // Writes the rows shown as CSV (QSaveFile: all or nothing). False with the banner saying why.
    bool exportTo(const QString &path);

    // Seam for tests: where "Export CSV…" saves (default: a save-file dialog).
    using SavePathChooser = std::function<QString(QWidget *parent, const QString &suggested)>;
    static void setSavePathChooser(SavePathChooser chooser);

private:
    void buildFilters();
    void buildTable();
    void buildButtons();
    void connectParts();
    void selectFirstNotKnown(); // the newest add whose outcome is not known
    void applyDays();
    void updateActions();
    void updateCount();
    void updateNote(); // the current row's outcome and message in full, under the table
    QList<quint64> selectedNotKnown() const;
    // AddHistoryActions.cpp
    void checkAgain();
    void addAgainAnyway();
    QString addAgainQuestion(const control::AddHistoryRow &row) const;
    void chooseExport();

    Services m_services;
    control::AddHistoryModel *m_model = nullptr;
    QDateEdit *m_from = nullptr;
    QDateEdit *m_to = nullptr;
    QComboBox *m_outcome = nullptr;
    QLineEdit *m_search = nullptr;
    Banner *m_banner = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_count = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_checkAgain = nullptr;
    QPushButton *m_addAgain = nullptr;
    QPushButton *m_export = nullptr;
};

} // namespace webshop::ui
