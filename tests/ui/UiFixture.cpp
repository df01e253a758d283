#include "tests/ui/UiFixture.h"

namespace webshop::test {

namespace {
std::unique_ptr<control::ObjectGraph> makeGraph(const QString &localStorePath)
{
    control::ObjectGraph::Options options;
    options.localStore = !localStorePath.isEmpty();
    options.localStorePath = localStorePath;
    options.keychainService = QStringLiteral("Webshop Desktop UI Tests");
    options.locale = QLocale(QLocale::English, QLocale::UnitedKingdom);
    options.imageDiskCache = false;
    return std::make_unique<control::ObjectGraph>(options);
}
} // namespace

UiFixture::UiFixture(const QString &localStorePath)
    : graph(makeGraph(localStorePath))
    , nam(*graph->network())
    , client(*graph->client())
    , secrets(*graph->secrets())
    , session(*graph->session())
    , sync(*graph->basketQueue())
    , prices(*graph->models().prices)
    , imageNam(*graph->imageNetwork())
    , images(*graph->models().images)
    , articles(*graph->models().articles)
    , search(*graph->models().search)
    , details(*graph->models().details)
    , basket(*graph->models().basket)
    , lists(*graph->models().lists)
    , listItems(*graph->models().listItems)
{
}

UiFixture::~UiFixture()
{
    graph.reset(); // before the server: no request of the graph outlives it
}

auth::Credentials UiFixture::demoCredentials() const
{
    const control::SignIn c = graph->services().demoCredentials;
    return auth::Credentials{c.server, c.apiUser, c.apiPassword, c.username, c.password, c.remember};
}

} // namespace webshop::test
