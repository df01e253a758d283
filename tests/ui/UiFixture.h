#pragma once

// The whole object graph the main window needs, built by the app's own builder
// (control::ObjectGraph), optionally on the embedded demo backend over real loopback HTTP.
// The references name the graph's parts so that tests can drive and inspect them.

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "app/auth/SecretStore.h"
#include "app/auth/Session.h"
#include "app/control/ObjectGraph.h"
#include "app/control/QuitGuard.h"
#include "app/control/SessionController.h"
#include "models/ArticleCache.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ImageCache.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "models/SearchResultsModel.h"
#include "ui/Services.h"

#include <QNetworkAccessManager>
#include <memory>

namespace webshop::demo { class DemoServer; struct DemoOptions; }

namespace webshop::test {

class UiFixture
{
public:
    // localStorePath: the price history's file (a temporary folder's); empty: no local store.
    explicit UiFixture(const QString &localStorePath = {});
    ~UiFixture();

    // Starts the demo backend on loopback and offers it to the login dialog. A port (0: any
    // free one) lets a "restart" find the same server address again.
    bool startServer(const demo::DemoOptions &options, quint16 port = 0);
    bool startServer();
    demo::DemoServer *server() const; // in UiFixtureDemo.cpp (links webshop_demo)
    // A restart of the app over the same backend (its baskets, audit and late adds go on):
    // the server leaves this fixture before its graph ends, and is offered by the next one.
    std::unique_ptr<QObject> releaseServer() { return std::move(m_server); }
    void adoptServer(std::unique_ptr<QObject> server);
    auth::Credentials demoCredentials() const;
    // A pack sold by the piece, with a gross price, found by searching `query` (a lookup),
    // and not one of `except`; empty when none is found.
    QString piecePackFor(const QString &query, const QStringList &except = {});

    ui::Services services() const { return graph->services(); }

private:
    std::unique_ptr<QObject> m_server; // a demo::DemoServer; outlives the graph's requests

public:
    std::unique_ptr<control::ObjectGraph> graph;
    QNetworkAccessManager &nam;
    api::ApiClient &client;
    auth::SecretStore &secrets;
    auth::Session &session;
    api::BasketSync &sync;
    models::PriceDisplay &prices;
    QNetworkAccessManager &imageNam;
    models::ImageCache &images;
    models::ArticleCache &articles;
    models::SearchResultsModel &search;
    models::ArticleDetails &details;
    models::BasketModel &basket;
    models::PersonalListsModel &lists;
    models::ListItemsModel &listItems;
};

} // namespace webshop::test
