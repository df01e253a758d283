#pragma once

// The messages of an import in the UI language: one sentence per line result, for the
// preview and the report. The status codes stay English (OrderTypes.h).

#include "app/orders/OrderTypes.h"

#include <QCoreApplication>

namespace webshop::orders {

class OrderTexts
{
    Q_DECLARE_TR_FUNCTIONS(webshop::orders::OrderTexts)
public:
    static QString message(const LineResult &line, const QLocale &locale);
    static QString quantityMessage(const OrderRecord &record, const QLocale &locale);
    // "Frische Vollmilch 3,5 % Fett, 1 l (Karton 12 × 1-l-Packung, 100000101)"
    static QString describe(const Candidate &candidate);
};

} // namespace webshop::orders
