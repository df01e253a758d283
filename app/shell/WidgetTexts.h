#pragma once

#include <QStringList>

class QWidget;

namespace webshop::shell {

// Every text a person can read in the visible part of `root`: labels, buttons, line edits
// (text or placeholder; never a password field), combo boxes, tab and group titles, and the visible rows of item views. Written
// beside a screenshot (WEBSHOP_SCREENSHOT_TEXTS=1) so tests can check the words and formats.
QStringList visibleTexts(QWidget *root);

} // namespace webshop::shell
