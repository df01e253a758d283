// SavedCopies: the saved views from the local store, tagged with when they were fetched.

#include "app/control/SavedCopies.h"

#include "app/localstore/LocalStore.h"
#include "models/ArticleCache.h"

namespace webshop::control {

using localstore::Cached;
using localstore::StoreKey;
using models::DataOrigin;
using models::Provenance;
using models::Sourced;

SavedCopies::SavedCopies(models::ArticleCache *articles, QObject *parent)
    : models::DataSource(parent)
    , m_articles(articles)
{
}

void SavedCopies::setOffline(bool offline, const QString &refusal, bool reload)
{
    m_refusal = refusal;
    if (offline == m_offline)
        return;
    m_offline = offline;
    if (offline || reload)
        emit readsSavedChanged(offline);
}

bool SavedCopies::keyOf(StoreKey *key) const
{
    return m_store && m_store->isOpen() && m_keyOf && m_keyOf(key);
}

bool SavedCopies::hasAny() const
{
    StoreKey key;
    return keyOf(&key)
        && (m_store->cachedLists(key) || m_store->cachedBasket(key) || !m_store->recentSearches(key).isEmpty());
}

QString SavedCopies::recentSearch() const
{
    StoreKey key;
    if (!keyOf(&key))
        return {};
    const QList<Cached<QString>> recent = m_store->recentSearches(key);
    return recent.isEmpty() ? QString() : recent.constFirst().value;
}

std::optional<Sourced<values::SearchPage>> SavedCopies::search(const QString &query) const
{
    StoreKey key;
    if (query.trimmed().isEmpty() || !keyOf(&key))
        return std::nullopt;
    // A search made before shows its saved results; any other text matches the saved articles.
    if (std::optional<Cached<values::SearchPage>> saved = m_store->cachedSearch(key, query);
        saved && !saved->value.results.isEmpty()) {
        saved->value.query = query.trimmed();
        saved->value.page = 1;
        saved->value.totalPages = 1; // no more pages to ask for
        saved->value.amount = int(saved->value.results.size());
        return Sourced<values::SearchPage>{saved->value, {DataOrigin::Saved, saved->fetchedAt}};
    }
    values::SearchPage page;
    page.query = query.trimmed();
    QDateTime newest;
    for (const Cached<values::Article> &a : m_store->searchCached(key, query)) {
        page.results.append(a.value);
        if (!newest.isValid() || a.fetchedAt > newest)
            newest = a.fetchedAt;
    }
    page.page = page.totalPages = 1;
    page.amount = int(page.results.size());
    page.rows = qMax(1, page.amount);
    return Sourced<values::SearchPage>{page, {DataOrigin::SavedMatches, newest}};
}

std::optional<Sourced<values::Article>> SavedCopies::article(const QString &variantId) const
{
    StoreKey key;
    if (variantId.isEmpty() || !keyOf(&key))
        return std::nullopt;
    if (std::optional<Cached<values::Article>> saved = m_store->cachedArticle(key, variantId))
        return Sourced<values::Article>{saved->value, {DataOrigin::Saved, saved->fetchedAt}};
    return std::nullopt;
}

std::optional<Sourced<models::SavedLists>> SavedCopies::lists() const
{
    StoreKey key;
    if (!keyOf(&key))
        return std::nullopt;
    const std::optional<Cached<values::PersonalLists>> refs = m_store->cachedLists(key);
    if (!refs)
        return std::nullopt;
    models::SavedLists saved;
    saved.refs = refs->value.lists;
    for (const values::PersonalListRef &ref : refs->value.lists) {
        if (std::optional<Cached<values::PersonalList>> list = m_store->cachedList(key, ref.listId)) {
            saved.lists.append(list->value);
            saved.listTimes.insert(ref.listId, list->fetchedAt);
        }
    }
    return Sourced<models::SavedLists>{saved, {DataOrigin::Saved, refs->fetchedAt}};
}

std::optional<Sourced<values::PersonalList>> SavedCopies::list(const QString &listId) const
{
    StoreKey key;
    if (listId.isEmpty() || !keyOf(&key))
        return std::nullopt;
    if (std::optional<Cached<values::PersonalList>> saved = m_store->cachedList(key, listId))
        return Sourced<values::PersonalList>{saved->value, {DataOrigin::Saved, saved->fetchedAt}};
    return std::nullopt;
}

std::optional<Sourced<values::Basket>> SavedCopies::basket() const
{
    StoreKey key;
    if (!keyOf(&key))
        return std::nullopt;
    std::optional<Cached<values::Basket>> saved = m_store->cachedBasket(key);
    if (!saved)
        return std::nullopt;
    nameBasketLines(key, saved->value);
    return Sourced<values::Basket>{saved->value, {DataOrigin::Saved, saved->fetchedAt}};
}

void SavedCopies::nameBasketLines(const StoreKey &key, const values::Basket &basket) const
{
    // A line names a pack (or a variant): its article from the saved ones, so the line shows
    // its name and picture instead of a bare number.
    if (!m_articles)
        return;
    QList<values::Article> found;
    for (const values::BasketItem &item : basket.items) {
        if (m_articles->resolve(item.article))
            continue;
        if (std::optional<Cached<values::Article>> byVariant = m_store->cachedArticle(key, item.article)) {
            found.append(byVariant->value);
            continue;
        }
        for (const Cached<values::Article> &a : m_store->searchCached(key, item.article, 20))
            if (a.value.bundle(item.article)) {
                found.append(a.value);
                break;
            }
    }
    if (!found.isEmpty())
        m_articles->insert(found);
}

} // namespace webshop::control
