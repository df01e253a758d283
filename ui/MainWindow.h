#pragma once

// The main window: toolbar (search field, delivery address, Net | Gross, basket badge, user
// menu), the pages Search / Basket / Lists / Quick order / Order guide (Ctrl+1..5), a thin
// progress line, an inline banner for session-level messages, and the connection state in the
// status bar.
// It drives the login dialog and refreshes the models after login and address changes.

#include "app/control/Preferences.h"
#include "models/OrderSheet.h"
#include "app/values/ComparisonLine.h"
#include "ui/Services.h"

#include <QMainWindow>
#include <QPointer>
#include <functional>
#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QLineEdit;
class QMenu;
class QStackedWidget;
class QSystemTrayIcon;
class QToolButton;

namespace webshop::ui {

class AddHistoryDialog;
class Banner;
class FirstPaint;
class BasketPage;
class ImportDialog;
class BusyTracker;
class ConnectionStatus;
class LazyPage;
class ListsPage;
class QuickOrderPage;
class GuidePage;
class LoginDialog;
class MainToolBar;
class OrderSheetActions;
class PriceModeSwitch;
class ProgressLine;
class CataloguePage;
class StoreComparisonDialog;

class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_PROPERTY(bool busy READ isBusy NOTIFY busyChanged)
public:
    explicit MainWindow(const Services &services, QWidget *parent = nullptr);
    ~MainWindow() override;

    enum class Page { Search = 0, Basket = 1, Lists = 2, QuickOrder = 3, Guide = 4 };
    void showPage(Page page);
    Page currentPage() const;

    // Screenshot mode and command line.
    void startSearch(const QString &text);
    void showArticle(const QString &variantId);
    // Selects the first search result (now, or when the first page arrives).
    void showFirstResult();
    // True while a model of the visible page loads, a visible image is missing, a spinner or
    // skeleton shows, or the login is in progress.
    bool isBusy() const;

    // Opens the login dialog (non-blocking). With tryRestore, the remembered login is tried
    // first. Returns the dialog (owned by the window; deleted when closed).
    LoginDialog *openLogin(bool tryRestore = true);
    // Runs work once the window has shown its first frame (at once after that): what the
    // first frame does not need is not in its way.
    void afterFirstPaint(std::function<void()> work);
    LoginDialog *loginDialog() const;
    // Opens the preferences dialog (non-blocking).
    void openPreferences();
    // The server named on the command line: every login form opens with it.
    void setServerUrl(const QUrl &url);
    // After a login without the form (environment): the customer's remembered delivery
    // address when it still exists, else the address choice.
    void chooseAddress();

    // Compare Stores (MainWindowCompare.cpp): the basket's lines, or the shown list's on the
    // Lists page, at every store of the customer; the dialog is owned by the window.
    void compareStores();
    StoreComparisonDialog *openStoreComparison(const api::ComparisonLines &lines, const QString &what);
    StoreComparisonDialog *comparisonDialog() const;
    // Order-file import (MainWindowImport.cpp): the preview of the file, bytes (a pasted or
    // dropped file) or text (pasted cells); nothing is added before the buyer confirms in it.
    // Null when no customer is signed in or the file cannot be read (the banner says why).
    ImportDialog *importOrderFile(const QString &path);
    ImportDialog *importOrderData(const QByteArray &bytes, const QString &sourceName);
    ImportDialog *importOrderText(const QString &text, const QString &sourceName);
    ImportDialog *importDialog() const;
    // View → Added to Basket… (MainWindowHistory.cpp): what this app added, with its outcome.
    AddHistoryDialog *openAddHistory();
    AddHistoryDialog *addHistoryDialog() const;
    QAction *addHistoryAction() const { return m_addHistoryAction; }
    // What happened to the adds that were on their way when the app closed (shown once).
    Banner *recoveryBanner() const { return m_recoveryBanner; }

    // The window's view of the preferences (results view, price mode); it follows every change
    // of the graph's PreferencesStore.
    void applyPreferences(const control::Preferences &preferences);

    // Seam for tests: how URLs are opened (default QDesktopServices::openUrl).
    using UrlOpener = std::function<bool(const QUrl &)>;
    static void setUrlOpener(UrlOpener opener);
    QUrl checkoutUrl() const;

    // The order lines of the page on screen (basket, the list shown), as File → Export and
    // Print take them; nullopt where there are none (MainWindowExport.cpp).
    std::optional<models::OrderSheet> currentOrderSheet() const;
    OrderSheetActions *orderSheetActions() const { return m_sheetActions; }

