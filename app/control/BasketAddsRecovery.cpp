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
// queued) was not added.

namespace webshop::control {

using api::AddState;
using localstore::LedgerEntry;

void BasketAdds::settleRecovered()
{
    const std::unique_ptr<Recovering> r = std::move(m_recovering);
    const api::Basket &basket = m_queue->basket();
    int inBasket = 0;
    int notKnown = 0;
    int notSent = 0;
    const auto settle = [this](const LedgerEntry &e, AddState state, const QString &message) {
        m_ledger->setState(e.id, state, message);
        m_ledger->adopt(e.id);
        m_states.insert(quint64(e.id), state);
        emit stateChanged(quint64(e.id), state, message);
    };
    QStringList packs;
    QHash<QString, QList<LedgerEntry>> groups;
    for (const LedgerEntry &e : r->entries) {
        if (e.state == AddState::Queued) {
            settle(e, AddState::Failed, tr("Not added: the app closed before this add was sent."));
            ++notSent;
            continue;
        }
        if (!groups.contains(e.bundleId))
            packs << e.bundleId;
        groups[e.bundleId] << e;
    }
    for (const QString &pack : std::as_const(packs)) {
        const QList<LedgerEntry> &group = groups[pack];
        const LedgerEntry &oldest = group.first();
        QSet<qint64> members;
        QList<api::Decimal> amounts;
        for (const LedgerEntry &e : group) {
            members.insert(e.id);
            amounts << e.amount;
        }
        // What other adds of this app put in this pack's line since the oldest was sent.
        api::Decimal credited;
        for (const LedgerEntry &e : m_ledger->history(r->key, oldest.createdAt))
            if (e.bundleId == pack && e.id > oldest.id && !members.contains(e.id))
                credited += e.state == AddState::Confirmed ? e.amount
                    : e.state == AddState::Doubled         ? e.amount + e.amount
                                                           : api::Decimal();
        std::optional<api::Decimal> q0;
        const std::optional<api::Decimal> now =
            api::lineQuantity(basket, basket, api::AddProbe{pack, oldest.variantId, oldest.amount, oldest.unitNet}, &q0);
        api::DeltaExplanation x;
        if (now && oldest.beforeQuantity)
            x = api::explainDelta(*now - *oldest.beforeQuantity - credited, amounts);
        for (int i = 0; i < group.size(); ++i) {
            if (x.explained && x.landed.value(i)) {
                settle(group[i], AddState::Confirmed, tr("In the basket (checked after the app was started again)."));
                ++inBasket;
            } else if (group[i].state == AddState::Accepted) {
                settle(group[i], AddState::Accepted,
                       tr("Added (the server confirmed it before the app closed), but the basket does not show it."));
                ++notKnown;
            } else {
                settle(group[i], AddState::Uncertain,
                       tr("This add was on its way when the app closed, and the basket does not show it: it did not "
                          "arrive, or it was changed in the web shop. It was not sent again; check the basket before "
                          "adding it again."));
                ++notKnown;
            }
        }
    }
    const int total = inBasket + notKnown + notSent;
    QString summary = tr("%n add(s) were on their way when the app closed:", nullptr, total);
    QStringList parts;
    if (inBasket)
        parts << tr("%n in the basket", nullptr, inBasket);
    if (notKnown)
        parts << tr("%n not known (check the basket)", nullptr, notKnown);
    if (notSent)
        parts << tr("%n not sent", nullptr, notSent);
    summary += u' ' + parts.join(QStringLiteral(", ")) + u'.';
    emit ledgerChanged();
    emit recovered(total, inBasket, notKnown, summary);
}

} // namespace webshop::control
