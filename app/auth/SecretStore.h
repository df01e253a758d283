#pragma once

// CONTRACT: asynchronous secrets over QtKeychain. No nested event loops, a timeout around
// every job (QtKeychain can wait forever on a keyring prompt), never a plaintext fallback.

#include <QObject>
#include <QString>
#include <functional>

namespace webshop::auth {

class SecretStore : public QObject
{
    Q_OBJECT
public:
    enum class Status {
        Ok,
        NotFound,    // "not logged in", not an error
        Unavailable, // no keychain, locked, denied, or timed out: keep secrets in memory only
    };
    Q_ENUM(Status)

    struct Result
    {
        Status status = Status::Ok;
        QString value;   // for reads
        QString message; // translated reason when Unavailable
    };
    using Callback = std::function<void(const Result &)>;

    // `service` names the keychain service (e.g. "Webshop Desktop"); keys are namespaced by the caller.
    explicit SecretStore(const QString &service, QObject *parent = nullptr);
    ~SecretStore() override;

    void setTimeoutMs(int ms); // default 5000
    // The callback is always called exactly once, asynchronously, on this object's thread.
    // It is not called if the store is destroyed first.
    void read(const QString &key, Callback cb);
    void write(const QString &key, const QString &value, Callback cb);
    void remove(const QString &key, Callback cb);

    // Namespaced key: base URL + API user + customer user + what.
    static QString key(const QString &baseUrl, const QString &apiUser, const QString &username,
                       const QString &what);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace webshop::auth
