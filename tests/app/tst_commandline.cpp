#include "app/shell/CommandLine.h"
#include "ui/PageList.h"

#include <QCoreApplication>
#include <QTest>

using webshop::shell::parseCommandLine;

class TestCommandLine : public QObject
{
    Q_OBJECT
    static QStringList args(std::initializer_list<const char *> a)
    {
        QStringList l{QStringLiteral("webshop-desktop")};
        for (const char *s : a)
            l << QString::fromUtf8(s);
        return l;
    }
private slots:
    void initTestCase() { QCoreApplication::setApplicationVersion(QStringLiteral("9.9.9")); }
    void defaults()
    {
        const auto r = parseCommandLine(args({}));
        QVERIFY(r.options);
        QCOMPARE(r.options->windowSize, QSize(1440, 900));
        QVERIFY(!r.options->windowSizeGiven);
        QCOMPARE(r.options->timeoutSeconds, 30);
        QVERIFY(!r.options->demo);
    }
    void everything()
    {
        const auto r = parseCommandLine(args({"--demo", "--locale", "de_DE", "--search", "kaffee", "--show",
                                              "Basket", "--screenshot", "/tmp/x.png", "--window-size",
                                              "1024x700", "--timeout", "12", "--base-url",
                                              "https://shop.example.com/api", "--store", "0042"}));
        QVERIFY2(r.options, qPrintable(r.message));
        const auto &o = *r.options;
        QVERIFY(o.demo);
        QCOMPARE(o.locale, QStringLiteral("de-DE"));
        QCOMPARE(o.search, QStringLiteral("kaffee"));
        QCOMPARE(o.show, webshop::shell::AppOptions::View::Page);
        QCOMPARE(o.page, QStringLiteral("basket")); // "Basket": any case
        QCOMPARE(o.screenshot, QStringLiteral("/tmp/x.png"));
        QCOMPARE(o.windowSize, QSize(1024, 700));
        QVERIFY(o.windowSizeGiven);
        QCOMPARE(o.timeoutSeconds, 12);
        QCOMPARE(o.baseUrl.host(), QStringLiteral("shop.example.com"));
        QCOMPARE(o.store, QStringLiteral("0042"));
    }

