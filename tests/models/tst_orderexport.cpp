// CSV export of order lines (a basket and a personal list on the embedded backend) through
// control::orderCsv, read back with the order-file reader: the same article numbers and
// quantities (pieces and kilograms), in a decimal-comma (de) and a decimal-point (en) locale,
// with the separator, BOM and header that Excel expects.

#include "DemoFixture.h"
#include "app/api/BasketSync.h"
#include "app/control/OrderExport.h"
#include "app/orders/OrderCsv.h"
#include "app/orders/OrderFile.h"
#include "models/ArticleCache.h"
#include "models/BasketModel.h"
#include "models/ListItemsModel.h"
#include "models/OrderSheet.h"
#include "models/PersonalListsModel.h"
#include "tests/common/Await.h"
#include "tests/common/Owned.h"
#include "tests/common/TestEnv.h"

#include <QTest>

using namespace webshop;
using namespace webshop::models;

namespace {

struct IdQuantity
{
    QString id;
    values::Decimal quantity;
    friend bool operator==(const IdQuantity &, const IdQuantity &) = default;
};

QList<IdQuantity> idsAndQuantities(const QList<SheetLine> &lines)
{
    QList<IdQuantity> out;
    for (const SheetLine &l : lines)
        out.append({l.articleNo, l.quantity});
    return out;
}

// The file read back as a buyer's import would read it.
QList<IdQuantity> readBack(const QByteArray &bytes, const QLocale &locale)
{
    const orders::OrderFile file = orders::readOrderFile(bytes, orders::OrderCsv::readOptionsFor(locale));
    QList<IdQuantity> out;
    for (const orders::OrderRecord &r : file.records)
        if (r.kind == orders::OrderRecord::Kind::Data)
            out.append({r.id, r.quantity.value_or(values::Decimal())});
    return out;
}

} // namespace

QT_BEGIN_NAMESPACE
namespace QTest {
template <>
char *toString(const IdQuantity &v)
{
    return qstrdup(qPrintable(v.id + u' ' + v.quantity.toString()));
}
} // namespace QTest
QT_END_NAMESPACE

class TestOrderExport : public QObject
{
    Q_OBJECT
    test::Owned m_owned; // everything below, made by init()
    test::DemoFixture *m_demo = nullptr;
    BasketModel *m_basket = nullptr;
    PersonalListsModel *m_lists = nullptr;
    ListItemsModel *m_items = nullptr;

    // The first bundle of the first article found for `query` that is (or is not) sold by weight.
    QString bundleFor(const QString &query, bool weight)
    {
        QList<values::Article> found;
        const test::Awaited done = test::awaitJob(m_demo->client().search(query, 1, 20), query,
                                                  [&](api::SearchJob *job) { found = job->result().results; });
        if (!done)
            return {};
        m_demo->articles().insert(found);
        for (const values::Article &a : found)
            if (!a.bundles.isEmpty() && a.bundles.first().isWeightArticle == weight)
                return a.bundles.first().bundleId;
        return {};
    }

    void checkRoundTrip(const QList<SheetLine> &lines)
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, separator);
        const QByteArray bytes = control::orderCsv(lines, locale);
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        const QList<QByteArray> rows = bytes.mid(3).split('\n');
        QVERIFY2(rows.first().startsWith(QByteArray(orders::OrderCsv::exportHeader().first().toUtf8() + separator.toUtf8())), rows.first().constData());
        QCOMPARE(readBack(bytes, locale), idsAndQuantities(lines));
    }

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void init()
    {
        m_demo = m_owned.make<test::DemoFixture>();
        QVERIFY2(m_demo->start(), qPrintable(m_demo->why()));
        const ModelServices services{&m_demo->client(), &m_demo->articles(), nullptr, &m_demo->prices()};
        m_basket = m_owned.make<BasketModel>(m_owned.make<api::BasketSync>(&m_demo->client()), services);
        m_lists = m_owned.make<PersonalListsModel>(services);
        m_items = m_owned.make<ListItemsModel>(services, m_lists);
    }
    void cleanup() { m_owned.clear(); }

    void basketRoundTrip_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("separator");
        QTest::newRow("de") << QLocale(QLocale::German, QLocale::Germany) << QStringLiteral(";");
        QTest::newRow("en") << QLocale(QLocale::English, QLocale::UnitedKingdom) << QStringLiteral(",");
    }
    void basketRoundTrip()
    {
        const QString pieces = bundleFor(QStringLiteral("kaffee"), false);
        const QString kilos = bundleFor(QStringLiteral("Gouda"), true);
        QVERIFY(!pieces.isEmpty() && !kilos.isEmpty());
        m_basket->addToBasket(pieces, values::Decimal::fromInt(12));
        m_basket->addToBasket(kilos, *values::Decimal::parse(u"2.375"));
        AWAITED(test::waitUntil([this] { return m_basket->lineCount() == 2 && !m_basket->isBusy(); },
                                QStringLiteral("two basket lines")));
        const QList<SheetLine> lines = basketSheetLines(*m_basket);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(1).quantity, *values::Decimal::parse(u"2.375"));
        QVERIFY(lines.at(1).weight);
        checkRoundTrip(lines);
    }

    void listRoundTrip_data() { basketRoundTrip_data(); }
    void listRoundTrip()
    {
        m_lists->refresh();
        AWAITED(test::waitUntil([this] { return m_lists->state() == PersonalListsModel::State::Idle && m_lists->rowCount() > 0; },
                                QStringLiteral("the personal lists")));
        m_items->load(m_lists->listIdAt(0));
        AWAITED(test::waitUntil([this] { return m_items->state() == ListItemsModel::State::Idle && m_items->rowCount() > 1; },
                                QStringLiteral("the first list's items")));
        // A weight row gets a fractional quantity, the first row is skipped (0); other packs
        // of an article start at 0 (skipped), its usual pack at 1.
        int weightRow = -1;
        for (int r = 1; r < m_items->rowCount() && weightRow < 0; ++r)
            if (m_items->index(r, 0).data(ListItemsModel::WeightArticleRole).toBool())
                weightRow = r;
        QVERIFY(weightRow > 0);
        QVERIFY(m_items->setQuantity(weightRow, *values::Decimal::parse(u"1.5")));
        QVERIFY(m_items->setQuantity(0, values::Decimal()));
        QList<IdQuantity> ordered;
        for (int r = 0; r < m_items->rowCount(); ++r)
            if (!m_items->quantityAt(r).isZero())
                ordered.append({m_items->index(r, 0).data(ListItemsModel::BundleIdRole).toString(), m_items->quantityAt(r)});
        const QList<SheetLine> lines = listSheetLines(*m_items);
        QCOMPARE(idsAndQuantities(lines), ordered);
        QVERIFY(ordered.contains(IdQuantity{m_items->index(weightRow, 0).data(ListItemsModel::BundleIdRole).toString(),
                                            *values::Decimal::parse(u"1.5")}));
        checkRoundTrip(lines);
    }
};

QTEST_MAIN(TestOrderExport)
#include "tst_orderexport.moc"
