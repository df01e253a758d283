#include "ui/ListsPage.h"

#include "app/control/PreferencesStore.h"
#include "app/control/Preferences.h"
#include "app/values/LinePrice.h"
#include "models/AddResultText.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PriceDisplay.h"
#include "models/BatchAddSummary.h"
#include "ui/Banner.h"
#include "ui/BatchAddSummary.h"
#include "ui/ComparisonLines.h"
#include "ui/LargeAddGuard.h"
#include "ui/ListAddLines.h"
#include "ui/QuantityEdit.h"

#include <QLabel>
#include <QTableView>

// The list's lines handed on: exported, compared (Page::orderSheet, comparison), or added: typed
// quantities checked; several lines summed up first (the batch summary: Enter adds, Esc cancels),
// one large line confirmed; each sent through the basket, its result on the line, one summary.

namespace webshop::ui {

using IM = models::ListItemsModel;

void ListsPage::addSelected()
{
    addRows(m_items->selectionModel()->selectedRows());
}

void ListsPage::addAll()
{
    QModelIndexList rows;
    for (int row = 0; row < m_services.listItems->rowCount(); ++row)
        rows << m_services.listItems->index(row, 0);
    addRows(rows);
}

void ListsPage::addRows(const QModelIndexList &rows)
{
    if (!m_services.basket || m_asking || !takeTypedQuantities(rows))
        return;
    const QList<models::BasketAdd> adds = m_services.listItems->basketAdds(rows);
    if (adds.isEmpty()) {
        m_banner->showMessage(Banner::Kind::Warning, tr("Nothing to add: every chosen line has quantity 0."));
        return;
    }
    m_banner->clear();
    if (adds.size() > 1) {
        askSummary(adds);
        return;
    }
    const QList<LargeAddGuard::Line> large = listLargeLines(*m_services.listItems, adds, m_services.preferences->current(), !(m_services.prices && m_services.prices->showsNet()));
    if (large.isEmpty()) {
        send(adds);
        return;
    }
    m_asking = true;
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    LargeAddGuard::ask(this, LargeAddGuard::question(locale, large), [this, adds](bool add) {
        m_asking = false;
        if (add)
            send(adds);
    });
}

void ListsPage::askSummary(const QList<models::BasketAdd> &adds)
{
    const QList<models::BatchAddLine> lines = listBatchLines(*m_services.listItems, adds, m_services.preferences->current());
    const models::BatchAddSummary summary = models::BatchAddSummary::of(lines, models::readBasketHoldings(m_services.basket));
    QList<models::BasketAdd> ordinary;
    for (int i = 0; i < lines.size(); ++i)
        if (!lines.at(i).large)
            ordinary << adds.at(i);
    m_asking = true;
    const QLocale locale = m_services.prices ? m_services.prices->locale() : QLocale();
    BatchAddSummary::ask(this, summary, locale, [this, adds, ordinary](BatchAddSummary::Answer answer) {
        m_asking = false;
        if (answer == BatchAddSummary::Answer::Cancel) {
            m_summary->setText(tr("Nothing was added."));
            return;
        }
        const QList<models::BasketAdd> &chosen = answer == BatchAddSummary::Answer::Add ? adds : ordinary;
        if (!chosen.isEmpty())
            send(chosen);
    });
}

bool ListsPage::takeTypedQuantities(const QModelIndexList &rows)
{
    IM *items = m_services.listItems;
    // The fields are the truth: one whose text is no quantity refuses the whole add with its
    // hint (the model still holds the last valid quantity, which the buyer no longer sees).
    for (const QModelIndex &index : rows) {
        auto *edit = qobject_cast<QuantityEdit *>(m_items->indexWidget(items->index(index.row(), IM::QuantityColumn)));
        if (!edit)
            continue;
        const auto typed = edit->quantity();
        if (!typed) {
            m_banner->showMessage(Banner::Kind::Error, tr("%1: %2").arg(items->index(index.row(), 0).data(IM::NameRole).toString(),
                                                                   edit->problem()));
            edit->setFocus();
            return false;
        }
        if (*typed != items->quantityAt(index.row()))
            items->setQuantity(index.row(), *typed);
    }
    return true;
}

void ListsPage::send(const QList<models::BasketAdd> &adds)
{
    if (m_tickets.isEmpty()) {
        m_batchOk = 0;
        m_batchFailed = 0;
    }
    for (const models::BasketAdd &add : adds) {
        m_services.listItems->rememberPack(add);
        const quint64 ticket = m_services.basket->addToBasket(add.bundleId, add.quantity, values::AddIntent::Source::List,
                                                              m_services.listItems->listId());
        const QString name = m_services.listItems->index(listRowOf(*m_services.listItems, add.bundleId), 0).data(IM::NameRole).toString();
        m_tickets.insert(ticket, {add.bundleId, name});
        m_results.insert(add.bundleId, {ItemNameDelegate::StatusKind::Working, tr("Waiting…")});
    }
    m_summary->setText(tr("Adding %Ln line(s)…", nullptr, int(adds.size())));
    m_items->viewport()->update();
    scheduleBusyCheck();
}

void ListsPage::onAddState(quint64 ticket, values::AddState state, const QString &message)
{
    auto it = m_tickets.find(ticket);
    if (it == m_tickets.end())
        return;
    const Pending pending = it.value();
    const models::AddResultText result = models::describeAdd(state, message);
    m_results.insert(pending.bundleId, ItemNameDelegate::Status{addStatus(result.kind), result.text});
    if (result.final) {
        m_tickets.erase(it);
        if (result.added)
            ++m_batchOk;
        else
            ++m_batchFailed;
        if (m_tickets.isEmpty())
            finishBatch();
    }
    m_items->viewport()->update();
    scheduleBusyCheck();
}

void ListsPage::finishBatch()
{
    const QString text = m_batchFailed == 0
        ? tr("%Ln line(s) added to the basket.", nullptr, m_batchOk)
        : tr("%1 added, %2 not: see the lines marked in red.")
              .arg(QLocale().toString(m_batchOk), QLocale().toString(m_batchFailed));
    m_summary->setText(text);
    if (m_batchFailed > 0)
        m_banner->showMessage(Banner::Kind::Warning, text);
    emit addFinished(m_batchFailed == 0, text);
}

QString ListsPage::resultText(const QString &bundleId) const
{
    return m_results.value(bundleId).text;
}

std::optional<models::OrderSheet> ListsPage::orderSheet(models::SheetHeader header) const
{
    const IM &list = *m_services.listItems;
    const QList<models::SheetLine> lines = models::listSheetLines(list);
    if (list.state() != IM::State::Idle || lines.isEmpty())
        return std::nullopt;
    header.title = list.name();
    return models::makeOrderSheet(header, lines);
}

ListsPage::Comparison ListsPage::comparison() const
{
    const IM &items = *m_services.listItems;
    if (items.count() == 0)
        return {};
    return {listComparisonLines(items), tr("The list “%1”").arg(items.name())};
}

} // namespace webshop::ui
