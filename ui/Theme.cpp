#include "ui/Theme.h"

#include <QApplication>
#include <QFont>
#include <QStyleFactory>
#include <QWidget>

namespace webshop::ui {

namespace {

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

void setAll(QPalette &p, QPalette::ColorRole role, const QColor &c)
{
    p.setColor(QPalette::All, role, c);
}

QPalette makePalette(bool dark)
{
    // Text colours are chosen for >= 4.5:1 on their backgrounds (WCAG AA).
    const QColor window = dark ? QColor(0x1b, 0x1e, 0x23) : QColor(0xf3, 0xf5, 0xf8);
    const QColor base = dark ? QColor(0x23, 0x27, 0x2d) : QColor(0xff, 0xff, 0xff);
    const QColor alt = dark ? QColor(0x29, 0x2d, 0x34) : QColor(0xf6, 0xf8, 0xfb);
    const QColor text = dark ? QColor(0xe6, 0xe9, 0xee) : QColor(0x1a, 0x22, 0x2e);
    const QColor button = dark ? QColor(0x2c, 0x31, 0x38) : QColor(0xfb, 0xfc, 0xfd);
    const QColor highlight = dark ? QColor(0x2f, 0x64, 0xc0) : QColor(0x1f, 0x4e, 0x9c);
    const QColor disabledText = dark ? QColor(0x74, 0x7b, 0x86) : QColor(0x93, 0x9b, 0xa7);
    const QColor placeholder = dark ? QColor(0x9a, 0xa2, 0xae) : QColor(0x6a, 0x73, 0x81);

    QPalette p;
    setAll(p, QPalette::Window, window);
    setAll(p, QPalette::WindowText, text);
    setAll(p, QPalette::Base, base);
    setAll(p, QPalette::AlternateBase, alt);
    setAll(p, QPalette::ToolTipBase, dark ? QColor(0xe6, 0xe9, 0xee) : QColor(0x1a, 0x22, 0x2e));
    setAll(p, QPalette::ToolTipText, dark ? QColor(0x1a, 0x22, 0x2e) : QColor(0xff, 0xff, 0xff));
    setAll(p, QPalette::PlaceholderText, placeholder);
    setAll(p, QPalette::Text, text);
    setAll(p, QPalette::Button, button);
    setAll(p, QPalette::ButtonText, text);
    setAll(p, QPalette::BrightText, QColor(0xff, 0xff, 0xff));
    setAll(p, QPalette::Highlight, highlight);
    setAll(p, QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    setAll(p, QPalette::Link, dark ? QColor(0x8f, 0xb4, 0xf5) : QColor(0x1f, 0x4e, 0x9c));
    setAll(p, QPalette::LinkVisited, dark ? QColor(0xb0, 0x9c, 0xf0) : QColor(0x5b, 0x3d, 0x9e));
    // Fusion derives bevels from these.
    setAll(p, QPalette::Light, dark ? QColor(0x3a, 0x40, 0x48) : QColor(0xff, 0xff, 0xff));
    setAll(p, QPalette::Midlight, dark ? QColor(0x33, 0x38, 0x40) : QColor(0xe9, 0xec, 0xf1));
    setAll(p, QPalette::Mid, dark ? QColor(0x45, 0x4b, 0x55) : QColor(0xc9, 0xcf, 0xd8));
    setAll(p, QPalette::Dark, dark ? QColor(0x15, 0x17, 0x1b) : QColor(0xa3, 0xab, 0xb6));
    setAll(p, QPalette::Shadow, dark ? QColor(0x0a, 0x0b, 0x0d) : QColor(0x7c, 0x84, 0x90));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, dark ? QColor(0x3a, 0x40, 0x48) : QColor(0xc9, 0xcf, 0xd8));
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Button, window);
    // Keep the selection colour when a view loses focus: a buyer must always see what is selected.
    p.setColor(QPalette::Inactive, QPalette::Highlight, highlight);
    p.setColor(QPalette::Inactive, QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    return p;
}

QString styleSheet()
{
    const QColor acc = Theme::accent();
    const QColor accHover = Theme::isDark() ? acc.lighter(115) : acc.lighter(125);
    const QColor accPressed = acc.darker(115);
    const QColor focusRing = Theme::isDark() ? QColor(0xc9, 0xdb, 0xff) : QColor(0x9c, 0xbc, 0xf0);
    const QColor disabledBg = Theme::isDark() ? QColor(0x3a, 0x40, 0x48) : QColor(0xc9, 0xcf, 0xd8);
    const QColor disabledFg = Theme::isDark() ? QColor(0x8a, 0x91, 0x9c) : QColor(0x6a, 0x73, 0x81);
    // Primary buttons: the one accent-coloured action of a view ("Add to basket", "Log in").
    return QStringLiteral(
               "QPushButton[primary=\"true\"] { background: %1; color: %2; border: 1px solid %1;"
               " border-radius: 6px; padding: 6px 16px; font-weight: 600; min-height: 20px; }"
               "QPushButton[primary=\"true\"]:hover { background: %3; border-color: %3; }"
               "QPushButton[primary=\"true\"]:pressed { background: %4; border-color: %4; }"
               "QPushButton[primary=\"true\"]:focus { border: 2px solid %5; }"
               "QPushButton[primary=\"true\"]:disabled { background: %6; border-color: %6; color: %7; }"
               "QToolBar#mainToolbar { spacing: 8px; padding: 6px 8px; border: none; }"
               "QStatusBar::item { border: none; }")
        .arg(acc.name(), Theme::accentText().name(), accHover.name(), accPressed.name(), focusRing.name(),
             disabledBg.name(), disabledFg.name());
}

Theme::Mode g_mode = Theme::Mode::System;
bool g_dark = false;

} // namespace

bool Theme::systemPrefersDark()
{
    const QByteArray env = qgetenv("WEBSHOP_THEME").toLower();
    if (env == "dark")
        return true;
    if (env == "light")
        return false;
    // Qt 6.4 has no colour-scheme hint: the platform theme's palette tells (KDE, GNOME with
    // the portal, Windows and macOS all hand a dark palette to the app when dark is on).
    // Read it once, before our own palette replaces it.
    static const bool platformDark = QGuiApplication::palette().color(QPalette::Window).lightness() < 128
        || qgetenv("GTK_THEME").toLower().contains(":dark");
    return platformDark;
}

void Theme::apply(Mode mode)
{
    g_mode = mode;
    const bool dark = mode == Mode::Dark || (mode == Mode::System && systemPrefersDark());
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    g_dark = dark;
    QApplication::setPalette(dark ? darkPalette() : lightPalette());
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance()))
        app->setStyleSheet(styleSheet());
}

