#include "app/auth/RenewalPlanner.h"

#include "app/auth/Jwt.h"

#include <algorithm>

namespace webshop::auth {

std::optional<QDateTime> RenewalPlanner::localExpiry(const Token &token, std::optional<qint64> serverOffsetMs)
{
    const std::optional<QDateTime> exp = jwtExpiry(token.jwt);
    if (!exp)
        return std::nullopt;
    if (token.fresh) {
        // iat and exp are both on the server's clock: their difference is the lifetime,
        // whatever that clock says, counted from when the token reached us.
        if (const std::optional<QDateTime> iat = jwtIssuedAt(token.jwt))
            return token.receivedAt.addMSecs(iat->msecsTo(*exp));
    }
    if (serverOffsetMs)
        return exp->addMSecs(-*serverOffsetMs);
    return exp;
}

std::optional<qint64> RenewalPlanner::afterTokens(const QList<Token> &tokens, std::optional<qint64> serverOffsetMs,
                                                  const QDateTime &now)
{
    m_failureStreak = 0;
    std::optional<QDateTime> earliest;
    for (const Token &t : tokens) {
        if (const auto e = localExpiry(t, serverOffsetMs); e && (!earliest || *e < *earliest))
            earliest = e;
    }
    if (!earliest)
        return std::nullopt;
    const qint64 life = now.msecsTo(*earliest);
    if (life <= 0) {
        // Expired on arrival: renewing at once would bring the same. The server may still
        // accept it (a 401 renews in any case); try again later, each time later.
        return backoff(++m_expiredStreak, kExpiredBackoffMs, kExpiredBackoffCapMs);
    }
    m_expiredStreak = 0;
    const qint64 margin = std::clamp<qint64>(life / 10, 1000, 60000);
    return std::clamp<qint64>(life - margin, 1000, qint64(24) * 3600 * 1000);
}

qint64 RenewalPlanner::afterFailure()
{
    return backoff(++m_failureStreak, kFailureBackoffMs, kFailureBackoffCapMs);
}

void RenewalPlanner::reset()
{
    m_expiredStreak = 0;
    m_failureStreak = 0;
}

qint64 RenewalPlanner::backoff(int step, qint64 base, qint64 cap)
{
    const int shift = std::clamp(step - 1, 0, 30);
    return std::min(cap, base << shift);
}

} // namespace webshop::auth
