#pragma once

// A raw HTTP/1.1 server on loopback for fault tests: it parses requests (keep-alive, with
// Content-Length bodies) and hands each to a handler that may answer, hang, drip, truncate,
// reset or close. Counts every request it has fully read.

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QTcpServer>
#include <QUrl>
#include <functional>
#include <memory>

class QTcpSocket;
class QSslCertificate;
class QSslKey;

namespace webshop::test {

struct FakeRequest
{
    QByteArray method;
    QByteArray target; // path and query as sent
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    int connectionId = 0;

    QByteArray header(const QByteArray &name) const;
    QString path() const;  // decoded path without query
    QUrl url() const;      // relative URL of the target
};

class FakeHttpServer : public QObject
{
public:
    using Handler = std::function<void(const FakeRequest &request, QTcpSocket *socket)>;

    explicit FakeHttpServer(QObject *parent = nullptr);
    ~FakeHttpServer() override;

    bool listen();
    // HTTPS (QSslServer) with the given certificate and key.
    bool listenTls(const QSslCertificate &certificate, const QSslKey &key);
    QUrl url() const; // http(s)://127.0.0.1:<port>
    void setHandler(Handler handler) { m_handler = std::move(handler); }

    const QList<FakeRequest> &requests() const { return m_requests; }
    int count(const QByteArray &method, const QString &pathSuffix = {}) const;
    int connectionCount() const { return m_connections; }

    // Response builders.
    static QByteArray response(int status, const QByteArray &body,
                               const QByteArray &contentType = "application/json",
                               const QList<QPair<QByteArray, QByteArray>> &extraHeaders = {});
    static void reply(QTcpSocket *socket, int status, const QByteArray &body,
                      const QByteArray &contentType = "application/json",
                      const QList<QPair<QByteArray, QByteArray>> &extraHeaders = {});
    // Sends `data` one byte every `intervalMs` (the drip that defeats an inactivity timeout).
    static void drip(QTcpSocket *socket, const QByteArray &data, int intervalMs);

private:
    void onConnection();
    void process(QTcpSocket *socket);

    std::unique_ptr<QTcpServer> m_server;
    bool m_tls = false;
    Handler m_handler;
    QList<FakeRequest> m_requests;
    int m_connections = 0;
};

} // namespace webshop::test
