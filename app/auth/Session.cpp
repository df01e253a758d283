#include "app/auth/SessionPrivate.h"

#include "app/api/ApiClient.h"
#include "app/auth/AuthLogging.h"

#include <QPointer>
#include <QTimer>

namespace webshop::auth {

Session::Session(api::ApiClient *client, SecretStore *secrets, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>())
{
    d->q = this;
    d->client = client;
    d->secrets = std::make_unique<LoginSecrets>(secrets);
    connect(d->secrets.get(), &LoginSecrets::keychainMessage, this, &Session::keychainMessage);
    d->tokens.onDue(this, [this] {
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
        d->tokens.forget();
        d->client->setClientToken({});
        d->client->setCustomerToken({});
        d->setState(State::LoggedOut);
        values::ApiError e;
        e.kind = values::ApiError::Kind::Unauthorized;
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
    d->tokens.stop();
    d->tokens.resetBackoff();
    d->creds = credentials;
    d->secrets->setInMemoryOnly(false);
    d->profile = {};
    d->addressIndex = -1;
    api::ApiConfig cfg = d->client->config();
    cfg.baseUrl = credentials.baseUrl;
    d->client->setConfig(cfg);
    d->client->setClientToken({});
    d->client->setCustomerToken({});
    d->setState(State::LoggingIn);
    qCInfo(lcAuth) << "logging in at" << credentials.baseUrl.host();
    d->runLogin(credentials, d->pendingStoredClientToken, [this](bool ok, const values::ApiError &e, const QString &message) {
        if (!ok) {
            d->creds.password.clear();
            d->creds.apiPassword.clear();
            d->setState(State::LoggedOut);
            emit loginFailed(e, message);
            return;
        }
        d->tokens.schedule(d->client->serverClockOffsetMs());
        if (d->creds.remember)
            d->secrets->store(d->creds, d->tokens.clientToken());
        d->setState(State::LoggedIn);
        // The address the login itself chose (the only one, or the one kept across a re-login)
        // is announced here; one that a loggedIn handler chose was announced by selectAddress.
        const int chosenByLogin = d->addressIndex;
        emit loggedIn();
        if (chosenByLogin >= 0 && d->addressIndex == chosenByLogin)
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
    if (!d->secrets->hasStore()) {
        emit loginFailed({}, QString());
        return;
    }
    const quint64 r = ++d->round;
    QPointer<Session> guard(this);
    d->setState(State::LoggingIn);
    d->secrets->read(baseUrl, apiUser, username,
                     [=, this](const QHash<QString, QString> &found, const SecretStore::Result &failure) {
        if (!guard || r != d->round)
            return;
        if (!found.contains(kApiPassword) || !found.contains(kPassword)) {
            d->setState(State::LoggedOut);
            if (failure.status == SecretStore::Status::Unavailable) {
                d->secrets->setInMemoryOnly(true);
                emit keychainMessage(failure.message);
                values::ApiError e;
                e.detail = QStringLiteral("keychain unavailable");
                emit loginFailed(e, failure.message);
            } else {
                emit loginFailed({}, QString()); // nothing stored: simply not logged in
            }
            return;
        }
        Credentials c;
        c.baseUrl = baseUrl;
        c.apiUser = apiUser;
        c.username = username;
        c.apiPassword = found.value(kApiPassword);
        c.password = found.value(kPassword);
        c.remember = true;
        d->pendingStoredClientToken = found.value(kClientToken);
        login(c);
    });
}

void Session::logout()
{
    if (d->job)
        d->job->abandon();
    d->answerReauth(false);
    ++d->round;
    d->tokens.forget();
    d->secrets->remove(d->creds);
    d->client->setClientToken({});
    d->client->setCustomerToken({});
    d->client->setContext({});
    d->tokens.clearTokens();
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
QList<values::DeliveryAddress> Session::deliveryAddresses() const { return d->profile.deliveryAddresses; }
int Session::currentAddressIndex() const { return d->addressIndex; }

values::DeliveryAddress Session::currentAddress() const
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
bool Session::secretsInMemoryOnly() const { return d->secrets->inMemoryOnly(); }
std::optional<QDateTime> Session::nextRenewal() const { return d->tokens.nextRenewal(); }

QStringList Session::secretNames()
{
    return {kApiPassword, kPassword, kClientToken, kCustomerToken};
}

} // namespace webshop::auth
