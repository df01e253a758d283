// What the guide shows: its texts (the order, the cost, what was ordered before), its roles,
// its editable cells and headers.

#include "models/GuideModel.h"

#include "models/BasketQuantities.h"
#include "models/MoneyFormat.h"
#include "models/PriceDisplay.h"

#include <QRegularExpression>

namespace webshop::models {

using values::GuideOrder;

namespace {
// A short date without the year ("28/11", "28.11", "11/28"): the last weeks' adds.
QString shortDate(const QLocale &locale, QDate date)
{
    QString format = locale.dateFormat(QLocale::ShortFormat);
    format.remove(QRegularExpression(QStringLiteral("y+")));
    while (!format.isEmpty() && QStringLiteral("/-., ").contains(format.back()))
        format.chop(1);
    while (!format.isEmpty() && QStringLiteral("/-., ").contains(format.front()))
        format.remove(0, 1);
    return locale.toString(date, format);
}

QVariant decimalOrNothing(const std::optional<values::Decimal> &d)
{
    return d ? QVariant::fromValue(*d) : QVariant();
}
} // namespace

QString GuideModel::orderText(const Row &row) const
{
    const GuideOrder order = values::orderFor(row.line, row.onHand);
    switch (order.kind) {
    case GuideOrder::Kind::NotCounted: return tr("not counted");
    case GuideOrder::Kind::NoPar: return tr("no par");
    case GuideOrder::Kind::Enough: return tr("enough");
    case GuideOrder::Kind::Order: break;
    }
    const QLocale locale = m_prices ? m_prices->locale() : QLocale();
    return formatQuantity(locale, order.quantity, row.line.weight);
}

QString GuideModel::costText(int row) const
{
    if (orderAt(row).kind != GuideOrder::Kind::Order)
        return {};
    const values::LinePrice p = priceAt(row);
    const bool net = m_prices && m_prices->showsNet();
    const std::optional<values::Decimal> amount = p.amount(net);
    if (!amount)
        return priceUnknownText();
    const QLocale locale = m_prices ? m_prices->locale() : QLocale();
    const QString text = formatMoney(locale, *amount, p.currency);
    return p.isEstimate() ? QStringLiteral("\u2248 ") + text : text;
}

QString GuideModel::beforeText(const Row &row) const
{
    const History h = m_history.value(row.line.bundleId);
    const QLocale locale = m_prices ? m_prices->locale() : QLocale();
    QStringList parts;
    for (const auto &[when, amount] : h.lastAdds)
        //: One earlier add in the guide's "Ordered before" column: "3 on 24/11"
        parts << tr("%1 on %2").arg(formatQuantity(locale, amount, row.line.weight),
                                    shortDate(locale, when.toLocalTime().date()));
    return parts.join(QStringLiteral(" \u00b7 "));
}

QVariant GuideModel::display(const Row &row, int column) const
{
    const QLocale locale = m_prices ? m_prices->locale() : QLocale();
    switch (column) {
    case ShelfColumn: return row.line.shelf;
    case ArticleColumn:
        return row.line.pack.isEmpty() ? row.line.name : tr("%1 \u00b7 %2").arg(row.line.name, row.line.pack);
    case NoteColumn: return row.line.countUnit;
    case ParColumn: return row.line.par ? formatQuantity(locale, *row.line.par, row.line.weight) : QString();
    case SuggestedColumn: {
        const auto s = m_history.value(row.line.bundleId).suggestedPar;
        return s && s != row.line.par ? formatQuantity(locale, *s, row.line.weight) : QString();
    }
    case OnHandColumn: return row.onHand ? formatQuantity(locale, *row.onHand, row.line.weight) : QString();
    case OrderColumn: return orderText(row);
    case BeforeColumn: return beforeText(row);
    default: return {};
    }
}

QVariant GuideModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return column == CostColumn ? QVariant(costText(index.row())) : display(row, column);
    case Qt::EditRole:
        if (column == ArticleColumn)
            return row.line.bundleId;
        if (column == ParColumn)
            return decimalOrNothing(row.line.par);
        if (column == OnHandColumn)
            return decimalOrNothing(row.onHand);
        return display(row, column);
    case Qt::ToolTipRole:
        if (column == CostColumn && priceAt(index.row()).isEstimate())
            return tr("Without deposit, or with an estimated one: the shop states a pack's deposit in the basket only.");
        if (column == SuggestedColumn && !display(row, column).toString().isEmpty())
            return tr("The most this pack was added on one day in the last four weeks. Take it with Ctrl+Shift+P.");
        if (column == ArticleColumn)
            return display(row, column);
        return {};
    case Qt::TextAlignmentRole:
        if (column == ParColumn || column == SuggestedColumn || column == OnHandColumn || column == OrderColumn
            || column == CostColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    case BundleIdRole: return row.line.bundleId;
    case WeightRole: return row.line.weight;
    case OrderKindRole: return int(orderAt(index.row()).kind);
    case OrderQuantityRole: {
        const GuideOrder o = orderAt(index.row());
        return o.kind == GuideOrder::Kind::Order ? QVariant::fromValue(o.quantity) : QVariant();
    }
    case EstimateRole: return priceAt(index.row()).isEstimate();
    case PackChoicesRole:
    case PackIdsRole: {
        QStringList out;
        for (const values::Bundle &b : m_packSource ? m_packSource(row.line.variantId) : QList<values::Bundle>())
            out << (role == PackIdsRole ? b.bundleId : b.description);
        return out;
    }
    case MutedRole:
        return (column == OrderColumn && orderAt(index.row()).kind != GuideOrder::Kind::Order)
            || column == SuggestedColumn || column == BeforeColumn || column == NoteColumn;
    default: return {};
    }
}

