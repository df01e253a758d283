// Counts in the UI are single "%Ln …(s)" messages: the .qm files give each language its plural
// forms, English included (webshop_en.ts holds only those). Loads the .qm files the build embeds
// into the app, the same way the app does (QTranslator::load(locale, "webshop", "_", dir)).

#include "tests/common/TestEnv.h"
#include "ui/BasketPage.h"
#include "ui/ListsPage.h"
#include "ui/CataloguePage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>
#include <algorithm>
#include <memory>

using namespace webshop::ui;

namespace {

const QString qmDir = QStringLiteral(WEBSHOP_BINARY_DIR);
const QString tsDir = QStringLiteral(WEBSHOP_SOURCE_DIR "/translations");

// One numerus message of a .ts file.
struct Numerus
{
    QString context;
    QString source;
    QStringList forms;
    bool finished = false;
};

QList<Numerus> numerusMessages(const QString &tsFile, QString *language)
{
    QList<Numerus> out;
    QFile f(tsFile);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString context;
    Numerus current;
    bool inNumerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            *language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            inNumerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            if (inNumerus)
                current = {context, {}, {}, false};
        } else if (inNumerus && name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (inNumerus && name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            current.finished = type.isEmpty();
            while (xml.readNextStartElement())
                current.forms.append(xml.readElementText());
            out.append(current);
            inNumerus = false;
        }
    }
    return out;
}

} // namespace

class TestPlurals : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTranslator> m_translator;

    // Installs the app's translator for this locale, as AppController does; empty if none loads.
    QString install(const QLocale &locale)
    {
        uninstall();
        QLocale::setDefault(locale);
        m_translator = std::make_unique<QTranslator>();
        if (!m_translator->load(locale, QStringLiteral("webshop"), QStringLiteral("_"), qmDir))
            return {};
        QCoreApplication::installTranslator(m_translator.get());
        return QFileInfo(m_translator->filePath()).fileName();
    }
    void uninstall()
    {
        if (m_translator)
            QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
    }

