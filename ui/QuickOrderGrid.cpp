#include "ui/QuickOrderGrid.h"

#include "app/control/QuickOrder.h"
#include "ui/GraphLinks.h"
#include "ui/QuickOrderDelegate.h"
#include "ui/Theme.h"
#include "ui/WhatEdit.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>

namespace webshop::ui {

using QM = models::QuickOrderModel;

QuickOrderGrid::QuickOrderGrid(control::QuickOrder *controller, QWidget *parent)
    : QTableView(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("quickOrderGrid"));
    setAccessibleName(tr("Quick order lines"));
    setModel(controller->model());
    m_delegate = new QuickOrderDelegate(controller, this, this);
    setItemDelegate(m_delegate);
    setUpView();
    followPackColumn();
    fitColumns();
    // "Unit price gross" and the like: the header follows Net | Gross, and is never cut.
    connect(controller->model(), &QAbstractItemModel::headerDataChanged, this, &QuickOrderGrid::fitColumns);
    connectEditing();
}

QuickOrderGrid::~QuickOrderGrid()
{
    // A cell being edited goes into the draft while the grid is whole, and its editor is
    // released the usual way (QuickOrderDelegate::destroyEditor); then the links go, before
    // the members (GraphLinks.h).
    commitOpenEditor();
    cutLinks(this, {m_controller, m_controller->model()});
}

// How the grid looks and is walked: edit triggers, the soft current row, its headers.
void QuickOrderGrid::setUpView()
{
    setEditTriggers(QAbstractItemView::AnyKeyPressed | QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    setSelectionBehavior(QAbstractItemView::SelectRows); // the current row softly highlighted
    setSelectionMode(QAbstractItemView::SingleSelection);
    setTabKeyNavigation(true);
    setShowGrid(true);
    // The current row softly highlighted, its text as readable as everywhere else.
    QPalette pal = palette();
    pal.setColor(QPalette::Highlight, Theme::tint(Theme::accent(), Theme::isDark() ? 0.30 : 0.12));
    pal.setColor(QPalette::HighlightedText, pal.color(QPalette::Text));
    setPalette(pal);
    setWordWrap(false);
    setCornerButtonEnabled(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 2 * Theme::unit);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QHeaderView *h = horizontalHeader();
    h->setHighlightSections(false);
    h->setSectionResizeMode(QHeaderView::Interactive);
    h->setSectionResizeMode(QM::WhatColumn, QHeaderView::Stretch);
    h->setMinimumSectionSize(60);
    h->setSectionResizeMode(QM::PackColumn, QHeaderView::Interactive); // packs are never cut: see fitPackColumn
}

// The pack column widens with the rows that change, and is measured again once the event loop
// turns after rows go or the model resets (see widenPackColumn).
void QuickOrderGrid::followPackColumn()
{
    m_packFit.setSingleShot(true);
    m_packFit.setInterval(0);
    connect(&m_packFit, &QTimer::timeout, this, &QuickOrderGrid::fitPackColumn);
    QAbstractItemModel *m = m_controller->model();
    const auto refit = [this] {
        if (!m_packFit.isActive())
            m_packFit.start();
    };
    connect(m, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        if (from.column() <= QM::PackColumn && to.column() >= QM::PackColumn)
            widenPackColumn(from.row(), to.row());
    });
    connect(m, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) { widenPackColumn(first, last); });
    connect(m, &QAbstractItemModel::rowsRemoved, this, refit);
    connect(m, &QAbstractItemModel::modelReset, this, refit);
    connect(m, &QAbstractItemModel::layoutChanged, this, refit);
}

