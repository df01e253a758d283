#include "app/demo/DemoHttpServer.h"

#include "app/demo/DemoReplyQueue.h"

#include <QHttpServerRequest>
#include <QLoggingCategory>
#include <QTcpSocket>
#include <QTimer>

#include <utility>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcDemoHttp, "webshop.demo.http", QtInfoMsg)

namespace webshop::demo {

namespace {

const char *reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 201: return "Created";
    case 202: return "Accepted";
    case 204: return "No Content";
    case 301: return "Moved Permanently";
    case 302: return "Found";
    case 303: return "See Other";
    case 307: return "Temporary Redirect";
    case 308: return "Permanent Redirect";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 409: return "Conflict";
    case 413: return "Payload Too Large";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    default: return "Unknown";
    }
}


QByteArray methodName(QHttpServerRequest::Method method)
{
    switch (method) {
    case QHttpServerRequest::Method::Get: return "GET";
    case QHttpServerRequest::Method::Put: return "PUT";
    case QHttpServerRequest::Method::Delete: return "DELETE";
    case QHttpServerRequest::Method::Post: return "POST";
    case QHttpServerRequest::Method::Head: return "HEAD";
    case QHttpServerRequest::Method::Options: return "OPTIONS";
    case QHttpServerRequest::Method::Patch: return "PATCH";
    case QHttpServerRequest::Method::Connect: return "CONNECT";
    case QHttpServerRequest::Method::Trace: return "TRACE";
    default: return "UNKNOWN";
    }
}

// The answer of AddFault::Status: an error body (3xx to 5xx; a redirect to the same path), or
// {} (2xx; 204 without a body).
DemoReply injectedStatus(int code, const DemoRequest &request)
{
    if (code < 300) {
        DemoReply reply;
        reply.status = code;
        if (code == 204)
            reply.contentType.clear();
        else
            reply.body = "{}";
        return reply;
    }
    DemoReply reply = DemoReply::error(code, "injected_status",
                                       u"The server answers %1 to this add (injected fault)."_s.arg(code));
    if (code == 301 || code == 302 || code == 303 || code == 307 || code == 308)
        reply.headers.emplaceBack("Location", request.path.toLatin1());
    return reply;
}

// The status line and headers of `reply` with a Content-Length larger than what follows: the
// whole body (at least 2 bytes) is declared, the first half of it sent.
QByteArray cutReply(const DemoReply &reply)
{
    const qsizetype declared = qMax<qsizetype>(reply.body.size(), 2);
    DemoReply head = reply;
    head.body = reply.body.leftJustified(declared, ' ');
    return serializeReply(head, false, false) + reply.body.left(declared / 2);
}

} // namespace

QByteArray serializeReply(const DemoReply &reply, bool includeBody, bool close)
{
    QByteArray out;
    out.reserve(reply.body.size() + 256);
    out += "HTTP/1.1 " + QByteArray::number(reply.status) + ' ' + reasonPhrase(reply.status) + "\r\n";
    if (!reply.contentType.isEmpty())
        out += "Content-Type: " + reply.contentType + "\r\n";
    out += "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n";
    for (const auto &[name, value] : reply.headers)
        out += name + ": " + value + "\r\n";
    if (close)
        out += "Connection: close\r\n";
    out += "\r\n";
    if (includeBody)
        out += reply.body;
    return out;
}

DemoHttpServer::DemoHttpServer(Handler handler, QObject *parent)
    : QAbstractHttpServer(parent), m_handler(std::move(handler)), m_random(0x5eed)
{
}

bool DemoHttpServer::listenOn(const QHostAddress &address, quint16 port)
{
    auto *tcp = new QTcpServer;
    if (!tcp->listen(address, port)) {
        qCWarning(lcDemoHttp, "Cannot listen on %s:%u: %s", qPrintable(address.toString()), port,
                  qPrintable(tcp->errorString()));
        delete tcp;
        return false;
    }
    bind(tcp); // takes ownership
    m_tcp = tcp;
    return true;
}

void DemoHttpServer::closeAll()
{
    if (!m_tcp)
        return;
    // Every accepted connection (kept-alive ones too), wherever it is parented below us.
    for (QTcpSocket *socket : findChildren<QTcpSocket *>())
        socket->abort();
    m_tcp->close();
}

quint16 DemoHttpServer::port() const
{
    return m_tcp ? m_tcp->serverPort() : 0;
}

QHostAddress DemoHttpServer::address() const
{
    return m_tcp ? m_tcp->serverAddress() : QHostAddress();
}

