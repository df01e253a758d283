#include "app/shell/AppController.h"
#include "app/shell/AppControllerPrivate.h"

#include "app/values/SettingsKeys.h"

#include "app/auth/Session.h"
#include "app/control/ObjectGraph.h"
#include "app/control/PreferencesStore.h"
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
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/SignInFlow.h"
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
    d->startView.reset(); // with its offline demo
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
    // Nor into the buyer's order guides: the demo's are seeded into the screenshot's folder.
    if (!options.screenshot.isEmpty() && screenshotStore.isValid())
        graphOptions.guidesPath = screenshotStore.filePath(QStringLiteral("guides"));
    else if (!options.screenshot.isEmpty())
        graphOptions.localStore = false;
    // Opened once the window has shown its first frame (showWindow); a screenshot's store at
    // once (its demo history is written as the first views load).
    graphOptions.openLocalStoreLater = options.screenshot.isEmpty();
    graph = std::make_unique<control::ObjectGraph>(graphOptions);
    if (!options.screenshot.isEmpty() && options.demo)
        graph->priceHistory()->setSeeder(&demoPriceHistory);
    graph->applyPreferences(preferences);
    // Preferences changed anywhere (the Preferences dialog, the sign-in's server choice).
    QObject::connect(graph->preferences(), &control::PreferencesStore::changed, q,
                     [this](const control::Preferences &prefs) { onPreferencesChanged(prefs); });
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
    d->startView = std::make_unique<StartView>(d->options, d->locale, *d->graph, d->window, d->demoServer.get(), this,
                                               [this](const QString &message) { d->failEarly(message); });

    d->connectShellLogin();
    d->showWindow();

    if (d->options.show == View::Login) {
        d->window->signIn()->openLogin(false);
        if (!d->options.screenshot.isEmpty())
            d->startScreenshot(d->window.get(), [this] {
                return d->window->signIn()->loginDialog() && d->window->signIn()->loginDialog()->isVisible();
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
            [this](const values::ApiError &, const QString &message) {
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
            window->signIn()->chooseAddress(); // the remembered address, else the choice
    });
    QObject::connect(session(), &auth::Session::loginFailed, q, [this] { shellLogin = false; });
    QObject::connect(session(), &auth::Session::addressChanged, q, [this] {
        if (session()->currentAddressIndex() >= 0)
            startView->apply();
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
        window->afterFirstPaint([this] { window->signIn()->openLogin(true); });
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
        window->signIn()->setServerUrl(options.baseUrl); // the form shows the server the command line named
    // Screenshots are always taken at the asked (or default) size; a normal start keeps the
    // restored geometry unless a size was given.
    if (!options.screenshot.isEmpty() || options.windowSizeGiven)
        window->resize(options.windowSize);
    window->show();
    // After the first frame, in an event-loop turn of its own (not added to the sign-in form's
    // turn); before any reply of the sign-in can arrive.
    window->afterFirstPaint([this] { QTimer::singleShot(0, q, [this] { graph->openLocalStore(); }); });
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
    const QString page = window->pages()->currentName();
    const QString search = window->searchField()->text();
    const bool login = window->signIn()->loginDialog() && window->signIn()->loginDialog()->isVisible();
    window.reset();
    showWindow();
    window->restoreGeometry(geometry);
    window->pages()->showPage(page);
    window->searchField()->setText(search);
    if (login)
        window->signIn()->openLogin(false);
    else if (language)
        graph->sessionController()->reloadCustomerData(); // article names in the new language
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
