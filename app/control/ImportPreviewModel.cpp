#include "app/control/ImportPreviewModel.h"

#include "app/control/ImportController.h"

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
        case NoteColumn: return row.note;
        }
        return {};
    case Qt::ToolTipRole: return row.note;
    case Qt::TextAlignmentRole:
        if (index.column() == LineColumn || index.column() == QuantityColumn)
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
    case NoteColumn: return tr("Note");
    }
    return {};
}

} // namespace webshop::control
