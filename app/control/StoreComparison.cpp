#include "app/control/StoreComparison.h"

#include "app/api/ApiClient.h"
#include "models/ArticleCache.h"

#include <QSet>

namespace webshop::control {

StoreComparison::StoreComparison(api::ApiClient *client, models::ArticleCache *articles, QObject *parent)
    : QObject(parent), m_client(client), m_articles(articles)
{
}

StoreComparison::~StoreComparison()
{
    for (api::ArticleJob *job : m_jobs.keys())
        job->abandon();
}

ComparedLine StoreComparison::describe(const values::ComparisonLine &line) const
{
    ComparedLine compared;
    compared.line = line;
    compared.name = line.bundleId;
    if (m_articles) {
        const models::ArticleCache::Resolved r = m_articles->resolve(line.bundleId);
        if (r && r.bundle) {
            compared.variantId = r.article->variantId;
            compared.name = r.article->name;
            compared.pack = r.bundle->description;
            compared.weight = r.bundle->isWeightArticle;
        }
    }
    if (compared.variantId.isEmpty())
        compared.variantId = line.variantId; // named from the stores' answers
    return compared;
}

void StoreComparison::start(const values::ComparisonLines &lines, const QList<ComparedStore> &stores)
{
    cancel();
    m_stores = stores;
    m_lines.clear();
    m_queue.clear();
    m_done = 0;
    m_cancelled = false;
    QSet<QString> variants;
    QStringList order;
    for (const values::ComparisonLine &line : lines) {
        ComparedLine compared = describe(line);
        compared.cells.resize(stores.size());
        if (compared.variantId.isEmpty()) {
            for (StoreCell &cell : compared.cells) {
                cell.state = StoreCell::State::Failed;
                cell.problem = tr("The app does not know this article yet. Search for it once, then compare again.");
            }
        } else if (!variants.contains(compared.variantId)) {
            variants.insert(compared.variantId);
            order.append(compared.variantId);
        }
        m_lines.append(compared);
    }
    // Store by store: the first columns fill completely before the next ones start.
    for (int s = 0; s < stores.size(); ++s)
        for (const QString &variant : std::as_const(order))
            m_queue.append(Request{variant, s});
    m_total = int(m_queue.size());
    m_running = m_total > 0;
    emit reset();
    emit progressChanged(m_done, m_total);
    if (!m_running) {
        emit finished(false);
        return;
    }
    pump();
}

void StoreComparison::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    m_cancelled = true;
    const auto jobs = m_jobs;
    m_jobs.clear();
    for (auto it = jobs.cbegin(); it != jobs.cend(); ++it) {
        it.key()->abandon();
        m_queue.prepend(it.value());
    }
    StoreCell cancelled;
    cancelled.state = StoreCell::State::Cancelled;
    QSet<int> touched;
    for (const Request &r : std::as_const(m_queue)) {
        apply(r, &cancelled, nullptr);
        touched.insert(r.store);
    }
    m_queue.clear();
    for (int store : std::as_const(touched))
        emit storeChanged(store);
    emit finished(true);
}

void StoreComparison::clear()
{
    cancel();
    m_stores.clear();
    m_lines.clear();
    m_done = m_total = 0;
    m_cancelled = false;
    emit reset();
}

void StoreComparison::pump()
{
    while (m_running && !m_queue.isEmpty() && m_jobs.size() < kMaxInFlight)
        send(m_queue.takeFirst());
}

void StoreComparison::send(const Request &request)
{
    api::ArticleJob *job = m_client->article(request.variantId, m_stores.at(request.store).storeId);
    m_jobs.insert(job, request);
    connect(job, &api::ApiJob::finished, this, [this, job, request] { onFinished(job, request); });
}

void StoreComparison::onFinished(api::ArticleJob *job, const Request &request)
{
    if (!m_jobs.remove(job))
        return; // cancelled meanwhile
    if (job->isOk()) {
        apply(request, nullptr, &job->result());
    } else {
        StoreCell failed;
        const values::ApiError &e = job->error();
        // The store answers that it has no such article: it is not sold there.
        failed.state = e.kind == values::ApiError::Kind::NotFound ? StoreCell::State::NotSold : StoreCell::State::Failed;
        if (failed.state == StoreCell::State::Failed)
            failed.problem = e.userMessage();
        apply(request, &failed, nullptr);
    }
    emit storeChanged(request.store);
    finishRequest();
}

void StoreComparison::apply(const Request &request, const StoreCell *given, const values::Article *article)
{
    for (ComparedLine &line : m_lines) {
        if (line.variantId != request.variantId)
            continue;
        StoreCell &cell = line.cells[request.store];
        cell = article ? cellFor(*article, line.line.bundleId, line.line.quantity) : *given;
        // The basket's own line at its own store: its figures, as the basket shows them.
        if (article && cell.state == StoreCell::State::Priced && request.store < m_stores.size()
            && m_stores.at(request.store).current && line.line.goodsNet && line.line.goodsGross) {
            cell.lineNet = line.line.goodsNet;
            cell.lineGross = line.line.goodsGross;
            cell.estimate = false;
        }
        if (article && line.pack.isEmpty()) {
            if (const values::Bundle *b = article->bundle(line.line.bundleId)) {
                line.name = article->name;
                line.pack = b->description;
                line.weight = b->isWeightArticle;
            }
        }
    }
}

void StoreComparison::finishRequest()
{
    ++m_done;
    emit progressChanged(m_done, m_total);
    if (m_done == m_total) {
        m_running = false;
        emit finished(false);
        return;
    }
    pump();
}

} // namespace webshop::control
