// Language and theme chosen in Preferences apply at once to the open app: the window comes
// back in the new language and palette, with the same page and search, still signed in, and
// the articles reload in the new language. A new server offers to sign in again right away.

#include "app/shell/AppController.h"
#include "models/SearchResultsModel.h"
#include "tests/common/TestEnv.h"
#include "ui/Banner.h"
#include "ui/CataloguePage.h"
#include "ui/MainWindow.h"
#include "ui/WindowMenus.h"
#include "ui/SettingsDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QPointer>
#include <QRadioButton>
#include <QSettings>
#include <QTest>

using namespace webshop;

namespace {
constexpr int kNet = 30000;

ui::MainWindow *mainWindow()
{
    const auto widgets = QApplication::topLevelWidgets();
    for (QWidget *w : widgets)
        if (auto *window = qobject_cast<ui::MainWindow *>(w); window && !window->testAttribute(Qt::WA_WState_Hidden))
            return window;
    return nullptr;
}

QString firstResultName(ui::MainWindow *w)
{
    QAbstractItemModel *model = w->page<ui::CataloguePage>()->resultsView()->model();
    return model->rowCount() > 0 ? model->index(0, 0).data(Qt::DisplayRole).toString() : QString();
}

ui::SettingsDialog *openPreferences(ui::MainWindow *w)
{
    w->openPreferences();
    return w->findChild<ui::SettingsDialog *>();
}
} // namespace

class TestLiveSettings : public QObject
{
    Q_OBJECT

    std::unique_ptr<shell::AppController> m_app;

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QApplication::setQuitOnLastWindowClosed(false);
    }

    void init()
    {
        QSettings().clear();
        shell::AppOptions o;
        o.demo = true;
        o.locale = QStringLiteral("en-GB");
        o.search = QStringLiteral("gouda");
        m_app = std::make_unique<shell::AppController>(o);
        QVERIFY(m_app->start());
        QTRY_VERIFY_WITH_TIMEOUT(mainWindow() && firstResultName(mainWindow()).contains(QLatin1String("young")), kNet);
    }

    void cleanup() { m_app.reset(); }

    void languageAppliesAtOnce()
    {
        QPointer<ui::MainWindow> before = mainWindow();
        QCOMPARE(before->menuBar()->actions().constFirst()->text(), QStringLiteral("&File"));
        ui::SettingsDialog *dialog = openPreferences(before);
        QVERIFY(dialog);
        auto *language = dialog->findChild<QComboBox *>(QStringLiteral("language"));
        language->setCurrentIndex(language->findData(QStringLiteral("de-DE")));
        QTest::keyClick(dialog, Qt::Key_Return); // OK
        QTRY_VERIFY_WITH_TIMEOUT(before.isNull(), kNet); // replaced, not restarted
        ui::MainWindow *after = mainWindow();
        QVERIFY(after);
        QCOMPARE(after->menuBar()->actions().constFirst()->text(), QStringLiteral("&Datei"));
        QCOMPARE(after->searchField()->text(), QStringLiteral("gouda"));
        QVERIFY(after->isShowing<ui::CataloguePage>());
        QVERIFY(after->menus()->logoutAction()->isEnabled()); // still signed in
        // The same search, reloaded: the names are German now.
        QTRY_VERIFY_WITH_TIMEOUT(firstResultName(after).contains(QLatin1String("jung")), kNet);
        QCOMPARE(QLocale().language(), QLocale::German);
    }

    void themeAppliesAtOnce()
    {
        QPointer<ui::MainWindow> before = mainWindow();
        const int lightness = QApplication::palette().color(QPalette::Window).lightness();
        ui::SettingsDialog *dialog = openPreferences(before);
        auto *theme = dialog->findChild<QComboBox *>(QStringLiteral("theme"));
        theme->setCurrentIndex(theme->findData(lightness > 128 ? QStringLiteral("dark") : QStringLiteral("light")));
        static_cast<QDialog *>(dialog)->accept();
        QTRY_VERIFY_WITH_TIMEOUT(before.isNull(), kNet);
        const int now = QApplication::palette().color(QPalette::Window).lightness();
        QVERIFY2((lightness > 128) != (now > 128), qPrintable(QStringLiteral("%1 -> %2").arg(lightness).arg(now)));
        QVERIFY(mainWindow());
    }

    void nothingChangedKeepsTheWindow()
    {
        QPointer<ui::MainWindow> before = mainWindow();
        static_cast<QDialog *>(openPreferences(before))->accept();
        // A renewal would be queued for the next event loop turn: run what is queued.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!before.isNull());
    }

    void newServerOffersToSignInAgain()
    {
        ui::MainWindow *w = mainWindow();
        ui::SettingsDialog *dialog = openPreferences(w);
        dialog->findChild<QRadioButton *>(QStringLiteral("companyServer"))->setChecked(true);
        dialog->findChild<QLineEdit *>(QStringLiteral("settingsServerUrl"))->setText(QStringLiteral("https://shop.example.com"));
        static_cast<QDialog *>(dialog)->accept();
        QVERIFY(w->banner()->isShown());
        QVERIFY(w->banner()->text().contains(QLatin1String("next sign-in")));
        QVERIFY(w->menus()->logoutAction()->isEnabled()); // offered, not forced
    }
};

QTEST_MAIN(TestLiveSettings)
#include "tst_livesettings.moc"
