#pragma once

// The app controller's parts, shared by AppController.cpp (start, sign-in, window) and
// AppControllerViews.cpp (the screenshot run).

#include "app/shell/AppController.h"

#include "app/control/ObjectGraph.h"
#include "app/control/Preferences.h"
#include "app/demo/DemoServer.h"
#include "app/shell/ScreenshotRunner.h"
#include "app/shell/StartView.h"
#include "ui/MainWindow.h"

#include <QLocale>
#include <QTemporaryDir>
#include <QTranslator>
#include <functional>
#include <memory>

namespace webshop::auth { class Session; }

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

    // Owned in construction order; destroyed in reverse (the window first: it points into the graph).
    std::unique_ptr<demo::DemoServer> demoServer;
    QTemporaryDir screenshotStore; // the local store of a screenshot run (removed at exit)
    std::unique_ptr<control::ObjectGraph> graph;
    std::unique_ptr<ui::MainWindow> window;
    std::unique_ptr<ScreenshotRunner> screenshot;
    std::unique_ptr<StartView> startView; // --show and its demo content
    bool shellLogin = false; // a login started here (demo, environment) is on its way

    void installTranslators();
    void buildObjects();
    bool startDemoServer();
    void connectShellLogin();
    bool signIn();
    void chooseAddressNonInteractive();
    void showWindow();
    void onPreferencesChanged(const control::Preferences &prefs);
    void renewWindow(bool language);
    control::Preferences preferences;
    auth::Session *session() const { return graph->session(); }
    void startScreenshot(QWidget *target, std::function<bool()> ready);
    void failEarly(const QString &message);
};

} // namespace webshop::shell
