#include "ui/GuideFiles.h"

#include "app/control/OrderGuides.h"
#include "models/GuideModel.h"
#include "models/PriceDisplay.h"
#include "ui/Banner.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QSaveFile>
#include <QStandardPaths>

namespace webshop::ui {

namespace {
GuideFiles::FileChooser &fileChooser()
{
    static GuideFiles::FileChooser chooser;
    return chooser;
}
} // namespace

void GuideFiles::setFileChooser(FileChooser chooser)
{
    fileChooser() = std::move(chooser);
}

GuideFiles::GuideFiles(models::GuideModel *model, Banner *banner, const Services &services, QWidget *page)
    : QObject(page)
    , m_model(model)
    , m_banner(banner)
    , m_services(services)
    , m_page(page)
{
}

bool GuideFiles::exportTo(const QString &path, bool loaded)
{
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    QSaveFile f(path);
    if (!loaded || !f.open(QIODevice::WriteOnly) || f.write(control::OrderGuides::toCsv(m_model->guide(), locale)) < 0
        || !f.commit()) {
        m_banner->showMessage(Banner::Kind::Error, tr("The guide could not be saved to %1: %2")
                                                       .arg(QDir::toNativeSeparators(path), f.errorString()));
        return false;
    }
    m_banner->showMessage(Banner::Kind::Success, tr("The guide was saved to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool GuideFiles::importFrom(const QString &path, bool loaded)
{
    QFile f(path);
    if (!loaded || !f.open(QIODevice::ReadOnly)) {
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
    emit imported();
    if (problems.isEmpty())
        m_banner->showMessage(Banner::Kind::Success, tr("%Ln line(s) taken from the file.", nullptr, taken));
    else
        m_banner->showMessage(Banner::Kind::Warning, tr("%Ln line(s) taken from the file; not taken: %1", nullptr, taken)
                                                         .arg(problems.join(QStringLiteral(" "))));
    return problems.isEmpty();
}

QString GuideFiles::chooseExportPath() const
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = m_model->guide().listName.isEmpty() ? tr("order-guide") : m_model->guide().listName;
    const QString suggested = QDir(folder).filePath(name + QStringLiteral(".csv"));
    return fileChooser() ? fileChooser()(true, suggested)
                         : QFileDialog::getSaveFileName(m_page, tr("Export Guide"), suggested, tr("CSV files (*.csv)"));
}

QString GuideFiles::chooseImportPath() const
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return fileChooser() ? fileChooser()(false, folder)
                         : QFileDialog::getOpenFileName(m_page, tr("Import Guide"), folder, tr("CSV files (*.csv *.txt)"));
}

} // namespace webshop::ui
