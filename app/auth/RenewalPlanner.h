#pragma once

// When to renew the login. Each token's expiry is taken on our clock: from its lifetime
// (exp - iat) counted from the moment it was received, else from exp corrected by the
// server's Date header, else exp as it is. Tokens that arrive already expired by that
// reckoning (a skewed clock, a broken server), and renewals that cannot reach the server,
// back off exponentially up to a cap: never a login storm.

#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

namespace webshop::auth {

class RenewalPlanner
{
public:
    struct Token
    {
        QString jwt;
        QDateTime receivedAt; // our clock, when the login reply arrived
        bool fresh = true;    // false: remembered from an earlier run (its iat says nothing of now)
    };

    static constexpr qint64 kExpiredBackoffMs = 30 * 1000;
    static constexpr qint64 kExpiredBackoffCapMs = 30 * 60 * 1000;
    static constexpr qint64 kFailureBackoffMs = 2 * 1000;
    static constexpr qint64 kFailureBackoffCapMs = 5 * 60 * 1000;

    // New tokens arrived: delay until the renewal, or nullopt when no token has a readable
    // exp (then only a 401 renews). `serverOffsetMs`: server clock minus ours, when known.
    std::optional<qint64> afterTokens(const QList<Token> &tokens, std::optional<qint64> serverOffsetMs,
                                      const QDateTime &now);
    // A renewal could not reach the server: delay until the next try.
    qint64 afterFailure();
    void reset();

    // A token's expiry on our clock (nullopt: no readable exp).
    static std::optional<QDateTime> localExpiry(const Token &token, std::optional<qint64> serverOffsetMs);

private:
    static qint64 backoff(int step, qint64 base, qint64 cap);
    int m_expiredStreak = 0;
    int m_failureStreak = 0;
};

} // namespace webshop::auth
