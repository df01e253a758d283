#include "app/control/QuickOrder.h"

#include "app/api/ApiClient.h"
#include "app/control/BasketAdds.h"
#include "app/control/SessionController.h"
#include "app/localstore/AddLedger.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"

// The quick order's draft (DraftFile), kept per server, customer and store: the lines and, for
// each, its last add (id, state, message, when). A line restored with an add that may be in the
// basket is not sent again by Add all; the verdicts that come after a restart (the basket read
// at the next sign-in settles the adds that were open) still reach it by its add's id.

namespace webshop::control {

void QuickOrder::connectDraft(SessionController *session)
{
    if (m_lists) {
        connect(m_lists, &models::PersonalListsModel::listLoaded, this, [this](const QString &listId) {
            if (listId != m_pendingList)
                return;
            m_pendingList.clear();
            appendList(listId);
            emit busyChanged();
        });
        connect(m_lists, &models::PersonalListsModel::listFailed, this, [this](const QString &listId, const QString &text) {
            if (listId != m_pendingList)
                return;
            m_pendingList.clear();
            emit message(tr("The list could not be loaded: %1").arg(text));
            emit busyChanged();
        });
    }
    connect(m_model, &models::QuickOrderModel::edited, this, [this] {
        if (!m_restoring)
            saveDraftSoon();
    });
    if (session) {
        connect(session, &SessionController::addressChanged, this, &QuickOrder::switchDraft);
        connect(session, &SessionController::loggedOut, this, &QuickOrder::switchDraft);
        connect(session, &SessionController::sessionEnded, this, &QuickOrder::switchDraft);
    }
    switchDraft();
}

void QuickOrder::switchDraft()
{
    // Who the grid belongs to: the server, the customer and the store (never a token).
    const QString owner = DraftFile::ownerOf(m_client);
    if (owner == m_draft.owner())
        return;
    flushDraft(); // the grid as it is belongs to the draft being left
    m_draft.setOwner(owner);
    m_lookup.forgetAll();
    cancelSuggestions();
    const QJsonArray lines = m_draft.read();
    m_restoring = true;
    m_model->restore(lines); // a damaged file gives an empty grid, never a crash
    m_restoring = false;
    adoptRestoredAdds();
}

void QuickOrder::adoptRestoredAdds()
{
    localstore::AddLedger *ledger = m_adds ? m_adds->ledger() : nullptr;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const models::QuickOrderLine &line = m_model->line(row);
        if (line.addId == 0)
            continue;
        // A verdict that comes later (the basket read after the sign-in) finds the line.
        m_told.insert(line.addId, line.id);
        // What the ledger learnt since the draft was written (a later run settled it) counts;
        // an entry of another add (a ledger forgotten meanwhile) does not.
        const std::optional<localstore::LedgerEntry> e = ledger ? ledger->entry(qint64(line.addId)) : std::nullopt;
        if (!e || e->bundleId != line.pick.bundleId || e->source != values::sourceCode(values::AddIntent::Source::QuickOrder)
            || !values::isFinalAddState(e->state) || (e->state == line.addState && !line.interrupted))
            continue;
        const QString quantity = line.quantity ? m_model->prices()->formatQuantity(*line.quantity, line.pick.weight) : QString();
        m_model->setAddResult(line.id, e->state, models::describeAdd(e->state, e->message, quantity), e->message);
    }
}

} // namespace webshop::control
