// The guide's files: the count sheet (File → Print / Export as PDF prints it through the order
// sheet printer, in walking order), and the guide shared as CSV (GuideFiles: written, read, and
// where).

#include "ui/GuidePage.h"

#include "models/GuideModel.h"
#include "models/OrderSheet.h"
#include "ui/GuideFiles.h"

namespace webshop::ui {

void GuidePage::setFileChooser(FileChooser chooser)
{
    GuideFiles::setFileChooser(std::move(chooser));
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
    return m_files->exportTo(path, m_loaded);
}

bool GuidePage::importCsvFrom(const QString &path)
{
    return m_files->importFrom(path, m_loaded);
}

void GuidePage::chooseExport()
{
    if (const QString path = m_files->chooseExportPath(); !path.isEmpty())
        exportCsvTo(path);
}

void GuidePage::chooseImport()
{
    if (const QString path = m_files->chooseImportPath(); !path.isEmpty())
        importCsvFrom(path);
}

} // namespace webshop::ui
