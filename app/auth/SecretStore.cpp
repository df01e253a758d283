#include "app/auth/SecretStore.h"

#include "app/auth/AuthLogging.h"

#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <qt6keychain/keychain.h>

namespace webshop::auth {

namespace {

// The real backend: one QtKeychain job per operation, asynchronous (start() + finished),
// never a nested event loop, never a plaintext fallback.
void keychainBackend(const QString &service, SecretStore::Op op, const QString &key, const QString &value,
                     SecretStore::BackendDone done)
{
    QKeychain::Job *job = nullptr;
    switch (op) {
    case SecretStore::Op::Read:
        job = new QKeychain::ReadPasswordJob(service);
        break;
    case SecretStore::Op::Write: {
        auto *w = new QKeychain::WritePasswordJob(service);
        w->setTextData(value);
        job = w;
        break;
    }
    case SecretStore::Op::Remove:
        job = new QKeychain::DeletePasswordJob(service);
        break;
    }
    job->setAutoDelete(true); // deletes itself after finished; a job that never finishes is left alone
    job->setInsecureFallback(false);
    job->setKey(key);
    QObject::connect(job, &QKeychain::Job::finished, job, [done = std::move(done), op](QKeychain::Job *j) {
        using S = SecretStore::BackendStatus;
        switch (j->error()) {
        case QKeychain::NoError:
            done(S::Ok, op == SecretStore::Op::Read ? static_cast<QKeychain::ReadPasswordJob *>(j)->textData() : QString(), {});
            return;
        case QKeychain::EntryNotFound:
            done(S::NotFound, {}, {});
            return;
        case QKeychain::AccessDenied:
        case QKeychain::AccessDeniedByUser:
            done(S::Denied, {}, j->errorString());
            return;
        default:
            done(S::Failed, {}, j->errorString());
            return;
        }
    });
    job->start();
}

const char *opName(SecretStore::Op op)
{
    switch (op) {
    case SecretStore::Op::Read: return "read";
    case SecretStore::Op::Write: return "write";
    case SecretStore::Op::Remove: return "remove";
    }
    return "";
}

} // namespace

class SecretStore::Private
{
public:
    QString service;
    int timeoutMs = 5000;
    int retryDelayMs = 400;
    Backend backend;
};

SecretStore::SecretStore(const QString &service, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>())
{
    d->service = service;
}

SecretStore::~SecretStore() = default;

void SecretStore::setTimeoutMs(int ms) { d->timeoutMs = qMax(1, ms); }
void SecretStore::setRetryDelayMs(int ms) { d->retryDelayMs = qMax(0, ms); }
void SecretStore::setBackendForTesting(Backend backend) { d->backend = std::move(backend); }

QString SecretStore::key(const QString &baseUrl, const QString &apiUser, const QString &username, const QString &what)
{
    // Each part percent-encoded so "a|b" + "c" never equals "a" + "b|c"; short enough for every store.
    // Never a user name or password from the address (user:secret@host) in a key name.
    QUrl u = QUrl(baseUrl).adjusted(QUrl::RemoveUserInfo | QUrl::StripTrailingSlash | QUrl::NormalizePathSegments);
    if (u.path() == u"/")
        u.setPath(QString());
    const QString url = u.toString();
    QStringList parts;
    for (const QString &p : {url, apiUser, username, what})
        parts << QString::fromLatin1(QUrl::toPercentEncoding(p, "@:/.-_"));
    return parts.join(u'|');
}

namespace {
struct Attempt
{
    SecretStore::Op op;
    QString key;
    QString value;
    SecretStore::Callback cb;
    bool answered = false;
    bool retried = false;
};
} // namespace

static void runAttempt(SecretStore *store, const std::shared_ptr<Attempt> &a, const SecretStore::Backend &backend,
                       const QString &service, int retryDelayMs)
{
    QPointer<SecretStore> guard(store);
    auto answer = [guard, a](const SecretStore::Result &r) {
        if (a->answered)
            return;
        a->answered = true;
        if (!guard)
            return; // the store is gone: the callback is not called
        // Always asynchronously, on the store's thread.
        QTimer::singleShot(0, guard.data(), [guard, a, r] {
            if (guard)
                a->cb(r);
        });
    };
    SecretStore::BackendDone done = [guard, a, answer, backend, service, retryDelayMs](SecretStore::BackendStatus s, const QString &value, const QString &errorText) {
        if (a->answered || !guard)
            return;
        using S = SecretStore::BackendStatus;
        SecretStore::Result r;
        switch (s) {
        case S::Ok:
            r.status = SecretStore::Status::Ok;
            r.value = value;
            break;
        case S::NotFound:
            r.status = a->op == SecretStore::Op::Remove ? SecretStore::Status::Ok : SecretStore::Status::NotFound;
            break;
        case S::Failed:
            if (!a->retried && retryDelayMs > 0) {
                // The keyring may come up after the app (login session start-up): once more.
                a->retried = true;
                qCInfo(lcAuth) << "keychain" << opName(a->op) << "failed, retrying once:" << errorText;
                QTimer::singleShot(retryDelayMs, guard.data(), [guard, a, backend, service, retryDelayMs] {
                    if (guard && !a->answered)
                        runAttempt(guard.data(), a, backend, service, retryDelayMs);
                });
                return;
            }
            Q_FALLTHROUGH();
        case S::Denied:
            r.status = SecretStore::Status::Unavailable;
            r.message = SecretStore::tr("The system keychain is not available (%1). Your login is kept in memory for this session only.")
                            .arg(errorText.isEmpty() ? SecretStore::tr("unknown error") : errorText);
            qCWarning(lcAuth) << "keychain" << opName(a->op) << "unavailable:" << errorText;
            break;
        }
        answer(r);
    };
    if (backend)
        backend(a->op, a->key, a->value, std::move(done));
    else
        keychainBackend(service, a->op, a->key, a->value, std::move(done));
}

static void startOp(SecretStore *store, SecretStore::Op op, const QString &key, const QString &value,
                    SecretStore::Callback cb, const SecretStore::Backend &backend, const QString &service,
                    int timeoutMs, int retryDelayMs)
{
    auto a = std::make_shared<Attempt>(Attempt{op, key, value, std::move(cb)});
    QPointer<SecretStore> guard(store);
    // The store's own timeout: QtKeychain can wait forever on a keyring prompt.
    QTimer::singleShot(timeoutMs, store, [guard, a, op, timeoutMs] {
        if (a->answered || !guard)
            return;
        a->answered = true;
        qCWarning(lcAuth) << "keychain" << opName(op) << "timed out after" << timeoutMs << "ms";
        SecretStore::Result r;
        r.status = SecretStore::Status::Unavailable;
        r.message = SecretStore::tr("The system keychain did not answer (it may be locked or waiting for a password). "
                                    "Your login is kept in memory for this session only.");
        a->cb(r);
    });
    runAttempt(store, a, backend, service, retryDelayMs);
}

void SecretStore::read(const QString &key, Callback cb)
{
    startOp(this, Op::Read, key, {}, std::move(cb), d->backend, d->service, d->timeoutMs, d->retryDelayMs);
}

void SecretStore::write(const QString &key, const QString &value, Callback cb)
{
    if (value.toUtf8().size() > kMaxSecretBytes) {
        QPointer<SecretStore> guard(this);
        QTimer::singleShot(0, this, [guard, cb = std::move(cb)] {
            if (!guard)
                return;
            Result r;
            r.status = Status::Unavailable;
            r.message = tr("The secret is too large for the system keychain. It is kept in memory for this session only.");
            cb(r);
        });
        return;
    }
    startOp(this, Op::Write, key, value, std::move(cb), d->backend, d->service, d->timeoutMs, d->retryDelayMs);
}

void SecretStore::remove(const QString &key, Callback cb)
{
    startOp(this, Op::Remove, key, {}, std::move(cb), d->backend, d->service, d->timeoutMs, d->retryDelayMs);
}

} // namespace webshop::auth
