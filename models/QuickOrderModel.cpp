#include "models/QuickOrderModel.h"

#include "models/BasketQuantities.h"
#include "models/PriceDisplay.h"

// The edits of the grid: each one is recorded for undo first; the last row is kept empty so
// that there is always a row to type into.

namespace webshop::models {

QuickOrderModel::QuickOrderModel(PriceDisplay *prices, QObject *parent)
    : QAbstractTableModel(parent)
    , m_prices(prices ? prices : new PriceDisplay(this))
{
    connect(m_prices, &PriceDisplay::modeChanged, this, [this] {
        if (!m_lines.isEmpty()) {
            emit dataChanged(index(0, UnitPriceColumn), index(rowCount() - 1, LineTotalColumn));
            emit headerDataChanged(Qt::Horizontal, UnitPriceColumn, LineTotalColumn);
        }
        emit totalsChanged();
    });
    connect(m_prices, &PriceDisplay::localeChanged, this, [this] {
        if (!m_lines.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        emit totalsChanged();
    });
    ensureTrailingEmpty();
}

QuickOrderModel::~QuickOrderModel() = default;

QuickOrderLine QuickOrderModel::newLine()
{
    QuickOrderLine line;
    line.id = m_nextId++;
    return line;
}

int QuickOrderModel::rowOf(quint64 lineId) const
{
    for (int row = 0; row < m_lines.size(); ++row)
        if (m_lines.at(row).id == lineId)
            return row;
    return -1;
}

int QuickOrderModel::filledCount() const
{
    return int(std::count_if(m_lines.cbegin(), m_lines.cend(), [](const QuickOrderLine &l) { return !l.isBlank(); }));
}

void QuickOrderModel::ensureTrailingEmpty()
{
    if (!m_lines.isEmpty() && m_lines.constLast().isBlank())
        return;
    const int row = int(m_lines.size());
    beginInsertRows({}, row, row);
    m_lines.append(newLine());
    endInsertRows();
}

void QuickOrderModel::lineChanged(int row)
{
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit totalsChanged();
}

void QuickOrderModel::setWhat(int row, const QString &what)
{
    if (row < 0 || row >= m_lines.size() || m_lines.at(row).what == what)
        return;
    m_undo.record(m_lines);
    m_lines[row].retype(what);
    lineChanged(row);
    ensureTrailingEmpty();
    emit edited();
}

void QuickOrderModel::setQuantity(int row, std::optional<values::Decimal> quantity)
{
    if (row < 0 || row >= m_lines.size() || m_lines.at(row).quantity == quantity)
        return;
    m_undo.record(m_lines);
    m_lines[row].quantity = quantity;
    m_lines[row].forgetAdd(); // another quantity is another add
    lineChanged(row);
    emit edited();
}

void QuickOrderModel::removeLine(int row)
{
    if (row < 0 || row >= m_lines.size() || (m_lines.at(row).isBlank() && row == m_lines.size() - 1))
        return;
    m_undo.record(m_lines);
    beginRemoveRows({}, row, row);
    m_lines.removeAt(row);
    endRemoveRows();
    ensureTrailingEmpty();
    emit totalsChanged();
    emit edited();
}

void QuickOrderModel::appendLines(const QList<QuickOrderLine> &lines)
{
    if (lines.isEmpty())
        return;
    m_undo.record(m_lines);
    // Into the trailing empty row and on from there.
    const int first = int(m_lines.size()) - 1;
    beginRemoveRows({}, first, first);
    m_lines.removeLast();
    endRemoveRows();
    beginInsertRows({}, first, first + int(lines.size()) - 1);
    for (QuickOrderLine line : lines) {
        line.id = m_nextId++;
        m_lines.append(line);
    }
    endInsertRows();
    ensureTrailingEmpty();
    emit totalsChanged();
    emit edited();
}

void QuickOrderModel::clearAll()
{
    if (filledCount() == 0)
        return;
    m_undo.record(m_lines);
    beginResetModel();
    m_lines.clear();
    m_lines.append(newLine());
    endResetModel();
    emit totalsChanged();
    emit edited();
}

int QuickOrderModel::removeAdded()
{
    const int added = int(std::count_if(m_lines.cbegin(), m_lines.cend(), [](const QuickOrderLine &l) { return l.isAdded(); }));
    if (added == 0)
        return 0;
    m_undo.record(m_lines);
    for (int row = int(m_lines.size()) - 1; row >= 0; --row) {
        if (!m_lines.at(row).isAdded())
            continue;
        beginRemoveRows({}, row, row);
        m_lines.removeAt(row);
        endRemoveRows();
    }
    ensureTrailingEmpty();
    emit totalsChanged();
    emit edited();
    return added;
}

void QuickOrderModel::undo()
{
    if (m_undo.isEmpty())
        return;
    // Undo brings back text and quantities, never an add (QuickOrderUndo).
    beginResetModel();
    m_lines = m_undo.takeBack(m_lines);
    endResetModel();
    ensureTrailingEmpty();
    emit totalsChanged();
    emit edited();
}

void QuickOrderModel::setResolving(quint64 lineId)
{
    const int row = rowOf(lineId);
    if (row < 0)
        return;
    m_lines[row].state = QuickOrderLine::State::Resolving;
    m_lines[row].note.clear();
    lineChanged(row);
}

void QuickOrderModel::setResolved(quint64 lineId, const QuickOrderPick &pick)
{
    const int row = rowOf(lineId);
    if (row < 0)
        return;
    m_lines[row].resolve(pick);
    lineChanged(row);
    ensureTrailingEmpty();
    emit edited();
}

void QuickOrderModel::setUnresolved(quint64 lineId, QuickOrderLine::State state, const QString &note)
{
    const int row = rowOf(lineId);
    if (row < 0)
        return;
    m_lines[row].unresolve(state, note);
    lineChanged(row);
}

void QuickOrderModel::setSending(quint64 lineId)
{
    const int row = rowOf(lineId);
    if (row < 0)
        return;
    m_lines[row].startSending();
    lineChanged(row);
}

void QuickOrderModel::setAddResult(quint64 lineId, values::AddState state, const AddResultText &result, const QString &message)
{
    const int row = rowOf(lineId);
    if (row < 0)
        return;
    m_lines[row].takeResult(state, result, message);
    lineChanged(row);
}

void QuickOrderModel::setAddId(quint64 lineId, quint64 addId, const QDateTime &at)
{
    const int row = rowOf(lineId);
    if (row < 0)
        return;
    m_lines[row].addId = addId;
    m_lines[row].addedAt = at;
}

void QuickOrderModel::setBasket(const QAbstractItemModel *basket)
{
    if (!m_basket) {
        m_basket = new BasketQuantities(this);
        connect(m_basket, &BasketQuantities::changed, this, &QuickOrderModel::basketChanged);
    }
    m_basket->setBasket(basket);
}

std::optional<values::Decimal> QuickOrderModel::inBasket(const QString &bundleId) const
{
    return m_basket && !bundleId.isEmpty() ? m_basket->quantity(bundleId) : std::nullopt;
}

void QuickOrderModel::basketChanged()
{
    if (m_lines.isEmpty())
        return;
    emit dataChanged(index(0, WhatColumn), index(rowCount() - 1, WhatColumn),
                     {InBasketRole, InBasketTextRole, Qt::ToolTipRole});
    // The deposit per pack and the basket's own figures come from the basket.
    emit dataChanged(index(0, DepositColumn), index(rowCount() - 1, LineTotalColumn));
    emit totalsChanged();
}

int QuickOrderModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int QuickOrderModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Qt::ItemFlags QuickOrderModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == WhatColumn || index.column() == QuantityColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool QuickOrderModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole)
        return false;
    if (index.column() == WhatColumn) {
        setWhat(index.row(), value.toString());
        return true;
    }
    if (index.column() == QuantityColumn) {
        if (value.canConvert<values::Decimal>() && value.userType() == qMetaTypeId<values::Decimal>())
            setQuantity(index.row(), value.value<values::Decimal>());
        else if (!value.isValid())
            setQuantity(index.row(), std::nullopt);
        else
            return false;
        return true;
    }
    return false;
}

} // namespace webshop::models
