// OfflineCache: saving what the server sends, and reading where each view's data came from.

#include "app/control/OfflineCache.h"

#include "app/control/SavedCopies.h"
#include "app/control/SessionController.h"
#include "app/localstore/LocalStore.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/SearchResultsModel.h"

namespace webshop::control {

using localstore::StoreKey;
using models::DataOrigin;

bool OfflineCache::canWrite(StoreKey *key) const
{
    return !m_startedOffline && m_store && m_store->isOpen() && keyOf(key);
}

void OfflineCache::connectWrites()
{
    // Only what the server sent now (the models announce nothing else): never a saved copy.
    connect(m_models.search, &models::SearchResultsModel::pageReceived, this, [this](const values::SearchPage &page) {
        StoreKey key;
        if (canWrite(&key) && page.page <= 1)
            m_store->cacheSearch(key, page);
    });
    connect(m_models.details, &models::ArticleDetails::articleReceived, this, [this](const values::Article &article) {
        StoreKey key;
        if (canWrite(&key))
            m_store->cacheArticle(key, article);
    });
    connect(m_models.listItems, &models::ListItemsModel::listReceived, this, [this](const values::PersonalList &list) {
        StoreKey key;
        if (canWrite(&key))
            m_store->cacheList(key, list);
    });
    connect(m_models.listItems, &models::ListItemsModel::listChanged, this, [this] {
        if (const QString listId = m_models.listItems->listId(); !listId.isEmpty())
            m_shownList = listId; // opened again after an offline start
    });
    connect(m_models.lists, &models::PersonalListsModel::listLoaded, this, [this](const QString &listId) {
        StoreKey key;
        const values::PersonalList *list = m_models.lists->list(listId);
        if (list && canWrite(&key))
            m_store->cacheList(key, *list);
    });
    connect(m_models.lists, &models::PersonalListsModel::stateChanged, this,
            [this](models::PersonalListsModel::State state) {
                using State = models::PersonalListsModel::State;
                if (state == State::Loading) {
                    m_listsLoading = true;
                    return;
                }
                // Only an answer of the server (not a clear() or a saved copy).
                if (std::exchange(m_listsLoading, false) && state != State::Error
                    && m_models.lists->feed()->provenance().origin == DataOrigin::Live)
                    writeLists();
            });
    connect(m_models.basket, &models::BasketModel::basketReceived, this, &OfflineCache::writeBasket);
    // What the views show, or its time, changed.
    for (const models::DataFeed *feed : {m_models.search->feed(), m_models.details->feed(), m_models.lists->feed(),
                                         m_models.listItems->feed(), m_models.basket->feed()})
        connect(feed, &models::DataFeed::provenanceChanged, this, &OfflineCache::savedDataChanged);
}

void OfflineCache::writeLists()
{
    StoreKey key;
    if (!canWrite(&key))
        return;
    values::PersonalLists lists;
    for (int row = 0; row < m_models.lists->rowCount(); ++row) {
        const QModelIndex index = m_models.lists->index(row, 0);
        lists.lists.append({index.data(models::PersonalListsModel::StoreIdRole).toString(),
                            index.data(models::PersonalListsModel::ListIdRole).toString()});
    }
    m_store->cacheLists(key, lists);
}

void OfflineCache::writeBasket()
{
    models::BasketModel *model = m_models.basket;
    StoreKey key;
    if (model->showsSaved() || !canWrite(&key))
        return;
    values::Basket basket;
    basket.total = model->totals();
    for (int row = 0; row < model->rowCount(); ++row)
        basket.items.append(*model->lineAt(row));
    m_store->cacheBasket(key, basket);
}

models::Provenance OfflineCache::provenanceOf(View view) const
{
    switch (view) {
    case View::Search: return m_models.search->feed()->provenance();
    case View::Article: return m_models.details->feed()->provenance();
    case View::Lists: return m_models.lists->feed()->provenance();
    case View::List: return m_models.listItems->feed()->provenance();
    case View::Basket: return m_models.basket->feed()->provenance();
    }
    return {};
}

QDateTime OfflineCache::dataTime() const
{
    QDateTime newest;
    for (int view = 0; view < kViews; ++view)
        if (const QDateTime t = provenanceOf(View(view)).at; t.isValid() && (!newest.isValid() || t > newest))
            newest = t;
    return newest;
}

QDateTime OfflineCache::fetchedAt(View view) const
{
    return m_offline ? provenanceOf(view).at : QDateTime();
}

bool OfflineCache::searchIsLocal() const
{
    return m_offline && provenanceOf(View::Search).origin == DataOrigin::SavedMatches;
}

bool OfflineCache::startOffline(const QUrl &server, const QString &apiUser, const QString &username)
{
    if (!m_store || !m_store->isOpen() || m_session->isSignedIn())
        return false;
    const std::optional<OfflineIdentity> identity = OfflineIdentity::recall(server, username);
    if (!identity)
        return false;
    m_identity = *identity;
    m_login = {server, apiUser, username};
    m_startedOffline = true;
    if (!m_saved->hasAny()) {
        m_startedOffline = false; // nothing saved: the sign-in form says what is wrong
        return false;
    }
    m_session->setOfflineReading(true);
    goOffline();
    // The views load as after a sign-in, each from its source: the saved copies.
    m_models.lists->refresh(); // the basket shows its saved copy by itself
    if (const QString recent = m_saved->recentSearch(); !recent.isEmpty())
        m_models.search->setQuery(recent);
    return true;
}

} // namespace webshop::control
