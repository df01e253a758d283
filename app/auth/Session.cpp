#include "app/auth/Session.h"

#include "app/api/ApiClient.h"
#include "app/auth/AuthLogging.h"
#include "app/auth/RenewalPlanner.h"
#include "app/auth/SecretStore.h"

#include <QLocale>
#include <algorithm>
#include <optional>
#include <QPointer>
#include <QTimer>

namespace webshop::auth {

namespace {
const QString kApiPassword = QStringLiteral("apiPassword");
const QString kPassword = QStringLiteral("password");
const QString kClientToken = QStringLiteral("clientToken");
const QString kCustomerToken = QStringLiteral("customerToken");

QString defaultLanguage()
{
    const QLocale l;
    if (l.language() == QLocale::C)
        return QStringLiteral("de-DE");
    QString tag = l.name(); // "de_DE"
    tag.replace(u'_', u'-');
    return tag.contains(u'-') ? tag : QStringLiteral("de-DE");
}

// A remembered token: its exp, on our clock as far as the server's Date header tells.
bool expiresSoon(const QString &token, std::optional<qint64> serverOffsetMs, int marginSecs)
{
    const auto exp = RenewalPlanner::localExpiry({token, {}, false}, serverOffsetMs);
    return !exp || QDateTime::currentDateTimeUtc().secsTo(*exp) <= marginSecs;
}

// Only refused credentials end a session; anything else (unreachable, 5xx, timeout, an
// unreadable answer) leaves the tokens as they are.
bool isRefusal(const api::ApiError &e)
{
    using Kind = api::ApiError::Kind;
    return e.kind == Kind::Unauthorized || e.kind == Kind::Forbidden || e.kind == Kind::BadRequest;
}
} // namespace

class Session::Private
{
public:
    Session *q;
    QPointer<api::ApiClient> client;
    QPointer<SecretStore> secrets;
    State state = State::LoggedOut;
    Credentials creds; // in memory for this run only (re-login)
    api::CustomerLogin profile;
    int addressIndex = -1;
    QString language = defaultLanguage();
    QString countryOverride;
    bool memoryOnly = false;
    QPointer<api::ApiJob> job;
    quint64 round = 0; // a newer login or a logout makes older flows stale
    QTimer renewTimer;
    std::optional<QDateTime> nextRenewal;
    RenewalPlanner planner;
    QDateTime clientTokenReceived, customerTokenReceived;
    bool clientTokenFresh = true;

    using Done = std::function<void(bool ok, const api::ApiError &error, const QString &message)>;

    void setState(State s)
    {
        if (state == s)
            return;
        state = s;
        emit q->stateChanged(s);
    }

    // Client login (skipped when a still-valid stored client token is given), then customer login.
    void runLogin(const Credentials &c, const QString &storedClientToken, Done done)
    {
        const quint64 r = round;
        if (!storedClientToken.isEmpty() && !expiresSoon(storedClientToken, client->serverClockOffsetMs(), 120)) {
            client->setClientToken(storedClientToken);
            currentClientToken = storedClientToken;
            clientTokenReceived = QDateTime::currentDateTimeUtc();
            clientTokenFresh = false;
            loginCustomer(c, r, std::move(done), true);
            return;
        }
        api::ClientLoginJob *j = client->loginClient(c.apiUser, c.apiPassword);
        job = j;
        QObject::connect(j, &api::ApiJob::finished, q, [this, j, c, r, done = std::move(done)] {
            if (r != round)
                return;
            if (!j->isOk()) {
                const api::ApiError e = j->error();
                done(false, e, isRefusal(e)
                                   ? Session::tr("The API user or API password was not accepted by the server.")
                                   : e.userMessage());
                return;
            }
            currentClientToken = j->clientToken();
            clientTokenReceived = QDateTime::currentDateTimeUtc();
            clientTokenFresh = true;
            client->setClientToken(currentClientToken);
            loginCustomer(c, r, done, false);
        });
    }

