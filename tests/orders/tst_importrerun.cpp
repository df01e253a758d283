// An order file run twice, with the real binaries: `webshop-desktop --import … --add --report`
// against `webshop-demo-server --add-delay`, killed with SIGKILL in the middle of a burst of 30
// adds, then run again. From the server's basket (what it applied) and both reports: every line
// is applied once or reported honestly, none is applied twice, the killed run's report is a
// valid report of what had happened; --again needs --add and then sends every line once more.

#include "ImportTestUtil.h"

#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoServer.h"
#include "tests/demo/DemoHttp.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;

namespace {
constexpr int kLines = 30;
constexpr int kAddDelayMs = 400; // each add waits this long before the server applies and answers
const QString kStore = QStringLiteral("0012");
} // namespace

class TestImportRerun : public QObject
{
    Q_OBJECT

    struct Line
    {
        int line = 0;
        QString bundle;
        int amount = 0;
    };

    QTemporaryDir m_home, m_dir;
    QProcess m_server;
    QUrl m_url;
    QList<Line> m_lines;
    QString m_file;

    QProcessEnvironment clientEnvironment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        // The same home for both runs: the ledger (<data>/ledger.sqlite) is what a restart reads.
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.path() + QStringLiteral("/cache"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path() + QStringLiteral("/data"));
        const demo::DemoCredentials c = demo::DemoServer::demoCustomers().constFirst();
        env.insert(QStringLiteral("WEBSHOP_API_USER"), c.apiUser);
        env.insert(QStringLiteral("WEBSHOP_API_PASSWORD"), c.apiPassword);
        env.insert(QStringLiteral("WEBSHOP_USERNAME"), c.username);
        env.insert(QStringLiteral("WEBSHOP_PASSWORD"), c.password);
        return env;
    }

    QStringList importArgs(const QString &report, const QUrl &server = {}, const QString &file = {}) const
    {
        return {QStringLiteral("--base-url"), (server.isEmpty() ? m_url : server).toString(), QStringLiteral("--store"), kStore,
                QStringLiteral("--locale"), QStringLiteral("de-DE"), QStringLiteral("--import"), file.isEmpty() ? m_file : file,
                QStringLiteral("--report"), report, QStringLiteral("--add")};
    }

    // What the server applied: the quantity of each bundle's basket line.
    QHash<QString, double> basket()
    {
        demo::test::DemoHttp http(m_url);
        QHash<QString, double> out;
        if (!http.login())
            return out;
        const QJsonArray items = http.get(http.basketPath(kStore, QStringLiteral("getBasket")))
                                     .json()
                                     .value(QStringLiteral("items"))
                                     .toArray();
        for (const QJsonValue &item : items)
            out[item[QStringLiteral("article")].toString()] += item[QStringLiteral("amount")].toDouble();
        return out;
    }

    // How often the server applied line `l` (its bundle's quantity over its amount).
    static int applied(const QHash<QString, double> &basket, const Line &l)
    {
        return qRound(basket.value(l.bundle) / l.amount);
    }

    // The report's rows by file line (status, message); the header row checked.
    static QHash<int, QStringList> reportRows(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QList<QStringList> rows = test::csvRows(f.readAll(), u';');
        QHash<int, QStringList> out;
        if (rows.isEmpty() || rows.constFirst().value(4) != u"status")
            return out;
        for (qsizetype i = 1; i < rows.size(); ++i)
            out.insert(rows.at(i).value(0).toInt(), {rows.at(i).value(4), rows.at(i).value(5)});
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid() && m_dir.isValid());
        m_server.start(QStringLiteral(WEBSHOP_DEMO_SERVER_BIN),
                       {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--quiet"), QStringLiteral("--add-delay"),
                        QString::number(kAddDelayMs)});
        QVERIFY(m_server.waitForStarted());
        QString out;
        QTRY_VERIFY_WITH_TIMEOUT((out += QString::fromUtf8(m_server.readAllStandardOutput())).contains(u"Ctrl+C"), 30000);
        static const QRegularExpression listening(QStringLiteral("listening on (http://\\S+) "));
        const QRegularExpressionMatch m = listening.match(out);
        QVERIFY2(m.hasMatch(), qPrintable(out));
        m_url = QUrl(m.captured(1));

        // 30 lines, each a pack of its own (1 to 3 of it): the basket tells how often each landed.
        const auto catalogue = demo::DemoCatalogue::create();
        QByteArray text = "Artikelnummer;Menge\n";
        for (int i = 0; i < kLines; ++i) {
            const Line l{i + 2, catalogue->articles().at(i).bundles.constFirst().id, i % 3 + 1};
            m_lines << l;
            text += l.bundle.toUtf8() + ';' + QByteArray::number(l.amount) + '\n';
        }
        m_file = m_dir.filePath(QStringLiteral("burst.csv"));
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text) == text.size());
    }

    void cleanupTestCase()
    {
        m_server.kill();
        m_server.waitForFinished(10000);
    }

    void againNeedsAdd()
    {
        QProcess p;
        p.setProcessEnvironment(clientEnvironment());
        p.start(QStringLiteral(WEBSHOP_DESKTOP_BIN), {QStringLiteral("--import"), m_file, QStringLiteral("--report"),
                                                      m_dir.filePath(QStringLiteral("x.csv")), QStringLiteral("--again")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(p.readAllStandardError().contains("--again goes with --add"), "the error names --add");
        QVERIFY(basket().isEmpty());
    }

    void killedInABurstThenRunAgain()
    {
        // The first run, killed once some adds have landed and the rest are on their way.
        const QString killedReport = m_dir.filePath(QStringLiteral("killed.csv"));
        QProcess first;
        first.setProcessEnvironment(clientEnvironment());
        first.start(QStringLiteral(WEBSHOP_DESKTOP_BIN), importArgs(killedReport));
        QVERIFY(first.waitForStarted());
        auto stop = qScopeGuard([&first] {
            first.kill();
            first.waitForFinished(10000);
        });
        QTRY_VERIFY_WITH_TIMEOUT(basket().size() >= 8, 60000);
        QVERIFY2(first.state() == QProcess::Running, "the run had ended before it could be killed");
        first.kill(); // SIGKILL: no cleanup, no last report
        QVERIFY(first.waitForFinished(10000));
        QCOMPARE(first.exitStatus(), QProcess::CrashExit);
        stop.dismiss();

        // The killed run's report is a whole report of what had happened so far.
        const QHash<int, QStringList> killed = reportRows(killedReport);
        QCOMPARE(killed.size(), kLines + 1); // the header line of the file too
        QCOMPARE(killed.value(1).value(0), QStringLiteral("skipped"));
        int killedAdded = 0, killedOpen = 0;
        for (const Line &l : std::as_const(m_lines)) {
            const QString status = killed.value(l.line).value(0);
            QVERIFY2(status == u"added" || status == u"uncertain" || status == u"ok",
                     qPrintable(QStringLiteral("line %1: %2").arg(l.line).arg(status)));
            killedAdded += status == u"added";
            killedOpen += status == u"uncertain";
        }
        QVERIFY2(killedAdded > 0 && killedAdded < kLines, qPrintable(QString::number(killedAdded)));

        // The in-flight add lands meanwhile (the server applies it after its delay regardless).
        // fixed-wait-ok: the server process applies it on its own clock after the client is gone;
        // nothing crosses the process boundary to wait on (the audit is in-process only).
        QTest::qWait(2 * kAddDelayMs); // fixed-wait-ok
        const QHash<QString, double> afterKill = basket();

        // Run again: what landed is `already_added`, the rest is added (or held back, if unsure).
        const QString againReport = m_dir.filePath(QStringLiteral("again.csv"));
        QProcess second;
        second.setProcessEnvironment(clientEnvironment());
        second.start(QStringLiteral(WEBSHOP_DESKTOP_BIN), importArgs(againReport));
        QVERIFY(second.waitForFinished(120000));
        const QByteArray err = second.readAllStandardError();
        QCOMPARE(second.exitStatus(), QProcess::NormalExit);
        const QHash<int, QStringList> again = reportRows(againReport);
        QCOMPARE(again.size(), kLines + 1);

        // The audit: every line accounted for, none applied twice.
        const QHash<QString, double> now = basket();
        int alreadyAdded = 0, added = 0, heldBack = 0;
        for (const Line &l : std::as_const(m_lines)) {
            const QString where = QStringLiteral("line %1 (%2 x %3): first %4, then %5; applied %6")
                                      .arg(l.line)
                                      .arg(l.bundle)
                                      .arg(l.amount)
                                      .arg(killed.value(l.line).value(0), again.value(l.line).value(0))
                                      .arg(applied(now, l));
            const QString status = again.value(l.line).value(0);
            QVERIFY2(applied(now, l) <= 1, qPrintable(where)); // never twice
            QVERIFY2(now.value(l.bundle) == 0 || now.value(l.bundle) == l.amount, qPrintable(where));
            if (killed.value(l.line).value(0) == u"added") // told added: it landed, and was not sent again
                QVERIFY2(applied(now, l) == 1 && status == u"already_added", qPrintable(where));
            if (killed.value(l.line).value(0) == u"ok") // not sent when the report was written
                QVERIFY2(applied(afterKill, l) == 0, qPrintable(where));
            if (status == u"already_added") {
                ++alreadyAdded;
                QVERIFY2(applied(afterKill, l) == 1, qPrintable(where)); // it had landed before this run
            } else if (status == u"added") {
                ++added;
                QVERIFY2(applied(afterKill, l) == 0 && applied(now, l) == 1, qPrintable(where));
            } else {
                // Held back: an add that may have reached the server is not sent again by itself.
                QVERIFY2(status == u"uncertain", qPrintable(where));
                QVERIFY2(again.value(l.line).value(1).contains(QStringLiteral("--again")), qPrintable(where));
                QCOMPARE(applied(now, l), applied(afterKill, l));
                ++heldBack;
            }
        }
        QCOMPARE(alreadyAdded + added + heldBack, kLines);
        QVERIFY(alreadyAdded >= killedAdded);
        QVERIFY(added > 0);
        QCOMPARE(second.exitCode(), heldBack > 0 ? 1 : 0);
        if (heldBack > 0)
            QVERIFY2(err.contains("--again"), err.constData());
        qInfo("killed after %d added (%d on their way); run again: %d already added, %d added, %d held back", killedAdded,
              killedOpen, alreadyAdded, added, heldBack);
    }

    // --again: every line is sent anew, once each, whatever the earlier runs did.
    void againAddsEveryLineAnew()
    {
        const QHash<QString, double> before = basket();
        QVERIFY(!before.isEmpty()); // after the runs above
        const QString report = m_dir.filePath(QStringLiteral("again-anew.csv"));
        QProcess p;
        p.setProcessEnvironment(clientEnvironment());
        p.start(QStringLiteral(WEBSHOP_DESKTOP_BIN), importArgs(report) << QStringLiteral("--again"));
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, p.readAllStandardError().constData());
        const QHash<int, QStringList> rows = reportRows(report);
        const QHash<QString, double> now = basket();
        for (const Line &l : std::as_const(m_lines)) {
            QCOMPARE(rows.value(l.line).value(0), QStringLiteral("added"));
            QCOMPARE(applied(now, l), applied(before, l) + 1);
        }
    }

    // Adds without an answer (a 500 the server did not apply) are held back on the next run:
    // not sent again, `uncertain` with a message naming --again, exit code 1. A server of this
    // process counts what it received.
    void unansweredAddsAreHeldBack()
    {
        demo::DemoServer server;
        QVERIFY(server.listen());
        demo::FaultOptions faults;
        faults.addStatus = 500;
        server.setFaults(faults);
        // Three lines: each unanswered add is re-read a few times before it is called not known.
        const QList<Line> lines = m_lines.mid(0, 3);
        QByteArray text = "Artikelnummer;Menge\n";
        for (const Line &l : lines)
            text += l.bundle.toUtf8() + ';' + QByteArray::number(l.amount) + '\n';
        const QString file = m_dir.filePath(QStringLiteral("unanswered.csv"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text) == text.size());
        f.close();
        const auto runOnce = [&](const QString &name) {
            QProcess p;
            p.setProcessEnvironment(clientEnvironment());
            QSignalSpy finished(&p, &QProcess::finished);
            p.start(QStringLiteral(WEBSHOP_DESKTOP_BIN), importArgs(m_dir.filePath(name), server.url(), file));
            // The event loop runs while the child does: the server of this process answers it.
            return p.waitForStarted() && finished.wait(120000) && p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        };
        QCOMPARE(runOnce(QStringLiteral("unanswered-1.csv")), 1);
        for (const Line &l : lines)
            QCOMPARE(server.addItemReceipts(l.bundle), 1);
        QCOMPARE(runOnce(QStringLiteral("unanswered-2.csv")), 1);
        const QHash<int, QStringList> rows = reportRows(m_dir.filePath(QStringLiteral("unanswered-2.csv")));
        for (const Line &l : lines) {
            QCOMPARE(server.addItemReceipts(l.bundle), 1); // not sent again
            QCOMPARE(rows.value(l.line).value(0), QStringLiteral("uncertain"));
            QVERIFY2(rows.value(l.line).value(1).contains(QStringLiteral("--again")), qPrintable(rows.value(l.line).value(1)));
        }
        QVERIFY(server.appliedAdds().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestImportRerun)
#include "tst_importrerun.moc"
