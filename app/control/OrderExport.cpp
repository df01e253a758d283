#include "app/control/OrderExport.h"

#include "app/orders/OrderCsv.h"

namespace webshop::control {

QByteArray orderCsv(const QList<models::SheetLine> &lines, const QLocale &locale)
{
    QList<orders::ExportLine> rows;
    rows.reserve(lines.size());
    for (const models::SheetLine &line : lines)
        rows.append({line.articleNo, line.name, line.pack, line.quantity});
    return orders::OrderCsv::exportLines(rows, locale);
}

} // namespace webshop::control
