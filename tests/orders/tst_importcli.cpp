// The real webshop-desktop binary with --import: no display and no platform plugin, the demo
// backend, the report file checked line by line, the exit code, --add and --duplicates.

#include "ImportTestUtil.h"
#include "OrderFileMaker.h"

#include "app/demo/DemoServer.h"
#include "app/orders/OrderTypes.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;

class TestImportCli : public QObject
{
    Q_OBJECT

    struct Run
    {
        int exitCode = -1;
        QByteArray out, err;
    };

    // The event loop runs while the child does: a server of this process can answer it.
    Run run(const QStringList &args, const QHash<QString, QString> &extraEnv = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // No display and no platform plugin: the import must not need a GUI at all.
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.path() + QStringLiteral("/cache"));
        for (const char *name : {"WEBSHOP_API_USER", "WEBSHOP_API_PASSWORD", "WEBSHOP_USERNAME", "WEBSHOP_PASSWORD"})
            env.remove(QString::fromLatin1(name));
        for (auto it = extraEnv.begin(); it != extraEnv.end(); ++it)
            env.insert(it.key(), it.value());
        p.setProcessEnvironment(env);
        QSignalSpy finished(&p, &QProcess::finished);
        p.start(QStringLiteral(WEBSHOP_DESKTOP_BIN), args);
        Run r;
        if (!p.waitForStarted() || !finished.wait(120000)) {
            p.kill();
            p.waitForFinished();
            r.err = "did not finish";
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return path;
    }

    QList<QStringList> report(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return test::csvRows(f.readAll(), u';'); // de-DE writes ';'
    }

