#include "ui/GuideDelegate.h"

#include "models/GuideModel.h"
#include "ui/QuantityEdit.h"
#include "ui/Theme.h"

#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>

namespace webshop::ui {

using GM = models::GuideModel;

namespace {
bool isCount(const QModelIndex &index)
{
    return index.column() == GM::ParColumn || index.column() == GM::OnHandColumn;
}
} // namespace

GuideDelegate::GuideDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QWidget *GuideDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    if (index.column() == GM::ArticleColumn) {
        auto *packs = new QComboBox(parent);
        packs->setObjectName(QStringLiteral("guidePackChooser"));
        packs->setAccessibleName(tr("Pack"));
        const QStringList names = index.data(GM::PackChoicesRole).toStringList();
        const QStringList ids = index.data(GM::PackIdsRole).toStringList();
        for (int i = 0; i < names.size() && i < ids.size(); ++i)
            packs->addItem(names.at(i), ids.at(i));
        return packs;
    }
    if (!isCount(index)) {
        auto *edit = new QLineEdit(parent);
        edit->setObjectName(QStringLiteral("guideTextEdit"));
        return edit;
    }
    auto *edit = new QuantityEdit(parent);
    edit->setObjectName(index.column() == GM::OnHandColumn ? QStringLiteral("guideOnHandEdit") : QStringLiteral("guideParEdit"));
    edit->setAccessibleName(index.column() == GM::OnHandColumn ? tr("On hand") : tr("Par"));
    edit->setButtonSymbols(QAbstractSpinBox::NoButtons);
    edit->setFrame(false);
    edit->setAllowZero(true);
    edit->setWeightArticle(index.data(GM::WeightRole).toBool());
    // A count may be part of a pack ("1.5" cases); what is ordered is rounded up (orderFor).
    edit->setPackFractions(index.column() == GM::OnHandColumn);
    return edit;
}

void GuideDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *packs = qobject_cast<QComboBox *>(editor)) {
        packs->setCurrentIndex(packs->findData(index.data(Qt::EditRole)));
        return;
    }
    auto *edit = qobject_cast<QuantityEdit *>(editor);
    if (!edit) {
        QStyledItemDelegate::setEditorData(editor, index);
        return;
    }
    const QVariant v = index.data(Qt::EditRole);
    if (v.isValid() && v.canConvert<values::Decimal>())
        edit->setQuantity(v.value<values::Decimal>());
    else
        edit->clearText();
    edit->selectAll();
}

void GuideDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *packs = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, packs->currentData());
        return;
    }
    auto *edit = qobject_cast<QuantityEdit *>(editor);
    if (!edit) {
        QStyledItemDelegate::setModelData(editor, model, index);
        return;
    }
    if (edit->isBlank()) {
        model->setData(index, QVariant()); // not counted, or no par
        return;
    }
    if (const auto q = edit->quantity())
        model->setData(index, QVariant::fromValue(*q));
    // A text that is no quantity changes nothing: Enter said why and kept the field open.
}

bool GuideDelegate::eventFilter(QObject *object, QEvent *event)
{
    auto *edit = qobject_cast<QuantityEdit *>(object);
    if (edit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (!edit->isBlank() && !edit->quantity()) {
                emit problem(edit->problem());
                return true; // stays open to be corrected
            }
            emit commitData(edit);
            // The table's sign for "Enter: the next line's same cell" (another line clicked
            // while a field is open closes it with the same hint, and stays there).
            edit->setProperty(kEnterProperty, true);
            emit closeEditor(edit, QAbstractItemDelegate::SubmitModelCache);
            return true;
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

void GuideDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(GM::MutedRole).toBool() && !(option->state & QStyle::State_Selected))
        option->palette.setColor(QPalette::Text, Theme::muted());
    if (isCount(index) || index.column() == GM::OrderColumn)
        option->font = Theme::semibold(option->font);
}

} // namespace webshop::ui
