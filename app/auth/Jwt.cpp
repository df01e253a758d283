#include "app/auth/Jwt.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace webshop::auth {

namespace {
// A numeric date claim (seconds since the epoch, number or digit string), unverified.
std::optional<QDateTime> jwtTime(const QString &token, QLatin1String claim)
{
    const QStringList parts = token.split(u'.');
    if (parts.size() != 3 || parts[1].isEmpty() || parts[1].size() > 8192)
        return std::nullopt;
    const auto decoded = QByteArray::fromBase64Encoding(parts[1].toLatin1(),
                                                        QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    const QJsonDocument doc = QJsonDocument::fromJson(*decoded);
    if (!doc.isObject())
        return std::nullopt;
    const QJsonValue value = doc.object().value(claim);
    qint64 seconds = 0;
    if (value.isDouble()) {
        seconds = qint64(value.toDouble());
    } else if (value.isString()) {
        bool ok = false;
        seconds = value.toString().toLongLong(&ok);
        if (!ok)
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    if (seconds <= 0)
        return std::nullopt;
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC);
}
} // namespace

std::optional<QDateTime> jwtExpiry(const QString &token)
{
    return jwtTime(token, QLatin1String("exp"));
}

std::optional<QDateTime> jwtIssuedAt(const QString &token)
{
    return jwtTime(token, QLatin1String("iat"));
}

} // namespace webshop::auth