    // Every page of the window's page list is a --show name, and the help names it.
    void everyPageIsAView()
    {
        const QStringList pages = webshop::ui::pageNames();
        QVERIFY(pages.contains(QStringLiteral("guide")));
        for (const QString &name : pages) {
            const auto r = parseCommandLine(args({"--show", name.toUpper().toUtf8().constData()}));
            QVERIFY2(r.options, qPrintable(r.message));
            QCOMPARE(r.options->show, webshop::shell::AppOptions::View::Page);
            QCOMPARE(r.options->page, name);
            QVERIFY(webshop::shell::AppOptions::views().contains(name));
        }
        const auto article = parseCommandLine(args({"--show", "article", "--article", "1"}));
        QVERIFY(article.options);
        QCOMPARE(article.options->show, webshop::shell::AppOptions::View::Article);
    }
    // --import FILE with a window: the preview (--show import), in a picture or on screen.
    void importPreview_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("headless");
        QTest::addColumn<bool>("preview");
        QTest::newRow("screenshot of the preview") << args({"--demo", "--import", "o.csv", "--screenshot", "x.png"}) << false << true;
        QTest::newRow("show import") << args({"--demo", "--import", "o.csv", "--show", "import"}) << false << true;
        QTest::newRow("demo sample") << args({"--demo", "--show", "import", "--screenshot", "x.png"}) << false << true;
        QTest::newRow("headless report") << args({"--demo", "--import", "o.csv", "--report", "r.csv"}) << true << false;
        QTest::newRow("headless add, large allowed")
            << args({"--demo", "--import", "o.csv", "--report", "r.csv", "--add", "--allow-large"}) << true << false;
    }
    void importPreview()
    {
        QFETCH(QStringList, arguments);
        QFETCH(bool, headless);
        QFETCH(bool, preview);
        QCOMPARE(webshop::shell::wantsHeadlessRun(arguments), headless);
        const auto r = parseCommandLine(arguments);
        QVERIFY2(r.options, qPrintable(r.message));
        QCOMPARE(r.options->show == webshop::shell::AppOptions::View::Import, preview);
    }
    void allowLarge()
    {
        const auto plain = parseCommandLine(args({"--import", "o.csv", "--report", "r.csv", "--add"}));
        QVERIFY2(plain.options, qPrintable(plain.message));
        QVERIFY(!plain.options->allowLarge);
        const auto allowed = parseCommandLine(args({"--import", "o.csv", "--report", "r.csv", "--add", "--allow-large"}));
        QVERIFY2(allowed.options, qPrintable(allowed.message));
        QVERIFY(allowed.options->allowLarge && allowed.options->importAdd);
        QVERIFY(webshop::shell::wantsHeadlessRun(args({"--allow-large"}))); // its error needs no display
    }
    void again()
    {
        const auto plain = parseCommandLine(args({"--import", "o.csv", "--report", "r.csv", "--add"}));
        QVERIFY2(plain.options, qPrintable(plain.message));
        QVERIFY(!plain.options->importAgain);
        const auto again = parseCommandLine(args({"--import", "o.csv", "--report", "r.csv", "--add", "--again"}));
        QVERIFY2(again.options, qPrintable(again.message));
        QVERIFY(again.options->importAgain && again.options->importAdd);
        const auto alone = parseCommandLine(args({"--import", "o.csv", "--report", "r.csv", "--again"}));
        QVERIFY(!alone.options);
        QCOMPARE(alone.exitCode, 2);
        QVERIFY2(alone.message.contains(QStringLiteral("--again goes with --add")), qPrintable(alone.message));
        QVERIFY(webshop::shell::wantsHeadlessRun(args({"--again"}))); // its error needs no display
    }
    void version()
    {
        const auto r = parseCommandLine(args({"--version"}));
        QVERIFY(!r.options);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.message.contains(QStringLiteral(WEBSHOP_TEST_VERSION)));
    }
    void help()
    {
        const auto r = parseCommandLine(args({"--help"}));
        QVERIFY(!r.options);
        QCOMPARE(r.exitCode, 0);
        for (const char *opt : {"--demo", "--base-url", "--locale", "--search", "--show", "--article",
                                "--screenshot", "--window-size", "--timeout", "--store", "--import", "--report",
                                "--add", "--allow-large", "--again", "--duplicates"})
            QVERIFY2(r.message.contains(QLatin1String(opt)), opt);
    }
    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("unknown option") << args({"--frobnicate"});
        QTest::newRow("bad view") << args({"--show", "kitchen"});
        QTest::newRow("bad size") << args({"--window-size", "big"});
        QTest::newRow("bad timeout") << args({"--timeout", "0"});
        QTest::newRow("bad url") << args({"--base-url", "ftp://x"});
        QTest::newRow("bad locale") << args({"--locale", "german!"});
        QTest::newRow("article without id") << args({"--show", "article"});
        QTest::newRow("positional") << args({"stray"});
        QTest::newRow("password in url") << args({"--base-url", "https://buyer:s3cret@shop.example.com"});
        QTest::newRow("user in url") << args({"--base-url", "https://s3cret@shop.example.com"});
        QTest::newRow("import preview with another view") << args({"--import", "o.csv", "--show", "basket"});
        QTest::newRow("preview with a report") << args({"--import", "o.csv", "--report", "r.csv", "--screenshot", "x.png"});
        QTest::newRow("show import without a file") << args({"--show", "import"});
        QTest::newRow("allow-large without add") << args({"--import", "o.csv", "--report", "r.csv", "--allow-large"});
        QTest::newRow("allow-large without import") << args({"--add", "--allow-large"});
        QTest::newRow("again without add") << args({"--import", "o.csv", "--report", "r.csv", "--again"});
        QTest::newRow("again without import") << args({"--again"});
    }
    void errors()
    {
        QFETCH(QStringList, arguments);
        const auto r = parseCommandLine(arguments);
        QVERIFY(!r.options);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.message.isEmpty());
        QVERIFY2(!r.message.contains(QLatin1String("s3cret")), qPrintable(r.message)); // never echo a secret
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
