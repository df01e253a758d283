#include "ui/ComparisonTables.h"

#include "app/control/StoreComparisonModel.h"
#include "ui/ComparisonDelegate.h"
#include "ui/GraphLinks.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace webshop::ui {

namespace {

QTableView *plainTable(QAbstractItemModel *model, QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setModel(model);
    table->setItemDelegate(new ComparisonDelegate(table));
    table->setFrameShape(QFrame::NoFrame);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setShowGrid(false);
    table->setWordWrap(false);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(ComparisonDelegate::rowHeight(table->font()));
    return table;
}

} // namespace

ComparisonTables::ComparisonTables(QAbstractItemModel *model, QWidget *parent)
    : QFrame(parent), m_model(model)
{
    setFrameShape(QFrame::StyledPanel);
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(1, 1, 1, 1);
    v->setSpacing(0);

    m_lines = plainTable(model, this);
    m_lines->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_lines->setSelectionMode(QAbstractItemView::SingleSelection);
    m_lines->setTabKeyNavigation(false); // arrows move between cells, Tab on to the buttons
    m_lines->horizontalHeader()->setHighlightSections(false);
    m_lines->horizontalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    v->addWidget(m_lines, 1);

    auto *bottom = new QHBoxLayout;
    bottom->setContentsMargins(0, 0, 0, 0);
    bottom->setSpacing(0);
    m_totals = plainTable(model, this);
    m_totals->setObjectName(QStringLiteral("comparisonTotals"));
    m_totals->horizontalHeader()->hide();
    m_totals->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_totals->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_totals->setSelectionMode(QAbstractItemView::NoSelection);
    m_totals->setFocusPolicy(Qt::NoFocus);
    m_totals->setFixedHeight(m_totals->verticalHeader()->defaultSectionSize());
    bottom->addWidget(m_totals, 1);
    // Under the lines' scroll bar: keeps the totals under their columns.
    m_scrollBarGap = new QWidget(this);
    m_scrollBarGap->setFixedWidth(m_lines->verticalScrollBar()->sizeHint().width());
    m_scrollBarGap->hide();
    bottom->addWidget(m_scrollBarGap);
    v->addLayout(bottom);

    connect(model, &QAbstractItemModel::modelReset, this, &ComparisonTables::placeRows);
    connect(m_lines->horizontalHeader(), &QHeaderView::sectionResized, this, &ComparisonTables::syncWidths);
    connect(m_lines->horizontalHeader(), &QHeaderView::geometriesChanged, this, &ComparisonTables::syncWidths);
    connect(m_lines->verticalScrollBar(), &QScrollBar::rangeChanged, this,
            [this](int, int max) { m_scrollBarGap->setVisible(max > 0); });
    placeRows();
}

ComparisonTables::~ComparisonTables()
{
    // The model is the dialog's, and may outlive this (GraphLinks.h).
    cutLinks(this, {m_model});
}

void ComparisonTables::placeRows()
{
    const int rows = m_model->rowCount();
    for (int row = 0; row < rows; ++row) {
        const bool total = m_model->index(row, 0).data(control::StoreComparisonModel::TotalRowRole).toBool();
        m_lines->setRowHidden(row, total);
        m_totals->setRowHidden(row, !total);
    }
    m_totals->setVisible(rows > 0);
    syncWidths();
}

void ComparisonTables::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    // The stretched column settles after this event: take the widths once it has.
    QTimer::singleShot(0, this, &ComparisonTables::syncWidths);
}

void ComparisonTables::syncWidths()
{
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_totals->setColumnWidth(column, m_lines->columnWidth(column));
}

int ComparisonTables::wantedHeight() const
{
    int lines = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        lines += m_lines->isRowHidden(row) ? 0 : m_lines->rowHeight(row);
    return m_lines->horizontalHeader()->sizeHint().height() + lines + m_totals->height() + 2 * frameWidth() + 4;
}

} // namespace webshop::ui
