// Conformance: every endpoint of the client against the embedded backend (DemoServer) over
// real loopback HTTP, with both token transports and both path forms, plus the basket policy
// against the backend's own connection-drop fault.

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "app/demo/DemoServer.h"
#include "tests/api/ApiTestUtil.h"
#include "tests/common/TestEnv.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

using namespace webshop::api;
using webshop::demo::DemoServer;
using webshop::test::watch;

Q_DECLARE_METATYPE(ApiConfig::TokenTransport)

class TestApiDemo : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<DemoServer> server;
    std::unique_ptr<QNetworkAccessManager> nam;
    std::unique_ptr<ApiClient> client;
    CustomerLogin customer;

    // Client login, then customer login, then the first delivery address as the context.
    bool logIn(int customerIndex = 0)
    {
        QString token;
        auto c = watch(client->loginClient(DemoServer::demoApiUser(), DemoServer::demoApiPassword()),
                       [&token](ClientLoginJob *j) { token = j->clientToken(); });
        if (!QTest::qWaitFor([&] { return c->done; }, 5000) || c->error || token.isEmpty())
            return false;
        client->setClientToken(token);
        const auto creds = DemoServer::demoCustomers().at(customerIndex);
        auto u = watch(client->loginCustomer(creds.username, creds.password),
                       [this](CustomerLoginJob *j) { customer = j->result(); });
        if (!QTest::qWaitFor([&] { return u->done; }, 5000) || u->error)
            return false;
        client->setCustomerToken(customer.customerJwt);
        if (customer.deliveryAddresses.isEmpty())
            return false;
        const DeliveryAddress &a = customer.deliveryAddresses.constFirst();
        client->setContext({a.country.toUpper(), QStringLiteral("de-DE"), a.storeId, customer.customerId});
        return true;
    }

    template<class Job, class Result>
    bool run(Job *job, Result &out, ApiError *error = nullptr)
    {
        auto o = watch(job, [&out](Job *j) { out = j->result(); });
        const bool finished = QTest::qWaitFor([&] { return o->done; }, 10000);
        if (error)
            *error = o->error;
        if (o->error)
            qWarning("%s: %s (%d)", qPrintable(o->error.userMessage()), qPrintable(o->error.detail), o->error.httpStatus);
        return finished && !o->error;
    }

