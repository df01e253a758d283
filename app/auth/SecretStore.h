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

    // Largest secret accepted (UTF-8 bytes): Windows' credential store rejects more than 2,560.
    static constexpr int kMaxSecretBytes = 2560;

    // Test seam: replaces QtKeychain. `done` may be called late or never (a keyring prompt
    // nobody answers); the store's own timeout still answers the caller.
    enum class Op { Read, Write, Remove };
    enum class BackendStatus { Ok, NotFound, Denied, Failed };
    using BackendDone = std::function<void(BackendStatus status, const QString &value, const QString &errorText)>;
    using Backend = std::function<void(Op op, const QString &key, const QString &value, BackendDone done)>;
    void setBackendForTesting(Backend backend);
    // Retry delay after a first "keychain not there" (it may come up after the app); 0: no retry.
    void setRetryDelayMs(int ms); // default 400

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace webshop::auth
