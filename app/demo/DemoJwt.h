#pragma once

// Signed JSON Web Tokens (RFC 7519) with HS256, as the demo backend issues and checks them.

#include <QByteArray>
#include <QJsonObject>

namespace webshop::demo {

class DemoJwt
{
public:
    // A random 256-bit secret: tokens of one server instance are worthless at another.
    DemoJwt();
    explicit DemoJwt(QByteArray secret);

    enum class Check { Valid, Malformed, BadSignature, Expired };

    // header.payload.signature, base64url without padding.
    QByteArray issue(const QJsonObject &claims) const;
    // Checks structure, algorithm and signature, then `exp` (seconds since the epoch) against
    // nowMs. On Valid (and Expired) fills *claims.
    Check verify(const QByteArray &token, qint64 nowMs, QJsonObject *claims = nullptr) const;

private:
    QByteArray signature(const QByteArray &signingInput) const;
    QByteArray m_secret;
};

} // namespace webshop::demo
