#include "app/control/LineLookup.h"

#include "app/api/ApiClient.h"
#include "app/control/LineSuggestions.h"
#include "app/control/PackResolver.h"
#include "app/orders/OrderMatch.h"

// Every answer carries the generation of its request: an answer for a text that is no longer
// the current one is dropped.

namespace webshop::control {

namespace {

constexpr int kResolveRows = 20;

// The article an OrderMatch candidate names, from the answer.
const values::Article *articleFor(const orders::Candidate &c, const QList<values::Article> &articles)
{
    for (const values::Article &article : articles)
        if (article.variantId == c.variantId && article.bundle(c.bundleId))
            return &article;
    return nullptr;
}

} // namespace

LineLookup::LineLookup(api::ApiClient *client, models::QuickOrderModel *model, PackResolver &packs,
                       LineSuggestions &suggestions, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_model(model)
    , m_packs(packs)
    , m_suggestions(suggestions)
{
}

void LineLookup::resolve(quint64 lineId)
{
    const int row = m_model->rowOf(lineId);
    if (row < 0 || !m_client)
        return;
    const QString text = m_model->line(row).what.trimmed();
    if (text.isEmpty() || m_model->line(row).isResolved())
        return;
    const int generation = m_generation.value(lineId) + 1;
    m_generation.insert(lineId, generation);
    m_model->setResolving(lineId);
    ++m_resolving;
    api::SearchJob *job = m_client->search(text, 1, kResolveRows, api::ApiClient::SearchKind::Lookup);
    connect(job, &api::ApiJob::finished, this, [this, job, lineId, generation, text] {
        --m_resolving;
        if (m_generation.value(lineId) != generation)
            return;
        if (!job->isOk() && job->error().kind != values::ApiError::Kind::NotFound) {
            m_model->setUnresolved(lineId, models::QuickOrderLine::State::Error, job->error().userMessage());
            emit busyChanged();
            return;
        }
        onSearchResolved(lineId, generation, text, job->isOk() ? job->result() : values::SearchPage{});
    });
    emit busyChanged();
}

void LineLookup::onSearchResolved(quint64 lineId, int generation, const QString &text, const values::SearchPage &page)
{
    const orders::MatchOutcome outcome = orders::matchSearch(text, {}, page);
    using Kind = orders::MatchOutcome::Kind;
    if (outcome.kind != Kind::Exact && orders::looksLikeId(text)) {
        resolveArticle(lineId, generation, text, page); // a server whose search does not know numbers
        return;
    }
    if (outcome.kind == Kind::Exact || outcome.kind == Kind::Clear) {
        if (const values::Article *article = articleFor(outcome.best, page.results)) {
            resolveTo(lineId, text, *article, outcome.best.bundleId);
            emit busyChanged();
            return;
        }
    }
    if (outcome.kind == Kind::NotFound) {
        m_model->setUnresolved(lineId, models::QuickOrderLine::State::NotFound);
    } else {
        m_model->setUnresolved(lineId, models::QuickOrderLine::State::Choose);
        m_suggestions.set(lineId, text, m_packs.picksOf(page.results));
        emit choiceNeeded(lineId);
    }
    emit busyChanged();
}

void LineLookup::resolveArticle(quint64 lineId, int generation, const QString &text, const values::SearchPage &page)
{
    ++m_resolving;
    api::ArticleJob *job = m_client->article(text);
    connect(job, &api::ApiJob::finished, this, [this, job, lineId, generation, text, page] {
        --m_resolving;
        if (m_generation.value(lineId) != generation)
            return;
        if (job->isOk() && job->result().variantId.compare(text, Qt::CaseInsensitive) == 0) {
            const orders::MatchOutcome outcome = orders::matchArticle(text, {}, job->result());
            if (job->result().bundle(outcome.best.bundleId)) {
                resolveTo(lineId, text, job->result(), outcome.best.bundleId);
                emit busyChanged();
                return;
            }
        }
        // Not an article number: what the words search found.
        const orders::MatchOutcome outcome = orders::matchSearch(text, {}, page);
        if (outcome.kind == orders::MatchOutcome::Kind::NotFound) {
            m_model->setUnresolved(lineId, models::QuickOrderLine::State::NotFound);
        } else {
            m_model->setUnresolved(lineId, models::QuickOrderLine::State::Choose);
            m_suggestions.set(lineId, text, m_packs.picksOf(page.results));
            emit choiceNeeded(lineId);
        }
        emit busyChanged();
    });
}

void LineLookup::resolveTo(quint64 lineId, const QString &text, const values::Article &article, const QString &bundleId)
{
    if (const std::optional<models::QuickOrderPick> pick = m_packs.resolve(lineId, text, article, bundleId))
        m_model->setResolved(lineId, *pick);
}

} // namespace webshop::control
