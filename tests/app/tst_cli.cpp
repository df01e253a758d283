// Runs the real webshop-desktop binary the way sales and IT staff do: demo mode, screenshots
// of every view, failures with one clear line and a non-zero exit.

#include "app/demo/DemoServer.h"
#include "tests/common/Await.h"

#include <QElapsedTimer>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

class TestCli : public QObject
{
    Q_OBJECT

    struct Run
    {
        int exitCode = -1;
        QByteArray out, err;
        qint64 ms = 0;
    };

    Run run(const QStringList &args, int waitMs = 90000, const QHash<QString, QString> &extraEnv = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.path() + QStringLiteral("/cache"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WEBSHOP_USERNAME"));
        env.remove(QStringLiteral("WEBSHOP_PASSWORD"));
        for (auto it = extraEnv.begin(); it != extraEnv.end(); ++it)
            env.insert(it.key(), it.value());
        p.setProcessEnvironment(env);
        QElapsedTimer t;
        t.start();
        p.start(QStringLiteral(WEBSHOP_DESKTOP_BIN), args);
        Run r;
        // The event loop runs meanwhile: a server in this process can answer the child.
        if (const webshop::test::Awaited exited = webshop::test::waitUntil([&p] { return p.state() == QProcess::NotRunning; },
                                                                           QStringLiteral("webshop-desktop to exit"), waitMs);
            !exited) {
            p.kill();
            p.waitForFinished();
            r.err = exited.message();
            return r;
        }
        r.ms = t.elapsed();
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    // The first demo customer's credentials in the environment, and a configuration of its own.
    QHash<QString, QString> environmentLogin() const
    {
        const auto customer = webshop::demo::DemoServer::demoCustomers().constFirst();
        return {{QStringLiteral("WEBSHOP_API_USER"), customer.apiUser},
                {QStringLiteral("WEBSHOP_API_PASSWORD"), customer.apiPassword},
                {QStringLiteral("WEBSHOP_USERNAME"), customer.username},
                {QStringLiteral("WEBSHOP_PASSWORD"), customer.password},
                {QStringLiteral("WEBSHOP_SCREENSHOT_TEXTS"), QStringLiteral("1")},
                {QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config-server")}};
    }

    // The widget texts written next to a screenshot (WEBSHOP_SCREENSHOT_TEXTS); null if none.
    static QString screenshotTexts(const QString &file)
    {
        QFile f(file + QStringLiteral(".txt"));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

    // Distinct colours and the share of the most common colour: a blank or single-colour image fails.
    static void pixelStats(const QImage &img, int *distinct, double *dominantShare)
    {
        QHash<QRgb, int> counts;
        for (int y = 0; y < img.height(); y += 3)
            for (int x = 0; x < img.width(); x += 3)
                ++counts[img.pixel(x, y)];
        int total = 0, top = 0;
        for (int c : std::as_const(counts)) {
            total += c;
            top = qMax(top, c);
        }
        *distinct = int(counts.size());
        *dominantShare = total ? double(top) / total : 1.0;
    }

    QTemporaryDir m_home;
    QTemporaryDir m_out;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QVERIFY(m_out.isValid());
    }

    void version()
    {
        const Run r = run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QByteArray("webshop-desktop " WEBSHOP_TEST_VERSION));
    }

    void screenshotEveryView_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QSize>("size");
        QTest::newRow("search") << QStringLiteral("search") << QSize(1440, 900);
        QTest::newRow("article") << QStringLiteral("article") << QSize(1440, 900);
        QTest::newRow("basket") << QStringLiteral("basket") << QSize(1440, 900);
        QTest::newRow("lists") << QStringLiteral("lists") << QSize(1440, 900);
        QTest::newRow("login") << QStringLiteral("login") << QSize(1440, 900);
        QTest::newRow("search small") << QStringLiteral("search") << QSize(1024, 700);
    }
    void screenshotEveryView()
    {
        QFETCH(QString, view);
        QFETCH(QSize, size);
        const QString file = m_out.filePath(QStringLiteral("%1-%2.png").arg(view).arg(size.width()));
        const Run r = run({QStringLiteral("--demo"), QStringLiteral("--locale"), QStringLiteral("en-GB"),
                           QStringLiteral("--search"), QStringLiteral("kaffee"), QStringLiteral("--show"), view,
                           QStringLiteral("--window-size"),
                           QStringLiteral("%1x%2").arg(size.width()).arg(size.height()),
                           QStringLiteral("--screenshot"), file});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QImage img(file);
        QVERIFY2(!img.isNull(), qPrintable(file));
        QCOMPARE(img.size(), size);
        int distinct = 0;
        double dominant = 1;
        pixelStats(img, &distinct, &dominant);
        QVERIFY2(distinct > 40, qPrintable(QStringLiteral("only %1 colours").arg(distinct)));
        QVERIFY2(dominant < 0.9, qPrintable(QStringLiteral("%1 of the image is one colour").arg(dominant)));
    }

    void unreachableServerFailsWithinTimeout()
    {
        // A port nothing listens on: connection refused, the app says so and exits non-zero.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        const QString file = m_out.filePath(QStringLiteral("unreachable.png"));
        const QHash<QString, QString> credentials{
            {QStringLiteral("WEBSHOP_API_USER"), QStringLiteral("someone")},
            {QStringLiteral("WEBSHOP_API_PASSWORD"), QStringLiteral("Api-Pw-7731")},
            {QStringLiteral("WEBSHOP_USERNAME"), QStringLiteral("buyer@example.com")},
            {QStringLiteral("WEBSHOP_PASSWORD"), QStringLiteral("Cust-Pw-9154")}};
        const Run r = run({QStringLiteral("--base-url"), QStringLiteral("http://127.0.0.1:%1").arg(port),
                           QStringLiteral("--show"), QStringLiteral("search"), QStringLiteral("--timeout"),
                           QStringLiteral("10"), QStringLiteral("--screenshot"), file},
                          30000, credentials);
        QVERIFY2(r.exitCode > 0, r.err.constData());
        QVERIFY2(r.ms < 12000, qPrintable(QString::number(r.ms)));
        QVERIFY(!QFile::exists(file));
        const QList<QByteArray> lines = r.err.trimmed().split('\n');
        QVERIFY(!lines.isEmpty());
        QVERIFY2(r.err.contains("reach") || r.err.contains("connect"), r.err.constData());
        // Secrets never reach the output.
        QVERIFY(!r.err.contains("Api-Pw-7731") && !r.out.contains("Api-Pw-7731"));
        QVERIFY(!r.err.contains("Cust-Pw-9154") && !r.out.contains("Cust-Pw-9154"));
    }

    // Not demo mode: a separate server, credentials from the environment, the delivery address
    // chosen by --store, and the screenshot shows that store's basket.
    void againstAServerWithEnvironmentCredentials()
    {
        webshop::demo::DemoServer server;
        QVERIFY(server.listen());
        const QString file = m_out.filePath(QStringLiteral("server-basket.png"));
        const Run r = run({QStringLiteral("--base-url"), server.url().toString(), QStringLiteral("--store"), QStringLiteral("0034"),
                           QStringLiteral("--locale"), QStringLiteral("de-DE"), QStringLiteral("--show"),
                           QStringLiteral("basket"), QStringLiteral("--screenshot"), file},
                          60000, environmentLogin());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QImage(file).size() == QSize(1440, 900));
        const QString texts = screenshotTexts(file);
        QVERIFY2(texts.contains(QStringLiteral("Düsseldorf")), qPrintable(texts.left(600))); // store 0034
        QVERIFY(texts.contains(QStringLiteral("Warenkorb")));
        // The secrets went in through the environment and never came out.
        const QString apiPassword = environmentLogin().value(QStringLiteral("WEBSHOP_API_PASSWORD"));
        QVERIFY(!r.err.contains(apiPassword.toUtf8()));
        QVERIFY(!texts.contains(apiPassword));
    }

    // A store the customer has no address in: one clear line, exit 1.
    void storeWithoutAnAddressFails()
    {
        webshop::demo::DemoServer server;
        QVERIFY(server.listen());
        const Run r = run({QStringLiteral("--base-url"), server.url().toString(), QStringLiteral("--store"), QStringLiteral("9999"),
                           QStringLiteral("--show"), QStringLiteral("basket"), QStringLiteral("--screenshot"),
                           m_out.filePath(QStringLiteral("no-store.png"))},
                          60000, environmentLogin());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("9999"), "names the store");
    }

