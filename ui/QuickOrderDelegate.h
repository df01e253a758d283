#pragma once

// The editors of the quick order grid and its keys while a cell is edited:
// - "what": a WhatEdit with the suggestions under it (asked as the buyer types). Up/Down
//   choose, Enter takes the chosen suggestion (or looks the text up) and goes on to the
//   quantity, Escape closes the suggestions first.
// - quantity: a QuantityEdit (whole packs, or kg with decimals); Enter starts the next row.
// - Ctrl+Enter in either: the whole grid is added; Ctrl+Shift+Enter: the line again. Ctrl+V of
//   several lines: pasteRequested.
// Also paints the status column as a coloured chip, in the words of the add result, and beside
// a line's name what the basket holds of its pack ("in basket: 2").

#include "models/QuickOrderModel.h"

#include <QStyledItemDelegate>

namespace webshop::control { class QuickOrder; }

namespace webshop::ui {

class QuickOrderDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    // F4, or Alt+Down: the pack choice (as in the lists).
    static bool isPackKey(const QKeyEvent *key);
    // `popupParent`: where the suggestions float (the grid).
    QuickOrderDelegate(control::QuickOrder *controller, QWidget *popupParent, QObject *parent);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void destroyEditor(QWidget *editor, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    // The "what" editor `editor` of a line that fits several articles: its suggestions shown,
    // the first one marked (Enter takes it, Down and Up move; nothing is taken by itself).
    void offerChoice(QWidget *editor) const;

signals:
    // Enter in "what": the line was taken or is being looked up; the quantity is next.
    void whatEntered(quint64 lineId);
    // Enter in the quantity: the next row is next.
    void quantityEntered(quint64 lineId);
    void addAllRequested();
    // Ctrl+Shift+Enter in a cell: the line, once more (asked first by the page).
    void addAgainRequested(quint64 lineId);
    void pasteRequested(const QString &text);
    // F4 or Alt+Down in a resolved line's cell: offer the article's other packs.
    void packChoiceRequested(quint64 lineId);
    // A quantity text that is not a quantity (the hint says why).
    void quantityRefused(const QString &problem);

protected:
    bool eventFilter(QObject *object, QEvent *event) override;

private:
    static void replaceOnFirstKey(QWidget *editor, const QKeyEvent *key);
    bool packKey(QWidget *editor, const QKeyEvent *key);
    bool whatKey(class WhatEdit *edit, class QKeyEvent *key);
    bool quantityKey(QWidget *edit, QKeyEvent *key);
    void enterWhat(WhatEdit *edit);
    void paintBackground(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void paintName(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void showSuggestionsIn(WhatEdit *edit) const;

    control::QuickOrder *m_controller;
    QWidget *m_popupParent;
    mutable bool m_taking = false; // the commit of a "what" that is taken right after
};

} // namespace webshop::ui
