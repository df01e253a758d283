#pragma once

// Nothing can be added while the server cannot be reached (adds are refused then, never
// queued): every add button is off while offline, and its tooltip says why, instead of
// staying bright under a banner that says nothing can be added. Keys that add (Enter in a
// quantity, Ctrl+Enter) still answer, with the refusal in words.

#include <QCoreApplication>
#include <functional>

class QAbstractButton;

namespace webshop::control { class OfflineCache; }

namespace webshop::ui {

class OfflineAdds
{
    Q_DECLARE_TR_FUNCTIONS(webshop::ui::OfflineAdds)
public:
    static bool isOffline(const control::OfflineCache *offline);
    static QString reason();
    // The button is enabled when `enabled` and not offline. Offline, its tooltip gives the
    // reason; back online, the tooltip it had before.
    static void apply(QAbstractButton *button, bool enabled, bool offline);
    // Calls `update` whenever the app goes offline or back, for as long as `receiver` lives.
    static void watch(control::OfflineCache *offline, QObject *receiver, const std::function<void()> &update);
};

} // namespace webshop::ui
