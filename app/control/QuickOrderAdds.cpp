#include "app/control/QuickOrder.h"

#include "app/api/ApiClient.h"
#include "app/control/BasketAdds.h"
#include "app/control/SessionController.h"
#include "models/BasketModel.h"
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

// The quick order's adds (one per line through the basket queue, each line told its result),
// the fills from a list or the basket, and the draft kept per server, customer and store.

namespace webshop::control {

QList<int> QuickOrder::sendableRows() const
{
    QList<int> rows;
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (m_model->line(row).isSendable())
            rows << row;
    return rows;
}

int QuickOrder::add(const QList<int> &rows)
{
    if (!m_adds)
        return 0;
    if (m_tickets.isEmpty()) {
        m_batchAdded = 0;
        m_batchNotAdded = 0;
    }
    int sent = 0;
    for (int row : rows) {
        if (row < 0 || row >= m_model->rowCount() || !m_model->line(row).isSendable())
            continue;
        const models::QuickOrderLine &line = m_model->line(row);
        // Exactly what the buyer typed: the pack resolved and the quantity as entered.
        api::AddIntent intent;
        intent.bundleId = line.pick.bundleId;
        intent.variantId = line.pick.variantId;
        intent.amount = *line.quantity;
        intent.unitNet = line.pick.unitNet;
        intent.unitGross = line.pick.unitGross;
        intent.currency = line.pick.currency;
        intent.name = line.pick.name;
        intent.pack = line.pick.pack;
        intent.source = api::AddIntent::Source::QuickOrder;
        intent.sourceRef = QString::number(line.id);
        const quint64 ticket = m_adds->add(intent);
        m_tickets.insert(ticket, line.id);
        m_model->setSending(line.id);
        ++sent;
    }
    emit busyChanged();
    return sent;
}

void QuickOrder::onAddState(quint64 ticket, int state, const QString &message)
{
    quint64 lineId = 0;
    bool late = false;
    if (const auto it = m_tickets.constFind(ticket); it != m_tickets.cend()) {
        lineId = it.value();
    } else if (const auto t = m_told.constFind(ticket); t != m_told.cend()) {
        lineId = t.value(); // a later verdict: the add arrived after all, or was shown at last
        late = true;
    } else {
        return;
    }
    const int row = m_model->rowOf(lineId);
    QString quantity;
    if (row >= 0 && m_model->line(row).quantity)
        quantity = m_model->prices()->formatQuantity(*m_model->line(row).quantity, m_model->line(row).pick.weight);
    const models::AddResultText result = models::describeAdd(api::AddState(state), message, quantity);
    m_model->setAddResult(lineId, api::AddState(state), result);
    if (!result.final || late)
        return;
    m_tickets.remove(ticket);
    m_told.insert(ticket, lineId);
    ++(result.added ? m_batchAdded : m_batchNotAdded);
    if (m_tickets.isEmpty())
        emit addsFinished(m_batchAdded, m_batchNotAdded);
    emit busyChanged();
}

void QuickOrder::enter(const QList<std::pair<QString, api::Decimal>> &typed)
{
    QList<models::QuickOrderLine> lines;
    for (const auto &[what, quantity] : typed) {
        models::QuickOrderLine line;
        line.what = what;
        line.state = models::QuickOrderLine::State::Typed;
        line.quantity = quantity;
        lines << line;
    }
    appendAndResolve(lines);
}

void QuickOrder::fillFromBasket()
{
    if (!m_basketModel)
        return;
    using BM = models::BasketModel;
    QList<models::QuickOrderLine> lines;
    for (int row = 0; row < m_basketModel->rowCount(); ++row) {
        const QModelIndex i = m_basketModel->index(row, 0);
        const QString bundleId = i.data(BM::BundleIdRole).toString();
        const QVariant quantity = i.data(BM::QuantityRole);
        if (!quantity.canConvert<api::Decimal>())
            continue;
        if (bundleId.isEmpty()) {
            // Not named yet: its number is looked up like a typed one.
            models::QuickOrderLine typed;
            typed.what = i.data(BM::LineIdRole).toString();
            typed.state = models::QuickOrderLine::State::Typed;
            typed.quantity = quantity.value<api::Decimal>();
            lines << typed;
            continue;
        }
        const auto unit = [&i](int role) {
            const QVariant v = i.data(role);
            return v.isValid() ? std::optional<api::Decimal>(v.value<api::Decimal>()) : std::nullopt;
        };
        const models::QuickOrderPick pick{i.data(BM::VariantIdRole).toString(), bundleId,
                                          i.data(BM::NameRole).toString(), i.data(BM::BundleDescriptionRole).toString(),
                                          i.data(BM::WeightArticleRole).toBool(), unit(BM::UnitNetRole),
                                          unit(BM::UnitGrossRole), i.data(BM::CurrencyRole).toString()};
        lines << models::QuickOrderModel::lineFor(pick, quantity.value<api::Decimal>());
    }
    if (lines.isEmpty()) {
        emit message(tr("The basket has no lines to order again."));
        return;
    }
    appendAndResolve(lines);
}

void QuickOrder::appendAndResolve(const QList<models::QuickOrderLine> &lines)
{
    const int first = m_model->rowCount() - 1; // the trailing empty row
    m_model->appendLines(lines);
    for (int row = first; row < first + lines.size() && row < m_model->rowCount(); ++row)
        if (m_model->line(row).state == models::QuickOrderLine::State::Typed)
            resolve(m_model->line(row).id);
}

void QuickOrder::fillFromList(const QString &listId)
{
    if (!m_lists || listId.isEmpty())
        return;
    if (const api::PersonalList *list = m_lists->list(listId); list && !list->items.isEmpty()) {
        appendList(listId);
        return;
    }
    m_pendingList = listId;
    m_lists->ensureLoaded(listId);
    emit busyChanged();
}

void QuickOrder::appendList(const QString &listId)
{
    const api::PersonalList *list = m_lists ? m_lists->list(listId) : nullptr;
    if (!list)
        return;
    QList<models::QuickOrderLine> lines;
    for (const api::Article &article : list->items)
        for (const api::Bundle &bundle : article.bundles)
            lines << models::QuickOrderModel::lineFor({article.variantId, bundle.bundleId, article.name, bundle.description,
                                                       bundle.isWeightArticle, bundle.price.articleNet,
                                                       bundle.price.articleGross, bundle.price.currency},
                                                      api::Decimal::fromInt(1));
    if (lines.isEmpty())
        emit message(tr("The list “%1” has no articles.").arg(list->name));
    m_model->appendLines(lines);
}

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
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("lines"), m_model->toJson()}})
                .toJson(QJsonDocument::Compact));
    f.commit();
}

} // namespace webshop::control
