#pragma once

// Splits decoded order-file text into records: one per physical line, or several lines when
// a quoted field holds line breaks. Every physical line ends up in exactly one record. A quote
// that is never closed (or stays open for more than kMaxQuotedLines lines) does not swallow the
// rest of the file: its line is then read on its own, the quote taken literally. Pure.

#include <QList>
#include <QString>
#include <QStringList>

namespace webshop::orders {

struct CsvRow
{
    int line = 0;      // first physical line, from 1
    int lineCount = 1;
    QString raw;       // the text of its lines, joined with '\n'
    QStringList fields;
};

inline constexpr int kMaxQuotedLines = 50;

// The physical lines of a text: "\r\n", "\n" and "\r" end a line; a final line break does not
// start another line.
QStringList physicalLines(const QString &text);
// The field separator the lines show: '\t', ';', ',' or '|'; QChar() for one column.
// Blank lines and lines starting with '#' are not looked at.
QChar detectSeparator(const QStringList &lines);
// Records over `lines` (from physicalLines()). `separator` QChar(): each line is one field.
QList<CsvRow> splitRows(const QStringList &lines, QChar separator);
// The fields of one record's text (quotes resolved); `open` tells whether it ended inside quotes.
QStringList splitFields(QStringView text, QChar separator, bool *open = nullptr);
bool isCommentLine(QStringView line);

} // namespace webshop::orders
