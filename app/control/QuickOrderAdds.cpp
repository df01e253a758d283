#include "app/control/QuickOrder.h"

#include "app/values/PackContent.h"
#include "models/PackMemory.h"

#include "app/api/ApiClient.h"
#include "app/control/BasketAdds.h"
#include "app/control/SessionController.h"
#include "models/BasketModel.h"
#include "models/BasketQuantities.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"

#include <QDateTime>

// The quick order's adds (one per line through the basket queue, each line told its result;
// "Add Again…" of a line that may be in the basket, naming the add it repeats), the summary of a
// batch before it is sent, and the fills from a list or the basket.

namespace webshop::control {

QList<int> QuickOrder::sendableRows() const
{
    QList<int> rows;
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (m_model->line(row).isSendable())
            rows << row;
    return rows;
}

values::AddIntent QuickOrder::intentFor(const models::QuickOrderLine &line) const
{
    // Exactly what the buyer typed: the pack resolved and the quantity as entered.
    values::AddIntent intent;
    intent.bundleId = line.pick.bundleId;
    intent.variantId = line.pick.variantId;
    intent.amount = *line.quantity;
    intent.unitNet = line.pick.unitNet;
    intent.unitGross = line.pick.unitGross;
    intent.currency = line.pick.currency;
    intent.name = line.pick.name;
    intent.pack = line.pick.pack;
    intent.weight = line.pick.weight;
    intent.source = values::AddIntent::Source::QuickOrder;
    intent.sourceRef = QString::number(line.id);
    return intent;
}

models::BatchAddSummary QuickOrder::summary(const QList<int> &rows, const QList<int> &large) const
{
    QList<models::BatchAddLine> lines;
    for (int row : rows) {
        if (row < 0 || row >= m_model->rowCount() || !m_model->line(row).isResolved() || !m_model->line(row).quantity)
            continue;
        const models::QuickOrderLine &line = m_model->line(row);
        lines << models::BatchAddLine{intentFor(line), line.pick.weight, large.contains(row)};
    }
    return models::BatchAddSummary::of(lines, models::readBasketHoldings(m_basketModel));
}

int QuickOrder::add(const QList<int> &rows)
{
    QList<quint64> lineIds;
    for (int row : rows)
        if (row >= 0 && row < m_model->rowCount() && m_model->line(row).isSendable())
            lineIds << m_model->line(row).id;
    return send(lineIds, false);
}

quint64 QuickOrder::addAgain(quint64 lineId)
{
    const int row = m_model->rowOf(lineId);
    if (row < 0 || !m_model->line(row).canAddAgain())
        return 0;
    return send({lineId}, true) == 1 ? m_model->line(m_model->rowOf(lineId)).addId : 0;
}

int QuickOrder::send(const QList<quint64> &lineIds, bool again)
{
    if (!m_adds || lineIds.isEmpty())
        return 0;
    if (m_tickets.isEmpty()) {
        m_batchAdded = 0;
        m_batchNotAdded = 0;
    }
    // The earlier adds the lines repeat ("Add Again…"), before setSending forgets them.
    QHash<quint64, quint64> earlier;
    for (quint64 lineId : lineIds)
        earlier.insert(lineId, m_model->line(m_model->rowOf(lineId)).addId);
    // Written ahead: a draft read after a crash in the next moments shows these lines as maybe
    // on their way (never as not added), whatever the ledger got to write.
    for (quint64 lineId : lineIds)
        m_model->setSending(lineId);
    saveDraft();
    int sent = 0;
    for (quint64 lineId : lineIds) {
        const int row = m_model->rowOf(lineId);
        values::AddIntent intent = intentFor(m_model->line(row));
        if (again)
            intent.againOf = qint64(earlier.value(lineId));
        const quint64 id = m_adds->add(intent);
        // The pack chosen now is the one an article number means here next time.
        if (m_packs)
            m_packs->remember(models::PackMemory::entryKey(m_client), intent.variantId, intent.bundleId);
        m_tickets.insert(id, lineId);
        m_model->setAddId(lineId, id, QDateTime::currentDateTime());
        ++sent;
    }
    saveDraft(); // the ids: a verdict after a restart finds its line
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
    // The line shows another add now (edited, or added again): this verdict is not its.
    const bool current = row >= 0 && m_model->line(row).addId == ticket;
    if (current) {
        const models::QuickOrderLine &line = m_model->line(row);
        const QString quantity = line.quantity ? m_model->prices()->formatQuantity(*line.quantity, line.pick.weight) : QString();
        m_model->setAddResult(lineId, values::AddState(state), models::describeAdd(values::AddState(state), message, quantity), message);
        saveDraftSoon();
    }
    const models::AddResultText result = models::describeAdd(values::AddState(state), message);
    if (!result.final || late)
        return;
    m_tickets.remove(ticket);
    m_told.insert(ticket, lineId);
    ++(result.added ? m_batchAdded : m_batchNotAdded);
    if (m_tickets.isEmpty())
        emit addsFinished(m_batchAdded, m_batchNotAdded);
    emit busyChanged();
}

void QuickOrder::enter(const QList<std::pair<QString, values::Decimal>> &typed)
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
        if (!quantity.canConvert<values::Decimal>())
            continue;
        if (bundleId.isEmpty()) {
            // Not named yet: its number is looked up like a typed one.
            models::QuickOrderLine typed;
            typed.what = i.data(BM::LineIdRole).toString();
            typed.state = models::QuickOrderLine::State::Typed;
            typed.quantity = quantity.value<values::Decimal>();
            lines << typed;
            continue;
        }
        const auto unit = [&i](int role) {
            const QVariant v = i.data(role);
            return v.isValid() ? std::optional<values::Decimal>(v.value<values::Decimal>()) : std::nullopt;
        };
        const models::QuickOrderPick pick{i.data(BM::VariantIdRole).toString(), bundleId,
                                          i.data(BM::NameRole).toString(), i.data(BM::BundleDescriptionRole).toString(),
                                          i.data(BM::WeightArticleRole).toBool(), unit(BM::UnitNetRole),
                                          unit(BM::UnitGrossRole), i.data(BM::CurrencyRole).toString(), std::nullopt};
        lines << models::QuickOrderModel::lineFor(pick, quantity.value<values::Decimal>());
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
    if (const values::PersonalList *list = m_lists->list(listId); list && !list->items.isEmpty()) {
        appendList(listId);
        return;
    }
    m_pendingList = listId;
    m_lists->ensureLoaded(listId);
    emit busyChanged();
}

void QuickOrder::appendList(const QString &listId)
{
    const values::PersonalList *list = m_lists ? m_lists->list(listId) : nullptr;
    if (!list)
        return;
    QList<models::QuickOrderLine> lines;
    for (const values::Article &article : list->items)
        for (const values::Bundle &bundle : article.bundles)
            lines << models::QuickOrderModel::lineFor({article.variantId, bundle.bundleId, article.name, bundle.description,
                                                       bundle.isWeightArticle, bundle.price.articleNet,
                                                       bundle.price.articleGross, bundle.price.currency,
                                                       values::packContentOf(bundle)},
                                                      values::Decimal::fromInt(1));
    if (lines.isEmpty())
        emit message(tr("The list “%1” has no articles.").arg(list->name));
    m_model->appendLines(lines);
}

} // namespace webshop::control
