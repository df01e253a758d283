#pragma once

// The adds that reached (or may have reached) the server and that the basket has not shown
// yet, and how every basket read settles them (OpenAdds.cpp). BasketSync owns one: its queue
// sends an add and opens it here once the server answered 2xx or gave no clear answer; every
// basket read it makes is handed to settle(). What an add is told goes out through the
// report callback, which BasketSync turns into addStateChanged(): the callback may run a slot
// that clears the basket, which is why every step checks the epoch before it goes on.

#include "app/api/ApiValues.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace webshop::api {

// One entry of the basket's queue: an add (with what finds it in the basket) or a re-read.
struct QueuedOp
{
    enum class Type { Add, Refresh } type = Type::Refresh;
    quint64 ticket = 0;
    AddProbe probe;
};

// An add that reached (or may have reached) the server and that the basket has not shown
// yet: answered 2xx (accepted) or without a clear answer (no status, 5xx, 3xx). Every basket
// read settles the open adds of one line together (OpenAdds::settle).
struct OpenAdd
{
    QueuedOp op;
    Basket before;          // the basket read right before it was sent
    bool accepted = false;  // the server answered 2xx
    Decimal credited;       // other adds of the same line found in the basket since `before`
    AddState told = AddState::Checking;
    QString note;            // the last message told beside the state (said once)
    bool toldUnread = false; // told while the basket could not be read (said again once it can)
    int reads = 0;
};

class OpenAdds
{
public:
    // What an add is told. The owner reports it (a signal): a slot may clear the basket.
    using Report = std::function<void(quint64 ticket, AddState state, const QString &message)>;
    // The owner's epoch, bumped when the basket is cleared: a step begun before it must stop.
    using Epoch = std::function<quint64()>;
    // The ticket of the add being sent or checked now, 0 when none.
    using Current = std::function<quint64()>;

    OpenAdds(Report report, Epoch epoch, Current current);

    const QList<OpenAdd> &list() const { return m_adds; }
    void open(const OpenAdd &add) { m_adds.append(add); }
    QList<OpenAdd> takeAll() { return std::exchange(m_adds, {}); }
    OpenAdd *find(quint64 ticket);

    // Says `state` and `message` to an add that stays open (said only when it changed).
    void tell(OpenAdd &add, AddState state, const QString &message);
    // Every open add against `basket`, just read: settled line by line, in the order the lines
    // were first sent to. `basket` is the owner's own (a slot may clear it meanwhile).
    void settle(const Basket &basket);

    static QString doubledMessage(std::optional<Decimal> lineQuantity, const QueuedOp &op);
    static QString uncertainMessage();

    // Reads after which an add the basket has not shown is no longer looked for.
    static constexpr int kMaxSettleReads = 10;

private:
    // The basket line an open add lands in, as the server names its lines: its bundle id when a
    // line carries it, else its variant id (a server with one line per article: every pack of
    // the article grows that one line), else its bundle id (a scheme the client cannot read).
    QString lineKey(const OpenAdd &add, const Basket &basket) const;
    // The open adds of one line against the basket just read.
    void settleLine(const QList<int> &members, const Basket &basket);
    // The line's growth, not explained by the open adds' amounts: said, or settled for a lone add.
    void settleUnexplained(const QList<int> &members, const Basket &basket, Decimal delta, Decimal lineQuantity);
    // A line of a scheme the client cannot read: only a lone open add can be found.
    void settleUnnamed(const OpenAdd &add, const Basket &basket);
    // Closes the add at `index` with its final state.
    void land(int index, AddState state, const QString &message, const Basket &basket);

    Report m_report;
    Epoch m_epoch;
    Current m_current;
    QList<OpenAdd> m_adds; // in the order they were sent
};

} // namespace webshop::api
