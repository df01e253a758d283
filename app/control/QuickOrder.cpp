#include "app/control/QuickOrder.h"

#include "app/api/ApiClient.h"
#include "app/control/BasketAdds.h"
#include "app/control/Services.h"
#include "app/control/SessionController.h"
#include "models/ArticleCache.h"
#include "models/BasketModel.h"

// The quick order's parts: suggestions (LineSuggestions), lookups (LineLookup), packs
// (PackResolver) and the draft (DraftFile) wired to the one grid; a pick taken on a line.

namespace webshop::control {

QuickOrder::QuickOrder(api::ApiClient *client, BasketAdds *adds, const ModelSet &models,
                       SessionController *session, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_adds(adds)
    , m_basketModel(models.basket)
    , m_lists(models.lists)
    , m_model(new models::QuickOrderModel(models.prices, this))
    , m_packs(models.packMemory)
    , m_packResolver(client, models.packMemory)
    , m_suggest(client, m_packResolver)
    , m_lookup(client, m_model, m_packResolver, m_suggest)
    , m_draft(m_model)
{
    connect(&m_suggest, &LineSuggestions::changed, this, &QuickOrder::suggestionsChanged);
    connect(&m_suggest, &LineSuggestions::busyChanged, this, &QuickOrder::busyChanged);
    connect(&m_lookup, &LineLookup::choiceNeeded, this, &QuickOrder::choiceNeeded);
    connect(&m_lookup, &LineLookup::busyChanged, this, &QuickOrder::busyChanged);
    // "in basket: 2" on every line whose pack the basket holds.
    m_model->setBasket(m_basketModel);
    if (m_adds)
        connect(m_adds, &BasketAdds::stateChanged, this,
                [this](quint64 id, values::AddState state, const QString &text) { onAddState(id, int(state), text); });
    connectDraft(session);
}

QuickOrder::~QuickOrder()
{
    flushDraft(); // then the suggestion asked last is abandoned (LineSuggestions)
}

void QuickOrder::take(quint64 lineId, const models::QuickOrderPick &pick)
{
    m_lookup.forget(lineId); // a lookup still running for the line no longer counts
    // The packs of the article, when the suggestions hold them (else F4 asks the article).
    QList<models::QuickOrderPick> packs;
    if (m_suggest.line() == lineId)
        for (const models::QuickOrderPick &p : m_suggest.picks())
            if (p.variantId == pick.variantId)
                packs << p;
    if (packs.size() > 1 || m_packResolver.choices(lineId).value(0).variantId != pick.variantId)
        m_packResolver.setChoices(lineId, packs.size() > 1 ? packs : QList<models::QuickOrderPick>{});
    m_model->setResolved(lineId, pick);
    emit busyChanged();
}

void QuickOrder::loadPackChoices(quint64 lineId)
{
    const int row = m_model->rowOf(lineId);
    if (row < 0 || !m_client || !m_model->line(row).isResolved())
        return;
    const QString variantId = m_model->line(row).pick.variantId;
    api::ArticleJob *job = m_client->article(variantId);
    connect(job, &api::ApiJob::finished, this, [this, job, lineId, variantId] {
        const int row = m_model->rowOf(lineId);
        if (!job->isOk() || row < 0 || m_model->line(row).pick.variantId != variantId)
            return;
        m_packResolver.setChoicesOf(lineId, job->result());
        emit packChoicesReady(lineId);
    });
}

bool QuickOrder::isBusy() const
{
    return m_lookup.isBusy() || !m_tickets.isEmpty() || m_suggest.isAsking() || !m_pendingList.isEmpty();
}

} // namespace webshop::control
