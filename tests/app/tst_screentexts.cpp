// Every screen in every shipped language, as the screenshot set renders it (the real binary,
// demo mode): no English text of the UI is left where the language has its own. The texts a
// person can read on screen are written next to each screenshot (WEBSHOP_SCREENSHOT_TEXTS) and
// compared with the English source texts that the language's .ts file translates differently.
// The dump also names every text that is cut off ("[elided] …"): none may be, at 1440 × 900,
// where the full text would fit (in English too).

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {
// The English source texts this language translates to something else, without accelerators;
// only whole texts without placeholders (a text with %1 never appears as it is).
QSet<QString> translatedAway(const QString &language)
{
    QFile f(QStringLiteral(WEBSHOP_SOURCE_DIR "/translations/webshop_%1.ts").arg(language));
    QSet<QString> sources;
    if (!f.open(QIODevice::ReadOnly))
        return sources;
    QXmlStreamReader xml(&f);
    QString source, translation;
    bool finished = true;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"source") {
            source = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == u"translation") {
            finished = xml.attributes().value(QLatin1String("type")).isEmpty();
            translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (xml.isEndElement() && xml.name() == u"message") {
            static const QRegularExpression placeholder(QStringLiteral("%(\\d|n|Ln)"));
            QString plain = source;
            plain.remove(u'&');
            // Words that read the same in both languages ("OK", "Netto") are not a finding.
            if (finished && !placeholder.match(source).hasMatch() && translation.remove(u'&') != plain
                && plain.size() > 3)
                sources.insert(plain);
            source.clear();
            translation.clear();
        }
    }
    return sources;
}
} // namespace

class TestScreenTexts : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // The texts dumped beside the screenshot of `view` in `locale` at 1440 × 900 (taken once,
    // shared by the checks below); empty when the run failed.
    QStringList screenTexts(const QString &locale, const QString &search, const QString &view)
    {
        const QString shot = m_dir.filePath(locale + u'-' + view + QStringLiteral(".png"));
        QFile texts(shot + QStringLiteral(".txt"));
        if (!texts.exists()) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            env.insert(QStringLiteral("HOME"), m_dir.path());
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config-") + locale + view));
            env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
            env.insert(QStringLiteral("WEBSHOP_SCREENSHOT_TEXTS"), QStringLiteral("1"));
            env.remove(QStringLiteral("DISPLAY"));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(WEBSHOP_DESKTOP_BIN),
                    {QStringLiteral("--demo"), QStringLiteral("--locale"), locale, QStringLiteral("--search"), search,
                     QStringLiteral("--show"), view, QStringLiteral("--window-size"), QStringLiteral("1440x900"),
                     QStringLiteral("--screenshot"), shot});
            if (!p.waitForFinished(90000) || p.exitCode() != 0) {
                qWarning("%s %s: the screenshot run failed: %s", qPrintable(locale), qPrintable(view),
                         p.readAllStandardError().constData());
                return {};
            }
        }
        if (!texts.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(texts.readAll()).split(u'\n', Qt::SkipEmptyParts);
    }

    static void screens(bool english)
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("search");
        QTest::addColumn<QString>("view");
        std::vector<std::pair<const char *, const char *>> languages = {
            {"de-DE", "kaffee"}, {"fr-FR", "café"}, {"it-IT", "caffè"},
            {"es-ES", "café"},   {"nl-NL", "koffie"}, {"pl-PL", "kawa"}};
        if (english)
            languages.insert(languages.begin(), {"en-GB", "coffee"});
        for (const auto &[locale, search] : languages)
            for (const char *view : {"search", "article", "basket", "lists", "login", "quickorder", "import", "compare",
                                     "offline", "history", "guide"})
                QTest::addRow("%s %s", locale, view) << QString::fromLatin1(locale) << QString::fromUtf8(search)
                                                     << QString::fromLatin1(view);
    }

    void noEnglishLeft_data() { screens(false); }

    void noEnglishLeft()
    {
        QFETCH(QString, locale);
        QFETCH(QString, search);
        QFETCH(QString, view);
        const QSet<QString> english = translatedAway(locale.left(2));
        QVERIFY2(english.size() > 100, qPrintable(locale)); // the .ts file was read

        const QStringList lines = screenTexts(locale, search, view);
        QVERIFY(lines.size() > 5);
        QStringList left;
        for (QString line : lines) {
            line.remove(u'&');
            if (english.contains(line.trimmed()))
                left << line.trimmed();
        }
        QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("English on the %1 %2 screen: %3")
                                                .arg(locale, view, left.join(QStringLiteral(" | ")))));
    }

    // Nothing cut off where it would fit: the dump's "[elided] " lines ("[elided, long] " is a
    // text longer than a third of the window, which may be shortened by design).
    void nothingCutOff_data() { screens(true); }

    void nothingCutOff()
    {
        QFETCH(QString, locale);
        QFETCH(QString, search);
        QFETCH(QString, view);
        const QStringList lines = screenTexts(locale, search, view);
        QVERIFY(lines.size() > 5);
        QStringList cut;
        for (const QString &line : lines)
            if (line.startsWith(QLatin1String("[elided] ")))
                cut << line;
        QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("Cut off on the %1 %2 screen:\n%3")
                                               .arg(locale, view, cut.join(u'\n'))));
    }
};

QTEST_GUILESS_MAIN(TestScreenTexts)
#include "tst_screentexts.moc"
