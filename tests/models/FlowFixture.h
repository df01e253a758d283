#pragma once

// One buyer's world for the core-flow tests: the embedded backend playing one reading of the
// spec (VariantOptions), the real auth::Session and api::ApiClient over loopback HTTP, and the
// models the app wires to them. Two basket models share one BasketSync: the app's (names
// through the ArticleCache) and a blind one without a cache, which must price its lines from
// their own figures.

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "app/auth/Session.h"
#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"

#include <QHash>
#include <QNetworkAccessManager>
#include <QObject>
#include <memory>

class QAbstractItemModelTester;

namespace webshop::models {
class ArticleCache;
class BasketModel;
class PriceDisplay;
} // namespace webshop::models

namespace webshop::test {

class FlowFixture : public QObject
{
    Q_OBJECT
public:
    using AddState = values::AddState;

    explicit FlowFixture(const demo::VariantOptions &variants, QObject *parent = nullptr);
    ~FlowFixture() override;

    // Listens, logs the first demo customer in through auth::Session and chooses the first
    // delivery address. False (with why()) on any failure.
    bool login();
    QString why() const { return m_why; }

    // The next basket read after the next addItem answers `{}` (once).
    void emptyBasketReadAfterNextAdd() { m_emptyAfterAdd = true; }

    // Every state an add went through, in order.
    QList<AddState> states(quint64 ticket) const { return m_states.value(ticket); }
    QString lastMessage(quint64 ticket) const { return m_messages.value(ticket); }
    // Until the add reached a final state (BasketSync::isFinal).
    Awaited awaitFinal(quint64 ticket, int timeoutMs = kScenarioMs) const;
    // Until the add went through exactly this state.
    Awaited awaitState(quint64 ticket, AddState state, int timeoutMs = kScenarioMs) const;
    // Until the queue is idle and both models hold a basket.
    Awaited awaitSettled(int timeoutMs = kScenarioMs) const;

    int clientLogins() const { return m_clientLogins; }
    int customerLogins() const { return m_customerLogins; }

    demo::DemoServer &server() { return *m_server; }
    api::ApiClient &client() { return *m_client; }
    auth::Session &session() { return *m_session; }
    api::BasketSync &sync() { return *m_sync; }
    models::ArticleCache &articles() { return *m_articles; }
    models::PriceDisplay &prices() { return *m_prices; }
    models::BasketModel &basket() { return *m_basket; }      // the app's (with the cache)
    models::BasketModel &blindBasket() { return *m_blind; }  // no cache: the line's figures only

    // The `article` id the server gives the line of this bundle under the variant.
    QString lineIdOf(const QString &bundleId, const QString &variantId) const;

private:
    void onRequestServed(const QString &method, const QString &path, int status);

    demo::VariantOptions m_variants;
    QNetworkAccessManager m_nam;
    std::unique_ptr<demo::DemoServer> m_server;
    std::unique_ptr<api::ApiClient> m_client;
    std::unique_ptr<auth::Session> m_session;
    models::PriceDisplay *m_prices = nullptr;
    models::ArticleCache *m_articles = nullptr;
    api::BasketSync *m_sync = nullptr;
    models::BasketModel *m_basket = nullptr;
    models::BasketModel *m_blind = nullptr;
    QAbstractItemModelTester *m_tester = nullptr;      // alive as long as the models
    QAbstractItemModelTester *m_blindTester = nullptr;
    QHash<quint64, QList<AddState>> m_states;
    QHash<quint64, QString> m_messages;
    int m_clientLogins = 0;
    int m_customerLogins = 0;
    bool m_emptyAfterAdd = false;
    QString m_why;
};

} // namespace webshop::test
