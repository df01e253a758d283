#include "app/orders/OrderTexts.h"

#include "app/orders/OrderCsv.h"

#include <QLocale>

namespace webshop::orders {

QString OrderTexts::describe(const Candidate &c)
{
    if (c.bundleId.isEmpty())
        return {};
    if (c.pack.isEmpty())
        return tr("%1 (%2)").arg(c.name, c.bundleId);
    return tr("%1 (%2, %3)").arg(c.name, c.pack, c.bundleId);
}

QString OrderTexts::quantityMessage(const OrderRecord &r, const QLocale &locale)
{
    switch (r.quantityProblem) {
    case QuantityProblem::None: return {};
    case QuantityProblem::Missing: return tr("No quantity given.");
    case QuantityProblem::Unreadable: return tr("The quantity \"%1\" is not a number.").arg(r.quantityText);
    case QuantityProblem::Ambiguous:
        return tr("The quantity \"%1\" could mean %2 or %3: write it without a thousands separator.")
            .arg(r.quantityText, r.ambiguousDecimal.toLocaleString(locale), r.ambiguousGrouped.toLocaleString(locale));
    case QuantityProblem::NotPositive: return tr("The quantity must be more than 0.");
    case QuantityProblem::TooManyDecimals: return tr("The quantity \"%1\" has more than four decimals.").arg(r.quantityText);
    case QuantityProblem::WholePacksOnly:
        return tr("This pack is sold in whole numbers only, not %1.").arg(r.quantityText);
    case QuantityProblem::MarkContradicts: {
        // The last mark of the value is the one the column does not use as its decimal mark.
        const bool comma = r.quantityText.lastIndexOf(u',') > r.quantityText.lastIndexOf(u'.');
        return comma ? tr("The quantity \"%1\" has a comma, but the other quantities of this column use a point as "
                          "the decimal mark: write it with a point and without a thousands separator.")
                           .arg(r.quantityText)
                     : tr("The quantity \"%1\" has a point, but the other quantities of this column use a comma as "
                          "the decimal mark: write it with a comma and without a thousands separator.")
                           .arg(r.quantityText);
    }
    case QuantityProblem::ColumnUnclear: return quantityColumnsMessage(r.quantityColumns, locale);
    }
    return {};
}

QString OrderTexts::quantityColumnsMessage(const QList<int> &columns, const QLocale &locale)
{
    QStringList numbers;
    for (int c : columns)
        numbers << locale.toString(c + 1);
    //: %1: column numbers ("2 and 3"); %2: the header names the reader accepts for the quantity
    return tr("Not imported: columns %1 could each be the quantity, and no header line says which. "
              "Add a first line with the column names, with %2 above the quantity column.")
        .arg(locale.createSeparatedList(numbers), acceptedQuantityNames());
}

QString OrderTexts::acceptedQuantityNames()
{
    // Names the reader accepts (ColumnRoles.cpp), in the UI language's word first when the export writes one.
    QStringList names{QStringLiteral("\"Menge\""), QStringLiteral("\"Anzahl\""), QStringLiteral("\"Quantity\""),
                      QStringLiteral("\"Qty\"")};
    const QString own = u'"' + OrderCsv::exportHeader().at(3) + u'"';
    if (!names.contains(own, Qt::CaseInsensitive))
        names.prepend(own);
    //: the words a header may use for the quantity column, e.g. "Menge" or "Quantity"
    return tr("%1 or %2").arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.constLast());
}

QString OrderTexts::fileMessage(const OrderFileInfo &info, const QLocale &locale)
{
    return info.quantityUnclear() ? quantityColumnsMessage(info.quantityCandidates, locale) : QString();
}

