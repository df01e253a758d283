#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QString>

namespace webshop::values {

// The one error type of the client layer.
struct ApiError
{
    enum class Kind {
        None,
        Network,      // connection refused, reset, host not found, offline
        Timeout,      // transfer inactivity timeout or whole-request deadline
        Tls,          // certificate or handshake failure
        Http,         // any other non-2xx status
        Unauthorized, // 401: tokens missing, invalid or expired
        NotFound,     // 404
        BadRequest,   // 400/422: the server refused the input
        RateLimited,  // 429
        Server,       // 5xx
        Parse,        // body not what the spec describes
        Cancelled,    // abandoned by the caller (e.g. a newer search)
        TooLarge,     // body over the size cap
        Insecure,     // plain http:// to a non-loopback host refused
        Outcome,      // a POST whose outcome is unknown (connection dropped after sending)
        Forbidden,    // 403; reported when a fresh login did not cure it: outside the API key's scope
        CredentialsInUrl, // a server address with user:password@, refused before any request
    };

    Kind kind = Kind::None;
    int httpStatus = 0;
    QByteArray bodySnippet; // at most 512 bytes of the response body, for logs and details
    QString detail;         // technical detail (never contains tokens)

    bool isError() const { return kind != Kind::None; }
    explicit operator bool() const { return isError(); }
    // Worth retrying an idempotent request?
    bool isTransient() const;
    // A translated sentence for the user ("The server could not be reached. Check …").
    QString userMessage() const;

    static ApiError fromHttpStatus(int status, const QByteArray &body); // the one mapping
};

} // namespace webshop::values

Q_DECLARE_METATYPE(webshop::values::ApiError)
