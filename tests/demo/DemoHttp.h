#pragma once

// A small synchronous HTTP client over QNetworkAccessManager for the demo backend's tests.

#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkCookieJar>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTest>

namespace webshop::demo::test {

struct HttpResult
{
    int status = 0;
    QByteArray body;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QList<QNetworkReply::RawHeaderPair> headers;
    bool finished = false;

    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QString errorCode() const
    {
        return json().value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString();
    }
    QByteArray header(QByteArrayView name) const
    {
        for (const auto &[k, v] : headers)
            if (k.compare(name, Qt::CaseInsensitive) == 0)
                return v;
        return {};
    }
};

using Headers = QList<std::pair<QByteArray, QByteArray>>;

// Keeps no cookies: every test states the tokens it sends.
class NoCookieJar : public QNetworkCookieJar
{
public:
    using QNetworkCookieJar::QNetworkCookieJar;
    bool setCookiesFromUrl(const QList<QNetworkCookie> &, const QUrl &) override { return false; }
};

class DemoHttp
{
public:
    explicit DemoHttp(QUrl base) : m_base(std::move(base)) { m_manager.setCookieJar(new NoCookieJar); }

    QNetworkAccessManager &manager() { return m_manager; }

    HttpResult send(const QByteArray &method, const QString &pathAndQuery,
                    const QByteArray &body = {}, const Headers &headers = {}, int timeoutMs = 15000)
    {
        QNetworkRequest request(m_base.resolved(QUrl(pathAndQuery)));
        for (const auto &[k, v] : headers)
            request.setRawHeader(k, v);
        if (!body.isEmpty() || method == "POST")
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply = m_manager.sendCustomRequest(request, method, body);
        return wait(reply, timeoutMs);
    }

    static HttpResult wait(QNetworkReply *reply, int timeoutMs = 15000)
    {
        HttpResult r;
        r.finished = bool(webshop::test::awaitReply(reply, QStringLiteral("the reply"), timeoutMs));
        r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        r.body = reply->readAll();
        r.error = reply->error();
        r.headers = reply->rawHeaderPairs();
        reply->abort();
        reply->deleteLater();
        return r;
    }

    HttpResult get(const QString &path, const Headers &headers) { return send("GET", path, {}, headers); }
    HttpResult get(const QString &path) { return send("GET", path, {}, auth()); }
    HttpResult post(const QString &path, const QByteArray &body, const Headers &headers)
    {
        return send("POST", path, body, headers);
    }
    HttpResult post(const QString &path, const QByteArray &body) { return send("POST", path, body, auth()); }

    static QByteArray json(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

    // Client login, then customer login as `username`; keeps both tokens.
    bool login(const QString &username = QStringLiteral("gastro@example.com"),
               const QString &password = QStringLiteral("demo"))
    {
        const HttpResult client = send("POST", QStringLiteral("/webshop/v1/login/client"),
                                       json({{QStringLiteral("apiUser"), DemoServer::demoApiUser()},
                                             {QStringLiteral("apiPw"), DemoServer::demoApiPassword()}}));
        clientToken = client.json().value(QStringLiteral("client-JWT")).toString().toLatin1();
        if (client.status != 200 || clientToken.isEmpty())
            return false;
        const HttpResult customer = send("POST", QStringLiteral("/webshop/v1/login/user"),
                                         json({{QStringLiteral("username"), username},
                                               {QStringLiteral("password"), password}}),
                                         {{"apijwt", clientToken}});
        const QJsonObject o = customer.json();
        customerToken = o.value(QStringLiteral("customer-JWT")).toString().toLatin1();
        customerId = o.value(QStringLiteral("customerId")).toString();
        addresses = o.value(QStringLiteral("deliveryAdresses")).toArray();
        return customer.status == 200 && !customerToken.isEmpty();
    }

    Headers auth() const
    {
        Headers h;
        if (!clientToken.isEmpty())
            h.append({"apijwt", clientToken});
        if (!customerToken.isEmpty())
            h.append({"customerjwt", customerToken});
        return h;
    }

    QString basketPath(const QString &storeId, const QString &op, const QString &customer = {}) const
    {
        return QStringLiteral("/explore.publicapi.v1/shoppingcarts/DE/%1/%2/%3")
            .arg(storeId, customer.isEmpty() ? customerId : customer, op);
    }

    HttpResult addItem(const QString &storeId, const QString &bundleId, double amount)
    {
        return post(basketPath(storeId, QStringLiteral("addItem")),
                    json({{QStringLiteral("bettyBundleId"), bundleId}, {QStringLiteral("amount"), amount}}));
    }

    // The first search hit for `query` at store 0012 (an empty object when there is none).
    QJsonObject firstHit(const QString &query, const QString &language = QStringLiteral("de-DE"))
    {
        return get(QStringLiteral("/webshop/v1/search?storeId=0012&rows=1&language=%1&query=%2")
                       .arg(language, QString::fromLatin1(QUrl::toPercentEncoding(query))))
            .json()
            .value(QStringLiteral("results"))
            .toArray()
            .at(0)
            .toObject();
    }

    QByteArray clientToken, customerToken;
    QString customerId;
    QJsonArray addresses;

private:
    QUrl m_base;
    QNetworkAccessManager m_manager;
};

// Cents of a JSON money amount or price (exact for two decimals).
inline qint64 cents(const QJsonValue &v)
{
    return qRound64(v.toDouble() * 100.0);
}

} // namespace webshop::demo::test
