#include "app/control/BasketAddsPrivate.h"

#include "app/api/BasketSync.h"
#include "app/localstore/AddLedger.h"
#include "app/values/BasketMath.h"

#include <QSet>

// Adds that were open when the app stopped (killed, crashed, closed with "Quit Anyway"), settled
// by the first basket read of the same customer and store: per pack, how much its line grew
// since the oldest of them was sent (the baseline quantity the ledger kept), less what other
// adds of this app put in since, is explained by the open adds' amounts (explainDelta): an add
// in every explanation is in the basket; the others are "not known", never "not added" (they
// may have been removed in the web shop, or be on their way still). One that never left (still
// queued) was not added. "Check Again" (BasketAddsCheck.cpp) settles by the same rule later.
// The buyer is told of a recovery once: an add told about before (still not known at a later
// start within a day) is settled again but not told again.

namespace webshop::control {

using values::AddState;
using localstore::LedgerEntry;

void BasketAdds::settleOne(const LedgerEntry &e, AddState state, const QString &message)
{
    m_ledger->setState(e.id, state, message);
    m_ledger->adopt(e.id);
    m_states.insert(quint64(e.id), state);
    emit stateChanged(quint64(e.id), state, message);
}

BasketAdds::Outcome BasketAdds::settleByBasket(const localstore::StoreKey &key, const QList<LedgerEntry> &entries,
                                               const Words &words)
{
    const values::Basket &basket = m_queue->basket();
    Outcome out;
    QStringList packs;
    QHash<QString, QList<LedgerEntry>> groups;
    for (const LedgerEntry &e : entries) {
        if (!groups.contains(e.bundleId))
            packs << e.bundleId;
        groups[e.bundleId] << e;
    }
    for (const QString &pack : std::as_const(packs)) {
        const QList<LedgerEntry> &group = groups[pack];
        const LedgerEntry &oldest = group.first();
        QSet<qint64> members;
        QList<values::Decimal> amounts;
        for (const LedgerEntry &e : group) {
            members.insert(e.id);
            amounts << e.amount;
        }
        // What other adds of this app put in this pack's line since the oldest was sent.
        values::Decimal credited;
        for (const LedgerEntry &e : m_ledger->history(key, oldest.createdAt))
            if (e.bundleId == pack && e.id > oldest.id && !members.contains(e.id))
                credited += e.state == AddState::Confirmed ? e.amount
                    : e.state == AddState::Doubled         ? e.amount + e.amount
                                                           : values::Decimal();
        std::optional<values::Decimal> q0;
        const std::optional<values::Decimal> now =
            values::lineQuantity(basket, basket, values::AddProbe{pack, oldest.variantId, oldest.amount, oldest.unitNet}, &q0);
        values::DeltaExplanation x;
        if (now && oldest.beforeQuantity)
            x = values::explainDelta(*now - *oldest.beforeQuantity - credited, amounts);
        for (int i = 0; i < group.size(); ++i) {
            if (x.explained && x.landed.value(i)) {
                settleOne(group[i], AddState::Confirmed, words.inBasket);
                ++out.inBasket;
            } else {
                const bool accepted = group[i].state == AddState::Accepted;
                settleOne(group[i], accepted ? AddState::Accepted : AddState::Uncertain,
                          accepted ? words.accepted : words.notKnown);
                ++out.notKnown;
            }
        }
    }
    return out;
}

void BasketAdds::settleRecovered()
{
    const std::unique_ptr<Recovering> r = std::move(m_recovering);
    int notSent = 0;
    bool untold = false; // told once: a later start settles them again, but silently
    QList<qint64> ids;
    QList<LedgerEntry> sent;
    for (const LedgerEntry &e : r->entries) {
        ids << e.id;
        untold = untold || !m_ledger->wasTold(e.id);
        if (e.state == AddState::Queued) {
            settleOne(e, AddState::Failed, tr("Not added: the app closed before this add was sent."));
            ++notSent;
        } else {
            sent << e;
        }
    }
    const Outcome o = settleByBasket(
        r->key, sent,
        {tr("In the basket (checked after the app was started again)."),
         tr("Added (the server confirmed it before the app closed), but the basket does not show it."),
         tr("This add was on its way when the app closed, and the basket does not show it: it did not arrive, or it "
            "was changed in the web shop. It was not sent again; check the basket before adding it again.")});
    const int total = o.inBasket + o.notKnown + notSent;
    QString summary = tr("%n add(s) were on their way when the app closed:", nullptr, total);
    QStringList parts;
    if (o.inBasket)
        parts << tr("%n in the basket", nullptr, o.inBasket);
    if (o.notKnown)
        parts << tr("%n not known (check the basket)", nullptr, o.notKnown);
    if (notSent)
        parts << tr("%n not sent", nullptr, notSent);
    summary += u' ' + parts.join(QStringLiteral(", ")) + u'.';
    m_ledger->markTold(ids);
    emit ledgerChanged();
    if (untold)
        emit recovered(total, o.inBasket, o.notKnown, summary);
}

} // namespace webshop::control