private slots:
    void initTestCase()
    {
        webshop::test::isolateTestEnvironment();
        QVERIFY2(QFileInfo::exists(qmDir + QStringLiteral("/webshop_en.qm")), qPrintable(qmDir));
    }
    void cleanup()
    {
        uninstall();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void englishLocalesLoadTheEnglishPlurals_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::newRow("en_GB") << QLocale(QLocale::English, QLocale::UnitedKingdom);
        QTest::newRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates);
        QTest::newRow("en_AU") << QLocale(QLocale::English, QLocale::Australia);
    }
    void englishLocalesLoadTheEnglishPlurals()
    {
        QFETCH(QLocale, locale);
        QCOMPARE(install(locale), QStringLiteral("webshop_en.qm"));
    }

    void english()
    {
        QVERIFY(!install(QLocale(QLocale::English, QLocale::UnitedKingdom)).isEmpty());
        QCOMPARE(BasketPage::tr("%Ln line(s)", nullptr, 1), QStringLiteral("1 line"));
        QCOMPARE(BasketPage::tr("%Ln line(s)", nullptr, 3), QStringLiteral("3 lines"));
        QCOMPARE(BasketPage::tr("%Ln line(s)", nullptr, 1200), QStringLiteral("1,200 lines"));
        QCOMPARE(CataloguePage::tr("%Ln result(s) for “%1”", nullptr, 1).arg(QStringLiteral("tea")),
                 QStringLiteral("1 result for “tea”"));
        QCOMPARE(CataloguePage::tr("%Ln result(s) for “%1”", nullptr, 3).arg(QStringLiteral("tea")),
                 QStringLiteral("3 results for “tea”"));
        QCOMPARE(CataloguePage::tr("All %Ln shown", "all search results are on screen", 1), QStringLiteral("Shown in full"));
        QCOMPARE(CataloguePage::tr("All %Ln shown", "all search results are on screen", 3), QStringLiteral("All 3 shown"));
        QCOMPARE(ListsPage::tr("%Ln line(s) added to the basket.", nullptr, 1),
                 QStringLiteral("1 line added to the basket."));
        QCOMPARE(ListsPage::tr("%Ln article(s)", nullptr, 57), QStringLiteral("57 articles"));
        // Not a numerus message: the English translator falls back to the source.
        QCOMPARE(BasketPage::tr("synced just now"), QStringLiteral("synced just now"));
    }

    void polishHasThreeForms()
    {
        QCOMPARE(install(QLocale(QLocale::Polish, QLocale::Poland)), QStringLiteral("webshop_pl.qm"));
        const auto lines = [](int n) { return BasketPage::tr("%Ln line(s)", nullptr, n); };
        QCOMPARE(lines(1), QStringLiteral("1 pozycja"));
        QCOMPARE(lines(2), QStringLiteral("2 pozycje"));
        QCOMPARE(lines(5), QStringLiteral("5 pozycji"));
        QCOMPARE(lines(12), QStringLiteral("12 pozycji"));
        QCOMPARE(lines(22), QStringLiteral("22 pozycje"));
        QVERIFY(lines(2).mid(2) != lines(5).mid(2));
        QCOMPARE(CataloguePage::tr("%Ln result(s) for “%1”", nullptr, 23).arg(QStringLiteral("kawa")),
                 QStringLiteral("23 wyniki dla „kawa”"));
        QCOMPARE(CataloguePage::tr("%Ln result(s) for “%1”", nullptr, 14).arg(QStringLiteral("kawa")),
                 QStringLiteral("14 wyników dla „kawa”"));
        // %Ln groups digits the Polish way (a no-break space, from five digits on).
        QCOMPARE(lines(12005), QStringLiteral("12\u00a0005 pozycji"));
    }

    void germanHasTwoForms()
    {
        QCOMPARE(install(QLocale(QLocale::German, QLocale::Germany)), QStringLiteral("webshop_de.qm"));
        QCOMPARE(BasketPage::tr("%Ln line(s)", nullptr, 1), QStringLiteral("1 Position"));
        QCOMPARE(BasketPage::tr("%Ln line(s)", nullptr, 3), QStringLiteral("3 Positionen"));
        // Natural German, not English word for word ("4 Zeilen brauchen Sie").
        const QString hint = QCoreApplication::translate(
            "webshop::ui::ImportDialog",
            "%Ln line(s) need you and are not added until fixed. Space on a line shows its choices.", nullptr, 4);
        QVERIFY2(hint.startsWith(QStringLiteral("4 Zeilen ")) && !hint.contains(QStringLiteral("brauchen Sie")), qPrintable(hint));
    }

    // The demo shop in a sentence takes its article (or case) in every language: the status
    // line has sentences of its own for it, not "%1" filled with "boutique de démo".
    void demoShopInASentence_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("offline");
        QTest::addColumn<QString>("signingIn");
        QTest::newRow("fr") << QLocale(QLocale::French, QLocale::France) << QStringLiteral("la boutique de démo est injoignable")
                            << QStringLiteral("à la boutique de démo");
        QTest::newRow("de") << QLocale(QLocale::German, QLocale::Germany) << QStringLiteral("Der Demo-Shop ist nicht erreichbar")
                            << QStringLiteral("beim Demo-Shop");
        QTest::newRow("pl") << QLocale(QLocale::Polish, QLocale::Poland) << QStringLiteral("sklep demo jest nieosiągalny")
                            << QStringLiteral("do sklepu demo");
    }
    void demoShopInASentence()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, offline);
        QFETCH(QString, signingIn);
        QVERIFY(!install(locale).isEmpty());
        const char *context = "webshop::ui::ConnectionStatus";
        const QString offlineText = QCoreApplication::translate(
            context, "Offline: the demo shop cannot be reached. Trying again by itself (F5: now).");
        const QString signingInText = QCoreApplication::translate(context, "Signing in to the demo shop…");
        QVERIFY2(offlineText.contains(offline, Qt::CaseInsensitive), qPrintable(offlineText));
        QVERIFY2(signingInText.contains(signingIn), qPrintable(signingInText));
    }

    // Every numerus message has its plural forms in every language, English included.
    void everyLanguageHasEveryPlural()
    {
        const QHash<QString, int> formsPerLanguage{{QStringLiteral("en"), 2}, {QStringLiteral("de"), 2},
                                                   {QStringLiteral("fr"), 2}, {QStringLiteral("it"), 2},
                                                   {QStringLiteral("es"), 2}, {QStringLiteral("nl"), 2},
                                                   {QStringLiteral("pl"), 3}};
        QString english;
        const QList<Numerus> reference = numerusMessages(tsDir + QStringLiteral("/webshop_en.ts"), &english);
        QCOMPARE(english, QStringLiteral("en"));
        QVERIFY(reference.size() >= 10);
        const QStringList files = QDir(tsDir).entryList({QStringLiteral("webshop_*.ts")}, QDir::Files);
        QVERIFY(files.size() >= 7);
        for (const QString &file : files) {
            QString language;
            const QList<Numerus> messages = numerusMessages(tsDir + QLatin1Char('/') + file, &language);
            language = language.section(QLatin1Char('_'), 0, 0); // de_DE: the plural rules are the language's
            QVERIFY2(formsPerLanguage.contains(language), qPrintable(file + QStringLiteral(": ") + language));
            QCOMPARE(messages.size(), reference.size());
            for (const Numerus &m : messages) {
                const QString where = file + QStringLiteral(": ") + m.context + QStringLiteral(" | ") + m.source;
                QVERIFY2(m.finished, qPrintable(where));
                QVERIFY2(m.forms.size() == formsPerLanguage.value(language), qPrintable(where));
                for (const QString &form : m.forms)
                    QVERIFY2(!form.isEmpty() && !form.contains(QLatin1String("(s)")), qPrintable(where));
                // The last form is used for large counts, so it must show the number.
                QVERIFY2(m.forms.constLast().contains(QLatin1String("%n"))
                             || m.forms.constLast().contains(QLatin1String("%Ln")),
                         qPrintable(where));
                const bool inEnglish = std::any_of(reference.cbegin(), reference.cend(), [&](const Numerus &e) {
                    return e.context == m.context && e.source == m.source;
                });
                QVERIFY2(inEnglish, qPrintable(where));
            }
        }
    }
};

QTEST_MAIN(TestPlurals)
#include "tst_plurals.moc"
