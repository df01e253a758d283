#pragma once

// One HTTP exchange on a raw loopback socket, for what QNetworkAccessManager hides: the exact
// bytes a server sent (a body cut short, no byte at all) and whether it closed the connection.
// Qt's own re-send of a POST whose connection ends early cannot happen here.

#include "tests/demo/DemoHttp.h"

#include <QTcpSocket>
#include <memory>

namespace webshop::demo::test {

// What the server sent on one connection.
struct RawReply
{
    QByteArray bytes;
    bool closed = false; // the server closed the connection

    qsizetype headerEnd() const { return bytes.indexOf("\r\n\r\n"); }
    bool hasHead() const { return headerEnd() >= 0; }
    // 0 before a status line.
    int status() const
    {
        if (!bytes.startsWith("HTTP/1.1 "))
            return 0;
        return bytes.mid(9, 3).toInt();
    }
    QByteArray header(QByteArrayView name) const
    {
        const QList<QByteArray> lines = bytes.left(headerEnd()).split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && QByteArrayView(line.left(colon)).compare(name, Qt::CaseInsensitive) == 0)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }
    qsizetype contentLength() const
    {
        bool ok = false;
        const qsizetype n = header("Content-Length").toLongLong(&ok);
        return ok ? n : -1;
    }
    QByteArray body() const { return hasHead() ? bytes.mid(headerEnd() + 4) : QByteArray(); }
    // A whole reply: the head, and as many body bytes as Content-Length declares.
    bool complete() const { return hasHead() && body().size() >= qMax<qsizetype>(0, contentLength()); }
    QJsonObject json() const { return QJsonDocument::fromJson(body()).object(); }
};

// Sends `request` on a connection of its own; the reply grows as the event loop runs.
class RawCall
{
    Q_DISABLE_COPY_MOVE(RawCall)

public:
    RawCall(const QUrl &server, const QByteArray &request) : m_socket(std::make_unique<QTcpSocket>())
    {
        m_connections[0] = QObject::connect(m_socket.get(), &QTcpSocket::readyRead, m_socket.get(),
                                            [this] { m_reply.bytes += m_socket->readAll(); });
        m_connections[1] = QObject::connect(m_socket.get(), &QTcpSocket::disconnected, m_socket.get(), [this] {
            if (m_socket->isReadable())
                m_reply.bytes += m_socket->readAll();
            m_reply.closed = true;
        });
        m_socket->connectToHost(server.host(), quint16(server.port()));
        m_socket->write(request);
    }

    ~RawCall()
    {
        for (const QMetaObject::Connection &c : m_connections)
            QObject::disconnect(c);
    }

    const RawReply &reply() const { return m_reply; }
    // The server closed the connection or sent a whole reply.
    bool done() const { return m_reply.closed || m_reply.complete(); }
    // The client gives up.
    void abort() { m_socket->abort(); }

    // An addItem POST with the tokens of `http`.
    static QByteArray addItemRequest(const DemoHttp &http, const QUrl &server, const QString &storeId,
                                     const QString &bundleId, double amount)
    {
        const QByteArray body = DemoHttp::json({{QStringLiteral("bettyBundleId"), bundleId},
                                                {QStringLiteral("amount"), amount}});
        return "POST " + http.basketPath(storeId, QStringLiteral("addItem")).toUtf8() + " HTTP/1.1\r\n"
             + "Host: " + server.host().toUtf8() + ':' + QByteArray::number(server.port()) + "\r\n"
             + "apijwt: " + http.clientToken + "\r\ncustomerjwt: " + http.customerToken + "\r\n"
             + "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size())
             + "\r\n\r\n" + body;
    }

private:
    std::unique_ptr<QTcpSocket> m_socket;
    RawReply m_reply;
    QMetaObject::Connection m_connections[2];
};

} // namespace webshop::demo::test
