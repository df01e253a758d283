#include "app/demo/DemoReplyQueue.h"

#include <QTcpSocket>
#include <QTimer>

namespace webshop::demo {

ReplyQueue::ReplyQueue(QTcpSocket *socket) : QObject(socket), m_socket(socket)
{
    setObjectName(name());
}

QString ReplyQueue::name()
{
    return QStringLiteral("webshop-demo-reply-queue");
}

ReplyQueue *ReplyQueue::of(QTcpSocket *socket)
{
    // No Q_OBJECT here, so find it by its name (findChild<ReplyQueue *> would match any child).
    if (auto *q = socket->findChild<QObject *>(name(), Qt::FindDirectChildrenOnly))
        return static_cast<ReplyQueue *>(q);
    return new ReplyQueue(socket);
}

void ReplyQueue::enqueue(Item item)
{
    m_items.append(std::move(item));
    if (!m_busy)
        next();
}

void ReplyQueue::resume()
{
    if (!m_waiting)
        return;
    m_waiting = false;
    write();
}

void ReplyQueue::release()
{
    for (Item &item : m_items)
        item.held = false;
    if (!std::exchange(m_parked, false))
        return;
    m_current.held = false;
    if (m_current.delayMs > 0)
        QTimer::singleShot(m_current.delayMs, this, [this] { write(); });
    else
        write();
}

void ReplyQueue::next()
{
    if (m_items.isEmpty()) {
        m_busy = false;
        return;
    }
    m_busy = true;
    m_current = m_items.takeFirst();
    if (m_current.held) {
        m_parked = true; // release() comes back here
        return;
    }
    if (m_current.delayMs > 0)
        QTimer::singleShot(m_current.delayMs, this, [this] { write(); });
    else
        write();
}

void ReplyQueue::write()
{
    if (m_socket->state() != QAbstractSocket::ConnectedState) {
        m_items.clear();
        m_busy = false;
        return;
    }
    if (m_current.deferred) {
        if (!m_current.deferred->ready) {
            m_waiting = true; // resume() comes back here
            return;
        }
        m_current.bytes = m_current.deferred->bytes;
        m_current.close = m_current.close || m_current.deferred->close;
        m_current.deferred.reset();
    }
    if (m_current.dripMs > 0 && !m_current.bytes.isEmpty()) {
        m_socket->write(m_current.bytes.left(1));
        m_current.bytes.remove(0, 1);
        QTimer::singleShot(m_current.dripMs, this, [this] { write(); });
        return;
    }
    if (!m_current.bytes.isEmpty())
        m_socket->write(m_current.bytes);
    if (m_current.close) {
        m_items.clear();
        m_busy = false;
        m_socket->disconnectFromHost();
        return;
    }
    next();
}

} // namespace webshop::demo
