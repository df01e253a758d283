#include "app/auth/TokenKeeper.h"

#include "app/auth/AuthLogging.h"

namespace webshop::auth {

TokenKeeper::TokenKeeper()
{
    m_timer.setSingleShot(true);
}

void TokenKeeper::onDue(QObject *context, std::function<void()> due)
{
    QObject::connect(&m_timer, &QTimer::timeout, context, std::move(due));
}

void TokenKeeper::setClientToken(const QString &jwt, bool fresh)
{
    m_client.jwt = jwt;
    m_client.receivedAt = QDateTime::currentDateTimeUtc();
    m_client.fresh = fresh;
}

void TokenKeeper::setCustomerToken(const QString &jwt)
{
    m_customer.jwt = jwt;
    m_customer.receivedAt = QDateTime::currentDateTimeUtc();
}

void TokenKeeper::clearTokens()
{
    m_client.jwt.clear();
    m_customer.jwt.clear();
}

void TokenKeeper::schedule(std::optional<qint64> serverOffsetMs)
{
    m_timer.stop();
    m_nextRenewal.reset();
    const std::optional<qint64> delay =
        m_planner.afterTokens({m_client, m_customer}, serverOffsetMs, QDateTime::currentDateTimeUtc());
    if (delay) // not decodable: renew only on a 401
        start(*delay);
}

qint64 TokenKeeper::retryLater()
{
    const qint64 retry = m_planner.afterFailure();
    start(retry);
    return retry;
}

void TokenKeeper::stop()
{
    m_timer.stop();
}

void TokenKeeper::resetBackoff()
{
    m_planner.reset();
}

void TokenKeeper::forget()
{
    m_timer.stop();
    m_nextRenewal.reset();
    m_planner.reset();
}

void TokenKeeper::start(qint64 delayMs)
{
    m_nextRenewal = QDateTime::currentDateTimeUtc().addMSecs(delayMs);
    m_timer.start(int(delayMs));
    qCDebug(lcAuth) << "login renewal scheduled in" << delayMs / 1000 << "s";
}

} // namespace webshop::auth
