// The screenshot run of the app controller.

#include "app/shell/AppControllerPrivate.h"

#include "app/auth/Session.h"
#include "app/control/SessionController.h"
#include "app/shell/ElidedTexts.h"
#include "app/shell/OfflineDemo.h"
#include "app/shell/WidgetTexts.h"
#include "ui/AddHistoryDialog.h"
#include "ui/ComparisonLauncher.h"
#include "ui/HistoryActions.h"
#include "ui/ImportLauncher.h"
#include "ui/SignInFlow.h"
#include "ui/ImportDialog.h"
#include "ui/LoginDialog.h"
#include "ui/StoreComparisonDialog.h"

#include <QCoreApplication>
#include <QFile>
#include <cstdio>

namespace webshop::shell {

using View = AppOptions::View;

void AppController::Private::startScreenshot(QWidget *target, std::function<bool()> ready)
{
    if (!target) {
        // The main window does not exist before login: wait for it.
        ready = [this] {
            return startView->isApplied() && !startView->isFillingDemo() && session()->state() == auth::Session::State::LoggedIn
                && session()->currentAddressIndex() >= 0 && !window->isBusy()
                && (options.show != View::Compare || window->comparison()->dialog())
                && (options.show != View::History || (!startView->isFillingHistory() && window->history()->addHistoryDialog()))
                && (options.show != View::Import || (window->imports()->importDialog() && !window->imports()->importDialog()->isBusy()))
                && (!startView->offlineDemo() || startView->offlineDemo()->isReady());
        };
    }
    auto grabTarget = [this, target]() -> QWidget * {
        if (options.show == View::Compare && window && window->comparison()->dialog())
            return window->comparison()->dialog();
        if (options.show == View::History && window && window->history()->addHistoryDialog())
            return window->history()->addHistoryDialog();
        return target ? target : window.get();
    };
    screenshot = std::make_unique<ScreenshotRunner>(grabTarget, std::move(ready), options.screenshot,
                                                    options.timeoutSeconds);
    QObject::connect(screenshot.get(), &ScreenshotRunner::done, q, [this](int code, const QString &message) {
        if (code == 0 && qEnvironmentVariableIsSet("WEBSHOP_SCREENSHOT_TEXTS")) {
            QWidget *shot = window->signIn()->loginDialog() && window->signIn()->loginDialog()->isVisible()
                ? static_cast<QWidget *>(window->signIn()->loginDialog())
                : window.get();
            if (options.show == View::Compare && window->comparison()->dialog())
                shot = window->comparison()->dialog();
            if (options.show == View::History && window->history()->addHistoryDialog())
                shot = window->history()->addHistoryDialog();
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
        screenshot->setFailureCheck([this] { return startView->error(); });
    startView->watchBasket();
    screenshot->start();
}

} // namespace webshop::shell