Theme::Mode Theme::modeFromString(const QString &text)
{
    if (text == QLatin1String("light"))
        return Mode::Light;
    if (text == QLatin1String("dark"))
        return Mode::Dark;
    return Mode::System;
}

QString Theme::modeToString(Mode mode)
{
    switch (mode) {
    case Mode::Light: return QStringLiteral("light");
    case Mode::Dark: return QStringLiteral("dark");
    case Mode::System: break;
    }
    return QStringLiteral("system");
}

bool Theme::isDark()
{
    return QGuiApplication::palette().color(QPalette::Window).lightness() < 128;
}

QPalette Theme::lightPalette() { return makePalette(false); }
QPalette Theme::darkPalette() { return makePalette(true); }

QColor Theme::accent()
{
    return isDark() ? QColor(0x2f, 0x64, 0xc0) : QColor(0x1f, 0x4e, 0x9c);
}
QColor Theme::accentText() { return QColor(0xff, 0xff, 0xff); }
QColor Theme::amber() { return isDark() ? QColor(0xe0, 0x9f, 0x1f) : QColor(0xf2, 0xb1, 0x2e); }
QColor Theme::amberText() { return QColor(0x2b, 0x1d, 0x00); }
QColor Theme::warningText() { return isDark() ? amber() : QColor(0x8a, 0x5a, 0x00); }
QColor Theme::error() { return isDark() ? QColor(0xff, 0x7b, 0x72) : QColor(0xc0, 0x25, 0x25); }
QColor Theme::success() { return isDark() ? QColor(0x6f, 0xcf, 0x7c) : QColor(0x1e, 0x7a, 0x34); }
QColor Theme::muted() { return isDark() ? QColor(0xa3, 0xab, 0xb8) : QColor(0x5a, 0x63, 0x72); }
QColor Theme::border() { return isDark() ? QColor(0x3a, 0x40, 0x48) : QColor(0xdc, 0xe1, 0xe8); }
QColor Theme::card() { return QGuiApplication::palette().color(QPalette::Base); }
QColor Theme::skeleton() { return isDark() ? QColor(0x33, 0x38, 0x40) : QColor(0xe8, 0xec, 0xf1); }

QColor Theme::tint(const QColor &c, qreal amount)
{
    return mix(QGuiApplication::palette().color(QPalette::Base), c, isDark() ? amount * 1.6 : amount);
}

QFont Theme::titleFont(const QFont &base, qreal scale)
{
    QFont f = base;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * scale);
    else
        f.setPixelSize(int(f.pixelSize() * scale));
    f.setWeight(QFont::DemiBold);
    return f;
}

QFont Theme::semibold(const QFont &base)
{
    QFont f = base;
    f.setWeight(QFont::DemiBold);
    return f;
}

QFont Theme::small(const QFont &base)
{
    QFont f = base;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 0.88);
    else
        f.setPixelSize(qMax(9, int(f.pixelSize() * 0.88)));
    return f;
}

void Theme::setTextColor(QWidget *widget, const QColor &color)
{
    QPalette pal = widget->palette();
    pal.setColor(QPalette::WindowText, color);
    widget->setPalette(pal);
}

void Theme::setMuted(QWidget *widget)
{
    setTextColor(widget, muted());
}

} // namespace webshop::ui
