// Closing the window while basket additions are open: they are queued, on the wire, or sent
// with an outcome not yet confirmed. The buyer is asked; "wait" closes the window by itself
// once every addition is settled, unless one failed meanwhile (then the window stays and says
// so). Nothing is dropped without telling.

#include "ui/MainWindow.h"

#include "app/api/BasketSync.h"
#include "models/BasketModel.h"
#include "ui/Banner.h"
#include "ui/QuitQuestion.h"

#include <QCloseEvent>
#include <memory>

namespace webshop::ui {

namespace {
bool additionsOpen(const api::BasketSync *sync)
{
    return sync->openAddCount() > 0;
}
} // namespace

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!mayClose()) {
        event->ignore();
        return;
    }
    saveWindowState();
    QMainWindow::closeEvent(event);
}

bool MainWindow::mayClose()
{
    if (m_quitAnyway || !additionsOpen(m_services.basket->sync()))
        return true;
    if (m_askingToQuit)
        return false;
    m_askingToQuit = true;
    // An answer given at once (the test seam) decides this very close.
    auto asking = std::make_shared<bool>(true);
    QuitQuestion::ask(this, [this, asking](QuitQuestion::Answer answer) {
        m_askingToQuit = false;
        switch (answer) {
        case QuitQuestion::Answer::Wait: waitThenClose(); break;
        case QuitQuestion::Answer::QuitAnyway:
            m_quitAnyway = true;
            if (!*asking)
                close();
            break;
        case QuitQuestion::Answer::Cancel: break;
        }
    });
    *asking = false;
    return m_quitAnyway;
}

void MainWindow::waitThenClose()
{
    m_closeWhenIdle = true;
    m_closeRechecked = false;
    m_closeProblem.clear();
    m_banner->showMessage(Banner::Kind::Info,
                          tr("Waiting for the basket: the window closes as soon as every article has been added."),
                          tr("Quit Now"), [this] {
                              m_quitAnyway = true;
                              close();
                          });
    onBasketIdle(); // it may be settled already
}

void MainWindow::onBasketIdle()
{
    if (!m_closeWhenIdle)
        return;
    api::BasketSync *sync = m_services.basket->sync();
    if (sync->isBusy())
        return;
    if (!m_closeProblem.isEmpty()) {
        stopWaitingToClose(tr("The window stays open: %1").arg(m_closeProblem));
        return;
    }
    if (sync->openAddCount() > 0) {
        // Sent, outcome unknown: one more read of the basket settles it if the server answers.
        if (!m_closeRechecked) {
            m_closeRechecked = true;
            sync->refresh();
            return;
        }
        stopWaitingToClose(tr("The window stays open: some articles could not be confirmed in the basket. "
                              "Check the basket before you quit."));
        return;
    }
    m_closeWhenIdle = false;
    m_banner->clear();
    close();
}

void MainWindow::stopWaitingToClose(const QString &reason)
{
    m_closeWhenIdle = false;
    m_closeProblem.clear();
    showPage(Page::Basket);
    m_banner->showMessage(Banner::Kind::Warning, reason);
}

} // namespace webshop::ui
