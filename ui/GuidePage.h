#pragma once

// The order guide page (issue 27): a personal list used as an order guide. Its header holds the
// guide's schedule (delivery days, cut-off, minimum order value; kept on this computer); a
// reminder banner shows before the cut-off while the guide was not ordered that day. The lines
// are in walking order (Alt+Up/Down or a drag moves one), each with its position, count unit
// note, par (a suggested par from the earlier adds beside it, taken with Ctrl+Shift+P), the
// on-hand count typed down the column (Enter: the next line), what will be ordered and its cost
// with deposit; the footer has the total against the minimum order value and "Order N lines":
// the batch summary first, then one add per line through the one add path
// (control::OrderGuideController). Count sheet (File → Print / PDF: MainWindow), CSV export and
// import of the guide (GuidePageFiles.cpp, GuideFiles). Its parts: GuideHeader, GuideFooter,
// GuideOrderQuestion (the question before an order), GuideSources (what the model reads).

#include "app/values/OrderGuide.h"
#include "ui/GuideFiles.h"
#include "ui/GuideFooter.h"
#include "ui/GuideHeader.h"
#include "ui/Page.h"
#include "ui/Services.h"

#include <QHash>
#include <optional>

class QStackedWidget;

namespace webshop::models { class GuideModel; struct OrderSheet; struct SheetHeader; }

namespace webshop::ui {

class Banner;
class BusyTracker;
class EmptyState;
class GuideOrderQuestion;
class GuideScheduleEditor;
class GuideTable;

class GuidePage : public Page
{
    Q_OBJECT
public:
    explicit GuidePage(const Services &services, QWidget *parent = nullptr);
    ~GuidePage() override;

    // Shows the list as an order guide (made one and kept when it was none); the list's lines
    // come from the lists' model (loaded when another list is shown).
    void openList(const QString &listId);
    // Shows the first guide of this customer and store (when none is shown yet).
    void openFirstGuide();
    QString listId() const { return m_listId; }
    QString listTitle() const; // the guide's list name

    bool isBusy() const override;
    void activated() override; // the lists are read when none are known yet
    void refresh() override;   // the basket (deposits); the counts are the buyer's
    models::GuideModel *model() const { return m_model; }
    GuideTable *table() const { return m_table; }
    Banner *banner() const { return m_banner; }
    Banner *reminder() const { return m_reminder; }
    QPushButton *orderButton() const { return m_footer->orderButton(); }
    QLabel *totalLabel() const { return m_footer->totalLabel(); }

    // Order the counted lines: the summary first (several lines), then the one add path.
    void orderCounted();
    // Takes the current line's suggested par.
    bool takeSuggestedPar();
    // Looks at the clock again: the reminder shows or goes.
    void updateReminder();

    // The count sheet (File → Print / PDF) of the guide in walking order; nullopt when empty.
    std::optional<models::OrderSheet> orderSheet(models::SheetHeader header) const override;
    // Share (GuidePageFiles.cpp): the guide as CSV, and a guide's CSV read into this one
    // (pars, positions and notes of the packs it names, in its order; lines the file names that
    // are not on the list are added; every refused row said in the banner). False with the
    // banner saying why.
    bool exportCsvTo(const QString &path);
    bool importCsvFrom(const QString &path);
    // Test seam: what Share → Export / Import ask for instead of a file dialog (save: a file to
    // write, else one to read; empty: cancelled). Null: the file dialogs.
    using FileChooser = GuideFiles::FileChooser;
    static void setFileChooser(FileChooser chooser);
    QAction *exportAction() const { return m_header->exportAction(); }
    QAction *importAction() const { return m_header->importAction(); }

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildHeader(QWidget *parent);
    QWidget *buildLines(QWidget *parent);
    QWidget *buildFooter(QWidget *parent);
    void connectModels();
    void loadFromList();
    void forget(); // another customer or store: nothing of the last one shown
    void fillHistory();
    void fillChooser();
    void keep();
    void updateFooter();
    void updateState();
    void scheduleEdited();
    void send(const QList<int> &rows); // GuidePageOrder.cpp
    void onOrderFinished(const QString &listId, int added, int failed);
    void chooseExport();
    void chooseImport();

    Services m_services;
    models::GuideModel *m_model = nullptr;
    GuideHeader *m_header = nullptr;
    GuideFiles *m_files = nullptr;
    GuideOrderQuestion *m_question = nullptr;
    GuideScheduleEditor *m_schedule = nullptr;
    Banner *m_reminder = nullptr;
    Banner *m_banner = nullptr;
    QStackedWidget *m_stack = nullptr;
    GuideTable *m_table = nullptr;
    EmptyState *m_empty = nullptr;
    GuideFooter *m_footer = nullptr;
    BusyTracker *m_busy = nullptr;
    QString m_listId;       // the guide shown (or asked for, while its list loads)
    bool m_loaded = false;  // m_listId's lines are in the model
    int m_sending = 0;      // adds of an order not answered yet
};

} // namespace webshop::ui
