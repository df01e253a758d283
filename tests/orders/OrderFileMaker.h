#pragma once

// Builds order files from the demo catalogue with the expected status of every record: good
// lines (bundle numbers, article numbers, exact names with umlauts, kg with a decimal comma)
// mixed with bad ones (wrong quantities, unknown numbers and texts, ambiguous texts,
// duplicates, blank and comment lines, a quoted line break).

#include "app/demo/DemoCatalogue.h"
#include "app/orders/OrderFile.h"

#include <QHash>
#include <QString>

namespace webshop::test {

struct MadeOrderFile
{
    QString text;                          // lines joined with '\n'
    QHash<int, QString> expectedStatus;    // first line of each record -> status code
    QHash<int, QString> expectedBundle;    // for lines whose pack is known in advance
    int lines = 0;
};

// `lines` physical lines (header included), fields joined by `separator`.
MadeOrderFile makeOrderFile(int lines, QChar separator);
// Texts the demo search answers with several equally good articles.
QStringList ambiguousTexts();

} // namespace webshop::test
