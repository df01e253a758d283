#include "app/shell/AppController.h"

#include "app/values/SettingsKeys.h"

#include "app/auth/Session.h"
#include "app/control/ObjectGraph.h"
#include "app/control/PriceHistory.h"
#include "app/control/SessionController.h"
#include "app/demo/DemoServer.h"
#include "app/shell/SampleOrder.h"
#include "app/shell/QuickOrderDemo.h"
#include "app/shell/DemoPriceHistory.h"
#include "app/shell/OfflineDemo.h"
#include "app/shell/ScreenshotRunner.h"
#include "app/shell/ShellLogging.h"
#include "app/shell/Translators.h"
#include "app/shell/ElidedTexts.h"
#include "app/shell/WidgetTexts.h"
#include "models/ArticleCache.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ImageCache.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "ui/ImportDialog.h"
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/StoreComparisonDialog.h"
#include "app/control/Preferences.h"
#include "ui/Theme.h"
#include "webshop/Version.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QLineEdit>
#include <QLibraryInfo>
#include <QLocale>
#include <QNetworkProxyFactory>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <cstdio>

Q_LOGGING_CATEGORY(lcShell, "webshop.shell", QtInfoMsg)

namespace webshop::shell {

using View = AppOptions::View;

class AppController::Private
{
public:
    AppController *q = nullptr;
    AppOptions options;
    int exitCode = 0;
    QLocale locale;
    std::unique_ptr<QTranslator> appTranslator;
    std::unique_ptr<QTranslator> qtTranslator;

    // Owned in construction order; destroyed in reverse (the window first: it points into the graph).
    std::unique_ptr<demo::DemoServer> demoServer;
    QTemporaryDir screenshotStore; // the local store of a screenshot run (removed at exit)
    std::unique_ptr<control::ObjectGraph> graph;
    std::unique_ptr<ui::MainWindow> window;
    std::unique_ptr<ScreenshotRunner> screenshot;
    std::unique_ptr<OfflineDemo> offlineDemo; // --show offline
    bool startViewApplied = false;
    bool shellLogin = false; // a login started here (demo, environment) is on its way
    bool quickOrderDemoPending = false; // the demo grid waits for the demo basket

