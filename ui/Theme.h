#pragma once

// One consistent look on every OS: the Fusion style with our own light and dark palettes,
// one accent (deep blue) for primary actions and selection, amber for badges and warnings,
// red only for errors. Call Theme::apply() once after QApplication exists.

#include <QColor>
#include <QPalette>

class QWidget;

namespace webshop::ui {

class Theme
{
public:
    enum class Mode { System, Light, Dark };

    // Sets the Fusion style, our palette and the few style sheet rules. System follows the
    // platform's dark setting (read once at start; WEBSHOP_THEME=light|dark overrides).
    static void apply(Mode mode = Mode::System);
    static Mode modeFromString(const QString &text); // "light", "dark", anything else: System
    static QString modeToString(Mode mode);

    static bool isDark();
    static QPalette lightPalette();
    static QPalette darkPalette();

    // Semantic colours of the current palette.
    static QColor accent();          // primary actions, selection, focus
    static QColor accentText();      // text on accent
    static QColor amber();           // badges, warnings
    static QColor amberText();       // text on an amber badge
    static QColor warningText();     // warning words on the base (contrast >= 4.5:1)
    static QColor error();           // errors only
    static QColor success();         // confirmations
    static QColor muted();           // secondary text (contrast >= 4.5:1 on the base)
    static QColor border();          // hairlines
    static QColor card();            // card background
    static QColor skeleton();        // loading placeholders
    // A soft background of `c` mixed into the window colour (banners, badges).
    static QColor tint(const QColor &c, qreal amount = 0.14);
    // Text in colour `c` on tint(c): a little lighter in dark, darker in light, so that a
    // status chip or a badge reads at 4.5:1 on its own tint.
    static QColor onTint(const QColor &c);
    // How strong a status chip's tint is (quick order status, what the basket holds).
    static qreal chipTint();
    // The cheapest cell of the store comparison: its text and the soft mark behind it.
    static QColor markText();
    static QColor markBackground();

    // Every text colour the UI paints on a background of its own, named, for the current
    // palette (ThemePairs.cpp). tst_theme holds each pair of both palettes to WCAG AA (4.5:1).
    // Disabled controls are left out, as WCAG leaves them out.
    struct TextPair
    {
        QString name;
        QColor text;
        QColor background;
    };
    static QList<TextPair> textPairs();

    // Spacing grid.
    static constexpr int unit = 8;
    static constexpr int radius = 8;

    // Font helpers. The type scale has two steps above the body text: a heading (page and
    // article titles, prices that lead, the brand) and a display size (dialog titles, the
    // basket's total). Few sizes look calmer, and each new size is one more font the system
    // has to find at start-up (two fewer sizes took about 6 % off the work before the first
    // frame).
    static constexpr qreal heading = 1.25;
    static constexpr qreal display = 1.45;
    static QFont titleFont(const QFont &base, qreal scale = heading);
    static QFont semibold(const QFont &base);
    static QFont small(const QFont &base);

    // Text colour of a label or any widget that draws with WindowText.
    static void setTextColor(QWidget *widget, const QColor &color);
    // Secondary text: setTextColor(widget, muted()).
    static void setMuted(QWidget *widget);

private:
    static bool systemPrefersDark();
};

} // namespace webshop::ui
