#pragma once

// Order files into the window: File → Import Order File… (Ctrl+I), a file dropped on the
// window, and the lines the quick-order grid pastes. Each opens the import preview (one at a
// time); only the buyer's Add there sends anything to the basket.

#include "ui/Services.h"

#include <QObject>
#include <QPointer>

class QMimeData;
class QWidget;

namespace webshop::ui {

class Banner;
class ImportDialog;

class ImportLauncher : public QObject
{
    Q_OBJECT
public:
    ImportLauncher(const Services &services, QWidget *window, Banner *banner);

    // The preview of the file, bytes (a pasted or dropped file) or text (pasted cells). Null
    // when no customer is signed in or the file cannot be read (the banner says why).
    ImportDialog *importOrderFile(const QString &path);
    ImportDialog *importOrderData(const QByteArray &bytes, const QString &sourceName);
    ImportDialog *importOrderText(const QString &text, const QString &sourceName);
    ImportDialog *importDialog() const;
    // File → Import Order File…: the file dialog, then the preview.
    void chooseFile();
    // The first local file among dropped URLs; empty: none.
    static QString droppedFile(const QMimeData *mime);

private:
    ImportDialog *newDialog();

    Services m_services;
    QWidget *m_window;
    Banner *m_banner;
    QPointer<ImportDialog> m_import;
};

} // namespace webshop::ui
