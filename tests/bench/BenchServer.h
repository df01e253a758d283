#pragma once

// The embedded backend on its own thread (so its work never shows as a GUI-thread stall),
// over real loopback HTTP, counting the requests it serves by kind.

#include "app/demo/DemoServer.h"

#include <QMutex>
#include <QStringList>
#include <QThread>
#include <QUrl>
#include <memory>

namespace webshop::bench {

class BenchServer
{
public:
    explicit BenchServer(const demo::DemoOptions &options = {});
    ~BenchServer();
    bool ok() const { return m_url.isValid(); }
    QUrl url() const { return m_url; }

    // Served requests whose path contains `part` ("/search", "/media/") since the last reset.
    int count(const QString &part) const;
    void reset();
    // Empties every basket (the backend's own thread does it; returns when done).
    void resetBaskets();

private:
    QThread m_thread;
    demo::DemoServer *m_server = nullptr; // lives on m_thread
    QUrl m_url;
    mutable QMutex m_mutex;
    QStringList m_paths;
};

} // namespace webshop::bench
