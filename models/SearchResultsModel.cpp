#include "models/SearchResultsModel.h"

#include "app/api/ApiClient.h"
#include "models/ArticleCache.h"
#include "models/ImageCache.h"
#include "models/ModelsLogging.h"
#include "models/PriceDisplay.h"
#include "models/TeaserBundle.h"

namespace webshop::models {

using values::Article;

SearchResultsModel::SearchResultsModel(const ModelServices &services, QObject *parent)
    : QAbstractListModel(parent)
    , m_services(services)
    , m_feed(new DataFeed(services.source, this))
{
    // Offline the saved copy answers what failed; back online a saved copy is asked again.
    connect(m_feed, &DataFeed::wentOffline, this, [this] {
        if (m_state == State::Error && m_rows.isEmpty())
            showSaved();
    });
    for (auto reload : {&DataFeed::backOnline, &DataFeed::contextChanged}) // asks again only if it must
        connect(m_feed, reload, this, &SearchResultsModel::reloadForContext);
    for (auto drop : {&DataFeed::withdrawn, &DataFeed::customerGone})
        connect(m_feed, drop, this, &SearchResultsModel::clear);
    if (!m_services.prices)
        m_services.prices = new PriceDisplay(this);
    connect(m_services.prices, &PriceDisplay::modeChanged, this, &SearchResultsModel::onPriceModeChanged);
    connect(m_services.prices, &PriceDisplay::localeChanged, this, &SearchResultsModel::onLocaleChanged);
    if (m_services.images)
        for (auto done : {&ImageCache::imageReady, &ImageCache::imageFailed})
            connect(m_services.images, done, this, &SearchResultsModel::onImageReady);
}

SearchResultsModel::~SearchResultsModel()
{
    abandonRequest();
}

void SearchResultsModel::setQuery(const QString &query)
{
    const QString trimmed = query.trimmed();
    if (trimmed == m_query && m_state != State::Error)
        return;
    const bool queryChange = trimmed != m_query;
    m_query = trimmed;
    m_activePageSize = m_pageSize;
    resetRows();
    if (queryChange)
        emit queryChanged(m_query);
    emit countChanged();
    setTotal(0);
    if (m_query.isEmpty())
        setState(State::Idle);
    else if (!showSaved()) // offline: nothing is sent
        requestPage(1);
}

void SearchResultsModel::resetRows()
{
    abandonRequest();
    beginResetModel();
    m_rows.clear();
    m_formatted.clear();
    m_imageRows.clear();
    m_pagesLoaded = 0;
    m_totalPages = 0;
    m_exhausted = false;
    endResetModel();
    m_feed->reset();
}

bool SearchResultsModel::showSaved()
{
    if (!m_feed->readsSaved() || m_query.isEmpty())
        return false;
    const std::optional<Sourced<values::SearchPage>> saved = m_feed->saved()->search(m_query);
    if (saved)
        setResults(saved->value, saved->provenance);
    return bool(saved);
}

void SearchResultsModel::retry()
{
    if (m_query.isEmpty() || m_job)
        return;
    if (m_pagesLoaded == 0) {
        m_activePageSize = m_pageSize;
        requestPage(1);
    } else {
        requestPage(m_pagesLoaded + 1);
    }
}

void SearchResultsModel::clear()
{
    const bool queryChange = !m_query.isEmpty();
    m_query.clear();
    resetRows();
    if (queryChange)
        emit queryChanged(m_query);
    emit countChanged();
    setTotal(0);
    setState(State::Idle);
}

void SearchResultsModel::reloadForContext()
{
    if (m_query.isEmpty())
        return;
    const values::ShopContext &now = m_services.client ? m_services.client->context() : m_context;
    const bool sameContext = now.storeId == m_context.storeId && now.customerId == m_context.customerId
        && now.language == m_context.language && now.country == m_context.country;
    const bool askedOrAnswered = m_job || m_state == State::Empty || (m_pagesLoaded > 0 && m_state != State::Error);
    if (sameContext && askedOrAnswered)
        return;
    const QString query = m_query;
    clear();
    setQuery(query);
}

void SearchResultsModel::setResults(const values::SearchPage &page, const Provenance &provenance)
{
    abandonRequest();
    beginResetModel();
    m_rows = page.results; // shared, not copied
    m_context = {}; // asked for elsewhere: any context change reloads
    m_formatted.clear();
    m_imageRows.clear();
    const bool queryChange = page.query != m_query;
    m_query = page.query;
    m_pagesLoaded = qMax(1, page.page);
    m_totalPages = page.totalPages;
    m_activePageSize = page.rows > 0 ? page.rows : m_pageSize;
    m_exhausted = page.results.isEmpty();
    endResetModel();
    if (m_services.articles)
        m_services.articles->insert(page.results);
    if (queryChange)
        emit queryChanged(m_query);
    emit countChanged();
    setTotal(qMax(page.amount, int(m_rows.size())));
    setState(m_rows.isEmpty() && !m_query.isEmpty() ? State::Empty : State::Idle);
    m_feed->set(provenance);
}

void SearchResultsModel::setPageSize(int rows)
{
    rows = qBound(1, rows, 500);
    if (rows == m_pageSize)
        return;
    m_pageSize = rows;
    emit pageSizeChanged(rows);
}

const Article *SearchResultsModel::articleAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    return articleAt(index.row());
}

