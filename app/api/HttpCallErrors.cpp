#include "app/api/HttpCall.h"

#include <QNetworkReply>

// HttpCall::classify: how a finished reply (or our own abort) becomes an ApiError; the HTTP
// status itself is mapped by ApiError::fromHttpStatus.

namespace webshop::api {

namespace {
bool isTransportError(QNetworkReply::NetworkError e)
{
    const int code = int(e);
    return (code >= 1 && code < 200) || e == QNetworkReply::ProtocolUnknownError
        || e == QNetworkReply::ProtocolFailure || e == QNetworkReply::ContentReSendError;
}

// classify's part for a transport failure (no HTTP status to go by, or a failure after it).
ApiError transportError(QNetworkReply::NetworkError ne, const QString &errorString, int status, bool isPost)
{
    ApiError e;
    e.httpStatus = status;
    e.detail = errorString;
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
} // namespace

ApiError HttpCall::abortError(int status) const
{
    ApiError e;
    const bool isPost = m_spec.verb != "GET";
    e.httpStatus = status;
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
    return e;
}

ApiError HttpCall::classify(QNetworkReply *reply, int status) const
{
    // The status line, when one came before the failure: a POST answered 2xx was taken by the
    // server, whatever happened to its body afterwards (the basket queue relies on it).
    if (m_abort != Abort::None)
        return abortError(status);
    const bool isPost = m_spec.verb != "GET";
    const QNetworkReply::NetworkError ne = reply->error();
    // A 401/407 challenge on a one-shot POST body ends in ContentReSendError: the status is real.
    if (ne == QNetworkReply::ContentReSendError && (status == 401 || status == 407))
        return ApiError::fromHttpStatus(status, m_buffer);
    if (ne == QNetworkReply::NoError || !isTransportError(ne)) {
        if (status == 0) {
            ApiError e;
            e.httpStatus = status;
            e.kind = isPost ? ApiError::Kind::Outcome : ApiError::Kind::Network;
            e.detail = reply->errorString();
            return e;
        }
        return ApiError::fromHttpStatus(status, m_buffer);
    }
    return transportError(ne, reply->errorString(), status, isPost);
}

} // namespace webshop::api
