// The database file: where it lives, its settings, the schema version and the migrations.

#include "StoreTestUtil.h"
#include "app/localstore/LocalStore.h"
#include "tests/common/TestEnv.h"

#include <QCryptographicHash>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using namespace webshop::localstore;

namespace {

QByteArray hashOf(const QString &path)
{
    return QCryptographicHash::hash(test::storeFileBytes(path), QCryptographicHash::Sha256);
}

} // namespace

class TstLocalStoreSchema : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_n = 0;
    QString freshPath() { return m_dir.filePath(QStringLiteral("db%1/local.sqlite").arg(++m_n)); }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QVERIFY(m_dir.isValid());
    }

    void defaultPathIsUnderAppData()
    {
        const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(!dataDir.isEmpty());
        const QString path = LocalStore::defaultPath();
        QCOMPARE(path, dataDir + QStringLiteral("/localstore.sqlite"));
        const auto removeFiles = [&] {
            for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
                QFile::remove(path + suffix);
        };
        removeFiles(); // the test mode's data folder outlives the run
        {
            LocalStore store;
            QVERIFY2(store.open(), qPrintable(store.errorString()));
            QCOMPARE(store.path(), path);
            QVERIFY(QFile::exists(path));
        }
        removeFiles();
    }

    void freshFileIsCurrentWalAndPrivate()
    {
        const QString path = freshPath();
        {
            LocalStore store;
            QVERIFY2(store.open(path), qPrintable(store.errorString()));
            test::RawDb raw(path);
            QVERIFY(raw.ok());
            QCOMPARE(raw.value(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
            QCOMPARE(raw.value(QStringLiteral("SELECT version FROM schema_version")).toInt(), 2);
            QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM schema_version")).toInt(), 1);
        }
#ifdef Q_OS_UNIX
        QCOMPARE(QFile::permissions(path) & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
                 QFile::Permissions());
        QCOMPARE(QFile::permissions(QFileInfo(path).absolutePath()) & (QFile::ReadOther | QFile::ExeOther),
                 QFile::Permissions());
#endif
    }

    // A file written by the first release (version 1, created here by hand as it was) is
    // brought to the current schema with its rows intact.
    void migratesFromVersion1()
    {
        const QString path = freshPath();
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        {
            test::RawDb raw(path);
            QVERIFY(raw.ok());
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO schema_version VALUES (1)")));
            QVERIFY(raw.exec(QStringLiteral(
                "CREATE TABLE price_day (server TEXT NOT NULL, customer TEXT NOT NULL, store TEXT NOT NULL, "
                "bundle TEXT NOT NULL, day TEXT NOT NULL, currency TEXT NOT NULL DEFAULT '', net TEXT, "
                "gross TEXT, vat TEXT, deposit TEXT, seen_at INTEGER NOT NULL, "
                "PRIMARY KEY (server, customer, store, bundle, day)) WITHOUT ROWID")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO price_day VALUES ('http://shop', 'C1', 'S1', 'B1', '2026-03-01', 'EUR', '12.5', "
                "'13.38', '0.88', NULL, 1772366400000)")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO price_day VALUES ('http://shop', 'C1', 'S1', 'B1', '2026-03-02', 'EUR', '13', "
                "'13.91', '0.91', NULL, 1772452800000)")));
        }
        LocalStore store;
        QVERIFY2(store.open(path), qPrintable(store.errorString()));
        {
            test::RawDb raw(path);
            QCOMPARE(raw.value(QStringLiteral("SELECT version FROM schema_version")).toInt(), 2);
        }
        const StoreKey key{QStringLiteral("http://shop"), QStringLiteral("C1"), QStringLiteral("S1")};
        const QList<PriceDay> days = store.history(key, QStringLiteral("B1"), QDate(2026, 1, 1), QDate(2026, 12, 31));
        QCOMPARE(days.size(), 2);
        QCOMPARE(days.at(0).day, QDate(2026, 3, 1));
        QCOMPARE(days.at(0).last.net, test::dec("12.5"));
        QCOMPARE(days.at(0).last.gross, test::dec("13.38"));
        QCOMPARE(days.at(0).firstNet, test::dec("12.5")); // filled by the migration
        QCOMPARE(days.at(0).firstGross, test::dec("13.38"));
        QCOMPARE(days.at(0).lastChanged, days.at(0).firstSeen);
        // The previous day's price, filled in by the migration, gives the change between the days.
        const QList<PriceChange> changes = store.changesSince(key, {QStringLiteral("B1")}, QDate(2026, 3, 2));
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.at(0).day, QDate(2026, 3, 2));
        QCOMPARE(changes.at(0).netBefore, test::dec("12.5"));
        QCOMPARE(changes.at(0).netAfter, test::dec("13"));
        QCOMPARE(changes.at(0).grossBefore, test::dec("13.38"));
        QCOMPARE(changes.at(0).grossAfter, test::dec("13.91"));
        // The tables version 2 added work.
        store.markSeen(key, {test::price(QStringLiteral("B1"), "12.5")});
        store.cacheBasket(key, values::Basket());
        QVERIFY(store.flush());
        QCOMPARE(store.lastSeen(key, {QStringLiteral("B1")}).value(QStringLiteral("B1")).price.net, test::dec("12.5"));
        QVERIFY(store.cachedBasket(key).has_value());
    }

    // A file the app cannot read is refused and left exactly as it was.
    void unusableFilesAreLeftAlone_data()
    {
        QTest::addColumn<QByteArray>("setup"); // SQL, or raw bytes after "raw:"
        QTest::newRow("newer version") << QByteArray("CREATE TABLE schema_version (version INTEGER NOT NULL);"
                                                     "INSERT INTO schema_version VALUES (99)");
        QTest::newRow("someone else's tables") << QByteArray("CREATE TABLE notes (text TEXT)");
        QTest::newRow("not a database") << QByteArray("raw:this is not an SQLite file, just some text......");
    }
    void unusableFilesAreLeftAlone()
    {
        QFETCH(QByteArray, setup);
        const QString path = freshPath();
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        if (setup.startsWith("raw:")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(setup.mid(4));
        } else {
            test::RawDb raw(path);
            for (const QByteArray &sql : setup.split(';'))
                QVERIFY(raw.exec(QString::fromUtf8(sql)));
        }
        const QByteArray before = hashOf(path);
        LocalStore store;
        QVERIFY(!store.open(path));
        QVERIFY(!store.isOpen());
        QVERIFY(!store.errorString().isEmpty());
        QCOMPARE(hashOf(path), before);
        // Without a file the store is a no-op, not a crash.
        const StoreKey key{QStringLiteral("http://shop"), QStringLiteral("C1"), QStringLiteral("S1")};
        store.record(key, {test::price(QStringLiteral("B1"), "1")});
        QVERIFY(store.flush());
        QVERIFY(store.history(key, QStringLiteral("B1"), QDate(2000, 1, 1), QDate(2100, 1, 1)).isEmpty());
    }

    // prepare() readies the file on a thread of its own (the app does it while it builds its
    // window); open() then only connects, and refuses what it would have refused anyway.
    void preparedOnItsOwnThread()
    {
        const QString path = freshPath();
        {
            LocalStore store;
            store.prepare(path);
            // Migrated before open() was called.
            QTRY_VERIFY(QFile::exists(path)
                        && test::RawDb(path).value(QStringLiteral("SELECT version FROM schema_version")).toInt() == 2);
            QVERIFY(!store.isOpen());
            QVERIFY2(store.open(path), qPrintable(store.errorString()));
            test::RawDb raw(path);
            QCOMPARE(raw.value(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
            const StoreKey key{QStringLiteral("http://shop"), QStringLiteral("C1"), QStringLiteral("S1")};
            store.record(key, {test::price(QStringLiteral("B1"), "1")});
            QVERIFY(store.flush());
            QCOMPARE(store.history(key, QStringLiteral("B1"), QDate(2000, 1, 1), QDate(2100, 1, 1)).size(), 1);
        }
        // Another path than the prepared one is readied by open() itself.
        {
            const QString other = freshPath();
            LocalStore store;
            store.prepare(freshPath());
            QVERIFY2(store.open(other), qPrintable(store.errorString()));
            QCOMPARE(test::RawDb(other).value(QStringLiteral("SELECT version FROM schema_version")).toInt(), 2);
        }
        // A file of a newer version: refused after prepare() too, and left as it was.
        const QString newer = freshPath();
        QVERIFY(QDir().mkpath(QFileInfo(newer).absolutePath()));
        {
            test::RawDb raw(newer);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO schema_version VALUES (99)")));
        }
        const QByteArray before = hashOf(newer);
        LocalStore store;
        store.prepare(newer);
        QVERIFY(!store.open(newer));
        QVERIFY(!store.errorString().isEmpty());
        QCOMPARE(hashOf(newer), before);
        // Destroyed while preparing: waits for the thread, no crash.
        LocalStore(nullptr).prepare(freshPath());
    }

    void serverKeyDropsUserInfoAndQuery()
    {
        QCOMPARE(StoreKey::serverOf(QUrl(QStringLiteral("https://user:secret@shop.example.org/api/?a=1#x"))),
                 QStringLiteral("https://shop.example.org/api"));
        QCOMPARE(StoreKey::serverOf(QUrl(QStringLiteral("http://127.0.0.1:8080"))),
                 QStringLiteral("http://127.0.0.1:8080"));
    }
};

QTEST_GUILESS_MAIN(TstLocalStoreSchema)
#include "tst_localstore_schema.moc"
