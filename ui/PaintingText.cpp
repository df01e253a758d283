// Text for the delegates: each text is shaped once (one QTextLayout) and its lines are drawn
// as shaped. QPainter::drawText(QRect, …) lays a text out anew on every call, and
// QFontMetrics::elidedText and horizontalAdvance shape it again: on a card that was most of a
// scroll step.

#include "ui/Painting.h"

#include "ui/Elision.h"

#include <QFontMetrics>
#include <QPainter>
#include <QTextLayout>

namespace webshop::ui::paint {

namespace {

// Texts QTextLayout would not place on one line the way drawText does: those go to drawText.
bool isPlainLine(const QString &text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n' || u == u'\r' || u == u'\t' || u == QChar::LineSeparator || u == QChar::ParagraphSeparator)
            return false;
    }
    return true;
}

// Where drawText(rect, align, …) puts a line of this advance and height.
QPointF linePosition(const QRect &rect, qreal advance, qreal height, Qt::Alignment align)
{
    qreal x = rect.x();
    if (align & Qt::AlignRight)
        x += rect.width() - advance;
    else if (align & Qt::AlignHCenter)
        x += (rect.width() - advance) / 2;
    qreal y = rect.y();
    if (align & Qt::AlignBottom)
        y += rect.height() - height;
    else if (align & Qt::AlignVCenter)
        y += (rect.height() - height) / 2;
    return {x, y};
}

void drawLine(QPainter *p, const QTextLine &line, const QRect &rect, Qt::Alignment align)
{
    const qreal advance = line.horizontalAdvance();
    const qreal height = line.ascent() + line.descent();
    const bool clip = advance > rect.width() || height > rect.height();
    if (clip) {
        p->save();
        p->setClipRect(rect, Qt::IntersectClip);
    }
    line.draw(p, linePosition(rect, advance, height, align) - line.position());
    if (clip)
        p->restore();
}

} // namespace

int textLine(QPainter *p, const QRect &rect, const QString &text, const QFont &font, Qt::Alignment align,
             Qt::TextElideMode elide, const QWidget *where)
{
    if (!isPlainLine(text)) {
        const QFontMetrics fm(font);
        const QString shown = elide == Qt::ElideNone ? text : elision::elide(fm, text, elide, rect.width(), where);
        p->setFont(font);
        p->drawText(rect, int(align), shown);
        return fm.horizontalAdvance(shown);
    }
    QTextLayout layout(text, font, p->device());
    QTextOption option;
    option.setWrapMode(QTextOption::ManualWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(rect.width());
    layout.endLayout();
    if (elide != Qt::ElideNone && line.horizontalAdvance() > rect.width()) {
        // Too wide: the elided text is laid out once more (only then).
        const QString elided = elision::elide(QFontMetrics(font), text, elide, rect.width(), where);
        return textLine(p, rect, elided, font, align, Qt::ElideNone);
    }
    drawLine(p, line, rect, align);
    return qRound(line.horizontalAdvance());
}

int wrappedText(QPainter *p, const QRect &rect, const QString &text, const QFont &font, int lines,
                const QColor &color, Qt::Alignment align, const QWidget *where)
{
    const QFontMetrics fm(font);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    QList<QTextLine> shaped;
    for (int i = 0; i < lines; ++i) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(rect.width());
        shaped << line;
    }
    layout.endLayout();
    p->save();
    p->setPen(color);
    const bool left = !(align & (Qt::AlignRight | Qt::AlignHCenter));
    for (int i = 0; i < shaped.size(); ++i) {
        const QTextLine &line = shaped.at(i);
        const QRect lineRect(rect.left(), rect.top() + i * fm.lineSpacing(), rect.width(), fm.height());
        // The last line takes the rest of the text, elided; the others are trimmed.
        const bool last = i == lines - 1;
        const QString piece = last ? text.mid(line.textStart()).simplified()
                                   : text.mid(line.textStart(), line.textLength()).trimmed();
        // Drawn as shaped when that shows exactly this piece: no leading space, and the last
        // line holds the whole rest.
        const bool asShaped = left && !piece.isEmpty() && text.at(line.textStart()) == piece.front()
            && (!last || (line.textStart() + line.textLength() >= text.size() && piece == text.mid(line.textStart())));
        if (asShaped)
            drawLine(p, line, lineRect, align | Qt::AlignVCenter);
        else
            textLine(p, lineRect, piece, font, align | Qt::AlignVCenter, last ? Qt::ElideRight : Qt::ElideNone, where);
    }
    p->restore();
    return int(shaped.size()) * fm.lineSpacing();
}

} // namespace webshop::ui::paint
