// Closing the window while basket additions are open: they are queued, on the wire, or sent
// with an outcome not yet confirmed. The buyer is asked; "wait" closes the window by itself
// once every addition is settled, unless one failed meanwhile (then the window stays and says
// so). Nothing is dropped without telling.

#include "ui/MainWindow.h"

#include "app/control/QuitGuard.h"
#include "ui/Banner.h"
#include "ui/LazyPage.h"
#include "ui/QuickOrderGrid.h"
#include "ui/QuickOrderPage.h"
#include "ui/QuitQuestion.h"

#include <QCloseEvent>
#include <memory>

namespace webshop::ui {

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!mayClose()) {
        event->ignore();
        return;
    }
    // The line being typed in a quick-order cell goes into the draft now, while the window is
    // whole: hiding it would commit the editor too, but amid the focus change of the close.
    if (m_quickOrderPage->isBuilt())
        quickOrderPage()->grid()->commitOpenEditor();
    saveWindowState();
    QMainWindow::closeEvent(event);
}

bool MainWindow::mayClose()
{
    if (m_quitAnyway || m_services.quitGuard->openAddCount() == 0)
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
    m_afterAdds = AfterAdds::Close;
    m_banner->showMessage(Banner::Kind::Info,
                          tr("Waiting for the basket: the window closes as soon as every article has been added."),
                          tr("Quit Now"), [this] {
                              m_quitAnyway = true;
                              close();
                          });
    m_services.quitGuard->waitForAdds(); // it may be settled already
}

void MainWindow::logout(bool switchUser, bool forgetLocal)
{
    if (m_services.quitGuard->openAddCount() == 0) {
        signOut(switchUser, forgetLocal);
        return;
    }
    // Signing out drops queued adds and leaves the unconfirmed ones untold: ask first (and
    // whether the customer's local price history goes too).
    QuitQuestion::askSignOut(this, forgetLocal, [this, switchUser](QuitQuestion::Answer answer, bool forget) {
        switch (answer) {
        case QuitQuestion::Answer::Wait:
            m_afterAdds = switchUser ? AfterAdds::SwitchUser : AfterAdds::SignOut;
            m_forgetAfterAdds = forget;
            m_banner->showMessage(Banner::Kind::Info,
                                  tr("Waiting for the basket: you are signed out as soon as every article has "
                                     "been added."),
                                  tr("Sign Out Now"), [this, switchUser, forget] { signOut(switchUser, forget); });
            m_services.quitGuard->waitForAdds();
            break;
        case QuitQuestion::Answer::QuitAnyway: signOut(switchUser, forget); break;
        case QuitQuestion::Answer::Cancel: break;
        }
    });
}

void MainWindow::connectQuitGuard()
{
    using Problem = control::QuitGuard::Problem;
    connect(m_services.quitGuard, &control::QuitGuard::settled, this, [this] {
        const AfterAdds next = std::exchange(m_afterAdds, AfterAdds::Nothing);
        m_banner->clear();
        if (next == AfterAdds::Close)
            close();
        else if (next != AfterAdds::Nothing)
            signOut(next == AfterAdds::SwitchUser, std::exchange(m_forgetAfterAdds, false));
    });
    connect(m_services.quitGuard, &control::QuitGuard::unsettled, this, [this](Problem problem, const QString &message) {
        const bool closing = std::exchange(m_afterAdds, AfterAdds::Nothing) == AfterAdds::Close;
        const QString failure = message.isEmpty() ? tr("An article could not be added to the basket.") : message;
        QString reason;
        if (closing)
            reason = problem == Problem::AddFailed
                ? tr("The window stays open: %1").arg(failure)
                : tr("The window stays open: some articles could not be confirmed in the basket. "
                     "Check the basket before you quit.");
        else
            reason = problem == Problem::AddFailed
                ? tr("You are still signed in: %1").arg(failure)
                : tr("You are still signed in: some articles could not be confirmed in the basket. "
                     "Check the basket before you sign out.");
        showPage(Page::Basket);
        m_banner->showMessage(Banner::Kind::Warning, reason);
    });
}

} // namespace webshop::ui
