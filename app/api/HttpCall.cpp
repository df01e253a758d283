#include "app/api/HttpCall.h"

#include "app/api/ApiLogging.h"
#include "app/api/HttpDates.h"
#include "app/api/OneShotBody.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QTimer>

namespace webshop::api {

namespace {
constexpr int kMaxRetryAfterMs = 30000;

ApiError unauthorized(const QString &detail)
{
    ApiError e;
    e.kind = ApiError::Kind::Unauthorized;
    e.httpStatus = 401;
    e.detail = detail;
    return e;
}

} // namespace

HttpCall::HttpCall(ClientCore *core, RequestSpec spec, QObject *parent)
    : QObject(parent), m_core(core), m_spec(std::move(spec))
{
    m_idleTimer.setSingleShot(true);
    m_deadlineTimer.setSingleShot(true);
    m_deadlineTimer.setTimerType(Qt::PreciseTimer); // the stated bound, not 5% later
    m_retryTimer.setSingleShot(true);
    connect(&m_idleTimer, &QTimer::timeout, this, [this] { abortReply(Abort::Idle); });
    connect(&m_deadlineTimer, &QTimer::timeout, this, &HttpCall::onDeadline);
    connect(&m_retryTimer, &QTimer::timeout, this, &HttpCall::send);
}

HttpCall::~HttpCall()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void HttpCall::start()
{
    if (const ApiError e = m_core->checkUrl(m_spec.url)) {
        qCWarning(lcApi) << m_spec.name << "refused:" << e.detail;
        finishLater(e);
        return;
    }
    const bool needsLogin = m_spec.attachTokens && !m_spec.isLogin;
    if (needsLogin && m_core->authLost) {
        finishLater(unauthorized(QStringLiteral("not logged in")));
        return;
    }
    // One bound for the whole call: every attempt, back-off wait and re-login wait.
    m_total.start();
    m_deadlineTimer.start(qMax(1, m_core->config.deadlineMs));
    if (needsLogin && m_core->reauthRunning) {
        park();
        return;
    }
    send();
}

void HttpCall::park()
{
    m_parked = true;
    m_core->waitForReauth(this);
}

void HttpCall::onDeadline()
{
    if (m_done)
        return;
    m_deadlineHit = true;
    if (m_reply) {
        abortReply(Abort::Deadline); // onFinished() reports it
        return;
    }
    // Waiting for a retry or for a re-login: nothing was sent that could still arrive.
    m_retryTimer.stop();
    if (m_parked)
        m_core->forgetWaiting(this);
    ApiError e;
    e.kind = ApiError::Kind::Timeout;
    e.detail = QStringLiteral("no complete answer within %1 ms (%2)")
                   .arg(m_core->config.deadlineMs)
                   .arg(m_parked ? QStringLiteral("waiting for the re-login") : QStringLiteral("retries included"));
    m_parked = false;
    qCInfo(lcApi) << m_spec.name << "deadline reached after" << m_attempt << "attempts";
    finish(e, {});
}

void HttpCall::abandon()
{
    if (m_done)
        return;
    m_done = true;
    m_idleTimer.stop();
    m_deadlineTimer.stop();
    m_retryTimer.stop();
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
    }
    qCDebug(lcApi) << m_spec.name << "abandoned";
}

void HttpCall::resumeAfterReauth(ApiClient::ReauthResult result)
{
    if (m_done || !m_parked)
        return;
    m_parked = false;
    switch (result) {
    case ApiClient::ReauthResult::Ok:
        send();
        return;
    case ApiClient::ReauthResult::Unreachable: {
        // The tokens may still be good: not "logged out", the server is just not there.
        ApiError e;
        e.kind = ApiError::Kind::Network;
        e.detail = QStringLiteral("the re-login could not reach the server");
        finish(e, {});
        return;
    }
    case ApiClient::ReauthResult::Refused:
        break;
    }
    finish(unauthorized(QStringLiteral("re-login failed")), {});
}

