#pragma once

// The embedded backend on loopback plus a logged-in ApiClient, for model integration tests, with
// the German price display and the shared article cache the app's models use.

#include "app/api/ApiClient.h"
#include "app/demo/DemoServer.h"

#include <QNetworkAccessManager>
#include <memory>

namespace webshop::models {
class ArticleCache;
class PriceDisplay;
} // namespace webshop::models

namespace webshop::test {

class DemoFixture
{
public:
    explicit DemoFixture(const demo::DemoOptions &options = {});
    ~DemoFixture();

    // Listens, logs in the first demo customer, chooses the first delivery address.
    // False (with why()) on any failure.
    bool start(const QString &language = QStringLiteral("de-DE"));
    QString why() const { return m_why; }

    demo::DemoServer &server() { return *m_server; }
    api::ApiClient &client() { return *m_client; }
    QNetworkAccessManager &nam() { return m_nam; }
    models::PriceDisplay &prices() { return *m_prices; }     // de_DE, gross
    models::ArticleCache &articles() { return *m_articles; } // on client()

private:
    QNetworkAccessManager m_nam;
    std::unique_ptr<demo::DemoServer> m_server;
    std::unique_ptr<api::ApiClient> m_client;
    std::unique_ptr<models::PriceDisplay> m_prices;
    std::unique_ptr<models::ArticleCache> m_articles;
    QString m_why;
};

} // namespace webshop::test
