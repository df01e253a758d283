#include "app/api/JsonDecode.h"
#include "app/api/JsonUtil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QNetworkCookie>
#include <algorithm>
#include <cmath>

namespace webshop::api::json {

using detail::firstOf;
using detail::parseObject;
using detail::setError;

namespace {

constexpr qsizetype kMaxTokenLength = 8192;

// Lower case without '-' and '_': "client-JWT", "client_jwt" and "clientJwt" compare equal.
QString normalizedKey(const QString &key)
{
    QString k = key.toLower();
    k.remove(u'-');
    k.remove(u'_');
    return k;
}

// A token goes into an HTTP header or cookie: printable ASCII without separators only.
bool isPlausibleToken(const QString &t)
{
    if (t.isEmpty() || t.size() > kMaxTokenLength)
        return false;
    return std::all_of(t.begin(), t.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return u > 0x20 && u < 0x7f && u != u'"' && u != u';' && u != u',' && u != u'\\';
    });
}

// The first plausible string under any of `keys` (normalised, in priority order), looking one
// level down into nested objects as well.
QString findToken(const QJsonObject &o, std::initializer_list<QStringView> keys, int depth = 0)
{
    for (QStringView wanted : keys) {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (normalizedKey(it.key()) == wanted && it.value().isString()) {
                const QString t = it.value().toString().trimmed();
                if (isPlausibleToken(t))
                    return t;
            }
        }
    }
    if (depth == 0) {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.value().isObject()) {
                const QString t = findToken(it.value().toObject(), keys, 1);
                if (!t.isEmpty())
                    return t;
            }
        }
    }
    return {};
}

DeliveryAddress toAddress(const QJsonObject &o)
{
    const auto s = [&o](const char *k) { return toText(o.value(QLatin1String(k))); };
    DeliveryAddress a;
    a.addressLine2 = s("addressLine2");
    a.addressNumber = s("addressNumber");
    a.buildingName = s("buildingName");
    a.city = s("city");
    a.country = s("country");
    a.storeId = s("storeId");
    a.district = s("district");
    a.hash = s("hash");
    a.house2Num = s("house2Num");
    a.houseNumber = s("houseNumber");
    a.integrationId = s("integrationId");
    a.state = s("state");
    a.street = s("street");
    a.zipcode = s("zipcode");
    return a;
}

} // namespace

QString toText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) < 9007199254740992.0)
            return QString::number(qint64(d));
        return QString::number(d, 'g', 17);
    }
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    default:
        return {};
    }
}

std::optional<qint64> toInteger(const QJsonValue &v)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) < 9007199254740992.0)
            return qint64(d);
        return std::nullopt;
    }
    if (v.isString()) {
        bool ok = false;
        const qint64 i = v.toString().trimmed().toLongLong(&ok);
        if (ok)
            return i;
        if (const auto dec = Decimal::parse(v.toString()); dec && dec->isInteger())
            return dec->units() / Decimal::kScale;
    }
    return std::nullopt;
}

bool toFlag(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return v.toBool();
    case QJsonValue::Double:
        return v.toDouble() != 0.0;
    case QJsonValue::String: {
        const QString s = v.toString().trimmed().toLower();
        return s == u"true" || s == u"1" || s == u"yes" || s == u"y" || s == u"x" || s == u"j"
            || s == u"ja" || s == u"weight" || s == u"w";
    }
    default:
        return false;
    }
}

std::optional<Money> toMoney(const QJsonValue &v, const QString &fallbackCurrency)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        const auto amount = Decimal::fromJson(firstOf(o, {"amount", "value"}));
        if (!amount)
            return std::nullopt;
        QString currency = toText(o.value(QLatin1String("currency"))).trimmed();
        if (currency.isEmpty())
            currency = fallbackCurrency;
        return Money{*amount, currency};
    }
    if (const auto amount = Decimal::fromJson(v))
        return Money{*amount, fallbackCurrency};
    return std::nullopt;
}

QList<QJsonValue> toList(const QJsonValue &v)
{
    QList<QJsonValue> out;
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        out.reserve(a.size());
        for (const QJsonValue &e : a)
            out.append(e);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        QList<QPair<qint64, QJsonValue>> keyed;
        QList<QJsonValue> others;
        for (auto it = o.begin(); it != o.end(); ++it) {
            bool ok = false;
            const qint64 n = it.key().toLongLong(&ok);
            if (ok)
                keyed.append({n, it.value()});
            else
                others.append(it.value());
        }
        std::stable_sort(keyed.begin(), keyed.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        for (const auto &p : std::as_const(keyed))
            out.append(p.second);
        if (keyed.isEmpty())
            out = others; // keyed by ids instead of numbers: keep the server's order
    }
    return out;
}

