#pragma once

// Sign in: server (the demo shop or a company server), the company's API user and password,
// the customer's username and password, "remember me" (OS keychain). Then, when the customer
// has several delivery addresses, the choice of one. Never blocks: it is opened with open()
// and drives the session (control::SessionController) asynchronously.

#include "ui/Services.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace webshop::ui {

class Banner;
class Spinner;

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
    void showAddressChoice();

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
    // Page parts both steps use.
    static QLabel *heading(const QString &text, QWidget *parent);
    static QLabel *subtitle(const QString &text, QWidget *parent);
    QWidget *buildCredentialsPage();
    QWidget *buildAddressPage();
    void setStep(Step step);
    void onServerChoiceChanged();
    void submit();
    void onLoggedIn();
    void onLoginFailed(const QString &message);
    void acceptAddress();
    void saveLoginHints() const;
    bool validate();

    Services m_services;
    Step m_step = Step::Credentials;
    QStackedWidget *m_pages = nullptr;
    Banner *m_banner = nullptr;
    QComboBox *m_server = nullptr;
    QLineEdit *m_url = nullptr;
    QLabel *m_urlLabel = nullptr;
    QLineEdit *m_apiUser = nullptr;
    QLineEdit *m_apiPassword = nullptr;
    QLineEdit *m_username = nullptr;
    QLineEdit *m_password = nullptr;
    QCheckBox *m_remember = nullptr;
    QPushButton *m_loginButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    Spinner *m_spinner = nullptr;
    QLabel *m_progressText = nullptr;
    QListWidget *m_addresses = nullptr;
    QPushButton *m_addressButton = nullptr;
    Banner *m_addressBanner = nullptr;
    bool m_restoring = false;
};

} // namespace webshop::ui
