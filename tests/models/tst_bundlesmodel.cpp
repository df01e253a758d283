// BundlesModel from a given Article: columns, roles, net/gross switch, locale switch.

#include "ModelsTestData.h"
#include "models/BundlesModel.h"
#include "models/PriceDisplay.h"
#include "tests/common/Owned.h"
#include "tests/common/TestEnv.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using namespace webshop::models;
using webshop::test::dec;
using webshop::test::makeArticle;
using webshop::test::makeBundle;

class TestBundlesModel : public QObject
{
    Q_OBJECT
    // A fresh price display and model for every test function (init/cleanup).
    webshop::test::Owned m_owned;
    PriceDisplay *m_prices = nullptr;
    BundlesModel *m_model = nullptr;

    QString text(int row, int column) const { return m_model->index(row, column).data().toString(); }

    // A piece bundle, a weight bundle and one without a price.
    static values::Article threeBundles()
    {
        values::Article a = makeArticle(1, {makeBundle(QStringLiteral("B1"), "14.99", "16.04"),
                                         makeBundle(QStringLiteral("B2"), "1.5", "1.61", true, QStringLiteral("per kg")),
                                         makeBundle(QStringLiteral("B3"), nullptr, nullptr)});
        a.bundles[0].bundleSize = QStringLiteral("6 x 1 kg");
        return a;
    }

private slots:
    void initTestCase() { webshop::test::isolateTestEnvironment(); }

    void init()
    {
        m_prices = m_owned.make<PriceDisplay>();
        m_prices->setLocale(QLocale(QStringLiteral("de_DE")));
        m_model = m_owned.make<BundlesModel>(m_prices);
        // A fatal model tester checks every change for as long as the model lives.
        m_owned.make<QAbstractItemModelTester>(m_model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    }
    void cleanup() { m_owned.clear(); }

    void showsBundles()
    {
        QSignalSpy count(m_model, &BundlesModel::countChanged);
        m_model->setArticle(threeBundles());
        QCOMPARE(count.count(), 1);
        QCOMPARE(m_model->rowCount(), 3);
        QCOMPARE(m_model->columnCount(), int(BundlesModel::ColumnCount));
        QCOMPARE(text(0, BundlesModel::DescriptionColumn), QStringLiteral("Pack B1"));
        QCOMPARE(text(0, BundlesModel::LongDescriptionColumn), QStringLiteral("Long description of B1"));
        QCOMPARE(text(0, BundlesModel::PackSizeColumn), QStringLiteral("6 x 1 kg"));
        QCOMPARE(text(0, BundlesModel::NetColumn), QStringLiteral("14,99\u00A0€"));
        QCOMPARE(text(0, BundlesModel::VatColumn), QStringLiteral("1,05\u00A0€"));
        QCOMPARE(text(0, BundlesModel::GrossColumn), QStringLiteral("16,04\u00A0€"));
        QCOMPARE(text(0, BundlesModel::PriceColumn), QStringLiteral("16,04\u00A0€")); // gross by default
        QCOMPARE(text(0, BundlesModel::UnitColumn), QStringLiteral("piece"));
        QCOMPARE(text(1, BundlesModel::UnitColumn), QStringLiteral("kg"));
        QCOMPARE(m_model->index(1, 0).data(BundlesModel::WeightArticleRole).toBool(), true);
        QCOMPARE(m_model->index(0, 0).data(BundlesModel::NetRole).value<values::Decimal>(), dec("14.99"));
        QCOMPARE(m_model->index(0, 0).data(BundlesModel::BundleIdRole).toString(), QStringLiteral("B1"));
        // Unknown prices are said so, never 0,00.
        QCOMPARE(text(2, BundlesModel::NetColumn), QStringLiteral("price unknown"));
        QVERIFY(m_model->index(2, 0).data(BundlesModel::PriceUnknownRole).toBool());
        QVERIFY(!m_model->index(2, 0).data(BundlesModel::NetRole).isValid());
        QVERIFY(!m_model->index(0, 0).data(BundlesModel::PriceUnknownRole).toBool());
        QCOMPARE(m_model->headerData(BundlesModel::PriceColumn, Qt::Horizontal).toString(), QStringLiteral("Gross"));
        QCOMPARE(m_model->rowOf(QStringLiteral("B2")), 1);
        QCOMPARE(m_model->bundleAt(2)->bundleId, QStringLiteral("B3"));
        QVERIFY(!m_model->bundleAt(3));
    }

    void netGrossSwitchIsNotAReset()
    {
        m_model->setArticle(threeBundles());
        QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
        QSignalSpy header(m_model, &QAbstractItemModel::headerDataChanged);
        m_prices->setMode(PriceDisplay::Mode::Net);
        QCOMPARE(reset.count(), 0);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(header.count(), 1);
        QCOMPARE(text(0, BundlesModel::PriceColumn), QStringLiteral("14,99\u00A0€"));
        QCOMPARE(m_model->index(0, 0).data(BundlesModel::PriceRole).toString(), QStringLiteral("14,99\u00A0€"));
        QCOMPARE(m_model->headerData(BundlesModel::PriceColumn, Qt::Horizontal).toString(), QStringLiteral("Net"));
        m_prices->setMode(PriceDisplay::Mode::Gross);
        QCOMPARE(text(0, BundlesModel::PriceColumn), QStringLiteral("16,04\u00A0€"));
    }

    void localeSwitch()
    {
        m_model->setArticle(threeBundles());
        QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
        m_prices->setLocale(QLocale(QStringLiteral("en_GB")));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(text(0, BundlesModel::NetColumn), QStringLiteral("€14.99"));
        QCOMPARE(text(1, BundlesModel::GrossColumn), QStringLiteral("€1.61"));
    }

    void sameVariantUpdatesInPlace()
    {
        m_model->setArticle(threeBundles());
        QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
        values::Article a = m_model->article();
        a.bundles[0].price.articleGross = dec("17");
        m_model->setArticle(a);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(text(0, BundlesModel::GrossColumn), QStringLiteral("17,00\u00A0€"));
    }

    void otherVariantResets()
    {
        m_model->setArticle(threeBundles());
        QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
        m_model->setArticle(makeArticle(2));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(m_model->rowCount(), 1);
        m_model->clear();
        QCOMPARE(m_model->rowCount(), 0);
        QCOMPARE(m_model->count(), 0);
    }
};

QTEST_MAIN(TestBundlesModel)
#include "tst_bundlesmodel.moc"