private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void init()
    {
        server = std::make_unique<DemoServer>();
        QVERIFY(server->listen());
        nam = std::make_unique<QNetworkAccessManager>();
        client = std::make_unique<ApiClient>(nam.get());
        ApiConfig cfg;
        cfg.baseUrl = server->url();
        cfg.retryBaseDelayMs = 10;
        client->setConfig(cfg);
        customer = {};
    }
    void cleanup()
    {
        client.reset();
        nam.reset();
        server.reset();
    }

    void everyEndpoint_data()
    {
        QTest::addColumn<ApiConfig::TokenTransport>("transport");
        QTest::addColumn<bool>("shortForms");
        QTest::newRow("headers, long paths") << ApiConfig::TokenTransport::Headers << false;
        QTest::newRow("cookies, short/explore paths") << ApiConfig::TokenTransport::Cookies << true;
    }
    void everyEndpoint()
    {
        QFETCH(ApiConfig::TokenTransport, transport);
        QFETCH(bool, shortForms);
        ApiConfig cfg = client->config();
        cfg.tokenTransport = transport;
        if (shortForms) {
            cfg.loginPathStyle = ApiConfig::LoginPathStyle::Short;
            cfg.searchPathStyle = ApiConfig::SearchPathStyle::Explore;
        }
        client->setConfig(cfg);
        QVERIFY(logIn());
        QVERIFY(!customer.customerId.isEmpty());
        QCOMPARE(customer.customerName, DemoServer::demoCustomers().constFirst().customerName);
        QVERIFY(customer.customerId.at(0).isDigit());

        // Search (empty query → the whole catalogue, page 1).
        SearchPage page;
        QVERIFY(run(client->search(QString(), 1, 5), page));
        QVERIFY(page.amount > 0);
        QVERIFY(!page.results.isEmpty());
        QVERIFY(page.results.size() <= 5);
        QCOMPARE(page.page, 1);
        const Article &first = page.results.constFirst();
        QVERIFY(!first.variantId.isEmpty());
        QVERIFY(!first.bundles.isEmpty());
        QCOMPARE(first.imageUrl.host(), server->url().host());
        QCOMPARE(first.imageUrl.port(), server->url().port()); // relative URL resolved
        QVERIFY(first.imageUrl.path().startsWith(QLatin1String("/media/articles/")));

        // Page 2 is different from page 1.
        if (page.totalPages > 1) {
            SearchPage page2;
            QVERIFY(run(client->search(QString(), 2, 5), page2));
            QCOMPARE(page2.page, 2);
            QVERIFY(page2.results.constFirst().variantId != first.variantId);
        }

        // The image is really there.
        QNetworkReply *img = nam->get(QNetworkRequest(first.imageUrl));
        QVERIFY(QTest::qWaitFor([img] { return img->isFinished(); }, 5000));
        QCOMPARE(img->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        img->deleteLater();

        // Details.
        Article details;
        QVERIFY(run(client->article(first.variantId), details));
        QCOMPARE(details.variantId, first.variantId);
        QCOMPARE(details.bundles.size(), first.bundles.size());
        const Bundle &bundle = details.bundles.constFirst();
        if (bundle.price.isKnown())
            QVERIFY(!bundle.price.currency.isEmpty());

        // Basket: add, then read; the line carries the bundle id and the amount.
        Basket before;
        QVERIFY(run(client->basket(), before));
        const Decimal q0 = before.item(bundle.bundleId) ? before.item(bundle.bundleId)->quantity : Decimal();
        const Decimal n = bundle.isWeightArticle ? Decimal::fromUnits(15000) : Decimal::fromInt(2);
        auto add = watch(client->addItem(bundle.bundleId, n));
        QTRY_VERIFY(add->done);
        QVERIFY2(!add->error, qPrintable(add->error.detail));
        QCOMPARE(server->addItemRequestCount(), 1);
        Basket after;
        QVERIFY(run(client->basket(), after));
        QVERIFY(after.item(bundle.bundleId));
        QCOMPARE(after.item(bundle.bundleId)->quantity, q0 + n);
        QVERIFY(after.total.grossTotal.has_value());
        QVERIFY(after.total.grossTotal->amount > Decimal());
        QCOMPARE(after.total.grossTotal->currency, QStringLiteral("EUR"));

        // Personal lists and one list.
        PersonalLists lists;
        QVERIFY(run(client->personalLists(), lists));
        QVERIFY(!lists.lists.isEmpty());
        PersonalList list;
        QVERIFY(run(client->personalList(lists.lists.constFirst().listId), list));
        QCOMPARE(list.listId, lists.lists.constFirst().listId);
        QVERIFY(!list.name.isEmpty());
        QVERIFY(!list.items.isEmpty());
        QVERIFY(!list.items.constFirst().bundles.isEmpty());
    }

    void wrongCredentials()
    {
        QString token;
        auto c = watch(client->loginClient(DemoServer::demoApiUser(), QStringLiteral("wrong")));
        QTRY_VERIFY(c->done);
        QCOMPARE(c->error.kind, ApiError::Kind::Unauthorized);
        QVERIFY(!c->error.detail.isEmpty()); // the server's message, from its error JSON
    }

    void missingTokensAreUnauthorized()
    {
        QVERIFY(logIn());
        client->setCustomerToken({});
        client->setClientToken({});
        Basket b;
        ApiError e;
        QVERIFY(!run(client->basket(), b, &e));
        QCOMPARE(e.kind, ApiError::Kind::Unauthorized);
    }

    void unknownArticleIsNotFound()
    {
        QVERIFY(logIn());
        Article a;
        ApiError e;
        QVERIFY(!run(client->article(QStringLiteral("does-not-exist")), a, &e));
        QCOMPARE(e.kind, ApiError::Kind::NotFound);
    }

    void expiredTokensReloginAndReplay()
    {
        QVERIFY(logIn());
        int reauths = 0;
        client->setReauthenticator([this, &reauths](std::function<void(bool)> done) {
            ++reauths;
            QString token;
            auto c = watch(client->loginClient(DemoServer::demoApiUser(), DemoServer::demoApiPassword()),
                           [&token, this, done](ClientLoginJob *j) {
                               client->setClientToken(j->clientToken());
                               const auto creds = DemoServer::demoCustomers().constFirst();
                               auto *u = client->loginCustomer(creds.username, creds.password);
                               connect(u, &ApiJob::finished, this, [this, u, done] {
                                   if (u->isOk())
                                       client->setCustomerToken(u->result().customerJwt);
                                   done(u->isOk());
                               });
                           });
            Q_UNUSED(c);
        });
        server->expireTokens();
        Basket b;
        QVERIFY(run(client->basket(), b));
        QCOMPARE(reauths, 1);
    }

    void basketSyncAgainstDroppedConnection_data()
    {
        QTest::addColumn<bool>("applied");
        QTest::addColumn<int>("receipts");
        QTest::newRow("server applied, then dropped") << true << 1;
        QTest::newRow("server dropped unprocessed") << false << 2;
    }
    void basketSyncAgainstDroppedConnection()
    {
        QFETCH(bool, applied);
        QFETCH(int, receipts);
        QVERIFY(logIn());
        SearchPage page;
        QVERIFY(run(client->search(QString(), 1, 1), page));
        const QString bundleId = page.results.constFirst().bundles.constFirst().bundleId;
        BasketSync sync(client.get());
        sync.refresh();
        QTRY_VERIFY(sync.hasBasket());
        const Decimal q0 = sync.basket().item(bundleId) ? sync.basket().item(bundleId)->quantity : Decimal();

        // Drop exactly the addItem, then behave again. The add reads the basket right before
        // it is sent: arm the fault once that read is served.
        webshop::demo::FaultOptions drop;
        drop.dropAfterRequest = true;
        drop.dropAppliesRequest = applied;
        bool armed = false;
        connect(server.get(), &DemoServer::requestServed, this, [this, drop, &armed](const QString &method, const QString &, int) {
            if (method == u"GET" && !armed) {
                armed = true;
                server->setFaults(drop);
            } else if (method == u"POST") {
                server->setFaults({});
            }
        });
        QList<BasketSync::AddState> states;
        connect(&sync, &BasketSync::addStateChanged, this,
                [&states](quint64, BasketSync::AddState s, const QString &) { states << s; });
        sync.add(bundleId, Decimal::fromInt(1));
        QTRY_VERIFY_WITH_TIMEOUT(!states.isEmpty() && states.constLast() == BasketSync::AddState::Confirmed, 10000);
        QVERIFY(states.contains(BasketSync::AddState::Checking)); // "checking basket…", never "failed"
        QVERIFY(!states.contains(BasketSync::AddState::Failed));
        QCOMPARE(server->addItemRequestCount(), receipts);
        QCOMPARE(sync.basket().item(bundleId)->quantity, q0 + Decimal::fromInt(1)); // never doubled
    }
};

QTEST_GUILESS_MAIN(TestApiDemo)
#include "tst_api_demo.moc"
