#include "app/api/BasketSyncPrivate.h"

#include "app/api/ApiLogging.h"

#include <QLocale>
#include <QTime>

// Every basket read settles the open adds (BasketSyncPrivate.h, OpenAdd) together, one pack
// at a time: how much the pack's line grew since the oldest open add's baseline, less what was
// already credited since, is explained by the subsets of the open adds whose amounts sum to it
// (explainDelta). An add in every explanation is in the basket; two adds of the same amount and
// a change of one of them leave both as they were, rather than crediting the wrong one; a change
// that no subset explains (another client, a second application) is said, never credited. A
// late verdict (an uncertain add that arrives after all, an accepted add that finally shows) is
// reported again for the same ticket, so every place that showed it can follow.

namespace webshop::api {

BasketSync::Private::OpenAdd *BasketSync::Private::openAdd(quint64 ticket)
{
    for (OpenAdd &a : open)
        if (a.op.ticket == ticket)
            return &a;
    return nullptr;
}

void BasketSync::Private::tell(OpenAdd &a, AddState state, const QString &message)
{
    if (a.told == state && a.note == message)
        return;
    a.told = state;
    a.note = message;
    if (current && current->ticket == a.op.ticket)
        this->state = state;
    emit q->addStateChanged(a.op.ticket, state, message);
}

QString BasketSync::Private::lineKey(const OpenAdd &a) const
{
    const AddProbe &p = a.op.probe;
    if (quantityOf(basket, p.bundleId) || quantityOf(a.before, p.bundleId))
        return u"b:" + p.bundleId;
    if (!p.variantId.isEmpty() && (quantityOf(basket, p.variantId) || quantityOf(a.before, p.variantId)))
        return u"v:" + p.variantId;
    return u"b:" + p.bundleId;
}

void BasketSync::Private::land(int index, AddState state, const QString &message)
{
    const QString line = lineKey(open.at(index));
    const OpenAdd a = open.takeAt(index);
    // What it put in the basket is no longer "growth since the baseline" for the adds still
    // open that land in the same line (the same pack; every pack of the article when the server
    // keeps one line per article).
    const Decimal put = state == AddState::Doubled ? a.op.probe.amount + a.op.probe.amount : a.op.probe.amount;
    for (OpenAdd &other : open)
        if (lineKey(other) == line)
            other.credited += put;
    qCInfo(lcApi) << "add" << a.op.ticket << "settled" << state << "after" << a.reads << "reads";
    if (current && current->ticket == a.op.ticket)
        this->state = state;
    emit q->addStateChanged(a.op.ticket, state, message);
}

void BasketSync::Private::settleOpen()
{
    // Line by line (a pack's line, or an article's when the server keeps one line per article:
    // found by the soak, where another pack of the same article grew the line an uncertain add
    // was looked for in), in the order the lines were first sent to.
    QStringList lines;
    for (const OpenAdd &a : std::as_const(open))
        if (const QString key = lineKey(a); !lines.contains(key))
            lines << key;
    const quint64 e = epoch;
    for (const QString &line : std::as_const(lines)) {
        QList<int> members;
        for (int i = 0; i < open.size(); ++i)
            if (lineKey(open[i]) == line)
                members << i;
        if (members.isEmpty())
            continue; // settled with another line's group (a slot may have changed the list)
        settleGroup(members);
        if (e != epoch)
            return; // a slot cleared the basket
    }
    // Told while the basket could not be read: now it can, and it does not show them yet.
    for (OpenAdd &a : open) {
        if (!a.toldUnread || !isFinalAddState(a.told))
            continue;
        a.toldUnread = false;
        tell(a, a.told, a.accepted ? tr("Added (the server confirmed it), but the basket does not show it yet.") : uncertainMessage());
        if (e != epoch)
            return;
    }
    // An add the basket has not shown in many reads keeps what it was told (accepted, or
    // uncertain) and is no longer looked for; the current add is looked for until it is decided.
    for (int i = int(open.size()) - 1; i >= 0; --i)
        if (++open[i].reads > kMaxSettleReads && !(current && current->ticket == open[i].op.ticket))
            open.removeAt(i);
}

void BasketSync::Private::settleGroup(const QList<int> &members)
{
    const OpenAdd &oldest = open[members.first()];
    const bool isCurrentAlone = members.size() == 1 && current && current->ticket == oldest.op.ticket;
    std::optional<Decimal> q0;
    const std::optional<Decimal> q1 = lineQuantity(oldest.before, basket, oldest.op.probe, &q0);
    const QLocale l;
    if (!q1) {
        // The server names its lines by another scheme: only a lone open add can be found by
        // the change itself or by the totals (with several open, any change could be another's).
        if (open.size() != 1)
            return;
        const AddFinding f = findAdd(oldest.before, basket, oldest.op.probe);
        switch (f.evidence) {
        case AddFinding::Evidence::Applied:
            // Without an answer and without a price to tell the item apart, a line of another
            // article that grew by the same amount (another client's change) looks just like it:
            // found by the soak. It stays as it was told.
            if (!oldest.accepted && !oldest.op.probe.unitNet)
                break;
            return land(members.first(), AddState::Confirmed,
                        oldest.accepted ? QString() : tr("In the basket: the server had not answered, but the basket grew by exactly this item."));
        case AddFinding::Evidence::AppliedTwice:
            if (oldest.accepted)
                return land(members.first(), AddState::Doubled, doubledMessage(f.lineQuantity, oldest.op));
            break;
        case AddFinding::Evidence::ChangedOtherwise:
            if (oldest.accepted)
                return land(members.first(), AddState::Confirmed,
                            tr("The basket now holds %1 of this item; it was also changed elsewhere.")
                                .arg(f.lineQuantity.value_or(Decimal()).toLocaleString(l)));
            break;
        case AddFinding::Evidence::Absent:
        case AddFinding::Evidence::Unknown:
            break;
        }
        return;
    }
    const Decimal delta = *q1 - *q0 - oldest.credited;
    QList<Decimal> amounts;
    for (int i : members)
        amounts << open[i].op.probe.amount;
    const DeltaExplanation x = explainDelta(delta, amounts);
    qCInfo(lcApi) << "pack" << oldest.op.probe.bundleId << "grew by" << delta.toString() << "for" << members.size()
                  << "open adds:" << (x.explained ? "explained" : "not explained");
    if (!x.explained) {
        if (isCurrentAlone && oldest.accepted && !delta.isZero() && delta == oldest.op.probe.amount + oldest.op.probe.amount)
            return land(members.first(), AddState::Doubled, doubledMessage(*q1, oldest.op));
        if (isCurrentAlone && oldest.accepted && delta > oldest.op.probe.amount)
            return land(members.first(), AddState::Confirmed,
                        tr("The basket now holds %1 of this item; it was also changed elsewhere.").arg(q1->toLocaleString(l)));
        // Said once to every add of the pack that was already told where it stands.
        const QString note = tr("This item's line changed by %1 since it was sent, which does not match what this app "
                                "added: it was also changed elsewhere. Check the basket.").arg(delta.toLocaleString(l));
        for (int i : members)
            if (isFinalAddState(open[i].told))
                tell(open[i], open[i].told, note);
        return;
    }
    // Settle from the back, so the indexes of the members still to do stay valid.
    for (int k = int(members.size()) - 1; k >= 0; --k) {
        OpenAdd &a = open[members[k]];
        if (x.landed[k]) {
            land(members[k], AddState::Confirmed,
                 a.accepted ? QString() : tr("In the basket: the server had not answered, but the basket grew by exactly this item."));
        } else if (x.maybe[k] && isFinalAddState(a.told)) {
            tell(a, a.told, tr("One of %n open adds of this pack is in the basket; which one cannot be told yet. "
                               "Check the basket before adding it again.", nullptr, int(members.size())));
        }
    }
}

} // namespace webshop::api
