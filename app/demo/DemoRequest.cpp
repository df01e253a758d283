#include "app/demo/DemoRequest.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace webshop::demo {

namespace detail {

// The JSON object of a request body, or the error reply.
std::optional<QJsonObject> jsonBody(const DemoRequest &request, DemoReply *error)
{
    if (request.body.size() > kMaxBodySize) {
        *error = DemoReply::error(413, "payload_too_large",
                                  u"The request body exceeds 64 KiB."_s);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(request.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = DemoReply::error(400, "malformed_json", u"The request body must be a JSON object."_s);
        return std::nullopt;
    }
    return doc.object();
}

std::optional<QString> stringField(const QJsonObject &o, const QString &name, DemoReply *error)
{
    const QJsonValue v = o.value(name);
    if (!v.isString()) {
        *error = DemoReply::error(400, "missing_field",
                                  u"The field \"%1\" (a string) is required."_s.arg(name));
        return std::nullopt;
    }
    return v.toString();
}

QByteArray cookie(const QByteArray &name, const QByteArray &value)
{
    return name + '=' + value + "; HttpOnly; Path=/";
}

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

DemoReply unknownCountry(const QString &country)
{
    return DemoReply::error(404, "unknown_country",
                            u"Country \"%1\" is not served (only DE)."_s.arg(country));
}

DemoReply unknownStore(const QString &store)
{
    return DemoReply::error(404, "unknown_store", u"There is no store \"%1\"."_s.arg(store));
}

DemoReply notSoldHere(const QString &variantId, const QString &store, int status)
{
    return DemoReply::error(status, "not_sold_here",
                            u"Store %1 does not sell article \"%2\"."_s.arg(store, variantId));
}

} // namespace detail

QByteArray DemoRequest::header(QByteArrayView name) const
{
    for (const auto &[key, value] : headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    return {};
}

std::optional<QString> DemoRequest::queryValue(QStringView name) const
{
    for (const auto &[key, value] : query)
        if (key == name)
            return value;
    return std::nullopt;
}

QList<std::pair<QString, QString>> DemoRequest::parseQuery(QByteArrayView encoded)
{
    QList<std::pair<QString, QString>> items;
    for (QByteArrayView part : QByteArray(encoded.toByteArray()).split('&')) {
        if (part.isEmpty())
            continue;
        QByteArray p = part.toByteArray();
        p.replace('+', ' ');
        const qsizetype eq = p.indexOf('=');
        const QByteArray key = eq < 0 ? p : p.left(eq);
        const QByteArray value = eq < 0 ? QByteArray() : p.mid(eq + 1);
        items.append({QUrl::fromPercentEncoding(key), QUrl::fromPercentEncoding(value)});
    }
    return items;
}

DemoReply DemoReply::json(const QJsonObject &object, int status)
{
    DemoReply r;
    r.status = status;
    r.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    return r;
}

DemoReply DemoReply::error(int status, const char *code, const QString &message)
{
    return json(QJsonObject{{u"error"_s,
                             QJsonObject{{u"status"_s, status},
                                         {u"code"_s, QString::fromLatin1(code)},
                                         {u"message"_s, message}}}},
                status);
}

} // namespace webshop::demo
