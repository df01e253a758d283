#include "app/api/OpenAdds.h"

#include "app/api/ApiLogging.h"
#include "app/api/BasketSync.h"

#include <QLocale>

// Every basket read settles the open adds together, one line at a time: how much the line grew
// since the oldest open add's baseline, less what was already credited since, is explained by
// the subsets of the open adds whose amounts sum to it (explainDelta). An add in every
// explanation is in the basket; two adds of the same amount and a change of one of them leave
// both as they were, rather than crediting the wrong one; a change that no subset explains
// (another client, a second application) is said, never credited. A late verdict (an uncertain
// add that arrives after all, an accepted add that finally shows) is reported again for the
// same ticket, so every place that showed it can follow.
// The words are BasketSync's (its translation context): they are what its addStateChanged says.

namespace webshop::api {

OpenAdds::OpenAdds(Report report, Epoch epoch, Current current)
    : m_report(std::move(report)), m_epoch(std::move(epoch)), m_current(std::move(current))
{
}

OpenAdd *OpenAdds::find(quint64 ticket)
{
    for (OpenAdd &a : m_adds)
        if (a.op.ticket == ticket)
            return &a;
    return nullptr;
}

void OpenAdds::tell(OpenAdd &a, AddState state, const QString &message)
{
    if (a.told == state && a.note == message)
        return;
    a.told = state;
    a.note = message;
    m_report(a.op.ticket, state, message);
}

QString OpenAdds::lineKey(const OpenAdd &a, const Basket &basket) const
{
    const AddProbe &p = a.op.probe;
    if (quantityOf(basket, p.bundleId) || quantityOf(a.before, p.bundleId))
        return u"b:" + p.bundleId;
    if (!p.variantId.isEmpty() && (quantityOf(basket, p.variantId) || quantityOf(a.before, p.variantId)))
        return u"v:" + p.variantId;
    return u"b:" + p.bundleId;
}

void OpenAdds::land(int index, AddState state, const QString &message, const Basket &basket)
{
    const QString line = lineKey(m_adds.at(index), basket);
    const OpenAdd a = m_adds.takeAt(index);
    // What it put in the basket is no longer "growth since the baseline" for the adds still
    // open that land in the same line (the same pack; every pack of the article when the server
    // keeps one line per article).
    const Decimal put = state == AddState::Doubled ? a.op.probe.amount + a.op.probe.amount : a.op.probe.amount;
    for (OpenAdd &other : m_adds)
        if (lineKey(other, basket) == line)
            other.credited += put;
    qCInfo(lcApi) << "add" << a.op.ticket << "settled" << state << "after" << a.reads << "reads";
    m_report(a.op.ticket, state, message);
}

void OpenAdds::settle(const Basket &basket)
{
    // Line by line (a pack's line, or an article's when the server keeps one line per article:
    // found by the soak, where another pack of the same article grew the line an uncertain add
    // was looked for in), in the order the lines were first sent to.
    QStringList lines;
    for (const OpenAdd &a : std::as_const(m_adds))
        if (const QString key = lineKey(a, basket); !lines.contains(key))
            lines << key;
    const quint64 e = m_epoch();
    for (const QString &line : std::as_const(lines)) {
        QList<int> members;
        for (int i = 0; i < m_adds.size(); ++i)
            if (lineKey(m_adds[i], basket) == line)
                members << i;
        if (members.isEmpty())
            continue; // settled with another line's group (a slot may have changed the list)
        settleLine(members, basket);
        if (e != m_epoch())
            return; // a slot cleared the basket
    }
    // Told while the basket could not be read: now it can, and it does not show them yet.
    for (OpenAdd &a : m_adds) {
        if (!a.toldUnread || !isFinalAddState(a.told))
            continue;
        a.toldUnread = false;
        tell(a, a.told,
             a.accepted ? BasketSync::tr("Added (the server confirmed it), but the basket does not show it yet.")
                        : uncertainMessage());
        if (e != m_epoch())
            return;
    }
    // An add the basket has not shown in many reads keeps what it was told (accepted, or
    // uncertain) and is no longer looked for; the current add is looked for until it is decided.
    const quint64 current = m_current();
    for (int i = int(m_adds.size()) - 1; i >= 0; --i)
        if (++m_adds[i].reads > kMaxSettleReads && m_adds[i].op.ticket != current)
            m_adds.removeAt(i);
}

void OpenAdds::settleLine(const QList<int> &members, const Basket &basket)
{
    const OpenAdd &oldest = m_adds[members.first()];
    std::optional<Decimal> q0;
    const std::optional<Decimal> q1 = lineQuantity(oldest.before, basket, oldest.op.probe, &q0);
    if (!q1) {
        // The server names its lines by another scheme: only a lone open add can be found by
        // the change itself or by the totals (with several open, any change could be another's).
        if (m_adds.size() == 1)
            settleUnnamed(oldest, basket);
        return;
    }
    const Decimal delta = *q1 - *q0 - oldest.credited;
    QList<Decimal> amounts;
    for (int i : members)
        amounts << m_adds[i].op.probe.amount;
    const DeltaExplanation x = explainDelta(delta, amounts);
    qCInfo(lcApi) << "pack" << oldest.op.probe.bundleId << "grew by" << delta.toString() << "for" << members.size()
                  << "open adds:" << (x.explained ? "explained" : "not explained");
    if (!x.explained)
        return settleUnexplained(members, basket, delta, *q1);
    // Settle from the back, so the indexes of the members still to do stay valid.
    const quint64 e = m_epoch();
    for (int k = int(members.size()) - 1; k >= 0; --k) {
        OpenAdd &a = m_adds[members[k]];
        if (x.landed[k]) {
            land(members[k], AddState::Confirmed,
                 a.accepted ? QString()
                            : BasketSync::tr("In the basket: the server had not answered, but the basket grew by exactly this item."),
                 basket);
        } else if (x.maybe[k] && isFinalAddState(a.told)) {
            tell(a, a.told,
                 BasketSync::tr("One of %n open adds of this pack is in the basket; which one cannot be told yet. "
                                "Check the basket before adding it again.",
                                nullptr, int(members.size())));
        }
        if (e != m_epoch())
            return; // a slot cleared the basket: the indexes are gone with it
    }
}

void OpenAdds::settleUnexplained(const QList<int> &members, const Basket &basket, Decimal delta, Decimal lineQuantity)
{
    const OpenAdd &oldest = m_adds[members.first()];
    const QLocale l;
    const bool currentAlone = members.size() == 1 && m_current() == oldest.op.ticket;
    const Decimal amount = oldest.op.probe.amount;
    if (currentAlone && oldest.accepted && !delta.isZero() && delta == amount + amount)
        return land(members.first(), AddState::Doubled, doubledMessage(lineQuantity, oldest.op), basket);
    if (currentAlone && oldest.accepted && delta > amount)
        return land(members.first(), AddState::Confirmed,
                    BasketSync::tr("The basket now holds %1 of this item; it was also changed elsewhere.")
                        .arg(lineQuantity.toLocaleString(l)),
                    basket);
    // Said once to every add of the line that was already told where it stands.
    const QString note = BasketSync::tr("This item's line changed by %1 since it was sent, which does not match what this app "
                                        "added: it was also changed elsewhere. Check the basket.")
                             .arg(delta.toLocaleString(l));
    for (int i : members)
        if (isFinalAddState(m_adds[i].told))
            tell(m_adds[i], m_adds[i].told, note);
}

void OpenAdds::settleUnnamed(const OpenAdd &add, const Basket &basket)
{
    const AddFinding f = findAdd(add.before, basket, add.op.probe);
    const QLocale l;
    switch (f.evidence) {
    case AddFinding::Evidence::Applied:
        // Without an answer and without a price to tell the item apart, a line of another
        // article that grew by the same amount (another client's change) looks just like it:
        // found by the soak. It stays as it was told.
        if (!add.accepted && !add.op.probe.unitNet)
            return;
        return land(0, AddState::Confirmed,
                    add.accepted ? QString()
                                 : BasketSync::tr("In the basket: the server had not answered, but the basket grew by exactly this item."),
                    basket);
    case AddFinding::Evidence::AppliedTwice:
        if (add.accepted)
            land(0, AddState::Doubled, doubledMessage(f.lineQuantity, add.op), basket);
        return;
    case AddFinding::Evidence::ChangedOtherwise:
        if (add.accepted)
            land(0, AddState::Confirmed,
                 BasketSync::tr("The basket now holds %1 of this item; it was also changed elsewhere.")
                     .arg(f.lineQuantity.value_or(Decimal()).toLocaleString(l)),
                 basket);
        return;
    case AddFinding::Evidence::Absent:
    case AddFinding::Evidence::Unknown:
        return;
    }
}

QString OpenAdds::doubledMessage(std::optional<Decimal> lineQuantity, const QueuedOp &op)
{
    const QString fix =
        BasketSync::tr("The basket cannot be lowered from this app; please correct it with your sales contact or in the web shop.");
    if (!lineQuantity)
        return BasketSync::tr("The basket total grew by twice this item's price: the server may have added it twice, "
                              "or the same was added elsewhere. %1")
            .arg(fix);
    const QLocale l;
    return BasketSync::tr("The basket now holds %1 where this add was %2: the server may have added it twice, or the same "
                          "was added elsewhere. %3")
        .arg(lineQuantity->toLocaleString(l), op.probe.amount.toLocaleString(l), fix);
}

QString OpenAdds::uncertainMessage()
{
    return BasketSync::tr("No clear answer from the server, and the basket does not show this item yet: it may still arrive. "
                          "It was not sent again. Check the basket before adding it again.");
}

} // namespace webshop::api
