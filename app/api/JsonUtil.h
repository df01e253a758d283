#pragma once

// Internal to app/api: small helpers shared by the JSON decoders.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QString>
#include <initializer_list>

namespace webshop::api::json::detail {

inline void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

inline bool parseObject(const QByteArray &body, QJsonObject &out, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    if (pe.error != QJsonParseError::NoError) {
        setError(error, QStringLiteral("invalid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString()));
        return false;
    }
    if (!doc.isObject()) {
        setError(error, QStringLiteral("expected a JSON object"));
        return false;
    }
    out = doc.object();
    return true;
}

inline QJsonValue firstOf(const QJsonObject &o, std::initializer_list<const char *> keys)
{
    for (const char *k : keys) {
        const QJsonValue v = o.value(QLatin1String(k));
        if (!v.isUndefined() && !v.isNull())
            return v;
    }
    return QJsonValue(QJsonValue::Undefined);
}

} // namespace webshop::api::json::detail
