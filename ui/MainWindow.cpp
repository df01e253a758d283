#include "ui/MainWindow.h"

#include "app/control/OfflineCache.h"
#include "app/control/PreferencesStore.h"
#include "app/control/SessionController.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "ui/Banner.h"
#include "ui/BasketPage.h"
#include "ui/BusyTracker.h"
#include "ui/CataloguePage.h"
#include "ui/ComparisonLauncher.h"
#include "ui/FirstPaint.h"
#include "ui/GraphLinks.h"
#include "ui/GuidePage.h"
#include "ui/GuideReminders.h"
#include "ui/HistoryActions.h"
#include "ui/ImportLauncher.h"
#include "ui/LoginDialog.h"
#include "ui/OfflineBanner.h"
#include "ui/OrderSheetActions.h"
#include "ui/ProgressLine.h"
#include "ui/QuickOrderGrid.h"
#include "ui/QuickOrderPage.h"
#include "ui/QuitFlow.h"
#include "ui/SettingsDialog.h"
#include "ui/SignInFlow.h"
#include "ui/WindowChrome.h"
#include "ui/WindowMenus.h"

#include <QAction>
#include <QCloseEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QSplitter>
#include <QVBoxLayout>

namespace webshop::ui {

MainWindow::MainWindow(const Services &services, QWidget *parent)
    : QMainWindow(parent)
    , m_services(services)
{
    Q_ASSERT(services.session && services.quitGuard && services.search && services.details && services.basket
             && services.lists && services.listItems && services.preferences);
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/app/webshop-desktop.svg")));
    setMinimumSize(960, 620);
    setAcceptDrops(true); // an order file dropped anywhere on the window opens its preview
    m_firstPaint = new FirstPaint(this);
    buildCentralWidget();
    createParts();
    m_chrome = new WindowChrome(m_services, this, m_pages, m_menus);
    connect(m_chrome, &WindowChrome::sessionShown, m_busyTracker, &BusyTracker::schedule);
    connect(m_services.preferences, &control::PreferencesStore::changed, this, &MainWindow::applyPreferences);
    const control::PreferencesStore::WindowLayout layout = m_services.preferences->windowLayout();
    restoreGeometry(layout.geometry);
    restoreState(layout.state);
    CataloguePage *search = page<CataloguePage>(); // the first paint's page
    if (!layout.searchSplitter.isEmpty() && search->splitter()->restoreState(layout.searchSplitter))
        search->setSplitterRestored();
    m_pages->showPage(0);
}

MainWindow::~MainWindow()
{
    // The teardown order, explicit (see GraphLinks.h). First, while the window is whole: a
    // quick-order cell being edited is committed (the typed line stays in the draft), so that
    // hiding the window in ~QWidget has no editor left to commit.
    if (auto *quick = m_pages->builtPage<QuickOrderPage>())
        quick->grid()->commitOpenEditor();
    // Then nothing of the graph reaches the window any more; then its members go. (The pages
    // and the window's parts cut their own links in their destructors.)
    cutGraphLinks(this, m_services);
}

void MainWindow::buildCentralWidget()
{
    auto *central = new QWidget(this);
    auto *v = new QVBoxLayout(central);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(0);
    m_progress = new ProgressLine(central);
    v->addWidget(m_progress);
    m_banner = new Banner(central);
    m_banner->setObjectName(QStringLiteral("windowBanner"));
    auto *bannerBox = new QVBoxLayout;
    bannerBox->setContentsMargins(20, 8, 20, 0);
    bannerBox->addWidget(m_banner);
    m_history = new HistoryActions(m_services, this, central);
    bannerBox->addWidget(m_history->recoveryBanner());
    bannerBox->addWidget(new OfflineBanner(m_services, central));
    v->addLayout(bannerBox);
    m_pages = new PageStack(m_services, central);
    v->addWidget(m_pages, 1);
    setCentralWidget(central);
    m_busyTracker = new BusyTracker([this] { return isBusy(); }, this);
    connect(m_busyTracker, &BusyTracker::checked, m_progress, &ProgressLine::setBusy);
    connect(m_busyTracker, &BusyTracker::busyChanged, this, &MainWindow::busyChanged);
    connect(m_pages, &PageStack::busyChanged, m_busyTracker, &BusyTracker::schedule);
    connect(m_pages, &PageStack::addFinished, this, [this](bool ok, const QString &text) { m_chrome->showResult(ok, text); });
    connect(m_pages, &PageStack::commandRequested, this, &MainWindow::runCommand);
}

void MainWindow::createParts()
{
    m_signIn = new SignInFlow(m_services, this, m_banner);
    m_quit = new QuitFlow(m_services, this, m_banner, m_signIn);
    m_imports = new ImportLauncher(m_services, this, m_banner);
    m_comparison = new ComparisonLauncher(m_services, this);
    m_reminders = new GuideReminders(m_services, this, m_banner, m_pages);
    m_sheetActions = new OrderSheetActions([this] { return m_pages->currentOrderSheet(); }, m_services.prices, this);
    connect(m_pages, &PageStack::orderSheetChanged, m_sheetActions, &OrderSheetActions::updateSoon);
    connect(m_sheetActions, &OrderSheetActions::saved, this, [this](const QString &text) { m_chrome->showResult(true, text); });
    connect(m_sheetActions, &OrderSheetActions::failed, this,
            [this](const QString &text) { m_banner->showMessage(Banner::Kind::Error, text); });
    connect(m_signIn, &SignInFlow::busyChanged, m_busyTracker, &BusyTracker::schedule);
    connect(m_comparison, &ComparisonLauncher::busyChanged, m_busyTracker, &BusyTracker::schedule);
    connect(m_signIn, &SignInFlow::signedOut, this, [this] { searchField()->clear(); });
    connect(m_signIn, &SignInFlow::forgetLocalDataRequested, m_history, &HistoryActions::forgetLocalData);
    connect(m_quit, &QuitFlow::basketNeeded, this, [this] { showPage<BasketPage>(); });
    connect(m_comparison, &ComparisonLauncher::addressChoiceRequested, this,
            [this](int address) { m_signIn->openLogin(false)->showAddressChoice(address); });
    connect(m_reminders, &GuideReminders::openGuideRequested, this, &MainWindow::openGuide);
    m_menus = new WindowMenus(m_services, this,
                              {m_pages, m_imports, m_quit, m_history, m_sheetActions,
                               [this] { runCommand(WindowCommand::FindArticles, {}); }, [this] { openPreferences(); },
                               [this] { refreshCurrentPage(); }, [this] { compareStores(); }});
}

QLineEdit *MainWindow::searchField() const { return m_chrome->searchField(); }
QComboBox *MainWindow::addressBox() const { return m_chrome->addressBox(); }
PriceModeSwitch *MainWindow::priceModeSwitch() const { return m_chrome->priceSwitch(); }

void MainWindow::runCommand(WindowCommand command, const QVariant &argument)
{
    switch (command) {
    case WindowCommand::ShowPage: m_pages->showPage(argument.toString()); break;
    case WindowCommand::FindArticles:
        showPage<CataloguePage>();
        searchField()->setFocus(Qt::ShortcutFocusReason);
        searchField()->selectAll();
        break;
    case WindowCommand::ClearSearch:
        searchField()->clear();
        m_services.search->clear();
        searchField()->setFocus();
        break;
    case WindowCommand::CompareStores: compareStores(); break;
    case WindowCommand::OpenGuide: openGuide(argument.toString()); break;
    case WindowCommand::ImportLines: m_imports->importOrderData(argument.toByteArray(), tr("Pasted lines")); break;
    }
}

void MainWindow::compareStores()
{
    if (!m_services.session->isSignedIn())
        return;
    const Page::Comparison comparison = m_pages->currentComparison();
    m_comparison->open(comparison.lines, comparison.what);
}

void MainWindow::openGuide(const QString &listId)
{
    showPage<GuidePage>();
    page<GuidePage>()->openList(listId);
}

void MainWindow::startSearch(const QString &text)
{
    showPage<CataloguePage>();
    searchField()->setText(text);
    page<CataloguePage>()->searchNow(text);
}

void MainWindow::showArticle(const QString &variantId)
{
    showPage<CataloguePage>();
    page<CataloguePage>()->showArticle(variantId);
}

void MainWindow::showFirstResult()
{
    showPage<CataloguePage>();
    page<CataloguePage>()->showFirstResult();
}

void MainWindow::afterFirstPaint(std::function<void()> work)
{
    m_firstPaint->then(std::move(work));
}

bool MainWindow::isBusy() const
{
    return m_signIn->isSigningIn() || m_services.session->state() == control::SessionController::State::LoggingIn
        || m_comparison->isBusy() || m_pages->current()->isBusy();
}

void MainWindow::refreshCurrentPage()
{
    if (m_services.offline && m_services.offline->isOffline())
        m_services.offline->retryNow(); // the views load again by themselves once it answers
    else
        m_pages->current()->refresh();
}

const control::Preferences &MainWindow::prefs() const
{
    return m_services.preferences->current();
}

void MainWindow::openPreferences()
{
    auto *dialog = new SettingsDialog(prefs(), m_services.demoServerUrl.isValid(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettingsDialog::forgetLocalDataRequested, m_history, [this] { m_history->forgetLocalData(false); });
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const control::Preferences p = dialog->preferences();
        const bool newServer = p.useDemoServer != prefs().useDemoServer
            || (!p.useDemoServer && p.serverUrl != prefs().serverUrl);
        m_services.preferences->set(p); // announced: every reader applies them
        if (newServer && m_services.session->isSignedIn())
            m_banner->showMessage(Banner::Kind::Info, tr("The new server is used from the next sign-in."),
                                  tr("Sign In Now"), [this] { m_quit->logout(false); });
    });
    dialog->open();
}

void MainWindow::applyPreferences(const control::Preferences &preferences)
{
    if (m_services.prices)
        m_services.prices->setMode(preferences.netPrices ? models::PriceDisplay::Mode::Net
                                                         : models::PriceDisplay::Mode::Gross);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_quit->mayClose()) {
        event->ignore();
        return;
    }
    // The line being typed in a quick-order cell goes into the draft now, while the window is
    // whole: hiding it would commit the editor too, but amid the focus change of the close.
    if (auto *quick = m_pages->builtPage<QuickOrderPage>())
        quick->grid()->commitOpenEditor();
    m_services.preferences->setWindowLayout({saveGeometry(), saveState(), page<CataloguePage>()->splitter()->saveState()});
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!ImportLauncher::droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        QMainWindow::dragEnterEvent(event);
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = ImportLauncher::droppedFile(event->mimeData());
    if (path.isEmpty()) {
        QMainWindow::dropEvent(event);
        return;
    }
    event->acceptProposedAction();
    m_imports->importOrderFile(path);
}

} // namespace webshop::ui
