#include "app/api/HttpCall.h"

#include "app/api/ApiLogging.h"
#include "app/api/OneShotBody.h"

#include <QDateTime>
#include <QLocale>
#include <QTimeZone>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QTimer>

namespace webshop::api {

namespace {
constexpr int kMaxRetryAfterMs = 30000;

// An HTTP date (RFC 9110 5.6.7): IMF-fixdate, and the obsolete RFC 850 and asctime forms.
// Always GMT; the names are English whatever the locale.
QDateTime parseHttpDate(const QString &text)
{
    static const QLatin1String formats[] = {QLatin1String("ddd, dd MMM yyyy hh:mm:ss 'GMT'"),
                                            QLatin1String("dddd, dd-MMM-yy hh:mm:ss 'GMT'"),
                                            QLatin1String("ddd MMM d hh:mm:ss yyyy")};
    const QString simplified = text.simplified(); // asctime pads the day with a space
    for (const QLatin1String &format : formats) {
        QDateTime d = QLocale::c().toDateTime(simplified, format);
        if (d.isValid()) {
            if (d.date().year() < 1970)
                d = d.addYears(100); // RFC 850's two-digit year
            d.setTimeZone(QTimeZone::utc());
            return d;
        }
    }
    return {};
}

// Retry-After: delta-seconds or an HTTP date. -1 when absent or unreadable.
qint64 retryAfterMs(const json::RawHeaders &headers)
{
    for (const auto &h : headers) {
        if (h.first.compare("retry-after", Qt::CaseInsensitive) != 0)
            continue;
        bool ok = false;
        const qint64 s = h.second.trimmed().toLongLong(&ok);
        if (ok)
            return s < 0 ? -1 : s * 1000;
        const QDateTime when = parseHttpDate(QString::fromLatin1(h.second.trimmed()));
        if (when.isValid())
            return qMax<qint64>(0, QDateTime::currentDateTimeUtc().msecsTo(when));
    }
    return -1;
}

bool isTransportError(QNetworkReply::NetworkError e)
{
    const int code = int(e);
    return (code >= 1 && code < 200) || e == QNetworkReply::ProtocolUnknownError
        || e == QNetworkReply::ProtocolFailure || e == QNetworkReply::ContentReSendError;
}
} // namespace

HttpCall::HttpCall(ClientCore *core, RequestSpec spec, QObject *parent)
    : QObject(parent), m_core(core), m_spec(std::move(spec))
{
    m_idleTimer.setSingleShot(true);
    m_deadlineTimer.setSingleShot(true);
    m_retryTimer.setSingleShot(true);
    connect(&m_idleTimer, &QTimer::timeout, this, [this] { abortReply(Abort::Idle); });
    connect(&m_deadlineTimer, &QTimer::timeout, this, [this] { abortReply(Abort::Deadline); });
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
    if (m_spec.attachTokens && !m_spec.isLogin && m_core->reauthRunning) {
        m_core->waitForReauth(this);
        return;
    }
    send();
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

void HttpCall::resumeAfterReauth(bool ok)
{
    if (m_done)
        return;
    if (ok) {
        send();
        return;
    }
    ApiError e = ApiError::fromHttpStatus(401, {});
    e.detail = QStringLiteral("re-login failed");
    finish(e, {});
}

void HttpCall::send()
{
    if (m_done)
        return;
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
        // QT64-NOTES §7: a body Qt cannot rewind, unbuffered, with an explicit length,
        // so Qt's own re-send on a dropped kept-alive connection fails instead of doubling.
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
    m_deadlineTimer.start(qMax(1, m_core->config.deadlineMs));
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

ApiError HttpCall::classify(QNetworkReply *reply, int status) const
{
    ApiError e;
    const bool isPost = m_spec.verb != "GET";
    switch (m_abort) {
    case Abort::Idle:
    case Abort::Deadline:
        e.kind = isPost ? ApiError::Kind::Outcome : ApiError::Kind::Timeout;
        e.detail = m_abort == Abort::Idle ? QStringLiteral("no data for %1 ms").arg(m_core->config.transferTimeoutMs)
                                          : QStringLiteral("no complete answer within %1 ms").arg(m_core->config.deadlineMs);
        return e;
    case Abort::TooLarge:
        e.kind = ApiError::Kind::TooLarge;
        e.httpStatus = status;
        e.detail = QStringLiteral("body over %1 bytes").arg(m_core->config.maxBodyBytes);
        return e;
    case Abort::Redirect:
        e.kind = ApiError::Kind::Http;
        e.httpStatus = status;
        e.detail = QStringLiteral("redirect to another origin refused");
        return e;
    case Abort::None:
        break;
    }
    const QNetworkReply::NetworkError ne = reply->error();
    // A 401/407 challenge on a one-shot POST body ends in ContentReSendError: the status is real.
    if (ne == QNetworkReply::ContentReSendError && (status == 401 || status == 407))
        return ApiError::fromHttpStatus(status, m_buffer);
    if (ne == QNetworkReply::NoError || !isTransportError(ne)) {
        if (status == 0) {
            e.kind = ApiError::Kind::Network;
            e.detail = reply->errorString();
            return e;
        }
        return ApiError::fromHttpStatus(status, m_buffer);
    }
    e.detail = reply->errorString();
    switch (ne) {
    case QNetworkReply::SslHandshakeFailedError:
        e.kind = ApiError::Kind::Tls;
        return e;
    case QNetworkReply::TimeoutError:
        e.kind = ApiError::Kind::Timeout;
        break;
    case QNetworkReply::TooManyRedirectsError:
    case QNetworkReply::InsecureRedirectError:
        e.kind = ApiError::Kind::Http;
        e.httpStatus = status;
        return e;
    default:
        e.kind = ApiError::Kind::Network;
        break;
    }
    // A POST that failed after the connection was made may have reached the server.
    if (isPost && ne != QNetworkReply::ConnectionRefusedError && ne != QNetworkReply::HostNotFoundError
        && ne != QNetworkReply::ProxyConnectionRefusedError && ne != QNetworkReply::ProxyNotFoundError) {
        e.kind = ApiError::Kind::Outcome;
        if (ne == QNetworkReply::ContentReSendError)
            e.detail = QStringLiteral("connection closed after the request was sent; Qt's re-send was stopped");
    }
    return e;
}

void HttpCall::onFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply || m_done)
        return;
    m_idleTimer.stop();
    m_deadlineTimer.stop();
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
    const ApiError error = classify(reply, status);
    qCDebug(lcApi).nospace() << m_spec.name << " -> " << status << " " << int(error.kind) << " in "
                             << m_clock.elapsed() << " ms, " << m_buffer.size() << " bytes";

    if (!error) {
        m_core->setReachable(true);
        raw.body = std::move(m_buffer);
        finish(error, raw);
        return;
    }
    if (error.kind == ApiError::Kind::Unauthorized && m_spec.attachTokens && !m_spec.isLogin) {
        if (m_spec.idempotent && m_sentGeneration != m_core->tokenGeneration && !m_reauthed) {
            m_reauthed = true; // tokens were renewed meanwhile: just send again
            send();
            return;
        }
        if (m_core->reauth && !m_reauthed) {
            m_reauthed = true;
            if (m_spec.idempotent) {
                m_core->waitForReauth(this);
                return;
            }
            m_core->startReauth(); // a POST is never replayed: its caller reconciles
        } else if (!m_core->reauth || m_reauthed) {
            emit m_core->q->authenticationLost();
        }
    }
    if (error.kind == ApiError::Kind::Network || error.kind == ApiError::Kind::Timeout
        || error.kind == ApiError::Kind::Outcome)
        m_core->setReachable(false);
    else if (status > 0)
        m_core->setReachable(true);
    if (scheduleRetry(error, raw.headers))
        return;
    raw.body = std::move(m_buffer);
    finish(error, raw);
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
    qCInfo(lcApi) << m_spec.name << "retrying in" << delay << "ms after" << error.detail << error.httpStatus;
    m_retryTimer.start(int(delay));
    return true;
}

void HttpCall::finish(const ApiError &error, const RawReply &reply)
{
    if (m_done)
        return;
    m_done = true;
    emit finished(error, reply);
}

void HttpCall::finishLater(const ApiError &error)
{
    QTimer::singleShot(0, this, [this, error] { finish(error, {}); });
}

} // namespace webshop::api