    void loginCustomer(const Credentials &c, quint64 r, Done done, bool clientTokenWasStored)
    {
        api::CustomerLoginJob *j = client->loginCustomer(c.username, c.password);
        job = j;
        QObject::connect(j, &api::ApiJob::finished, q, [this, j, c, r, done = std::move(done), clientTokenWasStored] {
            if (r != round)
                return;
            if (!j->isOk()) {
                const api::ApiError e = j->error();
                if (clientTokenWasStored && e.kind == api::ApiError::Kind::Unauthorized) {
                    // The stored client token was refused: log in from scratch once.
                    runLogin(c, QString(), done);
                    return;
                }
                done(false, e, isRefusal(e)
                                   ? Session::tr("The user name or password was not accepted by the server.")
                                   : e.userMessage());
                return;
            }
            const std::optional<api::DeliveryAddress> previous =
                addressIndex >= 0 && addressIndex < profile.deliveryAddresses.size()
                ? std::optional(profile.deliveryAddresses.at(addressIndex))
                : std::nullopt;
            profile = j->result();
            currentCustomerToken = profile.customerJwt;
            customerTokenReceived = QDateTime::currentDateTimeUtc();
            client->setCustomerToken(currentCustomerToken);
            profile.customerJwt.clear(); // the client holds it; no second copy
            // Keep the chosen address across a re-login; choose the only one automatically.
            addressIndex = -1;
            for (int i = 0; previous && i < profile.deliveryAddresses.size() && addressIndex < 0; ++i)
                if (profile.deliveryAddresses.at(i).isSameAs(*previous))
                    addressIndex = i;
            if (addressIndex < 0 && profile.deliveryAddresses.size() == 1)
                addressIndex = 0;
            applyContext();
            done(true, {}, {});
        });
    }

    void applyContext()
    {
        api::ShopContext ctx;
        ctx.customerId = profile.customerId;
        ctx.language = language;
        if (addressIndex >= 0 && addressIndex < profile.deliveryAddresses.size()) {
            const api::DeliveryAddress &a = profile.deliveryAddresses.at(addressIndex);
            ctx.storeId = a.storeId;
            ctx.country = a.country.trimmed().toUpper();
            // Any address field may be empty (spec 2.4): fall back to the language's region.
            if (ctx.country.isEmpty() && language.size() == 5 && language.at(2) == u'-')
                ctx.country = language.mid(3).toUpper();
        }
        if (!countryOverride.isEmpty())
            ctx.country = countryOverride;
        client->setContext(ctx);
    }

    void scheduleRenewal()
    {
        renewTimer.stop();
        nextRenewal.reset();
        const std::optional<qint64> delay = planner.afterTokens(
            {{currentClientToken, clientTokenReceived, clientTokenFresh}, {currentCustomerToken, customerTokenReceived, true}},
            client->serverClockOffsetMs(), QDateTime::currentDateTimeUtc());
        if (delay) // not decodable: renew only on a 401
            startRenewalTimer(*delay);
    }

    void startRenewalTimer(qint64 delayMs)
    {
        nextRenewal = QDateTime::currentDateTimeUtc().addMSecs(delayMs);
        renewTimer.start(int(delayMs));
        qCDebug(lcAuth) << "login renewal scheduled in" << delayMs / 1000 << "s";
    }

    QString keyFor(const QString &what) const
    {
        return SecretStore::key(creds.baseUrl.toString(), creds.apiUser, creds.username, what);
    }

    void reportKeychain(const SecretStore::Result &r)
    {
        if (r.status != SecretStore::Status::Unavailable)
            return;
        if (!memoryOnly) {
            memoryOnly = true;
            emit q->keychainMessage(r.message.isEmpty()
                                        ? Session::tr("The system keychain is not available: your login is kept in memory for this session only, and you will be asked again next time.")
                                        : r.message);
        }
    }

