#pragma once

// BasketSync's state, shared by its two halves: the serial queue (BasketSync.cpp: pump, basket
// reads, clear) and the reconciliation of an add against the reads around it
// (BasketSyncReconcile.cpp). Not for use outside those two files.

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"

#include <QPointer>
#include <QTimer>

#include <functional>

namespace webshop::api {

class BasketSync::Private
{
public:
    struct Op
    {
        enum class Type { Add, Refresh } type = Type::Refresh;
        quint64 ticket = 0;
        AddProbe probe;
    };
    // An add that reached (or may have reached) the server and that the basket has not shown
    // yet: answered 2xx (accepted) or without a clear answer (no status, 5xx, 3xx). Every
    // basket read settles the open adds of one pack together (settleOpen).
    struct OpenAdd
    {
        Op op;
        Basket before;          // the basket read right before it was sent
        bool accepted = false;  // the server answered 2xx
        Decimal credited;       // other adds of the same pack found in the basket since `before`
        AddState told = AddState::Checking;
        QString note;           // the last message told beside the state (said once)
        bool toldUnread = false; // told while the basket could not be read (said again once it can)
        int reads = 0;
    };

    BasketSync *q;
    QPointer<ApiClient> client;
    QList<Op> queue;
    std::optional<Op> current;
    QList<OpenAdd> open; // in the order they were sent
    Basket basket;
    Basket before; // the current add's baseline
    bool hasBasket = false;
    QDateTime lastSynced;
    bool burstBaseline = false; // the last read was the previous add's check, and this add was queued behind it
    bool opReadOk = false;      // the current add's latest read succeeded
    QList<int> pollWaits{250, 500, 1000, 2000};
    int polls = 0;
    int sends = 0;
    bool accepted = false; // the current add was answered 2xx (its status line, whatever the body)
    ApiError addError;
    AddState state = AddState::Queued;
    QPointer<ApiJob> job;
    QTimer pollTimer;
    quint64 nextTicket = 1;
    QList<quint64> announce; // adds not yet reported as Queued (one event for a burst of adds)
    bool pumpScheduled = false;
    bool busy = false;
    quint64 epoch = 0; // bumped by clear(): a callback from before it must stop

    static constexpr int kMaxSettleReads = 10;

    // The queue (BasketSync.cpp).
    void setState(const Op &op, AddState s, const QString &message = {});
    void updateBusy();
    void schedulePump(); // once per event-loop turn, however many adds were queued
    void pump();
    void announceQueued();
    void startAdd();
    void readBasket(std::function<void(bool)> then);
    void done();
    // Every open add gets a final state (a slot may add again: take them all first).
    void dropAll(const QString &cancelled, const QString &notChecked);

    // The reconciliation (BasketSyncReconcile.cpp).
    void onAddAnswered(const ApiError &error);
    void check();
    // After the current add's check read: settled, polled again, or told where it stands.
    void decideCurrent(bool readOk);
    // Every open add against the basket just read (BasketSyncSettle.cpp).
    void settleOpen();
    void settleGroup(const QList<int> &members);
    // The basket line an open add lands in, as the server names its lines: its bundle id when a
    // line carries it, else its variant id (a server with one line per article: every pack of
    // the article grows that one line), else its bundle id (a scheme the client cannot read).
    QString lineKey(const OpenAdd &a) const;
    void land(int index, AddState state, const QString &message);
    void tell(OpenAdd &a, AddState state, const QString &message);
    OpenAdd *openAdd(quint64 ticket);
    QString doubledMessage(std::optional<Decimal> lineQuantity, const Op &op) const;
    static QString uncertainMessage();
    // "The item was not added: " and what the error says, for every refused or unsent add.
    static QString notAddedMessage(const ApiError &error);
};

} // namespace webshop::api
