#pragma once

// What the demo backend can do to one addItem request (FaultOptions::addFaultSchedule), and
// the audit of what it applied to baskets (DemoServer::appliedAdds()).

#include <QDateTime>
#include <QString>
#include <QtGlobal>

namespace webshop::demo {

// One addItem's fault. The delay of FaultOptions::addDelayMs comes on top of each.
struct AddFault
{
    enum class Kind {
        None,       // as the server answers without faults (addMode, variants)
        DropBefore, // close the connection without a byte, the add not applied
        DropAfter,  // apply the add, then close the connection without a byte
        CutBody,    // apply the add, send the status line and headers with a Content-Length
                    // larger than what follows, half the body, then close
        Delay,      // wait `ms`, then apply and answer as usual (no byte meanwhile)
        Status,     // answer `code` (an error body; 307/308 with Location: the same path);
                    // the add applied only when `applied`
        Late,       // answer 202 {} (no body with asyncEmptyBody), apply `ms` later
    };
    Kind kind = Kind::None;
    int ms = 0;           // Delay, Late
    int code = 0;         // Status
    bool applied = false; // Status

    static AddFault none() { return {}; }
    static AddFault dropBefore() { return {Kind::DropBefore}; }
    static AddFault dropAfter() { return {Kind::DropAfter}; }
    static AddFault cutBody() { return {Kind::CutBody}; }
    static AddFault delay(int ms) { return {Kind::Delay, ms}; }
    static AddFault status(int code, bool applied) { return {Kind::Status, 0, code, applied}; }
    static AddFault late(int ms) { return {Kind::Late, ms}; }

    bool operator==(const AddFault &) const = default;
};

// One change the server applied to a basket: an addItem of a client (at once, late or before a
// dropped or failed reply) or a foreign one (FaultOptions::foreignChanges).
struct AppliedAdd
{
    QString customerId;
    QString storeId;
    QString bundleId;
    double amount = 0;      // as on the wire: pieces, or kg (at most three decimals)
    qint64 quantity = 0;    // the same exactly, in thousandths (1.5 kg = 1500)
    bool foreign = false;   // another client's change, not an addItem
    QDateTime at;           // when it took effect (UTC); for a late add its due time
    quint64 requestNo = 0;  // the request that caused it (addItem, or the basket read of a
                            // foreign change); requests are numbered from 1 per server
};

} // namespace webshop::demo
