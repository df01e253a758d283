// The quick order grid's model: always one empty row to type into, undo of every edit,
// totals in the Net | Gross mode (unknown stays unknown), which lines may be sent (again),
// clearing the added lines, and the draft's JSON round trip (damaged input gives no crash; each
// line's last add kept, so that a restored line that may be in the basket is not sent again by
// itself; older drafts load as never added); "in basket: N" from the basket's quantities.

#include "models/BasketModel.h"
#include "models/MoneyFormat.h"
#include "models/PriceDisplay.h"
#include "models/QuickOrderModel.h"
#include "tests/common/TestEnv.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

using namespace webshop;
using namespace webshop::models;
using values::Decimal;
using State = QuickOrderLine::State;

namespace {
Decimal dec(const char *text)
{
    return *Decimal::parse(QString::fromLatin1(text));
}
QuickOrderPick pick(const char *bundle, const char *net, const char *gross, bool weight = false)
{
    QuickOrderPick p{QStringLiteral("V") + QString::fromLatin1(bundle), QString::fromLatin1(bundle),
                     QStringLiteral("Article ") + QString::fromLatin1(bundle), QStringLiteral("Case of 6"), weight,
                     net ? std::optional(dec(net)) : std::nullopt, gross ? std::optional(dec(gross)) : std::nullopt,
                     QStringLiteral("EUR"), std::nullopt};
    return p;
}
} // namespace

class TestQuickOrderModel : public QObject
{
    Q_OBJECT

    std::unique_ptr<PriceDisplay> prices;
    std::unique_ptr<QuickOrderModel> model;
    std::unique_ptr<QAbstractItemModelTester> tester;

private slots:
    void initTestCase() { test::isolateTestEnvironment(); }

    void init()
    {
        prices = std::make_unique<PriceDisplay>();
        prices->setLocale(QLocale(QLocale::German, QLocale::Germany));
        model = std::make_unique<QuickOrderModel>(prices.get());
        tester = std::make_unique<QAbstractItemModelTester>(model.get(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    }
    void cleanup()
    {
        tester.reset();
        model.reset();
        prices.reset();
    }

    void alwaysOneEmptyRow()
    {
        QCOMPARE(model->rowCount(), 1);
        model->setWhat(0, QStringLiteral("gouda"));
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->line(0).state, State::Typed);
        QVERIFY(model->line(1).isBlank());
        model->removeLine(1); // the empty row stays
        QCOMPARE(model->rowCount(), 2);
        model->removeLine(0);
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->filledCount(), 0);
    }

    void resolvingKeepsTypedQuantity()
    {
        model->setWhat(0, QStringLiteral("100001"));
        model->setQuantity(0, Decimal::fromInt(3));
        const quint64 id = model->line(0).id;
        model->setResolving(id);
        QVERIFY(model->index(0, 0).data(QuickOrderModel::WorkingRole).toBool());
        model->setResolved(id, pick("100001", "10.00", "11.90"));
        QCOMPARE(model->line(0).quantity, std::optional(Decimal::fromInt(3)));
        QCOMPARE(model->index(0, QuickOrderModel::WhatColumn).data().toString(), QStringLiteral("Article 100001"));
        QCOMPARE(model->index(0, QuickOrderModel::WhatColumn).data(Qt::EditRole).toString(), QStringLiteral("100001"));
        // Without a typed quantity a resolved line starts at 1.
        model->setWhat(1, QStringLiteral("200002"));
        model->setResolved(model->line(1).id, pick("200002", "1.00", "1.07"));
        QCOMPARE(model->line(1).quantity, std::optional(Decimal::fromInt(1)));
        // Other text: the resolution is gone.
        model->setWhat(1, QStringLiteral("200003"));
        QVERIFY(!model->line(1).isResolved());
    }

    void undoEveryEdit()
    {
        model->setWhat(0, QStringLiteral("a"));
        model->setQuantity(0, Decimal::fromInt(2));
        model->setQuantity(0, Decimal::fromInt(5));
        model->removeLine(0);
        QCOMPARE(model->filledCount(), 0);
        model->undo();
        QCOMPARE(model->line(0).quantity, std::optional(Decimal::fromInt(5)));
        model->undo();
        QCOMPARE(model->line(0).quantity, std::optional(Decimal::fromInt(2)));
        model->undo();
        model->undo();
        QCOMPARE(model->filledCount(), 0);
        QVERIFY(!model->canUndo());
        model->undo(); // nothing left: no change, no crash
        QCOMPARE(model->rowCount(), 1);
    }

