#include "app/orders/OrderFile.h"

#include "app/orders/CsvSplit.h"

namespace webshop::orders {

namespace {

OrderRecord::Kind kindOf(const CsvRow &row)
{
    if (isCommentLine(row.raw))
        return OrderRecord::Kind::Comment;
    for (const QString &f : row.fields)
        if (!f.trimmed().isEmpty())
            return OrderRecord::Kind::Data;
    return OrderRecord::Kind::Blank;
}

QString cell(const QStringList &fields, qsizetype column)
{
    return column >= 0 && column < fields.size() ? fields.at(column).trimmed() : QString();
}

// The evidence one value gives about its decimal mark.
DecimalMark markOf(QStringView v)
{
    const qsizetype comma = v.lastIndexOf(u','), point = v.lastIndexOf(u'.');
    if (comma >= 0 && point >= 0)
        return comma > point ? DecimalMark::Comma : DecimalMark::Point;
    const qsizetype at = comma >= 0 ? comma : point;
    if (at < 0)
        return DecimalMark::Unknown;
    const QChar mark = v.at(at);
    if (v.count(mark) > 1)
        return mark == u',' ? DecimalMark::Point : DecimalMark::Comma; // "1,234,567": groups
    const qsizetype digitsAfter = v.size() - at - 1;
    if (digitsAfter == 3)
        return DecimalMark::Unknown; // "1,500": a fraction or a group, the value cannot tell
    return mark == u',' ? DecimalMark::Comma : DecimalMark::Point;
}

// True when `v`, a number, shows the mark that is not the column's decimal mark without the
// decimal mark after it: "1,250" or "1.234,5" where the column writes "2.5", "1.250" where it
// writes "2,5". Read by the column's mark, that other mark would be a group separator (1250):
// a value from a different source, or a slip, that no reading can be sure of.
bool contradictsMark(QStringView v, DecimalMark mark)
{
    if (mark == DecimalMark::Unknown)
        return false;
    bool digit = false;
    for (QChar c : v) {
        if (c.isDigit())
            digit = true;
        else if (c != u',' && c != u'.' && c != u' ' && c != u'\'' && c != u'-' && c != u'+')
            return false; // not a number: read (and refused) as one
    }
    const QChar own = mark == DecimalMark::Comma ? u',' : u'.';
    const QChar other = mark == DecimalMark::Comma ? u'.' : u',';
    const qsizetype at = v.lastIndexOf(other);
    return digit && at >= 0 && v.indexOf(own, at) < 0;
}

QuantityProblem problemOf(values::LocaleParseError e)
{
    using E = values::LocaleParseError;
    switch (e) {
    case E::None: return QuantityProblem::None;
    case E::Empty: return QuantityProblem::Missing;
    case E::Negative: return QuantityProblem::NotPositive;
    case E::TooManyDecimals: return QuantityProblem::TooManyDecimals;
    case E::Ambiguous: return QuantityProblem::Ambiguous;
    case E::WholeOnly: return QuantityProblem::WholePacksOnly;
    case E::Invalid:
    case E::TooLarge: return QuantityProblem::Unreadable;
    }
    return QuantityProblem::Unreadable;
}

} // namespace

DecimalMark detectDecimalMark(const QStringList &values)
{
    int comma = 0, point = 0;
    for (const QString &v : values) {
        switch (markOf(QStringView(v).trimmed())) {
        case DecimalMark::Comma: ++comma; break;
        case DecimalMark::Point: ++point; break;
        case DecimalMark::Unknown: break;
        }
    }
    if (comma > point)
        return DecimalMark::Comma;
    if (point > comma)
        return DecimalMark::Point;
    return DecimalMark::Unknown;
}

void readQuantity(OrderRecord &record, DecimalMark mark, const QLocale &fallbackLocale)
{
    values::LocaleParseOptions o;
    o.allowNegative = false;
    QLocale locale = fallbackLocale;
    if (mark == DecimalMark::Comma)
        locale = QLocale(QLocale::German, QLocale::Germany);
    else if (mark == DecimalMark::Point)
        locale = QLocale(QLocale::English, QLocale::UnitedStates);
    else
        o.eitherMarkIsDecimal = true; // a lone mark with other than three digits after it
    record.quantity.reset();
    if (contradictsMark(QStringView(record.quantityText).trimmed(), mark)) {
        record.quantityProblem = QuantityProblem::MarkContradicts;
        return;
    }
    const values::LocaleParseResult r = values::Decimal::parseLocale(locale, record.quantityText, o);
    record.quantityProblem = problemOf(r.error);
    if (r.error == values::LocaleParseError::Ambiguous) {
        record.ambiguousDecimal = r.decimalReading;
        record.ambiguousGrouped = r.groupedReading;
    }
    if (r.value && !r.value->isNegative() && !r.value->isZero())
        record.quantity = r.value;
    else if (r.value)
        record.quantityProblem = QuantityProblem::NotPositive;
}

// size-ok: a parser that reads the text in one pass
OrderFile readOrderText(const QString &text, const ReadOptions &options)
{
    OrderFile file;
    const QStringList lines = physicalLines(text);
    file.info.lineCount = int(lines.size());
    file.info.separator = detectSeparator(lines);
    const QList<CsvRow> rows = splitRows(lines, file.info.separator);

    QList<qsizetype> dataRows; // indexes of rows with data
    int columns = 0;
    for (qsizetype i = 0; i < rows.size(); ++i)
        if (kindOf(rows.at(i)) == OrderRecord::Kind::Data) {
            dataRows.append(i);
            columns = qMax(columns, int(qMin<qsizetype>(rows.at(i).fields.size(), 64)));
        }

    // A header is the first line with data, when it looks like one.
    qsizetype headerRow = -1;
    QList<QStringList> sample;
    for (qsizetype k = 1; k < dataRows.size() && sample.size() < 500; ++k)
        sample.append(rows.at(dataRows.at(k)).fields);
    if (!dataRows.isEmpty() && looksLikeHeader(rows.at(dataRows.first()).fields, sample, options))
        headerRow = dataRows.first();
    if (headerRow < 0 && !dataRows.isEmpty())
        sample.prepend(rows.at(dataRows.first()).fields);

    QList<Role> roles = headerRow >= 0 ? rolesFromHeader(rows.at(headerRow).fields, options) : QList<Role>();
    roles.resize(columns, Role::Ignored);
    // No header names the quantity: the data must single out one column, else nothing is guessed.
    QList<int> quantityCandidates;
    if (!roles.contains(Role::Quantity))
        for (int c : quantityColumnsFromData(sample, columns))
            if (roles.at(c) == Role::Ignored)
                quantityCandidates.append(c);
    if (!roles.contains(Role::Id) && !roles.contains(Role::Text)) {
        // Names that say nothing about the article column: let the data speak, keep the rest.
        const QList<Role> guessed = rolesFromData(sample, columns);
        for (int c = 0; c < columns; ++c)
            if (roles.at(c) == Role::Ignored && !roles.contains(guessed.at(c)))
                roles[c] = guessed.at(c);
    } else if (!roles.contains(Role::Quantity)) {
        const QList<Role> guessed = rolesFromData(sample, columns);
        const qsizetype q = guessed.indexOf(Role::Quantity);
        if (q >= 0 && roles.at(q) == Role::Ignored)
            roles[q] = Role::Quantity;
    }
    if (quantityCandidates.size() > 1) {
        const qsizetype q = roles.indexOf(Role::Quantity);
        if (q >= 0)
            roles[q] = Role::Ignored;
    } else if (quantityCandidates.size() == 1 && !roles.contains(Role::Quantity)
               && roles.at(quantityCandidates.constFirst()) == Role::Ignored) {
        roles[quantityCandidates.constFirst()] = Role::Quantity;
    }
    file.info.hasHeader = headerRow >= 0;
    file.info.roles = roles;
    file.info.quantityCandidates = quantityCandidates;
    const qsizetype idCol = roles.indexOf(Role::Id), textCol = roles.indexOf(Role::Text),
                    qtyCol = roles.indexOf(Role::Quantity), packCol = roles.indexOf(Role::Pack);

    QStringList quantities;
    for (qsizetype i : std::as_const(dataRows))
        if (i != headerRow)
            quantities.append(cell(rows.at(i).fields, qtyCol));
    file.info.decimalMark = detectDecimalMark(quantities);
    QLocale fallback = options.fallbackLocale;
    if (file.info.separator == u';' && fallback.decimalPoint() != u",")
        fallback = QLocale(QLocale::German, QLocale::Germany); // ';' is what Excel writes where ',' is the decimal mark

    file.records.reserve(rows.size());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const CsvRow &row = rows.at(i);
        OrderRecord r;
        r.line = row.line;
        r.lineCount = row.lineCount;
        r.raw = row.raw;
        r.fields = row.fields;
        r.kind = i == headerRow ? OrderRecord::Kind::Header : kindOf(row);
        if (r.kind == OrderRecord::Kind::Data) {
            r.id = cell(row.fields, idCol);
            r.text = cell(row.fields, textCol);
            r.pack = cell(row.fields, packCol);
            r.quantityText = cell(row.fields, qtyCol);
            readQuantity(r, file.info.decimalMark, fallback);
            if (file.info.quantityUnclear()) {
                r.quantityProblem = QuantityProblem::ColumnUnclear;
                r.quantityColumns = file.info.quantityCandidates;
            }
        }
        file.records.append(std::move(r));
    }
    return file;
}

OrderFile readOrderFile(const QByteArray &bytes, const ReadOptions &options)
{
    const DecodedText decoded = decodeOrderText(bytes);
    OrderFile file = readOrderText(decoded.text, options);
    file.info.encoding = decoded.encoding;
    return file;
}

} // namespace webshop::orders
