// Session renewal against servers whose clock differs from ours, and against servers that
// issue tokens already expired by our clock: the renewal is scheduled from the token's
// lifetime (iat, or the Date header), and never becomes a login storm.

#include "app/api/ApiClient.h"
#include "app/auth/Session.h"
#include "tests/auth/FakeShop.h"
#include "tests/common/Await.h"
#include "tests/common/TestEnv.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace webshop;
using webshop::auth::Session;
using webshop::test::FakeShop;

namespace {
constexpr qint64 kMinute = 60 * 1000;

QJsonObject claimsWith(std::optional<qint64> iat, qint64 exp)
{
    QJsonObject o{{QStringLiteral("exp"), exp}};
    if (iat)
        o.insert(QStringLiteral("iat"), *iat);
    return o;
}
} // namespace

class TestSessionClock : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<FakeShop> shop;
    std::unique_ptr<QNetworkAccessManager> nam;
    std::unique_ptr<api::ApiClient> client;
    std::unique_ptr<Session> session;

    test::Awaited login()
    {
        QSignalSpy ok(session.get(), &Session::loggedIn);
        session->login(shop->credentials());
        return test::awaitSignal(ok, 1, QStringLiteral("Session::loggedIn"), test::kLoopbackMs);
    }
    qint64 renewalDelayMs() const
    {
        return session->nextRenewal() ? QDateTime::currentDateTimeUtc().msecsTo(*session->nextRenewal()) : -1;
    }
    test::Awaited renewNow()
    {
        QSignalSpy renewed(session.get(), &Session::tokensRenewed);
        client->renewAuthentication();
        if (test::Awaited a = test::awaitSignal(renewed, 1, QStringLiteral("Session::tokensRenewed"), test::kLoopbackMs); !a)
            return a;
        // The client closes the re-login on a zero timer: let it, so the next one can start.
        bool closed = false;
        QTimer::singleShot(0, client.get(), [&closed] { closed = true; });
        return test::waitUntil([&closed] { return closed; }, QStringLiteral("the re-login to close"), 1000);
    }

private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void init()
    {
        shop = std::make_unique<FakeShop>();
        QVERIFY(shop->listen());
        nam = std::make_unique<QNetworkAccessManager>();
        client = std::make_unique<api::ApiClient>(nam.get());
        session = std::make_unique<Session>(client.get(), nullptr);
    }

    void cleanup()
    {
        session.reset();
        client.reset();
        nam.reset();
        shop.reset();
    }

    void renewalCorrectsForClockSkew_data()
    {
        QTest::addColumn<qint64>("serverOffsetSecs");
        QTest::addColumn<bool>("withIat");
        QTest::addColumn<bool>("withDate");
        QTest::newRow("clocks agree, exp only") << qint64(0) << false << false;
        QTest::newRow("server 2 h behind, iat") << qint64(-7200) << true << false;
        QTest::newRow("server 2 h behind, Date header") << qint64(-7200) << false << true;
        QTest::newRow("server 2 h ahead, iat") << qint64(7200) << true << false;
        QTest::newRow("server 2 h ahead, Date header") << qint64(7200) << false << true;
        QTest::newRow("server 2 h behind, iat and Date") << qint64(-7200) << true << true;
    }
    void renewalCorrectsForClockSkew()
    {
        // A one-hour token: whatever the two clocks say, renew shortly before its hour is up.
        QFETCH(qint64, serverOffsetSecs);
        QFETCH(bool, withIat);
        QFETCH(bool, withDate);
        shop->clockOffsetSecs = serverOffsetSecs;
        shop->sendDate = withDate;
        shop->claims = [withIat](qint64 now) { return claimsWith(withIat ? std::optional(now) : std::nullopt, now + 3600); };
        AWAITED(login());
        const qint64 delay = renewalDelayMs();
        QVERIFY2(delay >= 50 * kMinute && delay <= 60 * kMinute, QByteArray::number(delay));
        QCOMPARE(shop->clientLogins, 1);
    }

    void expiredTokensNeverStorm_data()
    {
        QTest::addColumn<bool>("withIat");
        QTest::addColumn<bool>("withDate");
        QTest::newRow("exp in the past, no iat, no Date") << false << false;
        QTest::newRow("exp before iat") << true << false;
        QTest::newRow("exp in the past by the Date header") << false << true;
    }
    void expiredTokensNeverStorm()
    {
        QFETCH(bool, withIat);
        QFETCH(bool, withDate);
        shop->sendDate = withDate;
        shop->claims = [withIat](qint64 now) { return claimsWith(withIat ? std::optional(now) : std::nullopt, now - 3600); };
        AWAITED(login());
        // No storm: anything due now has run (posted events, zero timers), no second login was
        // made, and the next renewal is planned at least ten seconds away (a storm renews at
        // once or every second). The plan is the evidence, not a wait.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(shop->clientLogins, 1);
        QCOMPARE(session->state(), Session::State::LoggedIn);
        QVERIFY2(renewalDelayMs() >= 10000, QByteArray::number(renewalDelayMs()));
    }

    void renewalBacksOffWhileTokensComeExpired()
    {
        shop->claims = [](qint64 now) { return claimsWith(std::nullopt, now - 60); };
        AWAITED(login());
        QList<qint64> delays{renewalDelayMs()};
        for (int i = 0; i < 9; ++i) {
            AWAITED(renewNow());
            delays << renewalDelayMs();
        }
        // Exponential, then capped.
        QVERIFY2(delays.at(1) > delays.at(0) * 3 / 2, qPrintable(QString::number(delays.at(1))));
        QVERIFY2(delays.at(2) > delays.at(1) * 3 / 2, qPrintable(QString::number(delays.at(2))));
        for (const qint64 d : std::as_const(delays))
            QVERIFY2(d > 0 && d <= 30 * kMinute + 1000, QByteArray::number(d));
        QVERIFY(qAbs(delays.constLast() - delays.at(delays.size() - 2)) < 2000);
        QCOMPARE(session->state(), Session::State::LoggedIn);
        // A good token again ends the back-off.
        shop->claims = [](qint64 now) { return claimsWith(now, now + 3600); };
        AWAITED(renewNow());
        QVERIFY2(renewalDelayMs() >= 50 * kMinute, QByteArray::number(renewalDelayMs()));
    }

    void shortLivedTokensStillRenewInTime()
    {
        // The skew correction must not push a short-lived token past its end: a real 3-second
        // token is renewed before it runs out, counted from the moment it was received.
        shop->claims = [](qint64 now) { return claimsWith(now, now + 3); };
        AWAITED(login());
        const qint64 delay = renewalDelayMs();
        QVERIFY2(delay > 0 && delay <= 3000, QByteArray::number(delay));
        QSignalSpy renewed(session.get(), &Session::tokensRenewed);
        AWAITED(test::awaitSignal(renewed, 1, QStringLiteral("the renewal before the token ran out"), 6000));
        QCOMPARE(shop->clientLogins, 2);
    }
};

QTEST_GUILESS_MAIN(TestSessionClock)
#include "tst_session_clock.moc"
