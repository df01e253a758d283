#pragma once

// The main window, a shell: the toolbar (search field, delivery address, Net | Gross, basket
// button, account menu), the pages of PageList.cpp in a PageStack (Ctrl+1 …), a thin progress
// line, the banners, the connection state in the status bar. Its parts do the rest: SignInFlow
// (login, address, sign-out), QuitFlow (closing with adds open), ImportLauncher,
// ComparisonLauncher, HistoryActions, GuideReminders, WindowMenus.

#include "ui/PageStack.h"
#include "ui/Services.h"

#include <QMainWindow>
#include <functional>

class QComboBox;
class QLineEdit;

namespace webshop::control { struct Preferences; }

namespace webshop::ui {

class Banner;
class BusyTracker;
class ComparisonLauncher;
class FirstPaint;
class HistoryActions;
class ImportLauncher;
class OrderSheetActions;
class PriceModeSwitch;
class ProgressLine;
class QuitFlow;
class SignInFlow;
class GuideReminders;
class WindowChrome;
class WindowMenus;

class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_PROPERTY(bool busy READ isBusy NOTIFY busyChanged)
public:
    explicit MainWindow(const Services &services, QWidget *parent = nullptr);
    ~MainWindow() override;

    PageStack *pages() const { return m_pages; }
    template<class T>
    void showPage() { m_pages->showPage<T>(); }
    template<class T>
    bool isShowing() const { return m_pages->isShowing<T>(); }
    // The page, built now if it was not yet.
    template<class T>
    T *page() const { return m_pages->page<T>(); }

    // The command line and screenshots: a search, an article, the first result.
    void startSearch(const QString &text);
    void showArticle(const QString &variantId);
    void showFirstResult(); // now, or when the first page arrives
    // The order guide page showing this list.
    void openGuide(const QString &listId);
    // Compare Stores with the lines of the page on screen (else the basket's).
    void compareStores();
    // True while the page on screen is busy, the login signs in or a comparison loads.
    bool isBusy() const;
    // Runs work once the window has shown its first frame (at once after that).
    void afterFirstPaint(std::function<void()> work);
    // Opens the preferences dialog (non-blocking).
    void openPreferences();

    SignInFlow *signIn() const { return m_signIn; }
    QuitFlow *quitFlow() const { return m_quit; }
    ImportLauncher *imports() const { return m_imports; }
    ComparisonLauncher *comparison() const { return m_comparison; }
    HistoryActions *history() const { return m_history; }
    WindowMenus *menus() const { return m_menus; }
    OrderSheetActions *orderSheetActions() const { return m_sheetActions; }
    Banner *banner() const { return m_banner; }
    WindowChrome *chrome() const { return m_chrome; }
    QLineEdit *searchField() const;
    QComboBox *addressBox() const;
    PriceModeSwitch *priceModeSwitch() const;

signals:
    void busyChanged(bool busy);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    const control::Preferences &prefs() const;
    void buildCentralWidget();
    void createParts();
    void runCommand(WindowCommand command, const QVariant &argument);
    void applyPreferences(const control::Preferences &preferences);
    void refreshCurrentPage();

    Services m_services;
    PageStack *m_pages = nullptr;
    ProgressLine *m_progress = nullptr;
    Banner *m_banner = nullptr;
    QWidget *m_bannerColumn = nullptr;
    WindowChrome *m_chrome = nullptr;
    BusyTracker *m_busyTracker = nullptr;
    FirstPaint *m_firstPaint = nullptr;
    SignInFlow *m_signIn = nullptr;
    QuitFlow *m_quit = nullptr;
    ImportLauncher *m_imports = nullptr;
    ComparisonLauncher *m_comparison = nullptr;
    HistoryActions *m_history = nullptr;
    GuideReminders *m_reminders = nullptr;
    WindowMenus *m_menus = nullptr;
    OrderSheetActions *m_sheetActions = nullptr;
};

} // namespace webshop::ui
