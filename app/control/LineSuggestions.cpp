#include "app/control/LineSuggestions.h"

#include "app/api/ApiClient.h"
#include "app/control/PackResolver.h"

namespace webshop::control {

namespace {
constexpr int kSuggestRows = 8; // articles asked for a suggestion list
} // namespace

LineSuggestions::LineSuggestions(api::ApiClient *client, const PackResolver &packs, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_packs(packs)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &LineSuggestions::run);
}

LineSuggestions::~LineSuggestions()
{
    if (m_job)
        m_job->abandon();
}

void LineSuggestions::suggest(quint64 lineId, const QString &text)
{
    m_pendingLine = lineId;
    m_pendingText = text;
    ++m_generation; // an answer in flight is for an older text now
    m_timer.start();
}

void LineSuggestions::suggestNow(quint64 lineId, const QString &text)
{
    m_pendingLine = lineId;
    m_pendingText = text;
    m_timer.stop();
    run();
}

void LineSuggestions::cancel()
{
    m_timer.stop();
    ++m_generation;
    if (m_job)
        m_job->abandon();
    m_job = nullptr;
    set(0, {}, {});
    emit busyChanged();
}

void LineSuggestions::run()
{
    const int generation = ++m_generation;
    const quint64 lineId = m_pendingLine;
    const QString text = m_pendingText.trimmed();
    if (text.size() < 2 || !m_client) {
        set(lineId, text, {});
        return;
    }
    // The older request keeps running: its answer is counted and dropped when it comes.
    api::SearchJob *job = m_client->search(text, 1, kSuggestRows, api::ApiClient::SearchKind::Lookup);
    m_job = job;
    connect(job, &api::ApiJob::finished, this, [this, job, generation, lineId, text] {
        onAnswer(job, generation, lineId, text);
    });
    emit busyChanged();
}

void LineSuggestions::onAnswer(api::ApiJob *job, int generation, quint64 lineId, const QString &text)
{
    if (generation != m_generation) {
        ++m_droppedAnswers; // typed on since: this answer is for an older text
        emit busyChanged();
        return;
    }
    m_job = nullptr;
    const auto *search = static_cast<api::SearchJob *>(job);
    set(lineId, text, job->isOk() ? m_packs.picksOf(search->result().results) : QList<models::QuickOrderPick>{});
    emit busyChanged();
}

void LineSuggestions::set(quint64 lineId, const QString &text, const QList<models::QuickOrderPick> &picks)
{
    m_line = lineId;
    m_text = text;
    m_picks = picks;
    emit changed();
}

} // namespace webshop::control
