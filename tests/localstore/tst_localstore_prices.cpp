// Price history: one row per bundle, store and day, exact decimals, pruning, the seen-markers,
// the changes since a date, writes off the caller's thread, and one customer's rows kept from
// another's queries and from the file after a forget.

#include "StoreTestUtil.h"
#include "app/localstore/LocalStore.h"
#include "tests/common/TestEnv.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using namespace webshop::localstore;
using test::at;
using test::dec;
using test::price;

namespace {
const QString kServer = QStringLiteral("http://shop.example.org");
const StoreKey kA{kServer, QStringLiteral("customer-A-4711"), QStringLiteral("S1")};
const StoreKey kA2{kServer, QStringLiteral("customer-A-4711"), QStringLiteral("S2")}; // A at another store
const StoreKey kB{kServer, QStringLiteral("customer-B-0815"), QStringLiteral("S1")};
const QString kBundle = QStringLiteral("B1");
const QDate kDay(2026, 5, 4);
} // namespace

class TstLocalStorePrices : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<LocalStore> m_store;
    QString m_path;
    int m_n = 0;

    QList<PriceDay> all(const StoreKey &key, const QString &bundle = kBundle) const
    {
        return m_store->history(key, bundle, QDate(2000, 1, 1), QDate(2100, 1, 1));
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QVERIFY(m_dir.isValid());
    }
    void init()
    {
        m_path = m_dir.filePath(QStringLiteral("s%1.sqlite").arg(++m_n));
        m_store = std::make_unique<LocalStore>();
        QVERIFY2(m_store->open(m_path), qPrintable(m_store->errorString()));
    }
    void cleanup() { m_store.reset(); }

    // The last price of the day wins, the first net and gross of the day are kept.
    void oneRowPerBundleStoreAndDay()
    {
        m_store->record(kA, {price(kBundle, "10.00", "11.90")}, at(kDay, 8));
        m_store->record(kA, {price(kBundle, "10.40", "12.38")}, at(kDay, 11));
        m_store->record(kA, {price(kBundle, "10.45", "12.44")}, at(kDay, 15));
        m_store->record(kA, {price(kBundle, "10.45", "12.44")}, at(kDay, 18)); // unchanged
        m_store->record(kA, {price(kBundle, "9.99", "11.89")}, at(kDay.addDays(1), 9));
        m_store->record(kA2, {price(kBundle, "8", "9.52")}, at(kDay, 9)); // another store: its own row
        QVERIFY(m_store->flush());
        const QList<PriceDay> days = all(kA);
        QCOMPARE(days.size(), 2);
        QCOMPARE(days.at(0).day, kDay);
        QCOMPARE(days.at(0).last.net, dec("10.45"));
        QCOMPARE(days.at(0).last.gross, dec("12.44"));
        QCOMPARE(days.at(0).firstNet, dec("10"));
        QCOMPARE(days.at(0).firstGross, dec("11.9"));
        QCOMPARE(days.at(0).firstSeen, at(kDay, 8));
        QCOMPARE(days.at(0).lastChanged, at(kDay, 15)); // 18:00 changed nothing
        QCOMPARE(days.at(1).day, kDay.addDays(1));
        QCOMPARE(days.at(1).last.net, dec("9.99"));
        QCOMPARE(all(kA2).size(), 1);
        QCOMPARE(all(kA2).at(0).last.net, dec("8"));
        QCOMPARE(m_store->history(kA, kBundle, kDay.addDays(1), kDay.addDays(1)).size(), 1);
        QCOMPARE(m_store->latest(kA, {kBundle}).value(kBundle).last.net, dec("9.99"));
    }

    // Amounts are stored as exact decimal text and come back equal to the last unit.
    void amountsAreExact_data()
    {
        QTest::addColumn<QString>("amount");
        for (const char *a : {"0.0001", "0.1", "19.99", "1234567.8901", "-0.3", "100"})
            QTest::newRow(a) << QString::fromLatin1(a);
    }
    void amountsAreExact()
    {
        QFETCH(QString, amount);
        PriceObservation o = price(kBundle, nullptr);
        o.net = values::Decimal::parse(amount);
        o.gross = *o.net + dec("0.0002");
        o.vat = dec("0.0002");
        o.deposit = dec("0.15");
        m_store->record(kA, {o}, at(kDay));
        QVERIFY(m_store->flush());
        const PriceDay d = all(kA).value(0);
        QCOMPARE(d.last.net, o.net);
        QCOMPARE(d.last.gross, o.gross);
        QCOMPARE(d.last.vat, o.vat);
        QCOMPARE(d.last.deposit, o.deposit);
        QCOMPARE(d.last.currency, QStringLiteral("EUR"));
    }

    // A source that does not know an amount (search has no deposit) never erases it.
    void unknownAmountsKeepKnownOnes()
    {
        PriceObservation fromBasket = price(kBundle, "10", "11.9");
        fromBasket.deposit = dec("1.5");
        m_store->record(kA, {fromBasket}, at(kDay, 9));
        m_store->record(kA, {price(kBundle, "10", nullptr)}, at(kDay, 10));
        m_store->record(kA, {price(QStringLiteral("B-unknown"), nullptr, nullptr)}, at(kDay, 10));
        QVERIFY(m_store->flush());
        const PriceDay d = all(kA).value(0);
        QCOMPARE(d.last.deposit, dec("1.5"));
        QCOMPARE(d.last.gross, dec("11.9"));
        QCOMPARE(d.lastChanged, at(kDay, 9));
        QVERIFY(all(kA, QStringLiteral("B-unknown")).isEmpty()); // no price, no row
    }

    void pruneDropsDaysBeforeTheRetention_data()
    {
        QTest::addColumn<int>("retention");
        QTest::addColumn<QList<int>>("keptAgo"); // days ago of the rows that stay
        QTest::newRow("default 365") << 0 << QList<int>{365, 364, 30, 0};
        QTest::newRow("30 days") << 30 << QList<int>{30, 0};
    }
    void pruneDropsDaysBeforeTheRetention()
    {
        QFETCH(int, retention);
        QFETCH(QList<int>, keptAgo);
        if (retention)
            m_store->setRetentionDays(retention);
        QCOMPARE(m_store->retentionDays(), retention ? retention : 365);
        const QDate today(2026, 6, 1);
        for (int ago : {400, 366, 365, 364, 30, 0}) {
            m_store->record(kA, {price(kBundle, "1")}, at(today.addDays(-ago)));
            m_store->record(kB, {price(kBundle, "2")}, at(today.addDays(-ago)));
        }
        m_store->markSeen(kA, {price(kBundle, "1")}, at(today.addDays(-400)));
        m_store->prune(today);
        QVERIFY(m_store->flush());
        for (const StoreKey &key : {kA, kB}) {
            QList<int> kept;
            for (const PriceDay &d : all(key))
                kept.append(int(d.day.daysTo(today)));
            QCOMPARE(kept, keptAgo);
        }
        QVERIFY(m_store->lastSeen(kA, {kBundle}).isEmpty());
    }

    void lastSeenIsPerBundle()
    {
        m_store->markSeen(kA, {price(kBundle, "10", "11.9"), price(QStringLiteral("B2"), "5")}, at(kDay, 9));
        m_store->markSeen(kA, {price(kBundle, "10.4", "12.38")}, at(kDay, 10));
        QVERIFY(m_store->flush());
        const QHash<QString, SeenPrice> seen = m_store->lastSeen(kA, {kBundle, QStringLiteral("B2"), QStringLiteral("B3")});
        QCOMPARE(seen.size(), 2);
        QCOMPARE(seen.value(kBundle).price.net, dec("10.4"));
        QCOMPARE(seen.value(kBundle).price.gross, dec("12.38"));
        QCOMPARE(seen.value(kBundle).seenAt, at(kDay, 10));
        QCOMPARE(seen.value(QStringLiteral("B2")).price.net, dec("5"));
    }

    // Day 1: 10; day 2: 10, later 12; day 3: 11; B2 never changes. Recorded in order, or the
    // days in reverse (a clock set back): the changes are the same.
    void changesSinceADate_data()
    {
        QTest::addColumn<int>("sinceDay");
        QTest::addColumn<bool>("reversed");
        QTest::addColumn<QStringList>("expected"); // "day:bundle:before>after" of net
        for (const bool reversed : {false, true}) {
            const char *order = reversed ? " reversed" : "";
            QTest::addRow("from day 1%s", order) << 1 << reversed << test::texts({"2:B1:10>12", "3:B1:12>11"});
            QTest::addRow("from day 2%s", order) << 2 << reversed << test::texts({"2:B1:10>12", "3:B1:12>11"});
            QTest::addRow("from day 3%s", order) << 3 << reversed << test::texts({"3:B1:12>11"});
            QTest::addRow("after the last%s", order) << 4 << reversed << QStringList();
        }
    }
    void changesSinceADate()
    {
        QFETCH(int, sinceDay);
        QFETCH(bool, reversed);
        QFETCH(QStringList, expected);
        const QDate d1 = kDay;
        const QString b2 = QStringLiteral("B2");
        QList<std::function<void()>> days = {
            [&] { m_store->record(kA, {price(kBundle, "10"), price(b2, "5")}, at(d1)); },
            [&] {
                m_store->record(kA, {price(kBundle, "10"), price(b2, "5")}, at(d1.addDays(1), 8));
                m_store->record(kA, {price(kBundle, "12")}, at(d1.addDays(1), 14));
            },
            [&] { m_store->record(kA, {price(kBundle, "11"), price(b2, "5")}, at(d1.addDays(2))); },
        };
        if (reversed)
            std::reverse(days.begin(), days.end());
        for (const auto &recordDay : std::as_const(days))
            recordDay();
        m_store->record(kB, {price(kBundle, "99")}, at(d1.addDays(2))); // B's price is not A's change
        QVERIFY(m_store->flush());
        QStringList got;
        for (const PriceChange &c : m_store->changesSince(kA, {kBundle, b2}, d1.addDays(sinceDay - 1)))
            got << QStringLiteral("%1:%2:%3>%4").arg(d1.daysTo(c.day) + 1).arg(c.bundleId, c.netBefore->toString(),
                                                                                c.netAfter->toString());
        QCOMPARE(got, expected);
    }

    // record() queues and returns; the rows appear when the batch is committed, in one
    // transaction for everything queued within the window.
    void writesAreQueuedAndBatched()
    {
        m_store.reset();
        m_store = std::make_unique<LocalStore>();
        m_store->setBatchWindow(60000); // nothing is committed before flush() in this test
        QVERIFY(m_store->open(m_path));
        QSignalSpy committed(m_store.get(), &LocalStore::committed);
        for (int i = 0; i < 50; ++i)
            m_store->record(kA, {price(QStringLiteral("B%1").arg(i), "1")}, at(kDay));
        QVERIFY(all(kA, QStringLiteral("B0")).isEmpty()); // queued, not yet written
        QCOMPARE(committed.count(), 0);
        QVERIFY(m_store->flush());
        QCOMPARE(all(kA, QStringLiteral("B49")).size(), 1);
        QTRY_COMPARE(committed.count(), 1);
        const LocalStore::WriterStats stats = m_store->writerStats();
        QCOMPARE(stats.batches, 1);
        QCOMPARE(stats.operations, 50);
    }

    // What is queued when the store is destroyed is written, not lost.
    void destructionWritesTheQueue()
    {
        m_store.reset();
        m_store = std::make_unique<LocalStore>();
        m_store->setBatchWindow(60000);
        QVERIFY(m_store->open(m_path));
        m_store->record(kA, {price(kBundle, "3.21")}, at(kDay));
        m_store.reset();
        m_store = std::make_unique<LocalStore>();
        QVERIFY(m_store->open(m_path));
        QCOMPARE(all(kA).value(0).last.net, dec("3.21"));
    }

    // Every read of customer A answers A's rows only, with B's rows for the same server, store
    // and bundles in the same file.
    void customersNeverSeeEachOther()
    {
        m_store->record(kA, {price(kBundle, "10")}, at(kDay));
        m_store->record(kB, {price(kBundle, "20")}, at(kDay));
        m_store->record(kB, {price(kBundle, "21"), price(QStringLiteral("B-only-B"), "5")}, at(kDay.addDays(1)));
        m_store->markSeen(kB, {price(kBundle, "20")}, at(kDay));
        QVERIFY(m_store->flush());
        QCOMPARE(all(kA).size(), 1);
        QCOMPARE(all(kA).at(0).last.net, dec("10"));
        QVERIFY(all(kA, QStringLiteral("B-only-B")).isEmpty());
        QCOMPARE(m_store->latest(kA, {kBundle, QStringLiteral("B-only-B")}).size(), 1);
        QVERIFY(m_store->lastSeen(kA, {kBundle}).isEmpty());
        QVERIFY(m_store->changesSince(kA, {kBundle, QStringLiteral("B-only-B")}, kDay).isEmpty());
        QCOMPARE(m_store->changesSince(kB, {kBundle}, kDay).size(), 1);
        // The same customer id on another server is another customer.
        const StoreKey otherServer{QStringLiteral("http://other.example.org"), kA.customer, kA.store};
        QVERIFY(all(otherServer).isEmpty());
    }

    // forgetCustomer removes every row of the customer, keeps the others', and leaves no copy
    // of the forgotten text in the file, its WAL or its index.
    void forgetCustomerScrubsTheFile()
    {
        const QString markerA = QStringLiteral("bundle-of-A-5c1e9");
        m_store->record(kA, {price(markerA, "10")}, at(kDay));
        m_store->record(kA2, {price(kBundle, "10")}, at(kDay));
        m_store->markSeen(kA, {price(markerA, "10")}, at(kDay));
        values::Article article = test::makeArticle(1);
        article.name = QStringLiteral("Article of A 77aa3");
        m_store->cacheArticle(kA, article, at(kDay));
        m_store->record(kB, {price(kBundle, "20")}, at(kDay));
        QVERIFY(m_store->flush());
        QVERIFY(test::bytesContain(test::storeFileBytes(m_path), markerA)); // the scan can see it

        m_store->forgetCustomer(kServer, kA.customer);
        QVERIFY(m_store->flush());
        QVERIFY(all(kA, markerA).isEmpty());
        QVERIFY(all(kA2).isEmpty());
        QVERIFY(m_store->lastSeen(kA, {markerA}).isEmpty());
        QVERIFY(!m_store->cachedArticle(kA, article.variantId));
        QCOMPARE(all(kB).size(), 1);
        const QByteArray bytes = test::storeFileBytes(m_path);
        for (const QString &text : {markerA, article.name, kA.customer})
            QVERIFY2(!test::bytesContain(bytes, text), qPrintable(text));
        QVERIFY(test::bytesContain(bytes, kB.customer));
    }

    void forgetAllEmptiesEverything()
    {
        m_store->record(kA, {price(kBundle, "10")}, at(kDay));
        m_store->record(kB, {price(kBundle, "20")}, at(kDay));
        m_store->cacheBasket(kB, values::Basket(), at(kDay));
        QVERIFY(m_store->flush());
        m_store->forgetAll();
        QVERIFY(m_store->flush());
        QVERIFY(all(kA).isEmpty());
        QVERIFY(all(kB).isEmpty());
        QVERIFY(!m_store->cachedBasket(kB));
        const QByteArray bytes = test::storeFileBytes(m_path);
        QVERIFY(!test::bytesContain(bytes, kA.customer));
        QVERIFY(!test::bytesContain(bytes, kB.customer));
        // Nothing is taken until a new session context begins; then it is usable again.
        m_store->record(kA, {price(kBundle, "11")}, at(kDay));
        QVERIFY(m_store->flush());
        QVERIFY(all(kA).isEmpty());
        m_store->resumeWrites();
        m_store->record(kA, {price(kBundle, "11")}, at(kDay));
        QVERIFY(m_store->flush());
        QCOMPARE(all(kA).size(), 1);
    }

    // A forget is a barrier whatever the writer's pace: the customer's writes still queued go
    // with it, those that come after it are dropped (another customer's are not), and
    // forgotten() comes only once the delete is in the file.
    void forgetIsABarrier()
    {
        QSignalSpy forgotten(m_store.get(), &LocalStore::forgotten);
        m_store->setWritesHeld(true); // a writer busy elsewhere: everything below waits in its queue
        m_store->record(kA, {price(kBundle, "10")}, at(kDay));
        m_store->cacheArticle(kA, test::makeArticle(1), at(kDay));
        m_store->forgetCustomer(kServer, kA.customer);
        m_store->record(kA, {price(kBundle, "11")}, at(kDay, 13)); // a reply that landed late
        m_store->markSeen(kA2, {price(kBundle, "11")}, at(kDay, 13)); // a price painted late
        m_store->record(kB, {price(kBundle, "20")}, at(kDay));
        QVERIFY(!m_store->accepts(kA) && !m_store->accepts(kA2) && m_store->accepts(kB));
        QCOMPARE(m_store->queuedWrites(), quint64(4));
        QCoreApplication::processEvents();
        QVERIFY(forgotten.isEmpty());
        m_store->setWritesHeld(false);
        QTRY_COMPARE(forgotten.size(), 1);
        QCOMPARE(forgotten.at(0).at(0).toBool(), true);
        QVERIFY(all(kA).isEmpty() && all(kA2).isEmpty());
        QVERIFY(!m_store->cachedArticle(kA, test::makeArticle(1).variantId));
        QVERIFY(m_store->lastSeen(kA2, {kBundle}).isEmpty());
        QCOMPARE(all(kB).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TstLocalStorePrices)
#include "tst_localstore_prices.moc"
