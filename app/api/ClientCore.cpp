#include "app/api/ClientCore.h"

#include "app/api/ApiLogging.h"
#include "app/api/HttpCall.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QTimer>
#include <QUrlQuery>

namespace webshop::api {

bool isLoopbackHost(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

bool hasUserInfo(const QUrl &url)
{
    return !url.userName().isEmpty() || !url.password().isEmpty();
}

bool isSameOrigin(const QUrl &a, const QUrl &b)
{
    const auto port = [](const QUrl &u) { return u.port(u.scheme().compare(QLatin1String("https"), Qt::CaseInsensitive) == 0 ? 443 : 80); };
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0
        && a.host().compare(b.host(), Qt::CaseInsensitive) == 0 && port(a) == port(b);
}

QNetworkRequest ClientCore::prepareRequest(const RequestSpec &spec) const
{
    QNetworkRequest r(spec.url);
    r.setRawHeader("Accept", "application/json");
    const QString ua = QStringLiteral("WebshopDesktop/%1").arg(QCoreApplication::applicationVersion());
    r.setHeader(QNetworkRequest::UserAgentHeader, ua);
    if (!spec.body.isEmpty() || spec.verb != "GET")
        r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    // Same-origin redirects only (Qt's default would follow a cross-origin one with our headers).
    r.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::UserVerifiedRedirectPolicy);
    r.setMaximumRedirectsAllowed(5);
    // No disk cache for API calls (it would store basket JSON in plaintext), no cookie jar:
    // tokens travel only as attached below.
    r.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    r.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    r.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    r.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    // Our own timers enforce the limits; Qt's transfer timeout stays off so the reason is known.
    r.setTransferTimeout(0);

    if (!spec.attachTokens)
        return r;
    // The one place tokens are attached.
    const QByteArray client = clientToken.toLatin1();
    const QByteArray customer = customerToken.toLatin1();
    if (config.tokenTransport == ApiConfig::TokenTransport::Headers) {
        if (!client.isEmpty())
            r.setRawHeader("apijwt", client);
        if (!customer.isEmpty())
            r.setRawHeader("customerjwt", customer);
    } else {
        QByteArrayList cookies;
        if (!client.isEmpty())
            cookies << "apijwt=" + client;
        if (!customer.isEmpty())
            cookies << "customerjwt=" + customer;
        if (!cookies.isEmpty())
            r.setRawHeader("Cookie", cookies.join("; "));
    }
    return r;
}

ApiError ClientCore::checkUrl(const QUrl &url) const
{
    ApiError e;
    if (hasUserInfo(url) || (baseUrlRefused && url.host().isEmpty())) {
        e.kind = ApiError::Kind::CredentialsInUrl;
        e.detail = QStringLiteral("a server address with a user name or password is refused");
        return e;
    }
    if (!url.isValid() || url.host().isEmpty()) {
        e.kind = ApiError::Kind::Network;
        e.detail = QStringLiteral("no valid server address configured");
        return e;
    }
    const QString scheme = url.scheme().toLower();
    if (scheme == u"https")
        return e;
    if (scheme == u"http" && isLoopbackHost(url.host()))
        return e;
    e.kind = ApiError::Kind::Insecure;
    e.detail = QStringLiteral("%1:// to %2 refused: only https, or http on loopback").arg(scheme, url.host());
    return e;
}

QUrl ClientCore::urlFor(const QStringList &segments, const QList<QPair<QString, QString>> &query) const
{
    QUrl url = config.baseUrl;
    QString path = url.path(QUrl::FullyEncoded);
    while (path.endsWith(u'/'))
        path.chop(1);
    for (const QString &s : segments)
        path += u'/' + QString::fromLatin1(QUrl::toPercentEncoding(s));
    url.setPath(path, QUrl::TolerantMode);
    if (!query.isEmpty()) {
        QUrlQuery q;
        for (const auto &p : query)
            q.addQueryItem(QString::fromLatin1(QUrl::toPercentEncoding(p.first)),
                           QString::fromLatin1(QUrl::toPercentEncoding(p.second)));
        url.setQuery(q);
    } else {
        url.setQuery(QString());
    }
    url.setFragment(QString());
    return url;
}

void ClientCore::setReachable(bool r)
{
    if (reachable == r)
        return;
    reachable = r;
    emit q->reachabilityChanged(r);
}

void ClientCore::waitForReauth(HttpCall *call)
{
    waitingForReauth.append(call);
    startReauth();
}

void ClientCore::forgetWaiting(HttpCall *call)
{
    waitingForReauth.removeAll(call);
}

void ClientCore::startReauth()
{
    if (reauthRunning)
        return;
    if (!reauth) {
        reauthFinished(reauthRound, ApiClient::ReauthResult::Refused);
        return;
    }
    reauthRunning = true;
    const quint64 round = ++reauthRound;
    qCInfo(lcApi) << "authentication refused or due: logging in again";
    QPointer<ApiClient> guard(q);
    auto done = std::make_shared<bool>(false);
    ClientCore *core = this; // lives as long as the ApiClient the guard watches
    reauth([guard, core, round, done](ApiClient::ReauthOutcome outcome) {
        if (*done || !guard)
            return;
        *done = true;
        // Asynchronously: the re-login may answer from inside the failing call's stack.
        QTimer::singleShot(0, guard.data(), [guard, core, round, result = outcome.result] {
            if (guard)
                core->reauthFinished(round, result);
        });
    });
}

void ClientCore::reauthFinished(quint64 round, ApiClient::ReauthResult result)
{
    if (round != reauthRound)
        return;
    reauthRunning = false;
    const auto waiting = std::exchange(waitingForReauth, {});
    if (result == ApiClient::ReauthResult::Refused) {
        qCWarning(lcApi) << "re-login refused";
        loseAuthentication();
    } else if (result == ApiClient::ReauthResult::Unreachable) {
        qCWarning(lcApi) << "re-login could not reach the server; the session is kept";
    }
    for (const QPointer<HttpCall> &call : waiting) {
        if (call)
            call->resumeAfterReauth(result);
    }
}

void ClientCore::loseAuthentication()
{
    if (authLost)
        return;
    authLost = true;
    emit q->authenticationLost();
}

} // namespace webshop::api
