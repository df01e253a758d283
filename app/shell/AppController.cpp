#include "app/shell/AppController.h"

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "app/auth/SecretStore.h"
#include "app/auth/Session.h"
#include "app/demo/DemoServer.h"
#include "app/shell/ScreenshotRunner.h"
#include "app/shell/ShellLogging.h"
#include "app/shell/Translators.h"
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
#include "ui/Preferences.h"
#include "ui/Services.h"
#include "ui/Theme.h"
#include "webshop/Version.h"

#include <QApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QSettings>
#include <QTimer>
#include <QTranslator>
#include <cstdio>

Q_LOGGING_CATEGORY(lcShell, "webshop.shell", QtInfoMsg)

namespace webshop::shell {

class AppController::Private
{
public:
    AppController *q = nullptr;
    AppOptions options;
    int exitCode = 0;
    QLocale locale;
    std::unique_ptr<QTranslator> appTranslator;
    std::unique_ptr<QTranslator> qtTranslator;

    // Owned in construction order; destroyed in reverse.
    std::unique_ptr<demo::DemoServer> demoServer;
    std::unique_ptr<QNetworkAccessManager> nam;
    std::unique_ptr<api::ApiClient> client;
    std::unique_ptr<auth::SecretStore> secrets;
    std::unique_ptr<auth::Session> session;
    std::unique_ptr<api::BasketSync> basketSync;
    std::unique_ptr<models::PriceDisplay> prices;
    std::unique_ptr<models::ImageCache> images;
    std::unique_ptr<models::ArticleCache> articles;
    std::unique_ptr<models::SearchResultsModel> search;
    std::unique_ptr<models::ArticleDetails> details;
    std::unique_ptr<models::BasketModel> basket;
    std::unique_ptr<models::PersonalListsModel> lists;
    std::unique_ptr<models::ListItemsModel> listItems;
    ui::Services services;
    std::unique_ptr<ui::MainWindow> window;
    std::unique_ptr<ScreenshotRunner> screenshot;
    bool startViewApplied = false;
    bool shellLogin = false; // a login started here (demo, environment) is on its way

    void installTranslators();
    void buildObjects();
    bool startDemoServer();
    void loginNonInteractive();
    void chooseAddressNonInteractive();
    void showWindow();
    void applyStartView();
    ui::Preferences preferences;
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
    nam = std::make_unique<QNetworkAccessManager>();
    client = std::make_unique<api::ApiClient>(nam.get());
    secrets = std::make_unique<auth::SecretStore>(QStringLiteral("Webshop Desktop"));
    session = std::make_unique<auth::Session>(client.get(), secrets.get());
    // The API's language parameter follows the UI locale: "de-DE".
    session->setLanguage(locale.name().replace(u'_', u'-'));
    session->setCountry(preferences.country);
    basketSync = std::make_unique<api::BasketSync>(client.get());
    prices = std::make_unique<models::PriceDisplay>();
    prices->setLocale(locale);
    // Its own manager with a disk cache for images only (API replies are never cached).
    images = std::make_unique<models::ImageCache>();
    articles = std::make_unique<models::ArticleCache>(client.get());
    const models::ModelServices ms{client.get(), articles.get(), images.get(), prices.get()};
    search = std::make_unique<models::SearchResultsModel>(ms);
    details = std::make_unique<models::ArticleDetails>(ms);
    basket = std::make_unique<models::BasketModel>(basketSync.get(), ms);
    lists = std::make_unique<models::PersonalListsModel>(ms);
    listItems = std::make_unique<models::ListItemsModel>(ms, lists.get());

