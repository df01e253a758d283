#include "ui/Theme.h"

#include <QGuiApplication>

// Every text colour of the UI on the background it is painted on, for the palette in use.
// A widget or delegate that paints text on a background of its own takes both colours from
// Theme, and the pair is listed here, so that tst_theme checks what is on screen.

namespace webshop::ui {

QColor Theme::onTint(const QColor &c)
{
    const QColor toward = isDark() ? QColor(0xff, 0xff, 0xff) : QGuiApplication::palette().color(QPalette::Text);
    const qreal t = isDark() ? 0.3 : 0.2;
    return QColor::fromRgbF(float(c.redF() * (1 - t) + toward.redF() * t), float(c.greenF() * (1 - t) + toward.greenF() * t),
                            float(c.blueF() * (1 - t) + toward.blueF() * t));
}

qreal Theme::chipTint()
{
    return isDark() ? 0.16 : 0.12;
}

QColor Theme::markText()
{
    // The accent itself is too dark on the dark palette's mark (2.3:1): its light blue there.
    return isDark() ? QColor(0x8f, 0xb4, 0xf5) : accent();
}

QColor Theme::markBackground()
{
    return tint(accent(), 0.12);
}

// size-ok: a table of the palette's text pairs
QList<Theme::TextPair> Theme::textPairs()
{
    const QPalette pal = QGuiApplication::palette();
    const auto c = [&pal](QPalette::ColorRole role) { return pal.color(QPalette::Active, role); };
    const QColor window = c(QPalette::Window);
    const QColor base = c(QPalette::Base);
    const QColor alternate = c(QPalette::AlternateBase);
    const QColor text = c(QPalette::Text);
    QList<TextPair> pairs = {
        // The palette's own pairs (labels, views, buttons, selection, tooltips, links).
        {QStringLiteral("window text on window"), c(QPalette::WindowText), window},
        {QStringLiteral("text on base"), text, base},
        {QStringLiteral("text on alternate rows"), text, alternate},
        {QStringLiteral("button text on button"), c(QPalette::ButtonText), c(QPalette::Button)},
        {QStringLiteral("selected text on selection"), c(QPalette::HighlightedText), c(QPalette::Highlight)},
        {QStringLiteral("selected text on selection (unfocused view)"),
         pal.color(QPalette::Inactive, QPalette::HighlightedText), pal.color(QPalette::Inactive, QPalette::Highlight)},
        {QStringLiteral("tooltip"), c(QPalette::ToolTipText), c(QPalette::ToolTipBase)},
        {QStringLiteral("placeholder on base"), c(QPalette::PlaceholderText), base},
        {QStringLiteral("link on base"), c(QPalette::Link), base},
        {QStringLiteral("link on window"), c(QPalette::Link), window},
        {QStringLiteral("visited link on base"), c(QPalette::LinkVisited), base},
        // Semantic colours on the backgrounds they are used on.
        {QStringLiteral("muted on window"), muted(), window},
        {QStringLiteral("muted on base"), muted(), base},
        {QStringLiteral("muted on alternate rows"), muted(), alternate},
        {QStringLiteral("warning on window"), warningText(), window},
        {QStringLiteral("warning on base"), warningText(), base},
        {QStringLiteral("error on window"), error(), window},
        {QStringLiteral("error on base"), error(), base},
        {QStringLiteral("error on alternate rows"), error(), alternate},
        {QStringLiteral("success on window"), success(), window},
        {QStringLiteral("success on base"), success(), base},
        {QStringLiteral("primary button"), accentText(), accent()},
        {QStringLiteral("primary button, hovered"), accentText(), isDark() ? accent().lighter(115) : accent().lighter(125)},
        {QStringLiteral("primary button, pressed"), accentText(), accent().darker(115)},
        {QStringLiteral("amber badge (basket count, kg, saved copy, to choose)"), amberText(), amber()},
        // Banners: the window text on the kind's tint.
        {QStringLiteral("warning banner"), c(QPalette::WindowText), tint(amber(), 0.12)},
        {QStringLiteral("error banner"), c(QPalette::WindowText), tint(error(), 0.12)},
        {QStringLiteral("success banner"), c(QPalette::WindowText), tint(success(), 0.12)},
        {QStringLiteral("info banner"), c(QPalette::WindowText), tint(isDark() ? QColor(0x8f, 0xb4, 0xf5) : accent(), 0.12)},
        // Badges on cards and rows (Painting.cpp).
        {QStringLiteral("accent badge"), isDark() ? QColor(0xc9, 0xdb, 0xff) : accent(), tint(accent(), 0.16)},
        {QStringLiteral("neutral badge"), text, skeleton()},
        {QStringLiteral("price rise badge"), onTint(error()), tint(error(), 0.16)},
        {QStringLiteral("price fall badge"), onTint(success()), tint(success(), 0.16)},
        {QStringLiteral("selected card"), text, tint(accent(), 0.07)},
        {QStringLiteral("muted on a selected card"), muted(), tint(accent(), 0.07)},
        // The import preview's status pills.
        {QStringLiteral("import: ready"), text, tint(success(), 0.16)},
        {QStringLiteral("import: not found"), onTint(error()), tint(error(), 0.16)},
        // The add history's rows that need a look.
        {QStringLiteral("add history: not known"), text, tint(amber(), 0.22)},
        // The quick order: the current row, the status chips, what the basket holds.
        {QStringLiteral("quick order: current row"), text, tint(accent(), isDark() ? 0.30 : 0.12)},
        {QStringLiteral("quick order: added chip"), onTint(success()), tint(success(), chipTint())},
        {QStringLiteral("quick order: warning chip"), onTint(warningText()), tint(warningText(), chipTint())},
        {QStringLiteral("quick order: refused chip"), onTint(error()), tint(error(), chipTint())},
        {QStringLiteral("quick order: working chip"), onTint(c(QPalette::Link)), tint(c(QPalette::Link), chipTint())},
        {QStringLiteral("quick order: in basket"), onTint(muted()), tint(muted(), chipTint())},
        // The lists' sidebar.
        {QStringLiteral("list name, hovered"), text, tint(accent(), 0.08)},
        {QStringLiteral("list name, selected"), accentText(), accent()},
        // The store comparison's cheapest cell.
        {QStringLiteral("comparison: cheapest mark"), markText(), markBackground()},
    };
    return pairs;
}

} // namespace webshop::ui
