#include "tests/common/TestEnv.h"
#include "ui/AboutDialog.h"
#include "ui/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QMenuBar>
#include <QPainter>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>

using namespace webshop::ui;

class TestSmoke : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

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
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.menuBar()->actions().size() >= 4);
        QVERIFY(w.statusBar()->isVisible());
        QVERIFY(w.findChild<QToolBar *>(QStringLiteral("mainToolbar")));
        QCOMPARE(w.findAction()->shortcut(), QKeySequence(QKeySequence::Find));
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(w.currentPage(), MainWindow::Page::Basket);
        QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(w.currentPage(), MainWindow::Page::Lists);
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