    void totalsFollowTheMode()
    {
        model->appendLines({QuickOrderModel::lineFor(pick("1", "10.00", "11.90"), Decimal::fromInt(3)),
                            QuickOrderModel::lineFor(pick("2", "8.01", "8.57", true), dec("1.5"))});
        QCOMPARE(model->totalNet(), std::optional(dec("42.02"))); // 30.00 + 12.015 -> 12.02
        QCOMPARE(model->totalGross(), std::optional(dec("48.56"))); // 35.70 + 12.855 -> 12.86
        QSignalSpy totals(model.get(), &QuickOrderModel::totalsChanged);
        prices->setMode(PriceDisplay::Mode::Net);
        QCOMPARE(totals.count(), 1);
        QCOMPARE(model->headerData(QuickOrderModel::LineTotalColumn, Qt::Horizontal).toString(), QStringLiteral("Total net"));
        // No basket: the packs' deposits are not known, so the total is an estimate ("≈").
        QCOMPARE(model->totalText(), QuickOrderModel::tr("≈ %1").arg(prices->format(dec("42.02"), u"EUR")));
        QVERIFY(model->index(0, QuickOrderModel::LineTotalColumn).data().toString().startsWith(u'≈'));
        QVERIFY(!model->index(0, QuickOrderModel::LineTotalColumn).data(Qt::ToolTipRole).toString().isEmpty());
        // A line without a price: the total is unknown, never a smaller number.
        model->appendLines({QuickOrderModel::lineFor(pick("3", nullptr, nullptr), Decimal::fromInt(1))});
        QVERIFY(!model->totalNet());
        QCOMPARE(model->index(2, QuickOrderModel::UnitPriceColumn).data().toString(), priceUnknownText());
    }

    void whichLinesMayBeSent_data()
    {
        QTest::addColumn<int>("state");
        QTest::addColumn<bool>("sendable");
        QTest::addColumn<bool>("clearable");
        QTest::newRow("not added yet") << -1 << true << false;
        QTest::newRow("confirmed") << int(values::AddState::Confirmed) << false << true;
        QTest::newRow("accepted") << int(values::AddState::Accepted) << false << true;
        QTest::newRow("refused: again") << int(values::AddState::Failed) << true << false;
        QTest::newRow("doubled: never again") << int(values::AddState::Doubled) << false << false;
        QTest::newRow("unknown: never again") << int(values::AddState::Uncertain) << false << false;
        QTest::newRow("checking") << int(values::AddState::Checking) << false << false;
    }
    void whichLinesMayBeSent()
    {
        QFETCH(int, state);
        QFETCH(bool, sendable);
        QFETCH(bool, clearable);
        model->appendLines({QuickOrderModel::lineFor(pick("1", "1", "1"), Decimal::fromInt(2))});
        const quint64 id = model->line(0).id;
        if (state >= 0) {
            model->setSending(id);
            model->setAddResult(id, values::AddState(state), describeAdd(values::AddState(state), QStringLiteral("reason")));
        }
        QCOMPARE(model->line(0).isSendable(), sendable);
        QCOMPARE(model->removeAdded(), clearable ? 1 : 0);
        QCOMPARE(model->filledCount(), clearable ? 0 : 1);
    }

    void editingALineMakesItSendableAgain()
    {
        model->appendLines({QuickOrderModel::lineFor(pick("1", "1", "1"), Decimal::fromInt(2))});
        const quint64 id = model->line(0).id;
        model->setSending(id);
        model->setAddResult(id, values::AddState::Uncertain, describeAdd(values::AddState::Uncertain, {}));
        QVERIFY(!model->line(0).isSendable());
        model->setQuantity(0, Decimal::fromInt(1)); // the buyer decides: another add
        QVERIFY(model->line(0).isSendable());
    }

    void undoNeverRevivesAnAdd()
    {
        model->appendLines({QuickOrderModel::lineFor(pick("1", "1", "1"), Decimal::fromInt(2))});
        model->setQuantity(0, Decimal::fromInt(3));
        const quint64 id = model->line(0).id;
        model->setSending(id); // Add all: on its way
        model->undo();         // the quantity edit before it
        QVERIFY(!model->line(0).isSendable());
        QCOMPARE(model->line(0).quantity, std::optional(Decimal::fromInt(3))); // what was sent
        model->setAddResult(id, values::AddState::Confirmed, describeAdd(values::AddState::Confirmed, {}));
        model->undo(); // the lines appended: gone; their add stays reported
        model->undo();
        QCOMPARE(model->filledCount(), 0);
        QVERIFY(!model->canUndo());
    }

