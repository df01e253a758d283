// What start-up and scrolling skip: pages built on first show (LazyPage), work deferred to
// after a window's first frame (FirstPaint), and the visible-picture scan of a long list,
// which looks at the visible rows only (VisibleImages).

#include "models/ImageCache.h"
#include "tests/common/TestEnv.h"
#include "ui/FirstPaint.h"
#include "ui/LazyPage.h"
#include "ui/VisibleImages.h"

#include <QLabel>
#include <QListView>
#include <QScrollBar>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QTest>

using namespace webshop;
using namespace webshop::ui;

namespace {
constexpr int kUrlRole = Qt::UserRole + 1;
}

class TestLazyUi : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void pageIsBuiltWhenFirstShown()
    {
        QStackedWidget stack;
        stack.addWidget(new QLabel(QStringLiteral("first")));
        int built = 0;
        auto *holder = new LazyPage([&built](QWidget *parent) {
            ++built;
            return new QLabel(QStringLiteral("second"), parent);
        });
        stack.addWidget(holder);
        stack.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stack));
        QCOMPARE(built, 0); // off screen: not built
        QVERIFY(!holder->isBuilt());
        QVERIFY(!holder->builtPage<QLabel>());
        stack.setCurrentIndex(1);
        QCOMPARE(built, 1);
        QVERIFY(holder->content()->isVisible()); // built while shown, and shown too
        QCOMPARE(holder->content()->geometry(), holder->rect()); // and laid out at once
        QCOMPARE(holder->page<QLabel>()->text(), QStringLiteral("second"));
        stack.setCurrentIndex(0);
        stack.setCurrentIndex(1);
        QCOMPARE(built, 1); // once
    }

    void pageIsBuiltWhenAskedFor()
    {
        QStackedWidget stack;
        stack.addWidget(new QLabel(QStringLiteral("first")));
        auto *holder = new LazyPage([](QWidget *parent) { return new QLabel(QStringLiteral("second"), parent); });
        stack.addWidget(holder);
        QCOMPARE(holder->page<QLabel>()->parentWidget(), holder); // asked for before any show
        QVERIFY(holder->isBuilt());
        stack.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stack));
        stack.setCurrentIndex(1);
        QVERIFY(holder->content()->isVisible());
    }

    void workWaitsForTheFirstFrame()
    {
        QWidget window;
        window.resize(200, 100);
        FirstPaint firstPaint(&window);
        int ran = 0;
        firstPaint.then([&ran] { ++ran; });
        QCOMPARE(ran, 0);
        window.show();
        QTRY_COMPARE(ran, 1);
        QVERIFY(firstPaint.hasPainted());
        firstPaint.then([&ran] { ++ran; });
        QCOMPARE(ran, 2); // after the first frame: at once
    }

    void workRunsWithoutAFrameToo()
    {
        QWidget window; // never shown
        FirstPaint firstPaint(&window);
        bool ran = false;
        firstPaint.then([&ran] { ran = true; });
        QTRY_VERIFY(ran);
    }

    void longListLooksAtVisibleRowsOnly_data()
    {
        QTest::addColumn<QListView::ViewMode>("mode");
        QTest::newRow("list") << QListView::ListMode;
        QTest::newRow("grid") << QListView::IconMode;
    }

    void longListLooksAtVisibleRowsOnly()
    {
        QFETCH(QListView::ViewMode, mode);
        models::ImageCache images;
        QStandardItemModel model;
        const int rows = 20000;
        for (int row = 0; row < rows; ++row)
            model.appendRow(new QStandardItem(QStringLiteral("row %1").arg(row)));
        QListView view;
        view.setViewMode(mode);
        view.setUniformItemSizes(true);
        view.setMovement(QListView::Static);
        view.setResizeMode(QListView::Adjust);
        view.setGridSize(mode == QListView::IconMode ? QSize(60, 40) : QSize());
        view.setModel(&model);
        view.resize(300, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // A picture far down, then scrolled to it: only then is it a visible one.
        const int far = rows - 7;
        model.setData(model.index(far, 0), QUrl(QStringLiteral("http://127.0.0.1:9/far.png")), kUrlRole);
        QVERIFY(!VisibleImages::loading(&view, &images, kUrlRole));
        view.scrollTo(model.index(far, 0));
        QTRY_VERIFY(view.visualRect(model.index(far, 0)).intersects(view.viewport()->rect()));
        QVERIFY(VisibleImages::loading(&view, &images, kUrlRole));
        // Its neighbours in the middle of the list count the same way.
        view.scrollTo(model.index(rows / 2, 0));
        QTRY_VERIFY(!view.visualRect(model.index(far, 0)).intersects(view.viewport()->rect()));
        QVERIFY(!VisibleImages::loading(&view, &images, kUrlRole));
        model.setData(model.index(rows / 2, 0), QUrl(QStringLiteral("http://127.0.0.1:9/mid.png")), kUrlRole);
        QVERIFY(VisibleImages::loading(&view, &images, kUrlRole));
    }
};

QTEST_MAIN(TestLazyUi)
#include "tst_lazyui.moc"