// Enter in a cell, a choice needed on the current line, and what the delegate asks of the page.
void QuickOrderGrid::connectEditing()
{
    connect(m_delegate, &QuickOrderDelegate::whatEntered, this, [this](quint64 lineId) { editCell(lineId, QM::QuantityColumn); });
    connect(m_delegate, &QuickOrderDelegate::quantityEntered, this, [this](quint64 lineId) {
        const int row = m_controller->model()->rowOf(lineId);
        if (row >= 0 && row + 1 < model()->rowCount())
            setCurrentIndex(model()->index(row + 1, QM::WhatColumn));
    });
    // A line entered before its suggestions came fits several articles: while the cursor is
    // still on that line, go back to its "what" cell with the choice open (what was typed in
    // its quantity meanwhile is kept). On another line by then, the line says so and waits.
    connect(m_controller, &control::QuickOrder::choiceNeeded, this, [this](quint64 lineId) {
        const int row = m_controller->model()->rowOf(lineId);
        if (row < 0 || currentIndex().row() != row || currentIndex().column() == QM::WhatColumn)
            return;
        commitOpenEditor();
        editCell(lineId, QM::WhatColumn);
        if (QWidget *editor = indexWidget(currentIndex()))
            m_delegate->offerChoice(editor);
    });
    connect(m_delegate, &QuickOrderDelegate::addAllRequested, this, &QuickOrderGrid::addAllRequested);
    connect(m_delegate, &QuickOrderDelegate::addAgainRequested, this, &QuickOrderGrid::addAgainRequested);
    connect(m_delegate, &QuickOrderDelegate::pasteRequested, this, &QuickOrderGrid::pasteRequested);
    connect(m_delegate, &QuickOrderDelegate::quantityRefused, this, &QuickOrderGrid::quantityRefused);
    connect(m_delegate, &QuickOrderDelegate::packChoiceRequested, this, &QuickOrderGrid::openPackChoice);
    connect(m_controller, &control::QuickOrder::packChoicesReady, this, [this](quint64 lineId) {
        if (lineId == std::exchange(m_packChoiceWanted, 0))
            showPackMenu(lineId);
    });
}

void QuickOrderGrid::editCell(quint64 lineId, int column)
{
    const int row = m_controller->model()->rowOf(lineId);
    if (row < 0)
        return;
    const QModelIndex index = model()->index(row, column);
    setCurrentIndex(index);
    edit(index);
}

void QuickOrderGrid::commitOpenEditor()
{
    if (state() != QAbstractItemView::EditingState)
        return;
    if (QWidget *editor = indexWidget(currentIndex()); editor) {
        commitData(editor);
        closeEditor(editor, QAbstractItemDelegate::NoHint);
    }
}

void QuickOrderGrid::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    models::QuickOrderModel *const m = m_controller->model();
    if (enter && event->modifiers() & Qt::ControlModifier && event->modifiers() & Qt::ShiftModifier) {
        // One line, never the grid: Shift must not fall through to Add all.
        if (currentIndex().isValid())
            emit addAgainRequested(currentIndex().data(QM::LineIdRole).toULongLong());
    } else if (enter && event->modifiers() & Qt::ControlModifier) {
        emit addAllRequested();
    } else if (enter && currentIndex().isValid()) {
        const int column = currentIndex().column() == QM::WhatColumn ? QM::WhatColumn : QM::QuantityColumn;
        const QModelIndex target = model()->index(currentIndex().row(), column);
        setCurrentIndex(target);
        edit(target);
    } else if (QuickOrderDelegate::isPackKey(event) && currentIndex().isValid()
               && !currentIndex().data(QM::BundleIdRole).toString().isEmpty()) {
        openPackChoice(currentIndex().data(QM::LineIdRole).toULongLong());
    } else if (event->key() == Qt::Key_Delete && currentIndex().isValid()) {
        const int column = currentIndex().column();
        m->removeLine(currentIndex().row());
        setCurrentIndex(model()->index(qMin(currentIndex().row(), model()->rowCount() - 1), column));
    } else if (event->matches(QKeySequence::Undo)) {
        m->undo();
    } else if (event->matches(QKeySequence::Paste)) {
        const QString text = QApplication::clipboard()->text();
        if (text.trimmed().contains(u'\n'))
            emit pasteRequested(text);
        else
            pasteOneLine(text.trimmed());
    } else {
        QTableView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void QuickOrderGrid::openPackChoice(quint64 lineId)
{
    if (m_controller->packChoices(lineId).size() > 1) {
        showPackMenu(lineId);
        return;
    }
    m_packChoiceWanted = lineId;
    m_controller->loadPackChoices(lineId);
}

void QuickOrderGrid::showPackMenu(quint64 lineId)
{
    const int row = m_controller->model()->rowOf(lineId);
    const QList<models::QuickOrderPick> packs = m_controller->packChoices(lineId);
    if (row < 0 || packs.size() < 2)
        return;
    const QString current = m_controller->model()->line(row).pick.bundleId;
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("quickOrderPackMenu"));
    menu.setAccessibleName(tr("Packs of %1").arg(packs.constFirst().name));
    QAction *active = nullptr;
    for (const models::QuickOrderPick &pack : packs) {
        QAction *action = menu.addAction(WhatEdit::packText(pack, m_controller->model()->prices()));
        action->setCheckable(true);
        action->setChecked(pack.bundleId == current);
        action->setData(pack.bundleId);
        if (pack.bundleId == current)
            active = action;
    }
    const QModelIndex cell = model()->index(row, QM::PackColumn);
    scrollTo(cell);
    if (active)
        menu.setActiveAction(active);
    const QAction *chosen = menu.exec(viewport()->mapToGlobal(visualRect(cell).bottomLeft()), active);
    if (chosen && chosen->data().toString() != current) {
        for (const models::QuickOrderPick &pack : packs)
            if (pack.bundleId == chosen->data().toString())
                m_controller->take(lineId, pack);
    }
    setCurrentIndex(model()->index(m_controller->model()->rowOf(lineId), QM::QuantityColumn));
}

