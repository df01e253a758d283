#include "ui/GuideTable.h"

#include "models/GuideModel.h"
#include "ui/GuideDelegate.h"
#include "ui/QuantityEdit.h"

#include <QApplication>

#include <QHeaderView>
#include <QKeyEvent>
#include <QTimer>

namespace webshop::ui {

using GM = models::GuideModel;

GuideTable::GuideTable(QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("guideTable"));
    setAccessibleName(tr("Order guide lines"));
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    setTabKeyNavigation(false);
    setShowGrid(false);
    setWordWrap(false);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    horizontalHeader()->setHighlightSections(false);
    // Drag a line to its place in the walking order.
    setDragEnabled(true);
    setAcceptDrops(true);
    setDropIndicatorShown(true);
    setDragDropMode(QAbstractItemView::InternalMove);
    setDefaultDropAction(Qt::MoveAction);
    setDragDropOverwriteMode(false);
}

bool GuideTable::isTyped(int column) const
{
    return column == GM::OnHandColumn || column == GM::ParColumn;
}

bool GuideTable::moveCurrent(int by)
{
    auto *guide = qobject_cast<GM *>(model());
    const QModelIndex current = currentIndex();
    if (!guide || !current.isValid())
        return false;
    const int to = current.row() + by;
    if (!guide->moveLine(current.row(), to))
        return false;
    setCurrentIndex(guide->index(to, current.column()));
    return true;
}

void GuideTable::keyPressEvent(QKeyEvent *event)
{
    const QModelIndex current = currentIndex();
    if (event->modifiers() == Qt::AltModifier && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)) {
        moveCurrent(event->key() == Qt::Key_Up ? -1 : 1);
        event->accept();
        return;
    }
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && current.isValid() && state() != EditingState && (model()->flags(current) & Qt::ItemIsEditable)) {
        edit(current);
        event->accept();
        return;
    }
    if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) && current.isValid()
        && current.column() == GM::OnHandColumn && state() != EditingState) {
        model()->setData(current, QVariant());
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

void GuideTable::closeEditor(QWidget *editor, QAbstractItemDelegate::EndEditHint hint)
{
    const QModelIndex current = currentIndex();
    const bool next = hint == QAbstractItemDelegate::SubmitModelCache && editor
        && editor->property(GuideDelegate::kEnterProperty).toBool() && current.isValid() && isTyped(current.column());
    QTableView::closeEditor(editor, next ? QAbstractItemDelegate::NoHint : hint);
    if (next)
        editNextLine(current.row() + 1, current.column());
}

bool GuideTable::edit(const QModelIndex &index, EditTrigger trigger, QEvent *event)
{
    const bool typed = trigger == AnyKeyPressed && event && event->type() == QEvent::KeyPress;
    if (!typed || !isTyped(index.column()))
        return QTableView::edit(index, trigger, event);
    if (!QTableView::edit(index, trigger, nullptr)) // open the field without the key…
        return false;
    if (auto *field = qobject_cast<QuantityEdit *>(indexWidget(index)))
        field->clearText();
    // …then the key into the emptied field.
    if (QWidget *focus = QApplication::focusWidget())
        QCoreApplication::sendEvent(focus, event);
    return true;
}

void GuideTable::editNextLine(int row, int column)
{
    if (!model() || row >= model()->rowCount()) {
        setFocus();
        return;
    }
    const QModelIndex next = model()->index(row, column);
    setCurrentIndex(next);
    scrollTo(next);
    edit(next);
}

} // namespace webshop::ui
