#include "app/auth/SessionPrivate.h"

#include "app/auth/AuthLogging.h"

#include <QLocale>

namespace webshop::auth {

namespace {
// A remembered token: its exp, on our clock as far as the server's Date header tells.
bool expiresSoon(const QString &token, std::optional<qint64> serverOffsetMs, int marginSecs)
{
    const auto exp = RenewalPlanner::localExpiry({token, {}, false}, serverOffsetMs);
    return !exp || QDateTime::currentDateTimeUtc().secsTo(*exp) <= marginSecs;
}

// Only refused credentials end a session; anything else (unreachable, 5xx, timeout, an
// unreadable answer) leaves the tokens as they are.
bool isRefusal(const values::ApiError &e)
{
    using Kind = values::ApiError::Kind;
    return e.kind == Kind::Unauthorized || e.kind == Kind::Forbidden || e.kind == Kind::BadRequest;
}
} // namespace

QString defaultLanguage()
{
    const QLocale l;
    if (l.language() == QLocale::C)
        return QStringLiteral("de-DE");
    QString tag = l.name(); // "de_DE"
    tag.replace(u'_', u'-');
    return tag.contains(u'-') ? tag : QStringLiteral("de-DE");
}

// Client login (skipped when a still-valid stored client token is given), then customer login.
void Session::Private::runLogin(const Credentials &c, const QString &storedClientToken, Done done)
{
    const quint64 r = round;
    if (!storedClientToken.isEmpty() && !expiresSoon(storedClientToken, client->serverClockOffsetMs(), 120)) {
        client->setClientToken(storedClientToken);
        tokens.setClientToken(storedClientToken, false);
        loginCustomer(c, r, std::move(done), true);
        return;
    }
    api::ClientLoginJob *j = client->loginClient(c.apiUser, c.apiPassword);
    job = j;
    QObject::connect(j, &api::ApiJob::finished, q, [this, j, c, r, done = std::move(done)] {
        if (r != round)
            return;
        if (!j->isOk()) {
            const values::ApiError e = j->error();
            done(false, e, isRefusal(e)
                               ? Session::tr("The API user or API password was not accepted by the server.")
                               : e.userMessage());
            return;
        }
        tokens.setClientToken(j->clientToken(), true);
        client->setClientToken(tokens.clientToken());
        loginCustomer(c, r, done, false);
    });
}

void Session::Private::loginCustomer(const Credentials &c, quint64 r, Done done, bool clientTokenWasStored)
{
    api::CustomerLoginJob *j = client->loginCustomer(c.username, c.password);
    job = j;
    QObject::connect(j, &api::ApiJob::finished, q, [this, j, c, r, done = std::move(done), clientTokenWasStored] {
        if (r != round)
            return;
        if (!j->isOk()) {
            const values::ApiError e = j->error();
            if (clientTokenWasStored && e.kind == values::ApiError::Kind::Unauthorized) {
                // The stored client token was refused: log in from scratch once.
                runLogin(c, QString(), done);
                return;
            }
            done(false, e, isRefusal(e)
                               ? Session::tr("The user name or password was not accepted by the server.")
                               : e.userMessage());
            return;
        }
        const std::optional<values::DeliveryAddress> previous =
            addressIndex >= 0 && addressIndex < profile.deliveryAddresses.size()
            ? std::optional(profile.deliveryAddresses.at(addressIndex))
            : std::nullopt;
        profile = j->result();
        tokens.setCustomerToken(profile.customerJwt);
        client->setCustomerToken(tokens.customerToken());
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

void Session::Private::applyContext()
{
    values::ShopContext ctx;
    ctx.customerId = profile.customerId;
    ctx.language = language;
    if (addressIndex >= 0 && addressIndex < profile.deliveryAddresses.size()) {
        const values::DeliveryAddress &a = profile.deliveryAddresses.at(addressIndex);
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

void Session::Private::relogin(ReauthDone done)
{
    answerReauth(false); // a stale one (cannot happen: the client runs one at a time)
    if (state != State::LoggedIn || creds.apiUser.isEmpty() || creds.apiPassword.isEmpty()) {
        done(false);
        return;
    }
    reauthDone = std::move(done);
    tokens.stop();
    qCInfo(lcAuth) << "renewing the login";
    const int addressBefore = addressIndex;
    runLogin(creds, QString(), [this, addressBefore](bool ok, const values::ApiError &e, const QString &) {
        if (ok) {
            tokens.schedule(client->serverClockOffsetMs());
            if (creds.remember)
                secrets->storeClientToken(creds, tokens.clientToken());
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
        const qint64 retry = tokens.retryLater();
        qCInfo(lcAuth) << "renewal failed (" << e.detail << e.httpStatus << "), next try in" << retry / 1000 << "s";
        answerReauth(api::ApiClient::ReauthResult::Unreachable);
    });
}

// A server address with user:password@ is refused before anything is used or stored.
bool Session::Private::refuseAddress(const QUrl &baseUrl)
{
    const QString problem = api::ApiClient::baseUrlProblem(baseUrl);
    if (problem.isEmpty())
        return false;
    qCWarning(lcAuth) << "login refused: the server address has a user name or password; host" << baseUrl.host();
    values::ApiError e;
    e.kind = values::ApiError::Kind::CredentialsInUrl;
    e.detail = QStringLiteral("server address with a user name or password refused");
    QPointer<Session> guard(q);
    QTimer::singleShot(0, q, [guard, e, problem] {
        if (guard)
            emit guard->loginFailed(e, problem);
    });
    return true;
}

} // namespace webshop::auth
