#include "ui/OrderSheetActions.h"

#include "app/control/OrderExport.h"
#include "models/OrderSheetPrinter.h"
#include "models/PriceDisplay.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

namespace webshop::ui {

namespace {

OrderSheetActions::SaveFileChooser defaultChooser()
{
    return [](QWidget *parent, const QString &caption, const QString &suggested, const QString &filter) {
        return QFileDialog::getSaveFileName(parent, caption, suggested, filter);
    };
}

OrderSheetActions::SaveFileChooser &saveFileChooser()
{
    static OrderSheetActions::SaveFileChooser chooser = defaultChooser();
    return chooser;
}

} // namespace

void OrderSheetActions::setSaveFileChooser(SaveFileChooser chooser)
{
    saveFileChooser() = chooser ? std::move(chooser) : defaultChooser();
}

OrderSheetActions::OrderSheetActions(SheetSource source, const models::PriceDisplay *prices, QWidget *window)
    : QObject(window)
    , m_source(std::move(source))
    , m_prices(prices)
    , m_window(window)
{
    m_csv = new QAction(tr("Export as &CSV…"), this);
    m_csv->setObjectName(QStringLiteral("actionExportCsv"));
    m_pdf = new QAction(tr("Export as P&DF…"), this);
    m_pdf->setObjectName(QStringLiteral("actionExportPdf"));
    m_preview = new QAction(tr("Print Pre&view…"), this);
    m_preview->setObjectName(QStringLiteral("actionPrintPreview"));
    m_print = new QAction(tr("&Print…"), this);
    m_print->setObjectName(QStringLiteral("actionPrint"));
    m_print->setShortcut(QKeySequence::Print);
    connect(m_csv, &QAction::triggered, this, &OrderSheetActions::exportCsv);
    connect(m_pdf, &QAction::triggered, this, &OrderSheetActions::exportPdf);
    connect(m_preview, &QAction::triggered, this, &OrderSheetActions::printPreview);
    connect(m_print, &QAction::triggered, this, &OrderSheetActions::print);
    update();
}

void OrderSheetActions::addTo(QMenu *menu)
{
    menu->addAction(m_csv);
    menu->addAction(m_pdf);
    menu->addSeparator();
    menu->addAction(m_preview);
    menu->addAction(m_print);
    // The page's lines may have changed since the last update (a quantity set to 0).
    connect(menu, &QMenu::aboutToShow, this, &OrderSheetActions::update);
}

void OrderSheetActions::updateSoon()
{
    if (m_updatePending)
        return;
    m_updatePending = true;
    QTimer::singleShot(0, this, [this] {
        if (m_updatePending)
            update();
    });
}

void OrderSheetActions::update()
{
    m_updatePending = false;
    const bool any = m_source && m_source().has_value();
    for (QAction *a : {m_csv, m_pdf, m_preview, m_print})
        a->setEnabled(any);
}

QLocale OrderSheetActions::locale() const
{
    return m_prices ? m_prices->locale() : QLocale();
}

QString OrderSheetActions::suggestedFileName(const models::SheetHeader &header, const QString &suffix)
{
    QString name = header.title.trimmed();
    name.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]+")), QStringLiteral("-"));
    //: A file name: "Basket 2026-11-26" (the date in ISO form sorts well in a folder)
    return tr("%1 %2").arg(name, header.date.toString(Qt::ISODate)) + u'.' + suffix;
}

QString OrderSheetActions::chooseFile(const models::OrderSheet &sheet, const QString &caption, const QString &suffix,
                                      const QString &filter) const
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested = QDir(folder).filePath(suggestedFileName(sheet.header, suffix));
    QString path = saveFileChooser()(m_window, caption, suggested, filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += u'.' + suffix;
    return path;
}

void OrderSheetActions::exportCsv()
{
    const std::optional<models::OrderSheet> sheet = m_source ? m_source() : std::nullopt;
    if (!sheet)
        return;
    const QString path = chooseFile(*sheet, tr("Export as CSV"), QStringLiteral("csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    // An order guide's count sheet: the order its count gives (the lines with something to order).
    QList<models::SheetLine> lines = sheet->lines;
    if (sheet->countSheet)
        lines.removeIf([](const models::SheetLine &l) { return l.quantity <= values::Decimal(); });
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(control::orderCsv(lines, locale())) < 0 || !file.commit()) {
        emit failed(tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return;
    }
    emit saved(tr("Saved %1").arg(QFileInfo(path).fileName()));
}

void OrderSheetActions::exportPdf()
{
    const std::optional<models::OrderSheet> sheet = m_source ? m_source() : std::nullopt;
    if (!sheet)
        return;
    const QString path = chooseFile(*sheet, tr("Export as PDF"), QStringLiteral("pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    const models::OrderSheetPrinter printer(*sheet, locale());
    if (!printer.writePdf(path, models::OrderSheetPrinter::defaultPageSize(locale()))) {
        emit failed(tr("%1 could not be written.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    emit saved(tr("Saved %1").arg(QFileInfo(path).fileName()));
}

void OrderSheetActions::preparePrinter(QPrinter &printer, const models::OrderSheet &sheet) const
{
    printer.setPageLayout(models::OrderSheetPrinter::pageLayout(models::OrderSheetPrinter::defaultPageSize(locale())));
    printer.setDocName(suggestedFileName(sheet.header, QStringLiteral("pdf")).chopped(4));
    printer.setCreator(QCoreApplication::applicationName());
}

void OrderSheetActions::printPreview()
{
    const std::optional<models::OrderSheet> sheet = m_source ? m_source() : std::nullopt;
    if (!sheet)
        return;
    // The preview owns its printer; the sheet is taken now, as the buyer sees it.
    auto *dialog = new QPrintPreviewDialog(m_window);
    dialog->setObjectName(QStringLiteral("orderSheetPreview"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Print Preview"));
    preparePrinter(*dialog->printer(), *sheet);
    const models::OrderSheetPrinter painter(*sheet, locale());
    connect(dialog, &QPrintPreviewDialog::paintRequested, dialog, [painter](QPrinter *printer) { painter.paint(printer); });
    dialog->resize(900, 1000);
    dialog->open();
}

void OrderSheetActions::print()
{
    const std::optional<models::OrderSheet> sheet = m_source ? m_source() : std::nullopt;
    if (!sheet)
        return;
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    preparePrinter(*printer, *sheet);
    auto *dialog = new QPrintDialog(printer.get(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Print Order Sheet"));
    const models::OrderSheetPrinter painter(*sheet, locale());
    connect(dialog, &QDialog::accepted, this, [this, printer, painter] {
        if (painter.paint(printer.get()) == 0)
            emit failed(tr("The order sheet could not be printed."));
    });
    dialog->open();
}

} // namespace webshop::ui
