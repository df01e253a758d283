#include "ui/Icons.h"

#include "ui/Theme.h"

#include <QFile>
#include <QGuiApplication>
#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QPixmapCache>
#include <QSvgRenderer>

namespace webshop::ui {

namespace {

QString pathFor(const QString &name)
{
    return QStringLiteral(":/icons/tabler/%1.svg").arg(name);
}

const QByteArray &svgSource(const QString &name)
{
    static QHash<QString, QByteArray> cache;
    auto it = cache.find(name);
    if (it == cache.end()) {
        QFile f(pathFor(name));
        QByteArray data;
        if (f.open(QIODevice::ReadOnly))
            data = f.readAll();
        else
            qWarning("Icons: missing icon %s", qPrintable(name));
        it = cache.insert(name, data);
    }
    return *it;
}

QPixmap render(const QString &name, const QSize &pixelSize, const QColor &color)
{
    const QString key = QStringLiteral("wsicon:%1:%2x%3:%4")
                            .arg(name)
                            .arg(pixelSize.width())
                            .arg(pixelSize.height())
                            .arg(color.name(QColor::HexArgb));
    QPixmap pm;
    if (QPixmapCache::find(key, &pm))
        return pm;
    QByteArray data = svgSource(name);
    data.replace("currentColor", color.name(QColor::HexRgb).toLatin1());
    pm = QPixmap(pixelSize);
    pm.fill(Qt::transparent);
    if (!data.isEmpty()) {
        QSvgRenderer renderer(data);
        QPainter p(&pm);
        p.setOpacity(color.alphaF());
        renderer.render(&p, QRectF(QPointF(0, 0), QSizeF(pixelSize)));
    }
    QPixmapCache::insert(key, pm);
    return pm;
}

class TintedIconEngine : public QIconEngine
{
public:
    TintedIconEngine(const QString &name, std::optional<Icons::Tint> tint, QColor fixed)
        : m_name(name), m_tint(tint), m_fixed(fixed)
    {
    }

    QColor colorFor(QIcon::Mode mode) const
    {
        const QPalette pal = QGuiApplication::palette();
        if (mode == QIcon::Disabled)
            return pal.color(QPalette::Disabled, QPalette::Text);
        if (mode == QIcon::Selected)
            return pal.color(QPalette::HighlightedText);
        return m_tint ? Icons::color(*m_tint) : m_fixed;
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const int side = qMin(rect.width(), rect.height());
        QPixmap pm = render(m_name, QSize(side, side) * dpr, colorFor(mode));
        pm.setDevicePixelRatio(dpr);
        const QRect target(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2, side, side);
        painter->drawPixmap(target, pm);
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State) override
    {
        return render(m_name, size, colorFor(mode));
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override { return size; }
    QIconEngine *clone() const override { return new TintedIconEngine(m_name, m_tint, m_fixed); }
    QString key() const override { return QStringLiteral("webshop-tinted"); }
    QString iconName() override { return m_name; }

private:
    QString m_name;
    std::optional<Icons::Tint> m_tint;
    QColor m_fixed;
};

} // namespace

QColor Icons::color(Tint tint)
{
    const QPalette pal = QGuiApplication::palette();
    switch (tint) {
    case Tint::Text: return pal.color(QPalette::WindowText);
    case Tint::Muted: return Theme::muted();
    case Tint::Accent: return Theme::isDark() ? pal.color(QPalette::Link) : Theme::accent();
    case Tint::Amber: return Theme::amber();
    case Tint::Error: return Theme::error();
    case Tint::Success: return Theme::success();
    case Tint::OnAccent: return Theme::accentText();
    }
    return pal.color(QPalette::WindowText);
}

QIcon Icons::icon(const QString &name, Tint tint)
{
    return QIcon(new TintedIconEngine(name, tint, QColor()));
}

QIcon Icons::icon(const QString &name, const QColor &color)
{
    return QIcon(new TintedIconEngine(name, std::nullopt, color));
}

QPixmap Icons::pixmap(const QString &name, int size, const QColor &color, qreal dpr)
{
    QPixmap pm = render(name, QSize(size, size) * dpr, color);
    pm.setDevicePixelRatio(dpr);
    return pm;
}

bool Icons::exists(const QString &name)
{
    return QFile::exists(pathFor(name));
}

} // namespace webshop::ui
