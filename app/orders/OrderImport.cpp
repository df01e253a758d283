#include "app/orders/OrderImport.h"

#include "app/api/ApiClient.h"

#include <QTimer>

namespace webshop::orders {

namespace {
constexpr int kSearchRows = kMaxAlternatives + 1;
}

OrderImport::OrderImport(api::ApiClient *client, QObject *parent)
    : QObject(parent), m_client(client)
{
}

OrderImport::~OrderImport()
{
    for (const QPointer<api::ApiJob> &job : std::as_const(m_jobs))
        if (job)
            job->abandon();
}

void OrderImport::start(const OrderFile &file)
{
    cancel();
    m_cancelled = false;
    m_lines.clear();
    m_lookups.clear();
    m_queue.clear();
    m_linesDone = 0;
    m_lookupsStarted = 0;
    m_peakInFlight = 0;
    m_earlier.clear();
    m_again = false;
    m_againOf.clear();
    QHash<QString, int> byKey;
    m_lines.reserve(file.records.size());
    for (const OrderRecord &record : file.records) {
        LineResult line;
        line.record = record;
        const int index = int(m_lines.size());
        if (record.kind != OrderRecord::Kind::Data) {
            line.status = LineStatus::Skipped;
        } else if (record.quantityProblem == QuantityProblem::ColumnUnclear) {
            line.status = LineStatus::InvalidQuantity; // the file is refused as a whole: nothing to look up
        } else if (record.what().isEmpty()) {
            line.status = LineStatus::NotFound;
        } else {
            const QString key = record.what().toLower() + u'\x1f' + foldText(record.pack);
            auto it = byKey.find(key);
            if (it == byKey.end()) {
                it = byKey.insert(key, int(m_lookups.size()));
                m_lookups.append(Lookup{record.what(), record.pack, {}, {}, false});
                m_queue.append(it.value());
            }
            m_lookups[it.value()].lines.append(index);
        }
        m_lines.append(std::move(line));
    }
    m_linesTotal = 0;
    for (const Lookup &l : std::as_const(m_lookups))
        m_linesTotal += int(l.lines.size());
    m_running = true;
    m_clock.start();
    emit progress(0, m_linesTotal, 0, -1);
    if (m_queue.isEmpty()) // nothing to ask: finish on the next turn, like any other run
        QTimer::singleShot(0, this, [this] {
            if (m_running && m_inFlight.isEmpty() && m_queue.isEmpty())
                finish();
        });
    pump();
}

void OrderImport::pump()
{
    while (m_running && m_inFlight.size() < m_maxInFlight && !m_queue.isEmpty()) {
        runSearch(m_queue.takeFirst());
        m_peakInFlight = qMax(m_peakInFlight, int(m_inFlight.size()));
    }
}

void OrderImport::runSearch(int lookup)
{
    ++m_lookupsStarted;
    api::SearchJob *job = m_client->search(m_lookups.at(lookup).what, 1, kSearchRows, api::ApiClient::SearchKind::Lookup);
    m_inFlight.insert(job, lookup);
    m_jobs.append(job);
    connect(job, &api::ApiJob::finished, this, [this, job, lookup] {
        m_inFlight.remove(job);
        Lookup &l = m_lookups[lookup];
        l.searched = true;
        if (!job->isOk()) {
            if (job->error().kind == values::ApiError::Kind::NotFound && looksLikeId(l.what))
                runArticle(lookup);
            else if (job->error().kind == values::ApiError::Kind::NotFound)
                settle(lookup, MatchOutcome{});
            else
                fail(lookup, job->error().userMessage());
            return;
        }
        l.search = job->result();
        const MatchOutcome outcome = matchSearch(l.what, l.pack, l.search);
        if (outcome.kind != MatchOutcome::Kind::Exact && looksLikeId(l.what))
            runArticle(lookup); // a server whose search does not know article numbers
        else
            settle(lookup, outcome);
    });
}

void OrderImport::runArticle(int lookup)
{
    ++m_lookupsStarted;
    api::ArticleJob *job = m_client->article(m_lookups.at(lookup).what.trimmed());
    m_inFlight.insert(job, lookup);
    m_jobs.append(job);
    connect(job, &api::ApiJob::finished, this, [this, job, lookup] {
        m_inFlight.remove(job);
        const Lookup &l = m_lookups.at(lookup);
        if (job->isOk() && job->result().variantId.compare(l.what.trimmed(), Qt::CaseInsensitive) == 0) {
            settle(lookup, matchArticle(l.what, l.pack, job->result()));
            return;
        }
        if (!job->isOk() && job->error().kind != values::ApiError::Kind::NotFound
            && job->error().kind != values::ApiError::Kind::BadRequest && l.search.results.isEmpty()) {
            fail(lookup, job->error().userMessage());
            return;
        }
        settle(lookup, matchSearch(l.what, l.pack, l.search)); // not an article number
    });
}

void OrderImport::applyOutcome(LineResult &line, const MatchOutcome &outcome)
{
    line.exactId = outcome.kind == MatchOutcome::Kind::Exact;
    line.match = outcome.best;
    line.alternatives = outcome.others;
    OrderRecord &r = line.record;
    if (outcome.kind == MatchOutcome::Kind::NotFound) {
        line.status = LineStatus::NotFound;
        return;
    }
    if (r.quantity && !r.quantity->isInteger() && !line.match.weight) {
        r.quantityProblem = QuantityProblem::WholePacksOnly;
        r.quantity.reset();
    }
    if (r.quantityProblem != QuantityProblem::None) {
        line.status = LineStatus::InvalidQuantity;
        return;
    }
    line.quantity = *r.quantity;
    line.status = outcome.kind == MatchOutcome::Kind::Ambiguous ? LineStatus::Ambiguous : LineStatus::Ok;
}

void OrderImport::settle(int lookup, const MatchOutcome &outcome)
{
    for (int index : std::as_const(m_lookups.at(lookup).lines)) {
        applyOutcome(m_lines[index], outcome);
        emit lineChanged(index);
    }
    lookupDone(lookup);
}

void OrderImport::fail(int lookup, const QString &message)
{
    for (int index : std::as_const(m_lookups.at(lookup).lines)) {
        m_lines[index].status = LineStatus::Error;
        m_lines[index].detail = message;
        emit lineChanged(index);
    }
    lookupDone(lookup);
}

void OrderImport::lookupDone(int lookup)
{
    m_lookups[lookup].search = {};
    m_linesDone += int(m_lookups.at(lookup).lines.size());
    const double seconds = qMax<qint64>(m_clock.elapsed(), 1) / 1000.0;
    const double rate = m_linesDone / seconds;
    const int left = rate > 0 ? int((m_linesTotal - m_linesDone) / rate + 0.5) : -1;
    emit progress(m_linesDone, m_linesTotal, rate, left);
    if (m_queue.isEmpty() && m_inFlight.isEmpty())
        finish();
    else
        pump();
}

void OrderImport::applyDuplicates()
{
    QHash<QString, int> first; // bundle id -> index of its first `ok` line
    for (int i = 0; i < m_lines.size(); ++i) {
        LineResult &line = m_lines[i];
        if (line.status != LineStatus::Ok || line.duplicateOf > 0)
            continue;
        const auto it = first.constFind(line.match.bundleId);
        if (it == first.cend()) {
            first.insert(line.match.bundleId, i);
            continue;
        }
        line.duplicateOf = m_lines.at(it.value()).record.line;
        line.status = LineStatus::Duplicate;
        if (m_policy != DuplicatePolicy::Ask)
            resolveDuplicate(i, m_policy == DuplicatePolicy::Merge);
        emit lineChanged(i);
    }
}

void OrderImport::resolveDuplicate(int index, bool merge)
{
    LineResult &line = m_lines[index];
    if (line.status != LineStatus::Duplicate || line.merged)
        return;
    if (!merge) {
        line.status = LineStatus::Ok;
        emit lineChanged(index);
        return;
    }
    for (int i = 0; i < index; ++i) {
        LineResult &target = m_lines[i];
        if (target.record.line == line.duplicateOf && target.status == LineStatus::Ok) {
            target.quantity += line.quantity;
            target.mergedLines.append(QString::number(line.record.line));
            line.merged = true;
            emit lineChanged(i);
            break;
        }
    }
    emit lineChanged(index);
}

void OrderImport::choose(int index, const Candidate &candidate)
{
    if (index < 0 || index >= m_lines.size() || m_lines.at(index).record.kind != OrderRecord::Kind::Data)
        return;
    LineResult &line = m_lines[index];
    if (line.status != LineStatus::Ambiguous && line.status != LineStatus::Ok && line.status != LineStatus::InvalidQuantity)
        return;
    MatchOutcome chosen;
    chosen.kind = MatchOutcome::Kind::Clear;
    chosen.best = candidate;
    chosen.others = line.alternatives;
    chosen.others.removeAll(candidate);
    if (line.hasMatch())
        chosen.others.prepend(line.match);
    applyOutcome(line, chosen);
    line.duplicateOf = 0;
    for (int i = 0; i < index && line.status == LineStatus::Ok; ++i)
        if (m_lines.at(i).status == LineStatus::Ok && m_lines.at(i).match.bundleId == candidate.bundleId) {
            line.status = LineStatus::Duplicate;
            line.duplicateOf = m_lines.at(i).record.line;
        }
    emit lineChanged(index);
}

void OrderImport::finish()
{
    m_running = false;
    applyDuplicates();
    emit finished(m_cancelled);
}

void OrderImport::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    m_queue.clear();
    for (const QPointer<api::ApiJob> &job : std::as_const(m_jobs))
        if (job)
            job->abandon();
    m_jobs.clear();
    m_inFlight.clear();
    for (int i = 0; i < m_lines.size(); ++i)
        if (m_lines.at(i).status == LineStatus::Pending) {
            m_lines[i].status = LineStatus::Skipped;
            emit lineChanged(i);
        }
    finish();
}

} // namespace webshop::orders
