// The import preview's prices before anything is added: the column sizes (the price columns
// among them) and the order total of the ready lines, deposit included where the basket shows
// it (ImportPreviewModel: the one arithmetic, app/values/LinePrice.h).

#include "ui/ImportDialog.h"

#include "app/control/ImportController.h"
#include "app/control/ImportPreviewModel.h"
#include "models/PriceDisplay.h"
#include "ui/Theme.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>

namespace webshop::ui {

using control::ImportPreviewModel;
using control::ImportStatus;

void ImportDialog::sizeColumns()
{
    const QFontMetrics fm = m_table->fontMetrics();
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
    m_table->setColumnWidth(ImportPreviewModel::LineColumn, fm.horizontalAdvance(QStringLiteral("00000")) + 2 * Theme::unit);
    m_table->setColumnWidth(ImportPreviewModel::InputColumn, fm.averageCharWidth() * 28);
    m_table->setColumnWidth(ImportPreviewModel::ResultColumn, qMin(result, fm.averageCharWidth() * 24) + 4 * Theme::unit);
    m_table->setColumnWidth(ImportPreviewModel::PackColumn, fm.averageCharWidth() * 18);
    m_table->setColumnWidth(ImportPreviewModel::QuantityColumn, fm.averageCharWidth() * 10);
    const int money = fm.horizontalAdvance(QStringLiteral("≈ 00.000,00 €")) + 2 * Theme::unit;
    // Never less than the column's title ("Cena jedn. brutto").
    for (int column : {ImportPreviewModel::UnitPriceColumn, ImportPreviewModel::LineTotalColumn})
        m_table->setColumnWidth(column, qMax(money, m_table->horizontalHeader()->sectionSizeHint(column)));
    // The current line's note also stands in full under the table: its column gives room to the prices.
    m_table->setColumnWidth(ImportPreviewModel::NoteColumn, fm.averageCharWidth() * 32);
}

QLabel *ImportDialog::buildTotal()
{
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("importTotal"));
    m_total->setFont(Theme::semibold(font()));
    m_total->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_total->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (m_services.prices)
        connect(m_services.prices, &models::PriceDisplay::modeChanged, this, &ImportDialog::updateTotal);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ImportDialog::updateTotal);
    return m_total;
}

void ImportDialog::updateTotal()
{
    const bool shown = m_controller->state() != control::ImportController::State::Added;
    const QString text = shown ? m_model->readyTotalText() : QString();
    m_total->setText(text);
    m_total->setVisible(!text.isEmpty());
    m_total->setToolTip(m_model->readyTotals().estimate
                            ? tr("≈: without the deposit of packs that are not in your basket yet: the shop states a "
                                 "pack's deposit in the basket only.")
                            : QString());
}

} // namespace webshop::ui