    void wholePacksOnly()
    {
        model->appendLines({QuickOrderModel::lineFor(pick("1", "1", "1"), dec("1.5")),
                            QuickOrderModel::lineFor(pick("2", "1", "1", true), dec("1.5"))});
        QVERIFY(!model->line(0).isSendable());
        QCOMPARE(model->index(0, 0).data(QuickOrderModel::StatusKindRole).toInt(), int(AddResultText::Kind::Error));
        QVERIFY(model->line(1).isSendable());
    }

    void draftRoundTrip()
    {
        model->appendLines({QuickOrderModel::lineFor(pick("0001", "10.00", "11.90"), Decimal::fromInt(3)),
                            QuickOrderModel::lineFor(pick("2", "8.01", "8.57", true), dec("1.25"))});
        model->setWhat(2, QStringLiteral("gouda jung"));
        const QJsonArray json = model->toJson();
        QCOMPARE(json.size(), 3);
        QuickOrderModel copy(prices.get());
        copy.restore(QJsonDocument::fromJson(QJsonDocument(json).toJson()).array());
        QCOMPARE(copy.filledCount(), 3);
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(copy.line(row).what, model->line(row).what);
            QCOMPARE(copy.line(row).pick, model->line(row).pick);
            QCOMPARE(copy.line(row).quantity, model->line(row).quantity);
            QCOMPARE(copy.line(row).state, model->line(row).state);
        }
        QCOMPARE(copy.line(0).pick.bundleId, QStringLiteral("0001")); // leading zeros kept
    }

    void draftKeepsEachLinesAdd_data()
    {
        QTest::addColumn<int>("state");
        QTest::addColumn<bool>("open");      // still on its way when the draft was written
        QTest::addColumn<bool>("sendable");  // by Add all after the restore
        QTest::addColumn<bool>("again");     // by "Add Again…"
        QTest::addColumn<int>("kind");
        QTest::newRow("confirmed") << int(values::AddState::Confirmed) << false << false << true << int(AddResultText::Kind::Ok);
        QTest::newRow("accepted") << int(values::AddState::Accepted) << false << false << true << int(AddResultText::Kind::Warning);
        QTest::newRow("doubled") << int(values::AddState::Doubled) << false << false << true << int(AddResultText::Kind::Warning);
        QTest::newRow("uncertain") << int(values::AddState::Uncertain) << false << false << true << int(AddResultText::Kind::Warning);
        QTest::newRow("refused: sendable") << int(values::AddState::Failed) << false << true << false << int(AddResultText::Kind::Error);
        QTest::newRow("sending when closed") << int(values::AddState::Sending) << true << false << true << int(AddResultText::Kind::Warning);
        QTest::newRow("queued when closed") << int(values::AddState::Queued) << true << false << true << int(AddResultText::Kind::Warning);
    }
    void draftKeepsEachLinesAdd()
    {
        QFETCH(int, state);
        QFETCH(bool, open);
        QFETCH(bool, sendable);
        QFETCH(bool, again);
        QFETCH(int, kind);
        model->appendLines({QuickOrderModel::lineFor(pick("1", "1", "1"), Decimal::fromInt(2)),
                            QuickOrderModel::lineFor(pick("2", "1", "1"), Decimal::fromInt(1))});
        const quint64 id = model->line(0).id;
        const QDateTime at(QDate(2024, 5, 6), QTime(8, 14), Qt::UTC);
        model->setSending(id);
        model->setAddId(id, 4711, at);
        if (!open)
            model->setAddResult(id, values::AddState(state), describeAdd(values::AddState(state), QStringLiteral("the reason")),
                                QStringLiteral("the reason"));
        else if (state != int(values::AddState::Queued))
            model->setAddResult(id, values::AddState(state), describeAdd(values::AddState(state), {}));
        QuickOrderModel copy(prices.get());
        copy.restore(QJsonDocument::fromJson(QJsonDocument(model->toJson()).toJson()).array());
        QCOMPARE(copy.filledCount(), 2);
        const QuickOrderLine &line = copy.line(0);
        QCOMPARE(line.addId, quint64(4711));
        QCOMPARE(line.addedAt, at);
        QCOMPARE(line.addState, values::AddState(state));
        QCOMPARE(line.interrupted, open);
        QVERIFY(line.result);
        QCOMPARE(int(line.result->kind), kind);
        QVERIFY(!line.sending); // nothing of this run is on its way
        QCOMPARE(line.isSendable(), sendable);
        QCOMPARE(line.canAddAgain(), again);
        if (!open)
            QVERIFY2(line.result->text.contains(QStringLiteral("the reason")) || state == int(values::AddState::Confirmed),
                     qPrintable(line.result->text));
        QCOMPARE(copy.index(0, 0).data(QuickOrderModel::AddIdRole).toULongLong(), quint64(4711));
        // The line never added stays as it was: sendable, nothing to add again.
        QVERIFY(copy.line(1).isSendable());
        QVERIFY(!copy.line(1).canAddAgain());
        QCOMPARE(copy.line(1).addId, quint64(0));
    }

    void olderDraftLoadsAsNeverAdded()
    {
        const QByteArray v1 = R"([{"what":"100001","quantity":"3","pick":{"variantId":"V1","bundleId":"100001",
            "name":"Gouda","pack":"kg","weight":true,"unitNet":"7.49","unitGross":"8.01","currency":"EUR"}}])";
        model->restore(QJsonDocument::fromJson(v1).array());
        QCOMPARE(model->filledCount(), 1);
        QVERIFY(model->line(0).isSendable());
        QVERIFY(!model->line(0).result);
        QCOMPARE(model->line(0).addId, quint64(0));
        // A damaged add entry is no add at all.
        const QByteArray junk = R"([{"what":"x","quantity":"1","pick":{"bundleId":"1"},"add":{"state":"Bogus","id":"7"}}])";
        model->restore(QJsonDocument::fromJson(junk).array());
        QVERIFY(!model->line(0).result);
        QVERIFY(model->line(0).isSendable());
    }

    void editingForgetsTheAdd()
    {
        model->appendLines({QuickOrderModel::lineFor(pick("1", "1", "1"), Decimal::fromInt(2))});
        const quint64 id = model->line(0).id;
        model->setSending(id);
        model->setAddId(id, 12, QDateTime::currentDateTime());
        model->setAddResult(id, values::AddState::Confirmed, describeAdd(values::AddState::Confirmed, {}));
        QVERIFY(model->line(0).canAddAgain());
        model->setQuantity(0, Decimal::fromInt(5)); // another add: the old one's verdicts are not this line's
        QCOMPARE(model->line(0).addId, quint64(0));
        QVERIFY(!model->line(0).canAddAgain());
        model->undo(); // the line as it was, with its add
        QCOMPARE(model->line(0).addId, quint64(12));
        QVERIFY(!model->line(0).isSendable());
    }

    void inBasketFromTheBasket()
    {
        model->appendLines({QuickOrderModel::lineFor(pick("A", "1", "1"), Decimal::fromInt(2)),
                            QuickOrderModel::lineFor(pick("B", "1", "1", true), Decimal::fromInt(1))});
        QStandardItemModel basket;
        model->setBasket(&basket);
        QVERIFY(!model->index(0, 0).data(QuickOrderModel::InBasketRole).isValid());
        QVERIFY(model->index(0, 0).data(QuickOrderModel::InBasketTextRole).toString().isEmpty());
        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        auto *line = new QStandardItem;
        line->setData(QStringLiteral("B"), BasketModel::BundleIdRole);
        line->setData(QVariant::fromValue(dec("2.5")), BasketModel::QuantityRole);
        basket.appendRow(line);
        QTRY_VERIFY(model->index(1, 0).data(QuickOrderModel::InBasketRole).isValid());
        QVERIFY(!changed.isEmpty());
        QCOMPARE(model->index(1, 0).data(QuickOrderModel::InBasketRole).value<Decimal>(), dec("2.5"));
        QCOMPARE(model->index(1, 0).data(QuickOrderModel::InBasketTextRole).toString(),
                 QuickOrderModel::tr("in basket: %1").arg(prices->formatQuantity(dec("2.5"), true)));
        QVERIFY(!model->index(0, 0).data(QuickOrderModel::InBasketRole).isValid());
        basket.clear();
        QTRY_VERIFY(!model->index(1, 0).data(QuickOrderModel::InBasketRole).isValid());
    }

    void damagedDraft_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not an array") << QByteArray("{\"a\":1}");
        QTest::newRow("junk entries") << QByteArray("[1, \"x\", null, {\"what\": 5}, {\"quantity\": \"-3\"}]");
        QTest::newRow("pick without bundle") << QByteArray("[{\"what\":\"x\",\"pick\":{\"name\":\"n\"},\"quantity\":\"abc\"}]");
    }
    void damagedDraft()
    {
        QFETCH(QByteArray, json);
        model->restore(QJsonDocument::fromJson(json).array());
        QVERIFY(model->rowCount() >= 1);
        QVERIFY(model->line(model->rowCount() - 1).isBlank());
        for (const QuickOrderLine &line : model->lines()) {
            QVERIFY(!line.isResolved() || !line.pick.bundleId.isEmpty());
            QVERIFY(!line.quantity || *line.quantity > Decimal());
        }
    }
};

QTEST_MAIN(TestQuickOrderModel)
#include "tst_quickordermodel.moc"
