// The basket policy: every add is reconciled against a re-read basket, so it is never lost and
// never doubled silently. A fake server keeps a real basket and misbehaves on demand.

#include "app/api/ApiClient.h"
#include "app/api/BasketSync.h"
#include "tests/common/FakeHttpServer.h"
#include "tests/common/TestEnv.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

using namespace webshop::api;
using webshop::test::FakeHttpServer;
using webshop::test::FakeRequest;
using State = BasketSync::AddState;

class TestBasketSync : public QObject
{
    Q_OBJECT
public:
    enum class Mode { Normal, ApplyThenDrop, DropOnceNoApply, AlwaysDropNoApply, ApplyTwice, Refuse, Http500NoApply, Hang };

private:
    std::unique_ptr<QNetworkAccessManager> nam;
    std::unique_ptr<FakeHttpServer> server;
    std::unique_ptr<ApiClient> client;
    std::unique_ptr<BasketSync> sync;
    QMap<QString, qint64> lines; // bundle id → quantity (integers suffice here)
    Mode mode = Mode::Normal;
    bool basketBroken = false;
    bool breakBasketAfterPost = false; // set by the fake itself, so no race with the client's re-read
    int posts = 0;
    QList<QPair<quint64, State>> states;
    QStringList messages;

    QByteArray basketJson() const
    {
        QJsonArray items;
        for (auto it = lines.begin(); it != lines.end(); ++it)
            items.append(QJsonObject{{QStringLiteral("article"), it.key()}, {QStringLiteral("amount"), double(it.value())}});
        return QJsonDocument(QJsonObject{{QStringLiteral("items"), items}, {QStringLiteral("total_price"), QJsonObject{}}}).toJson(QJsonDocument::Compact);
    }

    void handle(const FakeRequest &r, QTcpSocket *s)
    {
        if (r.method == "GET") {
            if (basketBroken)
                FakeHttpServer::reply(s, 500, "{}");
            else
                FakeHttpServer::reply(s, 200, basketJson());
            return;
        }
        ++posts;
        if (breakBasketAfterPost)
            basketBroken = true;
        const QJsonObject body = QJsonDocument::fromJson(r.body).object();
        const QString id = body.value(QStringLiteral("bettyBundleId")).toString();
        const qint64 n = qint64(body.value(QStringLiteral("amount")).toDouble());
        switch (mode) {
        case Mode::Normal:
            lines[id] += n;
            FakeHttpServer::reply(s, 200, "{}");
            break;
        case Mode::ApplyThenDrop:
            lines[id] += n;
            s->disconnectFromHost();
            break;
        case Mode::DropOnceNoApply:
            mode = Mode::Normal;
            s->disconnectFromHost();
            break;
        case Mode::AlwaysDropNoApply:
            s->disconnectFromHost();
            break;
        case Mode::ApplyTwice:
            lines[id] += 2 * n;
            FakeHttpServer::reply(s, 200, "{}");
            break;
        case Mode::Refuse:
            FakeHttpServer::reply(s, 400, R"({"error":{"status":400,"code":"QTY","message":"quantity not allowed"}})");
            break;
        case Mode::Http500NoApply:
            FakeHttpServer::reply(s, 500, "{}");
            break;
        case Mode::Hang:
            break; // never answers
        }
    }

    QList<State> statesOf(quint64 ticket) const
    {
        QList<State> out;
        for (const auto &p : states)
            if (p.first == ticket)
                out << p.second;
        return out;
    }

private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void init()
    {
        lines.clear();
        lines[QStringLiteral("B1")] = 2;
        mode = Mode::Normal;
        basketBroken = false;
        breakBasketAfterPost = false;
        posts = 0;
        states.clear();
        messages.clear();
        nam = std::make_unique<QNetworkAccessManager>();
        server = std::make_unique<FakeHttpServer>();
        QVERIFY(server->listen());
        server->setHandler([this](const FakeRequest &r, QTcpSocket *s) { handle(r, s); });
        client = std::make_unique<ApiClient>(nam.get());
        ApiConfig c;
        c.baseUrl = server->url();
        c.retryBaseDelayMs = 5;
        client->setConfig(c);
        client->setContext({QStringLiteral("DE"), QStringLiteral("de-DE"), QStringLiteral("1"), QStringLiteral("2")});
        client->setClientToken(QStringLiteral("c"));
        client->setCustomerToken(QStringLiteral("u"));
        sync = std::make_unique<BasketSync>(client.get());
        connect(sync.get(), &BasketSync::addStateChanged, this, [this](quint64 t, State s, const QString &m) {
            states.append({t, s});
            messages << m;
        });
    }
    void cleanup()
    {
        sync.reset();
        client.reset();
        server.reset();
        nam.reset();
    }

