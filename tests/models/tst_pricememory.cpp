// The prices the buyer saw and the change badges that follow: no badge for a first sight, a
// badge once the price differs from the seen one, kept with the price it announced after the
// buyer has seen it, gone with the next change's own badge; recalled prices never overwrite
// what this session learnt.

#include "models/MoneyFormat.h"
#include "models/PriceMemory.h"

#include <QSignalSpy>
#include <QTest>

using namespace webshop;
using models::PriceMemory;
using models::SeenPrice;

namespace {
SeenPrice price(const char *net, const char *gross)
{
    return {QStringLiteral("EUR"), values::Decimal::parse(QString::fromLatin1(net)), values::Decimal::parse(QString::fromLatin1(gross)), {}};
}
const QString kBundle = QStringLiteral("100008101");
} // namespace

class TestPriceMemory : public QObject
{
    Q_OBJECT

private slots:
    void badgeLifecycle()
    {
        PriceMemory memory;
        QSignalSpy shown(&memory, &PriceMemory::shown);
        QVERIFY(!memory.changeOf(kBundle, price("2.00", "2.14"), false));
        memory.markShown(kBundle, price("2.00", "2.14"));
        QCOMPARE(shown.size(), 1);
        memory.markShown(kBundle, price("2.00", "2.14"));
        QCOMPARE(shown.size(), 1); // nothing new to write

        // The price went up: a badge in each mode.
        const auto gross = memory.changeOf(kBundle, price("2.40", "2.57"), false);
        QVERIFY(gross && gross->up());
        QCOMPARE(gross->difference(), *values::Decimal::parse(u"0.43"));
        const auto net = memory.changeOf(kBundle, price("2.40", "2.57"), true);
        QVERIFY(net);
        QCOMPARE(net->before, *values::Decimal::parse(u"2.00"));
        const QLocale de(QLocale::German, QLocale::Germany);
        QCOMPARE(net->text(de), QStringLiteral("▲ +") + models::formatMoney(de, *values::Decimal::parse(u"0.40"), u"EUR"));
        QVERIFY(net->toolTip(de).contains(models::formatMoney(de, *values::Decimal::parse(u"2.00"), u"EUR")));

        // Seen: the badge stays with its price.
        memory.markShown(kBundle, price("2.40", "2.57"));
        QCOMPARE(shown.size(), 2);
        QVERIFY(memory.changeOf(kBundle, price("2.40", "2.57"), true));
        // The next change: a badge against the newly seen price, downwards.
        const auto down = memory.changeOf(kBundle, price("2.15", "2.30"), true);
        QVERIFY(down && !down->up());
        QCOMPARE(down->text(de), QStringLiteral("▼ −") + models::formatMoney(de, *values::Decimal::parse(u"0.25"), u"EUR"));
        memory.markShown(kBundle, price("2.15", "2.30"));
        QVERIFY(memory.changeOf(kBundle, price("2.15", "2.30"), true)); // kept while it is the price
        // Back up again: compared with what was seen last, not with the older price.
        const auto back = memory.changeOf(kBundle, price("2.40", "2.57"), true);
        QVERIFY(back && back->up());
        QCOMPARE(back->before, *values::Decimal::parse(u"2.15"));
        memory.clear();
        QVERIFY(!memory.changeOf(kBundle, price("9.00", "9.63"), true));
    }

    void recallKeepsWhatTheSessionLearnt()
    {
        PriceMemory memory;
        memory.markShown(kBundle, price("3.00", "3.21"));
        const QString absent = QStringLiteral("never-seen");
        QVERIFY(!memory.knows(absent));
        memory.recall({kBundle, QStringLiteral("other"), absent},
                      {{kBundle, price("1.00", "1.07")}, {QStringLiteral("other"), price("5.00", "5.35")}});
        QCOMPARE(memory.seen(kBundle)->net, values::Decimal::parse(u"3.00"));
        QVERIFY(memory.knows(QStringLiteral("other")));
        // Asked, and the store had nothing: known as never seen (not asked again), no badge.
        QVERIFY(memory.knows(absent));
        QVERIFY(!memory.seen(absent));
        QVERIFY(!memory.changeOf(absent, price("5.50", "5.89"), false));
        QVERIFY(memory.changeOf(QStringLiteral("other"), price("5.50", "5.89"), false));
        // Unknown amounts never make a badge.
        QVERIFY(!memory.changeOf(QStringLiteral("other"), {QStringLiteral("EUR"), {}, {}, {}}, false));
        memory.clear();
        QVERIFY(!memory.knows(absent));
    }
};

QTEST_MAIN(TestPriceMemory)
#include "tst_pricememory.moc"
