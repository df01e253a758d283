#include "tests/bench/BenchTable.h"

#include <algorithm>
#include <cmath>

namespace webshop::bench {

namespace {

double median(const std::vector<double> &v)
{
    return percentile(v, 0.5);
}

QString number(double value, const QString &unit)
{
    if (unit == u"ms")
        return value < 1 ? QString::number(value, 'f', 3) + u' ' + unit : QString::number(value, 'f', 1) + u' ' + unit;
    if (unit == u"s" || unit == u"reads")
        return QString::number(value, 'f', 2) + u' ' + unit;
    if (unit == u"MB")
        return QString::number(value, 'f', 1) + u' ' + unit;
    return QString::number(value, 'f', 0) + (unit.isEmpty() ? QString() : u' ' + unit);
}

} // namespace

double percentile(std::vector<double> samples, double share)
{
    if (samples.empty())
        return 0.0;
    std::sort(samples.begin(), samples.end());
    // Nearest rank: the smallest sample with at least `share` of the samples at or below it.
    const auto rank = size_t(std::ceil(share * double(samples.size())));
    return samples[std::clamp<size_t>(rank, 1, samples.size()) - 1];
}

QString Budget::text() const
{
    switch (kind) {
    case Kind::None: return QStringLiteral("—");
    case Kind::Ratio: return QStringLiteral("≤ %1× baseline").arg(limit);
    case Kind::MaxP95: return QStringLiteral("p95 ≤ %1").arg(limit);
    case Kind::MaxMedian: return QStringLiteral("median ≤ %1").arg(limit);
    case Kind::MaxWorst: return QStringLiteral("worst ≤ %1").arg(limit);
    case Kind::Exactly: return QStringLiteral("exactly %1").arg(limit);
    case Kind::AtMost: return QStringLiteral("≤ %1").arg(limit);
    }
    return {};
}

bool Row::ok() const
{
    if (notMeasured || samples.empty())
        return false;
    const double worst = *std::max_element(samples.begin(), samples.end());
    switch (budget.kind) {
    case Budget::Kind::None: return true;
    case Budget::Kind::Ratio: return !baseline.empty() && median(samples) <= budget.limit * median(baseline);
    case Budget::Kind::MaxP95: return percentile(samples, 0.95) <= budget.limit;
    case Budget::Kind::MaxMedian: return median(samples) <= budget.limit;
    case Budget::Kind::MaxWorst:
    case Budget::Kind::AtMost: return worst <= budget.limit;
    case Budget::Kind::Exactly:
        return std::all_of(samples.begin(), samples.end(), [this](double s) { return s == budget.limit; });
    }
    return false;
}

QString Row::verdict() const
{
    if (notMeasured)
        return QStringLiteral("not built yet");
    if (samples.empty())
        return QStringLiteral("FAILED");
    if (budget.kind == Budget::Kind::None)
        return QStringLiteral("figures");
    return ok() ? QStringLiteral("ok") : QStringLiteral("OVER");
}

void Table::add(Row row)
{
    m_rows.push_back(std::move(row));
}

int Table::overCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row &r) {
        return !r.notMeasured && r.budget.kind != Budget::Kind::None && !r.ok();
    }));
}

QString Table::markdown() const
{
    QStringList lines;
    lines << QStringLiteral("| Scenario | runs | median | p95 | baseline (median) | ratio | budget | result |")
          << QStringLiteral("|---|---:|---:|---:|---:|---:|---|---|");
    QStringList notes;
    for (const Row &r : m_rows) {
        if (r.notMeasured) {
            lines << QStringLiteral("| %1 | – | – | – | – | – | %2 | **not built yet** |")
                         .arg(r.scenario, r.budget.text());
            continue;
        }
        const bool has = !r.samples.empty();
        const bool hasBase = !r.baseline.empty();
        const double base = median(r.baseline);
        QString ratio = QStringLiteral("–");
        if (has && hasBase && base > 0)
            ratio = QString::number(median(r.samples) / base, 'f', 2) + u'×';
        QString verdict = r.verdict();
        if (verdict == u"OVER" || verdict == u"FAILED")
            verdict = QStringLiteral("**") + verdict + QStringLiteral("**");
        if (!r.note.isEmpty())
            verdict += QStringLiteral(" (%1)").arg(r.note);
        lines << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |")
                     .arg(r.scenario)
                     .arg(r.samples.size())
                     .arg(has ? number(median(r.samples), r.unit) : QStringLiteral("–"),
                          has ? number(percentile(r.samples, 0.95), r.unit) : QStringLiteral("–"),
                          hasBase ? number(base, r.unit) : QStringLiteral("–"), ratio, r.budget.text(), verdict);
        if (!r.baselineName.isEmpty())
            notes << QStringLiteral("- %1: baseline = %2").arg(r.scenario, r.baselineName);
    }
    return lines.join(u'\n') + (notes.isEmpty() ? QString() : QStringLiteral("\n\n") + notes.join(u'\n')) + u'\n';
}

} // namespace webshop::bench
