#pragma once

// The order guide shared as a file (control::OrderGuides::toCsv / fromCsv: pack number, par,
// position, note; read with the order-file reader's rules): written all or nothing, or read
// into the guide shown (the packs it names take its pars, positions and notes, in its order;
// the others keep their place after them; every refused row said). The outcome is said in the
// page's banner. Where to save or read from: a file dialog, or the test seam.

#include "ui/Services.h"

#include <QObject>
#include <functional>

namespace webshop::models { class GuideModel; }

namespace webshop::ui {

class Banner;

class GuideFiles : public QObject
{
    Q_OBJECT
public:
    GuideFiles(models::GuideModel *model, Banner *banner, const Services &services, QWidget *page);

    // `loaded`: the guide's lines are shown (else nothing is written or read, the banner says so).
    bool exportTo(const QString &path, bool loaded);
    bool importFrom(const QString &path, bool loaded);
    // A file to write (suggested: the guide's name in the documents folder), or to read; empty:
    // cancelled.
    QString chooseExportPath() const;
    QString chooseImportPath() const;

    // Test seam: asked instead of a file dialog (save: a file to write, else one to read).
    using FileChooser = std::function<QString(bool save, const QString &suggestedPath)>;
    static void setFileChooser(FileChooser chooser);

signals:
    // The file's lines are in the model; the outcome is said right after.
    void imported();

private:
    models::GuideModel *m_model;
    Banner *m_banner;
    Services m_services;
    QWidget *m_page;
};

} // namespace webshop::ui
