// The ledger as the buyer's order history (control::AddHistoryModel) and what the history
// offers on an add that is not known, against the embedded backend over loopback:
// - the model's rows (words, not codes; prices; where from), its day, text and outcome
//   filters, and its CSV (stable columns);
// - "Check Again" settles an add of an EARLIER app run that the first basket read after the
//   start could not find, once the basket shows it; a later start does not tell it again;
// - "Add Again Anyway" sends it once more and names the add it repeats;
// - Forget Local Data keeps the adds still on their way and forgets the rest.

#include "app/api/BasketSync.h"
#include "app/control/AddHistoryModel.h"
#include "app/control/BasketAdds.h"
#include "app/localstore/AddLedger.h"
#include "tests/common/Await.h"
#include "tests/common/ServerBasket.h"
#include "tests/common/TestEnv.h"
#include "tests/models/DemoFixture.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using values::AddState;
using control::AddHistoryModel;

class TestAddHistory : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::DemoFixture> m_demo;
    QTemporaryDir m_dir;
    QString m_bundle;
    QString m_bundle2;
    int m_file = 0;

    localstore::StoreKey key(const QString &customer = QStringLiteral("0004711")) const
    {
        return localstore::StoreKey::of(m_demo->server().url(), customer, QStringLiteral("0012"));
    }

    struct Path
    {
        std::unique_ptr<api::BasketSync> queue;
        std::unique_ptr<control::BasketAdds> adds;
    };
    std::unique_ptr<Path> makePath(const QString &file)
    {
        auto p = std::make_unique<Path>();
        p->queue = std::make_unique<api::BasketSync>(&m_demo->client());
        p->queue->setVisibilityPolls({100, 200});
        p->adds = std::make_unique<control::BasketAdds>(p->queue.get());
        if (!p->adds->openLedger(file))
            return nullptr;
        const localstore::StoreKey k = key();
        p->adds->setKeySource([k]() -> std::optional<localstore::StoreKey> { return k; });
        return p;
    }
    QString newFile() { return m_dir.filePath(QStringLiteral("ledger-%1.sqlite").arg(++m_file)); }

    localstore::LedgerEntry entry(const QString &bundle, int amount, AddState state, const QString &source = QStringLiteral("list"))
    {
        localstore::LedgerEntry e;
        e.key = key();
        e.bundleId = bundle;
        e.name = QStringLiteral("Mineral water %1").arg(bundle);
        e.pack = QStringLiteral("Case of 12 × 0.7 l");
        e.amount = values::Decimal::fromInt(amount);
        e.unitNet = values::Decimal::fromCents(1000);
        e.unitGross = values::Decimal::fromCents(1190);
        e.currency = QStringLiteral("EUR");
        e.source = source;
        e.state = state;
        return e;
    }

    // An add that reaches the server past the app (it arrived late, or another device).
    bool addOnTheServer(const QString &bundle, int amount)
    {
        return bool(test::awaitJob(m_demo->client().addItem(bundle, values::Decimal::fromInt(amount)), QStringLiteral("add"),
                              [](api::AddItemJob *) {}));
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_demo = std::make_unique<test::DemoFixture>();
        QVERIFY2(m_demo->start(), qPrintable(m_demo->why()));
        values::SearchPage page;
        AWAITED(test::awaitJob(m_demo->client().search(QStringLiteral("Mineralwasser"), 1, 10), QStringLiteral("search"),
                               [&page](api::SearchJob *job) { page = job->result(); }));
        m_bundle.clear();
        m_bundle2.clear();
        for (const values::Article &a : std::as_const(page.results))
            for (const values::Bundle &b : a.bundles)
                if (!b.isWeightArticle && m_bundle.isEmpty())
                    m_bundle = b.bundleId;
                else if (!b.isWeightArticle && m_bundle2.isEmpty() && b.bundleId != m_bundle)
                    m_bundle2 = b.bundleId;
        QVERIFY(!m_bundle.isEmpty() && !m_bundle2.isEmpty());
    }

    void cleanup() { m_demo.reset(); }

    void rowsFiltersAndCsv()
    {
        auto path = makePath(newFile());
        QVERIFY(path);
        localstore::AddLedger *ledger = path->adds->ledger();
        localstore::LedgerEntry fromFile = entry(m_bundle2, 3, AddState::Failed, QStringLiteral("import"));
        fromFile.sourceRef = QStringLiteral("line 14");
        fromFile.message = QStringLiteral("Not added: sold out.");
        QVERIFY(ledger->append(fromFile) > 0);
        localstore::LedgerEntry cheese = entry(m_bundle2, 1, AddState::Uncertain, QStringLiteral("quickorder"));
        cheese.amount = *values::Decimal::parse(QStringLiteral("1.5"));
        cheese.weight = true; // a weight article: read "1,5 kg", not "1,5"
        QVERIFY(ledger->append(cheese) > 0);
        values::AddIntent intent;
        intent.bundleId = m_bundle;
        intent.amount = values::Decimal::fromInt(2);
        intent.name = QStringLiteral("Sprudel");
        intent.unitGross = values::Decimal::fromCents(550);
        intent.currency = QStringLiteral("EUR");
        const quint64 real = path->adds->add(intent);

        AddHistoryModel model(path->adds.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLocale(QLocale(QLocale::German, QLocale::Germany));
        QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() == 3 && model.row(0).state == AddState::Confirmed, 15000);
        // Money as the locale writes it, with an ordinary space for the comparison.
        const auto text = [&model](int row, int column) {
            return model.index(row, column).data().toString().replace(QChar(0x00a0), u' ');
        };
        // Newest first: the real add, then the quick-order add, then the order file's line.
        QCOMPARE(model.row(0).id, real);
        QCOMPARE(text(0, AddHistoryModel::Outcome), QStringLiteral("In the basket"));
        QCOMPARE(text(0, AddHistoryModel::Article), QStringLiteral("Sprudel"));
        QCOMPARE(text(0, AddHistoryModel::UnitPrice), QStringLiteral("5,50 €"));
        QCOMPARE(text(0, AddHistoryModel::LineGross), QStringLiteral("11,00 €"));
        QCOMPARE(text(1, AddHistoryModel::Outcome), QStringLiteral("Not known"));
        QCOMPARE(text(1, AddHistoryModel::Source), QStringLiteral("Quick order"));
        QCOMPARE(text(1, AddHistoryModel::Quantity), QStringLiteral("1,5 kg"));
        QCOMPARE(text(2, AddHistoryModel::Quantity), QStringLiteral("3"));
        QCOMPARE(text(2, AddHistoryModel::Outcome), QStringLiteral("Not added"));
        QCOMPARE(text(2, AddHistoryModel::Source), QStringLiteral("Order file, line 14"));
        QCOMPARE(text(2, AddHistoryModel::LineGross), QStringLiteral("35,70 €"));
        QCOMPARE(text(2, AddHistoryModel::Message), QStringLiteral("Not added: sold out."));
        QVERIFY(model.index(1, 0).data(AddHistoryModel::NotKnownRole).toBool());
        QVERIFY(!model.index(0, 0).data(AddHistoryModel::NotKnownRole).toBool());

        model.setFilter(AddHistoryModel::Filter::NotKnown);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.row(0).state, AddState::Uncertain);
        model.setFilter(AddHistoryModel::Filter::All);
        model.setSearchText(QStringLiteral("LINE 14"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.row(0).sourceRef, QStringLiteral("line 14"));
        model.setSearchText({});
        model.setDays(QDate::currentDate().addDays(1), QDate::currentDate().addDays(2));
        QCOMPARE(model.rowCount(), 0);
        model.setDays(QDate::currentDate(), QDate::currentDate());
        QCOMPARE(model.rowCount(), 3);

        // CSV: the German dialect (';', decimal comma), stable English column names and codes.
        const QString csv = QString::fromUtf8(model.toCsv()).remove(QChar(0xfeff));
        const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.at(0), AddHistoryModel::csvHeader().join(u';'));
        QVERIFY2(lines.at(3).contains(QStringLiteral(";3;;10,00;11,90;35,70;EUR;import;line 14;failed;;Not added: sold out.")),
                 qPrintable(lines.at(3)));
        QVERIFY2(lines.at(1).contains(QStringLiteral(";confirmed;")), qPrintable(lines.at(1)));
        QVERIFY2(lines.at(2).contains(QStringLiteral(";1,5;kg;10,00;")), qPrintable(lines.at(2)));
        QVERIFY(!csv.contains(QStringLiteral("In the basket"))); // codes, not words
    }

    // A ledger written by an earlier version (no weight column) opens, keeps its adds, and
    // learns the column: an add of a weight article written after reads back in kg.
    void anOlderLedgerLearnsTheWeightColumn()
    {
        const QString file = newFile();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old-ledger"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral(
                "CREATE TABLE add_ledger (id INTEGER PRIMARY KEY AUTOINCREMENT, server TEXT NOT NULL, customer TEXT NOT NULL, "
                "store TEXT NOT NULL, bundle TEXT NOT NULL, variant TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '', "
                "pack TEXT NOT NULL DEFAULT '', amount TEXT NOT NULL, unit_net TEXT, unit_gross TEXT, currency TEXT NOT NULL "
                "DEFAULT '', source TEXT NOT NULL, source_ref TEXT NOT NULL DEFAULT '', run_key TEXT NOT NULL DEFAULT '', "
                "session TEXT NOT NULL, again_of INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL, message TEXT NOT NULL "
                "DEFAULT '', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, before_qty TEXT)")));
            const localstore::StoreKey k = key();
            QVERIFY(q.exec(QStringLiteral("INSERT INTO add_ledger (server, customer, store, bundle, amount, source, session, "
                                          "state, created_at, updated_at) VALUES ('%1', '%2', '%3', 'B7', '4', 'list', 'old', "
                                          "'confirmed', 1, 1)").arg(k.server, k.customer, k.store)));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("old-ledger"));
        localstore::AddLedger ledger;
        QVERIFY2(ledger.open(file), qPrintable(ledger.errorString()));
        const QList<localstore::LedgerEntry> old = ledger.history(key());
        QCOMPARE(old.size(), 1);
        QCOMPARE(old.first().amount, values::Decimal::fromInt(4));
        QVERIFY(!old.first().weight);
        localstore::LedgerEntry cheese = entry(m_bundle, 1, AddState::Confirmed);
        cheese.amount = *values::Decimal::parse(QStringLiteral("2.25"));
        cheese.weight = true;
        const qint64 id = ledger.append(cheese);
        QVERIFY(id > 0);
        QVERIFY(ledger.entry(id)->weight);
        QCOMPARE(ledger.entry(id)->amount, cheese.amount);
    }

    void checkAgainSettlesAnEarlierRunsAdd()
    {
        const QString file = newFile();
        const values::Decimal before = test::serverQuantity(m_demo->client(), m_bundle);
        QVERIFY(!before.isNegative());
        qint64 id = 0;
        {
            // The earlier run: the add was on the wire when the app was killed.
            localstore::AddLedger earlier;
            QVERIFY(earlier.open(file));
            id = earlier.append(entry(m_bundle, 2, AddState::Queued));
            QVERIFY(id > 0);
            QVERIFY(earlier.setBeforeQuantity(id, before));
            QVERIFY(earlier.setState(id, AddState::Sending, {}));
        }
        auto second = makePath(file);
        QVERIFY(second);
        QSignalSpy recovered(second->adds.get(), &control::BasketAdds::recovered);
        second->adds->contextChanged();
        second->queue->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(recovered.count(), 1, 15000);
        QCOMPARE(recovered.at(0).at(0).toInt(), 1);
        QCOMPARE(recovered.at(0).at(2).toInt(), 1); // not known: the basket does not show it
        QCOMPARE(second->adds->ledger()->entry(id)->state, AddState::Uncertain);

        // It arrives late; a later basket read by itself does not settle it ...
        QVERIFY(addOnTheServer(m_bundle, 2));
        second->queue->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!second->queue->isBusy(), 10000);
        QCOMPARE(second->adds->ledger()->entry(id)->state, AddState::Uncertain);
        // ... "Check Again" does.
        QSignalSpy checked(second->adds.get(), &control::BasketAdds::checked);
        QSignalSpy states(second->adds.get(), &control::BasketAdds::stateChanged);
        QVERIFY(second->adds->checkAgain({quint64(id)}));
        QTRY_COMPARE_WITH_TIMEOUT(checked.count(), 1, 15000);
        QCOMPARE(checked.at(0).at(0).toInt(), 1);
        QCOMPARE(checked.at(0).at(1).toInt(), 0);
        QCOMPARE(second->adds->ledger()->entry(id)->state, AddState::Confirmed);
        QVERIFY(!states.isEmpty());
        QCOMPARE(states.last().at(0).toULongLong(), quint64(id));
        // Nothing left to check.
        QVERIFY(!second->adds->checkAgain({quint64(id)}));
    }

    void aRecoveryIsToldOnce()
    {
        const QString file = newFile();
        qint64 id = 0;
        {
            localstore::AddLedger earlier;
            QVERIFY(earlier.open(file));
            id = earlier.append(entry(m_bundle2, 1, AddState::Queued));
            QVERIFY(earlier.setBeforeQuantity(id, test::serverQuantity(m_demo->client(), m_bundle2)));
            QVERIFY(earlier.setState(id, AddState::Sending, {}));
        }
        for (int start = 0; start < 2; ++start) {
            auto path = makePath(file);
            QVERIFY(path);
            QSignalSpy recovered(path->adds.get(), &control::BasketAdds::recovered);
            QSignalSpy ledgerChanged(path->adds.get(), &control::BasketAdds::ledgerChanged);
            path->adds->contextChanged();
            path->queue->refresh();
            // Settled at each start within the day, told only at the first.
            QTRY_VERIFY_WITH_TIMEOUT(!ledgerChanged.isEmpty(), 15000);
            QCOMPARE(recovered.count(), start == 0 ? 1 : 0);
            QCOMPARE(path->adds->ledger()->entry(id)->state, AddState::Uncertain);
        }
    }

    void addAgainNamesTheAddItRepeats()
    {
        auto path = makePath(newFile());
        QVERIFY(path);
        const qint64 uncertain = path->adds->ledger()->append(entry(m_bundle, 1, AddState::Uncertain));
        const values::Decimal before = test::serverQuantity(m_demo->client(), m_bundle);
        const quint64 again = path->adds->addAgain(quint64(uncertain));
        QVERIFY(again > 0);
        QCOMPARE(path->adds->ledger()->entry(qint64(again))->againOf, uncertain);
        QTRY_COMPARE_WITH_TIMEOUT(path->adds->state(again), AddState::Confirmed, 15000);
        QCOMPARE(test::serverQuantity(m_demo->client(), m_bundle), before + values::Decimal::fromInt(1));
        // Not for an add of another customer.
        localstore::LedgerEntry other = entry(m_bundle, 1, AddState::Uncertain);
        other.key = key(QStringLiteral("0009999"));
        QCOMPARE(path->adds->addAgain(quint64(path->adds->ledger()->append(other))), quint64(0));
    }

    void forgetKeepsAddsOnTheirWay()
    {
        auto path = makePath(newFile());
        QVERIFY(path);
        localstore::AddLedger *ledger = path->adds->ledger();
        const qint64 onItsWay = ledger->append(entry(m_bundle, 1, AddState::Sending));
        const qint64 checking = ledger->append(entry(m_bundle, 1, AddState::Checking));
        ledger->append(entry(m_bundle, 1, AddState::Confirmed));
        ledger->append(entry(m_bundle, 1, AddState::Uncertain));
        ledger->append(entry(m_bundle, 1, AddState::Failed));
        localstore::LedgerEntry other = entry(m_bundle2, 1, AddState::Confirmed);
        other.key = key(QStringLiteral("0009999"));
        const qint64 othersAdd = ledger->append(other);
        QSignalSpy changed(path->adds.get(), &control::BasketAdds::ledgerChanged);

        path->adds->forgetLocalData(true); // this customer's
        QCOMPARE(changed.count(), 1);
        QList<qint64> left;
        for (const localstore::LedgerEntry &e : ledger->history(key()))
            left << e.id;
        QCOMPARE(left, (QList<qint64>{checking, onItsWay}));
        QVERIFY(ledger->entry(othersAdd));

        path->adds->forgetLocalData(false); // everyone's
        QVERIFY(!ledger->entry(othersAdd));
        QCOMPARE(ledger->history(key()).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestAddHistory)
#include "tst_addhistory.moc"