QString OrderTexts::largeAddMessage(const LineResult &line, const QLocale &locale)
{
    const QString limit = locale.toString(line.largeLimitValue);
    QString why;
    switch (line.largeLimit) {
    case LargeAddLimit::None:
    case LargeAddLimit::Packs:
        why = tr("Not added: %1 packs of %2 are more than the %3 packs one add may have without a question.")
                  .arg(line.quantity.toLocaleString(locale), describe(line.match), limit);
        break;
    case LargeAddLimit::Kilograms:
        why = tr("Not added: %1 kg of %2 are more than the %3 kg one add may have without a question.")
                  .arg(line.quantity.toLocaleString(locale), describe(line.match), limit);
        break;
    case LargeAddLimit::Gross: {
        const values::Decimal gross = lineGross(line).value_or(values::Decimal());
        why = tr("Not added: %1 of %2 cost %3 %4 gross, more than the %5 %4 one add may cost without a question.")
                  .arg(line.quantity.toLocaleString(locale), describe(line.match), gross.toLocaleString(locale, 2),
                       line.match.currency, limit);
        break;
    }
    }
    return why + u' '
        + tr("Check the quantity; to add it anyway, run the import again with --allow-large, or raise the "
             "limit in Preferences (Large quantities).");
}

QString OrderTexts::heldBackMessage(const LineResult &line, const QLocale &locale)
{
    const QString when = locale.toString(line.earlierAt.toLocalTime(), QLocale::ShortFormat);
    const QString why = line.earlierLine > 0 && line.earlierLine != line.record.line
        ? tr("An earlier run of this file sent this pack on %1 for line %2, and this line is not known to be "
             "in the basket.").arg(when).arg(line.earlierLine)
        : tr("An earlier run of this file sent this line on %1, and it is not known whether it arrived (or it "
             "was sent with another article or quantity).").arg(when);
    return tr("Not sent again. %1 Check the basket; to add it anyway, add the file again (--again on the "
              "command line).").arg(why);
}

QString OrderTexts::message(const LineResult &line, const QLocale &locale)
{
    const OrderRecord &r = line.record;
    const QString match = describe(line.match);
    switch (line.status) {
    case LineStatus::Pending: return tr("Not checked yet.");
    case LineStatus::Ok: {
        QString m = line.exactId ? tr("Article number: %1").arg(match) : tr("Best match: %1").arg(match);
        if (!line.mergedLines.isEmpty())
            m += u' ' + tr("Includes the quantities of lines %1.").arg(line.mergedLines.join(QStringLiteral(", ")));
        if (line.duplicateOf > 0)
            m += u' ' + tr("The same pack as line %1, kept as a line of its own.").arg(line.duplicateOf);
        return m;
    }
    case LineStatus::Ambiguous:
        if (!r.pack.isEmpty() && line.exactId)
            return tr("The pack \"%1\" does not name one pack of %2: choose one.").arg(r.pack, line.match.name);
        return tr("Several articles fit \"%1\"; best match: %2.").arg(r.what(), match);
    case LineStatus::NotFound:
        if (r.what().isEmpty())
            return tr("No article number or text.");
        return tr("No article found for \"%1\".").arg(r.what());
    case LineStatus::InvalidQuantity: return quantityMessage(r, locale);
    case LineStatus::Duplicate:
        if (line.merged)
            return tr("Merged into line %1.").arg(line.duplicateOf);
        return tr("The same pack as line %1: merge the lines or keep both.").arg(line.duplicateOf);
    case LineStatus::Skipped:
        switch (r.kind) {
        case OrderRecord::Kind::Header: return tr("Header line.");
        case OrderRecord::Kind::Blank: return tr("Blank line.");
        case OrderRecord::Kind::Comment: return tr("Comment line.");
        case OrderRecord::Kind::Data: break;
        }
        return tr("Not checked: the import was cancelled.");
    case LineStatus::Error: return tr("Could not be checked: %1").arg(line.detail);
    case LineStatus::Added:
        return line.detail.isEmpty() ? tr("Added: %1").arg(match) : tr("Added: %1. %2").arg(match, line.detail);
    case LineStatus::Refused: return tr("Not added: %1").arg(line.detail);
    case LineStatus::Uncertain:
        if (line.heldBack)
            return heldBackMessage(line, locale);
        return tr("Perhaps added: check the basket. %1").arg(line.detail);
    case LineStatus::NeedsConfirmation: return largeAddMessage(line, locale);
    case LineStatus::AlreadyAdded:
        return tr("Already added by an earlier run of this file on %1: %2. Not sent again.")
            .arg(locale.toString(line.earlierAt.toLocalTime(), QLocale::ShortFormat), match);
    }
    return {};
}

} // namespace webshop::orders