    void unknownArticleFailsInsteadOfShootingAnError()
    {
        const QString file = m_out.filePath(QStringLiteral("unknown-article.png"));
        const Run r = run({QStringLiteral("--demo"), QStringLiteral("--show"), QStringLiteral("article"),
                           QStringLiteral("--article"), QStringLiteral("9999999"), QStringLiteral("--timeout"),
                           QStringLiteral("20"), QStringLiteral("--screenshot"), file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!QFile::exists(file));
        QVERIFY2(r.err.contains("webshop-desktop: The article could not be loaded"), r.err.constData());
        QVERIFY2(r.ms < 15000, qPrintable(QString::number(r.ms)));
    }

    void articleById()
    {
        const QString file = m_out.filePath(QStringLiteral("article-by-id.png"));
        const Run r = run({QStringLiteral("--demo"), QStringLiteral("--locale"), QStringLiteral("en-GB"),
                           QStringLiteral("--show"), QStringLiteral("article"), QStringLiteral("--article"),
                           QStringLiteral("1000780"), QStringLiteral("--screenshot"), file},
                          90000, {{QStringLiteral("WEBSHOP_SCREENSHOT_TEXTS"), QStringLiteral("1")}});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString texts = screenshotTexts(file);
        QVERIFY2(texts.contains(QStringLiteral("Mineral water")), qPrintable(texts.left(400)));
        QVERIFY(texts.contains(QStringLiteral("1000780")));
    }

    void plainCLocaleShowsEnglishPlurals()
    {
        // LANG=C and no --locale: the app falls back to en_US and loads webshop_en.qm.
        const QString file = m_out.filePath(QStringLiteral("basket-C.png"));
        const Run r = run({QStringLiteral("--demo"), QStringLiteral("--show"), QStringLiteral("basket"),
                           QStringLiteral("--screenshot"), file},
                          90000,
                          {{QStringLiteral("WEBSHOP_SCREENSHOT_TEXTS"), QStringLiteral("1")},
                           {QStringLiteral("LANG"), QStringLiteral("C")},
                           {QStringLiteral("LC_ALL"), QStringLiteral("C")},
                           {QStringLiteral("LANGUAGE"), QString()}});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString texts = screenshotTexts(file);
        QVERIFY2(!texts.isNull(), qPrintable(file));
        static const QRegularExpression lines(QStringLiteral("\\b([2-9]|\\d\\d+) lines · "));
        QVERIFY2(texts.contains(lines), qPrintable(texts.left(400)));
        QVERIFY(!texts.contains(QLatin1String("line(s)")));
    }

    void englishAndGermanDiffer()
    {
        QString texts[2];
        const char *locales[] = {"en-GB", "de-DE"};
        for (int i = 0; i < 2; ++i) {
            const QString file = m_out.filePath(QStringLiteral("basket-%1.png").arg(QLatin1String(locales[i])));
            const Run r = run({QStringLiteral("--demo"), QStringLiteral("--locale"), QLatin1String(locales[i]),
                               QStringLiteral("--show"), QStringLiteral("basket"), QStringLiteral("--screenshot"),
                               file},
                              90000, {{QStringLiteral("WEBSHOP_SCREENSHOT_TEXTS"), QStringLiteral("1")}});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            texts[i] = screenshotTexts(file);
            QVERIFY2(!texts[i].isNull(), qPrintable(file));
        }
        QVERIFY(texts[0].contains(QStringLiteral("Basket")));
        QVERIFY(texts[1].contains(QStringLiteral("Warenkorb")));
        // Counts in each language's plural form (English ones come from webshop_en.qm).
        static const QRegularExpression lines(QStringLiteral("\\b([2-9]|\\d\\d+) lines\\b"));
        static const QRegularExpression positions(QStringLiteral("\\b([2-9]|\\d\\d+) Positionen\\b"));
        QVERIFY2(texts[0].contains(lines), qPrintable(texts[0].left(400)));
        QVERIFY2(texts[1].contains(positions), qPrintable(texts[1].left(400)));
        QVERIFY(!texts[0].contains(QLatin1String("(s)")) && !texts[1].contains(QLatin1String("(s)")));
        QVERIFY(!texts[1].contains(QStringLiteral("Basket")));
        // Money in each locale's format.
        static const QRegularExpression english(QStringLiteral("€\\d[\\d,]*\\.\\d\\d"));
        static const QRegularExpression german(QStringLiteral("\\d,\\d\\d[\\x{00A0} ]€"));
        QVERIFY2(texts[0].contains(english), "€1,234.56 in English");
        QVERIFY2(texts[1].contains(german), "1.234,56 € in German");
        QVERIFY(!texts[0].contains(german));
        QVERIFY(QImage(m_out.filePath(QStringLiteral("basket-en-GB.png")))
                != QImage(m_out.filePath(QStringLiteral("basket-de-DE.png"))));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
