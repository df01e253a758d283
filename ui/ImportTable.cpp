#include "ui/ImportTable.h"

#include "app/control/ImportController.h"
#include "app/control/ImportPreviewModel.h"
#include "ui/ImportRowDelegate.h"
#include "ui/Theme.h"

#include <QHeaderView>

namespace webshop::ui {

using control::ImportPreviewModel;
using control::ImportStatus;

ImportTable::ImportTable(QAbstractItemModel *lines, QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("importTable"));
    setModel(lines);
    setItemDelegate(new ImportRowDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setWordWrap(false);
    setAlternatingRowColors(true);
    setShowGrid(false);
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 14);
    QHeaderView *header = horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(ImportPreviewModel::ArticleColumn, QHeaderView::Stretch);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    sizeColumns();
}

void ImportTable::sizeColumns()
{
    const QFontMetrics fm = fontMetrics();
    // The result column fits its longest words ("Merged into line 1,234", "Check quantity").
    int result = 0;
    control::ImportRow sample;
    sample.duplicateOf = 99999;
    for (ImportStatus s : {ImportStatus::Ready, ImportStatus::Choose, ImportStatus::InvalidQuantity, ImportStatus::Merged,
                           ImportStatus::Duplicate, ImportStatus::NotChecked, ImportStatus::Refused, ImportStatus::Uncertain}) {
        sample.status = s;
        sample.exactId = true;
        result = qMax(result, fm.horizontalAdvance(ImportPreviewModel::statusText(sample)));
    }
    setColumnWidth(ImportPreviewModel::LineColumn, fm.horizontalAdvance(QStringLiteral("00000")) + 2 * Theme::unit);
    setColumnWidth(ImportPreviewModel::InputColumn, fm.averageCharWidth() * 28);
    setColumnWidth(ImportPreviewModel::ResultColumn, qMin(result, fm.averageCharWidth() * 24) + 4 * Theme::unit);
    setColumnWidth(ImportPreviewModel::PackColumn, fm.averageCharWidth() * 18);
    setColumnWidth(ImportPreviewModel::QuantityColumn, fm.averageCharWidth() * 10);
    const int money = fm.horizontalAdvance(QStringLiteral("≈ 00.000,00 €")) + 2 * Theme::unit;
    // Never less than the column's title ("Cena jedn. brutto").
    for (int column : {ImportPreviewModel::UnitPriceColumn, ImportPreviewModel::LineTotalColumn})
        setColumnWidth(column, qMax(money, horizontalHeader()->sectionSizeHint(column)));
    // The current line's note also stands in full under the table: its column gives room to the prices.
    setColumnWidth(ImportPreviewModel::NoteColumn, fm.averageCharWidth() * 32);
}

} // namespace webshop::ui
