// File → Export as CSV / PDF and Print Preview through the window, typed with the keyboard:
// greyed where the page shows no order lines; the basket as a PDF (read back with poppler:
// every article number, the basket's gross total, the customer, "Page 1 of 1"); a list as CSV
// (read back by the order-file reader: the same articles and quantities); the file name
// offered; a cancelled choice writes nothing; a file that cannot be written is said plainly.

#include "app/demo/DemoServer.h"
#include "app/orders/OrderCsv.h"
#include "app/orders/OrderFile.h"
#include "models/MoneyFormat.h"
#include "models/OrderSheetPrinter.h"
#include "tests/common/PdfText.h"
#include "tests/common/Step.h"
#include "tests/common/TestEnv.h"
#include "tests/ui/UiFixture.h"
#include "ui/Banner.h"
#include "ui/MainWindow.h"
#include "ui/BasketPage.h"
#include "ui/CataloguePage.h"
#include "ui/OrderSheetActions.h"
#include "ui/Theme.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace webshop;
using ui::MainWindow;
using ui::OrderSheetActions;

namespace {
constexpr int kNet = 20000; // generous: two cores shared by a whole team

QString plainSpaces(QString text)
{
    return text.replace(QChar(0x00a0), u' ').replace(QChar(0x202f), u' ');
}
} // namespace

class TestOrderSheetUi : public QObject
{
    Q_OBJECT
    std::unique_ptr<test::UiFixture> fx;
    std::unique_ptr<MainWindow> w;
    QTemporaryDir m_dir;
    QString m_answer;    // what the file chooser answers
    QString m_suggested; // what it was offered

    // File menu, then the item's accelerator, as a buyer types it.
    void typeFileMenu(Qt::Key item)
    {
        QTest::keyClick(w.get(), Qt::Key_F, Qt::AltModifier);
        QMenu *menu = nullptr;
        QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) != nullptr);
        QTest::keyClick(menu, item);
        QTRY_VERIFY(!QApplication::activePopupWidget());
    }
    void basketWithLines()
    {
        QTest::keyClick(w.get(), Qt::Key_2, Qt::ControlModifier);
        QVERIFY(w->isShowing<ui::BasketPage>());
        QTRY_VERIFY_WITH_TIMEOUT(fx->basket.lineCount() > 0 && !fx->basket.isBusy(), kNet);
        // Names come from the article cache: wait until every line has its own.
        QTRY_VERIFY_WITH_TIMEOUT([this] {
            for (int r = 0; r < fx->basket.rowCount(); ++r)
                if (!fx->basket.index(r, 0).data(models::BasketModel::ResolvedRole).toBool())
                    return false;
            return true;
        }(), kNet);
    }