    QAction *findAction() const { return m_findAction; }
    QAction *preferencesAction() const { return m_preferencesAction; }
    QAction *logoutAction() const { return m_logoutAction; }
    QAction *logoutForgetAction() const { return m_logoutForgetAction; }
    QAction *priceChangesAction() const { return m_priceChangesAction; }
    QLineEdit *searchField() const { return m_searchField; }
    CataloguePage *searchPage() const { return m_searchPage; }
    // Built on first show or on this first call.
    BasketPage *basketPage() const;
    ListsPage *listsPage() const;
    QuickOrderPage *quickOrderPage() const;
    GuidePage *guidePage() const;
    // The order guide page showing this list (Lists → Use as Order Guide).
    void openGuide(const QString &listId);
    Banner *banner() const { return m_banner; }
    QComboBox *addressBox() const;
    PriceModeSwitch *priceModeSwitch() const { return m_priceSwitch; }

signals:
    void busyChanged(bool busy);
    void loggedOut();
    // Log Out / Switch User: the session is already logged out and the models cleared. When
    // nothing is connected, the window opens its own login dialog.
    void logoutRequested(bool switchUser);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    const control::Preferences &prefs() const; // the graph's PreferencesStore's
    void buildCentralWidget();
    void createActions(); // MainWindowMenus.cpp
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createHelpMenu();
    void createExportActions(QMenu *fileMenu); // MainWindowExport.cpp
    models::SheetHeader sheetHeader(const QString &title) const;
    void createToolBar(); // MainWindowChrome.cpp
    void createStatusBar();
    void connectPrices();
    void connectPages();
    void createCompareAction(QMenu *menu); // MainWindowCompare.cpp
    BasketPage *buildBasketPage(QWidget *parent);
    ListsPage *buildListsPage(QWidget *parent);
    QuickOrderPage *buildQuickOrderPage(QWidget *parent);
    GuidePage *buildGuidePage(QWidget *parent);
    void connectBasket();
    void restoreWindowState();
    void saveWindowState() const;
    void refreshCurrentPage();
    // The session (MainWindowSession.cpp).
    void connectSession();
    // Log Out / Switch User: asks first while basket adds are open (MainWindowQuit.cpp);
    // forgetLocalData: the customer's price history on this computer goes too.
    void logout(bool switchUser, bool forgetLocalData = false);
    void signOut(bool switchUser, bool forgetLocalData = false);
    // Price history (MainWindowPrices.cpp).
    void openPriceChanges();
    void connectPriceHistory();
    void connectAdds(); // MainWindowHistory.cpp
    // Order guides' reminders before their cut-off, on every page (MainWindowGuides.cpp).
    void connectGuideReminders();
    void checkGuideReminders();
    Banner *makeRecoveryBanner(QWidget *parent); // MainWindowHistory.cpp
    void tellForgotten(bool ok);
    void forgetLocalData(bool customerOnly);
    void onSessionEnded();
    void updateSessionViews();
    // Quitting with basket additions open (MainWindowQuit.cpp).
    void connectQuitGuard();
    bool mayClose();
    void waitThenClose();
    void updateAddresses();
    void updateBasketBadge();
    void updateConnection();
    void updateTitle();
    void scheduleBusyCheck();
    void showTransient(bool ok, const QString &text);
    ImportDialog *newImportDialog();
    void chooseImportFile();

    Services m_services;
    QStackedWidget *m_pages = nullptr;
    CataloguePage *m_searchPage = nullptr;
    LazyPage *m_basketPage = nullptr; // BasketPage, built on first show
    LazyPage *m_listsPage = nullptr;  // ListsPage, built on first show
    LazyPage *m_quickOrderPage = nullptr; // QuickOrderPage, built on first show
    LazyPage *m_guidePage = nullptr; // GuidePage, built on first show
    ProgressLine *m_progress = nullptr;
    Banner *m_banner = nullptr;
    MainToolBar *m_toolbar = nullptr;
    QLineEdit *m_searchField = nullptr;       // the toolbar's
    PriceModeSwitch *m_priceSwitch = nullptr; // the toolbar's
    ConnectionStatus *m_status = nullptr;
    BusyTracker *m_busyTracker = nullptr;
    QPointer<LoginDialog> m_login;
    QPointer<StoreComparisonDialog> m_comparison;
    QAction *m_compareAction = nullptr;
    QPointer<ImportDialog> m_import;
    QPointer<AddHistoryDialog> m_addHistory;
    QAction *m_addHistoryAction = nullptr;
    Banner *m_recoveryBanner = nullptr;
    QAction *m_importAction = nullptr;
    FirstPaint *m_firstPaint = nullptr;
    QUrl m_serverUrl;
    // What happens once the open basket adds are settled (the buyer chose to wait).
    enum class AfterAdds { Nothing, Close, SignOut, SwitchUser };
    AfterAdds m_afterAdds = AfterAdds::Nothing;
    bool m_forgetAfterAdds = false; // with SignOut / SwitchUser: the local data goes too
    bool m_quitAnyway = false;     // the buyer chose to quit with additions open
    bool m_askingToQuit = false;
    QAction *m_findAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_logoutAction = nullptr;
    QAction *m_logoutForgetAction = nullptr;
    QAction *m_priceChangesAction = nullptr;
    QAction *m_switchUserAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_netAction = nullptr;
    QAction *m_grossAction = nullptr;
    QAction *m_gridAction = nullptr;
    QAction *m_listAction = nullptr;
    QAction *m_pageActions[5] = {};
    QString m_guideReminder; // the reminder the window banner shows (empty: none)
    QSystemTrayIcon *m_tray = nullptr; // where the platform has one: the reminder as a notification
    OrderSheetActions *m_sheetActions = nullptr;
};

} // namespace webshop::ui
