#include "ui/OutcomeDelegate.h"

#include "app/values/AddState.h"
#include "ui/Theme.h"

namespace webshop::ui {

OutcomeDelegate::OutcomeDelegate(int stateRole, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_stateRole(stateRole)
{
}

void OutcomeDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    using S = values::AddState;
    const S state = S(index.data(m_stateRole).toInt());
    if (option->state & QStyle::State_Selected)
        return;
    if (state == S::Uncertain || state == S::Accepted || state == S::Doubled) {
        option->font = Theme::semibold(option->font);
        option->backgroundBrush = Theme::tint(Theme::amber(), 0.22);
    } else if (state == S::Failed) {
        option->palette.setColor(QPalette::Text, Theme::error());
    } else if (!values::isFinalAddState(state)) {
        option->palette.setColor(QPalette::Text, Theme::muted());
    }
}

} // namespace webshop::ui