    void normalAdd()
    {
        QSignalSpy changed(sync.get(), &BasketSync::basketChanged);
        QSignalSpy busy(sync.get(), &BasketSync::busyChanged);
        const quint64 t = sync->add(QStringLiteral("B1"), Decimal::fromInt(3));
        QVERIFY(sync->isBusy());
        QTRY_VERIFY(!sync->isBusy());
        QCOMPARE(statesOf(t), (QList<State>{State::Queued, State::Sending, State::Confirmed}));
        QCOMPARE(posts, 1);
        QCOMPARE(sync->basket().item(QStringLiteral("B1"))->quantity, Decimal::fromInt(5));
        QVERIFY(changed.count() >= 2); // read before, re-read after
        QVERIFY(sync->lastSynced().isValid());
        QCOMPARE(busy.count(), 2);
    }

    void dropAfterApplyIsConfirmedNotResent()
    {
        mode = Mode::ApplyThenDrop;
        const quint64 t = sync->add(QStringLiteral("B1"), Decimal::fromInt(3));
        QTRY_VERIFY(!sync->isBusy());
        QCOMPARE(statesOf(t), (QList<State>{State::Queued, State::Sending, State::Checking, State::Confirmed}));
        QCOMPARE(posts, 1);   // the server saw it exactly once
        QCOMPARE(lines.value(QStringLiteral("B1")), 5); // and it is not doubled
    }

    void dropWithoutApplyIsResentOnce()
    {
        mode = Mode::DropOnceNoApply;
        const quint64 t = sync->add(QStringLiteral("NEW"), Decimal::fromInt(1));
        QTRY_VERIFY(!sync->isBusy());
        QCOMPARE(statesOf(t), (QList<State>{State::Queued, State::Sending, State::Checking, State::Sending, State::Confirmed}));
        QCOMPARE(posts, 2);
        QCOMPARE(lines.value(QStringLiteral("NEW")), 1);
    }

    void neverAppliedFailsAfterOneResend()
    {
        mode = Mode::AlwaysDropNoApply;
        const quint64 t = sync->add(QStringLiteral("B1"), Decimal::fromInt(1));
        QTRY_VERIFY(!sync->isBusy());
        QCOMPARE(statesOf(t).constLast(), State::Failed);
        QCOMPARE(posts, 2);
        QVERIFY(!statesOf(t).contains(State::Confirmed));
        QCOMPARE(lines.value(QStringLiteral("B1")), 2);
    }

    void doubledIsToldExactly()
    {
        mode = Mode::ApplyTwice;
        const quint64 t = sync->add(QStringLiteral("B1"), Decimal::fromInt(3));
        QTRY_VERIFY(!sync->isBusy());
        QCOMPARE(statesOf(t).constLast(), State::Doubled);
        QVERIFY2(messages.constLast().contains(QLatin1String("8")) && messages.constLast().contains(QLatin1String("5")),
                 qPrintable(messages.constLast())); // "holds 8 instead of 5"
        QCOMPARE(posts, 1);
    }

    void refusedIsFailedWithReasonAndNotResent()
    {
        mode = Mode::Refuse;
        const quint64 t = sync->add(QStringLiteral("B1"), Decimal::fromInt(1));
        QTRY_VERIFY(!sync->isBusy());
        QCOMPARE(statesOf(t), (QList<State>{State::Queued, State::Sending, State::Failed}));
        QVERIFY(messages.constLast().contains(QLatin1String("quantity not allowed")));
        QCOMPARE(posts, 1);
    }

    void serverErrorNotAppliedIsResentOnce()
    {
        mode = Mode::Http500NoApply;
        const quint64 t = sync->add(QStringLiteral("B1"), Decimal::fromInt(1));
        QTRY_VERIFY(!sync->isBusy());
        QCOMPARE(posts, 2);
        QCOMPARE(statesOf(t).constLast(), State::Failed);
    }

