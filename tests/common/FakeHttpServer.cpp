#include "tests/common/FakeHttpServer.h"

#include <QSslConfiguration>
#include <QSslServer>
#include <QTcpSocket>
#include <QTimer>

namespace webshop::test {

QByteArray FakeRequest::header(const QByteArray &name) const
{
    for (const auto &h : headers)
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return {};
}

QUrl FakeRequest::url() const
{
    return QUrl::fromEncoded(target);
}

QString FakeRequest::path() const
{
    return url().path();
}

FakeHttpServer::FakeHttpServer(QObject *parent) : QObject(parent) {}

FakeHttpServer::~FakeHttpServer() = default;

bool FakeHttpServer::listen()
{
    m_server = std::make_unique<QTcpServer>();
    connect(m_server.get(), &QTcpServer::pendingConnectionAvailable, this, &FakeHttpServer::onConnection);
    return m_server->listen(QHostAddress::LocalHost, 0);
}

bool FakeHttpServer::listenTls(const QSslCertificate &certificate, const QSslKey &key)
{
    auto server = std::make_unique<QSslServer>();
    QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
    conf.setLocalCertificate(certificate);
    conf.setPrivateKey(key);
    server->setSslConfiguration(conf);
    server->setHandshakeTimeout(2000);
    m_server = std::move(server);
    m_tls = true;
    // Emitted once the TLS handshake succeeded: a refused certificate never gets here.
    connect(m_server.get(), &QTcpServer::pendingConnectionAvailable, this, &FakeHttpServer::onConnection);
    return m_server->listen(QHostAddress::LocalHost, 0);
}

QUrl FakeHttpServer::url() const
{
    QUrl u;
    u.setScheme(m_tls ? QStringLiteral("https") : QStringLiteral("http"));
    u.setHost(QStringLiteral("127.0.0.1"));
    u.setPort(m_server ? m_server->serverPort() : 0);
    return u;
}

int FakeHttpServer::count(const QByteArray &method, const QString &pathSuffix) const
{
    int n = 0;
    for (const FakeRequest &r : m_requests)
        if (r.method == method && (pathSuffix.isEmpty() || r.path().endsWith(pathSuffix)))
            ++n;
    return n;
}

QByteArray FakeHttpServer::response(int status, const QByteArray &body, const QByteArray &contentType,
                                    const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    QByteArray r = "HTTP/1.1 " + QByteArray::number(status) + " Status\r\n";
    if (!contentType.isEmpty())
        r += "Content-Type: " + contentType + "\r\n";
    bool hasLength = false;
    for (const auto &h : extraHeaders) {
        r += h.first + ": " + h.second + "\r\n";
        hasLength |= h.first.compare("content-length", Qt::CaseInsensitive) == 0;
    }
    if (!hasLength)
        r += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    r += "\r\n" + body;
    return r;
}

void FakeHttpServer::reply(QTcpSocket *socket, int status, const QByteArray &body, const QByteArray &contentType,
                           const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    socket->write(response(status, body, contentType, extraHeaders));
}

void FakeHttpServer::drip(QTcpSocket *socket, const QByteArray &data, int intervalMs)
{
    auto *timer = new QTimer(socket);
    auto pos = std::make_shared<qsizetype>(0);
    QPointer<QTcpSocket> guard(socket);
    QObject::connect(timer, &QTimer::timeout, socket, [guard, timer, data, pos] {
        if (!guard || *pos >= data.size()) {
            timer->stop();
            return;
        }
        guard->write(data.mid(*pos, 1));
        ++*pos;
    });
    timer->start(intervalMs);
}

void FakeHttpServer::onConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        const int id = ++m_connections;
        socket->setProperty("fakeConnectionId", id);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { process(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
}

void FakeHttpServer::process(QTcpSocket *socket)
{
    QByteArray buffer = socket->property("fakeBuffer").toByteArray() + socket->readAll();
    for (;;) {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            break;
        const QList<QByteArray> lines = buffer.left(end).split('\n');
        FakeRequest req;
        const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
        req.method = first.value(0);
        req.target = first.value(1);
        req.connectionId = socket->property("fakeConnectionId").toInt();
        qint64 length = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines[i].trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0)
                continue;
            req.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
            if (line.left(colon).trimmed().compare("content-length", Qt::CaseInsensitive) == 0)
                length = line.mid(colon + 1).trimmed().toLongLong();
        }
        if (buffer.size() < end + 4 + length)
            break; // wait for the rest of the body
        req.body = buffer.mid(end + 4, length);
        buffer.remove(0, end + 4 + length);
        m_requests.append(req);
        if (m_handler)
            m_handler(req, socket);
        else
            reply(socket, 404, "{}");
        if (socket->state() != QAbstractSocket::ConnectedState)
            return;
    }
    socket->setProperty("fakeBuffer", buffer);
}

} // namespace webshop::test
