#include "app/control/PreferencesStore.h"

#include "app/values/SettingsKeys.h"

namespace webshop::control {

PreferencesStore::PreferencesStore(QObject *parent)
    : QObject(parent)
    , m_current(Preferences::load(m_settings))
{
}

models::PackMemory::Storage PreferencesStore::packStorage()
{
    return {[this](const QString &key) { return m_settings.value(key).toStringList(); },
            [this](const QString &key, const QStringList &value) { m_settings.setValue(key, value); }};
}

PreferencesStore::WindowLayout PreferencesStore::windowLayout() const
{
    return {m_settings.value(settings::WindowGeometry).toByteArray(), m_settings.value(settings::WindowState).toByteArray(),
            m_settings.value(settings::WindowSearchSplitter).toByteArray()};
}

void PreferencesStore::setWindowLayout(const WindowLayout &layout)
{
    m_settings.setValue(settings::WindowGeometry, layout.geometry);
    m_settings.setValue(settings::WindowState, layout.state);
    m_settings.setValue(settings::WindowSearchSplitter, layout.searchSplitter);
}

void PreferencesStore::set(const Preferences &preferences)
{
    if (preferences == m_current)
        return;
    m_current = preferences;
    m_current.save(m_settings);
    emit changed(m_current);
}

} // namespace webshop::control
