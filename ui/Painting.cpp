#include "ui/Painting.h"

#include "ui/Elision.h"
#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmapCache>

namespace webshop::ui::paint {

int badgeHeight(const QFont &font)
{
    return QFontMetrics(font).height() + 4;
}

int badgeWidth(const QString &text, const QFont &font)
{
    return QFontMetrics(font).horizontalAdvance(text) + 14;
}

int badge(QPainter *p, const QPoint &topLeft, const QString &text, BadgeKind kind, const QFont &font)
{
    const int w = badgeWidth(text, font);
    const int h = badgeHeight(font);
    QColor bg, fg;
    switch (kind) {
    case BadgeKind::Amber:
        bg = Theme::amber();
        fg = Theme::amberText();
        break;
    case BadgeKind::Accent:
        bg = Theme::tint(Theme::accent(), 0.16);
        fg = Theme::isDark() ? QColor(0xc9, 0xdb, 0xff) : Theme::accent();
        break;
    case BadgeKind::Neutral:
        bg = Theme::skeleton();
        fg = QGuiApplication::palette().color(QPalette::Text);
        break;
    case BadgeKind::Rise:
    case BadgeKind::Fall:
        bg = Theme::tint(kind == BadgeKind::Rise ? Theme::error() : Theme::success(), 0.16);
        fg = Theme::onTint(kind == BadgeKind::Rise ? Theme::error() : Theme::success());
        break;
    }
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(Qt::NoPen);
    p->setBrush(bg);
    const QRectF r(topLeft, QSizeF(w, h));
    p->drawRoundedRect(r, h / 2.0, h / 2.0);
    p->setPen(fg);
    p->setFont(font);
    p->drawText(r, Qt::AlignCenter, text);
    p->restore();
    return w;
}

void card(QPainter *p, const QRectF &rect, bool selected, bool hovered, bool focused)
{
    QColor fill = Theme::card();
    if (selected)
        fill = Theme::tint(Theme::accent(), 0.07);
    QColor edge = Theme::border();
    qreal width = 1;
    if (selected || focused) {
        edge = Theme::isDark() ? QColor(0x8f, 0xb4, 0xf5) : Theme::accent();
        width = 2;
    } else if (hovered) {
        edge = Theme::isDark() ? edge.lighter(150) : edge.darker(125);
    }
    const auto draw = [&](QPainter *q, const QRectF &area) {
        q->save();
        q->setRenderHint(QPainter::Antialiasing);
        q->setBrush(fill);
        q->setPen(QPen(edge, width));
        const qreal inset = width / 2.0 - 0.5;
        q->drawRoundedRect(area.adjusted(0.5 + inset, 0.5 + inset, -0.5 - inset, -0.5 - inset), Theme::radius, Theme::radius);
        q->restore();
    };
    // Cards are painted by the dozen on every scroll step, and rasterising an antialiased
    // rounded rectangle costs far more than blitting a cached picture of it.
    const QRect aligned = rect.toRect();
    if (QRectF(aligned) != rect || aligned.isEmpty() || !p->device() || p->transform().type() > QTransform::TxTranslate) {
        draw(p, rect);
        return;
    }
    const qreal dpr = p->device()->devicePixelRatioF();
    const QString key = QStringLiteral("webshop-card-%1x%2@%3-%4-%5-%6")
                            .arg(aligned.width())
                            .arg(aligned.height())
                            .arg(dpr)
                            .arg(fill.rgba())
                            .arg(edge.rgba())
                            .arg(width);
    QPixmap picture;
    if (!QPixmapCache::find(key, &picture)) {
        picture = QPixmap((QSizeF(aligned.size()) * dpr).toSize());
        picture.setDevicePixelRatio(dpr);
        picture.fill(Qt::transparent);
        QPainter q(&picture);
        draw(&q, QRectF(QPointF(0, 0), QSizeF(aligned.size())));
        q.end();
        QPixmapCache::insert(key, picture);
    }
    p->drawPixmap(aligned.topLeft(), picture);
}

void skeletonBlock(QPainter *p, const QRectF &rect, qreal radius)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(Qt::NoPen);
    p->setBrush(Theme::skeleton());
    p->drawRoundedRect(rect, radius, radius);
    p->restore();
}

namespace {

void drawThumbnail(QPainter *p, const QRect &rect, const QPixmap &pixmap, bool loading)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::SmoothPixmapTransform);
    QPainterPath clip;
    clip.addRoundedRect(QRectF(rect), 6, 6);
    p->setClipPath(clip);
    p->fillRect(rect, QGuiApplication::palette().color(QPalette::AlternateBase));
    if (!pixmap.isNull() && !loading) {
        const QSizeF logical = QSizeF(pixmap.size()) / pixmap.devicePixelRatio();
        QSizeF s = logical.scaled(QSizeF(rect.size()), Qt::KeepAspectRatio);
        const QRectF target(rect.x() + (rect.width() - s.width()) / 2, rect.y() + (rect.height() - s.height()) / 2,
                            s.width(), s.height());
        p->drawPixmap(target, pixmap, QRectF(pixmap.rect()));
    } else if (loading) {
        p->fillRect(rect, Theme::skeleton());
    } else {
        const int side = qMin(32, qMin(rect.width(), rect.height()) / 2);
        const QPixmap icon = Icons::pixmap(QStringLiteral("photo"), side, Theme::muted(), p->device()->devicePixelRatioF());
        p->drawPixmap(QRect(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side), icon);
    }
    p->restore();
}

} // namespace

void thumbnail(QPainter *p, const QRect &rect, const QPixmap &pixmap, bool loading)
{
    if (rect.isEmpty() || !p->device() || p->transform().type() > QTransform::TxTranslate) {
        drawThumbnail(p, rect, pixmap, loading);
        return;
    }
    // Like the cards: the rounded clip and the smooth scaling once per picture and size, a
    // blit on every later paint.
    const qreal dpr = p->device()->devicePixelRatioF();
    const QString key = QStringLiteral("webshop-thumb-%1-%2-%3x%4@%5-%6-%7-%8")
                            .arg(loading || pixmap.isNull() ? 0 : pixmap.cacheKey())
                            .arg(loading ? 1 : 0)
                            .arg(rect.width())
                            .arg(rect.height())
                            .arg(dpr)
                            .arg(QGuiApplication::palette().color(QPalette::AlternateBase).rgba())
                            .arg(Theme::skeleton().rgba())
                            .arg(Theme::muted().rgba());
    QPixmap picture;
    if (!QPixmapCache::find(key, &picture)) {
        picture = QPixmap((QSizeF(rect.size()) * dpr).toSize());
        picture.setDevicePixelRatio(dpr);
        picture.fill(Qt::transparent);
        QPainter q(&picture);
        drawThumbnail(&q, QRect(QPoint(0, 0), rect.size()), pixmap, loading);
        q.end();
        QPixmapCache::insert(key, picture);
    }
    p->drawPixmap(rect.topLeft(), picture);
}

} // namespace webshop::ui::paint
