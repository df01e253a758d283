#pragma once

// The sign-in form: server (the built-in demo shop or a company server), the company's API
// user and password, the customer's username and password, "remember me". It checks what was
// typed and hands it over; it never talks to the server itself.

#include "app/control/Services.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace webshop::control { class PreferencesStore; }

namespace webshop::ui {

class Banner;
class Spinner;

class CredentialsPage : public QWidget
{
    Q_OBJECT
public:
    // demoServerUrl/demoCredentials: the demo shop to offer (an invalid URL: none).
    // `preferences`: the server choice is read from and saved to them.
    CredentialsPage(const QUrl &demoServerUrl, const control::SignIn &demoCredentials,
                    control::PreferencesStore *preferences, QWidget *parent = nullptr);

    // What was typed, with the server's full address.
    control::SignIn credentials() const;
    QUrl selectedServerUrl() const;
    QString serverUrlText() const;
    bool isDemoServer() const;
    // Puts a server (--base-url) into the form: the company server with this address.
    void setServerUrl(const QUrl &url);
    // Fills the form from the last sign-in (never a password).
    void prefill();
    // Remembers server, API user, username and "remember me" for the next time.
    void saveHints() const;
    // Every field filled, the address a plain web address; else says what is wrong and focuses it.
    bool validate();
    // Signing in: the fields are locked and the spinner turns.
    void setBusy(bool busy, const QString &progress = {});
    void focusPassword(bool selectAll);
    void clearPassword();

    Banner *banner() const { return m_banner; }
    QPushButton *loginButton() const { return m_loginButton; }

signals:
    void submitted();
    void cancelled();

private:
    void buildForm(QFormLayout *form);
    void buildButtons(QVBoxLayout *v);
    void onServerChoiceChanged();

    QUrl m_demoServerUrl;
    control::PreferencesStore *m_preferences = nullptr;
    control::SignIn m_demoCredentials;
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
};

} // namespace webshop::ui
