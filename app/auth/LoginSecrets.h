#pragma once

#include "app/auth/SecretStore.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <functional>

namespace webshop::auth {

struct Credentials;

inline const QString kApiPassword = QStringLiteral("apiPassword");
inline const QString kPassword = QStringLiteral("password");
inline const QString kClientToken = QStringLiteral("clientToken");
inline const QString kCustomerToken = QStringLiteral("customerToken");

// The remember-me hand-off between the Session and the SecretStore: the keychain entries of
// one login (API password, password, client token), written after a remembered login, read
// back for a restore, removed at logout. A keychain that is not available is reported once
// (keychainMessage); the login is then kept in memory only.
class LoginSecrets : public QObject
{
    Q_OBJECT
public:
    explicit LoginSecrets(SecretStore *store, QObject *parent = nullptr);

    bool hasStore() const { return !m_store.isNull(); }
    bool inMemoryOnly() const { return m_memoryOnly; }
    void setInMemoryOnly(bool memoryOnly) { m_memoryOnly = memoryOnly; }

    // The login's API password, password and client token. The customer token is not kept: a
    // restore logs the customer in again for the profile (name, delivery addresses), which a
    // token alone does not give.
    void store(const Credentials &c, const QString &clientToken);
    // A renewed client token, unless the login is kept in memory only.
    void storeClientToken(const Credentials &c, const QString &clientToken);
    // Every keychain entry of this login.
    void remove(const Credentials &c);

    // The stored entries of a login (found by name), and the failure of an unavailable keychain
    // (status Ok when none); `done` comes once, after the three reads.
    using Found = std::function<void(const QHash<QString, QString> &found, const SecretStore::Result &failure)>;
    void read(const QUrl &baseUrl, const QString &apiUser, const QString &username, Found done);

signals:
    void keychainMessage(const QString &message);

private:
    void report(const SecretStore::Result &r);

    QPointer<SecretStore> m_store;
    bool m_memoryOnly = false;
};

} // namespace webshop::auth