    void storeSecrets()
    {
        if (!secrets)
            return;
        QPointer<Session> guard(q);
        const auto cb = [this, guard](const SecretStore::Result &r) {
            if (guard)
                reportKeychain(r);
        };
        secrets->write(keyFor(kApiPassword), creds.apiPassword, cb);
        secrets->write(keyFor(kPassword), creds.password, cb);
        secrets->write(keyFor(kClientToken), currentClientToken, cb);
        // The customer token is not kept: a restore logs the customer in again for the
        // profile (name, delivery addresses), which a token alone does not give.
    }

    void removeSecrets(const Credentials &c)
    {
        if (!secrets)
            return;
        QPointer<Session> guard(q);
        for (const QString &what : Session::secretNames()) {
            secrets->remove(SecretStore::key(c.baseUrl.toString(), c.apiUser, c.username, what),
                            [this, guard](const SecretStore::Result &r) {
                                if (guard && r.status == SecretStore::Status::Unavailable)
                                    emit q->keychainMessage(r.message);
                            });
        }
    }

    // The ApiClient waits for this answer (its token requests are held): always give one.
    using ReauthDone = std::function<void(api::ApiClient::ReauthOutcome)>;
    ReauthDone reauthDone;
    void answerReauth(api::ApiClient::ReauthOutcome outcome)
    {
        if (auto f = std::exchange(reauthDone, {}))
            f(outcome);
    }

    void relogin(ReauthDone done)
    {
        answerReauth(false); // a stale one (cannot happen: the client runs one at a time)
        if (state != State::LoggedIn || creds.apiUser.isEmpty() || creds.apiPassword.isEmpty()) {
            done(false);
            return;
        }
        reauthDone = std::move(done);
        renewTimer.stop();
        qCInfo(lcAuth) << "renewing the login";
        const int addressBefore = addressIndex;
        runLogin(creds, QString(), [this, addressBefore](bool ok, const api::ApiError &e, const QString &) {
            if (ok) {
                scheduleRenewal();
                if (creds.remember && !memoryOnly && secrets)
                    secrets->write(keyFor(kClientToken), currentClientToken, [](const SecretStore::Result &) {});
                emit q->tokensRenewed();
                // The chosen address moved in the list, or is gone: the app must know (a gone
                // one leaves no store: the user chooses again).
                if (addressIndex != addressBefore)
                    emit q->addressChanged();
                answerReauth(api::ApiClient::ReauthResult::Ok);
                return;
            }
            if (isRefusal(e)) {
                answerReauth(api::ApiClient::ReauthResult::Refused); // the client reports the loss
                return;
            }
            // Unreachable, 5xx, timeout: the tokens may still be good. Keep the session and
            // try again later, each time later.
            const qint64 retry = planner.afterFailure();
            startRenewalTimer(retry);
            qCInfo(lcAuth) << "renewal failed (" << e.detail << e.httpStatus << "), next try in" << retry / 1000 << "s";
            answerReauth(api::ApiClient::ReauthResult::Unreachable);
        });
    }

    // A server address with user:password@ is refused before anything is used or stored.
    bool refuseAddress(const QUrl &baseUrl)
    {
        const QString problem = api::ApiClient::baseUrlProblem(baseUrl);
        if (problem.isEmpty())
            return false;
        qCWarning(lcAuth) << "login refused: the server address has a user name or password; host" << baseUrl.host();
        api::ApiError e;
        e.kind = api::ApiError::Kind::CredentialsInUrl;
        e.detail = QStringLiteral("server address with a user name or password refused");
        QPointer<Session> guard(q);
        QTimer::singleShot(0, q, [guard, e, problem] {
            if (guard)
                emit guard->loginFailed(e, problem);
        });
        return true;
    }

