#include "app/orders/CsvSplit.h"

#include <QHash>
#include <algorithm>

namespace webshop::orders {

QStringList physicalLines(const QString &text)
{
    QStringList lines;
    qsizetype start = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (c != u'\n' && c != u'\r')
            continue;
        lines.append(text.mid(start, i - start));
        if (c == u'\r' && i + 1 < n && text.at(i + 1) == u'\n')
            ++i;
        start = i + 1;
    }
    if (start < n)
        lines.append(text.mid(start));
    return lines;
}

bool isCommentLine(QStringView line)
{
    return line.trimmed().startsWith(u'#');
}

QStringList splitFields(QStringView text, QChar separator, bool *open)
{
    QStringList fields;
    QString field;
    bool quoted = false;    // inside a quoted part
    bool atStart = true;    // at the start of a field (a quote here opens a quoted field)
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field.append(u'"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field.append(c);
            }
            continue;
        }
        if (!separator.isNull() && c == separator) {
            fields.append(field);
            field.clear();
            atStart = true;
            continue;
        }
        if (c == u'"' && atStart && field.trimmed().isEmpty()) {
            field.clear(); // spaces before an opening quote are not part of the value
            quoted = true;
            atStart = false;
            continue;
        }
        atStart = false;
        field.append(c);
    }
    fields.append(field);
    if (open)
        *open = quoted;
    return fields;
}

QChar detectSeparator(const QStringList &lines)
{
    static const QChar candidates[] = {u'\t', u';', u',', u'|'};
    QChar best;
    double bestShare = 0;
    for (QChar sep : candidates) {
        QHash<qsizetype, int> counts;
        int looked = 0;
        for (const QString &line : lines) {
            if (looked >= 200)
                break;
            if (line.trimmed().isEmpty() || isCommentLine(line))
                continue;
            ++looked;
            ++counts[splitFields(line, sep).size()];
        }
        if (looked == 0)
            break;
        qsizetype modal = 1;
        int modalCount = 0;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            if (it.value() > modalCount || (it.value() == modalCount && it.key() > modal)) {
                modal = it.key();
                modalCount = it.value();
            }
        const double share = double(modalCount) / looked;
        if (modal >= 2 && share >= 0.6 && share > bestShare + 1e-9) {
            best = sep;
            bestShare = share;
        }
    }
    return best;
}

QList<CsvRow> splitRows(const QStringList &lines, QChar separator)
{
    QList<CsvRow> rows;
    rows.reserve(lines.size());
    qsizetype i = 0;
    while (i < lines.size()) {
        CsvRow row;
        row.line = int(i + 1);
        row.raw = lines.at(i);
        bool open = false;
        row.fields = splitFields(row.raw, separator, &open);
        qsizetype end = i + 1;
        // A quoted field with line breaks: take the next lines while the quote stays open.
        while (open && end < lines.size() && end - i < kMaxQuotedLines) {
            row.raw += u'\n' + lines.at(end);
            ++end;
            row.fields = splitFields(row.raw, separator, &open);
        }
        if (open && end - i > 1) {
            // Never closed: the line stands alone and its quote is only a character.
            end = i + 1;
            row.raw = lines.at(i);
            row.fields = splitFields(row.raw, separator, &open);
        }
        row.lineCount = int(end - i);
        rows.append(row);
        i = end;
    }
    return rows;
}

} // namespace webshop::orders
