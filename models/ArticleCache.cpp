#include "models/ArticleCache.h"

#include "app/api/ApiClient.h"
#include "models/ModelsLogging.h"

#include <QTimer>
#include <limits>

namespace webshop::models {

ArticleCache::ArticleCache(api::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
}

ArticleCache::~ArticleCache()
{
    for (const QPointer<api::ArticleJob> &job : std::as_const(m_inFlight))
        if (job)
            job->abandon();
    for (const QPointer<api::SearchJob> &job : std::as_const(m_lookups))
        if (job)
            job->abandon();
}

void ArticleCache::insertOne(const values::Article &incoming)
{
    if (incoming.variantId.isEmpty())
        return;
    values::Article article = incoming;
    if (auto old = m_byVariant.constFind(article.variantId); old != m_byVariant.constEnd()) {
        for (values::Bundle &bundle : article.bundles) {
            if (!bundle.bundleSize.isEmpty())
                continue;
            if (const values::Bundle *before = old->bundle(bundle.bundleId))
                bundle.bundleSize = before->bundleSize;
        }
        for (const values::Bundle &bundle : old->bundles) {
            auto it = m_bundleToVariant.find(bundle.bundleId);
            if (it != m_bundleToVariant.end() && *it == article.variantId)
                m_bundleToVariant.erase(it);
        }
    }
    for (const values::Bundle &bundle : std::as_const(article.bundles))
        if (!bundle.bundleId.isEmpty())
            m_bundleToVariant.insert(bundle.bundleId, article.variantId);
    m_failed.remove(article.variantId);
    m_byVariant.insert(article.variantId, std::move(article));
}

void ArticleCache::insertFromList(const QList<values::Article> &articles, const QString &listStoreId)
{
    if (!listStoreId.isEmpty() && m_client && listStoreId != m_client->context().storeId)
        return;
    insert(articles);
}

void ArticleCache::insert(const values::Article &article)
{
    if (article.variantId.isEmpty())
        return;
    indexAllQueued(); // in order: this copy replaces a queued one
    insertOne(article);
    emit articlesChanged({article.variantId});
}

namespace {
// Articles indexed at once, and per event-loop turn after that (about a millisecond).
constexpr qsizetype kIndexChunk = 2000;
} // namespace

void ArticleCache::insert(const QList<values::Article> &articles)
{
    if (articles.size() > kIndexChunk || !m_queue.isEmpty()) {
        m_queue.append(articles); // shared: nothing is copied now
        scheduleIndexing();
        return;
    }
    QStringList ids;
    ids.reserve(articles.size());
    for (const values::Article &article : articles) {
        if (article.variantId.isEmpty())
            continue;
        insertOne(article);
        ids.append(article.variantId);
    }
    if (!ids.isEmpty())
        emit articlesChanged(ids);
}

void ArticleCache::indexQueued(qsizetype count)
{
    while (count > 0 && !m_queue.isEmpty()) {
        const QList<values::Article> &list = m_queue.constFirst();
        for (; m_queuedAt < list.size() && count > 0; ++m_queuedAt, --count) {
            const values::Article &article = list.at(m_queuedAt);
            if (article.variantId.isEmpty())
                continue;
            insertOne(article);
            m_queuedIds.append(article.variantId);
        }
        if (m_queuedAt >= list.size()) {
            m_queue.removeFirst();
            m_queuedAt = 0;
        }
    }
}

void ArticleCache::indexAllQueued() const
{
    // Lookups are const; the index is a cache of what was inserted.
    if (!m_queue.isEmpty())
        const_cast<ArticleCache *>(this)->indexQueued(std::numeric_limits<qsizetype>::max());
}

void ArticleCache::scheduleIndexing()
{
    if (m_indexingScheduled)
        return;
    m_indexingScheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_indexingScheduled = false;
        indexQueued(kIndexChunk);
        if (!m_queue.isEmpty()) {
            scheduleIndexing();
            return;
        }
        // Announced from here only, never from inside a lookup.
        if (!m_queuedIds.isEmpty())
            emit articlesChanged(std::exchange(m_queuedIds, {}));
    });
}

const values::Article *ArticleCache::article(const QString &variantId) const
{
    indexAllQueued();
    auto it = m_byVariant.constFind(variantId);
    return it == m_byVariant.constEnd() ? nullptr : &*it;
}

