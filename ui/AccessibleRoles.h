#pragma once

// Roles a screen reader can say for what a checkable button means here. Qt reports every
// checkable button as a "check box" ("check box, checked" for the page on screen); a button
// that shows a page is a page tab (selected while its page shows), one of two or more
// exclusive choices (Net | Gross, cards | list) is a radio button.

#include <QAccessible>
#include <QString>

class QAbstractButton;
class QWidget;

namespace webshop::ui::accessible {

enum class Kind { PageTab, RadioButton };

// Call before the button is first shown (the interface is made once per widget).
void setKind(QAbstractButton *button, Kind kind);
// The role of a container (QAccessible::Grouping for a group of radio buttons, or
// QAccessible::PageTabList), with its accessible name.
void setGroupRole(QWidget *container, QAccessible::Role role, const QString &name);

} // namespace webshop::ui::accessible