    services.session = session.get();
    services.client = client.get();
    services.prices = prices.get();
    services.images = images.get();
    services.articles = articles.get();
    services.search = search.get();
    services.details = details.get();
    services.basket = basket.get();
    services.lists = lists.get();
    services.listItems = listItems.get();
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
    services.demoServerUrl = demoServer->url();
    services.demoCredentials = auth::Credentials{demoServer->url(), demoLogin.apiUser, demoLogin.apiPassword,
                                                 demoLogin.username, demoLogin.password, false};
    qCInfo(lcShell) << "demo shop at" << demoServer->url().toString();
    return true;
}

bool AppController::start()
{
    d->installTranslators();
    d->preferences = ui::Preferences::load();
    ui::Theme::apply(ui::Theme::modeFromString(d->preferences.theme));
    d->buildObjects();

    api::ApiConfig config = d->client->config();
    d->preferences.applyTo(config);
    if (!d->options.baseUrl.isEmpty())
        config.baseUrl = d->options.baseUrl;
    d->client->setConfig(config);

    // The demo shop runs when asked for, and when the saved profile is the demo shop (so the
    // login dialog can offer it) unless a server was named on the command line.
    const bool wantDemo = d->options.demo || (d->preferences.useDemoServer && d->options.baseUrl.isEmpty());
    if (wantDemo && !d->startDemoServer())
        return false;

    connect(d->session.get(), &auth::Session::loginFailed, this,
            [this](const api::ApiError &, const QString &message) {
                if (!d->options.screenshot.isEmpty())
                    d->failEarly(message.isEmpty()
                                     ? QCoreApplication::translate("AppController", "Login failed.")
                                     : message);
            });
    connect(d->session.get(), &auth::Session::loggedIn, this, [this] {
        // Only the login the shell started itself; the form handles its own.
        if (!std::exchange(d->shellLogin, false) || d->session->currentAddressIndex() >= 0)
            return;
        if (d->options.demo || !d->options.screenshot.isEmpty() || !d->options.store.isEmpty())
            d->chooseAddressNonInteractive();
        else
            d->window->chooseAddress(); // the remembered address, else the choice
    });
    connect(d->session.get(), &auth::Session::loginFailed, this, [this] { d->shellLogin = false; });
    connect(d->session.get(), &auth::Session::addressChanged, this, [this] {
        if (d->session->currentAddressIndex() >= 0)
            d->applyStartView();
    });

    d->showWindow();

    if (d->options.show == u"login") {
        d->window->openLogin(false);
        if (!d->options.screenshot.isEmpty())
            d->startScreenshot(d->window.get(), [this] {
                return d->window->loginDialog() && d->window->loginDialog()->isVisible();
            });
        return true;
    }

    d->shellLogin = true;
    if (d->options.demo) {
        d->session->login(d->services.demoCredentials);
    } else if (const QUrl url = d->client->config().baseUrl; d->session->loginFromEnvironment(url)) {
        qCInfo(lcShell) << "non-interactive login from the environment";
    } else if (!d->options.screenshot.isEmpty()) {
        d->failEarly(QCoreApplication::translate(
            "AppController",
            "No login for the screenshot: use --demo, or set WEBSHOP_API_USER, WEBSHOP_API_PASSWORD, "
            "WEBSHOP_USERNAME and WEBSHOP_PASSWORD."));
        return d->exitCode == 0;
    } else {
        d->shellLogin = false;
        d->window->openLogin(true);
    }
    if (!d->options.screenshot.isEmpty())
        d->startScreenshot(nullptr, {});
    qCInfo(lcShell) << "started" << WEBSHOP_VERSION << "locale" << d->locale.name();
    return true;
}

void AppController::Private::chooseAddressNonInteractive()
{
    const auto addresses = session->deliveryAddresses();
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
    session->selectAddress(index);
}

void AppController::Private::showWindow()
{
    window = std::make_unique<ui::MainWindow>(services);
    if (!options.baseUrl.isEmpty())
        window->setServerUrl(options.baseUrl); // the form shows the server the command line named
    QObject::connect(window.get(), &ui::MainWindow::preferencesChanged, q,
                     [this](const ui::Preferences &prefs) {
                         preferences = prefs;
                         api::ApiConfig config = client->config();
                         const QUrl keepUrl = config.baseUrl;
                         prefs.applyTo(config);
                         config.baseUrl = keepUrl; // a new server takes effect at the next login
                         client->setConfig(config);
                         session->setCountry(prefs.country);
                     });
    // Screenshots are always taken at the asked (or default) size; a normal start keeps the
    // restored geometry unless a size was given.
    if (!options.screenshot.isEmpty() || options.windowSizeGiven)
        window->resize(options.windowSize);
    window->show();
}

void AppController::Private::applyStartView()
{
    if (startViewApplied)
        return;
    startViewApplied = true;
    using Page = ui::MainWindow::Page;
    if (!options.search.isEmpty())
        window->startSearch(options.search);
    if (options.show == u"basket") {
        window->showPage(Page::Basket);
    } else if (options.show == u"lists") {
        window->showPage(Page::Lists);
    } else if (options.show == u"article") {
        window->showPage(Page::Search);
        if (!options.article.isEmpty())
            window->showArticle(options.article);
        else
            window->showFirstResult();
    } else if (options.show == u"search") {
        window->showPage(Page::Search);
    }
}

void AppController::Private::startScreenshot(QWidget *target, std::function<bool()> ready)
{
    if (!target) {
        // The main window does not exist before login: wait for it.
        ready = [this] {
            return startViewApplied && session->state() == auth::Session::State::LoggedIn
                && session->currentAddressIndex() >= 0 && !window->isBusy();
        };
    }
    auto grabTarget = [this, target]() -> QWidget * { return target ? target : window.get(); };
    screenshot = std::make_unique<ScreenshotRunner>(grabTarget, std::move(ready), options.screenshot,
                                                    options.timeoutSeconds);
    QObject::connect(screenshot.get(), &ScreenshotRunner::done, q, [this](int code, const QString &message) {
        if (code == 0 && qEnvironmentVariableIsSet("WEBSHOP_SCREENSHOT_TEXTS")) {
            QWidget *shot = window->loginDialog() && window->loginDialog()->isVisible()
                ? static_cast<QWidget *>(window->loginDialog())
                : window.get();
            QFile f(options.screenshot + QStringLiteral(".txt"));
            if (shot && f.open(QIODevice::WriteOnly | QIODevice::Truncate))
                f.write(visibleTexts(shot).join(u'\n').toUtf8());
        }
        if (!message.isEmpty())
            std::fprintf(stderr, "webshop-desktop: %s\n", message.toLocal8Bit().constData());
        exitCode = code;
        QCoreApplication::exit(code);
    });
    if (options.show != u"login")
        screenshot->setFailureCheck([this] { return shownViewError(); });
    QObject::connect(basket.get(), &models::BasketModel::refreshFailed, q,
                     [this](const QString &message) { basketError = message; });
    QObject::connect(basket.get(), &models::BasketModel::totalsChanged, q, [this] { basketError.clear(); });
    screenshot->start();
}

QString AppController::Private::shownViewError() const
{
    // Only once the start view is applied: before that nothing of it has been asked for.
    if (!startViewApplied)
        return {};
    if (options.show == u"article" && details->state() == models::ArticleDetails::State::Error)
        return QCoreApplication::translate("AppController", "The article could not be loaded: %1")
            .arg(details->errorString());
    if ((options.show == u"search" || options.show == u"article" || options.show.isEmpty())
        && search->state() == models::SearchResultsModel::State::Error)
        return QCoreApplication::translate("AppController", "The search could not be loaded: %1")
            .arg(search->errorString());
    if (options.show == u"basket" && !basketError.isEmpty())
        return QCoreApplication::translate("AppController", "The basket could not be loaded: %1").arg(basketError);
    if (options.show == u"lists" && lists->state() == models::PersonalListsModel::State::Error)
        return QCoreApplication::translate("AppController", "The lists could not be loaded: %1")
            .arg(lists->errorString());
    if (options.show == u"lists" && listItems->state() == models::ListItemsModel::State::Error)
        return QCoreApplication::translate("AppController", "The list could not be loaded: %1")
            .arg(listItems->errorString());
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
