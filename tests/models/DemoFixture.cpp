#include "DemoFixture.h"

#include "models/ArticleCache.h"
#include "models/PriceDisplay.h"
#include "tests/common/Await.h"

namespace webshop::test {

DemoFixture::DemoFixture(const demo::DemoOptions &options)
    : m_server(std::make_unique<demo::DemoServer>(options))
    , m_client(std::make_unique<api::ApiClient>(&m_nam))
    , m_prices(std::make_unique<models::PriceDisplay>())
    , m_articles(std::make_unique<models::ArticleCache>(m_client.get()))
{
    m_prices->setLocale(QLocale(QStringLiteral("de_DE")));
}

DemoFixture::~DemoFixture()
{
    m_articles.reset();
    m_prices.reset();
    m_client.reset();
    m_server.reset();
}

bool DemoFixture::start(const QString &language)
{
    if (!m_server->listen()) {
        m_why = QStringLiteral("demo server did not listen");
        return false;
    }
    api::ApiConfig config;
    config.baseUrl = m_server->url();
    m_client->setConfig(config);

    QString clientToken;
    const Awaited client = awaitJob(m_client->loginClient(demo::DemoServer::demoApiUser(), demo::DemoServer::demoApiPassword()),
                                    QStringLiteral("client login"),
                                    [&](api::ClientLoginJob *job) { clientToken = job->clientToken(); });
    if (!client) {
        m_why = client.text();
        return false;
    }
    m_client->setClientToken(clientToken);

    const demo::DemoCredentials customer = demo::DemoServer::demoCustomers().constFirst();
    values::CustomerLogin login;
    const Awaited user = awaitJob(m_client->loginCustomer(customer.username, customer.password),
                                  QStringLiteral("customer login"), [&](api::CustomerLoginJob *job) { login = job->result(); });
    if (!user) {
        m_why = user.text();
        return false;
    }
    m_client->setCustomerToken(login.customerJwt);
    if (login.deliveryAddresses.isEmpty()) {
        m_why = QStringLiteral("no delivery address");
        return false;
    }
    values::ShopContext context;
    context.country = login.deliveryAddresses.constFirst().country;
    context.storeId = login.deliveryAddresses.constFirst().storeId;
    context.customerId = login.customerId;
    context.language = language;
    m_client->setContext(context);
    return true;
}

} // namespace webshop::test
