#pragma once

// Small painting helpers shared by the delegates: cards, badges, skeletons, thumbnails.

#include <QColor>
#include <QFont>
#include <QPixmap>
#include <QRect>
#include <QString>

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

// Text elided to at most `lines` lines within `rect` (top-aligned); returns the height used.
int wrappedText(QPainter *p, const QRect &rect, const QString &text, const QFont &font, int lines,
                const QColor &color, Qt::Alignment align = Qt::AlignLeft);

} // namespace webshop::ui::paint