    void serialQueue()
    {
        const quint64 a = sync->add(QStringLiteral("B1"), Decimal::fromInt(1));
        const quint64 b = sync->add(QStringLiteral("B1"), Decimal::fromInt(2));
        const quint64 c = sync->add(QStringLiteral("B2"), Decimal::fromUnits(12500));
        QTRY_VERIFY(!sync->isBusy());
        QCOMPARE(statesOf(a).constLast(), State::Confirmed);
        QCOMPARE(statesOf(b).constLast(), State::Confirmed);
        // 1.25 is sent as 1.25 but this fake stores integers: the line shows 1, neither q0 nor q0+n.
        QVERIFY(statesOf(c).constLast() != State::Doubled);
        QCOMPARE(lines.value(QStringLiteral("B1")), 5);
        // Serial: never two requests in flight (the fake answers in order; the POSTs alternate with reads).
        QStringList order;
        for (const FakeRequest &r : server->requests())
            order << QString::fromLatin1(r.method);
        QCOMPARE(order.count(QStringLiteral("POST")), 3);
        for (qsizetype i = 1; i < order.size(); ++i)
            QVERIFY(!(order[i] == u"POST" && order[i - 1] == u"POST"));
    }

    void uncheckableAddIsSettledLater()
    {
        mode = Mode::ApplyThenDrop;
        // Break the basket read right after the POST arrived (in the fake, before it answers).
        breakBasketAfterPost = true;
        const quint64 t = sync->add(QStringLiteral("B1"), Decimal::fromInt(3));
        QTRY_COMPARE(posts, 1);
        QTRY_VERIFY_WITH_TIMEOUT(!sync->isBusy(), 10000);
        QCOMPARE(statesOf(t).constLast(), State::Checking);
        QVERIFY(sync->pendingArticles().contains(QStringLiteral("B1")));
        QVERIFY(!messages.constLast().isEmpty());
        breakBasketAfterPost = false;
        basketBroken = false;
        sync->refresh();
        QTRY_COMPARE(statesOf(t).constLast(), State::Confirmed);
        QVERIFY(sync->pendingArticles().isEmpty());
        QCOMPARE(posts, 1);
    }

    void unreadableBasketMeansNothingSent()
    {
        basketBroken = true;
        QSignalSpy failed(sync.get(), &BasketSync::refreshFailed);
        const quint64 t = sync->add(QStringLiteral("B1"), Decimal::fromInt(1));
        QTRY_VERIFY_WITH_TIMEOUT(!sync->isBusy(), 10000);
        QCOMPARE(statesOf(t).constLast(), State::Failed);
        QCOMPARE(posts, 0);
        QCOMPARE(failed.count(), 1);
    }

    void clearEndsEveryOpenAdd()
    {
        // A store change while an add is unresolved, one is on the wire and one is queued:
        // each gets a final state, or the views that show "Adding…" would wait forever.
        mode = Mode::ApplyThenDrop;
        breakBasketAfterPost = true;
        const quint64 unresolved = sync->add(QStringLiteral("B1"), Decimal::fromInt(1));
        QTRY_VERIFY_WITH_TIMEOUT(!sync->isBusy(), 10000);
        QCOMPARE(statesOf(unresolved).constLast(), State::Checking);
        sync->clear();
        QCOMPARE(statesOf(unresolved).constLast(), State::Failed);
        const QString unknownOutcome = messages.constLast();
        QVERIFY(sync->pendingArticles().isEmpty());

        breakBasketAfterPost = false;
        basketBroken = false;
        mode = Mode::Hang;
        const quint64 sent = sync->add(QStringLiteral("B2"), Decimal::fromInt(1));
        const quint64 queued = sync->add(QStringLiteral("B3"), Decimal::fromInt(1));
        QTRY_COMPARE(posts, 2);
        QTRY_COMPARE(statesOf(sent).constLast(), State::Sending);
        QSignalSpy busy(sync.get(), &BasketSync::busyChanged);
        sync->clear();
        QVERIFY(!sync->isBusy());
        QCOMPARE(busy.count(), 1);
        QCOMPARE(statesOf(sent).constLast(), State::Failed);
        QCOMPARE(statesOf(queued).constLast(), State::Failed);
        // The one that was sent is not "nothing was added": its outcome is unknown.
        const qsizetype n = messages.size();
        QCOMPARE(messages.at(n - 2), unknownOutcome);
        QVERIFY(messages.at(n - 1) != unknownOutcome);
        QCOMPARE(posts, 2);
    }

    void clearForgets()
    {
        sync->refresh();
        QTRY_VERIFY(sync->hasBasket());
        sync->clear();
        QVERIFY(!sync->hasBasket());
        QVERIFY(sync->basket().items.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBasketSync)
#include "tst_basketsync.moc"
