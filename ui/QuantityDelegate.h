#pragma once

// The quantity column of a personal list: an always-open, validated quantity field per line
// (a QuantityEdit); Enter in it adds that line.

#include <QStyledItemDelegate>
#include <functional>

namespace webshop::ui {

class QuantityDelegate : public QStyledItemDelegate
{
public:
    QuantityDelegate(std::function<void(const QModelIndex &)> onSubmit, QObject *parent);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    std::function<void(const QModelIndex &)> m_onSubmit;
};

} // namespace webshop::ui
