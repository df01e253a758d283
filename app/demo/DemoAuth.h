#pragma once

// The demo API's authentication: client and customer login, and the tokens they hand out
// (HS256 JWTs on the server's own clock, shifted by the token skew variant; a lifetime; a
// generation that expireTokens() moves on). Every other handler asks it whether a request
// carries a valid token, and whose. DemoApi owns one.

#include "app/demo/DemoJwt.h"
#include "app/demo/DemoRequest.h"

#include <optional>

namespace webshop::demo {

struct DemoStore;
struct VariantOptions;

class DemoAuth
{
public:
    struct Identity
    {
        QString subject;    // api user or customer id
    };
    enum class TokenKind { Client, Customer };

    // `variants` (the token skew) is read at every token, so it must outlive this.
    DemoAuth(const VariantOptions &variants, int tokenTtlSeconds);

    void setTokenTtlSeconds(int seconds) { m_ttlSeconds = qMax(0, seconds); }
    int tokenTtlSeconds() const { return m_ttlSeconds; }
    void expireTokens() { ++m_generation; }

    DemoReply clientLogin(const DemoRequest &request) const;
    DemoReply customerLogin(const DemoRequest &request) const;

    // The token of this kind (header or cookie): an error reply when it is not valid, or when
    // it is missing and `required`; else its identity in `identity` (none when missing).
    std::optional<DemoReply> checkToken(const DemoRequest &request, TokenKind kind,
                                        bool required, std::optional<Identity> *identity) const;
    // Customer token + path checks shared by basket and list calls.
    std::optional<DemoReply> checkCustomerPath(const DemoRequest &request, const QString &country,
                                               const QString &customerId, const QString *storeId,
                                               const DemoStore **store) const;

private:
    // The server's clock (ms since the epoch), shifted by the token skew variant.
    qint64 serverClockMs() const;
    QByteArray issueToken(TokenKind kind, const QString &subject) const;

    const VariantOptions &m_variants;
    DemoJwt m_jwt;
    int m_ttlSeconds = 3600;
    int m_generation = 0;
};

} // namespace webshop::demo
