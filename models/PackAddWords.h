#pragma once

// What a pack's row says about the adds made from it. A buyer may add the same pack again
// before the first add is settled; each add keeps its own state, and a late verdict of an older
// one (an add that was "not known" and arrived after all) still reaches the row. The row shows
// the newest add's word, and says so when an older add of the same pack is still not known, so
// a later "added" never hides an earlier add that may yet arrive (or may not).

#include "models/AddResultText.h"

#include <QHash>
#include <QString>

#include <optional>

namespace webshop::models {

class PackAddWords
{
public:
    // A new add of `bundleId` was handed to the basket; `quantityText` names its amount.
    void started(quint64 ticket, const QString &bundleId, const QString &quantityText);

    struct Change
    {
        QString bundleId;     // the pack whose word may have changed
        AddResultText result; // this add's own word
        bool firstFinal = false; // the first final state of this add (told once)
    };
    // A state of an add; nothing for an add that was not started here.
    std::optional<Change> update(quint64 ticket, values::AddState state, const QString &message);

    // What the pack's row says now; nothing when no add of it is known here.
    std::optional<AddResultText> word(const QString &bundleId) const;

    int activeCount() const; // adds that have not had a final state yet
    bool isEmpty() const { return m_adds.isEmpty(); }
    void forget() { m_adds.clear(); } // another basket: its adds say nothing here

private:
    struct Add
    {
        QString bundleId;
        QString quantityText;
        quint64 order = 0;
        values::AddState state = values::AddState::Queued;
        AddResultText result;
        bool toldFinal = false;
    };
    void forgetSettled(const QString &bundleId);

    QHash<quint64, Add> m_adds;
    quint64 m_next = 0;
};

} // namespace webshop::models
