#include "models/QuickOrderModel.h"

#include "models/PriceDisplay.h"

#include <QJsonObject>

// What a quick order line shows (QuickOrderColumns makes its texts and roles), the totals' text,
// and the draft read back (QuickOrderDraft reads its JSON).

namespace webshop::models {

namespace {

QVariant decimal(const std::optional<values::Decimal> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}

} // namespace

QVariant QuickOrderModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size() || index.column() >= ColumnCount)
        return {};
    const QuickOrderLine &line = m_lines.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return m_columns.text(line, index.column());
    case Qt::EditRole:
        if (index.column() == WhatColumn)
            return line.what;
        if (index.column() == QuantityColumn)
            return decimal(line.quantity);
        return {};
    case Qt::ToolTipRole:
        return m_columns.toolTip(line, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == QuantityColumn || index.column() == UnitPriceColumn || index.column() == DepositColumn
            || index.column() == LineTotalColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return QVariant::fromValue(Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    default:
        return m_columns.roleData(line, role);
    }
}

QVariant QuickOrderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    return m_columns.header(section, role);
}

QString QuickOrderModel::estimateReason(const values::LinePrice &price) const
{
    if (!price.isEstimate())
        return {};
    if (!price.depositKnown)
        return tr("Without deposit: the shop states a pack's deposit in the basket only, and this pack is not "
                  "in your basket yet. The basket may show more.");
    return tr("The VAT rate cannot be read exactly from this pack's price: the basket may differ by a cent.");
}

QString QuickOrderModel::totalText() const
{
    const QuickOrderTotals sums = totals();
    const auto amount = sums.amount(m_prices->showsNet());
    const QString text = m_prices->format(amount, currency());
    return amount && sums.lines().estimate ? tr("≈ %1").arg(text) : text;
}

AddResultText QuickOrderModel::restoredResult(const QuickOrderLine &line, values::AddState state, const QString &message) const
{
    if (line.interrupted || !values::isFinalAddState(state)) {
        AddResultText r;
        r.kind = AddResultText::Kind::Warning;
        r.final = true;
        r.text = tr("May have been added: this add was on its way when the app closed. The basket is checked at "
                    "the next sign-in; it is not sent again by itself.");
        return r;
    }
    const QString quantity = line.quantity ? m_prices->formatQuantity(*line.quantity, line.pick.weight) : QString();
    return describeAdd(state, message, quantity);
}

void QuickOrderModel::restore(const QJsonArray &lines)
{
    beginResetModel();
    m_lines.clear();
    m_undo.clear();
    for (const QJsonValue &v : lines) {
        const QJsonObject o = v.toObject();
        QuickOrderLine line = newLine();
        if (QuickOrderDraft::read(o, &line))
            line.result = restoredResult(line, line.addState, line.addMessage);
        if (!line.isBlank())
            m_lines.append(line);
    }
    m_lines.append(newLine());
    endResetModel();
    emit totalsChanged();
}

} // namespace webshop::models
