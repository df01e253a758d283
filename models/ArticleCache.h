#pragma once

// Every article the app has seen (search, details, lists), by variant id and by bundle id.
// The basket resolves its lines through it: a line's `article` is a bundle id on the demo
// server and may be a variant id elsewhere, so resolve() tries the bundle id first.

#include "app/values/ApiError.h"
#include "app/values/Types.h"
#include "app/values/AddIntent.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

namespace webshop::api { class ApiClient; class ArticleJob; class SearchJob; }

namespace webshop::models {

class ArticleCache : public QObject
{
    Q_OBJECT
    Q_PROPERTY(int size READ size NOTIFY articlesChanged)
public:
    // client may be null: then fetch() does nothing.
    explicit ArticleCache(api::ApiClient *client = nullptr, QObject *parent = nullptr);
    ~ArticleCache() override;

    // Adds or replaces articles; a bundleSize the new copy lacks is kept from the old one
    // (only personal-list items carry it). Emits articlesChanged once per call. A long list
    // (100,000 search rows) is indexed a chunk per event-loop turn, and articlesChanged comes
    // when the last chunk is in; a lookup meanwhile indexes the rest first (always correct).
    void insert(const values::Article &article);
    void insert(const QList<values::Article> &articles);
    // Articles of a personal list: kept only when the list belongs to the current store (the
    // cache's prices name basket lines and find adds in the basket; another store's would not).
    void insertFromList(const QList<values::Article> &articles, const QString &listStoreId);

    // Pointers stay valid until the next insert() or clear().
    const values::Article *article(const QString &variantId) const;
    const values::Article *articleForBundle(const QString &bundleId) const;
    // What the catalogue knows of an add's pack (variant, name, pack, unit prices): the clues
    // that find the add in the basket, and what the ledger records the buyer saw.
    void describeAdd(values::AddIntent *intent) const;

    struct Resolved
    {
        const values::Article *article = nullptr;
        const values::Bundle *bundle = nullptr; // null when the id was a variant id
        explicit operator bool() const { return article != nullptr; }
    };
    // A basket line id: as a bundle id first, then as a variant id.
    Resolved resolve(const QString &id) const;

    // Fetches a variant's details through ApiClient::article() unless it is known, in flight,
    // or failed before (no request storms). When the server does not know it as a variant, the
    // id is searched for as an article number (a basket line may name a bundle). True when a
    // request was started.
    bool fetch(const QString &variantId);
    bool isFetching(const QString &variantId) const;
    bool hasFailed(const QString &variantId) const;

    int size() const;
    void clear(); // logout, store change

signals:
    // Variant ids inserted or updated.
    void articlesChanged(const QStringList &variantIds);
    void fetchFailed(const QString &variantId, const webshop::values::ApiError &error);

private:
    void insertOne(const values::Article &article);
    // Indexes up to `count` queued articles; the rest waits for the next turn.
    void indexQueued(qsizetype count);
    void indexAllQueued() const; // before every lookup
    void scheduleIndexing();
    // The id is no variant the server knows: look it up as an article number (a bundle id).
    void lookUp(const QString &id, const values::ApiError &fetchError);

    api::ApiClient *m_client = nullptr;
    QHash<QString, values::Article> m_byVariant;
    QHash<QString, QString> m_bundleToVariant;
    QHash<QString, QPointer<api::ArticleJob>> m_inFlight;
    QHash<QString, QPointer<api::SearchJob>> m_lookups;
    QSet<QString> m_failed;
    QList<QList<values::Article>> m_queue; // inserted, not indexed yet (shared with the caller's lists)
    qsizetype m_queuedAt = 0;           // the next article of m_queue's first list
    QStringList m_queuedIds;            // indexed from the queue, not announced yet
    bool m_indexingScheduled = false;
};

} // namespace webshop::models