    QTemporaryDir m_home, m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid() && m_dir.isValid());
    }

    void everyLineOfABadFileIsReported()
    {
        const test::MadeOrderFile made = test::makeOrderFile(2000, u';');
        const QString in = write(QStringLiteral("order.csv"), QByteArray("\xEF\xBB\xBF") + made.text.toUtf8());
        const QString out = m_dir.filePath(QStringLiteral("report.csv"));
        const Run r = run({QStringLiteral("--demo"), QStringLiteral("--locale"), QStringLiteral("de-DE"),
                           QStringLiteral("--import"), in, QStringLiteral("--report"), out});
        QVERIFY2(r.exitCode == 1, r.err.constData()); // the file has bad lines
        const QList<QStringList> rows = report(out);
        QCOMPARE(rows.size(), made.expectedStatus.size() + 1);
        QCOMPARE(rows.constFirst(), (QStringList{QStringLiteral("line"), QStringLiteral("input"), QStringLiteral("bundle_id"),
                                                 QStringLiteral("quantity"), QStringLiteral("status"), QStringLiteral("message")}));
        QSet<int> seen;
        for (qsizetype i = 1; i < rows.size(); ++i) {
            const int line = rows.at(i).at(0).toInt();
            QVERIFY(!seen.contains(line));
            seen.insert(line);
            QCOMPARE(rows.at(i).at(4), made.expectedStatus.value(line));
            if (rows.at(i).at(4) == u"ok" && made.expectedBundle.contains(line))
                QCOMPARE(rows.at(i).at(2), made.expectedBundle.value(line));
        }
        QCOMPARE(seen.size(), made.expectedStatus.size());
    }

    void cleanFileExitsZeroAndAdds_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("status");
        QTest::newRow("check only") << QStringList() << QStringLiteral("ok");
        QTest::newRow("add") << QStringList{QStringLiteral("--add")} << QStringLiteral("added");
    }
    void cleanFileExitsZeroAndAdds()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, status);
        const auto catalogue = demo::DemoCatalogue::create();
        QString text = QStringLiteral("Artikelnummer;Menge\n");
        for (int i = 0; i < 5; ++i)
            text += catalogue->articles().at(i).bundles.constFirst().id + QStringLiteral(";%1\n").arg(i + 1);
        const QString in = write(QStringLiteral("clean.csv"), text.toUtf8());
        const QString out = m_dir.filePath(QStringLiteral("clean-report.csv"));
        const Run r = run(QStringList{QStringLiteral("--demo"), QStringLiteral("--locale"), QStringLiteral("de-DE"),
                                      QStringLiteral("--import"), in, QStringLiteral("--report"), out} + extra);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QStringList> rows = report(out);
        QCOMPARE(rows.size(), 7);
        QCOMPARE(rows.at(1).at(4), QStringLiteral("skipped"));
        for (int i = 2; i < 7; ++i) {
            QCOMPARE(rows.at(i).at(4), status);
            QCOMPARE(rows.at(i).at(3), QString::number(i - 1));
        }
    }

    void duplicatesOption_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("secondStatus");
        QTest::addColumn<QString>("firstQuantity");
        QTest::newRow("ask") << QStringLiteral("ask") << 1 << QStringLiteral("duplicate") << QStringLiteral("2");
        QTest::newRow("merge") << QStringLiteral("merge") << 0 << QStringLiteral("duplicate") << QStringLiteral("5");
        QTest::newRow("keep") << QStringLiteral("keep") << 0 << QStringLiteral("ok") << QStringLiteral("2");
    }
    void duplicatesOption()
    {
        QFETCH(QString, mode);
        QFETCH(int, exitCode);
        QFETCH(QString, secondStatus);
        QFETCH(QString, firstQuantity);
        const QString bundle = demo::DemoCatalogue::create()->articles().constFirst().bundles.constFirst().id;
        const QString in = write(QStringLiteral("dup.csv"), (bundle + QStringLiteral(";2\n") + bundle + QStringLiteral(";3\n")).toUtf8());
        const QString out = m_dir.filePath(QStringLiteral("dup-report.csv"));
        const Run r = run({QStringLiteral("--demo"), QStringLiteral("--locale"), QStringLiteral("de-DE"),
                           QStringLiteral("--import"), in, QStringLiteral("--report"), out,
                           QStringLiteral("--duplicates"), mode});
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        const QList<QStringList> rows = report(out);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(1).at(3), firstQuantity);
        QCOMPARE(rows.at(2).at(4), secondStatus);
    }

    // A line above the large-add limits (Preferences' defaults here: more than 20 packs) is not
    // added without --allow-large: needs_confirmation, exit code 1; the other lines are added.
    void largeLinesNeedConfirmation_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("largeStatus");
        QTest::newRow("held back") << QStringList() << 1 << QStringLiteral("needs_confirmation");
        QTest::newRow("--allow-large") << QStringList{QStringLiteral("--allow-large")} << 0 << QStringLiteral("added");
    }
    void largeLinesNeedConfirmation()
    {
        QFETCH(QStringList, extra);
        QFETCH(int, exitCode);
        QFETCH(QString, largeStatus);
        // Two cheap piece packs: 2 of one stays far below 500 gross, 21 of the other is above 20 packs.
        const auto catalogue = demo::DemoCatalogue::create();
        QStringList cheap;
        for (const demo::DemoArticle &a : catalogue->articles())
            if (!a.weight && cheap.size() < 2 && a.bundles.constFirst().kind == demo::BundleKind::Piece
                && a.bundles.constFirst().netCents <= 2000)
                cheap << a.bundles.constFirst().id;
        QCOMPARE(cheap.size(), 2);
        const QString in = write(QStringLiteral("large.csv"), QStringLiteral("Artikelnummer;Menge\n%1;21\n%2;2\n")
                                                                    .arg(cheap.at(0), cheap.at(1)).toUtf8());
        const QString out = m_dir.filePath(QStringLiteral("large-report.csv"));
        QFile::remove(out);
        const Run r = run(QStringList{QStringLiteral("--demo"), QStringLiteral("--locale"), QStringLiteral("en-GB"),
                                      QStringLiteral("--import"), in, QStringLiteral("--report"), out, QStringLiteral("--add")}
                          + extra);
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = test::csvRows(f.readAll(), u','); // en-GB writes ','
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.at(2).at(4), largeStatus);
        QCOMPARE(rows.at(2).at(3), QStringLiteral("21"));
        QCOMPARE(rows.at(3).at(4), QStringLiteral("added"));
        if (largeStatus == u"needs_confirmation") {
            // Which limit, and how to add it anyway.
            const QString message = rows.at(2).at(5);
            QVERIFY2(message.contains(QStringLiteral("21 packs")) && message.contains(QStringLiteral("20 packs"))
                         && message.contains(QStringLiteral("--allow-large")),
                     qPrintable(message));
            QVERIFY(r.err.contains("--allow-large"));
        }
    }

    // No header, and two columns that could each be the quantity: nothing is guessed, the whole
    // file is refused with the hint (exit code 3, no report). With a header naming the quantity
    // the same lines are read and added.
    void unclearQuantityColumnIsRefused()
    {
        const QString bundle = demo::DemoCatalogue::create()->articles().constFirst().bundles.constFirst().id;
        const QString in = write(QStringLiteral("unclear.csv"), (bundle + QStringLiteral(";6;2\n")).toUtf8());
        const QString out = m_dir.filePath(QStringLiteral("unclear-report.csv"));
        QFile::remove(out);
        const QStringList args{QStringLiteral("--demo"), QStringLiteral("--locale"), QStringLiteral("de-DE"),
                               QStringLiteral("--import"), in, QStringLiteral("--report"), out, QStringLiteral("--add")};
        const Run refused = run(args);
        QVERIFY2(refused.exitCode == 3, refused.err.constData());
        const QString err = QString::fromLocal8Bit(refused.err);
        for (const char *word : {"\"Menge\"", "\"Quantity\"", "unclear.csv", "2 und 3"})
            QVERIFY2(err.contains(QString::fromUtf8(word)), qPrintable(err));
        QVERIFY(!QFile::exists(out));

        write(QStringLiteral("unclear.csv"), (QStringLiteral("Artikelnummer;Menge;Preis\n") + bundle + QStringLiteral(";6;2\n")).toUtf8());
        const Run read = run(args);
        QVERIFY2(read.exitCode == 0, read.err.constData());
        const QList<QStringList> rows = report(out);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(2).at(3), QStringLiteral("6"));
        QCOMPARE(rows.at(2).at(4), QStringLiteral("added"));
    }

    void configuredServerWithEnvironmentLogin()
    {
        // Not demo mode: a server of its own, the logins from the environment, the store chosen
        // by --store; the adds land in that server's basket, one request per line.
        demo::DemoServer server;
        QVERIFY(server.listen());
        const auto customer = demo::DemoServer::demoCustomers().constFirst();
        const QHash<QString, QString> env{{QStringLiteral("WEBSHOP_API_USER"), customer.apiUser},
                                          {QStringLiteral("WEBSHOP_API_PASSWORD"), customer.apiPassword},
                                          {QStringLiteral("WEBSHOP_USERNAME"), customer.username},
                                          {QStringLiteral("WEBSHOP_PASSWORD"), customer.password}};
        const auto catalogue = demo::DemoCatalogue::create();
        const QString a = catalogue->articles().at(3).bundles.constFirst().id;
        const QString b = catalogue->articles().at(4).bundles.constFirst().id;
        const QString in = write(QStringLiteral("server.csv"), (a + QStringLiteral(";2\n") + b + QStringLiteral(";1\n")).toUtf8());
        const QString out = m_dir.filePath(QStringLiteral("server-report.csv"));
        const QStringList args{QStringLiteral("--base-url"), server.url().toString(), QStringLiteral("--locale"),
                               QStringLiteral("de-DE"), QStringLiteral("--import"), in, QStringLiteral("--report"), out,
                               QStringLiteral("--add")};

        // This customer has several delivery addresses: without --store nothing is guessed.
        const Run ask = run(args, env);
        QVERIFY2(ask.exitCode == 3, ask.err.constData());
        QVERIFY(ask.err.contains("--store"));
        QCOMPARE(server.addItemRequestCount(), 0);

        const Run r = run(args + QStringList{QStringLiteral("--store"), QStringLiteral("0034")}, env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QStringList> rows = report(out);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(1).at(4), QStringLiteral("added"));
        QCOMPARE(rows.at(2).at(4), QStringLiteral("added"));
        QCOMPARE(server.addItemRequestCount(a), 1);
        QCOMPARE(server.addItemRequestCount(b), 1);
        // The secrets went in through the environment and never came out.
        QFile reportFile(out);
        QVERIFY(reportFile.open(QIODevice::ReadOnly));
        const QByteArray reportBytes = reportFile.readAll();
        for (const QString &secret : {customer.apiPassword, customer.password}) {
            QVERIFY(!r.err.contains(secret.toUtf8()) && !r.out.contains(secret.toUtf8()));
            QVERIFY(!reportBytes.contains(secret.toUtf8()));
        }
    }

    // --import FILE --screenshot: the preview in the window, fully checked, as a picture (the
    // one run of this file that needs a platform plugin: offscreen).
    void previewScreenshot()
    {
        const QString in = write(QStringLiteral("preview.csv"), QByteArray("Artikel;Menge\n100000101;2\nGouda;1\nzzqx vlorbt;1\n"));
        const QString shot = m_dir.filePath(QStringLiteral("preview.png"));
        const Run r = run({QStringLiteral("--demo"), QStringLiteral("--locale"), QStringLiteral("de-DE"), QStringLiteral("--import"),
                           in, QStringLiteral("--screenshot"), shot, QStringLiteral("--window-size"), QStringLiteral("1024x700")},
                          {{QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")},
                           {QStringLiteral("WEBSHOP_SCREENSHOT_TEXTS"), QStringLiteral("1")}});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QImage(shot).size() == QSize(1024, 700));
        QFile texts(shot + QStringLiteral(".txt"));
        QVERIFY(texts.open(QIODevice::ReadOnly));
        const QString shown = QString::fromUtf8(texts.readAll());
        // Every line of the file in the preview, each resolved (no "checking" left).
        for (const char *line : {"100000101;2", "Gouda;1", "zzqx vlorbt;1"})
            QVERIFY2(shown.contains(QString::fromUtf8(line)), line);
        QVERIFY(shown.contains(QStringLiteral("preview.csv")));
    }

    void failures_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        const QString missing = m_dir.filePath(QStringLiteral("missing.csv"));
        const QString out = m_dir.filePath(QStringLiteral("never.csv"));
        QTest::newRow("no report") << QStringList{QStringLiteral("--demo"), QStringLiteral("--import"), missing} << 2;
        QTest::newRow("report without import") << QStringList{QStringLiteral("--report"), out} << 2;
        QTest::newRow("bad duplicates") << QStringList{QStringLiteral("--import"), missing, QStringLiteral("--report"), out,
                                                       QStringLiteral("--duplicates"), QStringLiteral("sum")} << 2;
        QTest::newRow("unreadable file") << QStringList{QStringLiteral("--demo"), QStringLiteral("--import"), missing,
                                                        QStringLiteral("--report"), out} << 3;
        QTest::newRow("no server, no login") << QStringList{QStringLiteral("--import"), m_dir.filePath(QStringLiteral("clean.csv")),
                                                            QStringLiteral("--report"), out} << 3;
    }
    void failures()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        write(QStringLiteral("clean.csv"), QByteArray("100000101;1\n"));
        const Run r = run(args);
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        QVERIFY(!r.err.trimmed().isEmpty()); // one line that says why
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never.csv"))));
    }
};

QTEST_GUILESS_MAIN(TestImportCli)
#include "tst_importcli.moc"
