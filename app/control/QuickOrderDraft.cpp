#include "app/control/QuickOrder.h"

#include "app/api/ApiClient.h"
#include "app/control/BasketAdds.h"
#include "app/control/SessionController.h"
#include "app/localstore/AddLedger.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

// The quick order's draft, kept per server, customer and store: the lines and, for each, its
// last add (id, state, message, when). A line restored with an add that may be in the basket is
// not sent again by Add all; the verdicts that come after a restart (the basket read at the
// next sign-in settles the adds that were open) still reach it by its add's id.

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
    m_draftTimer.setSingleShot(true);
    m_draftTimer.setInterval(400);
    connect(&m_draftTimer, &QTimer::timeout, this, &QuickOrder::saveDraft);
    if (session) {
        connect(session, &SessionController::addressChanged, this, &QuickOrder::switchDraft);
        connect(session, &SessionController::loggedOut, this, &QuickOrder::switchDraft);
        connect(session, &SessionController::sessionEnded, this, &QuickOrder::switchDraft);
    }
    switchDraft();
}

QString QuickOrder::draftPath() const
{
    if (m_draftKey.isEmpty())
        return {};
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QByteArray hash = QCryptographicHash::hash(m_draftKey.toUtf8(), QCryptographicHash::Sha256).toHex().left(32);
    return dir + QStringLiteral("/quickorder/") + QString::fromLatin1(hash) + QStringLiteral(".json");
}

void QuickOrder::switchDraft()
{
    // Who the grid belongs to: the server, the customer and the store (never a token).
    QString key;
    if (m_client && m_client->context().isComplete() && m_client->hasTokens())
        key = m_client->config().baseUrl.toString(QUrl::RemoveUserInfo) + u'\n' + m_client->context().customerId + u'\n'
            + m_client->context().storeId;
    if (key == m_draftKey)
        return;
    flushDraft(); // the grid as it is belongs to the draft being left
    m_draftKey = key;
    m_resolveGeneration.clear();
    cancelSuggestions();
    QJsonArray lines;
    if (QFile f(draftPath()); !m_draftKey.isEmpty() && f.open(QIODevice::ReadOnly))
        lines = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("lines")).toArray();
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

void QuickOrder::saveDraftSoon()
{
    m_draftTimer.start();
}

void QuickOrder::flushDraft()
{
    if (!m_draftTimer.isActive())
        return;
    m_draftTimer.stop();
    saveDraft();
}

void QuickOrder::saveDraft() const
{
    const QString path = draftPath();
    if (path.isEmpty())
        return;
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return;
    // Version 2: lines carry their last add; version 1 drafts load as lines never added.
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("version"), 2}, {QStringLiteral("lines"), m_model->toJson()}})
                .toJson(QJsonDocument::Compact));
    f.commit();
}

} // namespace webshop::control
