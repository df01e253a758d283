#include "models/BasketModel.h"

#include "app/api/BasketSync.h"
#include "models/ArticleCache.h"
#include "models/ImageCache.h"

#include <QSet>

// Keeping the basket table's rows in step with the basket: the server's order after every
// read (granular removes, moves and inserts), names from the article cache, pending adds,
// pictures as they arrive.

namespace webshop::models {

void BasketModel::onBasketChanged()
{
    const QList<values::BasketItem> &items = shownBasket().items;
    const int countBefore = int(m_lines.size());
    const QSet<QString> pending = m_sync->pendingArticles();

    QSet<QString> ids;
    ids.reserve(items.size());
    for (const values::BasketItem &item : items)
        ids.insert(item.article);

    // 1. Lines that are gone.
    for (int i = int(m_lines.size()) - 1; i >= 0; --i) {
        if (!ids.contains(m_lines.at(i).item.article)) {
            beginRemoveRows({}, i, i);
            m_lines.removeAt(i);
            endRemoveRows();
        }
    }
    // 2. In server order: keep, move up, or insert.
    for (int i = 0; i < items.size(); ++i)
        placeLine(i, items.at(i), pending);
    // 3. Leftovers (duplicate ids in an earlier basket).
    if (m_lines.size() > items.size()) {
        beginRemoveRows({}, int(items.size()), int(m_lines.size()) - 1);
        m_lines.resize(items.size());
        endRemoveRows();
    }
    if (countBefore != m_lines.size())
        emit lineCountChanged(int(m_lines.size()));
    if (!m_saved) {
        m_feed->set({DataOrigin::Live, m_sync->lastSynced()});
        emit basketReceived();
    }
    emit totalsChanged();
    updatePending();
    fetchMissing();
}

void BasketModel::placeLine(int i, const values::BasketItem &item, const QSet<QString> &pending)
{
    if (i < m_lines.size() && m_lines.at(i).item.article == item.article) {
        BasketLine &line = m_lines[i];
        const bool changed = line.amountsDiffer(item);
        line.item = item;
        const bool shown = line.resolve(m_services.articles);
        if (changed || shown)
            emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
        return;
    }
    int from = -1;
    for (int j = i + 1; j < m_lines.size(); ++j) {
        if (m_lines.at(j).item.article == item.article) {
            from = j;
            break;
        }
    }
    if (from >= 0) {
        beginMoveRows({}, from, from, {}, i);
        m_lines.move(from, i);
        endMoveRows();
        m_lines[i].item = item;
        m_lines[i].resolve(m_services.articles);
        emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
    } else {
        BasketLine line;
        line.item = item;
        line.pending = pending.contains(item.article) ? Checking : NotPending; // updatePending() refines
        line.resolve(m_services.articles);
        beginInsertRows({}, i, i);
        m_lines.insert(i, line);
        endInsertRows();
    }
}

void BasketModel::fetchMissing()
{
    if (!m_services.articles)
        return;
    // An unknown id may be a variant id: fetch it once. A bundle id cannot be fetched by
    // itself: it resolves when search, details or a list brings its article.
    for (const BasketLine &line : std::as_const(m_lines))
        if (!line.resolved)
            m_services.articles->fetch(line.item.article);
}

void BasketModel::onArticlesChanged()
{
    for (int i = 0; i < m_lines.size(); ++i)
        if (m_lines[i].resolve(m_services.articles))
            emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
}

void BasketModel::updatePending()
{
    const QSet<QString> pending = m_sync->pendingArticles();
    const QSet<QString> unconfirmed = m_sync->unconfirmedArticles();
    const auto holds = [](const QSet<QString> &ids, const BasketLine &line) {
        return ids.contains(line.item.article) || (!line.bundleId.isEmpty() && ids.contains(line.bundleId))
            || (!line.variantId.isEmpty() && ids.contains(line.variantId));
    };
    for (int i = 0; i < m_lines.size(); ++i) {
        BasketLine &line = m_lines[i];
        // An add being sent or checked wins over an earlier one of the same pack told uncertain.
        const int now = !holds(pending, line) ? NotPending
            : holds(pending - unconfirmed, line) ? Checking
                                                 : NotConfirmed;
        if (now != line.pending) {
            line.pending = now;
            emit dataChanged(index(i, 0), index(i, ColumnCount - 1), {PendingRole});
        }
    }
}

void BasketModel::onImageReady(const QUrl &url)
{
    for (int i = 0; i < m_lines.size(); ++i)
        if (m_lines.at(i).imageUrl == url)
            emit dataChanged(index(i, ArticleColumn), index(i, ArticleColumn), {Qt::DecorationRole});
}

} // namespace webshop::models