void DemoHttpServer::setFaults(const FaultOptions &faults)
{
    const bool release = m_faults.holdReplies && !faults.holdReplies;
    m_faults = faults;
    m_addPlan.reset(faults);
    if (!release)
        return;
    for (QObject *queue : findChildren<QObject *>(ReplyQueue::name()))
        static_cast<ReplyQueue *>(queue)->release();
}

bool DemoHttpServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    DemoRequest r;
    r.method = methodName(request.method());
    const QUrl url = request.url();
    r.path = url.path(QUrl::FullyEncoded);
    r.query = DemoRequest::parseQuery(url.query(QUrl::FullyEncoded).toUtf8());
    r.headers = request.headers();
    r.body = request.body();

    r.number = ++m_requestCount;

    std::optional<AddPlan> addPlan;
    if (DemoApi::isAddItem(r)) {
        ++m_addItemRequests;
        ++m_addItemsByBundle[DemoApi::addItemBundleId(r)];
        addPlan = m_addPlan.next(m_faults); // one per add received, whatever happens to it
    }

    const FaultOptions faults = m_faults;
    const bool closeRequested = r.header("connection").trimmed().compare("close", Qt::CaseInsensitive) == 0;
    ReplyQueue::Item item;
    item.delayMs = qMax(0, faults.latencyMs);
    item.dripMs = qMax(0, faults.dripIntervalMs);
    item.close = closeRequested;
    item.held = faults.holdReplies;

    DemoReply reply;
    if (faults.errorRate > 0.0 && m_random.generateDouble() < faults.errorRate) {
        reply = DemoReply::error(503, "service_unavailable",
                                 u"The service is temporarily unavailable (injected fault)."_s);
    } else if (faults.dropAfterRequest) {
        if (faults.dropAppliesRequest)
            reply = m_handler(r);
        item.close = true;
        ReplyQueue::of(socket)->enqueue(std::move(item));
        Q_EMIT requestServed(QString::fromLatin1(r.method), r.path, 0);
        return true;
    } else if (addPlan && !addPlan->isPlain()) {
        playAdd(r, *addPlan, socket, std::move(item));
        return true;
    } else {
        reply = m_handler(r);
    }
    item.bytes = serializeReply(reply, r.method != "HEAD", closeRequested);
    ReplyQueue::of(socket)->enqueue(std::move(item));
    Q_EMIT requestServed(QString::fromLatin1(r.method), r.path, reply.status);
    return true;
}

void DemoHttpServer::playAdd(DemoRequest request, const AddPlan &plan, QTcpSocket *socket,
                             ReplyQueue::Item item)
{
    // The reply keeps its place on the connection; the add is applied when the plan says, by
    // a timer of the server's: a client that gives up and closes does not stop it.
    auto deferred = std::make_shared<DeferredReply>();
    const bool closeRequested = item.close;
    item.deferred = deferred;
    QPointer<ReplyQueue> queue = ReplyQueue::of(socket);
    queue->enqueue(std::move(item));
    auto run = [this, request, fault = plan.fault, deferred, queue, closeRequested]() mutable {
        int status = 0; // 0: dropped, as requestServed() tells it
        switch (fault.kind) {
        case AddFault::Kind::DropBefore:
            deferred->close = true;
            break;
        case AddFault::Kind::DropAfter:
            (void)m_handler(request);
            deferred->close = true;
            break;
        case AddFault::Kind::CutBody: {
            const DemoReply reply = m_handler(request);
            status = reply.status;
            deferred->bytes = cutReply(reply);
            deferred->close = true;
            break;
        }
        case AddFault::Kind::Status: {
            if (fault.applied)
                (void)m_handler(request);
            status = fault.code;
            deferred->bytes = serializeReply(injectedStatus(fault.code, request), true, closeRequested);
            break;
        }
        case AddFault::Kind::Late:
            request.lateApplyMs = qMax(0, fault.ms);
            [[fallthrough]];
        case AddFault::Kind::None:
        case AddFault::Kind::Delay: {
            const DemoReply reply = m_handler(request);
            status = reply.status;
            deferred->bytes = serializeReply(reply, true, closeRequested);
            break;
        }
        }
        deferred->ready = true;
        Q_EMIT requestServed(QString::fromLatin1(request.method), request.path, status);
        if (queue)
            queue->resume();
    };
    if (plan.delayMs > 0)
        QTimer::singleShot(plan.delayMs, Qt::PreciseTimer, this, std::move(run)); // never early
    else
        run();
}

void DemoHttpServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // Not reached: handleRequest answers every request.
    Q_UNUSED(request);
    ReplyQueue::Item item;
    item.bytes = serializeReply(DemoReply::error(404, "not_found", u"There is no such path."_s), true, false);
    ReplyQueue::of(socket)->enqueue(std::move(item));
}

} // namespace webshop::demo