QUrl resolveUrl(const QUrl &baseUrl, const QString &urlOrPath)
{
    const QString s = urlOrPath.trimmed();
    if (s.isEmpty())
        return {};
    const QUrl u(s, QUrl::TolerantMode);
    if (!u.isValid())
        return {};
    const QUrl resolved = u.isRelative() ? baseUrl.resolved(u) : u;
    const QString scheme = resolved.scheme().toLower();
    if (scheme != u"http" && scheme != u"https")
        return {};
    return resolved;
}

QString cookieValue(const RawHeaders &headers, const QByteArray &name)
{
    for (const auto &h : headers) {
        if (h.first.compare("set-cookie", Qt::CaseInsensitive) != 0)
            continue;
        const QList<QNetworkCookie> cookies = QNetworkCookie::parseCookies(h.second);
        for (const QNetworkCookie &c : cookies) {
            if (c.name().compare(name, Qt::CaseInsensitive) == 0) {
                const QString t = QString::fromLatin1(c.value()).trimmed();
                if (isPlausibleToken(t))
                    return t;
            }
        }
    }
    return {};
}

bool decodeClientToken(const QByteArray &body, const RawHeaders &headers, QString &token, QString *error)
{
    token.clear();
    const QByteArray trimmed = body.trimmed();
    if (trimmed.startsWith('{')) {
        QJsonObject o;
        if (parseObject(trimmed, o, nullptr))
            token = findToken(o, {u"clientjwt", u"apijwt", u"jwt", u"token", u"accesstoken", u"idtoken"});
    } else if (trimmed.startsWith('"')) {
        const QJsonDocument doc = QJsonDocument::fromJson('[' + trimmed + ']');
        if (doc.isArray() && doc.array().size() == 1 && doc.array().at(0).isString()) {
            const QString t = doc.array().at(0).toString().trimmed();
            if (isPlausibleToken(t))
                token = t;
        }
    } else if (!trimmed.isEmpty()) {
        // A plain-text token: base64/base64url characters and dots only (a JWT, an opaque key),
        // so an HTML or text error page is never mistaken for one.
        const QString t = QString::fromLatin1(trimmed);
        const bool tokenChars = std::all_of(t.begin(), t.end(), [](QChar c) {
            return (c.unicode() < 128 && c.isLetterOrNumber()) || c == u'-' || c == u'_' || c == u'.'
                || c == u'~' || c == u'+' || c == u'/' || c == u'=';
        });
        if (tokenChars && isPlausibleToken(t) && t.size() >= 8)
            token = t;
    }
    if (token.isEmpty())
        token = cookieValue(headers, "apijwt");
    if (token.isEmpty()) {
        setError(error, QStringLiteral("no client token in the client-login response"));
        return false;
    }
    return true;
}

bool decodeCustomerLogin(const QByteArray &body, const RawHeaders &headers, CustomerLogin &out, QString *error)
{
    out = {};
    QJsonObject o;
    if (!parseObject(body, o, error))
        return false;
    out.customerJwt = findToken(o, {u"customerjwt", u"jwt", u"token", u"accesstoken"});
    if (out.customerJwt.isEmpty())
        out.customerJwt = cookieValue(headers, "customerjwt");
    out.customerId = toText(o.value(QLatin1String("customerId"))).trimmed();
    out.customerName = toText(firstOf(o, {"customerName1", "customerName", "name"}));
    const QList<QJsonValue> addresses = toList(firstOf(o, {"deliveryAdresses", "deliveryAddresses"}));
    for (const QJsonValue &av : addresses) {
        if (av.isObject())
            out.deliveryAddresses.append(toAddress(av.toObject()));
    }
    if (out.customerJwt.isEmpty()) {
        setError(error, QStringLiteral("no customer token in the customer-login response"));
        return false;
    }
    if (out.customerId.isEmpty()) {
        setError(error, QStringLiteral("no customerId in the customer-login response"));
        return false;
    }
    return true;
}

} // namespace webshop::api::json
