#pragma once

// Closing the window, or signing out, while basket additions are open: they are queued, on the
// wire, or sent with an outcome not yet confirmed. The buyer is asked; "wait" closes the window
// (or signs out) by itself once every addition is settled, unless one failed meanwhile (then
// the window stays and says so). Nothing is dropped without telling.

#include "ui/Services.h"

#include <QObject>

class QWidget;

namespace webshop::ui {

class Banner;
class SignInFlow;

class QuitFlow : public QObject
{
    Q_OBJECT
public:
    QuitFlow(const Services &services, QWidget *window, Banner *banner, SignInFlow *signIn);
    ~QuitFlow() override;

    // From the window's closeEvent: true when it may close now; else the buyer is asked (an
    // answer "wait" closes the window later).
    bool mayClose();
    // Log Out / Switch User: asks first while basket adds are open; forgetLocalData: the
    // customer's price and add history on this computer go too.
    void logout(bool switchUser, bool forgetLocalData = false);

signals:
    // The adds could not all be settled: the basket page shows what is in the basket.
    void basketNeeded();

private:
    void waitThenClose();
    void signOut(bool switchUser, bool forgetLocalData);

    Services m_services;
    QWidget *m_window;
    Banner *m_banner;
    SignInFlow *m_signIn;
    // What happens once the open basket adds are settled (the buyer chose to wait).
    enum class AfterAdds { Nothing, Close, SignOut, SwitchUser };
    AfterAdds m_afterAdds = AfterAdds::Nothing;
    bool m_forgetAfterAdds = false; // with SignOut / SwitchUser: the local data goes too
    bool m_quitAnyway = false;      // the buyer chose to quit with additions open
    bool m_asking = false;
};

} // namespace webshop::ui
