#pragma once

// The benchmark's one table: every scenario with its samples, the baseline measured in the
// same run, the budget and the verdict. Printed as a Markdown table (the README publishes it).

#include <QString>
#include <QStringList>
#include <vector>

namespace webshop::bench {

// The value below which `share` of the samples lie (0.5: the median; 0.95: p95).
double percentile(std::vector<double> samples, double share);

struct Budget
{
    enum class Kind {
        None,        // figures only
        Ratio,       // median ≤ limit × the baseline's median
        MaxP95,      // p95 ≤ limit
        MaxMedian,   // median ≤ limit
        MaxWorst,    // every sample ≤ limit (stalls: the worst one counts)
        Exactly,     // every sample == limit (request counts)
        AtMost,      // every sample ≤ limit (counts)
    };
    Kind kind = Kind::None;
    double limit = 0;
    QString text() const;
};

struct Row
{
    QString scenario;
    QString unit = QStringLiteral("ms");
    std::vector<double> samples;
    std::vector<double> baseline; // empty: no baseline
    QString baselineName;         // what the baseline is, for the notes under the table
    Budget budget;
    QString note;                 // printed after the verdict (e.g. "not built yet")
    bool notMeasured = false;     // a row the product has nothing for yet

    bool ok() const;
    QString verdict() const;
};

class Table
{
public:
    void add(Row row);
    QString markdown() const;
    int overCount() const;

private:
    std::vector<Row> m_rows;
};

} // namespace webshop::bench
