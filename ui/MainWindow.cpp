#include "ui/MainWindow.h"

#include "ui/AboutDialog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

namespace webshop::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Webshop"));
    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("pages"));
    const QString names[] = {tr("Search"), tr("Basket"), tr("Lists")};
    for (const QString &name : names) {
        auto *placeholder = new QLabel(name, m_pages);
        placeholder->setAlignment(Qt::AlignCenter);
        m_pages->addWidget(placeholder);
    }
    setCentralWidget(m_pages);
    m_statusLabel = new QLabel(tr("Not connected"), this);
    m_statusLabel->setObjectName(QStringLiteral("connectionStatus"));
    statusBar()->addWidget(m_statusLabel, 1);
    createActions();
    restoreWindowState();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    m_logoutAction = fileMenu->addAction(tr("&Log Out"), this, &MainWindow::logoutRequested);
    m_logoutAction->setObjectName(QStringLiteral("actionLogout"));
    fileMenu->addSeparator();
    m_quitAction = fileMenu->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    m_findAction = editMenu->addAction(tr("&Find Articles"));
    m_findAction->setShortcut(QKeySequence::Find);
    m_findAction->setObjectName(QStringLiteral("actionFind"));
    editMenu->addSeparator();
    m_preferencesAction = editMenu->addAction(tr("&Preferences…"), this, &MainWindow::preferencesRequested);
    m_preferencesAction->setShortcut(QKeySequence::Preferences);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    auto *group = new QActionGroup(this);
    const QString pageNames[] = {tr("&Search"), tr("&Basket"), tr("&Lists")};
    for (int i = 0; i < 3; ++i) {
        QAction *a = viewMenu->addAction(pageNames[i]);
        a->setCheckable(true);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, i] { showPage(Page(i)); });
        m_pageActions[i] = a;
    }
    m_pageActions[0]->setChecked(true);
    viewMenu->addSeparator();
    m_refreshAction = viewMenu->addAction(tr("&Refresh"), this, &MainWindow::refreshRequested);
    m_refreshAction->setShortcut(QKeySequence::Refresh);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *about = helpMenu->addAction(tr("&About Webshop Desktop"), this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    });
    about->setMenuRole(QAction::AboutRole);

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setMovable(false);
    for (QAction *a : m_pageActions)
        toolbar->addAction(a);
}

void MainWindow::showPage(Page page)
{
    m_pages->setCurrentIndex(int(page));
    m_pageActions[int(page)]->setChecked(true);
}

MainWindow::Page MainWindow::currentPage() const
{
    return Page(m_pages->currentIndex());
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(event);
}

} // namespace webshop::ui
