#pragma once

// The title block of a dialog page: a large heading and a muted line under it.

class QLabel;
class QString;
class QWidget;

namespace webshop::ui {

QLabel *dialogHeading(const QString &text, QWidget *parent);
QLabel *dialogSubtitle(const QString &text, QWidget *parent);

} // namespace webshop::ui
