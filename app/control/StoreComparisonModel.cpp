#include "app/control/StoreComparisonModel.h"

#include "app/control/StoreComparison.h"
#include "models/MoneyFormat.h"
#include "models/PriceDisplay.h"

namespace webshop::control {

using State = StoreCell::State;

StoreComparisonModel::StoreComparisonModel(StoreComparison *comparison, models::PriceDisplay *prices, QObject *parent)
    : QAbstractTableModel(parent), m_comparison(comparison), m_prices(prices)
{
    connect(comparison, &StoreComparison::reset, this, &StoreComparisonModel::onReset);
    connect(comparison, &StoreComparison::storeChanged, this, &StoreComparisonModel::onStoreChanged);
    connect(prices, &models::PriceDisplay::modeChanged, this, [this] {
        updateSummary();
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    });
    updateSummary();
}

StoreComparisonModel::~StoreComparisonModel() = default;

int StoreComparisonModel::storeCount() const
{
    return int(m_comparison->stores().size());
}

qsizetype StoreComparisonModel::lineCount() const
{
    return m_comparison->lines().size();
}

bool StoreComparisonModel::showsNet() const
{
    return m_prices->showsNet();
}

QString StoreComparisonModel::depositCurrency() const
{
    for (const ComparedLine &line : m_comparison->lines())
        if (!line.line.depositCurrency.isEmpty())
            return line.line.depositCurrency;
    return m_summary.currency;
}

QString StoreComparisonModel::storeName(int store) const
{
    const ComparedStore &s = m_comparison->stores().at(store);
    return s.place.isEmpty() ? tr("Store %1").arg(s.storeId) : tr("%1 (%2)").arg(s.place, s.storeId);
}

int StoreComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || lineCount() == 0 ? 0 : int(lineCount()) + 1;
}

int StoreComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstStoreColumn + storeCount();
}

QVariant StoreComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int store = index.column() - FirstStoreColumn;
    if (role == StoreIndexRole)
        return store >= 0 ? store : -1;
    if (role == TotalRowRole)
        return index.row() == totalRow();
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(index.column() == ArticleColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                                   : Qt::AlignRight | Qt::AlignVCenter);
    if (index.row() == totalRow())
        return totalData(index.column(), role);
    const ComparedLine &line = m_comparison->lines().at(index.row());
    if (store >= 0)
        return cellData(line, store, role);
    if (role == CellStateRole)
        return -1;
    return lineData(line, index.column(), role);
}

QVariant StoreComparisonModel::lineData(const ComparedLine &line, int column, int role) const
{
    if (role == DetailsRole)
        return column == ArticleColumn ? line.pack : QString();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case ArticleColumn:
        return role == Qt::ToolTipRole ? line.name + u'\n' + line.pack : line.name;
    case QuantityColumn:
        return m_prices->formatQuantity(line.line.quantity, line.weight);
    case DepositColumn: {
        const auto &deposit = showsNet() ? line.line.depositNet : line.line.depositGross;
        return deposit && !deposit->isZero() ? m_prices->format(*deposit, depositCurrency()) : QString();
    }
    default:
        return {};
    }
}

QString StoreComparisonModel::cellText(const StoreCell &cell) const
{
    switch (cell.state) {
    case State::Waiting: return tr("Checking…");
    case State::NotSold: return tr("Not sold here");
    case State::PriceUnknown: return models::priceUnknownText();
    case State::Failed: return tr("Not loaded");
    case State::Cancelled: return tr("Not checked");
    case State::Priced: break;
    }
    const QString amount = m_prices->format(cell.line(showsNet()), cell.currency);
    //: An amount the basket may show otherwise (the tooltip says why), e.g. "≈ 20,79 €"
    return cell.estimate && !showsNet() ? tr("≈ %1").arg(amount) : amount;
}

QString StoreComparisonModel::cellToolTip(const StoreCell &cell) const
{
    switch (cell.state) {
    case State::NotSold: return tr("This store does not sell this article in this pack.");
    case State::PriceUnknown: return tr("The store sells it, but the server gave no price.");
    case State::Failed: return cell.problem;
    case State::Cancelled: return tr("The comparison was cancelled before this store was asked.");
    case State::Waiting: return {};
    case State::Priced: break;
    }
    const QString unit = tr("Per unit: %1 net, %2 gross")
                             .arg(m_prices->format(cell.unitNet, cell.currency), m_prices->format(cell.unitGross, cell.currency));
    if (!cell.estimate || showsNet())
        return unit;
    return unit + u'\n' + tr("≈: the VAT rate cannot be read exactly from this pack's price: the basket may differ by a cent.");
}

