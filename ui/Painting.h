#pragma once

// Small painting helpers shared by the delegates: cards, badges, skeletons, thumbnails.

#include <QColor>
#include <QFont>
#include <QPixmap>
#include <QRect>
#include <QString>

class QWidget;

class QPainter;
class QStyleOptionViewItem;

namespace webshop::ui::paint {

enum class BadgeKind { Amber, Neutral, Accent, Rise, Fall }; // Rise/Fall: a price went up (red) / down (green)

// A pill with text; returns its width. `right`: anchor the pill's right edge at x.
int badge(QPainter *p, const QPoint &topLeft, const QString &text, BadgeKind kind, const QFont &font);
int badgeWidth(const QString &text, const QFont &font);
int badgeHeight(const QFont &font);

// A rounded card with a hairline border; selected/hover/focus states from the option.
void card(QPainter *p, const QRectF &rect, bool selected, bool hovered, bool focused);

// A placeholder block for a loading skeleton.
void skeletonBlock(QPainter *p, const QRectF &rect, qreal radius = 4);

// The thumbnail centred into `rect` on a soft background; a neutral photo icon while there is none.
void thumbnail(QPainter *p, const QRect &rect, const QPixmap &pixmap, bool loading);

// Text (PaintingText.cpp). Both shape the text once and draw the shaped lines: cards are
// painted by the dozen on every scroll step, and each QPainter::drawText(QRect, …) lays the
// text out anew.
// Text elided to at most `lines` lines within `rect` (top-aligned); returns the height used.
// `where` is the widget painted on (for the record of cut texts).
int wrappedText(QPainter *p, const QRect &rect, const QString &text, const QFont &font, int lines,
                const QColor &color, Qt::Alignment align = Qt::AlignLeft, const QWidget *where = nullptr);
// One line in `rect`, placed as QPainter::drawText(rect, align, text) places it, elided with
// `elide` when it is wider (Qt::ElideNone: clipped; a cut is noted for `where`, see
// Elision.h); in the painter's pen. Returns its width.
int textLine(QPainter *p, const QRect &rect, const QString &text, const QFont &font, Qt::Alignment align,
             Qt::TextElideMode elide = Qt::ElideRight, const QWidget *where = nullptr);

} // namespace webshop::ui::paint