const Article *SearchResultsModel::articleAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

const values::Bundle *SearchResultsModel::priceBundleAt(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return nullptr;
    const Article &article = m_rows.at(row);
    const int b = teaserBundleOf(article);
    return b >= 0 ? &article.bundles.at(b) : nullptr;
}

bool SearchResultsModel::canFetchMore(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_services.client || m_query.isEmpty() || m_pagesLoaded == 0 || m_exhausted)
        return false;
    if (m_state == State::Error) // no automatic retry loop: retry() is explicit
        return false;
    if (m_totalPages > 0 && m_pagesLoaded >= m_totalPages)
        return false;
    return m_rows.size() < m_total;
}

void SearchResultsModel::fetchMore(const QModelIndex &parent)
{
    if (m_job || !canFetchMore(parent)) // in flight: one page at a time
        return;
    requestPage(m_pagesLoaded + 1);
}

void SearchResultsModel::requestPage(int page)
{
    if (!m_services.client)
        return;
    abandonRequest();
    api::SearchJob *job = m_services.client->search(m_query, page, m_activePageSize);
    if (!job)
        return;
    m_job = job;
    m_requestedPage = page;
    m_context = m_services.client->context();
    connect(job, &api::ApiJob::finished, this, [this, job] { onSearchFinished(job); });
    setState(State::Loading);
}

void SearchResultsModel::abandonRequest()
{
    if (api::SearchJob *job = std::exchange(m_job, nullptr)) {
        job->disconnect(this);
        job->abandon();
    }
}

void SearchResultsModel::onSearchFinished(api::SearchJob *job)
{
    if (job != m_job) // a stale reply (an older query or page): dropped
        return;
    m_job = nullptr;
    if (!job->isOk()) {
        m_lastError = job->error();
        qCDebug(lcModels) << "search failed:" << m_lastError.detail;
        setState(State::Error, m_lastError.userMessage());
        if (m_rows.isEmpty())
            showSaved();
        return;
    }
    m_lastError = {};
    const values::SearchPage page = job->result(); // a copy: the job goes away
    m_feed->setLive();
    emit pageReceived(page);
    appendPage(page);
}

void SearchResultsModel::appendPage(const values::SearchPage &page)
{
    // Bookkeeping and state first: a view (or a model tester) may call fetchMore() from its
    // rowsInserted handler, and that request must be for the next page and must stay Loading.
    const int pageNumber = m_requestedPage;
    const QList<Article> &results = page.results;
    const int newCount = int(m_rows.size() + results.size());
    m_pagesLoaded = pageNumber;
    m_totalPages = page.totalPages;
    if (results.isEmpty())
        m_exhausted = true; // the server has no more, whatever the total said
    setTotal(m_exhausted ? newCount : qMax(page.amount, newCount));
    setState(newCount == 0 ? State::Empty : State::Idle);
    if (!results.isEmpty()) {
        if (m_services.articles)
            m_services.articles->insert(results);
        const int first = int(m_rows.size());
        beginInsertRows({}, first, newCount - 1);
        m_rows.append(results);
        endInsertRows();
        emit countChanged();
    }
    emit pageLoaded(pageNumber);
}

void SearchResultsModel::setState(State state, const QString &error)
{
    if (state == m_state && error == m_errorString)
        return;
    m_state = state;
    m_errorString = error;
    emit stateChanged(state);
}

void SearchResultsModel::setTotal(int total)
{
    if (total == m_total)
        return;
    m_total = total;
    emit totalCountChanged(total);
}

void SearchResultsModel::onImageReady(const QUrl &url)
{
    const QList<int> rows = m_imageRows.values(url);
    if (rows.isEmpty())
        return;
    m_imageRows.remove(url);
    for (int row : rows) {
        if (row < m_rows.size() && m_rows.at(row).imageUrl == url) {
            const QModelIndex i = index(row);
            emit dataChanged(i, i, {Qt::DecorationRole});
        }
    }
}

void SearchResultsModel::onPriceModeChanged()
{
    if (!m_rows.isEmpty())
        emit dataChanged(index(0), index(int(m_rows.size()) - 1), {PriceRole, PerContentRole});
}

void SearchResultsModel::onLocaleChanged()
{
    m_formatted.clear();
    if (!m_rows.isEmpty())
        emit dataChanged(index(0), index(int(m_rows.size()) - 1), {PriceRole, PriceNetTextRole, PriceGrossTextRole, PerContentRole});
}

} // namespace webshop::models
