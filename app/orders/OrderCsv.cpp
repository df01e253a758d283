#include "app/orders/OrderCsv.h"

#include "app/orders/OrderTexts.h"

namespace webshop::orders {

CsvDialect CsvDialect::forLocale(const QLocale &locale)
{
    CsvDialect d;
    d.decimalComma = locale.decimalPoint() == u",";
    d.separator = d.decimalComma ? u';' : u',';
    return d;
}

QByteArray OrderCsv::write(const QList<QStringList> &rows, const CsvDialect &dialect)
{
    QString out;
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i)
                out += dialect.separator;
            const QString &f = row.at(i);
            const bool quote = f.contains(dialect.separator) || f.contains(u'"') || f.contains(u'\n')
                || f.contains(u'\r') || f.startsWith(u' ') || f.endsWith(u' ') || f.startsWith(u'#');
            if (quote)
                out += u'"' + QString(f).replace(u'"', QStringLiteral("\"\"")) + u'"';
            else
                out += f;
        }
        out += QStringLiteral("\r\n");
    }
    return QByteArray("\xEF\xBB\xBF") + out.toUtf8();
}

QString OrderCsv::quantityText(values::Decimal quantity, const CsvDialect &dialect)
{
    QString s = quantity.toString();
    if (dialect.decimalComma)
        s.replace(u'.', u',');
    return s;
}

QStringList OrderCsv::reportHeader()
{
    return {QStringLiteral("line"), QStringLiteral("input"), QStringLiteral("bundle_id"),
            QStringLiteral("quantity"), QStringLiteral("status"), QStringLiteral("message")};
}

QByteArray OrderCsv::report(const QList<LineResult> &lines, const QLocale &locale)
{
    const CsvDialect dialect = CsvDialect::forLocale(locale);
    QList<QStringList> rows;
    rows.reserve(lines.size() + 1);
    rows.append(reportHeader());
    for (const LineResult &line : lines) {
        const bool hasQuantity = line.record.kind == OrderRecord::Kind::Data
            && line.record.quantityProblem == QuantityProblem::None && line.record.quantity;
        // What is sent (a merged sum on the first line), else the quantity as read, else as typed.
        const QString quantity = !hasQuantity ? line.record.quantityText
            : quantityText(line.quantity.isZero() ? *line.record.quantity : line.quantity, dialect);
        rows.append({QString::number(line.record.line), line.record.raw, line.match.bundleId, quantity,
                     statusCode(line.status), OrderTexts::message(line, locale)});
    }
    return write(rows, dialect);
}

QStringList OrderCsv::exportHeader()
{
    return {tr("Article no."), tr("Name"), tr("Pack"), tr("Quantity")};
}

QByteArray OrderCsv::exportLines(const QList<ExportLine> &lines, const QLocale &locale)
{
    const CsvDialect dialect = CsvDialect::forLocale(locale);
    QList<QStringList> rows;
    rows.reserve(lines.size() + 1);
    rows.append(exportHeader());
    for (const ExportLine &l : lines)
        rows.append({l.bundleId, l.name, l.pack, quantityText(l.quantity, dialect)});
    return write(rows, dialect);
}

ReadOptions OrderCsv::readOptionsFor(const QLocale &locale)
{
    ReadOptions o;
    o.fallbackLocale = locale;
    const QStringList names = exportHeader();
    const Role roles[] = {Role::Id, Role::Text, Role::Pack, Role::Quantity};
    for (int i = 0; i < 4; ++i)
        o.extraHeaderNames.append({names.at(i), roles[i]});
    return o;
}

} // namespace webshop::orders
