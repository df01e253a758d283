#include "models/PackAddWords.h"

#include <QCoreApplication>

namespace webshop::models {

namespace {

// A state no later verdict can change: the add is settled for good.
bool isSettled(values::AddState s)
{
    return s == values::AddState::Confirmed || s == values::AddState::Doubled || s == values::AddState::Failed;
}

} // namespace

void PackAddWords::started(quint64 ticket, const QString &bundleId, const QString &quantityText)
{
    Add a;
    a.bundleId = bundleId;
    a.quantityText = quantityText;
    a.order = ++m_next;
    a.result = describeAdd(values::AddState::Sending, {}, quantityText);
    m_adds.insert(ticket, a);
    forgetSettled(bundleId);
}

std::optional<PackAddWords::Change> PackAddWords::update(quint64 ticket, values::AddState state, const QString &message)
{
    const auto it = m_adds.find(ticket);
    if (it == m_adds.end())
        return std::nullopt;
    Change c;
    c.bundleId = it->bundleId;
    c.result = describeAdd(state, message, it->quantityText);
    c.firstFinal = c.result.final && !it->toldFinal;
    it->state = state;
    it->result = c.result;
    it->toldFinal = it->toldFinal || c.result.final;
    forgetSettled(c.bundleId);
    return c;
}

std::optional<AddResultText> PackAddWords::word(const QString &bundleId) const
{
    const Add *newest = nullptr;
    for (const Add &a : m_adds)
        if (a.bundleId == bundleId && (!newest || a.order > newest->order))
            newest = &a;
    if (!newest)
        return std::nullopt;
    int notKnown = 0;
    for (const Add &a : m_adds)
        if (a.bundleId == bundleId && a.order < newest->order && a.state == values::AddState::Uncertain)
            ++notKnown;
    AddResultText w = newest->result;
    if (notKnown > 0 && w.final) {
        if (w.kind == AddResultText::Kind::Ok) {
            w.kind = AddResultText::Kind::Warning;
            if (w.text.startsWith(u"✓ "))
                w.text.remove(0, 2); // the warning's mark stands for the row, not a tick beside it
        }
        w.text += u' '
            + QCoreApplication::translate("webshop::models::PackAddWords",
                                          "%n earlier add(s) of this pack not known yet: check the basket before adding it again.",
                                          nullptr, notKnown);
    }
    return w;
}

int PackAddWords::activeCount() const
{
    int n = 0;
    for (const Add &a : m_adds)
        n += a.toldFinal ? 0 : 1;
    return n;
}

void PackAddWords::forgetSettled(const QString &bundleId)
{
    // Settled adds older than the pack's newest say nothing any more.
    quint64 newest = 0;
    for (const Add &a : std::as_const(m_adds))
        if (a.bundleId == bundleId)
            newest = std::max(newest, a.order);
    m_adds.removeIf([&](const QHash<quint64, Add>::iterator it) {
        return it->bundleId == bundleId && it->order < newest && isSettled(it->state) && it->toldFinal;
    });
}

} // namespace webshop::models
