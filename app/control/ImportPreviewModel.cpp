#include "app/control/ImportPreviewModel.h"

#include "app/control/ImportController.h"
#include "models/BasketQuantities.h"
#include "models/PriceDisplay.h"

namespace webshop::control {

ImportPreviewModel::ImportPreviewModel(ImportController *controller, QObject *parent)
    : QAbstractTableModel(parent), m_controller(controller)
{
    connect(controller, &ImportController::rowsReset, this, [this] {
        beginResetModel();
        endResetModel();
    });
    connect(controller, &ImportController::rowChanged, this,
            [this](int row) { emit dataChanged(index(row, 0), index(row, ColumnCount - 1)); });
}

int ImportPreviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_controller ? 0 : m_controller->rowCount();
}

int ImportPreviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ImportPreviewModel::statusText(const ImportRow &row)
{
    switch (row.status) {
    case ImportStatus::Checking: return tr("Checking…");
    case ImportStatus::Ready: return row.exactId ? tr("Number found") : tr("Best match");
    case ImportStatus::Choose: return tr("Choose");
    case ImportStatus::NotFound: return tr("Not found");
    case ImportStatus::InvalidQuantity: return tr("Check quantity");
    case ImportStatus::Duplicate: return tr("Same as line %1").arg(row.duplicateOf);
    case ImportStatus::Merged: return tr("Merged into line %1").arg(row.duplicateOf);
    case ImportStatus::Skipped: return tr("Skipped");
    case ImportStatus::NotChecked: return tr("Not checked");
    case ImportStatus::Error: return tr("Not checked (error)");
    case ImportStatus::Added: return tr("Added");
    case ImportStatus::Refused: return tr("Not added");
    case ImportStatus::Uncertain: return tr("Check basket");
    case ImportStatus::AlreadyAdded: return tr("Added before");
    }
    return {};
}

QVariant ImportPreviewModel::data(const QModelIndex &index, int role) const
{
    if (!m_controller || !index.isValid() || index.row() >= m_controller->rowCount())
        return {};
    const ImportRow &row = m_controller->row(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case LineColumn: return row.lineCount > 1 ? QStringLiteral("%1–%2").arg(row.line).arg(row.line + row.lineCount - 1)
                                                  : QString::number(row.line);
        case InputColumn: return QString(row.input).replace(u'\n', u' ').replace(u'\t', QStringLiteral("  "));
        case ResultColumn: return statusText(row);
        case ArticleColumn: return row.article;
        case PackColumn: return row.pack;
        case QuantityColumn: return row.quantity;
        case UnitPriceColumn:
        case LineTotalColumn: return priceData(row, index.column(), role);
        case NoteColumn: return row.note;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == UnitPriceColumn || index.column() == LineTotalColumn)
            return priceData(row, index.column(), role);
        return row.note;
    case LineNetRole:
    case LineGrossRole: return priceData(row, index.column(), role);
    case Qt::TextAlignmentRole:
        if (index.column() == LineColumn || index.column() == QuantityColumn || index.column() == UnitPriceColumn
            || index.column() == LineTotalColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    case StatusRole: return int(row.status);
    case ProblemRole: return isProblem(row.status);
    case HasChoicesRole: return !row.choices.isEmpty() || row.status == ImportStatus::Duplicate;
    }
    return {};
}

QVariant ImportPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case LineColumn: return tr("Line");
    case InputColumn: return tr("In the file");
    case ResultColumn: return tr("Result");
    case ArticleColumn: return tr("Article");
    case PackColumn: return tr("Pack");
    case QuantityColumn: return tr("Quantity");
    case UnitPriceColumn:
        return m_prices && m_prices->showsNet() ? tr("Unit net") : tr("Unit gross");
    case LineTotalColumn:
        return m_prices && m_prices->showsNet() ? tr("Total net") : tr("Total gross");
    case NoteColumn: return tr("Note");
    }
    return {};
}

