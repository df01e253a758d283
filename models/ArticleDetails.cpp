#include "models/ArticleDetails.h"

#include "app/api/ApiClient.h"
#include "models/ArticleCache.h"
#include "models/ImageCache.h"
#include "models/ModelsLogging.h"
#include "models/PriceDisplay.h"

namespace webshop::models {

ArticleDetails::ArticleDetails(const ModelServices &services, QObject *parent)
    : QObject(parent)
    , m_services(services)
    , m_feed(new DataFeed(services.source, this))
{
    // Offline, the saved copy answers what failed; back online, the article is asked again.
    connect(m_feed, &DataFeed::wentOffline, this, [this] {
        if (m_state == State::Error)
            showSaved(variantId());
    });
    const auto reload = [this] {
        if (hasArticle())
            load(variantId());
    };
    connect(m_feed, &DataFeed::backOnline, this, reload);
    connect(m_feed, &DataFeed::contextChanged, this, reload); // the new store's prices
    connect(m_feed, &DataFeed::withdrawn, this, &ArticleDetails::clear);
    connect(m_feed, &DataFeed::customerGone, this, &ArticleDetails::clear);
    if (!m_services.prices)
        m_services.prices = new PriceDisplay(this);
    m_bundles = new BundlesModel(m_services.prices, this);
    if (m_services.images) {
        connect(m_services.images, &ImageCache::imageReady, this, [this](const QUrl &url) {
            if (url == m_article.imageUrl)
                emit imageChanged();
        });
    }
}

ArticleDetails::~ArticleDetails()
{
    if (m_job)
        m_job->abandon();
}

void ArticleDetails::show(const values::Article &article, bool refresh)
{
    if (article.variantId.isEmpty()) {
        clear();
        return;
    }
    if (m_job && article.variantId != m_article.variantId) {
        m_job->abandon();
        m_job = nullptr;
    }
    if (article.variantId != m_article.variantId)
        m_feed->reset();
    setArticle(article);
    if (refresh)
        fetch(article.variantId);
    else if (!m_job)
        setState(State::Idle);
}

void ArticleDetails::load(const QString &variantId)
{
    if (variantId.isEmpty()) {
        clear();
        return;
    }
    if (m_job && variantId != m_article.variantId) {
        m_job->abandon();
        m_job = nullptr;
    }
    if (variantId != m_article.variantId)
        m_feed->reset();
    const values::Article *cached = m_services.articles ? m_services.articles->article(variantId) : nullptr;
    if (cached) {
        setArticle(*cached);
    } else {
        values::Article placeholder;
        placeholder.variantId = variantId;
        setArticle(placeholder);
    }
    fetch(variantId);
}

void ArticleDetails::clear()
{
    if (m_job) {
        m_job->abandon();
        m_job = nullptr;
    }
    setArticle({});
    setState(State::Idle);
    m_feed->reset();
}

QPixmap ArticleDetails::image() const
{
    if (!m_services.images || m_article.imageUrl.isEmpty())
        return {};
    return m_services.images->thumbnail(m_article.imageUrl);
}

void ArticleDetails::setArticle(const values::Article &article)
{
    const bool imageChange = article.imageUrl != m_article.imageUrl;
    m_article = article;
    m_bundles->setArticle(article);
    emit articleChanged();
    if (imageChange)
        emit imageChanged();
}

bool ArticleDetails::showSaved(const QString &variantId)
{
    if (!m_feed->readsSaved() || variantId.isEmpty())
        return false;
    const std::optional<Sourced<values::Article>> saved = m_feed->saved()->article(variantId);
    if (!saved)
        return false;
    if (m_job) {
        m_job->abandon();
        m_job = nullptr;
    }
    setArticle(saved->value);
    setState(State::Idle);
    m_feed->set(saved->provenance);
    return true;
}

void ArticleDetails::fetch(const QString &variantId)
{
    // Offline: the saved copy, nothing sent (without one, the request says what is wrong).
    if (!m_services.client || showSaved(variantId))
        return;
    if (m_job)
        m_job->abandon();
    api::ArticleJob *job = m_services.client->article(variantId);
    if (!job)
        return;
    m_job = job;
    connect(job, &api::ApiJob::finished, this, [this, job] { onFinished(job); });
    setState(State::Loading);
}

void ArticleDetails::onFinished(api::ArticleJob *job)
{
    if (job != m_job)
        return;
    m_job = nullptr;
    if (!job->isOk()) {
        m_lastError = job->error();
        qCDebug(lcModels) << "article details failed:" << m_lastError.detail;
        setState(State::Error, m_lastError.userMessage());
        showSaved(m_article.variantId);
        return;
    }
    m_lastError = {};
    values::Article article = job->result();
    if (article.variantId.isEmpty())
        article.variantId = m_article.variantId;
    if (m_services.articles) {
        m_services.articles->insert(article);
        if (const values::Article *merged = m_services.articles->article(article.variantId))
            article = *merged; // keeps list-only data such as bundleSize
    }
    m_feed->setLive();
    emit articleReceived(article);
    setArticle(article);
    setState(State::Idle);
}

void ArticleDetails::setState(State state, const QString &error)
{
    if (state == m_state && error == m_errorString)
        return;
    m_state = state;
    m_errorString = error;
    emit stateChanged(state);
}

} // namespace webshop::models
