// Order files into the window: File → Import Order File… (Ctrl+I), a file dropped on the
// window, and the data the quick-order grid pastes. Each opens the import preview; only the
// buyer's Add there sends anything to the basket.

#include "ui/MainWindow.h"

#include "app/control/ImportController.h"
#include "app/control/SessionController.h"
#include "ui/Banner.h"
#include "ui/ImportDialog.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMimeData>
#include <QStandardPaths>

namespace webshop::ui {

namespace {
// The first local file among the dropped URLs.
QString droppedFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            return url.toLocalFile();
    return {};
}
} // namespace

ImportDialog *MainWindow::importDialog() const
{
    return m_import;
}

ImportDialog *MainWindow::newImportDialog()
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
    auto *dialog = new ImportDialog(m_services, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_import = dialog;
    return dialog;
}

ImportDialog *MainWindow::importOrderFile(const QString &path)
{
    ImportDialog *dialog = newImportDialog();
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

ImportDialog *MainWindow::importOrderData(const QByteArray &bytes, const QString &sourceName)
{
    ImportDialog *dialog = newImportDialog();
    if (!dialog)
        return nullptr;
    dialog->openData(bytes, sourceName);
    dialog->show();
    return dialog;
}

ImportDialog *MainWindow::importOrderText(const QString &text, const QString &sourceName)
{
    ImportDialog *dialog = newImportDialog();
    if (!dialog)
        return nullptr;
    dialog->openText(text, sourceName);
    dialog->show();
    return dialog;
}

void MainWindow::chooseImportFile()
{
    if (!m_services.session->isSignedIn()) {
        newImportDialog(); // says why not
        return;
    }
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import Order File"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Order files (*.csv *.tsv *.txt);;All files (*)"));
    if (!path.isEmpty())
        importOrderFile(path);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        QMainWindow::dragEnterEvent(event);
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty()) {
        QMainWindow::dropEvent(event);
        return;
    }
    event->acceptProposedAction();
    importOrderFile(path);
}

} // namespace webshop::ui
