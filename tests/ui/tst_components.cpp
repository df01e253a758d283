// The small components every page is built from: the busy check, the visible-picture scan,
// the page header and the muted text colour.

#include "models/ImageCache.h"
#include "tests/common/TestEnv.h"
#include "ui/BusyTracker.h"
#include "ui/PageHeader.h"
#include "ui/Theme.h"
#include "ui/VisibleImages.h"

#include <QApplication>
#include <QLabel>
#include <QListView>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace webshop;
using namespace webshop::ui;

namespace {
constexpr int kUrlRole = Qt::UserRole + 1;

// Lets every zero-interval timer queued so far run: a later check would have run by then.
void drainZeroTimers()
{
    bool reached = false;
    QTimer::singleShot(0, [&reached] { reached = true; });
    QTRY_VERIFY(reached);
}
} // namespace

class TestComponents : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        Theme::apply(Theme::Mode::Light);
    }

    void busyTrackerChecksOnceForManySchedules()
    {
        int asked = 0;
        bool busy = true;
        BusyTracker tracker([&] { ++asked; return busy; }, this);
        QSignalSpy checked(&tracker, &BusyTracker::checked);
        QSignalSpy changed(&tracker, &BusyTracker::busyChanged);
        tracker.schedule();
        tracker.schedule();
        tracker.schedule();
        QCOMPARE(asked, 0); // not before the event loop is back
        QTRY_COMPARE(checked.count(), 1);
        drainZeroTimers();
        QCOMPARE(asked, 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toBool(), true);
        QVERIFY(tracker.isBusy());
    }

    void busyTrackerReportsOnlyChanges()
    {
        bool busy = true;
        BusyTracker tracker([&] { return busy; }, this);
        QSignalSpy checked(&tracker, &BusyTracker::checked);
        QSignalSpy changed(&tracker, &BusyTracker::busyChanged);
        tracker.schedule();
        QTRY_COMPARE(checked.count(), 1);
        tracker.schedule(); // the same answer: checked, not changed
        QTRY_COMPARE(checked.count(), 2);
        QCOMPARE(changed.count(), 1);
        busy = false;
        tracker.schedule();
        QTRY_COMPARE(changed.count(), 2);
        QCOMPARE(changed.at(1).at(0).toBool(), false);
        QCOMPARE(checked.at(2).at(0).toBool(), false);
        QVERIFY(!tracker.isBusy());
    }

    void pendingImage()
    {
        models::ImageCache images;
        const QUrl url(QStringLiteral("http://127.0.0.1:9/nothing.png"));
        QVERIFY(VisibleImages::pending(&images, url)); // not asked for yet: it will load when painted
        QVERIFY(!VisibleImages::pending(&images, QUrl()));
        QVERIFY(!VisibleImages::pending(nullptr, url));
    }

    // A picture that is not there (none, not loaded, or failed: offline, say) is painted as
    // the "no picture" mark: the cache's grey stand-in is never taken for the picture.
    void missingPictureIsNotTheStandIn()
    {
        models::ImageCache images;
        const QUrl url(QStringLiteral("http://127.0.0.1:9/nothing.png")); // nothing listens on port 9
        QSignalSpy failed(&images, &models::ImageCache::imageFailed);
        const QPixmap standIn = images.thumbnail(url);
        QVERIFY(!standIn.isNull());
        QVERIFY(VisibleImages::picture(&images, url, standIn).isNull()); // loading
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20000);
        QVERIFY(images.hasFailed(url));
        QVERIFY(VisibleImages::picture(&images, url, images.thumbnail(url)).isNull()); // failed
        QVERIFY(VisibleImages::picture(&images, QUrl(), images.thumbnail(QUrl())).isNull()); // none
        QVERIFY(!VisibleImages::picture(nullptr, url, standIn).isNull()); // no cache: as given
    }

    void onlyVisibleRowsCount()
    {
        models::ImageCache images;
        QStandardItemModel model;
        for (int row = 0; row < 200; ++row)
            model.appendRow(new QStandardItem(QStringLiteral("row %1").arg(row)));
        QListView view;
        view.setModel(&model);
        view.resize(200, 120);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QModelIndex last = model.index(199, 0);
        QVERIFY(!view.visualRect(last).intersects(view.viewport()->rect()));

        model.setData(last, QUrl(QStringLiteral("http://127.0.0.1:9/last.png")), kUrlRole);
        QVERIFY(!VisibleImages::loading(&view, &images, kUrlRole)); // scrolled out of sight
        QVERIFY(!VisibleImages::loading(&view, nullptr, kUrlRole));

        model.setData(model.index(0, 0), QUrl(QStringLiteral("http://127.0.0.1:9/first.png")), kUrlRole);
        QVERIFY(VisibleImages::loading(&view, &images, kUrlRole));
        QVERIFY(!VisibleImages::loading(&view, nullptr, kUrlRole));

        model.setData(model.index(0, 0), QVariant(), kUrlRole);
        QVERIFY(!VisibleImages::loading(&view, &images, kUrlRole));
        int asked = 0;
        const auto secondRowBusy = [&asked](const QModelIndex &index) {
            ++asked;
            return index.row() == 1;
        };
        QVERIFY(VisibleImages::loading(&view, &images, kUrlRole, 0, secondRowBusy));
        QCOMPARE(asked, 2); // stops at the first busy row
    }

    void pageHeader()
    {
        QWidget page;
        page.resize(600, 100);
        PageHeader header(12, &page);
        header.setTitle(QStringLiteral("Basket"));
        header.setSubtitle(QStringLiteral("3 lines"));
        auto *button = new QToolButton(&header);
        button->setText(QStringLiteral("Refresh"));
        header.addTrailing(button);
        header.resize(600, header.sizeHint().height());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(header.title()->text(), QStringLiteral("Basket"));
        QCOMPARE(header.subtitle()->text(), QStringLiteral("3 lines"));
        QVERIFY(header.title()->font().pointSizeF() > page.font().pointSizeF());
        QCOMPARE(header.subtitle()->palette().color(QPalette::WindowText), Theme::muted());
        QCOMPARE(button->parentWidget(), &header);
        // The titles take the width; the button sits at the right, 12 px after them.
        QCOMPARE(button->geometry().right(), header.width() - 1);
        QCOMPARE(button->geometry().left() - header.title()->geometry().right() - 1, 12);
    }

    void textColours()
    {
        QLabel label(QStringLiteral("hint"));
        Theme::setMuted(&label);
        QCOMPARE(label.palette().color(QPalette::WindowText), Theme::muted());
        Theme::setTextColor(&label, Theme::error());
        QCOMPARE(label.palette().color(QPalette::WindowText), Theme::error());
        // Only the text colour is set: the rest still follows the application palette.
        QCOMPARE(label.palette().color(QPalette::Window), QApplication::palette().color(QPalette::Window));
    }
};

QTEST_MAIN(TestComponents)
#include "tst_components.moc"
