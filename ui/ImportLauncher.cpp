#include "ui/ImportLauncher.h"

#include "app/control/ImportController.h"
#include "app/control/SessionController.h"
#include "ui/Banner.h"
#include "ui/ImportDialog.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMimeData>
#include <QStandardPaths>

namespace webshop::ui {

ImportLauncher::ImportLauncher(const Services &services, QWidget *window, Banner *banner)
    : QObject(window)
    , m_services(services)
    , m_window(window)
    , m_banner(banner)
{
}

QString ImportLauncher::droppedFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            return url.toLocalFile();
    return {};
}

ImportDialog *ImportLauncher::newDialog()
{
    if (!m_services.session->isSignedIn()) {
        m_banner->showMessage(Banner::Kind::Info, tr("Sign in first: the lines of an order file are checked with your shop."));
        return nullptr;
    }
    if (m_import && m_import->controller()->state() == control::ImportController::State::Adding) {
        m_banner->showMessage(Banner::Kind::Info,
                              tr("An order file is being added to the basket. Open the next one when it has finished."));
        m_import->raise();
        return nullptr;
    }
    // One preview at a time: a new file replaces a preview that was not added (nothing of it
    // reached the basket).
    if (m_import)
        m_import->close();
    auto *dialog = new ImportDialog(m_services, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_import = dialog;
    return dialog;
}

ImportDialog *ImportLauncher::importOrderFile(const QString &path)
{
    ImportDialog *dialog = newDialog();
    if (!dialog)
        return nullptr;
    QString error;
    if (!dialog->openFile(path, &error)) {
        dialog->close();
        m_banner->showMessage(Banner::Kind::Error, error);
        return nullptr;
    }
    dialog->show();
    return dialog;
}

ImportDialog *ImportLauncher::importOrderData(const QByteArray &bytes, const QString &sourceName)
{
    ImportDialog *dialog = newDialog();
    if (!dialog)
        return nullptr;
    dialog->openData(bytes, sourceName);
    dialog->show();
    return dialog;
}

ImportDialog *ImportLauncher::importOrderText(const QString &text, const QString &sourceName)
{
    ImportDialog *dialog = newDialog();
    if (!dialog)
        return nullptr;
    dialog->openText(text, sourceName);
    dialog->show();
    return dialog;
}

void ImportLauncher::chooseFile()
{
    if (!m_services.session->isSignedIn()) {
        newDialog(); // says why not
        return;
    }
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Import Order File"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Order files (*.csv *.tsv *.txt);;All files (*)"));
    if (!path.isEmpty())
        importOrderFile(path);
}

ImportDialog *ImportLauncher::importDialog() const
{
    return m_import;
}

} // namespace webshop::ui
