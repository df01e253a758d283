// The app's one preferences object: read once from the settings, changed in one place, written
// back there and announced; the price mode and the results view survive a restart through it;
// the pack memory keeps its packs through it; a value that is not one of the app's reads as the
// default.

#include "app/control/PreferencesStore.h"
#include "tests/common/TestEnv.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using control::Preferences;
using control::PreferencesStore;

class TestPreferencesStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }
    void init() { QSettings().clear(); }

    void changedOnceSavedAndAnnounced()
    {
        PreferencesStore store;
        QCOMPARE(store.current(), Preferences{});
        QSignalSpy changed(&store, &PreferencesStore::changed);
        Preferences p = store.current();
        p.netPrices = true;
        p.resultsView = Preferences::ResultsView::List;
        p.largeAddPacks = 12;
        store.set(p);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(store.current(), p);
        store.set(p); // the same again: nothing to announce
        QCOMPARE(changed.size(), 1);
        // A restart reads them back.
        PreferencesStore restarted;
        QCOMPARE(restarted.current(), p);
        QVERIFY(restarted.current().netPrices);
    }

    void aStrangeValueReadsAsTheDefault()
    {
        QSettings().setValue(QStringLiteral("prices/mode"), QStringLiteral("bogus"));
        PreferencesStore store;
        QVERIFY(!store.current().netPrices); // gross, the default
    }

    void packsKeptThroughTheStore()
    {
        const QString entry = models::PackMemory::entryKey(QUrl(QStringLiteral("https://shop.example.com")),
                                                           QStringLiteral("42"), QStringLiteral("0012"));
        {
            PreferencesStore store;
            models::PackMemory packs(store.packStorage());
            packs.remember(entry, QStringLiteral("1000081"), QStringLiteral("100008102"));
            packs.remember(entry, QStringLiteral("1000081"), QStringLiteral("100008101")); // the last one counts
        }
        PreferencesStore store;
        const models::PackMemory packs(store.packStorage());
        QCOMPARE(packs.recall(entry, QStringLiteral("1000081")), QStringLiteral("100008101"));
        QCOMPARE(packs.recallAll(entry).size(), 1);
        // Without a storage, this run only.
        models::PackMemory forgetful;
        QVERIFY(forgetful.recall(entry, QStringLiteral("1000081")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPreferencesStore)
#include "tst_preferencesstore.moc"
