// The start-up and memory baseline: a bare Qt main window with a menu, a toolbar with a search
// field, a list and a QNetworkAccessManager, nothing of the app. Prints on stdout
//   paint <ns>   its first paint finished (monotonic clock)
//   rss <kB>     its resident memory then (-1 where unknown)

#include "tests/bench/BenchUtil.h"

#include <QApplication>
#include <QLineEdit>
#include <QListView>
#include <QMainWindow>
#include <QMenuBar>
#include <QNetworkAccessManager>
#include <QStringListModel>
#include <QToolBar>
#include <cstdio>

namespace {

class FirstPaint : public QObject
{
protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            QTimer::singleShot(0, this, [] {
                std::printf("paint %lld\n", static_cast<long long>(webshop::bench::monotonicNs()));
                std::printf("rss %lld\n", static_cast<long long>(webshop::bench::residentMemoryKb()));
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    FirstPaint probe;
    app.installEventFilter(&probe);
    QNetworkAccessManager nam;
    QMainWindow window;
    QMenu *file = window.menuBar()->addMenu(QStringLiteral("&File"));
    file->addAction(QStringLiteral("&Preferences"));
    file->addAction(QStringLiteral("&Quit"), &app, &QCoreApplication::quit);
    window.menuBar()->addMenu(QStringLiteral("&Help"))->addAction(QStringLiteral("&About"));
    QToolBar *toolbar = window.addToolBar(QStringLiteral("Main"));
    toolbar->addAction(QStringLiteral("Search"));
    toolbar->addAction(QStringLiteral("Basket"));
    toolbar->addWidget(new QLineEdit);
    QStringListModel model;
    auto *list = new QListView;
    list->setUniformItemSizes(true);
    list->setModel(&model);
    window.setCentralWidget(list);
    window.resize(1440, 900);
    window.show();
    return app.exec();
}
