#pragma once

// A minimal HTTP/1.0 server for image tests: serves one PNG for every path, records what
// the client sent (to prove no credentials travel with image requests) and counts requests.

#include <QBuffer>
#include <QByteArray>
#include <QImage>
#include <QList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

namespace webshop::test {

class TinyImageServer
{
public:
    TinyImageServer()
    {
        QImage image(400, 200, QImage::Format_RGB32);
        image.fill(Qt::darkCyan);
        QBuffer buffer(&m_png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                auto *buffer = new QByteArray;
                QObject::connect(socket, &QTcpSocket::disconnected, socket, [socket, buffer] {
                    delete buffer;
                    socket->deleteLater();
                });
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                    buffer->append(socket->readAll());
                    if (!buffer->contains("\r\n\r\n"))
                        return;
                    requests.append(*buffer);
                    buffer->clear();
                    const bool missing = requests.constLast().startsWith("GET /missing");
                    QByteArray reply = missing ? QByteArray("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n")
                                               : "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nCache-Control: max-age=86400\r\n"
                                                 "Content-Length: " + QByteArray::number(m_png.size()) + "\r\n";
                    reply += "Connection: close\r\n\r\n";
                    if (!missing)
                        reply += m_png;
                    socket->write(reply);
                    socket->disconnectFromHost();
                });
            }
        });
    }

    QUrl url(const QString &path) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path));
    }

    QList<QByteArray> requests;

private:
    QTcpServer m_server;
    QByteArray m_png;
};

} // namespace webshop::test
