#pragma once

// The client of the Commerce Service API (app/api/SPEC.md): one job per request, results as
// the value types of app/values. Models and controllers use it; widgets never see it.

#include "app/api/ApiConfig.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

class QNetworkAccessManager;

namespace webshop::api {

class ApiClient;

// Base of every request. Owned by the ApiClient; deletes itself after finished() has been
// delivered. finished() is emitted exactly once, asynchronously, unless abandon() was called.
class ApiJob : public QObject
{
    Q_OBJECT
public:
    const ApiError &error() const { return m_error; }
    bool isOk() const { return !m_error.isError(); }
    // Stop caring: cancels the network request; finished() will not be emitted.
    virtual void abandon() = 0;

signals:
    void finished();

protected:
    using QObject::QObject;
    ApiError m_error;
};

class ClientLoginJob : public ApiJob
{
    Q_OBJECT
public:
    using ApiJob::ApiJob;
    virtual QString clientToken() const = 0;
};

class CustomerLoginJob : public ApiJob
{
    Q_OBJECT
public:
    using ApiJob::ApiJob;
    virtual const CustomerLogin &result() const = 0;
};

class SearchJob : public ApiJob
{
    Q_OBJECT
public:
    using ApiJob::ApiJob;
    virtual const SearchPage &result() const = 0;
};

class ArticleJob : public ApiJob
{
    Q_OBJECT
public:
    using ApiJob::ApiJob;
    virtual const Article &result() const = 0;
};

class AddItemJob : public ApiJob
{
    Q_OBJECT
public:
    using ApiJob::ApiJob;
    // Kind::Outcome in error(): the add may or may not have reached the server.
};

class BasketJob : public ApiJob
{
    Q_OBJECT
public:
    using ApiJob::ApiJob;
    virtual const Basket &result() const = 0;
};

class PersonalListsJob : public ApiJob
{
    Q_OBJECT
public:
    using ApiJob::ApiJob;
    virtual const PersonalLists &result() const = 0;
};

class PersonalListJob : public ApiJob
{
    Q_OBJECT
public:
    using ApiJob::ApiJob;
    virtual const PersonalList &result() const = 0;
};

// The client of the Commerce Service. One per app, on one long-lived QNetworkAccessManager
// that is passed in. Tokens are attached in exactly one place inside it.
class ApiClient : public QObject
{
    Q_OBJECT
public:
    explicit ApiClient(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~ApiClient() override;

    QNetworkAccessManager *networkAccessManager() const;

    void setConfig(const ApiConfig &config);
    const ApiConfig &config() const;

    // Store, customer, country and language of every call that needs them.
    void setContext(const ShopContext &context);
    const ShopContext &context() const;

    // Set by app/auth; empty clears.
    void setClientToken(const QString &jwt);
    void setCustomerToken(const QString &jwt);
    bool hasTokens() const;

    ClientLoginJob *loginClient(const QString &apiUser, const QString &apiPassword);
    CustomerLoginJob *loginCustomer(const QString &username, const QString &password);
    // A new search abandons the search in flight: a late reply for an old query never arrives.
    // Lookup searches (e.g. an article number for the basket) run beside it and replace nothing.
    enum class SearchKind { Interactive, Lookup };
    SearchJob *search(const QString &query, int page, int rows, SearchKind kind = SearchKind::Interactive);
    ArticleJob *article(const QString &variantId);
    // The same article at another store of the customer (a store comparison); the context's
    // store is not changed.
    ArticleJob *article(const QString &variantId, const QString &storeId);
    AddItemJob *addItem(const QString &bundleId, Decimal amount); // never retried
    BasketJob *basket();
    PersonalListsJob *personalLists();
    PersonalListJob *personalList(const QString &listId);

    // A URL from the server (e.g. a relative imageUrl) resolved against the base URL.
    QUrl resolve(const QString &urlOrPath) const;

    // How a re-login ended. Refused: the credentials were refused (the session is over).
    // Unreachable: network error, 5xx or timeout; the tokens may still be good, nothing is lost.
    enum class ReauthResult { Refused, Ok, Unreachable };
    struct ReauthOutcome
    {
        ReauthOutcome(bool ok) : result(ok ? ReauthResult::Ok : ReauthResult::Refused) {} // NOLINT: implicit on purpose
        ReauthOutcome(ReauthResult r) : result(r) {}                                     // NOLINT
        ReauthResult result;
    };
    // Re-login hook for app/auth: on 401/403 the client calls it once, holds the requests
    // meanwhile, and replays idempotent ones when `done(true)` is called. done(Unreachable)
    // fails the held requests with a network error and keeps the authentication.
    using Reauthenticator = std::function<void(std::function<void(ReauthOutcome outcome)> done)>;
    void setReauthenticator(Reauthenticator reauth);
    // Runs the re-login now (proactive refresh before the tokens expire); token requests wait
    // for it like they do after a 401.
    void renewAuthentication();

    // Server clock minus local clock, from the Date header of the latest reply that had one.
    std::optional<qint64> serverClockOffsetMs() const;

    // Why a server address cannot be used (translated), or empty when it can. A user name or
    // password in it (https://user:secret@host) is refused everywhere, never stored.
    static QString baseUrlProblem(const QUrl &baseUrl);

signals:
    // Any request failed for lack of connectivity / succeeded again: for the status bar.
    void reachabilityChanged(bool reachable);
    // Authentication could not be restored: the user must log in again.
    void authenticationLost();

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace webshop::api
