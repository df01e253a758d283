#pragma once

// A hostile webshop for Session tests on FakeHttpServer: the two logins issue unsigned JWTs
// with the claims a test asks for (exp in the past, iat on a skewed clock), an optional Date
// header on a skewed clock, logins that fail or hang on demand, and a handler for the rest.

#include "app/api/ApiClient.h"
#include "app/auth/Session.h"
#include "tests/common/FakeHttpServer.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTcpSocket>
#include <functional>
#include <optional>

namespace webshop::test {

inline const QByteArray kFakeBasketJson = R"({"items":[{"article":"B1","amount":2}],"total_price":{}})";

class FakeShop
{
public:
    // Claims of the next token, given the server's "now" (local now + clockOffsetSecs).
    std::function<QJsonObject(qint64 serverNowSecs)> claims = [](qint64 now) {
        return QJsonObject{{QStringLiteral("iat"), now}, {QStringLiteral("exp"), now + 3600}};
    };
    qint64 clockOffsetSecs = 0;   // the server's clock minus ours
    bool sendDate = false;        // a Date header (on the server's clock) on every reply
    int loginStatus = 200;        // != 200: both logins answer this status; 0: they hang
    std::function<void(const FakeRequest &, QTcpSocket *)> api = [this](const FakeRequest &, QTcpSocket *s) {
        reply(s, 200, kFakeBasketJson);
    };
    int clientLogins = 0;
    int customerLogins = 0;
    FakeHttpServer server;

    bool listen()
    {
        server.setHandler([this](const FakeRequest &r, QTcpSocket *s) { handle(r, s); });
        return server.listen();
    }

    auth::Credentials credentials() const
    {
        auth::Credentials c;
        c.baseUrl = server.url();
        c.apiUser = QStringLiteral("api-user");
        c.apiPassword = QStringLiteral("api-secret-1");
        c.username = QStringLiteral("buyer");
        c.password = QStringLiteral("buyer-secret-1");
        return c;
    }

    qint64 serverNowSecs() const { return QDateTime::currentSecsSinceEpoch() + clockOffsetSecs; }

    static QString jwt(const QJsonObject &claims)
    {
        const QByteArray header = QByteArrayLiteral(R"({"alg":"HS256","typ":"JWT"})").toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
        const QByteArray payload = QJsonDocument(claims).toJson(QJsonDocument::Compact).toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
        return QString::fromLatin1(header + '.' + payload + ".c2ln");
    }

    void reply(QTcpSocket *s, int status, const QByteArray &body) const
    {
        QList<QPair<QByteArray, QByteArray>> headers;
        if (sendDate)
            headers.append({"Date", QLocale::c()
                                        .toString(QDateTime::fromSecsSinceEpoch(serverNowSecs(), Qt::UTC),
                                                  QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'"))
                                        .toLatin1()});
        FakeHttpServer::reply(s, status, body, "application/json", headers);
    }

private:
    void handle(const FakeRequest &r, QTcpSocket *s)
    {
        const bool client = r.path().endsWith(QLatin1String("/login/client"));
        const bool customer = r.path().endsWith(QLatin1String("/login/user"));
        if (!client && !customer) {
            api(r, s);
            return;
        }
        (client ? clientLogins : customerLogins)++;
        if (loginStatus == 0)
            return; // hangs
        if (loginStatus != 200) {
            reply(s, loginStatus, R"({"error":{"status":0,"code":"refused","message":"refused"}})");
            return;
        }
        QJsonObject claimSet = claims(serverNowSecs());
        claimSet.insert(QStringLiteral("typ"), client ? QStringLiteral("client") : QStringLiteral("customer"));
        const QString token = jwt(claimSet);
        if (client) {
            reply(s, 200, QJsonDocument(QJsonObject{{QStringLiteral("client-JWT"), token}}).toJson(QJsonDocument::Compact));
            return;
        }
        const QByteArray body = R"({"customer-JWT":")" + token.toLatin1() + R"(","customerId":"0001","customerName1":"Test",
            "deliveryAdresses":[{"storeId":"0012","country":"DE","street":"A"}]})";
        reply(s, 200, body);
    }
};

} // namespace webshop::test