private slots:
    void initTestCase()
    {
        test::isolateTestEnvironment();
        QVERIFY(m_dir.isValid());
        // To look at the files: WEBSHOP_KEEP_TEST_FILES=1 keeps them (the path is logged).
        if (qEnvironmentVariableIsSet("WEBSHOP_KEEP_TEST_FILES")) {
            m_dir.setAutoRemove(false);
            qInfo("Files in %s", qPrintable(m_dir.path()));
        }
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        ui::Theme::apply(ui::Theme::Mode::Light);
        OrderSheetActions::setSaveFileChooser([this](QWidget *, const QString &, const QString &suggested, const QString &) {
            m_suggested = suggested;
            return m_answer;
        });
    }
    void cleanupTestCase() { OrderSheetActions::setSaveFileChooser({}); }

    void init()
    {
        QSettings().clear();
        m_answer.clear();
        m_suggested.clear();
        fx = std::make_unique<test::UiFixture>();
        demo::DemoOptions options;
        options.prefillDemoBasket = true;
        QVERIFY(fx->startServer(options));
        w = std::make_unique<MainWindow>(fx->services());
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        fx->session.login(fx->demoCredentials());
        QTRY_COMPARE_WITH_TIMEOUT(fx->session.state(), auth::Session::State::LoggedIn, kNet);
        fx->session.selectAddress(0);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
    }
    void cleanup()
    {
        w.reset();
        fx.reset();
    }

    void actionsFollowThePage()
    {
        OrderSheetActions *actions = w->orderSheetActions();
        QAction *all[] = {actions->exportCsvAction(), actions->exportPdfAction(), actions->printPreviewAction(),
                          actions->printAction()};
        QVERIFY(w->isShowing<ui::CataloguePage>());
        for (QAction *a : all)
            QVERIFY2(!a->isEnabled(), qPrintable(a->objectName())); // no order lines on the search page
        CHECKED(basketWithLines());
        for (QAction *a : all)
            QVERIFY2(a->isEnabled(), qPrintable(a->objectName()));
        QCOMPARE(actions->printAction()->shortcut(), QKeySequence(QKeySequence::Print));
        QTest::keyClick(w.get(), Qt::Key_1, Qt::ControlModifier);
        QTRY_VERIFY(!actions->exportPdfAction()->isEnabled());
        QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(fx->listItems.count() > 0 && fx->listItems.state() == models::ListItemsModel::State::Idle, kNet);
        QTRY_VERIFY(actions->exportCsvAction()->isEnabled());
    }

    void basketAsPdf()
    {
        CHECKED(basketWithLines());
        m_answer = m_dir.filePath(QStringLiteral("basket")); // no suffix typed: .pdf is added
        typeFileMenu(Qt::Key_D);
        QCOMPARE(QFileInfo(m_suggested).fileName(), QStringLiteral("Basket %1.pdf").arg(QDate::currentDate().toString(Qt::ISODate)));
        const QString file = m_answer + QStringLiteral(".pdf");
        QTRY_VERIFY(QFileInfo::exists(file));
        const test::PdfText pdf = test::readPdf(file);
        QVERIFY2(pdf.error.isEmpty(), qPrintable(pdf.error));
        QCOMPARE(pdf.pages, 1);
        const QString text = plainSpaces(pdf.pageTexts.join(u'\n'));
        for (int r = 0; r < fx->basket.rowCount(); ++r) {
            const QString id = fx->basket.index(r, 0).data(models::BasketModel::BundleIdRole).toString();
            QVERIFY2(!id.isEmpty() && text.contains(id), qPrintable(id));
        }
        const QString gross = plainSpaces(models::formatMoney(QLocale(), *fx->basket.totals().grossTotal));
        QVERIFY2(text.contains(gross), qPrintable(gross + u'\n' + text));
        QVERIFY(text.contains(fx->session.customerName()));
        QVERIFY(text.contains(models::OrderSheetPrinter::pageText(1, 1)));
        QVERIFY(!w->banner()->isVisible());
    }

    void listAsCsv()
    {
        QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(fx->listItems.count() > 0 && fx->listItems.state() == models::ListItemsModel::State::Idle, kNet);
        m_answer = m_dir.filePath(QStringLiteral("list.csv"));
        typeFileMenu(Qt::Key_C);
        QVERIFY(QFileInfo(m_suggested).fileName().startsWith(fx->listItems.name()));
        QFile file(m_answer);
        QTRY_VERIFY(file.exists());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const orders::OrderFile read = orders::readOrderFile(file.readAll(), orders::OrderCsv::readOptionsFor(QLocale()));
        QStringList readBack, shown;
        for (const orders::OrderRecord &r : read.records)
            if (r.kind == orders::OrderRecord::Kind::Data)
                readBack.append(r.id + u' ' + r.quantity.value_or(values::Decimal()).toString());
        for (int r = 0; r < fx->listItems.rowCount(); ++r)
            if (!fx->listItems.quantityAt(r).isZero())
                shown.append(fx->listItems.index(r, 0).data(models::ListItemsModel::BundleIdRole).toString() + u' '
                             + fx->listItems.quantityAt(r).toString());
        QVERIFY(!shown.isEmpty());
        QCOMPARE(readBack, shown);
    }

    void printPreviewShowsThePages()
    {
        CHECKED(basketWithLines());
        typeFileMenu(Qt::Key_V);
        QPrintPreviewDialog *preview = nullptr;
        QTRY_VERIFY((preview = w->findChild<QPrintPreviewDialog *>(QStringLiteral("orderSheetPreview"))) != nullptr);
        QTRY_VERIFY(preview->isVisible());
        auto *pages = preview->findChild<QPrintPreviewWidget *>();
        QVERIFY(pages);
        QTRY_COMPARE(pages->pageCount(), 1);
        if (!m_dir.autoRemove())
            QVERIFY(preview->grab().save(m_dir.filePath(QStringLiteral("preview.png"))));
        preview->close();
    }

    void cancelledChoiceWritesNothing()
    {
        CHECKED(basketWithLines());
        m_answer.clear();
        const QStringList before = QDir(m_dir.path()).entryList(QDir::Files);
        typeFileMenu(Qt::Key_D);
        QVERIFY(!m_suggested.isEmpty()); // the chooser was asked
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), before);
        QVERIFY(!w->banner()->isVisible());
    }

    void unwritableFileIsSaidPlainly()
    {
        CHECKED(basketWithLines());
        m_answer = m_dir.filePath(QStringLiteral("no/such/folder/basket.csv"));
        typeFileMenu(Qt::Key_C);
        QTRY_VERIFY(w->banner()->isVisible());
        QVERIFY2(w->banner()->text().contains(QStringLiteral("basket.csv")), qPrintable(w->banner()->text()));
    }
};

QTEST_MAIN(TestOrderSheetUi)
#include "tst_ordersheet_ui.moc"
