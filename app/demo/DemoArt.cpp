#include "app/demo/DemoArt.h"

#include <QBuffer>
#include <QHash>
#include <QImage>
#include <QMutex>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QSvgRenderer>

using namespace Qt::StringLiterals;

namespace webshop::demo {

namespace {

QString artPath(const QString &art)
{
    return u":/demo/art/"_s + art + u".svg"_s;
}

QImage render(const QString &art, const QColor &tint, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);

    // A soft tile: the category tint, lighter at the top left.
    const QColor base = tint.isValid() ? tint : QColor(0xEE, 0xF1, 0xF5);
    const QRectF tile(0, 0, size, size);
    QRadialGradient background(QPointF(size * 0.3, size * 0.25), size * 1.1);
    background.setColorAt(0.0, base.lighter(112));
    background.setColorAt(1.0, base.darker(106));
    QPainterPath rounded;
    rounded.addRoundedRect(tile, size * 0.12, size * 0.12);
    p.fillPath(rounded, background);

    // A shadow for the object to stand on.
    const QRectF shadowRect(size * 0.22, size * 0.76, size * 0.56, size * 0.1);
    QRadialGradient shadow(shadowRect.center(), shadowRect.width() / 2);
    shadow.setColorAt(0.0, QColor(0, 0, 0, 46));
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0));
    p.save();
    p.translate(shadowRect.center());
    p.scale(1.0, shadowRect.height() / shadowRect.width());
    p.translate(-shadowRect.center());
    p.setPen(Qt::NoPen);
    p.setBrush(shadow);
    p.drawEllipse(shadowRect.center(), shadowRect.width() / 2, shadowRect.width() / 2);
    p.restore();

    QSvgRenderer renderer(artPath(art));
    if (renderer.isValid()) {
        const qreal side = size * 0.62;
        renderer.render(&p, QRectF((size - side) / 2, size * 0.15, side, side));
    }
    return image;
}

} // namespace

QByteArray DemoArt::png(const QString &art, const QColor &tint, int size)
{
    static QMutex mutex;
    static QHash<QString, QByteArray> cache;
    const QString key = art + u'/' + tint.name() + u'/' + QString::number(size);
    {
        QMutexLocker locker(&mutex);
        const auto it = cache.constFind(key);
        if (it != cache.constEnd())
            return it.value();
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    render(art, tint, size).save(&buffer, "PNG");
    QMutexLocker locker(&mutex);
    cache.insert(key, bytes);
    return bytes;
}

bool DemoArt::hasArt(const QString &art)
{
    QSvgRenderer renderer(artPath(art));
    return renderer.isValid();
}

} // namespace webshop::demo