void ArticleCache::describeAdd(values::AddIntent *intent) const
{
    const values::Article *article = articleForBundle(intent->bundleId);
    if (!article)
        return;
    intent->variantId = article->variantId;
    intent->name = article->name;
    if (const values::Bundle *bundle = article->bundle(intent->bundleId)) {
        intent->pack = bundle->description;
        intent->weight = bundle->isWeightArticle;
        intent->unitNet = bundle->price.articleNet;
        intent->unitGross = bundle->price.articleGross;
        intent->currency = bundle->price.currency;
    }
}

const values::Article *ArticleCache::articleForBundle(const QString &bundleId) const
{
    indexAllQueued();
    auto it = m_bundleToVariant.constFind(bundleId);
    return it == m_bundleToVariant.constEnd() ? nullptr : article(*it);
}

ArticleCache::Resolved ArticleCache::resolve(const QString &id) const
{
    Resolved result;
    if (const values::Article *owner = articleForBundle(id)) {
        result.article = owner;
        result.bundle = owner->bundle(id);
        return result;
    }
    result.article = article(id);
    return result;
}

bool ArticleCache::fetch(const QString &variantId)
{
    indexAllQueued();
    if (!m_client || variantId.isEmpty() || m_byVariant.contains(variantId) || m_inFlight.contains(variantId)
        || m_lookups.contains(variantId) || m_failed.contains(variantId)
        || m_bundleToVariant.contains(variantId)) {
        return false;
    }
    api::ArticleJob *job = m_client->article(variantId);
    if (!job)
        return false;
    m_inFlight.insert(variantId, job);
    connect(job, &api::ApiJob::finished, this, [this, job, variantId] {
        m_inFlight.remove(variantId);
        if (!job->isOk()) {
            qCDebug(lcModels) << "article" << variantId << "could not be fetched:" << job->error().detail;
            const auto kind = job->error().kind;
            if (kind == values::ApiError::Kind::NotFound || kind == values::ApiError::Kind::BadRequest) {
                lookUp(variantId, job->error());
                return;
            }
            m_failed.insert(variantId);
            emit fetchFailed(variantId, job->error());
            return;
        }
        values::Article article = job->result();
        if (article.variantId.isEmpty())
            article.variantId = variantId;
        insert(article);
    });
    return true;
}

void ArticleCache::lookUp(const QString &id, const values::ApiError &fetchError)
{
    api::SearchJob *job = m_client->search(id, 1, 10, api::ApiClient::SearchKind::Lookup);
    if (!job) {
        m_failed.insert(id);
        emit fetchFailed(id, fetchError);
        return;
    }
    m_lookups.insert(id, job);
    connect(job, &api::ApiJob::finished, this, [this, job, id, fetchError] {
        m_lookups.remove(id);
        if (job->isOk())
            insert(job->result().results);
        indexAllQueued();
        if (!m_byVariant.contains(id) && !m_bundleToVariant.contains(id)) {
            qCDebug(lcModels) << "article number" << id << "not found by search either";
            m_failed.insert(id);
            emit fetchFailed(id, job->isOk() ? fetchError : job->error());
        }
    });
}

bool ArticleCache::isFetching(const QString &variantId) const
{
    return m_inFlight.contains(variantId) || m_lookups.contains(variantId);
}

bool ArticleCache::hasFailed(const QString &variantId) const
{
    indexAllQueued(); // an inserted article is no failure any more
    return m_failed.contains(variantId);
}

int ArticleCache::size() const
{
    indexAllQueued();
    return int(m_byVariant.size());
}

void ArticleCache::clear()
{
    for (const QPointer<api::ArticleJob> &job : std::as_const(m_inFlight))
        if (job)
            job->abandon();
    m_inFlight.clear();
    for (const QPointer<api::SearchJob> &job : std::as_const(m_lookups))
        if (job)
            job->abandon();
    m_lookups.clear();
    m_failed.clear();
    m_queue.clear();
    m_queuedAt = 0;
    m_queuedIds.clear();
    m_bundleToVariant.clear();
    const bool hadArticles = !m_byVariant.isEmpty();
    m_byVariant.clear();
    if (hadArticles)
        emit articlesChanged({});
}

} // namespace webshop::models
