#include "ui/PackDelegate.h"

#include "models/ListItemsModel.h"

#include <QApplication>
#include <QComboBox>
#include <QStyleOptionComboBox>

namespace webshop::ui {

using IM = models::ListItemsModel;

PackDelegate::PackDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

bool PackDelegate::hasChoice(const QModelIndex &index)
{
    return index.data(IM::PackCountRole).toInt() > 1;
}

QWidget *PackDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(QStringLiteral("listPack%1").arg(index.row()));
    combo->setAccessibleName(tr("Pack of %1").arg(index.data(IM::NameRole).toString()));
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    combo->addItems(index.data(IM::PackChoicesRole).toStringList());
    combo->setCurrentIndex(index.data(IM::PackIndexRole).toInt());
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo] {
        emit const_cast<PackDelegate *>(this)->commitData(combo);
    });
    return combo;
}

void PackDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    const int pack = index.data(IM::PackIndexRole).toInt();
    if (combo->currentIndex() != pack) {
        const QSignalBlocker block(combo);
        combo->setCurrentIndex(pack);
    }
}

void PackDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    const int pack = static_cast<QComboBox *>(editor)->currentIndex();
    if (pack >= 0 && pack != index.data(IM::PackIndexRole).toInt())
        model->setData(index, pack, IM::PackIndexRole);
}

void PackDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const int h = qMin(option.rect.height() - 8, editor->sizeHint().height() + 2);
    editor->setGeometry(option.rect.left() + 4, option.rect.top() + (option.rect.height() - h) / 2,
                        option.rect.width() - 8, h);
}

QSize PackDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    if (!hasChoice(index))
        return s;
    // As wide as a combo box showing its longest pack, so no pack is cut off.
    const QFontMetrics fm(option.font);
    int text = 0;
    const QStringList choices = index.data(IM::PackChoicesRole).toStringList();
    for (const QString &choice : choices)
        text = qMax(text, fm.horizontalAdvance(choice));
    QStyleOptionComboBox combo;
    if (option.widget)
        combo.initFrom(option.widget);
    combo.fontMetrics = fm;
    const QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    const QSize box = style->sizeFromContents(QStyle::CT_ComboBox, &combo, QSize(text + 4, fm.height()), option.widget);
    s.setWidth(qMax(s.width(), box.width() + 8));
    return s;
}

void PackDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!hasChoice(index)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The combo box covers the cell: only the background (no text behind it).
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *w = opt.widget;
    (w ? w->style() : QApplication::style())->drawControl(QStyle::CE_ItemViewItem, &opt, painter, w);
}

} // namespace webshop::ui
