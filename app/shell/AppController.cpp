#include "app/shell/AppController.h"

#include "app/shell/ShellLogging.h"
#include "ui/MainWindow.h"
#include "webshop/Version.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

Q_LOGGING_CATEGORY(lcShell, "webshop.shell", QtInfoMsg)

namespace webshop::shell {

class AppController::Private
{
public:
    AppOptions options;
    int exitCode = 0;
    std::unique_ptr<QTranslator> appTranslator;
    std::unique_ptr<QTranslator> qtTranslator;
    std::unique_ptr<ui::MainWindow> window;
};

AppController::AppController(const AppOptions &options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->options = options;
}

AppController::~AppController() = default;

void AppController::initApplicationInfo()
{
    QCoreApplication::setOrganizationName(QStringLiteral("WebshopDesktop"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("example.org"));
    QCoreApplication::setApplicationName(QStringLiteral("webshop-desktop"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WEBSHOP_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Webshop Desktop"));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.example.WebshopDesktop"));
}

bool AppController::start()
{
    const QLocale locale = d->options.locale.isEmpty() ? QLocale() : QLocale(d->options.locale);
    QLocale::setDefault(locale);
    d->appTranslator = std::make_unique<QTranslator>();
    if (d->appTranslator->load(locale, QStringLiteral("webshop"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(d->appTranslator.get());
    d->qtTranslator = std::make_unique<QTranslator>();
    if (d->qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                              QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(d->qtTranslator.get());

    d->window = std::make_unique<ui::MainWindow>();
    d->window->resize(d->options.windowSize);
    d->window->show();
    qCInfo(lcShell) << "started" << WEBSHOP_VERSION << "locale" << locale.name();
    return true;
}

int AppController::exitCode() const
{
    return d->exitCode;
}

} // namespace webshop::shell
