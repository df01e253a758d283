#pragma once

// Writing CSV: the per-line report of an import and the export of order lines (basket, list,
// quick-order grid). UTF-8 with a BOM and CRLF line ends, so Excel opens it; where the locale
// writes a decimal comma, fields are separated by ';' and quantities use the comma. An
// exported file reads back (readOrderFile with readOptionsFor() the same locale) to the same
// lines.

#include "app/orders/OrderFile.h"
#include "app/orders/OrderTypes.h"

#include <QCoreApplication>
#include <QLocale>

namespace webshop::orders {

struct CsvDialect
{
    QChar separator = u',';
    bool decimalComma = false;
    static CsvDialect forLocale(const QLocale &locale);
};

// One line of an export.
struct ExportLine
{
    QString bundleId;
    QString name;
    QString pack;
    values::Decimal quantity;
    friend bool operator==(const ExportLine &, const ExportLine &) = default;
};

class OrderCsv
{
    Q_DECLARE_TR_FUNCTIONS(webshop::orders::OrderCsv)
public:
    // Rows to CSV bytes (BOM, CRLF, fields quoted where needed).
    static QByteArray write(const QList<QStringList> &rows, const CsvDialect &dialect);
    // "1,5" or "1.5": no group separators, as many decimals as needed.
    static QString quantityText(values::Decimal quantity, const CsvDialect &dialect);

    // The report: line, input, bundle_id, quantity, status, message (header in English: the
    // column names and the status codes are stable; the message is in the UI language).
    static QByteArray report(const QList<LineResult> &lines, const QLocale &locale);
    static QStringList reportHeader();

    // The export, with a header in the UI language that the reader recognises.
    static QByteArray exportLines(const QList<ExportLine> &lines, const QLocale &locale);
    static QStringList exportHeader();
    // How to read files of this app back: its header names, the locale's decimal mark.
    static ReadOptions readOptionsFor(const QLocale &locale);
};

} // namespace webshop::orders