void QuickOrderGrid::contextMenuEvent(QContextMenuEvent *event)
{
    // The line under the mouse; from the keyboard (the menu key), the current line.
    const QModelIndex index = event->reason() == QContextMenuEvent::Mouse ? indexAt(event->pos()) : currentIndex();
    if (!index.isValid() || index.data(QM::BundleIdRole).toString().isEmpty())
        return;
    setCurrentIndex(index);
    const quint64 lineId = index.data(QM::LineIdRole).toULongLong();
    QMenu menu(this);
    QAction *again = menu.addAction(tr("Add Again…"));
    again->setObjectName(QStringLiteral("quickOrderAddAgain"));
    again->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    again->setEnabled(index.data(QM::CanAddAgainRole).toBool());
    again->setToolTip(tr("Add this line to the basket once more (it may be there already)"));
    connect(again, &QAction::triggered, this, [this, lineId] { emit addAgainRequested(lineId); });
    QAction *remove = menu.addAction(tr("Remove Line"));
    remove->setShortcut(QKeySequence(Qt::Key_Delete));
    connect(remove, &QAction::triggered, this, [this, lineId] { m_controller->model()->removeLine(m_controller->model()->rowOf(lineId)); });
    menu.exec(event->globalPos());
}

void QuickOrderGrid::pasteOneLine(const QString &text)
{
    if (text.isEmpty() || !currentIndex().isValid())
        return;
    const int row = currentIndex().row();
    const quint64 lineId = m_controller->model()->line(row).id;
    m_controller->model()->setWhat(row, text);
    m_controller->resolve(lineId);
    setCurrentIndex(model()->index(row, QM::WhatColumn));
}

void QuickOrderGrid::fitColumns()
{
    // Room for the figures, and never less than the column's title.
    QHeaderView *h = horizontalHeader();
    const QFontMetrics fm = fontMetrics();
    const auto fit = [h](int column, int content) { h->resizeSection(column, qMax(content, h->sectionSizeHint(column))); };
    const int digits = fm.horizontalAdvance(QStringLiteral("000.000,00 €")) + 2 * Theme::unit;
    fit(QM::QuantityColumn, fm.horizontalAdvance(QStringLiteral("00.000 kg")) + 2 * Theme::unit);
    fit(QM::UnitPriceColumn, digits);
    fit(QM::DepositColumn, fm.horizontalAdvance(QStringLiteral("0.000,00 €")) + 2 * Theme::unit);
    fit(QM::LineTotalColumn, digits + fm.horizontalAdvance(QStringLiteral("≈ ")));
    fit(QM::StatusColumn, fm.horizontalAdvance(QStringLiteral("✓ Added 12 kg to the basket.")) + 3 * Theme::unit);
    fitPackColumn();
}

int QuickOrderGrid::packWidth(int row)
{
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    const QModelIndex index = model()->index(row, QM::PackColumn);
    // As QTableView::sizeHintForColumn measures it: the grid line takes a pixel.
    return itemDelegateForIndex(index)->sizeHint(option, index).width() + (showGrid() ? 1 : 0);
}

void QuickOrderGrid::widenPackColumn(int first, int last)
{
    QHeaderView *h = horizontalHeader();
    int widest = h->sectionSize(QM::PackColumn);
    for (int row = qMax(0, first); row <= last && row < model()->rowCount(); ++row)
        widest = qMax(widest, packWidth(row));
    if (widest > h->sectionSize(QM::PackColumn))
        h->resizeSection(QM::PackColumn, widest);
}

int QuickOrderGrid::packFloor() const
{
    // Room for a usual pack ("Crate of 12 × 0.7 l bottle") from the start: the columns do not
    // move as the lines of a morning order resolve; only a longer pack widens it.
    return fontMetrics().averageCharWidth() * 28 + 2 * Theme::unit;
}

void QuickOrderGrid::fitPackColumn()
{
    m_packFit.stop();
    QHeaderView *h = horizontalHeader();
    int widest = qMax(h->sectionSizeHint(QM::PackColumn), packFloor());
    for (int row = 0; row < model()->rowCount(); ++row)
        widest = qMax(widest, packWidth(row));
    h->resizeSection(QM::PackColumn, widest);
}

} // namespace webshop::ui
