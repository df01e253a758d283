#pragma once

// BasketSync's state, shared by its two halves: the serial queue (BasketSync.cpp: pump, basket
// reads, clear) and the judging of the current add from its answer (BasketSyncReconcile.cpp).
// The adds that may be in the basket and how each read settles them are OpenAdds'. Not for use
// outside those files.

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "app/api/OpenAdds.h"

#include <QPointer>
#include <QTimer>

#include <functional>

namespace webshop::api {

class BasketSync::Private
{
public:
    using Op = QueuedOp;

    BasketSync *q;
    QPointer<ApiClient> client;
    QList<Op> queue;
    std::optional<Op> current;
    // Every open add's final word goes out as addStateChanged; the current add's also sets `state`.
    OpenAdds open{[this](quint64 ticket, AddState s, const QString &message) {
                      if (current && current->ticket == ticket)
                          state = s;
                      emit q->addStateChanged(ticket, s, message);
                  },
                  [this] { return epoch; }, [this] { return current ? current->ticket : quint64(0); }};
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
    // "The item was not added: " and what the error says, for every refused or unsent add.
    static QString notAddedMessage(const ApiError &error);
};

} // namespace webshop::api
