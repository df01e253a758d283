#pragma once

// Reads an order file (CSV, TSV or semicolon; any of the encodings of TextDecoding.h) into one
// OrderRecord per record of the file. Pure and total: any bytes give a result, and every
// physical line of the input belongs to exactly one record (sum of lineCount == lineCount of
// the file), so no line is ever dropped.
//
// What is detected, from the data:
// - the separator (tab, ';', ',', '|'; none: one column);
// - a header line (known column names in English and German, or a first line of words above
//   columns of numbers) and the role of each column: article/bundle number, text, quantity,
//   pack. Without a header the roles come from what the columns hold, and the quantity is taken
//   only by evidence: when the header names no quantity column and more than one column holds
//   numbers that could be quantities, nothing decides between them and the whole file is
//   refused (every data record QuantityProblem::ColumnUnclear, OrderFileInfo::quantityUnclear());
// - the quantity column's decimal mark, from the values that show it ("1,5", "2.25",
//   "1.234,5"). A column that never shows it reads "1,500"/"1.500" by `fallbackLocale`
//   (German-style for ';' files) and refuses what stays ambiguous instead of guessing. In a
//   column that shows it, a value with the other mark and no decimal mark after it ("1,250"
//   or "1.234,5" among "2.5", "1.250" among "2,5") is refused (MarkContradicts), never read
//   as a group separator.
// Quantities are read strictly (Decimal::parseLocale): what was typed is what is sent.

#include "app/orders/OrderTypes.h"
#include "app/orders/TextDecoding.h"

#include <QByteArray>
#include <QLocale>

namespace webshop::orders {

enum class DecimalMark { Unknown, Comma, Point };

struct ReadOptions
{
    // How an undecided quantity column reads a lone "," or "." (the UI locale).
    QLocale fallbackLocale = QLocale(QLocale::English, QLocale::UnitedStates);
    // Extra header names to recognise (e.g. the translated ones this app exports), per role.
    QList<std::pair<QString, Role>> extraHeaderNames;
};

struct OrderFileInfo
{
    Encoding encoding = Encoding::Utf8;
    QChar separator;          // QChar(): one column
    bool hasHeader = false;
    QList<Role> roles;        // per column
    DecimalMark decimalMark = DecimalMark::Unknown;
    int lineCount = 0;        // physical lines of the file
    // More than one entry: these columns (from 0) could each be the quantity and no header
    // says which; no column has the Quantity role and the file is refused as a whole.
    QList<int> quantityCandidates;
    bool quantityUnclear() const { return quantityCandidates.size() > 1; }
};

struct OrderFile
{
    OrderFileInfo info;
    QList<OrderRecord> records;
};

OrderFile readOrderFile(const QByteArray &bytes, const ReadOptions &options = {});
// The same for text that is already decoded (pasted from the clipboard).
OrderFile readOrderText(const QString &text, const ReadOptions &options = {});

// Column roles from a header line: one role per cell (Ignored where the name is not known).
QList<Role> rolesFromHeader(const QStringList &cells, const ReadOptions &options = {});
// Column roles from the data rows (no header, or a header of unknown names): see the .cpp.
QList<Role> rolesFromData(const QList<QStringList> &rows, int columns);
// The columns that could be the quantity by what they hold (see the .cpp), left to right.
QList<int> quantityColumnsFromData(const QList<QStringList> &rows, int columns);
// True when `cells` look like a header above `dataRows` (known names, or words above numbers).
bool looksLikeHeader(const QStringList &cells, const QList<QStringList> &dataRows, const ReadOptions &options = {});
// The decimal mark the values show (see above).
DecimalMark detectDecimalMark(const QStringList &values);
// One quantity cell, read with a column's decimal mark (Unknown: the fallback locale's, strictly).
void readQuantity(OrderRecord &record, DecimalMark mark, const QLocale &fallbackLocale);

} // namespace webshop::orders
