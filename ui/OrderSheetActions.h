#pragma once

// File → Export CSV…, Export PDF…, Print Preview…, Print… for the order lines on screen (the
// basket, a personal list, the quick-order grid). The window hands a function that returns
// the sheet of the page it shows (nullopt: nothing to print, the actions are greyed). Paper:
// the printer's page setup, A4 or Letter by the locale to start with.

#include "models/OrderSheet.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QAction;
class QMenu;
class QPrinter;
class QWidget;

namespace webshop::models { class PriceDisplay; }

namespace webshop::ui {

class OrderSheetActions : public QObject
{
    Q_OBJECT
public:
    using SheetSource = std::function<std::optional<models::OrderSheet>()>;
    // Seam for tests: how the file to write is chosen (default: QFileDialog::getSaveFileName).
    // Returns the chosen path, or an empty string when the buyer cancelled.
    using SaveFileChooser = std::function<QString(QWidget *parent, const QString &caption, const QString &suggestedPath,
                                                  const QString &filter)>;
    static void setSaveFileChooser(SaveFileChooser chooser);

    // `prices` gives the locale of numbers, dates and money; `window` parents the dialogs.
    OrderSheetActions(SheetSource source, const models::PriceDisplay *prices, QWidget *window);

    void addTo(QMenu *menu);
    // Enables the actions while the page on screen has order lines.
    void update();
    // The same once the event loop turns: a burst of line changes (200 quick-order results)
    // builds the sheet once, not once per line.
    void updateSoon();

    QAction *exportCsvAction() const { return m_csv; }
    QAction *exportPdfAction() const { return m_pdf; }
    QAction *printPreviewAction() const { return m_preview; }
    QAction *printAction() const { return m_print; }

    // The file name offered: "Basket 2026-11-26.pdf" (no characters a file system refuses).
    static QString suggestedFileName(const models::SheetHeader &header, const QString &suffix);

    void exportCsv();
    void exportPdf();
    void printPreview();
    void print();

signals:
    // A file was written (for the status line).
    void saved(const QString &message);
    // Writing failed; the message says which file and why.
    void failed(const QString &message);

private:
    QString chooseFile(const models::OrderSheet &sheet, const QString &caption, const QString &suffix,
                       const QString &filter) const;
    QLocale locale() const;
    void preparePrinter(QPrinter &printer, const models::OrderSheet &sheet) const;

    SheetSource m_source;
    QPointer<const models::PriceDisplay> m_prices;
    QWidget *m_window;
    QAction *m_csv = nullptr;
    QAction *m_pdf = nullptr;
    QAction *m_preview = nullptr;
    QAction *m_print = nullptr;
    bool m_updatePending = false;
};

} // namespace webshop::ui
