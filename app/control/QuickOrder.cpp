#include "app/control/QuickOrder.h"

#include "app/api/ApiClient.h"
#include "app/control/BasketAdds.h"
#include "app/control/Services.h"
#include "app/control/SessionController.h"
#include "app/orders/OrderMatch.h"
#include "models/ArticleCache.h"
#include "models/BasketModel.h"

// Suggestions and resolution of the quick order lines. Every answer carries the generation
// of its request: an answer for a text that is no longer the current one is dropped.

namespace webshop::control {

namespace {

constexpr int kSuggestRows = 8;   // articles asked for a suggestion list
constexpr int kMaxSuggestions = 8; // packs shown
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

QuickOrder::QuickOrder(api::ApiClient *client, BasketAdds *adds, const ModelSet &models,
                       SessionController *session, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_adds(adds)
    , m_basketModel(models.basket)
    , m_lists(models.lists)
    , m_model(new models::QuickOrderModel(models.prices, this))
    , m_packs(models.packMemory)
{
    m_suggestTimer.setSingleShot(true);
    m_suggestTimer.setInterval(200);
    connect(&m_suggestTimer, &QTimer::timeout, this, &QuickOrder::runSuggest);
    // "in basket: 2" on every line whose pack the basket holds.
    m_model->setBasket(m_basketModel);
    if (m_adds)
        connect(m_adds, &BasketAdds::stateChanged, this,
                [this](quint64 id, values::AddState state, const QString &text) { onAddState(id, int(state), text); });
    connectDraft(session);
}

QuickOrder::~QuickOrder()
{
    flushDraft();
    if (m_suggestJob)
        m_suggestJob->abandon();
}

void QuickOrder::suggest(quint64 lineId, const QString &text)
{
    m_pendingLine = lineId;
    m_pendingText = text;
    ++m_suggestGeneration; // an answer in flight is for an older text now
    m_suggestTimer.start();
}

void QuickOrder::suggestNow(quint64 lineId, const QString &text)
{
    m_pendingLine = lineId;
    m_pendingText = text;
    m_suggestTimer.stop();
    runSuggest();
}

void QuickOrder::cancelSuggestions()
{
    m_suggestTimer.stop();
    ++m_suggestGeneration;
    if (m_suggestJob)
        m_suggestJob->abandon();
    m_suggestJob = nullptr;
    setSuggestions(0, {}, {});
    emit busyChanged();
}

void QuickOrder::runSuggest()
{
    const int generation = ++m_suggestGeneration;
    const quint64 lineId = m_pendingLine;
    const QString text = m_pendingText.trimmed();
    if (text.size() < 2 || !m_client) {
        setSuggestions(lineId, text, {});
        return;
    }
    // The older request keeps running: its answer is counted and dropped when it comes.
    api::SearchJob *job = m_client->search(text, 1, kSuggestRows, api::ApiClient::SearchKind::Lookup);
    m_suggestJob = job;
    connect(job, &api::ApiJob::finished, this, [this, job, generation, lineId, text] {
        onSuggestAnswer(job, generation, lineId, text);
    });
    emit busyChanged();
}

void QuickOrder::onSuggestAnswer(api::ApiJob *job, int generation, quint64 lineId, const QString &text)
{
    if (generation != m_suggestGeneration) {
        ++m_droppedAnswers; // typed on since: this answer is for an older text
        emit busyChanged();
        return;
    }
    m_suggestJob = nullptr;
    const auto *search = static_cast<api::SearchJob *>(job);
    setSuggestions(lineId, text, job->isOk() ? picksOf(search->result().results) : QList<models::QuickOrderPick>{});
    emit busyChanged();
}

void QuickOrder::setSuggestions(quint64 lineId, const QString &text, const QList<models::QuickOrderPick> &picks)
{
    m_suggestLine = lineId;
    m_suggestText = text;
    m_suggestions = picks;
    emit suggestionsChanged();
}

void QuickOrder::take(quint64 lineId, const models::QuickOrderPick &pick)
{
    m_resolveGeneration.remove(lineId); // a lookup still running for the line no longer counts
    // The packs of the article, when the suggestions hold them (else F4 asks the article).
    QList<models::QuickOrderPick> packs;
    if (m_suggestLine == lineId)
        for (const models::QuickOrderPick &p : std::as_const(m_suggestions))
            if (p.variantId == pick.variantId)
                packs << p;
    if (packs.size() > 1 || m_packChoices.value(lineId).value(0).variantId != pick.variantId)
        m_packChoices.insert(lineId, packs.size() > 1 ? packs : QList<models::QuickOrderPick>{});
    m_model->setResolved(lineId, pick);
    emit busyChanged();
}

void QuickOrder::resolve(quint64 lineId)
{
    const int row = m_model->rowOf(lineId);
    if (row < 0 || !m_client)
        return;
    const QString text = m_model->line(row).what.trimmed();
    if (text.isEmpty() || m_model->line(row).isResolved())
        return;
    const int generation = m_resolveGeneration.value(lineId) + 1;
    m_resolveGeneration.insert(lineId, generation);
    m_model->setResolving(lineId);
    ++m_resolving;
    api::SearchJob *job = m_client->search(text, 1, kResolveRows, api::ApiClient::SearchKind::Lookup);
    connect(job, &api::ApiJob::finished, this, [this, job, lineId, generation, text] {
        --m_resolving;
        if (m_resolveGeneration.value(lineId) != generation)
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

void QuickOrder::onSearchResolved(quint64 lineId, int generation, const QString &text, const values::SearchPage &page)
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
        setSuggestions(lineId, text, picksOf(page.results));
        emit choiceNeeded(lineId);
    }
    emit busyChanged();
}

void QuickOrder::resolveArticle(quint64 lineId, int generation, const QString &text, const values::SearchPage &page)
{
    ++m_resolving;
    api::ArticleJob *job = m_client->article(text);
    connect(job, &api::ApiJob::finished, this, [this, job, lineId, generation, text, page] {
        --m_resolving;
        if (m_resolveGeneration.value(lineId) != generation)
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
            setSuggestions(lineId, text, picksOf(page.results));
            emit choiceNeeded(lineId);
        }
        emit busyChanged();
    });
}

bool QuickOrder::isBusy() const
{
    return m_resolving > 0 || !m_tickets.isEmpty() || m_suggestJob || !m_pendingList.isEmpty();
}

} // namespace webshop::control
