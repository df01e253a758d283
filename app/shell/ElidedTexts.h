#pragma once

// What is cut off on screen: the texts in the visible part of a window that are shown
// shortened ("…") or clipped because their widget, header section or cell is too narrow (or a
// wrapped label too low). Written beside a screenshot with its texts (WEBSHOP_SCREENSHOT_TEXTS)
// so tests can fail on a cut where the full text would fit.

#include <QList>
#include <QString>

class QWidget;

namespace webshop::shell {

struct ElidedText
{
    QString where;  // "QLabel#listsSummary", "header of listItemsView", "cell of basketTable"
    QString text;   // in full
    int needed = 0; // px the full text needs
    int available = 0; // px it has
};

// Every cut text in the visible part of `root`: labels, buttons, combo boxes, header sections,
// cells of the standard delegate, and what the app's delegates and widgets shortened while
// `root` is painted once more (ui::elision).
QList<ElidedText> elidedTexts(QWidget *root);

// Whether the full text would fit a window `windowWidth` wide (needs at most a third of it):
// longer texts (a product name of 80 characters) may be shortened by design.
bool wouldFit(const ElidedText &cut, int windowWidth);

// One line of the text dump: "[elided] where: text (needs N px, has M px)" when it would fit,
// "[elided, long] …" when not.
QString describe(const ElidedText &cut, int windowWidth);

} // namespace webshop::shell
