#pragma once

// The fat-finger guard: an add far above a normal order (Preferences: over 20 packs, over
// 25 kg or over 500 gross by default, with an off switch) asks once, with the quantity and
// the price, before anything is sent: the app cannot lower a basket line afterwards.
// The question is a window-modal message box (no nested event loop): Enter adds, Esc cancels.
// Tests answer it with real keys, or through setNextAnswer() where the dialog is not the point.

#include "app/values/Types.h"
#include "app/control/Preferences.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <functional>
#include <optional>

class QWidget;

namespace webshop::ui {

// The guard's limits are part of the buyer's preferences.
using control::Preferences;

class LargeAddGuard
{
    Q_DECLARE_TR_FUNCTIONS(webshop::ui::LargeAddGuard)
public:
    struct Line
    {
        QString name;                     // "Gouda" (with the pack for packs)
        values::Decimal quantity;
        bool weight = false;
        std::optional<values::Money> gross;  // the add's gross price; nullopt: unknown
        std::optional<values::Money> shown;  // the add's price in the display mode
    };

    // True when the check is on and the line is above one of the limits.
    static bool isLarge(const Preferences &preferences, const Line &line);
    // "Add 15 kg Gouda for 169,95 €?"; several lines: one question listing them all.
    static QString question(const QLocale &locale, const QList<Line> &lines);

    // Shows the question; `done(true)` once when the buyer confirms, `done(false)` on cancel.
    static void ask(QWidget *parent, const QString &question, std::function<void(bool)> done);

    enum class Answer { Ask, Add, Cancel };
    // Test seam: the next ask() answers this at once, without a dialog.
    static void setNextAnswer(Answer answer);
};

} // namespace webshop::ui
