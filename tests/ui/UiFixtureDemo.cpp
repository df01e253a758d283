#include "tests/ui/UiFixture.h"

#include "app/demo/DemoServer.h"
#include "app/api/ApiClient.h"
#include "tests/common/Await.h"

namespace webshop::test {

demo::DemoServer *UiFixture::server() const
{
    return static_cast<demo::DemoServer *>(m_server.get());
}

void UiFixture::adoptServer(std::unique_ptr<QObject> server)
{
    m_server = std::move(server);
    const demo::DemoCredentials login = demo::DemoServer::demoCustomers().constFirst();
    graph->setDemoServer(this->server()->url(), control::SignIn{this->server()->url(), login.apiUser, login.apiPassword,
                                                                login.username, login.password, false});
}

QString UiFixture::piecePackFor(const QString &query, const QStringList &except)
{
    values::SearchPage page;
    const Awaited found = awaitJob(client.search(query, 1, 30, api::ApiClient::SearchKind::Lookup), query,
                                   [&page](api::SearchJob *job) { page = job->result(); });
    for (const values::Article &a : std::as_const(page.results))
        for (const values::Bundle &b : a.bundles)
            if (found && !b.isWeightArticle && b.price.articleGross && !except.contains(b.bundleId))
                return b.bundleId;
    return {};
}

bool UiFixture::startServer()
{
    return startServer(demo::DemoOptions{});
}

bool UiFixture::startServer(const demo::DemoOptions &options, quint16 port)
{
    auto server = std::make_unique<demo::DemoServer>(options);
    if (!server->listen(QHostAddress::LocalHost, port))
        return false;
    adoptServer(std::move(server));
    return true;
}

} // namespace webshop::test
