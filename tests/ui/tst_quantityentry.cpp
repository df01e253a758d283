// Quantities a buyer can trust: the quantity field read strictly (typed with real keys), the
// preview beside the add button, and the large-add question, against the embedded backend
// over real loopback HTTP through the real main window.

#include "app/values/LinePrice.h"
#include "app/demo/DemoServer.h"
#include "models/BundlesModel.h"
#include "models/MoneyFormat.h"
#include "models/AddResultText.h"
#include "tests/common/Await.h"
#include "tests/common/ServerBasket.h"
#include "tests/common/Step.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/ArticleDetailsPane.h"
#include "ui/Banner.h"
#include "ui/BundleRow.h"
#include "ui/LargeAddGuard.h"
#include "ui/ListsPage.h"
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/SignInFlow.h"
#include "app/control/Preferences.h"
#include "app/control/PreferencesStore.h"
#include "ui/QuantityEdit.h"
#include "ui/CataloguePage.h"
#include "ui/SettingsDialog.h"
#include "ui/Theme.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QVBoxLayout>

using namespace webshop;
using values::Decimal;
using ui::MainWindow;

namespace {
constexpr int kNet = 20000; // generous: two cores shared by a whole team

values::Decimal serverQuantity(api::ApiClient &client, const QString &bundleId)
{
    return test::serverQuantity(client, bundleId, kNet);
}

// Where a real key press lands in a dialog: its focus widget.
QWidget *keyTarget(QWidget *dialog)
{
    QWidget *focus = dialog->focusWidget();
    return focus ? focus : dialog;
}
} // namespace

