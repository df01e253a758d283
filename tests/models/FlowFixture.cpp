#include "FlowFixture.h"

#include "models/ArticleCache.h"
#include "models/BasketModel.h"
#include "models/PriceDisplay.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

namespace webshop::test {

FlowFixture::FlowFixture(const demo::VariantOptions &variants, QObject *parent)
    : QObject(parent)
    , m_variants(variants)
    , m_server(std::make_unique<demo::DemoServer>())
    , m_client(std::make_unique<api::ApiClient>(&m_nam))
    , m_session(std::make_unique<auth::Session>(m_client.get(), nullptr))
{
    m_server->setVariants(variants);
    connect(m_server.get(), &demo::DemoServer::requestServed, this, &FlowFixture::onRequestServed);

    m_prices = new models::PriceDisplay(this);
    m_prices->setLocale(QLocale(QStringLiteral("de_DE")));
    m_articles = new models::ArticleCache(m_client.get(), this);
    m_sync = new api::BasketSync(m_client.get(), this);
    m_basket = new models::BasketModel(m_sync, {m_client.get(), m_articles, nullptr, m_prices}, this);
    m_blind = new models::BasketModel(m_sync, {m_client.get(), nullptr, nullptr, m_prices}, this);
    using Tester = QAbstractItemModelTester;
    m_tester = new Tester(m_basket, Tester::FailureReportingMode::Fatal, this);
    m_blindTester = new Tester(m_blind, Tester::FailureReportingMode::Fatal, this);

    connect(m_sync, &api::BasketSync::addStateChanged, this,
            [this](quint64 ticket, AddState state, const QString &message) {
                m_states[ticket].append(state);
                m_messages[ticket] = message;
            });
}

FlowFixture::~FlowFixture()
{
    // Models before what they use, the session before the client, the client before the server.
    delete m_blindTester;
    delete m_tester;
    delete m_blind;
    delete m_basket;
    delete m_sync;
    delete m_articles;
    m_session.reset();
    m_client.reset();
    m_server.reset();
}

bool FlowFixture::login()
{
    if (!m_server->listen()) {
        m_why = QStringLiteral("demo server did not listen");
        return false;
    }
    const demo::DemoCredentials customer = demo::DemoServer::demoCustomers().constFirst();
    auth::Credentials credentials;
    credentials.baseUrl = m_server->url();
    credentials.apiUser = demo::DemoServer::demoApiUser();
    credentials.apiPassword = demo::DemoServer::demoApiPassword();
    credentials.username = customer.username;
    credentials.password = customer.password;

    QSignalSpy loggedIn(m_session.get(), &auth::Session::loggedIn);
    QSignalSpy failed(m_session.get(), &auth::Session::loginFailed);
    m_session->setLanguage(QStringLiteral("de-DE"));
    m_session->login(credentials);
    const Awaited answered = waitUntil([&] { return loggedIn.count() > 0 || failed.count() > 0; },
                                       QStringLiteral("the login"), kBackendMs);
    if (!answered || loggedIn.isEmpty()) {
        m_why = failed.isEmpty() ? answered.text() : QStringLiteral("login failed: ") + failed.constFirst().at(1).toString();
        return false;
    }
    const QList<values::DeliveryAddress> addresses = m_session->deliveryAddresses();
    if (addresses.isEmpty()) {
        m_why = QStringLiteral("no delivery address");
        return false;
    }
    // The buyer chooses the first address (the only one is chosen by the session itself).
    const int chosen = 0;
    if (m_session->currentAddressIndex() != chosen) {
        QSignalSpy changed(m_session.get(), &auth::Session::addressChanged);
        m_session->selectAddress(chosen);
        if (changed.isEmpty()) {
            m_why = QStringLiteral("choosing the address did not change the context");
            return false;
        }
    }
    if (m_client->context().storeId != addresses.at(chosen).storeId) {
        m_why = QStringLiteral("the client's store is not the chosen address's");
        return false;
    }
    return true;
}

Awaited FlowFixture::awaitFinal(quint64 ticket, int timeoutMs) const
{
    return waitUntil([&] {
        const QList<AddState> s = m_states.value(ticket);
        return !s.isEmpty() && api::BasketSync::isFinal(s.constLast());
    }, QStringLiteral("a final state of add %1").arg(ticket), timeoutMs);
}

Awaited FlowFixture::awaitState(quint64 ticket, AddState state, int timeoutMs) const
{
    return waitUntil([&] { return m_states.value(ticket).contains(state); },
                     QStringLiteral("state %1 of add %2").arg(int(state)).arg(ticket), timeoutMs);
}

Awaited FlowFixture::awaitSettled(int timeoutMs) const
{
    return waitUntil([&] {
        return !m_sync->isBusy() && m_basket->hasBasket() && m_blind->hasBasket() && !m_basket->isBusy();
    }, QStringLiteral("the basket to settle"), timeoutMs);
}

QString FlowFixture::lineIdOf(const QString &bundleId, const QString &variantId) const
{
    switch (m_variants.basketArticle) {
    case demo::VariantOptions::BasketArticle::Bundle:
        return bundleId;
    case demo::VariantOptions::BasketArticle::Variant:
        return variantId;
    case demo::VariantOptions::BasketArticle::Other:
        return demo::otherArticleId(bundleId);
    }
    return bundleId;
}

void FlowFixture::onRequestServed(const QString &method, const QString &path, int status)
{
    Q_UNUSED(status);
    if (method != u"POST")
        return;
    if (path.endsWith(u"login/client"))
        ++m_clientLogins;
    else if (path.endsWith(u"login/user"))
        ++m_customerLogins;
    else if (path.endsWith(u"/addItem") && std::exchange(m_emptyAfterAdd, false)) {
        // Served on this thread right after the add's reply was queued: the client's next
        // basket read is answered `{}`.
        demo::VariantOptions v = m_server->variants();
        v.basketReply = demo::VariantOptions::BasketReply::Empty;
        v.basketReplyCount = 1;
        m_server->setVariants(v);
    }
}

} // namespace webshop::test
