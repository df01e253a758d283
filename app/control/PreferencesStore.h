#pragma once

// The user's preferences for the running app, in one object: read from the settings once when
// the object graph is built, handed to whoever needs them (widgets through Services, the import
// controllers through their factory), changed in one place (set: the Preferences dialog, the
// login's server choice), written back there, and announced (changed) to every reader. Nothing
// outside app/control reads or writes QSettings for them (tests/layers: settings_in_control).

#include "app/control/Preferences.h"
#include "models/PackMemory.h"

#include <QObject>
#include <QSettings>

namespace webshop::control {

class PreferencesStore : public QObject
{
    Q_OBJECT
public:
    // Reads the saved preferences (the defaults where none are saved).
    explicit PreferencesStore(QObject *parent = nullptr);

    const Preferences &current() const { return m_current; }
    // Saves and announces them, when they differ from the current ones.
    void set(const Preferences &preferences);

    // Where models::PackMemory keeps the packs added last: these settings, through one
    // long-lived QSettings (written once per turn of the event loop, not once per add: an
    // import adds thousands). Valid while this store lives.
    models::PackMemory::Storage packStorage();

    // The window's geometry, toolbar state and the search page's splitter, as Qt saves them.
    struct WindowLayout
    {
        QByteArray geometry, state, searchSplitter;
    };
    WindowLayout windowLayout() const;
    void setWindowLayout(const WindowLayout &layout);

signals:
    void changed(const webshop::control::Preferences &preferences);

private:
    QSettings m_settings;
    Preferences m_current;
};

} // namespace webshop::control