void HttpCall::send()
{
    if (m_done)
        return;
    if (m_spec.attachTokens && !m_spec.isLogin && m_core->authLost) {
        finish(unauthorized(QStringLiteral("not logged in")), {});
        return;
    }
    if (!m_core->nam) {
        ApiError e;
        e.kind = ApiError::Kind::Network;
        e.detail = QStringLiteral("network access manager is gone");
        finishLater(e);
        return;
    }
    ++m_attempt;
    m_buffer.clear();
    m_abort = Abort::None;
    m_sentGeneration = m_core->tokenGeneration;
    QNetworkRequest request = m_core->prepareRequest(m_spec);
    QNetworkAccessManager *nam = m_core->nam;
    if (m_spec.verb == "GET") {
        m_reply = nam->get(request);
    } else {
        // A body Qt cannot rewind, unbuffered, with an explicit length, so Qt 6.4's own re-send
        // of a POST on a dropped connection fails instead of doubling it (OneShotBody.h says why).
        request.setAttribute(QNetworkRequest::DoNotBufferUploadDataAttribute, true);
        request.setHeader(QNetworkRequest::ContentLengthHeader, m_spec.body.size());
        auto *body = new OneShotBody(m_spec.body);
        m_reply = nam->sendCustomRequest(request, m_spec.verb, body);
        body->setParent(m_reply);
    }
    m_clock.start();
    qCDebug(lcApi).nospace() << m_spec.name << " " << m_spec.verb << " " << m_spec.url.path()
                             << " attempt " << m_attempt;
    QNetworkReply *reply = m_reply;
    connect(reply, &QNetworkReply::readyRead, this, &HttpCall::onReadyRead);
    connect(reply, &QNetworkReply::metaDataChanged, this, &HttpCall::onMetaData);
    connect(reply, &QNetworkReply::finished, this, &HttpCall::onFinished);
    connect(reply, &QNetworkReply::uploadProgress, this, [this] { m_idleTimer.start(); });
    connect(reply, &QNetworkReply::redirected, this, [this, reply](const QUrl &target) {
        if (isSameOrigin(target, m_spec.url) && !m_core->checkUrl(target)) {
            emit reply->redirectAllowed();
        } else {
            qCWarning(lcApi) << m_spec.name << "redirect to another origin refused:" << target.host();
            abortReply(Abort::Redirect);
        }
    });
    m_idleTimer.start(qMax(1, m_core->config.transferTimeoutMs));
}

void HttpCall::onMetaData()
{
    m_idleTimer.start();
    if (!m_reply)
        return;
    const QVariant len = m_reply->header(QNetworkRequest::ContentLengthHeader);
    if (len.isValid() && len.toLongLong() > m_core->config.maxBodyBytes)
        abortReply(Abort::TooLarge);
}

void HttpCall::onReadyRead()
{
    m_idleTimer.start();
    if (!m_reply)
        return;
    m_buffer += m_reply->readAll();
    if (m_buffer.size() > m_core->config.maxBodyBytes)
        abortReply(Abort::TooLarge);
}

void HttpCall::abortReply(Abort why)
{
    if (!m_reply || m_abort != Abort::None)
        return;
    m_abort = why;
    m_reply->abort(); // emits finished() synchronously: onFinished() reads m_abort
}

void HttpCall::onFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply || m_done)
        return;
    m_idleTimer.stop();
    reply->disconnect(this);
    m_reply = nullptr;
    reply->deleteLater();
    if (m_abort == Abort::None)
        m_buffer += reply->readAll();
    if (m_buffer.size() > m_core->config.maxBodyBytes)
        m_abort = Abort::TooLarge;

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    RawReply raw;
    raw.status = status;
    raw.headers = reply->rawHeaderPairs();
    if (const QDateTime date = httpDate(reply->rawHeader("Date")); status > 0 && date.isValid())
        m_core->serverClockOffsetMs = QDateTime::currentDateTimeUtc().msecsTo(date);
    const ApiError error = classify(reply, status);
    qCDebug(lcApi).nospace() << m_spec.name << " -> " << status << " " << int(error.kind) << " in "
                             << m_clock.elapsed() << " ms, " << m_buffer.size() << " bytes";

    if (!error) {
        m_core->setReachable(true);
        raw.body = std::move(m_buffer);
        finish(error, raw);
        return;
    }
    if (!m_deadlineHit && handleAuthError(error))
        return;
    // A status line came back: the server is there, whatever happened to the body after it (a
    // 2xx whose body broke off must not switch the app to its offline copies: the catalogue
    // would reload and the article on screen would change under the buyer's hands).
    if (status > 0)
        m_core->setReachable(true);
    else if (error.kind == ApiError::Kind::Network || error.kind == ApiError::Kind::Timeout
             || error.kind == ApiError::Kind::Outcome)
        m_core->setReachable(false);
    if (!m_deadlineHit && scheduleRetry(error, raw.headers))
        return;
    raw.body = std::move(m_buffer);
    ApiError reported = error;
    if (reported.kind == ApiError::Kind::Unauthorized && m_core->authLost)
        reported.detail = QStringLiteral("authentication lost");
    finish(reported, raw);
}

