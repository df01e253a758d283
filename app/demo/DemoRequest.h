#pragma once

// A request as the demo API sees it and the reply it gives, transport-free (DemoHttpServer
// turns HTTP into these and back), and the checks and replies every handler shares.

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace webshop::demo {

struct DemoRequest
{
    QByteArray method;  // "GET", "POST", …
    QString path;       // percent-encoded, as received
    QList<std::pair<QString, QString>> query; // decoded ('+' is a space)
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;
    quint64 number = 0;     // the server's count of requests, from 1
    int lateApplyMs = -1;   // addItem: >= 0 answers 202 and applies this much later (a fault)

    QByteArray header(QByteArrayView name) const; // case-insensitive; the first one
    std::optional<QString> queryValue(QStringView name) const;
    static QList<std::pair<QString, QString>> parseQuery(QByteArrayView encoded);
};

struct DemoReply
{
    int status = 200;
    QByteArray contentType = "application/json";
    QByteArray body;
    QList<std::pair<QByteArray, QByteArray>> headers;

    static DemoReply json(const QJsonObject &object, int status = 200);
    static DemoReply error(int status, const char *code, const QString &message);
};

namespace detail {

constexpr qsizetype kMaxBodySize = 64 * 1024;

// The JSON object of a request body, or false and the error reply (400 or 413).
std::optional<QJsonObject> jsonBody(const DemoRequest &request, DemoReply *error);
// A string field, or false and a 400 missing_field reply.
std::optional<QString> stringField(const QJsonObject &o, const QString &name, DemoReply *error);
QByteArray cookie(const QByteArray &name, const QByteArray &value);
qint64 nowMs();
DemoReply unknownCountry(const QString &country);
DemoReply unknownStore(const QString &store);
// The store does not carry this article (404 for details, 400 for an add).
DemoReply notSoldHere(const QString &variantId, const QString &store, int status = 404);

} // namespace detail

} // namespace webshop::demo
