#include "ui/DialogTitle.h"

#include "ui/Theme.h"

#include <QLabel>

namespace webshop::ui {

QLabel *dialogHeading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setFont(Theme::titleFont(label->font(), Theme::display));
    label->setWordWrap(true);
    return label;
}

QLabel *dialogSubtitle(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    Theme::setMuted(label);
    return label;
}

} // namespace webshop::ui
