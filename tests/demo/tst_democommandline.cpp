// The command line of webshop-demo-server: every spec variant option parsed in-process (valid
// and invalid values), and the real binary's --help, exit codes and a start with variants.

#include "app/demo/DemoServerCommandLine.h"
#include "tests/common/TestEnv.h"
#include "tests/demo/DemoHttp.h"

#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>

using namespace webshop::demo;
using namespace webshop::demo::test;
using namespace Qt::StringLiterals;

class tst_DemoCommandLine : public QObject
{
    Q_OBJECT

    static QStringList program(const QStringList &args) { return QStringList{u"webshop-demo-server"_s} + args; }

    struct Run
    {
        int exitCode = -1;
        QString out, err;
    };

    static Run runBinary(const QStringList &args, const QString &locale = {})
    {
        QProcess p;
        if (!locale.isEmpty()) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove(u"LANGUAGE"_s);
            env.insert(u"LANG"_s, locale);
            env.insert(u"LC_ALL"_s, locale);
            p.setProcessEnvironment(env);
        }
        p.start(QStringLiteral(WEBSHOP_DEMO_SERVER_BIN), args);
        Run r;
        if (!p.waitForFinished(30000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

private Q_SLOTS:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void defaults()
    {
        DemoServerCommandLine cli;
        QVERIFY2(cli.parse(program({})), qPrintable(cli.errorText()));
        const VariantOptions &v = cli.config().variants;
        QCOMPARE(v.addMode, VariantOptions::AddMode::Sync);
        QCOMPARE(v.asyncDelayMs, 300);
        QCOMPARE(v.basketArticle, VariantOptions::BasketArticle::Bundle);
        QCOMPARE(v.linePrices, VariantOptions::LinePrices::Line);
        QVERIFY(v.forbidden.isEmpty());
        QCOMPARE(v.tokenSkewSeconds, 0);
        QCOMPARE(v.basketReply, VariantOptions::BasketReply::Normal);
        QVERIFY(!v.duplicateLines);
        QVERIFY(DemoServerCommandLine::variantArguments(v).isEmpty());
        QCOMPARE(cli.config().port, quint16(8765));
        QCOMPARE(cli.config().options.tokenTtlSeconds, 3600);
    }

    // Each option, in the canonical form variantArguments() writes (which parses back the same).
    void valid_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("canonical");
        QTest::newRow("sync") << QStringList{u"--add-mode"_s, u"sync"_s} << QStringList{};
        QTest::newRow("async") << QStringList{u"--add-mode"_s, u"async"_s} << QStringList{u"--add-mode"_s, u"async:300"_s};
        QTest::newRow("async:1500") << QStringList{u"--add-mode=async:1500"_s} << QStringList{u"--add-mode"_s, u"async:1500"_s};
        QTest::newRow("async-empty:0") << QStringList{u"--add-mode"_s, u"ASYNC-EMPTY:0"_s} << QStringList{u"--add-mode"_s, u"async-empty:0"_s};
        QTest::newRow("bundle") << QStringList{u"--basket-article"_s, u"bundle"_s} << QStringList{};
        QTest::newRow("variant") << QStringList{u"--basket-article"_s, u"variant"_s} << QStringList{u"--basket-article"_s, u"variant"_s};
        QTest::newRow("other") << QStringList{u"--basket-article"_s, u"Other"_s} << QStringList{u"--basket-article"_s, u"other"_s};
        QTest::newRow("line") << QStringList{u"--line-prices"_s, u"line"_s} << QStringList{};
        QTest::newRow("unit") << QStringList{u"--line-prices"_s, u"unit"_s} << QStringList{u"--line-prices"_s, u"unit"_s};
        QTest::newRow("forbid") << QStringList{u"--forbid"_s, u"personal-lists"_s} << QStringList{u"--forbid"_s, u"personal-lists"_s};
        QTest::newRow("forbid list") << QStringList{u"--forbid"_s, u"search, add-item"_s, u"--forbid"_s, u"search"_s}
                                     << QStringList{u"--forbid"_s, u"search"_s, u"--forbid"_s, u"add-item"_s};
        QTest::newRow("skew -600") << QStringList{u"--token-skew"_s, u"-600"_s} << QStringList{u"--token-skew"_s, u"-600"_s};
        QTest::newRow("skew 0") << QStringList{u"--token-skew=0"_s} << QStringList{};
        QTest::newRow("normal") << QStringList{u"--basket-reply"_s, u"normal"_s} << QStringList{};
        QTest::newRow("empty") << QStringList{u"--basket-reply"_s, u"empty"_s} << QStringList{u"--basket-reply"_s, u"empty"_s};
        QTest::newRow("envelope:3") << QStringList{u"--basket-reply"_s, u"envelope:3"_s} << QStringList{u"--basket-reply"_s, u"envelope:3"_s};
        QTest::newRow("duplicates") << QStringList{u"--duplicate-lines"_s} << QStringList{u"--duplicate-lines"_s};
        const QStringList all = {u"--add-mode"_s, u"async-empty:50"_s, u"--basket-article"_s, u"other"_s,
                                 u"--line-prices"_s, u"unit"_s, u"--forbid"_s, u"get-basket"_s,
                                 u"--token-skew"_s, u"120"_s, u"--basket-reply"_s, u"empty:2"_s,
                                 u"--duplicate-lines"_s};
        QTest::newRow("all") << all << all;
    }

    void valid()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, canonical);
        DemoServerCommandLine cli;
        QVERIFY2(cli.parse(program(args)), qPrintable(cli.errorText()));
        QCOMPARE(DemoServerCommandLine::variantArguments(cli.config().variants), canonical);
        DemoServerCommandLine again;
        QVERIFY(again.parse(program(canonical)));
        QCOMPARE(DemoServerCommandLine::variantArguments(again.config().variants), canonical);
    }

    void fields()
    {
        DemoServerCommandLine cli;
        QVERIFY(cli.parse(program({u"--add-mode"_s, u"async-empty:50"_s, u"--forbid"_s, u"search,personal-list"_s,
                                   u"--token-skew"_s, u"-4000"_s, u"--basket-reply"_s, u"envelope:2"_s})));
        const VariantOptions &v = cli.config().variants;
        QCOMPARE(v.addMode, VariantOptions::AddMode::Async);
        QCOMPARE(v.asyncDelayMs, 50);
        QVERIFY(v.asyncEmptyBody);
        QCOMPARE(v.forbidden, (QList<DemoEndpoint>{DemoEndpoint::Search, DemoEndpoint::PersonalList}));
        QCOMPARE(v.tokenSkewSeconds, -4000);
        QCOMPARE(v.basketReply, VariantOptions::BasketReply::Envelope);
        QCOMPARE(v.basketReplyCount, 2);
    }

    // The addItem faults, foreign changes and chaos (FaultOptions), the same way.
    void addFaults_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("canonical");
        QTest::newRow("delay") << QStringList{u"--add-delay"_s, u"2500"_s} << QStringList{u"--add-delay"_s, u"2500"_s};
        QTest::newRow("delay 0") << QStringList{u"--add-delay=0"_s} << QStringList{};
        QTest::newRow("cut body") << QStringList{u"--add-cut-body"_s} << QStringList{u"--add-cut-body"_s};
        QTest::newRow("drop before") << QStringList{u"--add-drop"_s, u"Before"_s} << QStringList{u"--add-drop"_s, u"before"_s};
        QTest::newRow("drop after:2") << QStringList{u"--add-drop"_s, u"after:2"_s} << QStringList{u"--add-drop"_s, u"after:2"_s};
        QTest::newRow("status") << QStringList{u"--add-status"_s, u"503"_s} << QStringList{u"--add-status"_s, u"503"_s};
        QTest::newRow("status applied") << QStringList{u"--add-status"_s, u"308:APPLIED"_s} << QStringList{u"--add-status"_s, u"308:applied"_s};
        QTest::newRow("foreign") << QStringList{u"--foreign-adds"_s, u"3"_s} << QStringList{u"--foreign-adds"_s, u"3"_s};
        QTest::newRow("foreign same") << QStringList{u"--foreign-adds"_s, u"1:same"_s} << QStringList{u"--foreign-adds"_s, u"1:same"_s};
        QTest::newRow("chaos") << QStringList{u"--chaos"_s, u"42"_s} << QStringList{u"--chaos"_s, u"42"_s};
        QTest::newRow("chaos 0.5") << QStringList{u"--chaos"_s, u"42:0.5"_s} << QStringList{u"--chaos"_s, u"42"_s};
        QTest::newRow("chaos rate slow") << QStringList{u"--chaos"_s, u"18446744073709551615:0.25"_s, u"--chaos-slow"_s, u"30000"_s}
                                         << QStringList{u"--chaos"_s, u"18446744073709551615:0.25"_s, u"--chaos-slow"_s, u"30000"_s};
        QTest::newRow("slow without chaos") << QStringList{u"--chaos-slow"_s, u"100"_s} << QStringList{};
        const QStringList all = {u"--add-delay"_s, u"100"_s, u"--add-cut-body"_s, u"--add-drop"_s, u"after:1"_s,
                                 u"--add-status"_s, u"502:applied"_s, u"--foreign-adds"_s, u"2"_s,
                                 u"--chaos"_s, u"7:0.3"_s};
        QTest::newRow("all") << all << all;
    }

    void addFaults()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, canonical);
        DemoServerCommandLine cli;
        QVERIFY2(cli.parse(program(args)), qPrintable(cli.errorText()));
        QCOMPARE(DemoServerCommandLine::addFaultArguments(cli.config().faults), canonical);
        QVERIFY(DemoServerCommandLine::variantArguments(cli.config().variants).isEmpty());
        DemoServerCommandLine again;
        QVERIFY(again.parse(program(canonical)));
        QCOMPARE(DemoServerCommandLine::addFaultArguments(again.config().faults), canonical);
    }

    void addFaultFields()
    {
        DemoServerCommandLine cli;
        QVERIFY(cli.parse(program({})));
        const FaultOptions none = cli.config().faults;
        QCOMPARE(none.addDelayMs, 0);
        QVERIFY(!none.addCutBody);
        QCOMPARE(none.addDrop, FaultOptions::AddDrop::Off);
        QCOMPARE(none.addStatus, 0);
        QCOMPARE(none.foreignChanges, 0);
        QVERIFY(!none.chaos);
        QCOMPARE(none.chaosSlowMs, 20000);
        QVERIFY(DemoServerCommandLine::addFaultArguments(none).isEmpty());
        QVERIFY(cli.parse(program({u"--add-delay"_s, u"750"_s, u"--add-cut-body"_s, u"--add-drop"_s, u"before:3"_s,
                                   u"--add-status"_s, u"307"_s, u"--foreign-adds"_s, u"4:same"_s,
                                   u"--chaos"_s, u"99:0.2"_s, u"--chaos-slow"_s, u"1234"_s})));
        const FaultOptions &f = cli.config().faults;
        QCOMPARE(f.addDelayMs, 750);
        QVERIFY(f.addCutBody);
        QCOMPARE(f.addDrop, FaultOptions::AddDrop::Before);
        QCOMPARE(f.addDropCount, 3);
        QCOMPARE(f.addStatus, 307);
        QVERIFY(!f.addStatusApplied);
        QCOMPARE(f.foreignChanges, 4);
        QVERIFY(f.foreignSame);
        QVERIFY(f.chaos);
        QCOMPARE(f.faultSeed, quint64(99));
        QCOMPARE(f.chaosRate, 0.2);
        QCOMPARE(f.chaosSlowMs, 1234);
        QVERIFY(cli.parse(program({u"--add-drop"_s, u"after"_s})));
        QCOMPARE(cli.config().faults.addDropCount, -1); // every add
    }

    void invalid_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("option");
        QTest::newRow("add-mode word") << QStringList{u"--add-mode"_s, u"fast"_s} << u"add-mode"_s;
        QTest::newRow("sync with ms") << QStringList{u"--add-mode"_s, u"sync:5"_s} << u"add-mode"_s;
        QTest::newRow("negative ms") << QStringList{u"--add-mode"_s, u"async:-1"_s} << u"add-mode"_s;
        QTest::newRow("ms text") << QStringList{u"--add-mode"_s, u"async:soon"_s} << u"add-mode"_s;
        QTest::newRow("ms too long") << QStringList{u"--add-mode"_s, u"async:600001"_s} << u"add-mode"_s;
        QTest::newRow("article") << QStringList{u"--basket-article"_s, u"sku"_s} << u"basket-article"_s;
        QTest::newRow("prices") << QStringList{u"--line-prices"_s, u"pack"_s} << u"line-prices"_s;
        QTest::newRow("forbid unknown") << QStringList{u"--forbid"_s, u"basket"_s} << u"forbid"_s;
        QTest::newRow("forbid empty item") << QStringList{u"--forbid"_s, u"search,"_s} << u"forbid"_s;
        QTest::newRow("skew decimal") << QStringList{u"--token-skew"_s, u"1.5"_s} << u"token-skew"_s;
        QTest::newRow("skew text") << QStringList{u"--token-skew"_s, u"late"_s} << u"token-skew"_s;
        QTest::newRow("skew huge") << QStringList{u"--token-skew"_s, u"999999999"_s} << u"token-skew"_s;
        QTest::newRow("reply word") << QStringList{u"--basket-reply"_s, u"full"_s} << u"basket-reply"_s;
        QTest::newRow("reply zero") << QStringList{u"--basket-reply"_s, u"empty:0"_s} << u"basket-reply"_s;
        QTest::newRow("normal with n") << QStringList{u"--basket-reply"_s, u"normal:2"_s} << u"basket-reply"_s;
        QTest::newRow("add-delay text") << QStringList{u"--add-delay"_s, u"5s"_s} << u"add-delay"_s;
        QTest::newRow("add-delay too long") << QStringList{u"--add-delay"_s, u"600001"_s} << u"add-delay"_s;
        QTest::newRow("add-drop word") << QStringList{u"--add-drop"_s, u"sideways"_s} << u"add-drop"_s;
        QTest::newRow("add-drop zero") << QStringList{u"--add-drop"_s, u"after:0"_s} << u"add-drop"_s;
        QTest::newRow("add-drop count text") << QStringList{u"--add-drop"_s, u"before:all"_s} << u"add-drop"_s;
        QTest::newRow("add-status 1xx") << QStringList{u"--add-status"_s, u"101"_s} << u"add-status"_s;
        QTest::newRow("add-status 600") << QStringList{u"--add-status"_s, u"600"_s} << u"add-status"_s;
        QTest::newRow("add-status suffix") << QStringList{u"--add-status"_s, u"503:maybe"_s} << u"add-status"_s;
        QTest::newRow("foreign zero") << QStringList{u"--foreign-adds"_s, u"0"_s} << u"foreign-adds"_s;
        QTest::newRow("foreign suffix") << QStringList{u"--foreign-adds"_s, u"2:other"_s} << u"foreign-adds"_s;
        QTest::newRow("chaos seed text") << QStringList{u"--chaos"_s, u"abc"_s} << u"chaos"_s;
        QTest::newRow("chaos rate above 1") << QStringList{u"--chaos"_s, u"7:1.5"_s} << u"chaos"_s;
        QTest::newRow("chaos rate text") << QStringList{u"--chaos"_s, u"7:half"_s} << u"chaos"_s;
        QTest::newRow("chaos-slow too long") << QStringList{u"--chaos-slow"_s, u"700000"_s} << u"chaos-slow"_s;
        QTest::newRow("old option still checked") << QStringList{u"--port"_s, u"70000"_s} << u"port"_s;
    }

    void invalid()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, option);
        DemoServerCommandLine cli;
        QVERIFY(!cli.parse(program(args)));
        const QString error = cli.errorText();
        QVERIFY2(error.startsWith(u"Invalid value for --"_s + option + u": "_s + args.at(1)), qPrintable(error));
        QVERIFY2(!error.contains(u'\n'), qPrintable(error));
    }

    // --- the real binary ------------------------------------------------------------------------
    void helpListsTheOptions()
    {
        const Run r = runBinary({u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        for (const char *option : {"--add-mode <mode>", "--basket-article <scheme>", "--line-prices <kind>",
                                   "--forbid <endpoint>", "--token-skew <seconds>", "--basket-reply <reply>",
                                   "--duplicate-lines", "--latency <ms>", "--add-delay <ms>", "--add-cut-body",
                                   "--add-drop <when>", "--add-status <code>", "--foreign-adds <n>",
                                   "--chaos <seed>", "--chaos-slow <ms>"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
        QVERIFY(r.out.contains(u"personal-lists"_s)); // the endpoint names
    }

    void usageErrorsExitWith2_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad value") << QStringList{u"--line-prices"_s, u"pack"_s} << u"Invalid value for --line-prices: pack"_s;
        QTest::newRow("bad endpoint") << QStringList{u"--forbid"_s, u"nope"_s} << u"Invalid value for --forbid: nope"_s;
        QTest::newRow("unknown option") << QStringList{u"--no-such-option"_s} << u"no-such-option"_s;
        QTest::newRow("missing value") << QStringList{u"--add-mode"_s} << u"add-mode"_s;
    }

    void usageErrorsExitWith2()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = runBinary(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // webshop-demo-server speaks the language of the system locale (the app's translations).
    void messagesInSystemLanguage_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("description");
        QTest::newRow("C") << u"C"_s << u"Serves the Webshop Commerce Service API"_s;
        QTest::newRow("de") << u"de_DE.UTF-8"_s << u"Stellt die API des Webshop Commerce Service"_s;
        QTest::newRow("fr") << u"fr_FR.UTF-8"_s << u"Fournit l’API Webshop Commerce Service"_s;
        QTest::newRow("pl") << u"pl_PL.UTF-8"_s << u"Udostępnia API Webshop Commerce Service"_s;
    }

    void messagesInSystemLanguage()
    {
        QFETCH(QString, locale);
        QFETCH(QString, description);
        const Run r = runBinary({u"--help"_s}, locale);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(description), qPrintable(r.out));
    }

    // A start with variants: the banner names them and the server plays them.
    void startWithVariants()
    {
        QProcess p;
        p.start(QStringLiteral(WEBSHOP_DEMO_SERVER_BIN),
                {u"--port"_s, u"0"_s, u"--quiet"_s, u"--forbid"_s, u"personal-lists"_s,
                 u"--basket-article"_s, u"variant"_s, u"--add-mode"_s, u"async:0"_s});
        QVERIFY(p.waitForStarted());
        const auto stop = qScopeGuard([&p] {
            p.kill();
            p.waitForFinished(10000);
        });
        QString out;
        static const QRegularExpression listening(uR"(listening on (http://\S+) )"_s);
        QTRY_VERIFY_WITH_TIMEOUT((out += QString::fromUtf8(p.readAllStandardOutput())).contains(u"Ctrl+C"_s), 30000);
        const QRegularExpressionMatch m = listening.match(out);
        QVERIFY2(m.hasMatch(), qPrintable(out));
        QVERIFY2(out.contains(u"Spec variants: --add-mode async:0 --basket-article variant --forbid personal-lists"_s),
                 qPrintable(out));
        DemoHttp http{QUrl(m.captured(1))};
        QVERIFY(http.login());
        QCOMPARE(http.get(u"/list/personal/country/DE/customerid/0004711"_s).status, 403);
        const QJsonObject milk = http.firstHit(u"vollmilch"_s);
        const HttpResult added = http.addItem(u"0012"_s, milk[u"bundles"_s][0][u"bettyBundleId"_s].toString(), 1);
        QCOMPARE(added.status, 202);
        QTRY_COMPARE_WITH_TIMEOUT(http.get(http.basketPath(u"0012"_s, u"getBasket"_s)).json()[u"items"_s][0][u"article"_s].toString(),
                                  milk[u"bettyVariantId"_s].toString(), 10000);
    }

    // A start with add faults: the banner names them and the server plays them.
    void startWithAddFaults()
    {
        QProcess p;
        p.start(QStringLiteral(WEBSHOP_DEMO_SERVER_BIN),
                {u"--port"_s, u"0"_s, u"--quiet"_s, u"--add-status"_s, u"503:applied"_s, u"--foreign-adds"_s, u"1:same"_s});
        QVERIFY(p.waitForStarted());
        const auto stop = qScopeGuard([&p] {
            p.kill();
            p.waitForFinished(10000);
        });
        QString out;
        static const QRegularExpression listening(uR"(listening on (http://\S+) )"_s);
        QTRY_VERIFY_WITH_TIMEOUT((out += QString::fromUtf8(p.readAllStandardOutput())).contains(u"Ctrl+C"_s), 30000);
        const QRegularExpressionMatch m = listening.match(out);
        QVERIFY2(m.hasMatch(), qPrintable(out));
        QVERIFY2(out.contains(u"Add faults: --add-status 503:applied --foreign-adds 1:same"_s), qPrintable(out));
        DemoHttp http{QUrl(m.captured(1))};
        QVERIFY(http.login());
        const QString bundle = http.firstHit(u"vollmilch"_s)[u"bundles"_s][0][u"bettyBundleId"_s].toString();
        const HttpResult added = http.addItem(u"0012"_s, bundle, 2);
        QCOMPARE(added.status, 503);
        QCOMPARE(added.errorCode(), u"injected_status"_s);
        // Applied despite the 503, and another client added the same again before this read.
        const QJsonArray items = http.get(http.basketPath(u"0012"_s, u"getBasket"_s)).json()[u"items"_s].toArray();
        QCOMPARE(items.size(), 1);
        QCOMPARE(items.at(0)[u"amount"_s].toDouble(), 4.0);
    }
};

QTEST_MAIN(tst_DemoCommandLine)
#include "tst_democommandline.moc"
