#pragma once

// The models' DataSource (models/DataSource.h) over the local store: the copies saved for the
// signed-in customer and store (or, after an offline start, the remembered one), read only, each
// with the time it was fetched from the server, and whether they are to be read instead of asking
// the server. OfflineCache decides that (setOffline) and whose copies they are (setKeySource);
// the models read through it by themselves. Nothing here writes into a model.

#include "models/DataSource.h"

#include <functional>

namespace webshop::localstore { class LocalStore; struct StoreKey; }
namespace webshop::models { class ArticleCache; }

namespace webshop::control {

class SavedCopies : public models::DataSource
{
    Q_OBJECT
public:
    // articles (may be null): where the articles of saved basket lines are put, so that a line
    // shows its name and picture instead of a bare number.
    explicit SavedCopies(models::ArticleCache *articles, QObject *parent = nullptr);

    // The store read (null or closed: nothing saved).
    void setStore(const localstore::LocalStore *store) { m_store = store; }
    // Whose copies are read: false when nobody's.
    void setKeySource(std::function<bool(localstore::StoreKey *)> keyOf) { m_keyOf = std::move(keyOf); }
    // Offline: the copies answer, with `refusal` for any add. Going online with `reload`, the
    // models load again by themselves (readsSavedChanged); without, whoever goes online reloads.
    void setOffline(bool offline, const QString &refusal = {}, bool reload = true);
    // The copies on screen may not stay: every model drops them.
    void withdraw() { emit withdrawn(); }
    // Anything saved to start offline with (lists, the basket, a recent search).
    bool hasAny() const;
    // The most recent search saved (empty: none).
    QString recentSearch() const;

    bool readsSaved() const override { return m_offline; }
    QString addRefusal() const override { return m_offline ? m_refusal : QString(); }
    std::optional<models::Sourced<values::SearchPage>> search(const QString &query) const override;
    std::optional<models::Sourced<values::Article>> article(const QString &variantId) const override;
    std::optional<models::Sourced<models::SavedLists>> lists() const override;
    std::optional<models::Sourced<values::PersonalList>> list(const QString &listId) const override;
    std::optional<models::Sourced<values::Basket>> basket() const override;

private:
    bool keyOf(localstore::StoreKey *key) const;
    void nameBasketLines(const localstore::StoreKey &key, const values::Basket &basket) const;

    models::ArticleCache *m_articles;
    const localstore::LocalStore *m_store = nullptr;
    std::function<bool(localstore::StoreKey *)> m_keyOf;
    bool m_offline = false;
    QString m_refusal;
};

} // namespace webshop::control
