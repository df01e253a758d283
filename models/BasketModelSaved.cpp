// BasketModel offline: a saved basket on screen, and adds refused while they cannot be sent.

#include "models/BasketModel.h"

#include "app/api/BasketSync.h"

#include <QTimer>

namespace webshop::models {

const api::Basket &BasketModel::shownBasket() const
{
    return m_saved ? *m_saved : m_sync->basket();
}

void BasketModel::showSaved(const api::Basket &basket, const QDateTime &fetchedAt)
{
    m_saved = basket;
    m_savedAt = fetchedAt;
    onBasketChanged();
}

void BasketModel::dropSaved()
{
    if (!m_saved)
        return;
    m_saved.reset();
    onBasketChanged();
}

quint64 BasketModel::refuseAdd(const QString &reason)
{
    // Ids of their own (the add path's count up from 1, its refusals from 2^62), reported once
    // the caller holds it.
    const quint64 ticket = (quint64(1) << 61) + ++m_refusedAdds;
    QTimer::singleShot(0, this, [this, ticket, reason] { emit addStateChanged(ticket, api::AddState::Failed, reason); });
    return ticket;
}

} // namespace webshop::models
