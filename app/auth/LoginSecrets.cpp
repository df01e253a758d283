#include "app/auth/LoginSecrets.h"

#include "app/auth/Session.h"

namespace webshop::auth {

namespace {
QString keyFor(const Credentials &c, const QString &what)
{
    return SecretStore::key(c.baseUrl.toString(), c.apiUser, c.username, what);
}
} // namespace

LoginSecrets::LoginSecrets(SecretStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
}

void LoginSecrets::report(const SecretStore::Result &r)
{
    if (r.status != SecretStore::Status::Unavailable)
        return;
    if (!m_memoryOnly) {
        m_memoryOnly = true;
        emit keychainMessage(r.message.isEmpty()
                                 ? Session::tr("The system keychain is not available: your login is kept in memory for this session only, and you will be asked again next time.")
                                 : r.message);
    }
}

void LoginSecrets::store(const Credentials &c, const QString &clientToken)
{
    if (!m_store)
        return;
    QPointer<LoginSecrets> guard(this);
    const auto cb = [this, guard](const SecretStore::Result &r) {
        if (guard)
            report(r);
    };
    m_store->write(keyFor(c, kApiPassword), c.apiPassword, cb);
    m_store->write(keyFor(c, kPassword), c.password, cb);
    m_store->write(keyFor(c, kClientToken), clientToken, cb);
}

void LoginSecrets::storeClientToken(const Credentials &c, const QString &clientToken)
{
    if (!m_memoryOnly && m_store)
        m_store->write(keyFor(c, kClientToken), clientToken, [](const SecretStore::Result &) {});
}

void LoginSecrets::remove(const Credentials &c)
{
    if (!m_store)
        return;
    QPointer<LoginSecrets> guard(this);
    for (const QString &what : Session::secretNames()) {
        m_store->remove(keyFor(c, what), [this, guard](const SecretStore::Result &r) {
            if (guard && r.status == SecretStore::Status::Unavailable)
                emit keychainMessage(r.message);
        });
    }
}

void LoginSecrets::read(const QUrl &baseUrl, const QString &apiUser, const QString &username, Found done)
{
    auto found = std::make_shared<QHash<QString, QString>>();
    auto pending = std::make_shared<int>(3);
    auto failure = std::make_shared<SecretStore::Result>();
    failure->status = SecretStore::Status::Ok;
    QPointer<LoginSecrets> guard(this);
    for (const QString &what : {kApiPassword, kPassword, kClientToken}) {
        m_store->read(SecretStore::key(baseUrl.toString(), apiUser, username, what),
                      [=](const SecretStore::Result &res) {
            if (!guard)
                return;
            if (res.status == SecretStore::Status::Ok)
                found->insert(what, res.value);
            else if (res.status == SecretStore::Status::Unavailable)
                *failure = res;
            if (--*pending > 0)
                return;
            done(*found, *failure);
        });
    }
}

} // namespace webshop::auth