    void installTranslators();
    void buildObjects();
    bool startDemoServer();
    void connectShellLogin();
    bool signIn();
    void chooseAddressNonInteractive();
    void showWindow();
    void onPreferencesChanged(const control::Preferences &prefs);
    void renewWindow(bool language);
    void applyStartView();
    void compareWhenBasketReady();
    void openImportPreview();
    control::Preferences preferences;
    auth::Session *session() const { return graph->session(); }
    void startScreenshot(QWidget *target, std::function<bool()> ready);
    void failEarly(const QString &message);
    QString shownViewError() const;
    QString basketError;
};

AppController::AppController(const AppOptions &options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    d->options = options;
}

AppController::~AppController()
{
    // Windows first: they hold pointers into the models and the session.
    d->offlineDemo.reset();
    d->screenshot.reset();
    d->window.reset();
}

void AppController::initApplicationInfo()
{
    QCoreApplication::setOrganizationName(QStringLiteral("WebshopDesktop"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("example.org"));
    QCoreApplication::setApplicationName(QStringLiteral("webshop-desktop"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WEBSHOP_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Webshop Desktop"));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.example.WebshopDesktop"));
}

int AppController::exitCode() const
{
    return d->exitCode;
}

void AppController::Private::installTranslators()
{
    locale = shell::installTranslators(options.locale, &appTranslator, &qtTranslator);
}

void AppController::Private::buildObjects()
{
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    control::ObjectGraph::Options graphOptions;
    graphOptions.locale = locale;
    // A screenshot never writes into the buyer's local store: it gets a store of its own, and
    // of the demo shop a plausible price history (DemoPriceHistory).
    if (!options.screenshot.isEmpty() && screenshotStore.isValid())
        graphOptions.localStorePath = screenshotStore.filePath(QStringLiteral("localstore.sqlite"));
    else if (!options.screenshot.isEmpty())
        graphOptions.localStore = false;
    graph = std::make_unique<control::ObjectGraph>(graphOptions);
    if (!options.screenshot.isEmpty() && options.demo)
        graph->priceHistory()->setSeeder(&demoPriceHistory);
    graph->applyPreferences(preferences);
}

bool AppController::Private::startDemoServer()
{
    demo::DemoOptions demoOptions;
    demoOptions.prefillDemoBasket = true;
    demoServer = std::make_unique<demo::DemoServer>(demoOptions);
    if (!demoServer->listen(QHostAddress::LocalHost, 0)) {
        failEarly(QCoreApplication::translate("AppController", "The demo shop could not be started."));
        return false;
    }
    const demo::DemoCredentials demoLogin = demo::DemoServer::demoCustomers().constFirst();
    graph->setDemoServer(demoServer->url(), control::SignIn{demoServer->url(), demoLogin.apiUser, demoLogin.apiPassword,
                                                           demoLogin.username, demoLogin.password, false});
    qCInfo(lcShell) << "demo shop at" << demoServer->url().toString();
    return true;
}

bool AppController::start()
{
    d->installTranslators();
    d->preferences = control::Preferences::load();
    ui::Theme::apply(ui::Theme::modeFromString(d->preferences.theme));
    d->buildObjects();
    if (!d->options.baseUrl.isEmpty())
        d->graph->setServerUrl(d->options.baseUrl);

    // The demo shop runs when asked for, and when the saved profile is the demo shop (so the
    // login dialog can offer it) unless a server was named on the command line.
    const bool wantDemo = d->options.demo || (d->preferences.useDemoServer && d->options.baseUrl.isEmpty());
    if (wantDemo && !d->startDemoServer())
        return false;

    d->connectShellLogin();
    d->showWindow();

    if (d->options.show == View::Login) {
        d->window->openLogin(false);
        if (!d->options.screenshot.isEmpty())
            d->startScreenshot(d->window.get(), [this] {
                return d->window->loginDialog() && d->window->loginDialog()->isVisible();
            });
        return true;
    }

    if (!d->signIn())
        return d->exitCode == 0;
    if (!d->options.screenshot.isEmpty())
        d->startScreenshot(nullptr, {});
    qCInfo(lcShell) << "started" << WEBSHOP_VERSION << "locale" << d->locale.name();
    return true;
}

void AppController::Private::connectShellLogin()
{
    QObject::connect(session(), &auth::Session::loginFailed, q,
            [this](const api::ApiError &, const QString &message) {
                if (!options.screenshot.isEmpty())
                    failEarly(message.isEmpty()
                                     ? QCoreApplication::translate("AppController", "Login failed.")
                                     : message);
            });
    QObject::connect(session(), &auth::Session::loggedIn, q, [this] {
        // Only the login the shell started itself; the form handles its own.
        if (!std::exchange(shellLogin, false) || session()->currentAddressIndex() >= 0)
            return;
        if (options.demo || !options.screenshot.isEmpty() || !options.store.isEmpty())
            chooseAddressNonInteractive();
        else
            window->chooseAddress(); // the remembered address, else the choice
    });
    QObject::connect(session(), &auth::Session::loginFailed, q, [this] { shellLogin = false; });
    QObject::connect(session(), &auth::Session::addressChanged, q, [this] {
        if (session()->currentAddressIndex() >= 0)
            applyStartView();
    });
}

// The sign-in at start: the demo login, the environment's, else the form (with the
// remembered login). False when nothing can sign in for a screenshot.
bool AppController::Private::signIn()
{
    shellLogin = true;
    if (options.demo) {
        graph->sessionController()->login(graph->services().demoCredentials);
    } else if (const QUrl url = graph->serverUrl(); session()->loginFromEnvironment(url)) {
        qCInfo(lcShell) << "non-interactive login from the environment";
    } else if (!options.screenshot.isEmpty()) {
        failEarly(QCoreApplication::translate(
            "AppController",
            "No login for the screenshot: use --demo, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, "
            "WEBSHOP_USERNAME and WEBSHOP_PASSWORD."));
        return false;
    } else {
        shellLogin = false;
        // The sign-in form (with the remembered login) comes right after the window's first
        // frame: the window appears without waiting for the dialog to be built.
        window->afterFirstPaint([this] { window->openLogin(true); });
    }
    return true;
}

void AppController::Private::chooseAddressNonInteractive()
{
    const auto addresses = session()->deliveryAddresses();
    int index = addresses.isEmpty() ? -1 : 0;
    if (!options.store.isEmpty()) {
        index = -1;
        for (int i = 0; i < addresses.size(); ++i)
            if (addresses[i].storeId == options.store) {
                index = i;
                break;
            }
        if (index < 0) {
            failEarly(QCoreApplication::translate("AppController", "No delivery address of this customer is in store %1.")
                          .arg(options.store));
            return;
        }
    }
    if (index < 0) {
        failEarly(QCoreApplication::translate("AppController", "This customer has no delivery address."));
        return;
    }
    session()->selectAddress(index);
}

void AppController::Private::showWindow()
{
    window = std::make_unique<ui::MainWindow>(graph->services());
    if (!options.baseUrl.isEmpty())
        window->setServerUrl(options.baseUrl); // the form shows the server the command line named
    QObject::connect(window.get(), &ui::MainWindow::preferencesChanged, q,
                     [this](const control::Preferences &prefs) { onPreferencesChanged(prefs); });
    // Screenshots are always taken at the asked (or default) size; a normal start keeps the
    // restored geometry unless a size was given.
    if (!options.screenshot.isEmpty() || options.windowSizeGiven)
        window->resize(options.windowSize);
    window->show();
}

void AppController::Private::onPreferencesChanged(const control::Preferences &prefs)
{
    const bool language = prefs.language != preferences.language;
    const bool theme = prefs.theme != preferences.theme;
    preferences = prefs;
    graph->applyPreferences(prefs); // a new server takes effect at the next sign-in
    if (!language && !theme)
        return;
    if (language)
        options.locale = prefs.language; // the choice made now wins over the command line's
    // Once the Preferences dialog (a child of the window) has finished.
    QTimer::singleShot(0, q, [this, language] { renewWindow(language); });
}

void AppController::Private::renewWindow(bool language)
{
    // Language and theme apply at once: the translators, locale and palette change, and the
    // window is built again from the same models and session (nothing is signed out or lost;
    // a login dialog that was open opens again).
    if (language) {
        installTranslators();
        graph->setLocale(locale);
    }
    ui::Theme::apply(ui::Theme::modeFromString(preferences.theme));
    const QByteArray geometry = window->saveGeometry();
    const ui::MainWindow::Page page = window->currentPage();
    const QString search = window->searchField()->text();
    const bool login = window->loginDialog() && window->loginDialog()->isVisible();
    window.reset();
    showWindow();
    window->restoreGeometry(geometry);
    window->showPage(page);
    window->searchField()->setText(search);
    if (login)
        window->openLogin(false);
    else if (language)
        graph->sessionController()->reloadCustomerData(); // article names in the new language
}

void AppController::Private::applyStartView()
{
    if (startViewApplied)
        return;
    startViewApplied = true;
    using Page = ui::MainWindow::Page;
    if (!options.search.isEmpty())
        window->startSearch(options.search);
    if (options.show == View::Basket) {
        window->showPage(Page::Basket);
    } else if (options.show == View::Lists) {
        window->showPage(Page::Lists);
    } else if (options.show == View::Article) {
        window->showPage(Page::Search);
        if (!options.article.isEmpty())
            window->showArticle(options.article);
        else
            window->showFirstResult();
    } else if (options.show == View::Search) {
        window->showPage(Page::Search);
    } else if (options.show == View::Compare) {
        window->showPage(Page::Basket);
        compareWhenBasketReady();
    } else if (options.show == View::Import) {
        openImportPreview();
    } else if (options.show == View::QuickOrder) {
        window->showPage(Page::QuickOrder);
        quickOrderDemoPending = options.demo;
        if (options.demo)
            shell::fillQuickOrderDemo(*graph, q, [this] { quickOrderDemoPending = false; });
    } else if (options.show == View::Offline) {
        offlineDemo = std::make_unique<OfflineDemo>(graph.get(), window.get(), demoServer.get());
        offlineDemo->start(options.search);
    }
}

// The comparison of the basket, once the basket is read and its lines are named.
void AppController::Private::compareWhenBasketReady()
{
    auto *poll = new QTimer(q);
    poll->setInterval(100);
    QObject::connect(poll, &QTimer::timeout, q, [this, poll] {
        const models::BasketModel *basket = graph->models().basket;
        bool named = true;
        for (int row = 0; row < basket->rowCount(); ++row)
            named = named && basket->index(row, 0).data(models::BasketModel::ResolvedRole).toBool();
        if (!window || !basket->hasBasket() || basket->isBusy() || !named || window->isBusy())
            return;
        poll->deleteLater();
        poll->stop();
        window->compareStores();
    });
    poll->start();
}

// --show import: the file named by --import, else (demo mode) the sample order of the language.
void AppController::Private::openImportPreview()
{
    if (!options.importFile.isEmpty()) {
        if (!window->importOrderFile(options.importFile))
            failEarly(QCoreApplication::translate("AppController", "The order file %1 could not be opened.")
                          .arg(QDir::toNativeSeparators(options.importFile)));
        return;
    }
    QFile sample(sampleOrderFile(locale.name().left(2)));
    if (!sample.open(QIODevice::ReadOnly)) {
        failEarly(QCoreApplication::translate("AppController", "The sample order is missing from this build."));
        return;
    }
    window->importOrderData(sample.readAll(), QFileInfo(sample.fileName()).fileName());
}

void AppController::Private::startScreenshot(QWidget *target, std::function<bool()> ready)
{
    if (!target) {
        // The main window does not exist before login: wait for it.
        ready = [this] {
            return startViewApplied && !quickOrderDemoPending && session()->state() == auth::Session::State::LoggedIn
                && session()->currentAddressIndex() >= 0 && !window->isBusy()
                && (options.show != View::Compare || window->comparisonDialog())
                && (options.show != View::Import || (window->importDialog() && !window->importDialog()->isBusy()))
                && (!offlineDemo || offlineDemo->isReady());
        };
    }
    auto grabTarget = [this, target]() -> QWidget * {
        if (options.show == View::Compare && window && window->comparisonDialog())
            return window->comparisonDialog();
        return target ? target : window.get();
    };
    screenshot = std::make_unique<ScreenshotRunner>(grabTarget, std::move(ready), options.screenshot,
                                                    options.timeoutSeconds);
    QObject::connect(screenshot.get(), &ScreenshotRunner::done, q, [this](int code, const QString &message) {
        if (code == 0 && qEnvironmentVariableIsSet("WEBSHOP_SCREENSHOT_TEXTS")) {
            QWidget *shot = window->loginDialog() && window->loginDialog()->isVisible()
                ? static_cast<QWidget *>(window->loginDialog())
                : window.get();
            if (options.show == View::Compare && window->comparisonDialog())
                shot = window->comparisonDialog();
            QFile f(options.screenshot + QStringLiteral(".txt"));
            if (shot && f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
                QStringList lines = visibleTexts(shot);
                // Then every text that is cut off, one "[elided] …" line each.
                // (whether it would fit is judged by the main window's width, also for a dialog).
                const QList<ElidedText> cuts = elidedTexts(shot);
                for (const ElidedText &cut : cuts)
                    lines << describe(cut, window->width());
                f.write(lines.join(u'\n').toUtf8());
            }
        }
        if (!message.isEmpty())
            std::fprintf(stderr, "webshop-desktop: %s\n", message.toLocal8Bit().constData());
        exitCode = code;
        QCoreApplication::exit(code);
    });
    if (options.show != View::Login)
        screenshot->setFailureCheck([this] { return shownViewError(); });
    models::BasketModel *basket = graph->models().basket;
    QObject::connect(basket, &models::BasketModel::refreshFailed, q,
                     [this](const QString &message) { basketError = message; });
    QObject::connect(basket, &models::BasketModel::totalsChanged, q, [this] { basketError.clear(); });
    screenshot->start();
}

QString AppController::Private::shownViewError() const
{
    // Only once the start view is applied: before that nothing of it has been asked for.
    if (!startViewApplied)
        return {};
    const control::ModelSet &m = graph->models();
    if (options.show == View::Article && m.details->state() == models::ArticleDetails::State::Error)
        return QCoreApplication::translate("AppController", "The article could not be loaded: %1")
            .arg(m.details->errorString());
    if ((options.show == View::Search || options.show == View::Article || options.show == View::Default)
        && m.search->state() == models::SearchResultsModel::State::Error)
        return QCoreApplication::translate("AppController", "The search could not be loaded: %1")
            .arg(m.search->errorString());
    if (options.show == View::Basket && !basketError.isEmpty())
        return QCoreApplication::translate("AppController", "The basket could not be loaded: %1").arg(basketError);
    if (options.show == View::Lists && m.lists->state() == models::PersonalListsModel::State::Error)
        return QCoreApplication::translate("AppController", "The lists could not be loaded: %1")
            .arg(m.lists->errorString());
    if (options.show == View::Lists && m.listItems->state() == models::ListItemsModel::State::Error)
        return QCoreApplication::translate("AppController", "The list could not be loaded: %1")
            .arg(m.listItems->errorString());
    return {};
}

void AppController::Private::failEarly(const QString &message)
{
    if (screenshot) {
        screenshot->fail(message);
        return;
    }
    std::fprintf(stderr, "webshop-desktop: %s\n", message.toLocal8Bit().constData());
    exitCode = 1;
    // Leave the event loop once it runs (or right away if it already does).
    QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(1); });
}

} // namespace webshop::shell
