#pragma once

// Internal to app/api: small helpers shared by the JSON decoders.

#include "app/api/ApiValues.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QString>
#include <QUrl>
#include <algorithm>
#include <climits>
#include <initializer_list>
#include <optional>

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

// The paging numbers of a search page, the results already read; `integer(key)` reads one
// field as toInteger() does.
template<typename IntegerOf>
void setPaging(SearchPage &out, qsizetype resultCount, IntegerOf integer)
{
    const auto clampInt = [](qint64 v) { return int(std::clamp<qint64>(v, 0, INT_MAX)); };
    out.amount = clampInt(integer("amount").value_or(resultCount));
    out.page = clampInt(integer("page").value_or(1));
    out.rows = clampInt(integer("rows").value_or(resultCount));
    const qint64 fallbackPages = out.rows > 0 ? (qint64(out.amount) + out.rows - 1) / out.rows : (resultCount == 0 ? 0 : 1);
    out.totalPages = clampInt(integer("totalPages").value_or(fallbackPages));
}

// The search page read straight from the bytes (JsonSearchFast.cpp). False when the body is
// anything but plain, unambiguous JSON of the usual shape: the caller then takes the
// QJsonDocument path, which gives the same result or the error.
bool decodeSearchPageFast(const QByteArray &body, const QUrl &baseUrl, SearchPage &out);
// The basket read straight from the bytes (JsonBasketFast.cpp), on the same terms.
bool decodeBasketFast(const QByteArray &body, Basket &out);

} // namespace webshop::api::json::detail
