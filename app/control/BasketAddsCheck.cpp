#include "app/control/BasketAddsPrivate.h"

#include "app/api/BasketSync.h"
#include "app/localstore/AddLedger.h"
#include "app/values/ApiError.h"

#include <algorithm>

#include <QLocale>
#include <QSet>
#include <QTime>

// What the history offers on an add that is not known: "Check Again" (a basket read settles it,
// whichever app run made it: an earlier run's add that the first read after the start could not
// find is settled by a later read too) and "Add Again Anyway" (the same add once more, naming the
// one it repeats). And Forget Local Data for the ledger.

namespace webshop::control {

using values::AddState;
using localstore::LedgerEntry;

namespace {

bool checkable(AddState state) { return state == AddState::Uncertain || state == AddState::Accepted; }

values::AddIntent::Source sourceOf(const QString &code)
{
    using S = values::AddIntent::Source;
    for (S s : {S::Pane, S::List, S::QuickOrder, S::Import, S::Headless, S::Guide})
        if (values::sourceCode(s) == code)
            return s;
    return S::Pane;
}

} // namespace

bool BasketAdds::checkAgain(const QList<quint64> &ids)
{
    localstore::StoreKey key;
    if (!m_queue || !currentKey(&key))
        return false;
    if (!m_checking || !(m_checking->key == key))
        m_checking = std::make_unique<Recovering>(Recovering{key, {}});
    bool any = false;
    for (quint64 id : ids) {
        const std::optional<LedgerEntry> e = m_ledger->entry(qint64(id));
        if (e && e->key == key && checkable(e->state)) {
            m_checking->entries << *e;
            any = true;
        }
    }
    if (m_checking->entries.isEmpty()) {
        m_checking.reset();
        return false;
    }
    if (any)
        m_queue->refresh();
    return any;
}

void BasketAdds::finishCheck(const QString &readError)
{
    const std::unique_ptr<Recovering> c = std::move(m_checking);
    // As the ledger holds them now: the basket queue may have settled some of this run's itself.
    QList<LedgerEntry> open;
    QSet<qint64> seen;
    int settledBefore = 0; // in the basket by the queue's own settling of this run's adds
    for (const LedgerEntry &asked : c->entries) {
        const std::optional<LedgerEntry> e = m_ledger->entry(asked.id);
        if (!e || seen.contains(e->id))
            continue;
        seen.insert(e->id);
        if (checkable(e->state))
            open << *e;
        else if (e->state == AddState::Confirmed || e->state == AddState::Doubled)
            ++settledBefore;
    }
    std::sort(open.begin(), open.end(), [](const LedgerEntry &a, const LedgerEntry &b) { return a.id < b.id; });
    if (!readError.isEmpty()) {
        emit checked(0, int(open.size()),
                     tr("The basket could not be read (%1). Nothing changed; check again later.").arg(readError));
        return;
    }
    const QString at = QLocale().toString(QTime::currentTime(), QLocale::ShortFormat);
    const Outcome o = settleByBasket(
        c->key, open,
        {tr("In the basket (checked again at %1).").arg(at),
         tr("Added (the server confirmed it), but the basket still does not show it (checked again at %1).").arg(at),
         tr("Checked again at %1: the basket does not show this add. It did not arrive, or it was changed in the web "
            "shop. Adding it again may put it in the basket twice.").arg(at)});
    const int inBasket = o.inBasket + settledBefore;
    QStringList parts;
    if (inBasket)
        parts << tr("%n in the basket", nullptr, inBasket);
    if (o.notKnown)
        parts << tr("%n still not known", nullptr, o.notKnown);
    emit ledgerChanged();
    emit checked(inBasket, o.notKnown, tr("Checked the basket again at %1: %2.").arg(at, parts.join(QStringLiteral(", "))));
}

quint64 BasketAdds::addAgain(quint64 id)
{
    localstore::StoreKey key;
    const std::optional<LedgerEntry> e = m_ledger->entry(qint64(id));
    if (!e || !currentKey(&key) || !(e->key == key) || !values::isFinalAddState(e->state) || isOpen(id))
        return 0;
    values::AddIntent intent;
    intent.bundleId = e->bundleId;
    intent.variantId = e->variantId;
    intent.amount = e->amount;
    intent.unitNet = e->unitNet;
    intent.unitGross = e->unitGross;
    intent.currency = e->currency;
    intent.name = e->name;
    intent.pack = e->pack;
    intent.weight = e->weight;
    intent.source = sourceOf(e->source);
    intent.sourceRef = e->sourceRef;
    intent.againOf = e->id;
    return add(intent);
}

void BasketAdds::forgetLocalData(bool customerOnly)
{
    localstore::StoreKey key;
    if (!customerOnly)
        m_ledger->forgetAll();
    else if (currentKey(&key))
        m_ledger->forgetCustomer(key.server, key.customer);
    emit ledgerChanged();
}

} // namespace webshop::control
