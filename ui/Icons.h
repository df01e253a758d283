#pragma once

// SVG icons from resources/icons/tabler (Tabler Icons, MIT), tinted to the palette when they
// are painted, so one file serves light, dark, disabled and selected states at any DPI.

#include <QColor>
#include <QIcon>
#include <QPixmap>

namespace webshop::ui {

class Icons
{
public:
    enum class Tint {
        Text,   // the palette's text colour (toolbars, buttons)
        Muted,  // secondary
        Accent, // primary actions
        Amber,  // warnings and badges
        Error,  // errors only
        Success,
        OnAccent, // white, on an accent-coloured background
    };

    // `name` is the file name without extension, e.g. "search". The colour is resolved from
    // the application palette at paint time; Disabled and Selected modes get their colours.
    static QIcon icon(const QString &name, Tint tint = Tint::Text);
    // A fixed colour.
    static QIcon icon(const QString &name, const QColor &color);
    // A pixmap for a label, sized in device-independent pixels, for the given device pixel ratio.
    static QPixmap pixmap(const QString &name, int size, const QColor &color, qreal dpr);
    static QColor color(Tint tint);
    // True when the icon file exists in the resources.
    static bool exists(const QString &name);
};

} // namespace webshop::ui