QVariant StoreComparisonModel::cellData(const ComparedLine &line, int store, int role) const
{
    const StoreCell &cell = line.cells.at(store);
    switch (role) {
    case Qt::DisplayRole: return cellText(cell);
    case Qt::ToolTipRole: return cellToolTip(cell);
    case CellStateRole: return int(cell.state);
    case CheapestRole: return cheapestCells(line, showsNet()).contains(store);
    case Qt::AccessibleTextRole:
        return cheapestCells(line, showsNet()).contains(store) ? tr("%1, cheapest").arg(cellText(cell)) : cellText(cell);
    default: return {};
    }
}

QVariant StoreComparisonModel::totalData(int column, int role) const
{
    const int store = column - FirstStoreColumn;
    if (role == CellStateRole) // a total is "priced" once it is known; words otherwise
        return store < 0 ? -1 : int(m_summary.totals.value(store) ? State::Priced : State::Waiting);
    if (role == CheapestRole)
        return store >= 0 && m_summary.cheapestStores.contains(store);
    if (role == DetailsRole && column == ArticleColumn)
        return tr("%1 of %2 lines: those every store sells").arg(m_summary.comparableLines).arg(lineCount());
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    if (column == ArticleColumn)
        return tr("Total");
    if (column == DepositColumn) {
        const auto &deposit = showsNet() ? m_summary.depositNet : m_summary.depositGross;
        return deposit && !deposit->isZero() ? m_prices->format(*deposit, depositCurrency()) : QString();
    }
    if (store < 0)
        return QString();
    if (!m_summary.complete)
        return m_comparison->isRunning() ? tr("Checking…") : tr("Not checked");
    const auto &total = m_summary.totals.at(store);
    if (!total)
        return tr("No total");
    const QString text = m_prices->format(*total, m_summary.currency);
    return role == Qt::AccessibleTextRole && m_summary.cheapestStores.contains(store) ? tr("%1, cheapest").arg(text) : text;
}

QVariant StoreComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(section == ArticleColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                            : Qt::AlignRight | Qt::AlignVCenter);
    const int store = section - FirstStoreColumn;
    if (role == Qt::ToolTipRole && store >= 0 && store < storeCount())
        return m_comparison->stores().at(store).current ? tr("The store of your current delivery address") : QString();
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ArticleColumn: return tr("Article");
    case QuantityColumn: return tr("Quantity");
    case DepositColumn: return tr("Deposit");
    default: break;
    }
    if (store < 0 || store >= storeCount())
        return {};
    const QString mode = m_prices->modeLabel();
    return m_comparison->stores().at(store).current ? tr("%1\n%2 · current store").arg(storeName(store), mode)
                                                    : tr("%1\n%2").arg(storeName(store), mode);
}

QStringList StoreComparisonModel::missingNotes() const
{
    QStringList notes;
    if (!m_summary.complete)
        return notes;
    for (const ComparedLine &line : m_comparison->lines()) {
        if (isComparable(line, showsNet()))
            continue;
        QStringList notSold, unknown, failed;
        for (int s = 0; s < line.cells.size(); ++s) {
            const StoreCell &c = line.cells.at(s);
            if (c.state == State::NotSold)
                notSold.append(storeName(s));
            else if (c.state == State::PriceUnknown || (c.state == State::Priced && !c.line(showsNet())))
                unknown.append(storeName(s));
            else if (c.state != State::Priced)
                failed.append(storeName(s));
        }
        QStringList why;
        if (!notSold.isEmpty())
            why.append(tr("not sold at %1").arg(notSold.join(QStringLiteral(", "))));
        if (!unknown.isEmpty())
            why.append(tr("price unknown at %1").arg(unknown.join(QStringLiteral(", "))));
        if (!failed.isEmpty())
            why.append(tr("not checked at %1").arg(failed.join(QStringLiteral(", "))));
        if (why.isEmpty())
            why.append(tr("prices in different currencies"));
        notes.append(tr("%1: %2").arg(line.name, why.join(QStringLiteral("; "))));
    }
    return notes;
}

void StoreComparisonModel::onReset()
{
    beginResetModel();
    updateSummary();
    endResetModel();
}

void StoreComparisonModel::onStoreChanged(int store)
{
    if (lineCount() == 0)
        return;
    updateSummary();
    const int column = FirstStoreColumn + store;
    emit dataChanged(index(0, column), index(totalRow(), column));
    // The marks and totals of the other stores move too.
    emit dataChanged(index(totalRow(), 0), index(totalRow(), columnCount() - 1));
    if (m_summary.complete)
        emit dataChanged(index(0, FirstStoreColumn), index(totalRow(), columnCount() - 1));
}

void StoreComparisonModel::updateSummary()
{
    m_summary = summarize(m_comparison->lines(), storeCount(), showsNet());
    emit summaryChanged();
}

} // namespace webshop::control
