// What a screen reader is told about the controls that choose: the page switchers (Search,
// Lists, Quick order, the basket) are page tabs, "selected" while their page shows, not check
// boxes ("check box, checked" for the page on screen); Net | Gross and cards | list are radio
// buttons in a group. Checked through QAccessible, and, with the xcb platform under Xvfb with
// an accessibility bus (ctest's tst_accessibility_atspi, tests/run-with-atspi.sh), over real
// AT-SPI: the role and state names an AT-SPI client such as Orca reads.
// Also: the page switchers keep their words and width as pages change ("Quick order", not the
// menu's "Quick Order", which shifted the bar by 2 px).

#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/CataloguePage.h"
#include "ui/MainWindow.h"
#include "ui/ListsPage.h"
#include "ui/Theme.h"
#include "ui/ToolbarWidgets.h"

#include <QAccessible>
#include <QApplication>
#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QTest>
#include <QToolButton>

using namespace webshop;

namespace {

QAccessibleInterface *iface(QWidget *w)
{
    return QAccessible::queryAccessibleInterface(w);
}

// AT-SPI's state bits (atspi-constants.h, AtspiStateType).
constexpr int kStateChecked = 4;
constexpr int kStateSelectable = 22;
constexpr int kStateSelected = 23;

// A call on the accessibility bus, answered while the event loop runs (the bridge that
// answers lives in this very process).
QDBusMessage callAndWait(QDBusConnection &bus, const QDBusMessage &call)
{
    QDBusPendingCallWatcher watcher(bus.asyncCall(call, 10000));
    if (!QTest::qWaitFor([&watcher] { return watcher.isFinished(); }, 12000))
        return {};
    return watcher.reply();
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<ui::MainWindow> w;

    QToolButton *nav(const char *name) const { return w->findChild<QToolButton *>(QString::fromLatin1(name)); }
    QList<QAbstractButton *> pageButtons() const
    {
        return {nav("navSearch"), w->findChild<ui::BasketButton *>(QStringLiteral("basketButton")), nav("navLists"),
                nav("navQuickorder")};
    }
    QList<QAbstractButton *> radioButtons() const
    {
        QList<QAbstractButton *> out{w->priceModeSwitch()->netButton(), w->priceModeSwitch()->grossButton()};
        out << w->page<ui::CataloguePage>()->findChild<QToolButton *>(QStringLiteral("gridButton"))
            << w->page<ui::CataloguePage>()->findChild<QToolButton *>(QStringLiteral("listButton"));
        return out;
    }

    void showWindow()
    {
        fx = std::make_unique<test::UiFixture>();
        w = std::make_unique<ui::MainWindow>(fx->services());
        w->resize(1440, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        for (QAbstractButton *b : pageButtons() + radioButtons())
            QVERIFY(b);
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QApplication::setQuitOnLastWindowClosed(false);
        ui::Theme::apply(ui::Theme::Mode::Light);
    }

    void cleanup()
    {
        w.reset();
        fx.reset();
    }

    void pageSwitchersArePageTabs()
    {
        showWindow();
        for (int page : {0, 1, 2, 3, 0}) { // search, basket, lists, quick order: the buttons' order
            w->pages()->showPage(page);
            const QList<QAbstractButton *> buttons = pageButtons();
            for (int i = 0; i < buttons.size(); ++i) {
                QAccessibleInterface *a = iface(buttons.at(i));
                QVERIFY(a);
                const QString what = buttons.at(i)->objectName();
                QVERIFY2(a->role() == QAccessible::PageTab, qPrintable(what));
                QVERIFY2(a->state().selectable, qPrintable(what));
                QCOMPARE(a->state().selected, i == page);
                QVERIFY2(!a->state().checkable && !a->state().checked, qPrintable(what)); // not a check box
                QVERIFY2(!a->text(QAccessible::Name).isEmpty() && !a->text(QAccessible::Name).contains(u'&'),
                         qPrintable(what));
                QVERIFY(a->actionInterface());
                QVERIFY(a->actionInterface()->actionNames().contains(QAccessibleActionInterface::pressAction()));
            }
        }
        QCOMPARE(iface(nav("navQuickorder"))->text(QAccessible::Name), QStringLiteral("Quick order"));
        QCOMPARE(iface(nav("navQuickorder"))->text(QAccessible::Accelerator),
                 QKeySequence(Qt::CTRL | Qt::Key_4).toString(QKeySequence::NativeText));
        // Pressing through the interface shows the page, as a screen reader's "activate" does.
        iface(nav("navLists"))->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QVERIFY(w->isShowing<ui::ListsPage>());
        QVERIFY(iface(nav("navLists"))->state().selected);
    }

    void netGrossAndLayoutAreRadioButtons()
    {
        showWindow();
        ui::PriceModeSwitch *prices = w->priceModeSwitch();
        QCOMPARE(iface(prices)->role(), QAccessible::Grouping);
        QCOMPARE(iface(prices)->text(QAccessible::Name), QStringLiteral("Prices"));
        for (bool net : {true, false, true}) {
            prices->setNet(net);
            for (QAbstractButton *b : radioButtons()) {
                QAccessibleInterface *a = iface(b);
                QVERIFY2(a->role() == QAccessible::RadioButton, qPrintable(b->objectName()));
                QVERIFY(a->state().checkable);
                QCOMPARE(a->state().checked, b->isChecked());
            }
            QCOMPARE(iface(prices->netButton())->state().checked, net);
            QCOMPARE(iface(prices->grossButton())->state().checked, !net);
        }
        QCOMPARE(iface(prices->netButton())->text(QAccessible::Name), QStringLiteral("Show net prices"));
        QCOMPARE(iface(prices->grossButton())->text(QAccessible::Name), QStringLiteral("Show gross prices"));
    }

    // The page switchers keep their words and their width whatever page shows.
    void pageSwitchersKeepTheirWords()
    {
        showWindow();
        QToolButton *quick = nav("navQuickorder");
        const QString text = quick->text();
        const int width = quick->width();
        QCOMPARE(text, QStringLiteral("Quick order"));
        for (int page : {3, 1, 2, 0, 3}) {
            w->pages()->showPage(page);
            QCoreApplication::processEvents(); // the toolbar's layout
            QCOMPARE(quick->text(), text);
            QCOMPARE(quick->width(), width);
            QCOMPARE(nav("navSearch")->text(), QStringLiteral("Search"));
            QCOMPARE(nav("navLists")->text(), QStringLiteral("Lists"));
        }
    }

    // Over the accessibility bus, as a screen reader reads it (only under tests/run-with-atspi.sh).
    void overAtSpi()
    {
        if (QGuiApplication::platformName() != QLatin1String("xcb") || qEnvironmentVariableIsEmpty("WEBSHOP_TEST_ATSPI"))
            QSKIP("needs the xcb platform and an accessibility bus (ctest: tst_accessibility_atspi)");
        showWindow();
        QTRY_VERIFY_WITH_TIMEOUT(QAccessible::isActive(), 10000); // the bridge is up

        QDBusConnection session = QDBusConnection::sessionBus();
        QVERIFY(session.isConnected());
        const QDBusMessage addressReply = callAndWait(
            session, QDBusMessage::createMethodCall(QStringLiteral("org.a11y.Bus"), QStringLiteral("/org/a11y/bus"),
                                                    QStringLiteral("org.a11y.Bus"), QStringLiteral("GetAddress")));
        QCOMPARE(addressReply.type(), QDBusMessage::ReplyMessage);
        const QString address = addressReply.arguments().value(0).toString();
        QVERIFY(!address.isEmpty());
        QDBusConnection bus = QDBusConnection::connectToBus(address, QStringLiteral("webshop-test-a11y"));
        QVERIFY2(bus.isConnected(), qPrintable(bus.lastError().message()));

        // The bridge of this process: the bus name whose root is this application.
        const QDBusMessage names = callAndWait(
            bus, QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.DBus"), QStringLiteral("/org/freedesktop/DBus"),
                                                QStringLiteral("org.freedesktop.DBus"), QStringLiteral("ListNames")));
        QString app;
        const auto property = [&bus](const QString &service, const QString &path, const QString &name) {
            QDBusMessage get = QDBusMessage::createMethodCall(service, path, QStringLiteral("org.freedesktop.DBus.Properties"),
                                                              QStringLiteral("Get"));
            get << QStringLiteral("org.a11y.atspi.Accessible") << name;
            return callAndWait(bus, get).arguments().value(0).value<QDBusVariant>().variant();
        };
        for (const QString &name : names.arguments().value(0).toStringList()) {
            if (!name.startsWith(u':') || name == bus.baseService())
                continue;
            QDBusMessage pid = QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.DBus"),
                                                              QStringLiteral("/org/freedesktop/DBus"),
                                                              QStringLiteral("org.freedesktop.DBus"),
                                                              QStringLiteral("GetConnectionUnixProcessID"));
            pid << name;
            if (callAndWait(bus, pid).arguments().value(0).toLongLong() == QCoreApplication::applicationPid()) {
                app = name;
                break;
            }
        }
        QVERIFY2(!app.isEmpty(), "this application is not on the accessibility bus");

        const auto call = [&](QAbstractButton *b, const QString &method) {
            const QString path = QStringLiteral("/org/a11y/atspi/accessible/%1").arg(QAccessible::uniqueId(iface(b)));
            return callAndWait(bus, QDBusMessage::createMethodCall(app, path, QStringLiteral("org.a11y.atspi.Accessible"), method));
        };
        const auto states = [&](QAbstractButton *b) {
            // Two 32-bit words of AtspiStateType bits.
            const QDBusMessage reply = call(b, QStringLiteral("GetState"));
            const QList<uint> words = qdbus_cast<QList<uint>>(reply.arguments().value(0));
            const quint64 bits = words.size() == 2 ? (quint64(words.at(1)) << 32 | words.at(0)) : 0;
            return bits;
        };
        const auto has = [](quint64 bits, int state) { return (bits >> state) & 1; };

        w->showPage<ui::ListsPage>();
        for (QAbstractButton *b : pageButtons()) {
            QCOMPARE(call(b, QStringLiteral("GetRoleName")).arguments().value(0).toString(), QStringLiteral("page tab"));
            const quint64 bits = states(b);
            QVERIFY2(has(bits, kStateSelectable), qPrintable(b->objectName()));
            QCOMPARE(bool(has(bits, kStateSelected)), b == nav("navLists"));
            QVERIFY2(!has(bits, kStateChecked), qPrintable(b->objectName()));
        }
        w->priceModeSwitch()->setNet(true);
        for (QAbstractButton *b : radioButtons()) {
            QCOMPARE(call(b, QStringLiteral("GetRoleName")).arguments().value(0).toString(), QStringLiteral("radio button"));
            QCOMPARE(bool(has(states(b), kStateChecked)), b->isChecked());
        }
        const QString netPath = QStringLiteral("/org/a11y/atspi/accessible/%1")
                                    .arg(QAccessible::uniqueId(iface(w->priceModeSwitch()->netButton())));
        QCOMPARE(property(app, netPath, QStringLiteral("Name")).toString(), QStringLiteral("Show net prices"));
        bus.disconnectFromBus(QStringLiteral("webshop-test-a11y"));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
