// The start view (--show) and the screenshot run of the app controller.

#include "app/shell/AppControllerPrivate.h"

#include "app/auth/Session.h"
#include "app/control/OrderGuideController.h"
#include "app/control/SessionController.h"
#include "app/shell/ElidedTexts.h"
#include "app/shell/GuideDemo.h"
#include "app/shell/HistoryDemo.h"
#include "app/shell/QuickOrderDemo.h"
#include "app/shell/SampleOrder.h"
#include "app/shell/WidgetTexts.h"
#include "models/BasketModel.h"
#include "models/ArticleDetails.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/SearchResultsModel.h"
#include "ui/AddHistoryDialog.h"
#include "ui/BasketPage.h"
#include "ui/ComparisonLauncher.h"
#include "ui/HistoryActions.h"
#include "ui/ImportLauncher.h"
#include "ui/SignInFlow.h"
#include "ui/GuidePage.h"
#include "ui/ImportDialog.h"
#include "ui/LoginDialog.h"
#include "ui/StoreComparisonDialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimer>
#include <cstdio>

namespace webshop::shell {

using View = AppOptions::View;

void AppController::Private::applyStartView()
{
    if (startViewApplied)
        return;
    startViewApplied = true;
    if (!options.search.isEmpty())
        window->startSearch(options.search);
    startGuideDemo();
    switch (options.show) {
    case View::Default: case View::Login: break;
    case View::Page:
        window->pages()->showPage(options.page);
        // The quick order's screenshot: a demo grid of typed lines.
        quickOrderDemoPending = options.demo && options.showsPage(u"quickorder");
        if (quickOrderDemoPending)
            shell::fillQuickOrderDemo(*graph, q, [this] { quickOrderDemoPending = false; });
        break;
    case View::Article:
        options.article.isEmpty() ? window->showFirstResult() : window->showArticle(options.article);
        break;
    case View::Compare:
        window->showPage<ui::BasketPage>();
        compareWhenBasketReady();
        break;
    case View::Import: openImportPreview(); break;
    case View::History: {
        window->showPage<ui::BasketPage>();
        historyDemoPending = true;
        const auto open = [this] {
            historyDemoPending = false;
            window->history()->openAddHistory();
        };
        if (options.demo)
            shell::fillHistoryDemo(*graph, q, open);
        else
            open();
        break;
    }
    case View::Offline:
        offlineDemo = std::make_unique<OfflineDemo>(graph.get(), window.get(), demoServer.get());
        offlineDemo->start(options.search);
        break;
    }
}

// The demo customer's order guides (seeded when the store has none), and for --show guide the
// first one half counted; a screenshot's reminders on a clock of its own.
void AppController::Private::startGuideDemo()
{
    // A screenshot's reminders do not depend on when it is taken: a morning, or (the guide's own
    // screenshot) 40 minutes before the first demo guide's Monday cut-off.
    if (!options.screenshot.isEmpty()) {
        const QDate today = QDate::currentDate();
        const QDateTime at = options.showsPage(u"guide")
            ? QDateTime(today.addDays((8 - today.dayOfWeek()) % 7), QTime(13, 20))
            : QDateTime(today, QTime(9, 0));
        graph->services().guides->setClock([at] { return at; });
    }
    // The demo customer's order guides (when the store has none yet).
    if (options.demo) {
        guideDemoPending = options.showsPage(u"guide");
        shell::seedDemoGuides(*graph, q, [this](const QString &first) {
            if (!options.showsPage(u"guide"))
                return;
            if (!first.isEmpty()) {
                if (!options.screenshot.isEmpty()) // its own ledger: never the buyer's
                    shell::seedDemoGuideHistory(*graph, first);
                window->openGuide(first);
                ui::GuidePage *page = window->page<ui::GuidePage>();
                auto *count = new QTimer(q);
                count->setInterval(50);
                QObject::connect(count, &QTimer::timeout, q, [this, page, count] {
                    if (page->isBusy())
                        return;
                    count->deleteLater();
                    count->stop();
                    shell::countDemoGuide(page->model());
                    guideDemoPending = false;
                });
                count->start();
            } else {
                guideDemoPending = false;
            }
        });
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
        if (!window->imports()->importOrderFile(options.importFile))
            failEarly(QCoreApplication::translate("AppController", "The order file %1 could not be opened.")
                          .arg(QDir::toNativeSeparators(options.importFile)));
        return;
    }
    QFile sample(sampleOrderFile(locale.name().left(2)));
    if (!sample.open(QIODevice::ReadOnly)) {
        failEarly(QCoreApplication::translate("AppController", "The sample order is missing from this build."));
        return;
    }
    window->imports()->importOrderData(sample.readAll(), QFileInfo(sample.fileName()).fileName());
}

void AppController::Private::startScreenshot(QWidget *target, std::function<bool()> ready)
{
    if (!target) {
        // The main window does not exist before login: wait for it.
        ready = [this] {
            return startViewApplied && !quickOrderDemoPending && !guideDemoPending && session()->state() == auth::Session::State::LoggedIn
                && session()->currentAddressIndex() >= 0 && !window->isBusy()
                && (options.show != View::Compare || window->comparison()->dialog())
                && (options.show != View::History || (!historyDemoPending && window->history()->addHistoryDialog()))
                && (options.show != View::Import || (window->imports()->importDialog() && !window->imports()->importDialog()->isBusy()))
                && (!offlineDemo || offlineDemo->isReady());
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
    if ((options.showsPage(u"search") || options.show == View::Article || options.show == View::Default)
        && m.search->state() == models::SearchResultsModel::State::Error)
        return QCoreApplication::translate("AppController", "The search could not be loaded: %1")
            .arg(m.search->errorString());
    if (options.showsPage(u"basket") && !basketError.isEmpty())
        return QCoreApplication::translate("AppController", "The basket could not be loaded: %1").arg(basketError);
    if (options.showsPage(u"lists") && m.lists->state() == models::PersonalListsModel::State::Error)
        return QCoreApplication::translate("AppController", "The lists could not be loaded: %1")
            .arg(m.lists->errorString());
    if (options.showsPage(u"lists") && m.listItems->state() == models::ListItemsModel::State::Error)
        return QCoreApplication::translate("AppController", "The list could not be loaded: %1")
            .arg(m.listItems->errorString());
    return {};
}

} // namespace webshop::shell
