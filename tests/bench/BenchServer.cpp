#include "tests/bench/BenchServer.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <algorithm>

namespace webshop::bench {

BenchServer::BenchServer(const demo::DemoOptions &options)
{
    m_thread.setObjectName(QStringLiteral("bench-server"));
    m_server = new demo::DemoServer(options);
    QObject::connect(m_server, &demo::DemoServer::requestServed, m_server,
                     [this](const QString &, const QString &path, int) {
                         QMutexLocker lock(&m_mutex);
                         m_paths.append(path);
                     });
    m_server->moveToThread(&m_thread);
    m_thread.start();
    // Bound on its own thread: its sockets belong there.
    QMetaObject::invokeMethod(
        m_server,
        [this] {
            if (m_server->listen(QHostAddress::LocalHost, 0))
                m_url = m_server->url();
        },
        Qt::BlockingQueuedConnection);
}

BenchServer::~BenchServer()
{
    QThread *home = QCoreApplication::instance()->thread();
    QMetaObject::invokeMethod(m_server, [this, home] { m_server->moveToThread(home); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    delete m_server;
}

int BenchServer::count(const QString &part) const
{
    QMutexLocker lock(&m_mutex);
    return int(std::count_if(m_paths.cbegin(), m_paths.cend(), [&](const QString &p) { return p.contains(part); }));
}

void BenchServer::reset()
{
    QMutexLocker lock(&m_mutex);
    m_paths.clear();
}

void BenchServer::resetBaskets()
{
    QMetaObject::invokeMethod(m_server, [this] { m_server->resetBaskets(); }, Qt::BlockingQueuedConnection);
}

} // namespace webshop::bench
