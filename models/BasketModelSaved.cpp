// BasketModel offline: a saved basket on screen, and adds refused while they cannot be sent.

#include "models/BasketModel.h"

#include "app/api/BasketSync.h"

#include <QTimer>

namespace webshop::models {

const values::Basket &BasketModel::shownBasket() const
{
    return m_saved ? *m_saved : m_sync->basket();
}

void BasketModel::followFeed()
{
    // Offline, a basket that cannot be read shows its saved copy; back online it is read again.
    const auto fallBack = [this] {
        if (!hasBasket())
            showSaved();
    };
    connect(m_feed, &DataFeed::wentOffline, this, fallBack);
    connect(m_sync, &api::BasketSync::refreshFailed, this, fallBack);
    for (auto reload : {&DataFeed::backOnline, &DataFeed::contextChanged}) // back, or another store
        connect(m_feed, reload, this, &BasketModel::refresh);
    connect(m_feed, &DataFeed::withdrawn, this, &BasketModel::dropSaved);
}

bool BasketModel::showSaved()
{
    const auto saved = m_feed->readsSaved() ? m_feed->saved()->basket() : std::nullopt;
    if (!saved)
        return false;
    m_saved = saved->value;
    m_feed->set(saved->provenance);
    onBasketChanged();
    return true;
}

void BasketModel::dropSaved()
{
    if (!m_saved)
        return;
    m_saved.reset();
    m_feed->reset();
    onBasketChanged();
}

quint64 BasketModel::refuseAdd(const QString &reason)
{
    // Ids of their own (the add path's count up from 1, its refusals from 2^62), reported once
    // the caller holds it.
    const quint64 ticket = (quint64(1) << 61) + ++m_refusedAdds;
    QTimer::singleShot(0, this, [this, ticket, reason] { emit addStateChanged(ticket, values::AddState::Failed, reason); });
    return ticket;
}

} // namespace webshop::models
