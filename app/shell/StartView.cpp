#include "app/shell/StartView.h"

#include "app/control/ObjectGraph.h"
#include "app/control/OrderGuideController.h"
#include "app/shell/GuideDemo.h"
#include "app/shell/HistoryDemo.h"
#include "app/shell/OfflineDemo.h"
#include "app/shell/QuickOrderDemo.h"
#include "app/shell/SampleOrder.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/SearchResultsModel.h"
#include "ui/BasketPage.h"
#include "ui/GuidePage.h"
#include "ui/HistoryActions.h"
#include "ui/ImportLauncher.h"
#include "ui/MainWindow.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

namespace webshop::shell {

using View = AppOptions::View;

StartView::StartView(const AppOptions &options, const QLocale &locale, control::ObjectGraph &graph,
                     const std::unique_ptr<ui::MainWindow> &window, demo::DemoServer *demoServer, QObject *context,
                     std::function<void(const QString &)> failEarly)
    : m_options(options)
    , m_locale(locale)
    , m_graph(graph)
    , m_window(window)
    , m_demoServer(demoServer)
    , m_context(context)
    , m_failEarly(std::move(failEarly))
{
}

StartView::~StartView() = default;

void StartView::apply()
{
    if (m_applied)
        return;
    m_applied = true;
    if (!m_options.search.isEmpty())
        m_window->startSearch(m_options.search);
    startGuideDemo();
    switch (m_options.show) {
    case View::Default: case View::Login: break;
    case View::Page:
        m_window->pages()->showPage(m_options.page);
        // The quick order's screenshot: a demo grid of typed lines.
        m_quickOrderDemoPending = m_options.demo && m_options.showsPage(u"quickorder");
        if (m_quickOrderDemoPending)
            shell::fillQuickOrderDemo(m_graph, m_context, [this] { m_quickOrderDemoPending = false; });
        break;
    case View::Article:
        m_options.article.isEmpty() ? m_window->showFirstResult() : m_window->showArticle(m_options.article);
        break;
    case View::Compare:
        m_window->showPage<ui::BasketPage>();
        compareWhenBasketReady();
        break;
    case View::Import: openImportPreview(); break;
    case View::History: {
        m_window->showPage<ui::BasketPage>();
        m_historyDemoPending = true;
        const auto open = [this] {
            m_historyDemoPending = false;
            m_window->history()->openAddHistory();
        };
        if (m_options.demo)
            shell::fillHistoryDemo(m_graph, m_context, open);
        else
            open();
        break;
    }
    case View::Offline:
        m_offlineDemo = std::make_unique<OfflineDemo>(&m_graph, m_window.get(), m_demoServer);
        m_offlineDemo->start(m_options.search);
        break;
    }
}

// The demo customer's order guides (seeded when the store has none), and for --show guide the
// first one half counted; a screenshot's reminders on a clock of its own.
void StartView::startGuideDemo()
{
    // A screenshot's reminders do not depend on when it is taken: a morning, or (the guide's own
    // screenshot) 40 minutes before the first demo guide's Monday cut-off.
    if (!m_options.screenshot.isEmpty()) {
        const QDate today = QDate::currentDate();
        const QDateTime at = m_options.showsPage(u"guide")
            ? QDateTime(today.addDays((8 - today.dayOfWeek()) % 7), QTime(13, 20))
            : QDateTime(today, QTime(9, 0));
        m_graph.services().guides->setClock([at] { return at; });
    }
    // The demo customer's order guides (when the store has none yet).
    if (m_options.demo) {
        m_guideDemoPending = m_options.showsPage(u"guide");
        shell::seedDemoGuides(m_graph, m_context, [this](const QString &first) {
            if (!m_options.showsPage(u"guide"))
                return;
            if (!first.isEmpty()) {
                if (!m_options.screenshot.isEmpty()) // its own ledger: never the buyer's
                    shell::seedDemoGuideHistory(m_graph, first);
                m_window->openGuide(first);
                ui::GuidePage *page = m_window->page<ui::GuidePage>();
                auto *count = new QTimer(m_context);
                count->setInterval(50);
                QObject::connect(count, &QTimer::timeout, m_context, [this, page, count] {
                    if (page->isBusy())
                        return;
                    count->deleteLater();
                    count->stop();
                    shell::countDemoGuide(page->model());
                    m_guideDemoPending = false;
                });
                count->start();
            } else {
                m_guideDemoPending = false;
            }
        });
    }
}

// The comparison of the basket, once the basket is read and its lines are named.
void StartView::compareWhenBasketReady()
{
    auto *poll = new QTimer(m_context);
    poll->setInterval(100);
    QObject::connect(poll, &QTimer::timeout, m_context, [this, poll] {
        const models::BasketModel *basket = m_graph.models().basket;
        bool named = true;
        for (int row = 0; row < basket->rowCount(); ++row)
            named = named && basket->index(row, 0).data(models::BasketModel::ResolvedRole).toBool();
        if (!m_window || !basket->hasBasket() || basket->isBusy() || !named || m_window->isBusy())
            return;
        poll->deleteLater();
        poll->stop();
        m_window->compareStores();
    });
    poll->start();
}

// --show import: the file named by --import, else (demo mode) the sample order of the language.
void StartView::openImportPreview()
{
    if (!m_options.importFile.isEmpty()) {
        if (!m_window->imports()->importOrderFile(m_options.importFile))
            m_failEarly(QCoreApplication::translate("AppController", "The order file %1 could not be opened.")
                            .arg(QDir::toNativeSeparators(m_options.importFile)));
        return;
    }
    QFile sample(sampleOrderFile(m_locale.name().left(2)));
    if (!sample.open(QIODevice::ReadOnly)) {
        m_failEarly(QCoreApplication::translate("AppController", "The sample order is missing from this build."));
        return;
    }
    m_window->imports()->importOrderData(sample.readAll(), QFileInfo(sample.fileName()).fileName());
}

void StartView::watchBasket()
{
    models::BasketModel *basket = m_graph.models().basket;
    QObject::connect(basket, &models::BasketModel::refreshFailed, m_context,
                     [this](const QString &message) { m_basketError = message; });
    QObject::connect(basket, &models::BasketModel::totalsChanged, m_context, [this] { m_basketError.clear(); });
}

QString StartView::error() const
{
    // Only once the start view is applied: before that nothing of it has been asked for.
    if (!m_applied)
        return {};
    const control::ModelSet &m = m_graph.models();
    if (m_options.show == View::Article && m.details->state() == models::ArticleDetails::State::Error)
        return QCoreApplication::translate("AppController", "The article could not be loaded: %1")
            .arg(m.details->errorString());
    if ((m_options.showsPage(u"search") || m_options.show == View::Article || m_options.show == View::Default)
        && m.search->state() == models::SearchResultsModel::State::Error)
        return QCoreApplication::translate("AppController", "The search could not be loaded: %1")
            .arg(m.search->errorString());
    if (m_options.showsPage(u"basket") && !m_basketError.isEmpty())
        return QCoreApplication::translate("AppController", "The basket could not be loaded: %1").arg(m_basketError);
    if (m_options.showsPage(u"lists") && m.lists->state() == models::PersonalListsModel::State::Error)
        return QCoreApplication::translate("AppController", "The lists could not be loaded: %1")
            .arg(m.lists->errorString());
    if (m_options.showsPage(u"lists") && m.listItems->state() == models::ListItemsModel::State::Error)
        return QCoreApplication::translate("AppController", "The list could not be loaded: %1")
            .arg(m.listItems->errorString());
    return {};
}

} // namespace webshop::shell
