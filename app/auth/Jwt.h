#pragma once

#include <QDateTime>
#include <QString>
#include <optional>

namespace webshop::auth {

// The `exp` claim of a JWT (unverified: only used to renew before expiry), or nullopt when the
// token is not a decodable JWT or has no numeric exp.
std::optional<QDateTime> jwtExpiry(const QString &token);
// The `iat` claim (issued at, on the server's clock), or nullopt.
std::optional<QDateTime> jwtIssuedAt(const QString &token);

} // namespace webshop::auth
