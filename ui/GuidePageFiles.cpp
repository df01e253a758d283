// The guide's files: the count sheet (File → Print / Export as PDF prints it through the order
// sheet printer, in walking order), and the guide shared as CSV (OrderGuides::toCsv / fromCsv:
// pack number, par, position, note; read with the order-file reader's rules, every refused row
// said).

#include "ui/GuidePage.h"

#include "app/control/OrderGuides.h"
#include "models/GuideModel.h"
#include "models/OrderSheet.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QSaveFile>
#include <QStandardPaths>

namespace webshop::ui {

namespace {
GuidePage::FileChooser &fileChooser()
{
    static GuidePage::FileChooser chooser;
    return chooser;
}
} // namespace

void GuidePage::setFileChooser(FileChooser chooser)
{
    fileChooser() = std::move(chooser);
}

std::optional<models::OrderSheet> GuidePage::orderSheet(models::SheetHeader header) const
{
    if (!m_loaded || m_model->rowCount() == 0)
        return std::nullopt;
    models::OrderSheet sheet;
    sheet.countSheet = true;
    sheet.header = header;
    sheet.header.title = listTitle();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const values::GuideLine &l = m_model->line(row);
        models::SheetLine line;
        line.articleNo = l.bundleId;
        line.name = l.name;
        line.pack = l.pack;
        line.weight = l.weight;
        line.position = l.shelf;
        line.par = l.par;
        line.countUnit = l.countUnit;
        // What the count on screen orders (a CSV export of the sheet is that order).
        const QVariant order = m_model->index(row, 0).data(models::GuideModel::OrderQuantityRole);
        line.quantity = order.isValid() ? order.value<values::Decimal>() : values::Decimal();
        sheet.lines << line;
    }
    return sheet;
}

bool GuidePage::exportCsvTo(const QString &path)
{
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    QSaveFile f(path);
    if (!m_loaded || !f.open(QIODevice::WriteOnly) || f.write(control::OrderGuides::toCsv(m_model->guide(), locale)) < 0
        || !f.commit()) {
        m_banner->showMessage(Banner::Kind::Error, tr("The guide could not be saved to %1: %2")
                                                       .arg(QDir::toNativeSeparators(path), f.errorString()));
        return false;
    }
    m_banner->showMessage(Banner::Kind::Success, tr("The guide was saved to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool GuidePage::importCsvFrom(const QString &path)
{
    QFile f(path);
    if (!m_loaded || !f.open(QIODevice::ReadOnly)) {
        m_banner->showMessage(Banner::Kind::Error, tr("The file %1 could not be read.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    const control::OrderGuides::CsvRead read = control::OrderGuides::fromCsv(f.readAll(), locale);
    QStringList problems = read.problems;
    values::OrderGuide guide = m_model->guide();
    QList<values::GuideLine> ordered;
    for (const values::GuideLine &in : read.lines) {
        auto it = std::find_if(guide.lines.begin(), guide.lines.end(), [&](const values::GuideLine &l) { return l.bundleId == in.bundleId; });
        if (it == guide.lines.end()) {
            problems << tr("Pack %1 is not on this list: left out.").arg(in.bundleId);
            continue;
        }
        it->par = in.par;
        it->shelf = in.shelf;
        it->countUnit = in.countUnit;
        ordered << *it;
        guide.lines.erase(it);
    }
    const int taken = int(ordered.size());
    ordered << guide.lines; // lines the file does not name keep their place after the others
    guide.lines = ordered;
    m_model->setGuide(guide);
    fillHistory();
    keep();
    if (problems.isEmpty())
        m_banner->showMessage(Banner::Kind::Success, tr("%Ln line(s) taken from the file.", nullptr, taken));
    else
        m_banner->showMessage(Banner::Kind::Warning, tr("%Ln line(s) taken from the file; not taken: %1", nullptr, taken)
                                                         .arg(problems.join(QStringLiteral(" "))));
    return problems.isEmpty();
}

void GuidePage::chooseExport()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = m_model->guide().listName.isEmpty() ? tr("order-guide") : m_model->guide().listName;
    const QString suggested = QDir(folder).filePath(name + QStringLiteral(".csv"));
    const QString path = fileChooser() ? fileChooser()(true, suggested)
                                       : QFileDialog::getSaveFileName(this, tr("Export Guide"), suggested, tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportCsvTo(path);
}

void GuidePage::chooseImport()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = fileChooser() ? fileChooser()(false, folder)
                                       : QFileDialog::getOpenFileName(this, tr("Import Guide"), folder, tr("CSV files (*.csv *.txt)"));
    if (!path.isEmpty())
        importCsvFrom(path);
}

} // namespace webshop::ui
