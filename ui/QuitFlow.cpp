#include "ui/QuitFlow.h"

#include "app/control/QuitGuard.h"
#include "ui/Banner.h"
#include "ui/GraphLinks.h"
#include "ui/QuitQuestion.h"
#include "ui/SignInFlow.h"

#include <QWidget>
#include <memory>

namespace webshop::ui {

QuitFlow::QuitFlow(const Services &services, QWidget *window, Banner *banner, SignInFlow *signIn)
    : QObject(window)
    , m_services(services)
    , m_window(window)
    , m_banner(banner)
    , m_signIn(signIn)
{
    using Problem = control::QuitGuard::Problem;
    connect(m_services.quitGuard, &control::QuitGuard::settled, this, [this] {
        const AfterAdds next = std::exchange(m_afterAdds, AfterAdds::Nothing);
        m_banner->clear();
        if (next == AfterAdds::Close)
            m_window->close();
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
        emit basketNeeded();
        m_banner->showMessage(Banner::Kind::Warning, reason);
    });
}

QuitFlow::~QuitFlow()
{
    cutGraphLinks(this, m_services); // before the members go (GraphLinks.h)
}

bool QuitFlow::mayClose()
{
    if (m_quitAnyway || m_services.quitGuard->openAddCount() == 0)
        return true;
    if (m_asking)
        return false;
    m_asking = true;
    // An answer given at once (the test seam) decides this very close.
    auto asking = std::make_shared<bool>(true);
    QuitQuestion::ask(m_window, [this, asking](QuitQuestion::Answer answer) {
        m_asking = false;
        switch (answer) {
        case QuitQuestion::Answer::Wait: waitThenClose(); break;
        case QuitQuestion::Answer::QuitAnyway:
            m_quitAnyway = true;
            if (!*asking)
                m_window->close();
            break;
        case QuitQuestion::Answer::Cancel: break;
        }
    });
    *asking = false;
    return m_quitAnyway;
}

void QuitFlow::waitThenClose()
{
    m_afterAdds = AfterAdds::Close;
    m_banner->showMessage(Banner::Kind::Info,
                          tr("Waiting for the basket: the window closes as soon as every article has been added."),
                          tr("Quit Now"), [this] {
                              m_quitAnyway = true;
                              m_window->close();
                          });
    m_services.quitGuard->waitForAdds(); // it may be settled already
}

void QuitFlow::signOut(bool switchUser, bool forgetLocalData)
{
    m_afterAdds = AfterAdds::Nothing;
    m_signIn->signOut(switchUser, forgetLocalData);
}

void QuitFlow::logout(bool switchUser, bool forgetLocalData)
{
    if (m_services.quitGuard->openAddCount() == 0) {
        signOut(switchUser, forgetLocalData);
        return;
    }
    // Signing out drops queued adds and leaves the unconfirmed ones untold: ask first (and
    // whether the customer's local price history goes too).
    QuitQuestion::askSignOut(m_window, forgetLocalData, [this, switchUser](QuitQuestion::Answer answer, bool forget) {
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

} // namespace webshop::ui
