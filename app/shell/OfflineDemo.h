#pragma once

// The offline screenshot (--show offline with --demo): the demo shop's search, an article, the
// lists and the basket are loaded, then the shop is stopped and a search is typed again, so the
// window shows the offline banner, the saved copies and the local search.

#include <QObject>
#include <QTimer>

namespace webshop::control { class ObjectGraph; }
namespace webshop::demo { class DemoServer; }
namespace webshop::ui { class MainWindow; }

namespace webshop::shell {

class OfflineDemo : public QObject
{
    Q_OBJECT
public:
    OfflineDemo(control::ObjectGraph *graph, ui::MainWindow *window, demo::DemoServer *server,
                QObject *parent = nullptr);

    void start(const QString &query);
    // Offline, the local search shown.
    bool isReady() const;

private:
    void step();

    control::ObjectGraph *m_graph;
    ui::MainWindow *m_window;
    demo::DemoServer *m_server;
    QString m_query;
    bool m_stopped = false;
    QTimer m_poll;
};

} // namespace webshop::shell
