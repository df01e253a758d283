// Renders every view offscreen against the embedded backend and saves PNGs, for checks by eye:
//   ui_screens OUTDIR [light|dark] [WxH] [query] [locale]
// Not a test: a tool for developers (see tests/ui/README in the report).

#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/BasketPage.h"
#include "ui/ListsPage.h"
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/QuickOrderPage.h"
#include "ui/SignInFlow.h"
#include "ui/CataloguePage.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QDir>
#include <QPushButton>
#include <QListView>
#include <QScrollBar>
#include <QTest>
#include <cstdio>

using namespace webshop;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    test::isolateTestEnvironment();
    const QStringList args = app.arguments();
    const QString out = args.value(1, QStringLiteral("/tmp/shots"));
    const bool dark = args.value(2) == QLatin1String("dark");
    const QStringList size = args.value(3, QStringLiteral("1440x900")).split(u'x');
    const QString query = args.value(4, QStringLiteral("kaffee"));
    const QString localeName = args.value(5, QStringLiteral("en_GB"));
    QLocale::setDefault(QLocale(localeName));
    QDir().mkpath(out);
    ui::Theme::apply(dark ? ui::Theme::Mode::Dark : ui::Theme::Mode::Light);
    const QString suffix = QStringLiteral("-%1-%2").arg(dark ? QStringLiteral("dark") : QStringLiteral("light"),
                                                      args.value(3, QStringLiteral("1440x900")));

    test::UiFixture fx;
    fx.prices.setLocale(QLocale(localeName));
    demo::DemoOptions options;
    options.prefillDemoBasket = true;
    if (!fx.startServer(options)) {
        std::fprintf(stderr, "server did not start\n");
        return 1;
    }
    ui::MainWindow w(fx.services());
    // Until the window is idle (the view named in the message if it is not).
    const auto settle = [&w](const char *view) {
        const test::Awaited idle = test::waitUntil([&w] { return !w.isBusy(); },
                                                   QString::fromLatin1(view) + QStringLiteral(" to be idle"), test::kScenarioMs);
        if (!idle)
            std::fprintf(stderr, "%s\n", idle.message());
    };
    w.resize(size.value(0).toInt(), size.value(1).toInt());
    w.show();
    ui::LoginDialog *login = w.signIn()->openLogin(false);
    QTest::qWait(100);
    login->grab().save(out + QStringLiteral("/login") + suffix + QStringLiteral(".png"));
    QTest::mouseClick(login->findChild<QWidget *>(QStringLiteral("loginButton")), Qt::LeftButton);
    if (const test::Awaited loggedIn = test::waitUntil([&] { return login->step() == ui::LoginDialog::Step::ChooseAddress || !login->isVisible(); },
                                                       QStringLiteral("the login"), test::kScenarioMs);
        !loggedIn) {
        std::fprintf(stderr, "%s\n", loggedIn.message());
        return 1;
    }
    QTest::qWait(50);
    if (login->isVisible()) {
        login->grab().save(out + QStringLiteral("/address") + suffix + QStringLiteral(".png"));
        login->findChild<QWidget *>(QStringLiteral("addressButton"))->setFocus();
        QTest::keyClick(login->findChild<QWidget *>(QStringLiteral("addressButton")), Qt::Key_Space);
    }
    settle("the empty search page");
    w.grab().save(out + QStringLiteral("/empty-search") + suffix + QStringLiteral(".png"));
    w.startSearch(query);
    QTest::qWait(50);
    w.grab().save(out + QStringLiteral("/search-loading") + suffix + QStringLiteral(".png"));
    settle("the search");
    QTest::qWait(50);
    w.grab().save(out + QStringLiteral("/search") + suffix + QStringLiteral(".png"));
    {
        QListView *v = w.page<ui::CataloguePage>()->resultsView();
        std::printf("viewport %d grid %dx%d item0 %d,%d item2 %d,%d\n", v->viewport()->width(), v->gridSize().width(),
                    v->gridSize().height(), v->visualRect(v->model()->index(0, 0)).x(), v->visualRect(v->model()->index(0, 0)).y(),
                    v->visualRect(v->model()->index(2, 0)).x(), v->visualRect(v->model()->index(2, 0)).y());
    }
    w.page<ui::CataloguePage>()->setViewMode(ui::CataloguePage::ViewMode::List);
    settle("the search list");
    QTest::qWait(50);
    w.grab().save(out + QStringLiteral("/search-list") + suffix + QStringLiteral(".png"));
    w.page<ui::CataloguePage>()->setViewMode(ui::CataloguePage::ViewMode::Grid);
    w.showPage<ui::BasketPage>();
    settle("the basket page");
    QTest::qWait(50);
    w.grab().save(out + QStringLiteral("/basket") + suffix + QStringLiteral(".png"));
    w.showPage<ui::ListsPage>();
    QTest::qWait(50);
    settle("the lists page");
    QTest::qWait(50);
    w.grab().save(out + QStringLiteral("/lists") + suffix + QStringLiteral(".png"));
    w.showPage<ui::QuickOrderPage>();
    settle("the quick order page");
    w.grab().save(out + QStringLiteral("/quickorder") + suffix + QStringLiteral(".png"));
    w.startSearch(QStringLiteral("zzzzqqq"));
    settle("the empty result");
    w.grab().save(out + QStringLiteral("/noresults") + suffix + QStringLiteral(".png"));
    w.openPreferences();
    QTest::qWait(100);
    if (QWidget *prefs = QApplication::activeModalWidget())
        prefs->grab().save(out + QStringLiteral("/preferences") + suffix + QStringLiteral(".png"));
    std::printf("saved to %s\n", qPrintable(out));
    return 0;
}
