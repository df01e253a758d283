#include "app/auth/Jwt.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace webshop::auth {

std::optional<QDateTime> jwtExpiry(const QString &token)
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
    const QJsonValue exp = doc.object().value(QLatin1String("exp"));
    qint64 seconds = 0;
    if (exp.isDouble())
        seconds = qint64(exp.toDouble());
    else if (exp.isString()) {
        bool ok = false;
        seconds = exp.toString().toLongLong(&ok);
        if (!ok)
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    if (seconds <= 0)
        return std::nullopt;
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC);
}

} // namespace webshop::auth