class TestQuantityEntry : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<MainWindow> w;

    // The window in `locale` (numbers as a German or English buyer types them), logged in.
    void start(const QLocale &locale)
    {
        QLocale::setDefault(locale);
        fx->prices.setLocale(locale);
        w = std::make_unique<MainWindow>(fx->services());
        w->resize(1440, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        ui::LoginDialog *login = w->signIn()->openLogin(false);
        QTRY_VERIFY(login->isVisible());
        QTest::mouseClick(login->findChild<QPushButton *>(QStringLiteral("loginButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(login->step(), ui::LoginDialog::Step::ChooseAddress, kNet);
        login->findChild<QListWidget *>(QStringLiteral("addressList"))->setCurrentRow(0);
        QTest::mouseClick(login->findChild<QPushButton *>(QStringLiteral("addressButton")), Qt::LeftButton);
        QTRY_VERIFY(!login->isVisible());
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        AWAITED(idle());
    }

    test::Awaited idle()
    {
        return test::waitUntil([this] { return !w->isBusy(); }, QStringLiteral("the window to be idle"), kNet);
    }

    // Opens the first article found for `query` whose first bundle is (or is not) sold by
    // weight; returns its first bundle row.
    ui::BundleRow *openArticle(const QString &query, bool weight)
    {
        w->startSearch(query);
        if (const test::Awaited found = test::waitUntil([&] { return fx->search.rowCount() > 0 && fx->search.state() != models::SearchResultsModel::State::Loading; },
                                                        QStringLiteral("results for ") + query, kNet); !found) {
            qWarning("%s", found.message());
            return nullptr;
        }
        int found = -1;
        for (int r = 0; r < fx->search.rowCount() && found < 0; ++r)
            if (fx->search.articleAt(r)->bundles.value(0).isWeightArticle == weight)
                found = r;
        if (found < 0)
            return nullptr;
        const QString bundle = fx->search.articleAt(found)->bundles.at(0).bundleId;
        w->page<ui::CataloguePage>()->resultsView()->setCurrentIndex(fx->search.index(found));
        ui::ArticleDetailsPane *details = w->page<ui::CataloguePage>()->detailsPane();
        const test::Awaited shown = test::waitUntil([&] { return details->bundleRowCount() > 0 && details->bundleRow(0)->bundleId() == bundle; },
                                                    QStringLiteral("the details of ") + bundle, kNet);
        const test::Awaited opened = shown ? idle() : shown;
        if (!opened) {
            qWarning("%s", opened.message());
            return nullptr;
        }
        return details->bundleRow(0);
    }

    // The price the preview must show: the line by the one arithmetic (app/values/LinePrice.h:
    // net × quantity to the cent, VAT on it), in the display mode; the pack is not in the basket.
    QString expectedPreview(const QString &quantityText, Decimal quantity, bool gross = true)
    {
        const QModelIndex idx = fx->details.bundles()->index(0, 0);
        const QString currency = idx.data(models::BundlesModel::CurrencyRole).toString();
        const values::LinePrice line = values::computeLine(
            values::UnitPrices::of(idx.data(models::BundlesModel::NetRole).value<Decimal>(),
                                idx.data(models::BundlesModel::GrossRole).value<Decimal>(), currency),
            quantity);
        const QString money = models::formatMoney(fx->prices.locale(), *line.amount(!gross), currency);
        return quantityText + QStringLiteral(" · ") + money;
    }

    static void type(ui::QuantityEdit *edit, const QString &text)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        // A settings file of its own: the limits saved here must not meet another test
        // executable running in parallel (they share the one isolateTestEnvironment names).
        QCoreApplication::setApplicationName(QStringLiteral("webshop-desktop-tests-quantityentry"));
        QSettings().clear();
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void init()
    {
        control::Preferences{}.save(); // default limits, check on
        fx = std::make_unique<test::UiFixture>();
        QVERIFY(fx->startServer());
    }

    void cleanup()
    {
        w.reset();
        fx.reset();
        ui::LargeAddGuard::setNextAnswer(ui::LargeAddGuard::Answer::Ask);
    }

    // The spin box itself, with real keys: what goes out is exactly what was typed, and text
    // it cannot read stays as typed (Enter and focus-out put no guess in its place).
    void typedQuantity_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<bool>("weight");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("quantity"); // canonical; empty: refused
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("shownAfterEnter");
        using E = ui::QuantityEdit;
        const auto row = [](const char *locale, bool weight, const char *typed, const char *quantity, const QString &problem,
                            const char *shown) {
            const QString name = QString::fromUtf8(locale).left(2) + (weight ? QStringLiteral(" kg ") : QStringLiteral(" packs "))
                + QString::fromUtf8(typed);
            QTest::newRow(qPrintable(name)) << QString::fromUtf8(locale) << weight << QString::fromUtf8(typed)
                                            << QString::fromUtf8(quantity) << problem << QString::fromUtf8(shown);
        };
        row("de_DE", true, "1.5", "1.5", QString(), "1,5 kg");
        row("de_DE", true, "1,5", "1.5", QString(), "1,5 kg");
        row("de_DE", true, "1.500", "1.5", QString(), "1,5 kg"); // 1500 kg is above the maximum
        row("de_DE", true, "0,25", "0.25", QString(), "0,25 kg");
        row("en_GB", true, "1,5", "1.5", QString(), "1.5 kg");
        row("de_DE", false, "1.000", "1000", QString(), "1000");
        row("en_GB", false, "30", "30", QString(), "30");
        row("en_GB", false, "2x", "2", QString(), "2"); // a letter is not taken at all
        row("en_GB", false, "1,5", "", E::tr("Whole packs only."), "1,5");
        row("de_DE", false, "1,5", "", E::tr("Whole packs only."), "1,5");
        row("de_DE", true, "1..5", "", E::tr("Enter a weight in kilograms, e.g. %1.").arg(QStringLiteral("1,5 kg")), "1..5 kg");
        row("de_DE", true, "0", "", E::tr("Enter a quantity above zero."), "0 kg");
        row("en_GB", false, "10000", "", E::tr("At most %1 packs per add.").arg(9999), "10000");
        row("de_DE", true, "1,2345", "", E::tr("At most three decimals (grams)."), "1,2345 kg");
    }

    void typedQuantity()
    {
        QFETCH(QString, locale);
        QFETCH(bool, weight);
        QFETCH(QString, typed);
        QFETCH(QString, quantity);
        QFETCH(QString, problem);
        QFETCH(QString, shownAfterEnter);
        QWidget top;
        auto *edit = new ui::QuantityEdit(&top);
        auto *other = new QLineEdit(&top);
        auto *layout = new QVBoxLayout(&top);
        layout->addWidget(edit);
        layout->addWidget(other);
        edit->setLocale(QLocale(locale));
        edit->setWeightArticle(weight);
        top.show();
        QVERIFY(QTest::qWaitForWindowExposed(&top));
        top.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&top));
        QSignalSpy edited(edit, &ui::QuantityEdit::quantityEdited);
        type(edit, typed);
        QVERIFY(edited.count() >= 1); // every change is announced, readable or not
        QCOMPARE(edit->quantity().has_value(), !quantity.isEmpty());
        if (!quantity.isEmpty())
            QCOMPARE(edit->quantity()->toString(), quantity);
        QCOMPARE(edit->problem(), problem);
        const double valueBefore = edit->value();
        QSignalSpy submitted(edit, &ui::QuantityEdit::submitted);
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(submitted.count(), 1);
        QCOMPARE(edit->text(), shownAfterEnter);
        if (quantity.isEmpty()) {
            QCOMPARE(edit->value(), valueBefore); // no value was made up
            QSignalSpy changed(edit, &QDoubleSpinBox::valueChanged);
            other->setFocus();
            QTRY_VERIFY(other->hasFocus());
            QCOMPARE(edit->text(), shownAfterEnter);
            QCOMPARE(changed.count(), 0);
            QVERIFY(!edit->quantity());
            edit->stepBy(1); // an arrow on unreadable text leaves it for the buyer to fix
            QCOMPARE(edit->text(), shownAfterEnter);
        } else {
            QCOMPARE(edit->quantity()->toString(), quantity);
            QCOMPARE(edit->value(), edit->quantity()->toDouble());
        }
    }

    void limits_data()
    {
        QTest::addColumn<bool>("check");
        QTest::addColumn<bool>("weight");
        QTest::addColumn<QString>("quantity");
        QTest::addColumn<QString>("gross"); // empty: price unknown
        QTest::addColumn<bool>("large");
        QTest::newRow("20 packs") << true << false << "20" << "100" << false;
        QTest::newRow("21 packs") << true << false << "21" << "100" << true;
        QTest::newRow("25 kg") << true << true << "25" << "200" << false;
        QTest::newRow("25.001 kg") << true << true << "25.001" << "200" << true;
        QTest::newRow("500 gross") << true << false << "2" << "500" << false;
        QTest::newRow("500.01 gross") << true << false << "2" << "500.01" << true;
        QTest::newRow("price unknown") << true << false << "5" << QString() << false;
        QTest::newRow("check off") << false << false << "300" << "9000" << false;
    }

    void limits()
    {
        QFETCH(bool, check);
        QFETCH(bool, weight);
        QFETCH(QString, quantity);
        QFETCH(QString, gross);
        QFETCH(bool, large);
        control::Preferences p;
        p.largeAddCheck = check;
        ui::LargeAddGuard::Line line{QStringLiteral("Gouda"), *Decimal::parse(quantity), weight, std::nullopt, std::nullopt};
        if (!gross.isEmpty())
            line.gross = values::Money{*Decimal::parse(gross), QStringLiteral("EUR")};
        QCOMPARE(ui::LargeAddGuard::isLarge(p, line), large);
    }

    void question()
    {
        const QLocale de(QLocale::German, QLocale::Germany);
        const values::Money price{Decimal::fromCents(16995), QStringLiteral("EUR")};
        const ui::LargeAddGuard::Line gouda{QStringLiteral("Gouda"), Decimal::fromInt(15), true, price, price};
        QCOMPARE(ui::LargeAddGuard::question(de, {gouda}),
                 ui::LargeAddGuard::tr("Add %1 for %2?")
                     .arg(ui::LargeAddGuard::tr("%1 %2").arg(models::formatQuantity(de, Decimal::fromInt(15), true),
                                                             QStringLiteral("Gouda")),
                          models::formatMoney(de, price)));
        QVERIFY(ui::LargeAddGuard::question(de, {gouda}).contains(QStringLiteral("169,95")));
    }

    void limitsInPreferences()
    {
        control::Preferences p;
        QVERIFY(p.largeAddCheck);
        QCOMPARE(p.largeAddPacks, 20);
        QCOMPARE(p.largeAddKilograms, 25);
        QCOMPARE(p.largeAddGross, 500);
        ui::SettingsDialog dialog(p, true);
        dialog.findChild<QCheckBox *>(QStringLiteral("largeAddCheck"))->setChecked(false);
        QVERIFY(!dialog.findChild<QSpinBox *>(QStringLiteral("largeAddPacks"))->isEnabled());
        dialog.findChild<QSpinBox *>(QStringLiteral("largeAddPacks"))->setValue(40);
        dialog.findChild<QSpinBox *>(QStringLiteral("largeAddKilograms"))->setValue(10);
        dialog.findChild<QSpinBox *>(QStringLiteral("largeAddGross"))->setValue(900);
        const control::Preferences chosen = dialog.preferences();
        QVERIFY(!chosen.largeAddCheck);
        QCOMPARE(chosen.largeAddPacks, 40);
        QCOMPARE(chosen.largeAddKilograms, 10);
        QCOMPARE(chosen.largeAddGross, 900);
        chosen.save();
        QCOMPARE(control::Preferences::load(), chosen);
    }

    void preferencesRefuseCredentialsInAddresses_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("server") << QStringLiteral("settingsServerUrl");
        QTest::newRow("checkout") << QStringLiteral("checkoutUrl");
    }
    void preferencesRefuseCredentialsInAddresses()
    {
        QFETCH(QString, field);
        control::Preferences p;
        p.useDemoServer = false;
        p.serverUrl = QUrl(QStringLiteral("https://shop.example.com"));
        ui::SettingsDialog dialog(p, true);
        dialog.findChild<QLineEdit *>(field)->setText(QStringLiteral("https://buyer:s3cret@shop.example.com"));
        QVERIFY(QMetaObject::invokeMethod(&dialog, "accept")); // what OK does
        QCOMPARE(dialog.result(), int(QDialog::Rejected)); // still open, nothing saved
        auto *banner = dialog.findChild<ui::Banner *>();
        QVERIFY(banner);
        QVERIFY(banner->text().contains(QLatin1String("user name or password")));
        QVERIFY(!banner->text().contains(QLatin1String("s3cret")));
    }

    // The finding: German, a weight article, "1.5" and Enter put 15 kg into the basket.
    void germanDotOnWeightIsOneAndAHalfKilograms()
    {
        CHECKED(start(QLocale(QLocale::German, QLocale::Germany)));
        ui::BundleRow *row = openArticle(QStringLiteral("Gouda"), true);
        QVERIFY(row);
        const QString bundle = row->bundleId();
        const Decimal before = serverQuantity(fx->client, bundle);
        QVERIFY(!before.isNegative());
        const int requests = fx->server()->addItemRequestCount();
        type(row->quantityEdit(), QStringLiteral("1.5"));
        // The preview says what will be added, before anything is sent.
        QCOMPARE(row->previewText(), expectedPreview(QStringLiteral("1,5 kg"), Decimal::fromUnits(15000)));
        QCOMPARE(fx->server()->addItemRequestCount(), requests);
        QTest::keyClick(row->quantityEdit(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(row->status(), ui::BundleRow::Status::Ok, kNet);
        QCOMPARE(serverQuantity(fx->client, bundle), before + Decimal::fromUnits(15000));
        QCOMPARE(fx->server()->addItemRequestCount(), requests + 1);
    }

    void englishCommaOnPacksIsRefused()
    {
        CHECKED(start(QLocale(QLocale::English, QLocale::UnitedKingdom)));
        ui::BundleRow *row = openArticle(QStringLiteral("coffee"), false);
        QVERIFY(row);
        const int requests = fx->server()->addItemRequestCount();
        type(row->quantityEdit(), QStringLiteral("1,5"));
        const QString hint = ui::QuantityEdit::tr("Whole packs only.");
        QCOMPARE(row->previewText(), hint);
        QVERIFY(!row->addButton()->isEnabled());
        QTest::keyClick(row->quantityEdit(), Qt::Key_Return);
        QCOMPARE(row->status(), ui::BundleRow::Status::Error);
        QCOMPARE(row->statusText(), hint);
        QCOMPARE(row->quantityEdit()->text(), QStringLiteral("1,5"));
        QVERIFY(!fx->sync.isBusy()); // the add path is synchronous: nothing was queued
        // A request after it, as a barrier: the server never saw an add.
        QVERIFY(!serverQuantity(fx->client, row->bundleId()).isNegative());
        QCOMPARE(fx->server()->addItemRequestCount(), requests);
        // Corrected, it goes.
        type(row->quantityEdit(), QStringLiteral("2"));
        QCOMPARE(row->previewText(), expectedPreview(QStringLiteral("2"), Decimal::fromInt(2)));
        QVERIFY(row->addButton()->isEnabled());
    }

    void largeAddAsksFirst()
    {
        CHECKED(start(QLocale(QLocale::English, QLocale::UnitedKingdom)));
        ui::BundleRow *row = openArticle(QStringLiteral("coffee"), false);
        QVERIFY(row);
        const QString bundle = row->bundleId();
        const Decimal before = serverQuantity(fx->client, bundle);
        const int requests = fx->server()->addItemRequestCount();
        type(row->quantityEdit(), QStringLiteral("30"));
        const QString preview = expectedPreview(QStringLiteral("30"), Decimal::fromInt(30));
        QCOMPARE(row->previewText(), preview);

        // Enter asks; Esc cancels and nothing is sent.
        QTest::keyClick(row->quantityEdit(), Qt::Key_Return);
        QPointer<QMessageBox> box;
        QTRY_VERIFY((box = w->findChild<QMessageBox *>(QStringLiteral("largeAddGuard"))) && box->isVisible());
        QVERIFY2(box->text().contains(QStringLiteral("30 × ")), qPrintable(box->text()));
        QVERIFY2(box->text().contains(preview.section(QStringLiteral(" · "), 1)), qPrintable(box->text()));
        QVERIFY(!fx->sync.isBusy());
        QTest::keyClick(keyTarget(box), Qt::Key_Escape);
        QTRY_VERIFY(!box); // closed and deleted
        QVERIFY(!fx->sync.isBusy());
        QCOMPARE(serverQuantity(fx->client, bundle), before); // a barrier request
        QCOMPARE(fx->server()->addItemRequestCount(), requests);
        QTRY_COMPARE(w->focusWidget(), row->quantityEdit()); // back to the field

        // Again, Enter confirms: sent once.
        QTest::keyClick(row->quantityEdit(), Qt::Key_Return);
        QTRY_VERIFY((box = w->findChild<QMessageBox *>(QStringLiteral("largeAddGuard"))) && box->isVisible());
        QTest::keyClick(keyTarget(box), Qt::Key_Return);
        QTRY_VERIFY(!box);
        QTRY_COMPARE_WITH_TIMEOUT(row->status(), ui::BundleRow::Status::Ok, kNet);
        QCOMPARE(fx->server()->addItemRequestCount(), requests + 1);
        QCOMPARE(serverQuantity(fx->client, bundle), before + Decimal::fromInt(30));
    }

    void largeAddWithTheCheckOffGoesAtOnce()
    {
        // Through the app's one preferences object, as the Preferences dialog does.
        control::Preferences p = fx->services().preferences->current();
        p.largeAddCheck = false;
        fx->services().preferences->set(p);
        CHECKED(start(QLocale(QLocale::English, QLocale::UnitedKingdom)));
        ui::BundleRow *row = openArticle(QStringLiteral("coffee"), false);
        QVERIFY(row);
        const int requests = fx->server()->addItemRequestCount();
        type(row->quantityEdit(), QStringLiteral("30"));
        QTest::keyClick(row->quantityEdit(), Qt::Key_Return);
        // The question would be open by now (it is shown synchronously): none, the add goes.
        QVERIFY(!w->findChild<QMessageBox *>(QStringLiteral("largeAddGuard")));
        QTRY_COMPARE_WITH_TIMEOUT(row->status(), ui::BundleRow::Status::Ok, kNet);
        QCOMPARE(fx->server()->addItemRequestCount(), requests + 1);
    }

    void listsPageAddIsGuardedToo()
    {
        CHECKED(start(QLocale(QLocale::English, QLocale::UnitedKingdom)));
        QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
        QVERIFY(w->isShowing<ui::ListsPage>());
        QTRY_VERIFY_WITH_TIMEOUT(fx->listItems.count() > 0, kNet);
        AWAITED(idle());
        ui::ListsPage *page = w->page<ui::ListsPage>();
        models::ListItemsModel &items = fx->listItems;
        int target = -1;
        for (int r = 0; r < items.rowCount() && target < 0; ++r)
            if (items.bundleAt(r) && !items.bundleAt(r)->isWeightArticle)
                target = r;
        QVERIFY(target >= 0);
        for (int r = 0; r < items.rowCount(); ++r)
            QVERIFY(items.setQuantity(r, r == target ? Decimal::fromInt(30) : Decimal()));
        const QString bundle = items.index(target, 0).data(models::ListItemsModel::BundleIdRole).toString();
        const Decimal before = serverQuantity(fx->client, bundle);
        const int requests = fx->server()->addItemRequestCount();
        auto *addAll = page->findChild<QPushButton *>(QStringLiteral("addAllButton"));

        // Text in a line's field that is no quantity refuses the add, with the hint.
        auto *field = qobject_cast<ui::QuantityEdit *>(
            page->itemsView()->indexWidget(items.index(target, models::ListItemsModel::QuantityColumn)));
        QVERIFY(field);
        type(field, QStringLiteral("1,5"));
        QTest::mouseClick(addAll, Qt::LeftButton);
        QVERIFY(page->banner()->isShown());
        QVERIFY2(page->banner()->text().contains(ui::QuantityEdit::tr("Whole packs only.")), qPrintable(page->banner()->text()));
        QVERIFY(!fx->sync.isBusy());
        type(field, QStringLiteral("30"));
        QCOMPARE(items.quantityAt(target), Decimal::fromInt(30));

        // Cancelled through the seam: nothing sent.
        ui::LargeAddGuard::setNextAnswer(ui::LargeAddGuard::Answer::Cancel);
        QTest::mouseClick(addAll, Qt::LeftButton);
        QVERIFY(!fx->sync.isBusy());
        QVERIFY(!w->findChild<QMessageBox *>(QStringLiteral("largeAddGuard")));

        // The real question, confirmed with Enter: sent once.
        QTest::mouseClick(addAll, Qt::LeftButton);
        QPointer<QMessageBox> box;
        QTRY_VERIFY((box = w->findChild<QMessageBox *>(QStringLiteral("largeAddGuard"))) && box->isVisible());
        QVERIFY2(box->text().contains(QStringLiteral("30 × ")), qPrintable(box->text()));
        QVERIFY(!fx->sync.isBusy());
        QTest::keyClick(keyTarget(box), Qt::Key_Return);
        QTRY_VERIFY(!box);
        QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy() && !fx->sync.isBusy(), kNet);
        QCOMPARE(page->resultText(bundle), models::describeAdd(values::AddState::Confirmed, {}).text);
        QCOMPARE(fx->server()->addItemRequestCount(), requests + 1);
        QCOMPARE(serverQuantity(fx->client, bundle), before + Decimal::fromInt(30));
    }
};

QTEST_MAIN(TestQuantityEntry)
#include "tst_quantityentry.moc"
