#include "tests/bench/RawHttp.h"

#include "app/demo/DemoServer.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>

namespace webshop::bench::RawHttp {

namespace {

QByteArray exchange(const QUrl &server, const QByteArray &method, const QByteArray &pathAndQuery,
                    const Headers &headers, const QByteArray &payload = {})
{
    QTcpSocket socket;
    socket.connectToHost(server.host(), quint16(server.port()));
    if (!socket.waitForConnected(5000))
        return {};
    QByteArray request = method + ' ' + pathAndQuery + " HTTP/1.1\r\nHost: " + server.authority().toLatin1()
        + "\r\nConnection: close\r\n";
    for (const auto &[name, value] : headers)
        request += name + ": " + value + "\r\n";
    if (!payload.isEmpty())
        request += "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(payload.size()) + "\r\n";
    request += "\r\n" + payload;
    socket.write(request);
    QByteArray response;
    while (socket.state() == QAbstractSocket::ConnectedState && socket.waitForReadyRead(10000))
        response += socket.readAll();
    response += socket.readAll();
    return response;
}

} // namespace

QByteArray get(const QUrl &server, const QByteArray &pathAndQuery, const Headers &headers)
{
    return exchange(server, "GET", pathAndQuery, headers);
}

double timeMs(const QUrl &server, const QByteArray &pathAndQuery, const Headers &headers)
{
    QElapsedTimer t;
    t.start();
    const QByteArray response = get(server, pathAndQuery, headers);
    return response.startsWith("HTTP/1.1 200") ? double(t.nsecsElapsed()) / 1e6 : -1;
}

QByteArray body(const QByteArray &response)
{
    const qsizetype end = response.indexOf("\r\n\r\n");
    return end < 0 ? QByteArray() : response.mid(end + 4);
}

bool login(const QUrl &server, Headers *tokens, QString *storeId, QString *customerId)
{
    const demo::DemoCredentials demo = demo::DemoServer::demoCustomers().constFirst();
    const QByteArray client = body(exchange(
        server, "POST", "/webshop/v1/login/client", {},
        QJsonDocument(QJsonObject{{QStringLiteral("apiUser"), demo.apiUser}, {QStringLiteral("apiPw"), demo.apiPassword}})
            .toJson(QJsonDocument::Compact)));
    const QByteArray clientToken = QJsonDocument::fromJson(client).object().value(QStringLiteral("client-JWT")).toString().toLatin1();
    if (clientToken.isEmpty())
        return false;
    const QByteArray customer = body(exchange(
        server, "POST", "/webshop/v1/login/user", {{"apijwt", clientToken}},
        QJsonDocument(QJsonObject{{QStringLiteral("username"), demo.username}, {QStringLiteral("password"), demo.password}})
            .toJson(QJsonDocument::Compact)));
    const QJsonObject o = QJsonDocument::fromJson(customer).object();
    const QByteArray customerToken = o.value(QStringLiteral("customer-JWT")).toString().toLatin1();
    if (customerToken.isEmpty())
        return false;
    *tokens = {{"apijwt", clientToken}, {"customerjwt", customerToken}};
    *storeId = o.value(QStringLiteral("deliveryAdresses")).toArray().at(0).toObject().value(QStringLiteral("storeId")).toString();
    if (customerId)
        *customerId = o.value(QStringLiteral("customerId")).toString();
    return !storeId->isEmpty();
}

} // namespace webshop::bench::RawHttp
