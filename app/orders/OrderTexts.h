#pragma once

// The messages of an import in the UI language: one sentence per line result, for the
// preview and the report. The status codes stay English (OrderTypes.h).

#include "app/orders/OrderFile.h"
#include "app/orders/OrderTypes.h"

#include <QCoreApplication>

namespace webshop::orders {

class OrderTexts
{
    Q_DECLARE_TR_FUNCTIONS(webshop::orders::OrderTexts)
public:
    static QString message(const LineResult &line, const QLocale &locale);
    static QString quantityMessage(const OrderRecord &record, const QLocale &locale);
    // Why the whole file is refused (OrderFileInfo::quantityUnclear()); empty when it is not.
    static QString fileMessage(const OrderFileInfo &info, const QLocale &locale);
    // "Not imported: columns 2 and 3 could each be the quantity … "Menge", … above the quantity column."
    static QString quantityColumnsMessage(const QList<int> &columns, const QLocale &locale);
    // The header names for the quantity column a hint offers: "\"Menge\", \"Anzahl\", \"Quantity\" or \"Qty\"".
    static QString acceptedQuantityNames();
    // needs_confirmation: which large-add limit, and how to add the line anyway.
    static QString largeAddMessage(const LineResult &line, const QLocale &locale);
    // An `uncertain` line held back because an earlier run of the same file may have added it.
    static QString heldBackMessage(const LineResult &line, const QLocale &locale);
    // "Frische Vollmilch 3,5 % Fett, 1 l (Karton 12 × 1-l-Packung, 100000101)"
    static QString describe(const Candidate &candidate);
};

} // namespace webshop::orders
