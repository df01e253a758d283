#include "DemoFixture.h"

#include <QSignalSpy>

namespace webshop::test {

namespace {
// Runs the event loop until the job finishes; `read` is called from finished() (the job
// deletes itself afterwards).
template <typename Job, typename Read>
bool await(Job *job, QString &why, Read read)
{
    if (!job) {
        why = QStringLiteral("no job");
        return false;
    }
    bool ok = false;
    QObject::connect(job, &api::ApiJob::finished, job, [&, job] {
        ok = job->isOk();
        if (ok)
            read(job);
        else
            why = job->error().detail;
    });
    QSignalSpy finished(job, &api::ApiJob::finished);
    if (!finished.wait(15000)) {
        why = QStringLiteral("timeout");
        return false;
    }
    return ok;
}
} // namespace

DemoFixture::DemoFixture(const demo::DemoOptions &options)
    : m_server(std::make_unique<demo::DemoServer>(options))
    , m_client(std::make_unique<api::ApiClient>(&m_nam))
{
}

DemoFixture::~DemoFixture()
{
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
    if (!await(m_client->loginClient(demo::DemoServer::demoApiUser(), demo::DemoServer::demoApiPassword()), m_why,
               [&](api::ClientLoginJob *job) { clientToken = job->clientToken(); })) {
        m_why.prepend(QStringLiteral("client login: "));
        return false;
    }
    m_client->setClientToken(clientToken);

    const demo::DemoCredentials customer = demo::DemoServer::demoCustomers().constFirst();
    api::CustomerLogin login;
    if (!await(m_client->loginCustomer(customer.username, customer.password), m_why,
               [&](api::CustomerLoginJob *job) { login = job->result(); })) {
        m_why.prepend(QStringLiteral("customer login: "));
        return false;
    }
    m_client->setCustomerToken(login.customerJwt);
    if (login.deliveryAddresses.isEmpty()) {
        m_why = QStringLiteral("no delivery address");
        return false;
    }
    api::ShopContext context;
    context.country = login.deliveryAddresses.constFirst().country;
    context.storeId = login.deliveryAddresses.constFirst().storeId;
    context.customerId = login.customerId;
    context.language = language;
    m_client->setContext(context);
    return true;
}

} // namespace webshop::test
