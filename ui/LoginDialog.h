#pragma once

// Sign in: server (the demo shop or a company server), the company's API user and password,
// the customer's username and password, "remember me" (OS keychain). Then, when the customer
// has several delivery addresses, the choice of one. Never blocks: it is opened with open()
// and drives the session (control::SessionController) asynchronously.

#include "ui/Services.h"

#include <QDialog>

class QStackedWidget;
namespace webshop::values { struct ApiError; }

namespace webshop::ui {

class AddressChooser;
class Banner;
class CredentialsPage;

class LoginDialog : public QDialog
{
    Q_OBJECT
public:
    explicit LoginDialog(const Services &services, QWidget *parent = nullptr);
    ~LoginDialog() override;

    enum class Step { Credentials, SigningIn, ChooseAddress };
    Step step() const { return m_step; }

    // Tries the remembered login (keychain) when "remember me" was on last time; falls back to
    // the form. Returns true when a restore was started.
    bool tryRestore();
    // Opens straight at the address choice (switching address when already logged in).
    // The address choice with `preselected` selected (-1: the current address).
    void showAddressChoice(int preselected = -1);

    // Fields, for tests and the shell.
    QString serverUrlText() const;
    QUrl selectedServerUrl() const;
    // Puts a server (--base-url) into the form: the company server with this address.
    void setServerUrl(const QUrl &url);
    // A message above the form (e.g. why the sign-in is asked for again).
    void showNotice(const QString &text);

signals:
    void busyChanged(bool busy);

public:
    void reject() override;

private:
    void connectSession();
    void setStep(Step step, const QString &progress = {});
    void submit();
    void onLoggedIn();
    void onLoginFailed(const QString &message);
    bool startOffline(const values::ApiError &error);
    Banner *currentBanner() const;

    Services m_services;
    Step m_step = Step::Credentials;
    QStackedWidget *m_pages = nullptr;
    CredentialsPage *m_credentials = nullptr;
    AddressChooser *m_addresses = nullptr;
    bool m_restoring = false;
};

} // namespace webshop::ui
