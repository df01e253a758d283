#include "ui/QuantityDelegate.h"

#include "models/ListItemsModel.h"
#include "ui/QuantityEdit.h"

#include <QApplication>
#include <QCoreApplication>

namespace webshop::ui {

using IM = models::ListItemsModel;

QuantityDelegate::QuantityDelegate(std::function<void(const QModelIndex &)> onSubmit, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_onSubmit(std::move(onSubmit))
{
}

QWidget *QuantityDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    auto *edit = new QuantityEdit(parent);
    edit->setObjectName(QStringLiteral("listQuantity%1").arg(index.row()));
    edit->setAllowZero(true);
    edit->setWeightArticle(index.data(IM::WeightArticleRole).toBool());
    edit->setFrame(true);
    // No Q_OBJECT here: name the translation context explicitly.
    edit->setAccessibleName(QCoreApplication::translate("webshop::ui::QuantityDelegate", "Quantity of %1")
                                .arg(index.data(IM::NameRole).toString()));
    const QPersistentModelIndex persistent(index);
    connect(edit, &QuantityEdit::valueChanged, this, [this, edit] {
        emit const_cast<QuantityDelegate *>(this)->commitData(edit);
    });
    connect(edit, &QuantityEdit::submitted, this, [this, persistent] {
        if (persistent.isValid())
            m_onSubmit(persistent);
    });
    return edit;
}

void QuantityDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *edit = static_cast<QuantityEdit *>(editor);
    // The line's pack may have changed between pieces and kilograms.
    const bool weight = index.data(IM::WeightArticleRole).toBool();
    const auto q = index.data(IM::QuantityRole).value<values::Decimal>();
    if (edit->isWeightArticle() != weight) {
        const QSignalBlocker block(edit);
        edit->setWeightArticle(weight);
        edit->setQuantity(q);
    }
    if (edit->quantity() != q) {
        const QSignalBlocker block(edit);
        edit->setQuantity(q);
    }
}

void QuantityDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    auto *edit = static_cast<QuantityEdit *>(editor);
    if (const auto q = edit->quantity())
        model->setData(index, QVariant::fromValue(*q), Qt::EditRole);
}

void QuantityDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const int h = qMin(option.rect.height() - 8, editor->sizeHint().height() + 2);
    editor->setGeometry(option.rect.left() + 6, option.rect.top() + (option.rect.height() - h) / 2,
                        option.rect.width() - 12, h);
}

QSize QuantityDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.setWidth(qMax(s.width(), 130));
    return s;
}

void QuantityDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // The editor covers the cell; paint only the background (no text behind the field).
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *w = opt.widget;
    (w ? w->style() : QApplication::style())->drawControl(QStyle::CE_ItemViewItem, &opt, painter, w);
}

} // namespace webshop::ui
