#include "app/shell/OfflineDemo.h"

#include "app/control/ObjectGraph.h"
#include "app/control/OfflineCache.h"
#include "app/control/PriceHistory.h"
#include "app/demo/DemoServer.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/PersonalListsModel.h"
#include "ui/MainWindow.h"

namespace webshop::shell {

OfflineDemo::OfflineDemo(control::ObjectGraph *graph, ui::MainWindow *window, demo::DemoServer *server,
                         QObject *parent)
    : QObject(parent)
    , m_graph(graph)
    , m_window(window)
    , m_server(server)
{
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &OfflineDemo::step);
}

void OfflineDemo::start(const QString &query)
{
    m_query = query.isEmpty() ? QStringLiteral("gouda") : query;
    m_window->startSearch(m_query);
    m_window->showFirstResult();
    m_graph->models().lists->refresh();
    m_poll.start();
}

void OfflineDemo::step()
{
    const control::ModelSet &m = m_graph->models();
    const bool loaded = m.details->hasArticle() && m.details->state() == models::ArticleDetails::State::Idle
        && !m.details->article().bundles.isEmpty() && m.lists->state() == models::PersonalListsModel::State::Idle
        && m.basket->hasBasket() && !m.basket->isBusy();
    if (!loaded || !m_server)
        return;
    m_poll.stop();
    // Everything is saved; the shop stops; the buyer types the search again, shorter.
    m_graph->priceHistory()->flush();
    m_server->close();
    m_stopped = true;
    m_window->startSearch(m_query.left(qMax(3, int(m_query.size()) - 1)));
}

bool OfflineDemo::isReady() const
{
    const control::OfflineCache *offline = m_graph->offlineCache();
    return m_stopped && offline->isOffline() && offline->searchIsLocal();
}

} // namespace webshop::shell
