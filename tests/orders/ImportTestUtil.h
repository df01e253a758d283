#pragma once

// Helpers of the import tests: run an OrderImport to its end, read a report back.

#include "app/orders/CsvSplit.h"
#include "app/orders/OrderImport.h"

#include <QSignalSpy>

namespace webshop::test {

// Starts the import and waits for finished(); false on timeout.
inline bool resolveAll(orders::OrderImport &import, const orders::OrderFile &file, int timeoutMs = 120000)
{
    QSignalSpy finished(&import, &orders::OrderImport::finished);
    import.start(file);
    return !finished.isEmpty() || finished.wait(timeoutMs);
}

// The rows of a CSV written by OrderCsv (BOM stripped), header included.
inline QList<QStringList> csvRows(const QByteArray &bytes, QChar separator)
{
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QList<QStringList> rows;
    for (const orders::CsvRow &row : orders::splitRows(orders::physicalLines(text), separator))
        rows.append(row.fields);
    return rows;
}

} // namespace webshop::test