bool HttpCall::handleAuthError(const ApiError &error)
{
    const bool forbidden = error.kind == ApiError::Kind::Forbidden;
    if ((error.kind != ApiError::Kind::Unauthorized && !forbidden) || !m_spec.attachTokens || m_spec.isLogin)
        return false;
    if (m_core->authLost)
        return false; // nothing to renew with: report it
    // A 403 that a fresh login did not cure earlier in this session: outside the API key's
    // scope. Reported at once, without another re-login (the server is still asked each time).
    if (forbidden && m_core->forbiddenAfterReauth.contains(m_spec.name))
        return false;
    if (m_spec.idempotent && m_sentGeneration != m_core->tokenGeneration && !m_reauthed) {
        m_reauthed = true; // tokens were renewed meanwhile: just send again
        send();
        return true;
    }
    if (m_core->reauth && !m_reauthed) {
        m_reauthed = true;
        if (m_spec.idempotent) {
            park();
            return true;
        }
        // A POST is never replayed: its caller reconciles. A 403 starts at most one re-login
        // per session state: sent with tokens renewed since an earlier 403 of this call, it is
        // outside the key's scope; sent with the same tokens, the re-login is already on its way.
        if (forbidden) {
            const auto it = m_core->postForbiddenGeneration.constFind(m_spec.name);
            if (it != m_core->postForbiddenGeneration.cend()) {
                if (m_sentGeneration > *it) {
                    qCWarning(lcApi) << m_spec.name << "not permitted for this API key (403 after a fresh login)";
                    m_core->forbiddenAfterReauth.insert(m_spec.name);
                }
                return false;
            }
            m_core->postForbiddenGeneration.insert(m_spec.name, m_sentGeneration);
        }
        m_core->startReauth();
        return false;
    }
    // The re-login happened (or there is none) and the server still refuses.
    if (forbidden) {
        qCWarning(lcApi) << m_spec.name << "not permitted for this API key (403 after a fresh login)";
        m_core->forbiddenAfterReauth.insert(m_spec.name);
    } else {
        m_core->loseAuthentication();
    }
    return false;
}

bool HttpCall::scheduleRetry(const ApiError &error, const json::RawHeaders &headers)
{
    if (!m_spec.idempotent || !error.isTransient() || m_attempt > m_core->config.maxRetries)
        return false;
    const int base = qMax(1, m_core->config.retryBaseDelayMs);
    qint64 delay = qint64(base) * (qint64(1) << (m_attempt - 1));
    delay += QRandomGenerator::global()->bounded(base); // jitter
    const qint64 after = retryAfterMs(headers);
    if (after > kMaxRetryAfterMs)
        return false; // the server asks for a long pause: report it instead of waiting
    delay = qMax(delay, after);
    // The wait and the next attempt must fit in what is left of the whole-call deadline.
    const qint64 left = qint64(m_core->config.deadlineMs) - m_total.elapsed();
    if (delay >= left) {
        qCInfo(lcApi) << m_spec.name << "no retry: the deadline ends in" << left << "ms";
        return false;
    }
    qCInfo(lcApi) << m_spec.name << "retrying in" << delay << "ms after" << error.detail << error.httpStatus;
    m_retryTimer.start(int(delay));
    return true;
}

void HttpCall::finish(const ApiError &error, const RawReply &reply)
{
    if (m_done)
        return;
    m_done = true;
    m_deadlineTimer.stop();
    m_retryTimer.stop();
    emit finished(error, reply);
}

void HttpCall::finishLater(const ApiError &error)
{
    QTimer::singleShot(0, this, [this, error] { finish(error, {}); });
}

} // namespace webshop::api