void ImportPreviewModel::setPrices(models::PriceDisplay *prices, const QAbstractItemModel *basket)
{
    m_prices = prices;
    if (prices) {
        connect(prices, &models::PriceDisplay::modeChanged, this, &ImportPreviewModel::pricesChanged);
        connect(prices, &models::PriceDisplay::localeChanged, this, &ImportPreviewModel::pricesChanged);
    }
    if (!m_basket) {
        m_basket = new models::BasketQuantities(this);
        connect(m_basket, &models::BasketQuantities::changed, this, &ImportPreviewModel::pricesChanged);
    }
    m_basket->setBasket(basket);
    pricesChanged();
}

void ImportPreviewModel::pricesChanged()
{
    emit headerDataChanged(Qt::Horizontal, UnitPriceColumn, LineTotalColumn);
    if (rowCount() > 0)
        emit dataChanged(index(0, UnitPriceColumn), index(rowCount() - 1, LineTotalColumn));
}

values::LinePrice ImportPreviewModel::linePrice(const ImportRow &row) const
{
    if (!m_prices || !row.amount || (!row.unitNet && !row.unitGross) || row.bundleId.isEmpty())
        return {};
    return models::linePriceOf(m_basket ? m_basket->holdings() : models::BasketHoldings(), row.bundleId,
                               values::UnitPrices::of(row.unitNet, row.unitGross, row.currency), *row.amount);
}

QVariant ImportPreviewModel::priceData(const ImportRow &row, int column, int role) const
{
    const values::LinePrice price = linePrice(row);
    if (role == LineNetRole || role == LineGrossRole) {
        const auto amount = price.amount(role == LineNetRole);
        return amount ? QVariant::fromValue(*amount) : QVariant();
    }
    if (!m_prices || !row.amount || !price.isKnown())
        return {};
    const bool net = m_prices->showsNet();
    if (column == UnitPriceColumn)
        return role == Qt::DisplayRole ? m_prices->format(net ? row.unitNet : row.unitGross, row.currency) : QVariant();
    const auto deposit = net ? price.depositNet : price.depositGross;
    if (role == Qt::ToolTipRole) {
        if (!price.depositKnown)
            return tr("≈: without deposit. The shop states a pack's deposit in the basket only, and this pack is not "
                      "in your basket yet.");
        return deposit && !deposit->isZero() ? tr("Incl. %1 deposit").arg(m_prices->format(*deposit, row.currency)) : QVariant();
    }
    const QString amount = m_prices->format(price.amount(net), row.currency);
    //: An amount the basket may show otherwise (the tooltip says why), e.g. "≈ 20,79 €"
    return price.isEstimate() ? tr("≈ %1").arg(amount) : amount;
}

values::LineTotals ImportPreviewModel::readyTotals() const
{
    values::LineTotals totals;
    for (int i = 0; m_controller && i < m_controller->rowCount(); ++i)
        if (m_controller->row(i).status == ImportStatus::Ready)
            totals.add(linePrice(m_controller->row(i)));
    return totals;
}

QString ImportPreviewModel::readyTotalText() const
{
    const values::LineTotals t = readyTotals();
    if (!m_prices || t.lines == 0)
        return {};
    const bool net = m_prices->showsNet();
    QString text = m_prices->format(t.amount(net), t.currency.isEmpty() ? QStringLiteral("EUR") : t.currency);
    const auto deposit = net ? t.depositNet : t.depositGross;
    if (deposit && !deposit->isZero())
        //: The price of an add with its deposit, e.g. "32,56 € incl. 11,78 € deposit"
        text = tr("%1 incl. %2 deposit").arg(text, m_prices->format(*deposit, t.currency));
    if (t.estimate)
        text = tr("≈ %1").arg(text);
    //: The order total of the ready lines before they are added, e.g. "Total gross: 1.234,56 €"
    QString out = tr("%1: %2").arg(net ? tr("Total net") : tr("Total gross"), text);
    if (t.unknownLines > 0)
        out += QStringLiteral(" · ") + tr("%Ln line(s) without a known price", nullptr, t.unknownLines);
    return out;
}

} // namespace webshop::control
