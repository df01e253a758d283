#pragma once

// Internal to app/api: the state the jobs share (config, context, tokens, re-login queue)
// and the one place that prepares a request (tokens, cookies, cache, redirects).

#include "app/api/ApiClient.h"
#include "app/api/JsonDecode.h"

#include <QHash>
#include <QList>
#include <QNetworkRequest>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QSet>


namespace webshop::api {

class HttpCall;

struct RequestSpec
{
    QByteArray verb = "GET";
    QUrl url;
    QByteArray body;          // sent as application/json when not empty (POST)
    bool attachTokens = true; // false for the logins
    bool idempotent = true;   // GETs: retried on transient errors and replayed after re-login
    bool isLogin = false;     // never held for, nor triggering, a re-login
    QString name;             // for logs: "search", "addItem" …
};

struct RawReply
{
    int status = 0;
    QByteArray body;
    json::RawHeaders headers;
};

class ClientCore
{
public:
    ClientCore(ApiClient *q, QNetworkAccessManager *nam) : q(q), nam(nam) {}

    ApiClient *q;
    QPointer<QNetworkAccessManager> nam;
    ApiConfig config;
    ShopContext context;
    QString clientToken;
    QString customerToken;
    quint64 tokenGeneration = 0; // bumped whenever a token changes
    bool reachable = true;
    std::optional<qint64> serverClockOffsetMs; // from the latest Date header

    ApiClient::Reauthenticator reauth;
    bool reauthRunning = false;
    quint64 reauthRound = 0;
    QList<QPointer<HttpCall>> waitingForReauth;
    // The re-login was refused: calls that need tokens end at once until a new token is set.
    bool authLost = false;
    // Calls (by name) that got 403 again after a fresh login: not in the API key's scope.
    QSet<QString> forbiddenAfterReauth;
    // POSTs (by name) answered 403, with the token generation they were sent with: a 403 on a
    // POST starts at most one re-login per session state, not one per add of a burst.
    QHash<QString, quint64> postForbiddenGeneration;
    // setConfig() got a base URL with user:password@ and did not keep it.
    bool baseUrlRefused = false;

    // The one place tokens are attached (headers or cookies, as configured).
    QNetworkRequest prepareRequest(const RequestSpec &spec) const;
    // Null error when the URL may be used (https, or http to a loopback host).
    ApiError checkUrl(const QUrl &url) const;
    // Path under the base URL from already-decoded segments (each one percent-encoded).
    QUrl urlFor(const QStringList &segments, const QList<QPair<QString, QString>> &query = {}) const;

    void setReachable(bool r);
    // Hold `call` until the re-login finishes; starts it if it is not running.
    void waitForReauth(HttpCall *call);
    void forgetWaiting(HttpCall *call);
    void startReauth();
    void reauthFinished(quint64 round, ApiClient::ReauthResult result);
    // Once per loss: emits authenticationLost.
    void loseAuthentication();
};

bool isLoopbackHost(const QString &host);
// A user name or password in the URL (user:secret@host).
bool hasUserInfo(const QUrl &url);
bool isSameOrigin(const QUrl &a, const QUrl &b);

} // namespace webshop::api
