#include "app/demo/DemoServer.h"

#include "app/demo/DemoAccounts.h"
#include "app/demo/DemoApi.h"
#include "app/demo/DemoHttpServer.h"

using namespace Qt::StringLiterals;

namespace webshop::demo {

class DemoServer::Private
{
public:
    Private(const DemoOptions &o)
        : options(o), api(DemoCatalogue::create(qMax(0, o.catalogueSize)), o.tokenTtlSeconds)
    {
        if (options.prefillDemoBasket)
            api.prefillDemoBasket();
    }

    DemoOptions options;
    DemoApi api;
    DemoHttpServer *http = nullptr;
};

DemoServer::DemoServer(const DemoOptions &options, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(options))
{
    d->http = new DemoHttpServer([this](const DemoRequest &r) { return d->api.handle(r); }, this);
    connect(d->http, &DemoHttpServer::requestServed, this, &DemoServer::requestServed);
}

DemoServer::~DemoServer()
{
    delete d->http; // before the API it calls
    d->http = nullptr;
}

bool DemoServer::listen(const QHostAddress &address, quint16 port)
{
    return d->http->listenOn(address, port);
}

void DemoServer::close()
{
    d->http->closeAll();
}

QUrl DemoServer::url() const
{
    if (!d->http->port())
        return {};
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(d->http->address().toString());
    url.setPort(d->http->port());
    return url;
}

quint16 DemoServer::port() const
{
    return d->http->port();
}

void DemoServer::setFaults(const FaultOptions &faults)
{
    d->http->setFaults(faults);
    d->api.setFaults(faults);
}

FaultOptions DemoServer::faults() const
{
    return d->http->faults();
}

void DemoServer::setTokenTtlSeconds(int seconds)
{
    d->api.setTokenTtlSeconds(seconds);
}

int DemoServer::tokenTtlSeconds() const
{
    return d->api.tokenTtlSeconds();
}

void DemoServer::expireTokens()
{
    d->api.expireTokens();
}

QList<DemoCredentials> DemoServer::demoCustomers()
{
    QList<DemoCredentials> result;
    for (const DemoCustomer &c : DemoAccounts::customers())
        result.append({DemoAccounts::apiUser(), DemoAccounts::apiPassword(), c.username, c.password,
                       c.name, c.id});
    return result;
}

QString DemoServer::demoApiUser()
{
    return DemoAccounts::apiUser();
}

QString DemoServer::demoApiPassword()
{
    return DemoAccounts::apiPassword();
}

void DemoServer::setVariants(const VariantOptions &variants)
{
    d->api.setVariants(variants);
}

VariantOptions DemoServer::variants() const
{
    return d->api.variants();
}

int DemoServer::addItemRequestCount() const
{
    return d->http->addItemRequestCount();
}

int DemoServer::addItemRequestCount(const QString &bundleId) const
{
    return d->http->addItemRequestCount(bundleId);
}

void DemoServer::resetAddItemRequestCounts()
{
    d->http->resetAddItemRequestCounts();
}

QList<DemoServer::AppliedAdd> DemoServer::appliedAdds() const
{
    return d->api.appliedAdds();
}

int DemoServer::pendingAddCount() const
{
    return d->api.pendingAddCount();
}

int DemoServer::addItemReceipts(const QString &bundleId) const
{
    return d->http->addItemRequestCount(bundleId);
}

void DemoServer::resetAudit()
{
    d->api.clearAudit();
    d->http->resetAddItemRequestCounts();
}

void DemoServer::resetBaskets()
{
    d->api.clearBaskets();
    if (d->options.prefillDemoBasket)
        d->api.prefillDemoBasket();
}

void DemoServer::setBundleNetCents(const QString &bundleId, qint64 cents)
{
    DemoCatalogue::setNetCentsOverride(bundleId, cents);
}

qint64 DemoServer::bundleNetCents(const QString &bundleId) const
{
    const DemoBundle *bundle = d->api.catalogue().bundle(bundleId);
    return bundle ? bundle->netCents : -1;
}

int DemoServer::articleCount() const
{
    return int(d->api.catalogue().articles().size());
}

} // namespace webshop::demo
