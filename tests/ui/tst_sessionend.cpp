// What is left when a session ends: nothing of the customer on screen after the renewal was
// refused (and the sign-in asks again, saying why), no image of the session on disk after
// logout; and server words are shown as text, never as markup.

#include "app/demo/DemoServer.h"
#include "tests/common/FakeHttpServer.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/Banner.h"
#include "ui/BasketPage.h"
#include "ui/LoginDialog.h"
#include "ui/MainWindow.h"
#include "ui/SignInFlow.h"
#include "ui/WindowMenus.h"
#include "ui/Theme.h"

#include <QApplication>
#include <QAction>
#include <QBuffer>
#include <QComboBox>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkDiskCache>
#include <QSettings>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;

namespace {
constexpr int kNet = 20000;

QByteArray pngBytes()
{
    QImage image(16, 16, QImage::Format_RGB32);
    image.fill(Qt::darkGreen);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return buffer.data();
}
} // namespace

class TestSessionEnd : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    void signIn()
    {
        fx->session.login(fx->demoCredentials());
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedIn, kNet);
        fx->session.selectAddress(0);
        QCOMPARE(fx->session.currentAddressIndex(), 0);
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
        fx = std::make_unique<test::UiFixture>();
        demo::DemoOptions options;
        options.prefillDemoBasket = true;
        QVERIFY(fx->startServer(options));
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }

    void cleanup()
    {
        w.reset();
        fx.reset();
    }

    void lostSessionClearsTheCustomer()
    {
        signIn();
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.lineCount() > 0, kNet);
        w->startSearch(QStringLiteral("coffee"));
        QTRY_VERIFY_WITH_TIMEOUT(fx->search.rowCount() > 0, kNet);
        QTRY_VERIFY_WITH_TIMEOUT(fx->lists.rowCount() > 0, kNet);
        const QString customer = fx->session.customerName();
        QVERIFY(!customer.isEmpty());
        QVERIFY(w->windowTitle().contains(customer));

        // The re-login was refused: the client says the authentication is lost for good.
        emit fx->client.authenticationLost();

        QCOMPARE(fx->session.state(), auth::Session::State::LoggedOut);
        QCOMPARE(fx->basket.lineCount(), 0);
        QVERIFY(!fx->basket.hasBasket());
        QCOMPARE(fx->search.rowCount(), 0);
        QCOMPARE(fx->lists.rowCount(), 0);
        QVERIFY(w->searchField()->text().isEmpty());
        QVERIFY(!w->windowTitle().contains(customer));
        QVERIFY(!w->addressBox()->isVisible());
        // The sign-in is shown again, with the reason.
        ui::LoginDialog *login = w->signIn()->loginDialog();
        QVERIFY(login);
        QTRY_VERIFY(login->isVisible());
        QCOMPARE(login->step(), ui::LoginDialog::Step::Credentials);
        auto *banner = login->findChild<ui::Banner *>(QStringLiteral("loginBanner"));
        QVERIFY(banner->isShown());
        QCOMPARE(banner->text(), ui::MainWindow::tr("Your session has ended and could not be renewed. Please sign in again."));
    }

    // Images may live on another host; the disk cache of the session's images goes at logout.
    void logoutClearsTheImageCache()
    {
        QTemporaryDir cacheDir;
        QVERIFY(cacheDir.isValid());
        auto *disk = new QNetworkDiskCache(&fx->imageNam);
        disk->setCacheDirectory(cacheDir.path());
        fx->imageNam.setCache(disk);
        test::FakeHttpServer images;
        QVERIFY(images.listen());
        const QByteArray png = pngBytes();
        images.setHandler([png](const test::FakeRequest &, QTcpSocket *socket) {
            test::FakeHttpServer::reply(socket, 200, png, "image/png", {{"Cache-Control", "max-age=3600"}});
        });
        const QUrl url = images.url().resolved(QUrl(QStringLiteral("/media/a.png")));

        signIn();
        fx->images.thumbnail(url);
        QTRY_VERIFY_WITH_TIMEOUT(fx->images.isCached(url), kNet);
        QVERIFY(disk->metaData(url).isValid()); // on disk
        QCOMPARE(images.count("GET"), 1);

        w->menus()->logoutAction()->trigger();
        QCOMPARE(fx->session.state(), auth::Session::State::LoggedOut);
        QVERIFY(!fx->images.isCached(url));
        QVERIFY(!disk->metaData(url).isValid());
        // Asked again, it comes from the server, not from a left-over copy.
        fx->images.thumbnail(url);
        QTRY_VERIFY_WITH_TIMEOUT(fx->images.isCached(url), kNet);
        QCOMPARE(images.count("GET"), 2);
    }

    // The server's message reaches a banner: it is shown as the characters it is.
    void serverMessageIsPlainText()
    {
        test::FakeHttpServer api;
        QVERIFY(api.listen());
        const QString hostile = QStringLiteral("<b>x</b><img src=\"%1/track.png\">")
                                    .arg(api.url().toString());
        api.setHandler([hostile](const test::FakeRequest &request, QTcpSocket *socket) {
            if (request.path().endsWith(QLatin1String("track.png"))) {
                test::FakeHttpServer::reply(socket, 200, pngBytes(), "image/png");
                return;
            }
            const QJsonObject error{{QStringLiteral("status"), 400},
                                    {QStringLiteral("code"), QStringLiteral("invalid_parameter")},
                                    {QStringLiteral("message"), hostile}};
            test::FakeHttpServer::reply(socket, 400,
                                        QJsonDocument(QJsonObject{{QStringLiteral("error"), error}}).toJson());
        });
        api::ApiConfig config = fx->client.config();
        config.baseUrl = api.url();
        fx->client.setConfig(config);
        values::ShopContext context;
        context.customerId = QStringLiteral("1");
        context.storeId = QStringLiteral("1");
        context.country = QStringLiteral("DE");
        fx->client.setContext(context);

        w->showPage<ui::BasketPage>();
        fx->basket.refresh();
        auto *banner = w->page<ui::BasketPage>()->findChild<ui::Banner *>(QStringLiteral("basketBanner"));
        QVERIFY(banner);
        QTRY_VERIFY_WITH_TIMEOUT(banner->isShown(), kNet);
        auto *label = banner->findChild<QLabel *>(QStringLiteral("bannerText"));
        QVERIFY(label);
        QCOMPARE(label->textFormat(), Qt::PlainText);
        QVERIFY2(label->text().contains(hostile), qPrintable(label->text()));
        QCOMPARE(api.count("GET", QStringLiteral("track.png")), 0);
    }
};

QTEST_MAIN(TestSessionEnd)
#include "tst_sessionend.moc"
