#pragma once

// The add ledger: every basket add this app makes, written down BEFORE its request leaves and
// again at every change of its state, so that an add survives a crash, a kill or a power cut of
// the app: at the next start the adds that were open are shown and settled by the basket, an
// order file run twice adds only what did not land, and the buyer can read what this app
// added, when, at which price and with which outcome (View → Added to Basket).
//
// One SQLite file of its own beside the local store (`ledger.sqlite`, mode 0600): its writes
// are synchronous on the caller's thread (one short transaction, WAL, synchronous=NORMAL: a
// killed app loses nothing committed) and never wait behind the price history's writer.
// Nothing secret is written: ids, names, amounts, prices, states, the server's message.

#include "app/localstore/StoreTypes.h"
#include "app/values/AddState.h"
#include "app/values/Decimal.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <optional>

class QSqlDatabase;
class QSqlQuery;

namespace webshop::localstore {

struct LedgerEntry
{
    qint64 id = 0;
    StoreKey key;
    QString bundleId;
    QString variantId;
    QString name;      // the article's name as the buyer saw it (may be empty)
    QString pack;      // the pack as the buyer saw it ("Case of 6 × 1 l")
    values::Decimal amount;
    bool weight = false; // a weight article: the amount is in kg
    std::optional<values::Decimal> unitNet;   // the price shown when it was added
    std::optional<values::Decimal> unitGross;
    QString currency;
    QString source;    // "pane", "list", "quickorder", "import", "headless", "guide"
    QString sourceRef; // the list id, the quick-order line, "line 14" of a file…
    QString runKey;    // an order-file run: the file's content, server, customer and store
    QString session;   // the app run that made it (open adds of an earlier run are recovered)
    qint64 againOf = 0; // "Add again anyway": the uncertain add it repeats
    // The quantity of its line in the basket read right before it was sent (0 when no line
    // carried its bundle or variant id; unset before it was sent): what a restart settles by.
    std::optional<values::Decimal> beforeQuantity;
    values::AddState state = values::AddState::Queued;
    QString message;
    QDateTime createdAt;
    QDateTime updatedAt;
};

class AddLedger
{
public:
    AddLedger();
    ~AddLedger();
    AddLedger(const AddLedger &) = delete;
    AddLedger &operator=(const AddLedger &) = delete;

    // <AppDataLocation>/ledger.sqlite
    static QString defaultPath();
    // Creates the folder (owner only) and the file (0600) and its table. false with
    // errorString() when it cannot be used: adds are then refused (nothing is sent that could
    // not be written down first).
    bool open(const QString &path = QString());
    bool isOpen() const;
    QString errorString() const { return m_error; }
    // This app run's id (written with every add it makes).
    QString session() const { return m_session; }

    // Writes a new add (state Queued unless given) and returns its id; 0 when the write failed.
    // Written now, unless the entry says when (an earlier history seeded: demo, tests).
    qint64 append(LedgerEntry entry);
    bool setState(qint64 id, values::AddState state, const QString &message);
    bool setBeforeQuantity(qint64 id, values::Decimal quantity);
    bool adopt(qint64 id);

    std::optional<LedgerEntry> entry(qint64 id) const;
    // Adds of an earlier app run that were not settled when it stopped, for this key: on their
    // way (queued, sending, checking), or uncertain or accepted within the last day; what the
    // start-up check settles. adopt() makes an add this run's (it is not recovered again).
    QList<LedgerEntry> unsettledFromEarlierRuns(const StoreKey &key) const;
    // Every add of an order-file run, oldest first.
    QList<LedgerEntry> run(const StoreKey &key, const QString &runKey) const;
    // What this app added for the key, newest first: created within [from, to) when given,
    // name, pack, bundle or source containing `text` (case-insensitive) when not empty.
    QList<LedgerEntry> history(const StoreKey &key, const QDateTime &from = {}, const QDateTime &to = {},
                               const QString &text = {}, int limit = 5000) const;

    // Forget Local Data: every add of the customer (of everyone) except those still on their
    // way (queued, sending, checking): their outcome is still to be written and settled.
    void forgetCustomer(const QString &server, const QString &customer);
    void forgetAll();

    // The start-up recovery told the buyer about these adds: a later start that finds them
    // unsettled still settles them, but does not tell them again.
    bool markTold(const QList<qint64> &ids);
    bool wasTold(qint64 id) const;

    // Stable codes of the states in the file and in reports.
    static QString stateCode(values::AddState state);
    static std::optional<values::AddState> stateFromCode(const QString &code);

private:
    static void dropForgotten(QSqlQuery &q);
    // The folder (owner only) and the file (0600); nothing for ":memory:". false with `error`.
    static bool makeFile(const QString &path, QString *error);
    // The tables and indexes, and the weight column of an older ledger. false with `error`.
    static bool createTables(QSqlDatabase &db, QString *error);

    QString m_connection;
    QString m_error;
    QString m_session;
};

} // namespace webshop::localstore
