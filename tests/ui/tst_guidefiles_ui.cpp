// An order guide's files through the real window on the embedded backend (issue 27): the count
// sheet (File → Export as PDF on the guide page: every line in walking order with its position,
// a blank On hand column, no prices), File → Export as CSV there (the order the count gives), and
// the guide's own CSV exported and imported back (the order, pars and positions restored; bad
// rows named, the good ones taken).

#include "tests/common/PdfText.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/GuideFixture.h"
#include "ui/Banner.h"
#include "ui/OrderSheetActions.h"
#include "ui/Theme.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace webshop;
using GM = models::GuideModel;

class TestGuideFilesUi : public QObject, test::GuideFixture
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_answer; // the file the save dialog "chooses"

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QVERIFY(m_dir.isValid());
        if (qEnvironmentVariableIsSet("WEBSHOP_KEEP_TEST_FILES")) { // to look at the count sheet
            m_dir.setAutoRemove(false);
            qInfo("Files in %s", qPrintable(m_dir.path()));
        }
        QCoreApplication::setApplicationName(QStringLiteral("webshop-desktop-tests-guidefiles"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
        ui::OrderSheetActions::setSaveFileChooser([this](QWidget *, const QString &, const QString &, const QString &) {
            return m_answer;
        });
    }
    void cleanupTestCase() { ui::OrderSheetActions::setSaveFileChooser({}); }
    void cleanup()
    {
        ui::GuidePage::setFileChooser({});
        stop();
    }

    void countSheetInWalkingOrder()
    {
        QVERIFY(start());
        QVERIFY(guides()->save(seedGuide()));
        QVERIFY(openGuide());
        GM *model = page()->model();
        m_answer = m_dir.filePath(QStringLiteral("count.pdf"));
        ui::OrderSheetActions *actions = w->orderSheetActions();
        QTRY_VERIFY(actions->exportPdfAction()->isEnabled());
        actions->exportPdfAction()->trigger();
        QTRY_VERIFY(QFileInfo::exists(m_answer));
        const test::PdfText pdf = test::readPdf(m_answer);
        QVERIFY2(pdf.error.isEmpty(), qPrintable(pdf.error));
        const QString text = pdf.pageTexts.join(u'\n');
        QVERIFY(text.contains(QStringLiteral("Count sheet")));
        QVERIFY(text.contains(QStringLiteral("On hand")));
        QVERIFY(!text.contains(QStringLiteral("Gross total"))); // no prices on a count sheet
        // Every line, in the guide's walking order, with its position.
        qsizetype at = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const qsizetype found = text.indexOf(model->line(row).bundleId, at);
            QVERIFY2(found > at || (row == 0 && found >= 0), qPrintable(model->line(row).bundleId));
            QVERIFY(text.mid(found - 200, 200).contains(model->line(row).shelf)
                    || text.mid(at, found - at + 10).contains(model->line(row).shelf));
            at = found;
        }
        // File → Export as CSV on the guide: the order its count gives, nothing else.
        QVERIFY(model->setOnHand(1, values::Decimal()));
        m_answer = m_dir.filePath(QStringLiteral("order.csv"));
        actions->exportCsvAction()->trigger();
        QTRY_VERIFY(QFileInfo::exists(m_answer));
        QFile csv(m_answer);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QString written = QString::fromUtf8(csv.readAll());
        QVERIFY2(written.contains(model->line(1).bundleId), qPrintable(written));
        QVERIFY2(!written.contains(model->line(0).bundleId) && !written.contains(model->line(2).bundleId), qPrintable(written));
    }

    void csvRoundTrip()
    {
        QVERIFY(start());
        const values::OrderGuide seeded = seedGuide();
        QVERIFY(guides()->save(seeded));
        QVERIFY(openGuide());
        GM *model = page()->model();
        // Share → Export Guide… (its file dialog answered by the seam).
        const QString file = m_dir.filePath(QStringLiteral("guide.csv"));
        QString suggested;
        ui::GuidePage::setFileChooser([&](bool save, const QString &path) {
            suggested = path;
            return save ? file : QString();
        });
        QVERIFY(page()->exportAction()->isEnabled());
        page()->exportAction()->trigger();
        QVERIFY(QFileInfo::exists(file));
        QVERIFY2(suggested.endsWith(fx->listItems.name() + QStringLiteral(".csv")), qPrintable(suggested));
        const values::OrderGuide before = model->guide();
        // Another order and no pars: the file brings both back.
        for (int row = 0; row < model->rowCount(); ++row)
            model->setPar(row, std::nullopt);
        model->moveLine(0, 5);
        ui::GuidePage::setFileChooser([&](bool save, const QString &) { return save ? QString() : file; });
        page()->importAction()->trigger(); // Share → Import Guide…
        const values::OrderGuide after = model->guide();
        QCOMPARE(after.lines.size(), before.lines.size());
        for (int i = 0; i < before.lines.size(); ++i) {
            QCOMPARE(after.lines.at(i).bundleId, before.lines.at(i).bundleId);
            QCOMPARE(after.lines.at(i).par, before.lines.at(i).par);
            QCOMPARE(after.lines.at(i).shelf, before.lines.at(i).shelf);
        }
        QCOMPARE(guides()->guide(before.listId)->lines.first().par, before.lines.first().par); // kept
        // Bad rows are said, each one; the good ones are taken.
        QFile bad(m_dir.filePath(QStringLiteral("bad.csv")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(QStringLiteral("bundle_id,par,position,note\n%1,7,Front,\n999999999,3,Back,\n%2,x,Side,\n")
                      .arg(before.lines.at(0).bundleId, before.lines.at(1).bundleId)
                      .toUtf8());
        bad.close();
        QVERIFY(!page()->importCsvFrom(bad.fileName()));
        const QString said = page()->banner()->text();
        QVERIFY2(said.contains(QStringLiteral("999999999")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Line 4")), qPrintable(said));
        QCOMPARE(model->line(0).par, std::optional(values::Decimal::fromInt(7)));
        QCOMPARE(model->line(0).shelf, QStringLiteral("Front"));
    }
};

QTEST_MAIN(TestGuideFilesUi)
#include "tst_guidefiles_ui.moc"
