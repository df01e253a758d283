#pragma once

// The basket's one serial queue. Every add is reconciled against a basket read right before
// and right after it, so an add is never lost and never doubled without the buyer being told:
// - a 2xx means the server took the add: it is never sent again;
// - it is sent once more only when no HTTP status came back (dropped, timed out, re-send
//   refused) AND a fresh basket read proves it absent (its line unchanged, and so are the
//   line count and the totals);
// - the add is found in the basket by bundle id, then variant id, then by the change it made,
//   then by the totals (BasketMath.h); a 2xx add the basket does not show yet (a server that
//   applies adds asynchronously answers 202) is re-read with backoff for a few seconds, then
//   kept as "accepted, not shown yet" and settled at the next read.
// The README's "Basket policy" table lists every case and the test that proves it.

#include "app/api/ApiValues.h"

#include <QDateTime>
#include <QObject>
#include <QSet>

namespace webshop::api {

class ApiClient;

// One add, as the caller knows it.
struct AddRequest
{
    QString bundleId;
    Decimal amount;
    QString variantId;              // helps to find the line on servers that name lines by variant
    std::optional<Decimal> unitNet; // the bundle's net price: finds the line by its price or the totals
};

class BasketSync : public QObject
{
    Q_OBJECT
public:
    using AddState = values::AddState;
    static bool isFinal(AddState state) { return isFinalAddState(state); }

    explicit BasketSync(ApiClient *client, QObject *parent = nullptr);
    ~BasketSync() override;

    // Enqueue an add; returns a ticket that addStateChanged() reports on.
    quint64 add(const AddRequest &request);
    quint64 add(const QString &bundleId, Decimal amount) { return add(AddRequest{bundleId, amount, {}, {}}); }
    // The baseline of an add is read right before it. Only in a burst (the next add already
    // queued when the previous add's check read came back) does that check read serve as the
    // next baseline: nothing else could have changed the basket between the two.
    // How long a 2xx add that the basket does not show yet is re-read: the waits between reads
    // (default 250, 500, 1000, 2000 ms).
    void setVisibilityPolls(const QList<int> &waitsMs);
    // Re-read the basket (queued behind pending adds).
    void refresh();
    // Forget the basket (logout, store change). Every open add gets a final state.
    void clear();

    bool hasBasket() const;
    const Basket &basket() const;
    QDateTime lastSynced() const;
    bool isBusy() const;
    // Adds whose outcome is not known yet: queued, on the wire, being checked, or unresolved
    // (sent, no answer, basket not readable since). Quitting now would leave them untold.
    int openAddCount() const;
    // The quantity of the add's line (by its bundle, else variant id; 0 when no line carries
    // either) in the basket read right before it was sent: for the add being sent or checked.
    std::optional<Decimal> baselineQuantity(quint64 ticket) const;
    // Basket line ids (bundle ids) whose add is being sent or checked, or is unresolved.
    QSet<QString> pendingArticles() const;
    // Of those, the ones whose add the buyer was told is uncertain (no answer, not shown yet):
    // still settled by every read, but nothing is being sent or awaited for them.
    QSet<QString> unconfirmedArticles() const;

signals:
    void basketChanged();
    void addStateChanged(quint64 ticket, webshop::values::AddState state, const QString &message);
    void refreshFailed(const webshop::values::ApiError &error);
    void busyChanged(bool busy);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace webshop::api
