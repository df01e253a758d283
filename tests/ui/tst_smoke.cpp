#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/AboutDialog.h"
#include "ui/MainWindow.h"
#include "ui/BasketPage.h"
#include "ui/CataloguePage.h"
#include "ui/ListsPage.h"
#include "ui/WindowMenus.h"
#include "ui/Icons.h"
#include "ui/Theme.h"

#include <QAction>
#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPainter>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>

using namespace webshop;
using namespace webshop::ui;

class TestSmoke : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        Theme::apply(Theme::Mode::Light);
    }

    void realFontAvailable()
    {
        // With no fonts Qt silently draws empty boxes: the family must resolve to a real file.
        const QFontInfo info(qApp->font());
        QVERIFY(!info.family().isEmpty());
        QVERIFY(!QFontDatabase::families(QFontDatabase::Latin).isEmpty());
        // A real glyph renders ink: draw text and count non-background pixels.
        QImage img(200, 40, QImage::Format_RGB32);
        img.fill(Qt::white);
        QPainter p(&img);
        p.setPen(Qt::black);
        p.setFont(qApp->font());
        p.drawText(img.rect(), Qt::AlignCenter, QStringLiteral("Käse 1.234,56 €"));
        p.end();
        int ink = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x)
                ink += qGray(img.pixel(x, y)) < 128;
        QVERIFY2(ink > 50, qPrintable(QStringLiteral("only %1 dark pixels").arg(ink)));
    }

    void windowShell()
    {
        webshop::test::UiFixture fx;
        MainWindow w(fx.services());
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.menuBar()->actions().size() >= 4);
        QVERIFY(w.statusBar()->isVisible());
        QVERIFY(w.findChild<QToolBar *>(QStringLiteral("mainToolbar")));
        QCOMPARE(w.menus()->findAction()->shortcut(), QKeySequence(QKeySequence::Find));
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QVERIFY(w.isShowing<ui::BasketPage>());
        QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
        QVERIFY(w.isShowing<ui::ListsPage>());
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
        QVERIFY(w.isShowing<ui::CataloguePage>());
        // Find puts the cursor into the search field.
        w.menus()->findAction()->trigger();
        QTRY_VERIFY(w.searchField()->hasFocus());
        // Logged out: nothing is busy, the status says so.
        QTRY_VERIFY(!w.isBusy());
        auto *status = w.findChild<QLabel *>(QStringLiteral("connectionStatus"));
        QVERIFY(status);
        QCOMPARE(status->text(), MainWindow::tr("Not signed in"));
    }

    void iconsAreTinted()
    {
        // The SVG icons are embedded and take the palette's colour (so dark mode works).
        QVERIFY(Icons::exists(QStringLiteral("search")));
        const QImage light = Icons::pixmap(QStringLiteral("search"), 24, Qt::black, 1.0).toImage();
        const QImage red =
            Icons::pixmap(QStringLiteral("search"), 24, QColor(255, 0, 0), 1.0).toImage().convertToFormat(QImage::Format_ARGB32);
        int ink = 0, redInk = 0;
        for (int y = 0; y < 24; ++y)
            for (int x = 0; x < 24; ++x) {
                ink += qAlpha(light.pixel(x, y)) > 128;
                const QRgb p = red.pixel(x, y);
                redInk += qAlpha(p) > 128 && qRed(p) > 200 && qGreen(p) < 60;
            }
        QVERIFY2(ink > 20, "icon rendered no pixels");
        QCOMPARE(redInk, ink);
        // HiDPI: a 2x pixmap has twice the pixels.
        QCOMPARE(Icons::pixmap(QStringLiteral("search"), 24, Qt::black, 2.0).width(), 48);
    }

    void darkPaletteContrast()
    {
        Theme::apply(Theme::Mode::Dark);
        QVERIFY(Theme::isDark());
        const QPalette pal = QApplication::palette();
        QVERIFY(pal.color(QPalette::Window).lightness() < 60);
        QVERIFY(pal.color(QPalette::Text).lightness() > 200);
        Theme::apply(Theme::Mode::Light);
        QVERIFY(!Theme::isDark());
    }

    void aboutShowsVersions()
    {
        const QString text = AboutDialog::versionText();
        QVERIFY(text.contains(QStringLiteral(WEBSHOP_TEST_VERSION)));
        QVERIFY(text.contains(QString::fromLatin1(qVersion())));
        QVERIFY(text.contains(QStringLiteral("QtKeychain 0.")));
    }
};

QTEST_MAIN(TestSmoke)
#include "tst_smoke.moc"
