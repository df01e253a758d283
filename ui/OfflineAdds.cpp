#include "ui/OfflineAdds.h"

#include "app/control/OfflineCache.h"

#include <QAbstractButton>

namespace webshop::ui {

namespace {
constexpr const char *kOnlineTip = "webshopOnlineToolTip";
} // namespace

bool OfflineAdds::isOffline(const control::OfflineCache *offline)
{
    return offline && offline->isOffline();
}

QString OfflineAdds::reason()
{
    return tr("Offline: nothing can be added until the server answers again.");
}

void OfflineAdds::apply(QAbstractButton *button, bool enabled, bool offline)
{
    if (!button->property(kOnlineTip).isValid())
        button->setProperty(kOnlineTip, button->toolTip());
    button->setEnabled(enabled && !offline);
    button->setToolTip(offline ? reason() : button->property(kOnlineTip).toString());
}

void OfflineAdds::watch(control::OfflineCache *offline, QObject *receiver, const std::function<void()> &update)
{
    if (offline)
        QObject::connect(offline, &control::OfflineCache::offlineChanged, receiver, [update] { update(); });
}

} // namespace webshop::ui
