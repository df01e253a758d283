#pragma once

// The window's side of the session: the login dialog, the delivery address choice, signing out,
// and what the buyer is told when the session is lost or the keychain complains. What happens
// to the customer's data is the SessionController's business; this only shows the outcome.

#include "ui/Services.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

class QWidget;

namespace webshop::ui {

class Banner;
class LoginDialog;

class SignInFlow : public QObject
{
    Q_OBJECT
public:
    SignInFlow(const Services &services, QWidget *window, Banner *banner);
    ~SignInFlow() override;

    // Opens the login dialog (non-blocking). With tryRestore, the remembered login is tried
    // first. Returns the dialog (owned by the window; deleted when closed).
    LoginDialog *openLogin(bool tryRestore = true);
    LoginDialog *loginDialog() const;
    // True while the dialog signs in.
    bool isSigningIn() const;
    // The server named on the command line: every login form opens with it.
    void setServerUrl(const QUrl &url);
    // After a login without the form (environment): the customer's remembered delivery
    // address when it still exists, else the address choice.
    void chooseAddress();
    // Signs out now and opens the login (Switch User: with empty fields). forgetLocalData: the
    // customer's local data goes first, while the customer is still known.
    void signOut(bool switchUser, bool forgetLocalData);

signals:
    void busyChanged();
    void signedOut(); // by the buyer, or the session ended: the window clears what it showed
    void forgetLocalDataRequested(bool customerOnly);

private:
    void onSessionEnded();

    Services m_services;
    QWidget *m_window;
    Banner *m_banner;
    QPointer<LoginDialog> m_login;
    QUrl m_serverUrl;
};

} // namespace webshop::ui
