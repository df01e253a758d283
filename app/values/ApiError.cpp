#include "app/values/ApiError.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace webshop::values {

namespace {
constexpr qsizetype kSnippetBytes = 512;

// The server's own message, when the body is the error JSON the backend documents
// ({"error":{"status":..,"code":..,"message":..}}) or a flat {"message":..}.
QString serverMessage(const QByteArray &body)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return {};
    QJsonObject o = doc.object();
    if (o.value(QLatin1String("error")).isObject())
        o = o.value(QLatin1String("error")).toObject();
    for (const char *k : {"message", "detail", "error_description", "error"}) {
        const QJsonValue v = o.value(QLatin1String(k));
        if (v.isString())
            return v.toString().left(300);
    }
    return {};
}
} // namespace

bool ApiError::isTransient() const
{
    switch (kind) {
    case Kind::Network:
    case Kind::Timeout:
    case Kind::RateLimited:
        return true;
    case Kind::Server:
        return httpStatus == 502 || httpStatus == 503 || httpStatus == 504;
    default:
        return false;
    }
}

QString ApiError::userMessage() const
{
    const auto tr = [](const char *s) { return QCoreApplication::translate("webshop::values::ApiError", s); };
    switch (kind) {
    case Kind::None:
        return {};
    case Kind::Network:
        return tr("The server could not be reached. Check your internet connection and try again.");
    case Kind::Timeout:
        return tr("The server took too long to answer. Try again in a moment.");
    case Kind::Tls:
        return tr("A secure connection to the server could not be established. The server's certificate was not accepted.");
    case Kind::Unauthorized:
        return tr("Your login is no longer valid. Please log in again.");
    case Kind::NotFound:
        return tr("The requested item was not found on the server.");
    case Kind::BadRequest:
        if (!detail.isEmpty())
            return tr("The server refused the request: %1").arg(detail);
        return tr("The server refused the request.");
    case Kind::RateLimited:
        return tr("The server is busy with too many requests. Try again in a moment.");
    case Kind::Server:
        return tr("The server had a problem (error %1). Try again later.").arg(httpStatus);
    case Kind::Http:
        return tr("The server answered with an unexpected error (%1).").arg(httpStatus);
    case Kind::Parse:
        return tr("The server sent an answer this app does not understand.");
    case Kind::Cancelled:
        return tr("The request was cancelled.");
    case Kind::TooLarge:
        return tr("The server sent an answer that is too large to process.");
    case Kind::Insecure:
        return tr("The connection was refused because it is not encrypted. Use an https:// address.");
    case Kind::Outcome:
        return tr("The connection dropped after the request was sent. Checking whether it arrived…");
    case Kind::Forbidden:
        return tr("Your access does not include this function (%1).")
            .arg(detail.isEmpty() ? tr("error %1").arg(httpStatus) : detail);
    case Kind::CredentialsInUrl:
        return tr("The server address must not contain a user name or password (user:password@). "
                  "Enter the API user and password in their own fields.");
    }
    return {};
}

ApiError ApiError::fromHttpStatus(int status, const QByteArray &body)
{
    ApiError e;
    e.httpStatus = status;
    e.bodySnippet = body.left(kSnippetBytes);
    if (status >= 200 && status < 300) {
        // A success carries no message to show: its body is parsed once, by its decoder (a
        // basket or search page parsed here as well cost a second full parse of every reply).
        e.kind = Kind::None;
        return e;
    }
    e.detail = serverMessage(body);
    switch (status) {
    case 400:
    case 422:
        e.kind = Kind::BadRequest;
        break;
    case 401:
        e.kind = Kind::Unauthorized;
        break;
    case 403:
        e.kind = Kind::Forbidden; // the client re-logs in once before reporting it
        break;
    case 404:
        e.kind = Kind::NotFound;
        break;
    case 429:
        e.kind = Kind::RateLimited;
        break;
    default:
        e.kind = (status >= 500 && status < 600) ? Kind::Server : Kind::Http;
        break;
    }
    return e;
}

} // namespace webshop::values
