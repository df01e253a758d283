// The price history through the real window on the embedded backend: every price a view
// receives (search, details, lists, basket) lands in a store in a temporary folder; a price the
// backend changes gets a badge on the list row and shows in the history and in "Price Changes";
// forgetting (on sign-out with the box ticked, from Preferences) leaves no row of the customer,
// and no token or password is ever in the file.

#include "app/control/PriceHistory.h"
#include "app/localstore/LocalStore.h"
#include "app/demo/DemoServer.h"
#include "models/MoneyFormat.h"
#include "models/PriceMemory.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/StoreFile.h"
#include "tests/ui/UiFixture.h"
#include "ui/Banner.h"
#include "ui/MainWindow.h"
#include "ui/HistoryActions.h"
#include "ui/WindowMenus.h"
#include "ui/PriceChangesDialog.h"
#include "ui/QuitQuestion.h"
#include "ui/SettingsDialog.h"
#include "ui/Theme.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QNetworkReply>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using ui::QuitQuestion;

namespace {
constexpr int kNet = 20000;

values::Decimal decimalOf(const QVariant &v)
{
    return v.value<values::Decimal>();
}
} // namespace

class TestPriceHistory : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;
    QSet<QByteArray> secrets; // every token and password of the run: never in the file

    QString storePath() const { return dir->filePath(QStringLiteral("localstore.sqlite")); }
    control::PriceHistory *history() const { return fx->graph->priceHistory(); }

    void signIn(int customer)
    {
        const demo::DemoCredentials c = demo::DemoServer::demoCustomers().at(customer);
        secrets << c.apiPassword.toUtf8() << c.password.toUtf8() << c.username.toUtf8();
        fx->session.login({fx->server()->url(), c.apiUser, c.apiPassword, c.username, c.password, false});
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedIn, kNet);
        fx->session.selectAddress(0);
        QCOMPARE(fx->session.currentAddressIndex(), 0);
    }

    // Today's recorded price of a pack (after the queued writes are in the file).
    std::optional<control::HistoryPoint> today(const QString &bundleId)
    {
        if (!history()->flush())
            return std::nullopt;
        const QList<control::HistoryPoint> points = history()->history(bundleId, 1);
        return points.isEmpty() ? std::nullopt : std::optional(points.last());
    }

    int rowsOf(const QString &customer) const { return test::customerRows(storePath(), customer); }
    QByteArray fileBytes() const { return test::storeFileBytes(storePath()); }

    void verifyNoSecretInFile()
    {
        const QByteArray bytes = fileBytes();
        QVERIFY(!bytes.isEmpty());
        for (const QByteArray &secret : std::as_const(secrets)) {
            if (!secret.isEmpty())
                QVERIFY2(!bytes.contains(secret), "a token or password is in the database file");
        }
        QVERIFY2(!bytes.contains("eyJ"), "something like a JWT is in the database file");
    }

    QString customerId(int customer) const { return demo::DemoServer::demoCustomers().at(customer).customerId; }

    // The Lists page with the first list's items loaded and painted.
    void showFirstList()
    {
        QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(fx->listItems.rowCount() > 0, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(!fx->listItems.index(0, 0).data(models::ListItemsModel::BundleIdRole).toString().isEmpty(),
                                 kNet);
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QApplication::setQuitOnLastWindowClosed(false);
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void init()
    {
        QSettings().clear();
        QuitQuestion::setNextAnswer(std::nullopt);
        dir = std::make_unique<QTemporaryDir>();
        QVERIFY(dir->isValid());
        fx = std::make_unique<test::UiFixture>(storePath());
        QVERIFY2(history()->isOpen(), qPrintable(history()->errorString()));
        demo::DemoOptions options;
        options.prefillDemoBasket = true;
        QVERIFY(fx->startServer(options));
        // Every token the client sends: none may reach the file.
        QObject::connect(&fx->nam, &QNetworkAccessManager::finished, &fx->nam, [this](QNetworkReply *reply) {
            for (const QByteArray &name : {QByteArrayLiteral("apijwt"), QByteArrayLiteral("customerjwt")})
                if (reply->request().hasRawHeader(name))
                    secrets << reply->request().rawHeader(name);
        });
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }

    void cleanup()
    {
        demo::DemoServer::setBundleNetCents({}, -1);
        w.reset();
        fx.reset();
        dir.reset();
        secrets.clear();
    }

    void recordsWhatEveryViewReceives()
    {
        signIn(0);
        // The basket (read at sign-in): each line's unit price.
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.lineCount() > 0, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(!fx->basket.index(0, 0).data(models::BasketModel::BundleIdRole).toString().isEmpty(), kNet);
        const QModelIndex line = fx->basket.index(0, 0);
        // Recorded once the line is named (its unit price may come from the catalogue).
        std::optional<control::HistoryPoint> basketDay;
        QTRY_VERIFY_WITH_TIMEOUT((basketDay = today(line.data(models::BasketModel::BundleIdRole).toString())), kNet);
        QCOMPARE(basketDay->gross, decimalOf(line.data(models::BasketModel::UnitGrossRole)));

        // A search typed into the toolbar.
        QTest::keyClick(w.get(), Qt::Key_F, Qt::ControlModifier);
        QTest::keyClicks(w->searchField(), QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        const QModelIndex card = fx->search.index(0, 0);
        const auto searchDay = today(card.data(models::SearchResultsModel::PriceBundleIdRole).toString());
        QVERIFY(searchDay);
        QCOMPARE(searchDay->gross, decimalOf(card.data(models::SearchResultsModel::PriceGrossRole)));
        QCOMPARE(searchDay->day, QDate::currentDate());

        // Article details of an article no search brought: every pack.
        const QString variant = QStringLiteral("1000672"); // the crema coffee beans, three packs
        QVERIFY(history()->history(variant + QStringLiteral("01")).isEmpty());
        fx->details.load(variant);
        QTRY_VERIFY_WITH_TIMEOUT(fx->details.state() == models::ArticleDetails::State::Idle
                                     && fx->details.article().bundles.size() > 1, kNet);
        for (const values::Bundle &b : fx->details.article().bundles) {
            const auto day = today(b.bundleId);
            QVERIFY2(day, qPrintable(b.bundleId));
            QCOMPARE(day->net, b.price.articleNet);
        }

        // A list's items.
        showFirstList();
        const QModelIndex row = fx->listItems.index(0, 0);
        const auto listDay = today(row.data(models::ListItemsModel::BundleIdRole).toString());
        QVERIFY(listDay);
        QCOMPARE(listDay->gross, decimalOf(row.data(models::ListItemsModel::PriceGrossRole)));
        verifyNoSecretInFile();
    }

    void aChangedPriceGetsABadgeAndShowsInTheHistory()
    {
        signIn(0);
        w->startSearch(QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        const QString bundleId = fx->search.index(0, 0).data(models::SearchResultsModel::PriceBundleIdRole).toString();
        const values::Decimal oldGross = decimalOf(fx->search.index(0, 0).data(models::SearchResultsModel::PriceGrossRole));
        // The card was painted: the buyer has seen its price; no badge yet.
        models::PriceMemory *memory = fx->services().priceMemory;
        QTRY_VERIFY_WITH_TIMEOUT(memory->seen(bundleId).has_value(), kNet);
        QVERIFY(!fx->search.index(0, 0).data(models::SearchResultsModel::PriceChangeRole).isValid());

        // The backend raises the price by 40 cents net; the buyer searches again.
        const qint64 cents = fx->server()->bundleNetCents(bundleId);
        QVERIFY(cents > 0);
        demo::DemoServer::setBundleNetCents(bundleId, cents + 40);
        w->startSearch(QStringLiteral("coffee"));
        QTRY_COMPARE_WITH_TIMEOUT(fx->search.query(), QStringLiteral("coffee"), kNet);
        w->startSearch(QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0
                                     && decimalOf(fx->search.index(0, 0).data(models::SearchResultsModel::PriceGrossRole))
                                         != oldGross,
                                 kNet);
        const QModelIndex card = fx->search.index(0, 0);
        const QVariant badgeData = card.data(models::SearchResultsModel::PriceChangeRole);
        QVERIFY(badgeData.isValid());
        const auto badge = badgeData.value<models::PriceBadge>();
        QVERIFY(badge.up());
        QCOMPARE(badge.before, oldGross);
        QCOMPARE(badge.after, decimalOf(card.data(models::SearchResultsModel::PriceGrossRole)));
        const QLocale locale = fx->prices.locale();
        QVERIFY(badge.toolTip(locale).contains(models::formatMoney(locale, oldGross, badge.currency)));
        // Painted, so seen: the badge stays with the price it announced (until the next change).
        QTRY_VERIFY_WITH_TIMEOUT(memory->seen(bundleId)->gross == badge.after, kNet);
        QVERIFY(fx->search.index(0, 0).data(models::SearchResultsModel::PriceChangeRole).isValid());
        // The history: today's last price is the new one.
        const auto day = today(bundleId);
        QVERIFY(day);
        QCOMPARE(day->gross, badge.after);
    }

    void priceChangesListsTheChangesOnTheLists()
    {
        signIn(0);
        showFirstList();
        const QModelIndex row = fx->listItems.index(0, 0);
        const QString bundleId = row.data(models::ListItemsModel::BundleIdRole).toString();
        const QString variant = row.data(models::ListItemsModel::VariantIdRole).toString();
        const values::Decimal oldGross = decimalOf(row.data(models::ListItemsModel::PriceGrossRole));
        const QString currency = row.data(models::ListItemsModel::CurrencyRole).toString();
        QVERIFY(today(bundleId));

        // The price goes up at the backend; the app sees it in the article's details.
        demo::DemoServer::setBundleNetCents(bundleId, fx->server()->bundleNetCents(bundleId) + 40);
        fx->details.load(variant);
        QTRY_VERIFY_WITH_TIMEOUT(fx->details.state() == models::ArticleDetails::State::Idle
                                     && today(bundleId) && today(bundleId)->gross != oldGross, kNet);

        // View > Price Changes lists it: old, new, difference.
        w->menus()->priceChangesAction()->trigger();
        ui::PriceChangesDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = w->findChild<ui::PriceChangesDialog *>()) && dialog->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(dialog->table()->rowCount() > 0, kNet);
        const QLocale locale = fx->prices.locale();
        const QString oldText = models::formatMoney(locale, oldGross, currency);
        const QString newText = models::formatMoney(locale, *today(bundleId)->gross, currency);
        bool found = false;
        for (int r = 0; r < dialog->table()->rowCount(); ++r) {
            if (dialog->table()->item(r, ui::PriceChangesDialog::OldColumn)->text() == oldText) {
                found = true;
                QCOMPARE(dialog->table()->item(r, ui::PriceChangesDialog::NewColumn)->text(), newText);
                QVERIFY(dialog->table()->item(r, ui::PriceChangesDialog::DifferenceColumn)->text().startsWith(u'▲'));
                QCOMPARE(dialog->table()->item(r, ui::PriceChangesDialog::DateColumn)->data(Qt::UserRole).toDate(),
                         QDate::currentDate());
            }
        }
        QVERIFY2(found, qPrintable(oldText));
        // No later date than today to choose; today's changes are there from today on.
        dialog->setSince(QDate::currentDate().addDays(1));
        QCOMPARE(dialog->since(), QDate::currentDate());
        QVERIFY(dialog->table()->rowCount() > 0);
    }

    void signOutWithForgetTickedLeavesNoRowOfTheCustomer()
    {
        // The second customer's rows stay; the first one's go.
        signIn(1);
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.hasBasket(), kNet);
        w->startSearch(QStringLiteral("coffee"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        QVERIFY(history()->flush());
        QVERIFY(rowsOf(customerId(1)) > 0);
        w->menus()->logoutAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedOut, kNet);

        signIn(0);
        w->startSearch(QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        QVERIFY(history()->flush());
        QVERIFY(rowsOf(customerId(0)) > 0);

        // An add still on its way: signing out asks; the buyer ticks "forget" and signs out anyway.
        demo::FaultOptions slow;
        slow.latencyMs = 1500;
        fx->server()->setFaults(slow);
        fx->sync.add(fx->search.index(0, 0).data(models::SearchResultsModel::PriceBundleIdRole).toString(),
                     values::Decimal::fromInt(1));
        QVERIFY(fx->sync.isBusy());
        w->menus()->logoutAction()->trigger();
        QuitQuestion *question = nullptr;
        QTRY_VERIFY((question = w->findChild<QuitQuestion *>()) && question->isVisible());
        auto *forget = question->findChild<QCheckBox *>(QStringLiteral("forgetLocalData"));
        QVERIFY(forget && forget->isVisible() && !forget->isChecked());
        QTest::keyClick(forget, Qt::Key_Space);
        QVERIFY(forget->isChecked());
        auto *anyway = question->findChild<QPushButton *>(QStringLiteral("quitAnywayButton"));
        QVERIFY(anyway);
        QTest::mouseClick(anyway, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedOut, kNet);
        fx->server()->setFaults({});

        QVERIFY(history()->flush());
        QCOMPARE(rowsOf(customerId(0)), 0);
        QVERIFY(rowsOf(customerId(1)) > 0);
        verifyNoSecretInFile();
    }

    void logOutAndForgetFromTheMenu()
    {
        signIn(0);
        w->startSearch(QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        QVERIFY(history()->flush());
        QVERIFY(rowsOf(customerId(0)) > 0);
        w->menus()->logoutForgetAction()->trigger();
        QCOMPARE(fx->session.state(), auth::Session::State::LoggedOut);
        QVERIFY(history()->flush());
        QCOMPARE(rowsOf(customerId(0)), 0);
    }

    // Forget Local Data… asks first, and says the data is gone only when no row of the customer
    // is left, whatever the timing. The race is set up, not waited for: prices queued for the
    // disk (the writer held) and a search reply kept back by the server when the buyer confirms.
    void forgetLocalDataInPreferencesAsksFirst()
    {
        signIn(0);
        w->startSearch(QStringLiteral("gouda"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        QVERIFY(history()->flush());
        QVERIFY(rowsOf(customerId(0)) > 0);

        w->menus()->preferencesAction()->trigger();
        ui::SettingsDialog *settings = nullptr;
        QTRY_VERIFY((settings = w->findChild<ui::SettingsDialog *>()) && settings->isVisible());
        auto *button = settings->findChild<QPushButton *>(QStringLiteral("forgetLocalData"));
        auto *banner = settings->findChild<ui::Banner *>();
        QVERIFY(button && banner);
        // Cancel first: nothing goes.
        for (const bool confirm : {false, true}) {
            if (confirm) {
                localstore::LocalStore *store = history()->store();
                store->setWritesHeld(true);
                QSignalSpy water(&fx->search, &models::SearchResultsModel::pageReceived);
                w->startSearch(QStringLiteral("water"));
                QTRY_VERIFY_WITH_TIMEOUT(!water.isEmpty(), kNet);
                QVERIFY(store->queuedWrites() > 0); // its prices wait for the disk
                demo::FaultOptions hold;
                hold.holdReplies = true;
                fx->server()->setFaults(hold);
                QSignalSpy served(fx->server(), &demo::DemoServer::requestServed);
                w->startSearch(QStringLiteral("coffee"));
                const auto searched = [&] { return std::any_of(served.cbegin(), served.cend(), [](const QList<QVariant> &r) {
                    return r.at(1).toString().endsWith(u"/search"); }); };
                QTRY_VERIFY_WITH_TIMEOUT(searched(), kNet); // answered, and kept back
                QCOMPARE(fx->search.state(), models::SearchResultsModel::State::Loading);
            }
            QTest::mouseClick(button, Qt::LeftButton);
            QMessageBox *question = nullptr;
            QTRY_VERIFY((question = settings->findChild<QMessageBox *>(QStringLiteral("forgetLocalDataQuestion")))
                        && question->isVisible());
            if (confirm)
                QTest::mouseClick(question->findChild<QPushButton *>(QStringLiteral("forgetButton")), Qt::LeftButton);
            else
                QTest::keyClick(question, Qt::Key_Escape);
            QTRY_VERIFY(!settings->findChild<QMessageBox *>(QStringLiteral("forgetLocalDataQuestion")));
            if (!confirm) {
                QVERIFY(history()->flush());
                QVERIFY(rowsOf(customerId(0)) > 0);
                QVERIFY(!banner->isShown());
            }
        }
        QVERIFY(!button->isEnabled() && !banner->isShown()); // not said: the delete waits behind the writes
        // The late reply lands, its cards are painted (seen): none of it may be written.
        QSignalSpy coffee(&fx->search, &models::SearchResultsModel::pageReceived);
        fx->server()->setFaults({});
        QTRY_VERIFY_WITH_TIMEOUT(!coffee.isEmpty() && fx->search.rowCount() > 0, kNet);
        const QString shown = fx->search.index(0, 0).data(models::SearchResultsModel::PriceBundleIdRole).toString();
        QTRY_VERIFY_WITH_TIMEOUT(fx->services().priceMemory->seen(shown).has_value(), kNet);
        QVERIFY(!button->isEnabled() && !banner->isShown());

        // The writer goes on: the dialog says it once the file holds nothing of the customer.
        history()->store()->setWritesHeld(false);
        QTRY_VERIFY_WITH_TIMEOUT(button->isEnabled() && banner->isShown(), kNet);
        QCOMPARE(banner->text(), QStringLiteral("The local price history has been deleted."));
        QCOMPARE(rowsOf(customerId(0)), 0); // at that very moment
        QVERIFY(history()->flush());
        QCOMPARE(rowsOf(customerId(0)), 0); // and nothing came back since
        settings->reject();
        verifyNoSecretInFile();
    }
};

QTEST_MAIN(TestPriceHistory)
#include "tst_pricehistory.moc"
