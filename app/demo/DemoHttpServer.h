#pragma once

// The transport of the demo backend: Qt HttpServer's connection handling and HTTP parsing
// (QAbstractHttpServer) with a fault-aware reply writer. QHttpServer's routes answer
// synchronously, which cannot delay, drip or drop a reply, so the requests are routed by
// DemoApi and the replies are written here, addItem's faults (DemoAddFaultPlan) included.

#include "app/demo/DemoAddFaultPlan.h"
#include "app/demo/DemoApi.h"
#include "app/demo/DemoReplyQueue.h"
#include "app/demo/DemoServer.h"

#include <QAbstractHttpServer>
#include <QHash>
#include <QPointer>
#include <QRandomGenerator>
#include <QTcpServer>
#include <functional>

namespace webshop::demo {

class DemoHttpServer final : public QAbstractHttpServer
{
    Q_OBJECT
public:
    using Handler = std::function<DemoReply(const DemoRequest &)>;
    explicit DemoHttpServer(Handler handler, QObject *parent = nullptr);

    bool listenOn(const QHostAddress &address, quint16 port);
    // Closes the port and drops every connection (a stopped server).
    void closeAll();
    quint16 port() const;
    QHostAddress address() const;

    // In effect from the next request on; restarts the add plan (DemoAddFaultPlan).
    // Turning holdReplies off sends the replies kept back, each connection's in order.
    void setFaults(const FaultOptions &faults);
    const FaultOptions &faults() const { return m_faults; }
    int addItemRequestCount() const { return m_addItemRequests; }
    int addItemRequestCount(const QString &bundleId) const { return m_addItemsByBundle.value(bundleId); }
    void resetAddItemRequestCounts()
    {
        m_addItemRequests = 0;
        m_addItemsByBundle.clear();
    }

Q_SIGNALS:
    void requestServed(const QString &method, const QString &path, int status);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    // An addItem with a fault or a delay (the others are answered at once).
    void playAdd(DemoRequest request, const AddPlan &plan, QTcpSocket *socket, ReplyQueue::Item item);

    Handler m_handler;
    FaultOptions m_faults;
    QRandomGenerator m_random;
    QPointer<QTcpServer> m_tcp;
    DemoAddFaultPlan m_addPlan;
    quint64 m_requestCount = 0;
    int m_addItemRequests = 0;
    QHash<QString, int> m_addItemsByBundle;
};

// Serialises an HTTP/1.1 response.
QByteArray serializeReply(const DemoReply &reply, bool includeBody, bool close);

} // namespace webshop::demo
