#pragma once

// The replies of one connection of the demo backend (not a public interface): written in
// order, each after its delay, optionally dripped, and closed after when asked. A reply may be
// deferred: its place in the order is kept until its bytes are ready (an add that waits).

#include <QByteArray>
#include <QList>
#include <QObject>
#include <memory>

class QTcpSocket;

namespace webshop::demo {

// The bytes of a reply still being worked out; resume() the queue once `ready`.
struct DeferredReply
{
    QByteArray bytes;
    bool close = false; // close the connection after the bytes (none: a dropped reply)
    bool ready = false;
};

class ReplyQueue final : public QObject
{
public:
    struct Item
    {
        QByteArray bytes;
        int delayMs = 0;
        int dripMs = 0;
        bool close = false; // close after writing (Connection: close, or a dropped reply)
        std::shared_ptr<DeferredReply> deferred; // when set, its bytes replace `bytes`
        bool held = false;  // kept back until release() (FaultOptions::holdReplies)
    };

    // The queue of `socket` (made on first use; a child of the socket).
    static ReplyQueue *of(QTcpSocket *socket);

    void enqueue(Item item);
    // A deferred reply has become ready: writes it when it is the one waited for.
    void resume();
    // The held replies go (each after its delay, if any), in order.
    void release();
    static QString name();

private:
    explicit ReplyQueue(QTcpSocket *socket);
    void next();
    void write();

    QTcpSocket *m_socket;
    QList<Item> m_items;
    Item m_current;
    bool m_busy = false;
    bool m_waiting = false; // m_current is deferred and not ready yet
    bool m_parked = false;  // m_current is held
};

} // namespace webshop::demo
