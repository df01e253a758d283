#pragma once

// The one add path. Every add of the app goes through here (article pane, lists, quick order,
// the import preview and the headless import), whatever the surface:
// - the gate: signed in with a delivery address, online, the ledger writable, and made for the
//   shop context (server, customer, store) that is current: an add made for another customer
//   or store is refused, never sent;
// - the ledger (localstore::AddLedger): the add is written down before its request can leave,
//   and every state change after; at the next sign-in the adds that were open when the app
//   stopped are shown and settled by the basket;
// - the basket queue (api::BasketSync) sends it once and settles it against the basket.
// Every surface observes stateChanged() for the ids it holds: a later verdict (an uncertain add
// that arrives after all) reaches it the same way as the first.

#include "app/values/AddIntent.h"
#include "app/values/AddState.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>
#include <memory>

namespace webshop::api { class BasketSync; }
namespace webshop::localstore { class AddLedger; struct LedgerEntry; struct StoreKey; }

namespace webshop::control {

class BasketAdds : public QObject
{
    Q_OBJECT
public:
    explicit BasketAdds(api::BasketSync *queue, QObject *parent = nullptr);
    ~BasketAdds() override;

    // The ledger's file (empty: <AppDataLocation>/ledger.sqlite; ":memory:" keeps it in memory
    // for this run only, as the tests and a run without a local store do).
    bool openLedger(const QString &path = QString());
    localstore::AddLedger *ledger() const;

    // Whose basket the adds go to now: server, customer and store, or nothing while no one is
    // signed in with a delivery address. The owner calls contextChanged() whenever the answer
    // may have changed (a sign-in, a sign-out, another delivery address).
    using KeySource = std::function<std::optional<localstore::StoreKey>()>;
    void setKeySource(KeySource source) { m_keySource = std::move(source); }
    void contextChanged();
    // The current shop context: changes whenever the customer, the store or the sign-in does.
    quint64 context() const { return m_context; }
    // While the gate gives a reason (offline), adds are refused with it and nothing is sent.
    void setGate(std::function<QString()> gate) { m_gate = std::move(gate); }

    // Writes the add to the ledger and hands it to the basket queue; returns its id, which
    // stateChanged() reports on (never 0). A refused add gets an id too, and a Failed state
    // after the call returns.
    quint64 add(const values::AddIntent &intent);

    // Where the add stands (Queued when unknown).
    values::AddState state(quint64 id) const;
    bool isOpen(quint64 id) const;
    // Whose basket the adds go to now (nullopt while no one is signed in with an address).
    std::optional<localstore::StoreKey> currentStoreKey() const;
    bool hasContext() const;
    // What this app added for the current context (from the ledger).
    QList<localstore::LedgerEntry> history() const;
    // The adds of an order-file run for the current context, oldest first.
    QList<localstore::LedgerEntry> runEntries(const QString &runKey) const;
    // Whose basket the adds go to now (server, customer, store); false when no one's.
    bool currentKey(localstore::StoreKey *key) const;
    // Adds of an earlier app run that were open when it stopped wait for a basket read to be
    // settled (recovered() then says how): a caller that must know their outcome (an order file
    // run again) asks for that read (BasketSync::refresh()) and waits for recovered().
    bool isRecovering() const { return m_recovering != nullptr; }

    // "Check Again": reads the basket once more and settles these adds by it (those not known,
    // and those added but not shown), whichever app run made them; checked() tells the outcome.
    // Returns false (and checks nothing) when none of them can be checked now.
    bool checkAgain(const QList<quint64> &ids);
    bool isCheckingAgain() const { return bool(m_checking); }
    // "Add Again Anyway": the add once more as it was (pack, amount, price, where from), naming
    // the add it repeats (AddIntent::againOf). 0 when it is no add of the current context or
    // is still on its way. The caller asks the buyer first: it may then be in the basket twice.
    quint64 addAgain(quint64 id);
    // Forget Local Data: the ledger rows of the signed-in customer (customerOnly) or of every
    // customer, except adds still on their way (their outcome is still to be written).
    void forgetLocalData(bool customerOnly);

signals:
    void stateChanged(quint64 id, webshop::values::AddState state, const QString &message);
    // The adds that were open when the app stopped, once the first basket read settled what it
    // could: how many are in the basket, and how many are not known ("3 adds were on their way
    // when the app closed: 2 are in the basket, 1 is not known"). Once per recovery: not when
    // every one of them was told at an earlier start already (settled again, silently).
    void recovered(int total, int inBasket, int notKnown, const QString &summary);
    // The ledger changed (a new add, a new state): the history view reads it again.
    void ledgerChanged();
    // A "Check Again" read came back (or failed): how many of the checked adds the basket shows
    // now, how many are still not known, in one sentence.
    void checked(int inBasket, int notKnown, const QString &summary);

private:
    quint64 refuse(const values::AddIntent &intent, const QString &reason);
    void onQueueState(quint64 ticket, values::AddState state, const QString &message);
    void recoverEarlierRun();
    void settleRecovered();
    // Settles uncertain and accepted adds by the basket now held (BasketAddsRecovery.cpp).
    struct Outcome { int inBasket = 0; int notKnown = 0; };
    struct Words { QString inBasket, accepted, notKnown; };
    Outcome settleByBasket(const localstore::StoreKey &key, const QList<localstore::LedgerEntry> &entries,
                           const Words &words);
    void settleOne(const localstore::LedgerEntry &entry, values::AddState state, const QString &message);
    void finishCheck(const QString &readError); // BasketAddsCheck.cpp

    QPointer<api::BasketSync> m_queue;
    KeySource m_keySource;
    std::unique_ptr<localstore::AddLedger> m_ledger;
    std::function<QString()> m_gate;
    quint64 m_context = 1;
    quint64 m_refusedIds = 0;
    QHash<quint64, quint64> m_idOfTicket;  // basket queue ticket -> add id
    QHash<quint64, values::AddState> m_states; // add id -> its last state
    struct Recovering;
    std::unique_ptr<Recovering> m_recovering;
    std::unique_ptr<Recovering> m_checking; // the adds a "Check Again" read settles
};

} // namespace webshop::control