bool GuideModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= m_rows.size())
        return false;
    const int row = index.row();
    const auto decimal = [&]() -> std::optional<values::Decimal> {
        return value.isValid() && value.canConvert<values::Decimal>() ? std::optional(value.value<values::Decimal>()) : std::nullopt;
    };
    switch (index.column()) {
    case OnHandColumn: return setOnHand(row, decimal());
    case ArticleColumn: return setPack(row, value.toString());
    case ParColumn: return setPar(row, decimal());
    case ShelfColumn:
    case NoteColumn: {
        QString &field = index.column() == ShelfColumn ? m_rows[row].line.shelf : m_rows[row].line.countUnit;
        field = value.toString().trimmed();
        emit dataChanged(index, index);
        emit guideEdited();
        return true;
    }
    default: return false;
    }
}

Qt::ItemFlags GuideModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled;
    const int c = index.column();
    if (c == ShelfColumn || c == NoteColumn || c == ParColumn || c == OnHandColumn)
        f |= Qt::ItemIsEditable;
    // The pack is chosen where the article has several (F2, or a double click).
    if (c == ArticleColumn && m_packSource && m_packSource(m_rows.at(index.row()).line.variantId).size() > 1)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant GuideModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return section == ParColumn || section == SuggestedColumn || section == OnHandColumn || section == OrderColumn
                || section == CostColumn
            ? int(Qt::AlignRight | Qt::AlignVCenter)
            : int(Qt::AlignLeft | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const bool net = m_prices && m_prices->showsNet();
    switch (section) {
    case ShelfColumn: return tr("Position");
    case ArticleColumn: return tr("Article · pack");
    case NoteColumn: return tr("Count in");
    case ParColumn: return tr("Par");
    case SuggestedColumn: return tr("Suggested");
    case OnHandColumn: return tr("On hand");
    case OrderColumn: return tr("Order");
    case CostColumn: return net ? tr("Net incl. deposit") : tr("Gross incl. deposit");
    case BeforeColumn: return tr("Ordered before");
    default: return {};
    }
}

} // namespace webshop::models
