// SecretStore against the real Secret Service (gnome-keyring in a private D-Bus session) and
// its failure cases. One executable, registered several times (tests/auth/CMakeLists.txt):
//   WEBSHOP_KEYRING_MODE=real    unlocked keyring (run-with-keyring.sh)
//   WEBSHOP_KEYRING_MODE=nobus   no session bus at all
//   WEBSHOP_KEYRING_MODE=locked  a locked login keyring (run-with-locked-keyring.sh)
// The backend-independent cases (timeout of a stalled job, retry, size cap) run in every mode
// through the test seam.

#include "app/auth/SecretStore.h"
#include "tests/common/TestEnv.h"

#include <QElapsedTimer>
#include <QTest>
#include <QTimer>

using webshop::auth::SecretStore;
using Status = SecretStore::Status;

namespace {
QString mode() { return qEnvironmentVariable("WEBSHOP_KEYRING_MODE", QStringLiteral("seam-only")); }

struct Answer
{
    int calls = 0;
    SecretStore::Result result;
};

SecretStore::Callback collect(const std::shared_ptr<Answer> &a)
{
    return [a](const SecretStore::Result &r) {
        ++a->calls;
        a->result = r;
    };
}
} // namespace

class TestSecretStore : public QObject
{
    Q_OBJECT
private:
    QString uniqueKey(const QString &what) const
    {
        return SecretStore::key(QStringLiteral("http://127.0.0.1:1234/"), QStringLiteral("demo-client"),
                                QStringLiteral("gastro@example.com"), what + QString::number(QDateTime::currentMSecsSinceEpoch()));
    }

private slots:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        qInfo("keyring mode: %s", qPrintable(mode()));
    }

    void keyNamespacing()
    {
        const QString a = SecretStore::key(QStringLiteral("https://shop.example.com/"), QStringLiteral("api"), QStringLiteral("u|x"), QStringLiteral("password"));
        const QString b = SecretStore::key(QStringLiteral("https://shop.example.com"), QStringLiteral("api"), QStringLiteral("u|x"), QStringLiteral("password"));
        QCOMPARE(a, b); // trailing slash does not matter
        QVERIFY(a.contains(QLatin1String("shop.example.com")));
        QVERIFY(a != SecretStore::key(QStringLiteral("https://shop.example.com"), QStringLiteral("api|u"), QStringLiteral("x"), QStringLiteral("password")));
        QVERIFY(a != SecretStore::key(QStringLiteral("https://other.example.com"), QStringLiteral("api"), QStringLiteral("u|x"), QStringLiteral("password")));
        QVERIFY(a != SecretStore::key(QStringLiteral("https://shop.example.com"), QStringLiteral("api"), QStringLiteral("u|x"), QStringLiteral("clientToken")));
    }

    // --- real Secret Service, unlocked ---------------------------------------------------
    void realRoundTrip()
    {
        if (mode() != u"real")
            QSKIP("needs WEBSHOP_KEYRING_MODE=real");
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        const QString key = uniqueKey(QStringLiteral("roundtrip"));
        const QString secret = QStringLiteral("eyJ.päss wörd €✓.sig");

        auto w = std::make_shared<Answer>();
        store.write(key, secret, collect(w));
        QCOMPARE(w->calls, 0); // never synchronously
        QTRY_COMPARE(w->calls, 1);
        QCOMPARE(w->result.status, Status::Ok);

        auto r = std::make_shared<Answer>();
        store.read(key, collect(r));
        QTRY_COMPARE(r->calls, 1);
        QCOMPARE(r->result.status, Status::Ok);
        QCOMPARE(r->result.value, secret);

        auto w2 = std::make_shared<Answer>();
        store.write(key, QStringLiteral("second"), collect(w2));
        QTRY_COMPARE(w2->calls, 1);
        auto r2 = std::make_shared<Answer>();
        store.read(key, collect(r2));
        QTRY_COMPARE(r2->calls, 1);
        QCOMPARE(r2->result.value, QStringLiteral("second"));

        auto del = std::make_shared<Answer>();
        store.remove(key, collect(del));
        QTRY_COMPARE(del->calls, 1);
        QCOMPARE(del->result.status, Status::Ok);

        auto gone = std::make_shared<Answer>();
        store.read(key, collect(gone));
        QTRY_COMPARE(gone->calls, 1);
        QCOMPARE(gone->result.status, Status::NotFound); // "not logged in", not an error
        QVERIFY(gone->result.message.isEmpty());

        auto delAgain = std::make_shared<Answer>();
        store.remove(key, collect(delAgain));
        QTRY_COMPARE(delAgain->calls, 1);
        QCOMPARE(delAgain->result.status, Status::Ok);
    }

    void realEntriesAreSeparate()
    {
        if (mode() != u"real")
            QSKIP("needs WEBSHOP_KEYRING_MODE=real");
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        const QString k1 = SecretStore::key(QStringLiteral("https://a.example"), QStringLiteral("api"), QStringLiteral("u1"), QStringLiteral("password"));
        const QString k2 = SecretStore::key(QStringLiteral("https://a.example"), QStringLiteral("api"), QStringLiteral("u2"), QStringLiteral("password"));
        auto w1 = std::make_shared<Answer>(), w2 = std::make_shared<Answer>();
        store.write(k1, QStringLiteral("one"), collect(w1));
        store.write(k2, QStringLiteral("two"), collect(w2));
        QTRY_VERIFY(w1->calls == 1 && w2->calls == 1);
        auto r1 = std::make_shared<Answer>(), r2 = std::make_shared<Answer>();
        store.read(k1, collect(r1));
        store.read(k2, collect(r2));
        QTRY_VERIFY(r1->calls == 1 && r2->calls == 1);
        QCOMPARE(r1->result.value, QStringLiteral("one"));
        QCOMPARE(r2->result.value, QStringLiteral("two"));
        auto d1 = std::make_shared<Answer>(), d2 = std::make_shared<Answer>();
        store.remove(k1, collect(d1));
        store.remove(k2, collect(d2));
        QTRY_VERIFY(d1->calls == 1 && d2->calls == 1);
    }

    void realOversizeIsRefusedAndNothingStored()
    {
        if (mode() != u"real")
            QSKIP("needs WEBSHOP_KEYRING_MODE=real");
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        const QString key = uniqueKey(QStringLiteral("big"));
        auto w = std::make_shared<Answer>();
        store.write(key, QString(SecretStore::kMaxSecretBytes + 1, u'x'), collect(w));
        QTRY_COMPARE(w->calls, 1);
        QCOMPARE(w->result.status, Status::Unavailable);
        QVERIFY(!w->result.message.isEmpty());
        auto r = std::make_shared<Answer>();
        store.read(key, collect(r));
        QTRY_COMPARE(r->calls, 1);
        QCOMPARE(r->result.status, Status::NotFound);
    }

    void destroyedStoreNeverCallsBack()
    {
        if (mode() != u"real")
            QSKIP("needs WEBSHOP_KEYRING_MODE=real");
        auto a = std::make_shared<Answer>();
        const QString key = uniqueKey(QStringLiteral("gone"));
        {
            SecretStore store(QStringLiteral("Webshop Desktop Tests"));
            store.read(key, collect(a));
        }
        // A barrier instead of a wait: the Secret Service answers in order, so once a later read
        // of the same key has its answer, the abandoned one's answer has come and gone too.
        SecretStore barrier(QStringLiteral("Webshop Desktop Tests"));
        auto b = std::make_shared<Answer>();
        barrier.read(key, collect(b));
        QTRY_COMPARE(b->calls, 1);
        QCOMPARE(a->calls, 0);
    }

    // --- no session bus --------------------------------------------------------------------
    void noBusIsUnavailableQuickly()
    {
        if (mode() != u"nobus")
            QSKIP("needs WEBSHOP_KEYRING_MODE=nobus");
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        QElapsedTimer t;
        t.start();
        auto r = std::make_shared<Answer>();
        store.read(uniqueKey(QStringLiteral("nobus")), collect(r));
        auto w = std::make_shared<Answer>();
        store.write(uniqueKey(QStringLiteral("nobus")), QStringLiteral("x"), collect(w));
        QTRY_VERIFY(r->calls == 1 && w->calls == 1);
        QVERIFY2(t.elapsed() < 3000, QByteArray::number(t.elapsed()).constData());
        QCOMPARE(w->result.status, Status::Unavailable);
        QVERIFY(r->result.status == Status::Unavailable || r->result.status == Status::NotFound);
        QVERIFY(!w->result.message.isEmpty());
    }

    // --- locked keyring --------------------------------------------------------------------
    void lockedKeyringIsUnavailable()
    {
        if (mode() != u"locked")
            QSKIP("needs WEBSHOP_KEYRING_MODE=locked");
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        store.setTimeoutMs(5000);
        auto w = std::make_shared<Answer>();
        store.write(uniqueKey(QStringLiteral("locked")), QStringLiteral("x"), collect(w));
        QTRY_VERIFY_WITH_TIMEOUT(w->calls == 1, 8000);
        QCOMPARE(w->result.status, Status::Unavailable);
        QVERIFY(!w->result.message.isEmpty());
        auto r = std::make_shared<Answer>();
        store.read(uniqueKey(QStringLiteral("locked")), collect(r));
        QTRY_VERIFY_WITH_TIMEOUT(r->calls == 1, 8000);
        QVERIFY(r->result.status != Status::Ok);
    }

    // --- test seam: cases no real keyring produces on demand ------------------------------
    void stalledJobTimesOut()
    {
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        SecretStore::BackendDone late;
        store.setBackendForTesting([&late](SecretStore::Op, const QString &, const QString &, SecretStore::BackendDone done) {
            late = std::move(done); // like a keyring prompt nobody answers
        });
        store.setTimeoutMs(200);
        QElapsedTimer t;
        t.start();
        auto a = std::make_shared<Answer>();
        store.read(QStringLiteral("k"), collect(a));
        QTRY_COMPARE(a->calls, 1);
        QVERIFY(t.elapsed() >= 190);
        QCOMPARE(a->result.status, Status::Unavailable);
        QVERIFY(!a->result.message.isEmpty());
        // The job finishing after the timeout changes nothing: exactly one answer.
        late(SecretStore::BackendStatus::Ok, QStringLiteral("too late"), {});
        // Barrier: a zero timer queued now runs after anything the late answer could queue.
        bool barrier = false;
        QTimer::singleShot(0, &store, [&barrier] { barrier = true; });
        QTRY_VERIFY(barrier);
        QCOMPARE(a->calls, 1);
    }

    void lateAnswerAfterTheStoreIsGoneIsSafe()
    {
        SecretStore::BackendDone late;
        auto a = std::make_shared<Answer>();
        {
            SecretStore store(QStringLiteral("Webshop Desktop Tests"));
            store.setBackendForTesting([&late](SecretStore::Op, const QString &, const QString &, SecretStore::BackendDone done) {
                late = std::move(done);
            });
            store.read(QStringLiteral("k"), collect(a));
        }
        late(SecretStore::BackendStatus::Ok, QStringLiteral("too late"), {}); // no crash
        // Barrier: a zero timer queued now runs after anything the late answer could queue.
        bool barrier = false;
        QTimer::singleShot(0, [&barrier] { barrier = true; });
        QTRY_VERIFY(barrier);
        QCOMPARE(a->calls, 0);
    }

    void lateAnswerDuringTheRetryWaitIsIgnored()
    {
        // The first attempt fails (a retry is scheduled), the timeout answers, then the retry
        // timer fires: no second backend call, no second answer.
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        store.setTimeoutMs(50);
        store.setRetryDelayMs(150);
        int attempts = 0;
        store.setBackendForTesting([&attempts](SecretStore::Op, const QString &, const QString &, SecretStore::BackendDone done) {
            if (++attempts == 1)
                done(SecretStore::BackendStatus::Failed, {}, QStringLiteral("not yet"));
            else
                done(SecretStore::BackendStatus::Ok, QStringLiteral("v"), {});
        });
        auto a = std::make_shared<Answer>();
        store.read(QStringLiteral("k"), collect(a));
        QTRY_COMPARE(a->calls, 1);
        QCOMPARE(a->result.status, Status::Unavailable);
        // Barrier past the retry delay: a timer started now ends after the retry timer.
        bool barrier = false;
        QTimer::singleShot(200, &store, [&barrier] { barrier = true; });
        QTRY_VERIFY(barrier);
        QCOMPARE(attempts, 1);
        QCOMPARE(a->calls, 1);
    }

    void keysNeverHoldUserInfo()
    {
        const QString plain = SecretStore::key(QStringLiteral("https://shop.example.com/"), QStringLiteral("api"),
                                               QStringLiteral("buyer"), QStringLiteral("password"));
        const QString withUserInfo = SecretStore::key(QStringLiteral("https://mallory:hunter2@shop.example.com/"),
                                                      QStringLiteral("api"), QStringLiteral("buyer"), QStringLiteral("password"));
        QVERIFY(!withUserInfo.contains(QLatin1String("hunter2")));
        QVERIFY(!withUserInfo.contains(QLatin1String("mallory")));
        QCOMPARE(withUserInfo, plain);
    }

    void failedOnceIsRetried()
    {
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        store.setRetryDelayMs(20);
        int attempts = 0;
        store.setBackendForTesting([&attempts](SecretStore::Op, const QString &, const QString &, SecretStore::BackendDone done) {
            if (++attempts == 1)
                done(SecretStore::BackendStatus::Failed, {}, QStringLiteral("The name org.freedesktop.secrets was not provided"));
            else
                done(SecretStore::BackendStatus::Ok, QStringLiteral("v"), {});
        });
        auto a = std::make_shared<Answer>();
        store.read(QStringLiteral("k"), collect(a));
        QTRY_COMPARE(a->calls, 1);
        QCOMPARE(a->result.status, Status::Ok);
        QCOMPARE(a->result.value, QStringLiteral("v"));
        QCOMPARE(attempts, 2);
    }

    void deniedIsUnavailableWithoutRetry()
    {
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        int attempts = 0;
        store.setBackendForTesting([&attempts](SecretStore::Op, const QString &, const QString &, SecretStore::BackendDone done) {
            ++attempts;
            done(SecretStore::BackendStatus::Denied, {}, QStringLiteral("Cannot create an item in a locked collection"));
        });
        auto a = std::make_shared<Answer>();
        store.write(QStringLiteral("k"), QStringLiteral("v"), collect(a));
        QTRY_COMPARE(a->calls, 1);
        QCOMPARE(a->result.status, Status::Unavailable);
        QVERIFY(a->result.message.contains(QLatin1String("locked collection")));
        QCOMPARE(attempts, 1);
    }

    void notFoundOnRemoveIsOk()
    {
        SecretStore store(QStringLiteral("Webshop Desktop Tests"));
        store.setBackendForTesting([](SecretStore::Op, const QString &, const QString &, SecretStore::BackendDone done) {
            done(SecretStore::BackendStatus::NotFound, {}, {});
        });
        auto rm = std::make_shared<Answer>(), rd = std::make_shared<Answer>();
        store.remove(QStringLiteral("k"), collect(rm));
        store.read(QStringLiteral("k"), collect(rd));
        QTRY_VERIFY(rm->calls == 1 && rd->calls == 1);
        QCOMPARE(rm->result.status, Status::Ok);
        QCOMPARE(rd->result.status, Status::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
