#pragma once

// Order lines (a basket, a personal list, the quick-order grid, as models::SheetLine values)
// to a CSV file that Excel opens and that imports back unchanged: the one export of
// app/orders (OrderCsv), offered to the widgets, which cannot use app/orders themselves.

#include "models/OrderSheet.h"

#include <QByteArray>
#include <QLocale>

namespace webshop::control {

// UTF-8 with a BOM, CRLF; ';' and a decimal comma where `locale` writes a decimal comma.
// Columns: article number (the bundle id), name, pack, quantity; a header in the UI language.
QByteArray orderCsv(const QList<models::SheetLine> &lines, const QLocale &locale);

} // namespace webshop::control