    // What the last login produced (the client holds the same; kept for exp and remember-me).
    QString currentClientToken, currentCustomerToken;
    QString pendingStoredClientToken; // restore(): a remembered client token to try first
};

Session::Session(api::ApiClient *client, SecretStore *secrets, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>())
{
    d->q = this;
    d->client = client;
    d->secrets = secrets;
    d->renewTimer.setSingleShot(true);
    connect(&d->renewTimer, &QTimer::timeout, this, [this] {
        if (d->client && d->state == State::LoggedIn)
            d->client->renewAuthentication();
    });
    QPointer<Session> guard(this);
    client->setReauthenticator([guard](Private::ReauthDone done) {
        if (!guard) {
            done(false);
            return;
        }
        guard->d->relogin(std::move(done));
    });
    connect(client, &api::ApiClient::authenticationLost, this, [this] {
        if (d->state != State::LoggedIn)
            return;
        qCWarning(lcAuth) << "authentication lost";
        ++d->round;
        d->renewTimer.stop();
        d->nextRenewal.reset();
        d->planner.reset();
        d->client->setClientToken({});
        d->client->setCustomerToken({});
        d->setState(State::LoggedOut);
        api::ApiError e;
        e.kind = api::ApiError::Kind::Unauthorized;
        emit loginFailed(e, tr("Your login has expired and could not be renewed. Please log in again."));
    });
}

Session::~Session()
{
    d->answerReauth(false);
    if (d->client)
        d->client->setReauthenticator({});
}

Session::State Session::state() const { return d->state; }
api::ApiClient *Session::client() const { return d->client; }

void Session::login(const Credentials &credentials)
{
    if (d->refuseAddress(credentials.baseUrl))
        return;
    if (d->job)
        d->job->abandon();
    d->answerReauth(false);
    ++d->round;
    d->renewTimer.stop();
    d->planner.reset();
    d->creds = credentials;
    d->memoryOnly = false;
    d->profile = {};
    d->addressIndex = -1;
    api::ApiConfig cfg = d->client->config();
    cfg.baseUrl = credentials.baseUrl;
    d->client->setConfig(cfg);
    d->client->setClientToken({});
    d->client->setCustomerToken({});
    d->setState(State::LoggingIn);
    qCInfo(lcAuth) << "logging in at" << credentials.baseUrl.host();
    d->runLogin(credentials, d->pendingStoredClientToken, [this](bool ok, const api::ApiError &e, const QString &message) {
        if (!ok) {
            d->creds.password.clear();
            d->creds.apiPassword.clear();
            d->setState(State::LoggedOut);
            emit loginFailed(e, message);
            return;
        }
        d->scheduleRenewal();
        if (d->creds.remember)
            d->storeSecrets();
        d->setState(State::LoggedIn);
        emit loggedIn();
        if (d->addressIndex >= 0)
            emit addressChanged();
    });
    d->pendingStoredClientToken.clear();
}

bool Session::loginFromEnvironment(const QUrl &baseUrl)
{
    Credentials c;
    c.baseUrl = baseUrl;
    c.apiUser = qEnvironmentVariable("WEBSHOP_API_USER");
    c.apiPassword = qEnvironmentVariable("WEBSHOP_API_PASSWORD");
    c.username = qEnvironmentVariable("WEBSHOP_USERNAME");
    c.password = qEnvironmentVariable("WEBSHOP_PASSWORD");
    if (c.apiUser.isEmpty() || c.apiPassword.isEmpty() || c.username.isEmpty() || c.password.isEmpty())
        return false;
    c.remember = false;
    if (d->refuseAddress(baseUrl))
        return true; // handled: reported through loginFailed
    qCInfo(lcAuth) << "logging in from the environment"; // never the values
    login(c);
    return true;
}

void Session::restore(const QUrl &baseUrl, const QString &apiUser, const QString &username)
{
    if (d->refuseAddress(baseUrl))
        return;
    if (!d->secrets) {
        emit loginFailed({}, QString());
        return;
    }
    const quint64 r = ++d->round;
    auto found = std::make_shared<QHash<QString, QString>>();
    auto pending = std::make_shared<int>(3);
    auto failure = std::make_shared<SecretStore::Result>();
    failure->status = SecretStore::Status::Ok;
    QPointer<Session> guard(this);
    d->setState(State::LoggingIn);
    for (const QString &what : {kApiPassword, kPassword, kClientToken}) {
        d->secrets->read(SecretStore::key(baseUrl.toString(), apiUser, username, what),
                         [=, this](const SecretStore::Result &res) {
            if (!guard || r != d->round)
                return;
            if (res.status == SecretStore::Status::Ok)
                found->insert(what, res.value);
            else if (res.status == SecretStore::Status::Unavailable)
                *failure = res;
            if (--*pending > 0)
                return;
            if (!found->contains(kApiPassword) || !found->contains(kPassword)) {
                d->setState(State::LoggedOut);
                if (failure->status == SecretStore::Status::Unavailable) {
                    d->memoryOnly = true;
                    emit keychainMessage(failure->message);
                    api::ApiError e;
                    e.detail = QStringLiteral("keychain unavailable");
                    emit loginFailed(e, failure->message);
                } else {
                    emit loginFailed({}, QString()); // nothing stored: simply not logged in
                }
                return;
            }
            Credentials c;
            c.baseUrl = baseUrl;
            c.apiUser = apiUser;
            c.username = username;
            c.apiPassword = found->value(kApiPassword);
            c.password = found->value(kPassword);
            c.remember = true;
            d->pendingStoredClientToken = found->value(kClientToken);
            login(c);
        });
    }
}

void Session::logout()
{
    if (d->job)
        d->job->abandon();
    d->answerReauth(false);
    ++d->round;
    d->renewTimer.stop();
    d->nextRenewal.reset();
    d->planner.reset();
    d->removeSecrets(d->creds);
    d->client->setClientToken({});
    d->client->setCustomerToken({});
    d->client->setContext({});
    d->currentClientToken.clear();
    d->currentCustomerToken.clear();
    d->creds = {};
    d->profile = {};
    d->addressIndex = -1;
    d->setState(State::LoggedOut);
    qCInfo(lcAuth) << "logged out";
    emit loggedOut();
}

QString Session::customerId() const { return d->profile.customerId; }
QString Session::customerName() const { return d->profile.customerName; }
QString Session::username() const { return d->creds.username; }
QUrl Session::baseUrl() const { return d->creds.baseUrl; }
QList<api::DeliveryAddress> Session::deliveryAddresses() const { return d->profile.deliveryAddresses; }
int Session::currentAddressIndex() const { return d->addressIndex; }

api::DeliveryAddress Session::currentAddress() const
{
    if (d->addressIndex < 0 || d->addressIndex >= d->profile.deliveryAddresses.size())
        return {};
    return d->profile.deliveryAddresses.at(d->addressIndex);
}

void Session::selectAddress(int index)
{
    if (index < 0 || index >= d->profile.deliveryAddresses.size() || index == d->addressIndex)
        return;
    d->addressIndex = index;
    d->applyContext();
    emit addressChanged();
}

void Session::setLanguage(const QString &languageTag)
{
    if (languageTag.isEmpty() || languageTag == d->language)
        return;
    d->language = languageTag;
    if (d->state == State::LoggedIn) {
        d->applyContext();
        emit addressChanged();
    }
}

QString Session::language() const { return d->language; }

void Session::setCountry(const QString &countryCode)
{
    QString code = countryCode.trimmed().toUpper();
    if (code.size() != 2 || !code.at(0).isLetter() || !code.at(1).isLetter())
        code.clear();
    if (code == d->countryOverride)
        return;
    d->countryOverride = code;
    if (d->state == State::LoggedIn) {
        d->applyContext();
        emit addressChanged();
    }
}

QString Session::country() const { return d->countryOverride; }
bool Session::secretsInMemoryOnly() const { return d->memoryOnly; }
std::optional<QDateTime> Session::nextRenewal() const { return d->nextRenewal; }

QStringList Session::secretNames()
{
    return {kApiPassword, kPassword, kClientToken, kCustomerToken};
}

} // namespace webshop::auth
