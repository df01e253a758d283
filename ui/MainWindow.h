#pragma once

#include <QMainWindow>

class QAction;
class QStackedWidget;
class QLabel;

namespace webshop::ui {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    enum class Page { Search = 0, Basket = 1, Lists = 2 };
    void showPage(Page page);
    Page currentPage() const;

    QAction *findAction() const { return m_findAction; }
    QAction *refreshAction() const { return m_refreshAction; }
    QAction *preferencesAction() const { return m_preferencesAction; }
    QAction *logoutAction() const { return m_logoutAction; }

signals:
    void refreshRequested();
    void preferencesRequested();
    void logoutRequested();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void restoreWindowState();

    QStackedWidget *m_pages = nullptr;
    QLabel *m_statusLabel = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_logoutAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_pageActions[3] = {};
};

} // namespace webshop::ui
