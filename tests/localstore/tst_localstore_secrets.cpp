// No secret in the database: a real session logs in to the embedded backend (client token,
// customer token, API password, user name and customer password in memory), the app's data of
// every view is recorded and cached, and the files on disk are scanned for each of them.

#include "StoreTestUtil.h"
#include "app/api/ApiClient.h"
#include "app/auth/Session.h"
#include "app/demo/DemoServer.h"
#include "app/localstore/LocalStore.h"
#include "app/localstore/Observations.h"
#include "tests/common/TestEnv.h"

#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using namespace webshop::localstore;

namespace {

// Remembers every token the client sends (headers and cookies): what must never reach the file.
class RecordingNam : public QNetworkAccessManager
{
public:
    QSet<QString> tokens;

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *data) override
    {
        for (const QByteArray &name : {QByteArrayLiteral("apijwt"), QByteArrayLiteral("customerjwt")}) {
            if (request.hasRawHeader(name))
                tokens.insert(QString::fromLatin1(request.rawHeader(name)));
        }
        for (const QByteArray &cookie : request.rawHeader("Cookie").split(';')) {
            const qsizetype eq = cookie.indexOf('=');
            if (eq > 0)
                tokens.insert(QString::fromLatin1(cookie.mid(eq + 1).trimmed()));
        }
        return QNetworkAccessManager::createRequest(op, request, data);
    }
};

// Runs a job to its end and hands its result out.
template<class Job, class T>
bool run(Job *job, T &out)
{
    bool done = false, ok = false;
    QObject::connect(job, &api::ApiJob::finished, job, [&, job] {
        done = true;
        ok = job->isOk();
        if (ok)
            out = job->result();
    });
    return QTest::qWaitFor([&] { return done; }, 20000) && ok;
}

} // namespace

class TstLocalStoreSecrets : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void noSecretInTheFiles()
    {
        demo::DemoServer server;
        QVERIFY(server.listen());
        RecordingNam nam;
        api::ApiClient client(&nam);
        auth::Session session(&client, nullptr);
        const demo::DemoCredentials customer = demo::DemoServer::demoCustomers().constFirst();
        auth::Credentials credentials;
        credentials.baseUrl = server.url();
        credentials.apiUser = demo::DemoServer::demoApiUser();
        credentials.apiPassword = demo::DemoServer::demoApiPassword();
        credentials.username = customer.username;
        credentials.password = customer.password;
        QSignalSpy loggedIn(&session, &auth::Session::loggedIn);
        session.setLanguage(QStringLiteral("de-DE"));
        session.login(credentials);
        QTRY_VERIFY_WITH_TIMEOUT(!loggedIn.isEmpty(), 15000);
        QVERIFY(!session.deliveryAddresses().isEmpty());
        if (session.currentAddressIndex() != 0)
            session.selectAddress(0); // the buyer's choice when there are several
        QVERIFY(client.context().isComplete());

        QTemporaryDir dir;
        LocalStore store;
        const QString path = dir.filePath(QStringLiteral("local.sqlite"));
        QVERIFY(store.open(path));
        const StoreKey key = StoreKey::of(server.url(), session.customerId(), client.context().storeId);
        QVERIFY(key.isValid());

        // Every view's data, as the app would record and cache it.
        values::SearchPage page;
        QVERIFY(run(client.search(QString(), 1, 100), page));
        QVERIFY(!page.results.isEmpty());
        store.record(key, observationsFrom(page));
        store.cacheSearch(key, page);
        values::Article details;
        QVERIFY(run(client.article(page.results.constFirst().variantId), details));
        store.record(key, observationsFrom(details));
        store.cacheArticle(key, details);
        values::PersonalLists lists;
        QVERIFY(run(client.personalLists(), lists));
        store.cacheLists(key, lists);
        for (const values::PersonalListRef &ref : std::as_const(lists.lists)) {
            values::PersonalList list;
            QVERIFY(run(client.personalList(ref.listId), list));
            store.record(key, observationsFrom(list));
            store.cacheList(key, list);
        }
        const values::Bundle &bundle = details.bundles.constFirst();
        bool added = false;
        QObject::connect(client.addItem(bundle.bundleId, values::Decimal::fromInt(2)), &api::ApiJob::finished, this,
                         [&] { added = true; });
        QTRY_VERIFY(added);
        values::Basket basket;
        QVERIFY(run(client.basket(), basket));
        QVERIFY(!basket.items.isEmpty());
        store.record(key, observationsFrom(basket));
        store.cacheBasket(key, basket);
        store.markSeen(key, observationsFrom(page));
        QVERIFY(store.flush());

        // The scan sees what was written: the customer's id, a bundle id, a price.
        const QByteArray bytes = test::storeFileBytes(path);
        QVERIFY(test::bytesContain(bytes, key.customer));
        QVERIFY(test::bytesContain(bytes, bundle.bundleId));
        QCOMPARE(store.latest(key, {bundle.bundleId}).size(), 1);
        QVERIFY(store.cachedBasket(key));

        QVERIFY(nam.tokens.size() >= 2); // the client token and the customer token
        QStringList secrets(nam.tokens.cbegin(), nam.tokens.cend());
        secrets << credentials.apiPassword << credentials.username;
        for (const QString &secret : std::as_const(secrets)) {
            QVERIFY(secret.size() >= 8);
            QVERIFY2(!test::bytesContain(bytes, secret), "a secret reached the local store");
            // JWTs are three parts: none of them may be there on its own either.
            for (const QString &part : secret.split(u'.', Qt::SkipEmptyParts)) {
                if (part.size() >= 16)
                    QVERIFY2(!test::bytesContain(bytes, part), "a token part reached the local store");
            }
        }
        // The demo's customer password is a short common word (it occurs in the catalogue's own
        // texts), so it is looked for where the store's payloads would carry it: as a JSON value.
        QVERIFY(credentials.password.size() >= 4);
        QVERIFY(!test::bytesContain(bytes, u'"' + credentials.password + u'"'));
    }
};

QTEST_GUILESS_MAIN(TstLocalStoreSecrets)
#include "tst_localstore_secrets.moc"
