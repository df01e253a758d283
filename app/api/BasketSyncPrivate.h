#pragma once

// BasketSync's state, shared by its two halves: the serial queue (BasketSync.cpp: pump, basket
// reads, clear) and the reconciliation of an add against the reads around it
// (BasketSyncReconcile.cpp). Not for use outside those two files.

#include "app/api/ApiClient.h"
#include "app/values/BasketMath.h"
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
    // An add whose outcome a later read must settle.
    struct Unresolved
    {
        Op op;
        Basket before;
        bool accepted = false; // the server answered 2xx
        int reads = 0;
    };

    BasketSync *q;
    QPointer<ApiClient> client;
    QList<Op> queue;
    std::optional<Op> current;
    QList<Unresolved> unresolved;
    Basket basket;
    Basket before; // the current add's baseline
    bool hasBasket = false;
    QDateTime lastSynced;
    bool burstBaseline = false; // the last read was the previous add's check, and this add was queued behind it
    bool opReadOk = false;      // the current add's latest read succeeded
    QList<int> pollWaits{250, 500, 1000, 2000};
    int polls = 0;
    int sends = 0;
    bool accepted = false; // the current add was answered 2xx
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
    void reconcile();
    // The basket could not be read after the add: keep it and settle it at the next read.
    void keepUnresolved();
    void settleUnresolved();
    QString doubledMessage(const AddFinding &f, const Op &op) const;
    static QString acceptedMessage(const AddFinding &f);
    static QString uncertainMessage();
    // "The item was not added: " and what the error says, for every refused or unsent add.
    static QString notAddedMessage(const ApiError &error);
};

} // namespace webshop::api
