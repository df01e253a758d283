#pragma once

// The pack column of a personal list: a combo box per line whose article comes in more than
// one pack (an always-open editor: Tab reaches it, F4 or Alt+Down opens it, the arrow keys
// choose), the chosen pack's description as plain text otherwise. Choosing a pack sets it in
// the model at once, so the line's price, quantity field and add follow it.

#include <QStyledItemDelegate>

namespace webshop::ui {

class PackDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit PackDelegate(QObject *parent = nullptr);

    // Whether the line at `index` gets a chooser (its article has more than one pack).
    static bool hasChoice(const QModelIndex &index);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace webshop::ui
