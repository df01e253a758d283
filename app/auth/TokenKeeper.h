#pragma once

#include "app/auth/RenewalPlanner.h"

#include <QDateTime>
#include <QString>
#include <QTimer>
#include <functional>
#include <optional>

namespace webshop::auth {

// The tokens of the running login, each with when it arrived, and the timer that renews them:
// set after every login from the RenewalPlanner (ahead of the tokens' expiry), or after a
// renewal that could not reach the server, the next try with a back-off. Owned by the Session,
// which says what a due renewal does.
class TokenKeeper
{
public:
    TokenKeeper();

    // `due` runs (in `context`'s thread, as long as it lives) when the renewal is due.
    void onDue(QObject *context, std::function<void()> due);

    // A token the login just received (or, `fresh` false, a remembered one now used).
    void setClientToken(const QString &jwt, bool fresh);
    void setCustomerToken(const QString &jwt);
    const QString &clientToken() const { return m_client.jwt; }
    const QString &customerToken() const { return m_customer.jwt; }
    void clearTokens();

    // After new tokens: the renewal timer from the RenewalPlanner; none when no token has a
    // readable exp (then only a 401 renews). `serverOffsetMs`: server clock minus ours.
    void schedule(std::optional<qint64> serverOffsetMs);
    // A renewal could not reach the server: the next try, each time later. Returns its delay.
    qint64 retryLater();

    void stop(); // the timer only
    void resetBackoff();
    // Stops, forgets the next renewal and resets the back-off (the login is gone).
    void forget();
    std::optional<QDateTime> nextRenewal() const { return m_nextRenewal; }

private:
    void start(qint64 delayMs);

    QTimer m_timer;
    std::optional<QDateTime> m_nextRenewal;
    RenewalPlanner m_planner;
    RenewalPlanner::Token m_client{{}, {}, true};
    RenewalPlanner::Token m_customer{{}, {}, true};
};

} // namespace webshop::auth
