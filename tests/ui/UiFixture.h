#pragma once

// The whole object graph the main window needs, as the app shell builds it, optionally on
// the embedded demo backend over real loopback HTTP.

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "app/auth/SecretStore.h"
#include "app/auth/Session.h"
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
    UiFixture();
    ~UiFixture();

    // Starts the demo backend on loopback and fills demoServerUrl / demoCredentials. A port
    // (0: any free one) lets a "restart" find the same server address again.
    bool startServer(const demo::DemoOptions &options, quint16 port = 0);
    bool startServer();
    demo::DemoServer *server() const; // in UiFixtureDemo.cpp (links webshop_demo)
    auth::Credentials demoCredentials() const { return m_services.demoCredentials; }

    ui::Services services() const { return m_services; }

    QNetworkAccessManager nam;
    api::ApiClient client{&nam};
    auth::SecretStore secrets{QStringLiteral("Webshop Desktop UI Tests")};
    auth::Session session{&client, &secrets};
    api::BasketSync sync{&client};
    models::PriceDisplay prices;
    QNetworkAccessManager imageNam;
    models::ImageCache images{&imageNam};
    models::ArticleCache articles{&client};
    models::ModelServices modelServices{&client, &articles, &images, &prices};
    models::SearchResultsModel search{modelServices};
    models::ArticleDetails details{modelServices};
    models::BasketModel basket{&sync, modelServices};
    models::PersonalListsModel lists{modelServices};
    models::ListItemsModel listItems{modelServices, &lists};

private:
    std::unique_ptr<QObject> m_server; // a demo::DemoServer
    ui::Services m_services;
};

} // namespace webshop::test
