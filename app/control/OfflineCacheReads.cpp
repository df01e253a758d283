// OfflineCache: the views from the local store while the server cannot be reached.

#include "app/control/OfflineCache.h"

#include "app/control/SessionController.h"
#include "app/localstore/LocalStore.h"
#include "models/ArticleCache.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/SearchResultsModel.h"

#include <QScopedValueRollback>

namespace webshop::control {

using localstore::Cached;
using localstore::StoreKey;

void OfflineCache::fillAll()
{
    StoreKey key;
    if (!m_store || !keyOf(&key))
        return;
    fillLists();
    fillBasket();
    const QList<Cached<QString>> recent = m_store->recentSearches(key);
    if (!recent.isEmpty())
        fillSearch(recent.constFirst().value);
}

void OfflineCache::fillSearch(const QString &query)
{
    StoreKey key;
    if (query.trimmed().isEmpty() || !m_store || !keyOf(&key))
        return;
    QScopedValueRollback<bool> filling(m_filling, true);
    // A search made before shows its saved results; any other text matches the saved articles.
    if (std::optional<Cached<api::SearchPage>> saved = m_store->cachedSearch(key, query);
        saved && !saved->value.results.isEmpty()) {
        saved->value.query = query.trimmed();
        saved->value.page = 1;
        saved->value.totalPages = 1; // no more pages to ask for
        saved->value.amount = int(saved->value.results.size());
        m_models.search->setResults(saved->value);
        m_localSearch = false;
        markSaved(View::Search, saved->fetchedAt);
        return;
    }
    api::SearchPage page;
    page.query = query.trimmed();
    QDateTime newest;
    for (const Cached<api::Article> &a : m_store->searchCached(key, query)) {
        page.results.append(a.value);
        if (!newest.isValid() || a.fetchedAt > newest)
            newest = a.fetchedAt;
    }
    page.page = page.totalPages = 1;
    page.amount = int(page.results.size());
    page.rows = qMax(1, page.amount);
    m_models.search->setResults(page);
    m_localSearch = true;
    markSaved(View::Search, newest);
}

void OfflineCache::fillArticle(const QString &variantId)
{
    StoreKey key;
    if (variantId.isEmpty() || !m_store || !keyOf(&key))
        return;
    if (std::optional<Cached<api::Article>> saved = m_store->cachedArticle(key, variantId)) {
        QScopedValueRollback<bool> filling(m_filling, true);
        m_models.details->show(saved->value, false);
        markSaved(View::Article, saved->fetchedAt);
    }
}

void OfflineCache::fillLists()
{
    StoreKey key;
    if (!m_store || !keyOf(&key))
        return;
    const std::optional<Cached<api::PersonalLists>> refs = m_store->cachedLists(key);
    if (!refs)
        return;
    QList<api::PersonalList> lists;
    QDateTime newest = refs->fetchedAt;
    for (const api::PersonalListRef &ref : refs->value.lists) {
        if (std::optional<Cached<api::PersonalList>> list = m_store->cachedList(key, ref.listId)) {
            lists.append(list->value);
            newest = qMax(newest, list->fetchedAt);
        }
    }
    QScopedValueRollback<bool> filling(m_filling, true);
    m_models.lists->showSaved(refs->value.lists, lists);
    markSaved(View::Lists, refs->fetchedAt);
    if (!m_shownList.isEmpty() && m_models.lists->list(m_shownList))
        fillList(m_shownList);
}

void OfflineCache::fillList(const QString &listId)
{
    StoreKey key;
    if (listId.isEmpty() || !m_store || !keyOf(&key))
        return;
    if (std::optional<Cached<api::PersonalList>> saved = m_store->cachedList(key, listId)) {
        QScopedValueRollback<bool> filling(m_filling, true);
        if (m_models.listItems->listId() == listId || m_models.listItems->listId().isEmpty())
            m_models.listItems->setList(saved->value);
        markSaved(View::List, saved->fetchedAt);
    }
}

void OfflineCache::fillBasket()
{
    StoreKey key;
    if (!m_store || !keyOf(&key))
        return;
    if (std::optional<Cached<api::Basket>> saved = m_store->cachedBasket(key)) {
        QScopedValueRollback<bool> filling(m_filling, true);
        nameBasketLines(key, saved->value);
        m_models.basket->showSaved(saved->value, saved->fetchedAt);
        markSaved(View::Basket, saved->fetchedAt);
    }
}

void OfflineCache::nameBasketLines(const StoreKey &key, const api::Basket &basket)
{
    // A line names a pack (or a variant): its article from the saved ones, so the line shows
    // its name and picture instead of a bare number.
    if (!m_models.articles)
        return;
    QList<api::Article> found;
    for (const api::BasketItem &item : basket.items) {
        if (m_models.articles->resolve(item.article))
            continue;
        if (std::optional<Cached<api::Article>> byVariant = m_store->cachedArticle(key, item.article)) {
            found.append(byVariant->value);
            continue;
        }
        for (const Cached<api::Article> &a : m_store->searchCached(key, item.article, 20))
            if (a.value.bundle(item.article)) {
                found.append(a.value);
                break;
            }
    }
    if (!found.isEmpty())
        m_models.articles->insert(found);
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
    StoreKey key;
    if (!keyOf(&key)
        || (!m_store->cachedLists(key) && !m_store->cachedBasket(key) && m_store->recentSearches(key).isEmpty())) {
        m_startedOffline = false; // nothing saved: the sign-in form says what is wrong
        return false;
    }
    m_session->setOfflineReading(true);
    goOffline();
    fillAll();
    return true;
}

} // namespace webshop::control
