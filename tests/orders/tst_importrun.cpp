// An order file run twice (app/orders/ImportRun.h): the run key, and what an earlier run's adds
// mean for each line before anything is sent.

#include "app/orders/ImportRun.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

Q_DECLARE_METATYPE(webshop::orders::EarlierAdd)

using namespace webshop;
using namespace webshop::orders;
using values::AddState;

namespace {

LineResult okLine(int line, const QString &bundle, int amount)
{
    LineResult r;
    r.record.line = line;
    r.status = LineStatus::Ok;
    r.match.bundleId = bundle;
    r.quantity = values::Decimal::fromInt(amount);
    return r;
}

EarlierAdd earlier(qint64 id, int line, const QString &bundle, int amount, AddState state)
{
    return EarlierAdd{id, line, bundle, values::Decimal::fromInt(amount), state,
                      QDateTime(QDate(2026, 11, 27), QTime(9, 0).addSecs(int(id)), Qt::UTC)};
}

} // namespace

class TestImportRun : public QObject
{
    Q_OBJECT

private slots:
    void runKeyIsTheContentAndTheContext()
    {
        const QByteArray file = "Artikelnummer;Menge\n100000101;2\n";
        const QString key = runKey(file, QStringLiteral("https://shop.example.org/api"), QStringLiteral("0004711"),
                                   QStringLiteral("0012"));
        QCOMPARE(key.size(), 64);
        QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{64}$")).match(key).hasMatch());
        // Stable: the same content and context, the same key.
        QCOMPARE(runKey(file, QStringLiteral("https://shop.example.org/api"), QStringLiteral("0004711"), QStringLiteral("0012")), key);
        // Any change of the content or the context is another run.
        QSet<QString> keys{key};
        keys << runKey(file + "\n", QStringLiteral("https://shop.example.org/api"), QStringLiteral("0004711"), QStringLiteral("0012"));
        keys << runKey(file, QStringLiteral("https://other.example.org/api"), QStringLiteral("0004711"), QStringLiteral("0012"));
        keys << runKey(file, QStringLiteral("https://shop.example.org/api"), QStringLiteral("0004712"), QStringLiteral("0012"));
        keys << runKey(file, QStringLiteral("https://shop.example.org/api"), QStringLiteral("0004711"), QStringLiteral("0034"));
        // Fields do not run into each other: ("ab", "c") is not ("a", "bc").
        keys << runKey(file, QStringLiteral("s"), QStringLiteral("ab"), QStringLiteral("c"));
        keys << runKey(file, QStringLiteral("s"), QStringLiteral("a"), QStringLiteral("bc"));
        QCOMPARE(keys.size(), 7);
    }

    void lineOfSourceRef()
    {
        QCOMPARE(orders::lineOfSourceRef(QStringLiteral("line 14")), 14);
        QCOMPARE(orders::lineOfSourceRef(QStringLiteral("line 1")), 1);
        QCOMPARE(orders::lineOfSourceRef(QStringLiteral("12")), 0); // a quick-order line id
        QCOMPARE(orders::lineOfSourceRef(QStringLiteral("line 14b")), 0);
        QCOMPARE(orders::lineOfSourceRef(QString()), 0);
    }

    void classification_data()
    {
        QTest::addColumn<QList<EarlierAdd>>("adds");
        QTest::addColumn<int>("kind");
        QTest::addColumn<qint64>("decidedBy");
        const QString b = QStringLiteral("100000101");
        const QString other = QStringLiteral("100000201");
        const auto row = [](const char *name, QList<EarlierAdd> adds, RerunKind kind, qint64 by) {
            QTest::newRow(name) << adds << int(kind) << by;
        };
        row("no earlier add", {}, RerunKind::Fresh, 0);
        row("confirmed", {earlier(1, 5, b, 4, AddState::Confirmed)}, RerunKind::AlreadyAdded, 1);
        row("accepted", {earlier(1, 5, b, 4, AddState::Accepted)}, RerunKind::AlreadyAdded, 1);
        row("doubled", {earlier(1, 5, b, 4, AddState::Doubled)}, RerunKind::AlreadyAdded, 1);
        row("uncertain", {earlier(1, 5, b, 4, AddState::Uncertain)}, RerunKind::HeldBack, 1);
        row("still sending (killed run)", {earlier(1, 5, b, 4, AddState::Sending)}, RerunKind::HeldBack, 1);
        row("still checking (killed run)", {earlier(1, 5, b, 4, AddState::Checking)}, RerunKind::HeldBack, 1);
        row("queued, not settled yet", {earlier(1, 5, b, 4, AddState::Queued)}, RerunKind::HeldBack, 1);
        row("failed: never left or refused", {earlier(1, 5, b, 4, AddState::Failed)}, RerunKind::Fresh, 0);
        row("failed, then confirmed (an earlier again)",
            {earlier(1, 5, b, 4, AddState::Failed), earlier(2, 5, b, 4, AddState::Confirmed)}, RerunKind::AlreadyAdded, 2);
        row("uncertain, then confirmed", {earlier(1, 5, b, 4, AddState::Uncertain), earlier(2, 5, b, 4, AddState::Confirmed)},
            RerunKind::AlreadyAdded, 2);
        row("another amount on this line", {earlier(1, 5, b, 6, AddState::Confirmed)}, RerunKind::HeldBack, 1);
        row("another pack on this line (another choice)", {earlier(1, 5, other, 4, AddState::Confirmed)},
            RerunKind::HeldBack, 1);
        row("the same pack on another line only", {earlier(1, 9, b, 4, AddState::Confirmed)}, RerunKind::HeldBack, 1);
        row("the same pack on another line, this line's add failed",
            {earlier(1, 9, b, 4, AddState::Confirmed), earlier(2, 5, b, 4, AddState::Failed)}, RerunKind::HeldBack, 1);
        row("another pack on another line", {earlier(1, 9, other, 4, AddState::Confirmed)}, RerunKind::Fresh, 0);
    }

    void classification()
    {
        QFETCH(QList<EarlierAdd>, adds);
        QFETCH(int, kind);
        QFETCH(qint64, decidedBy);
        const RerunLine r = classifyRerun(okLine(5, QStringLiteral("100000101"), 4), adds);
        QCOMPARE(int(r.kind), kind);
        QCOMPARE(r.earlierId, decidedBy);
        if (decidedBy)
            QVERIFY(r.at.isValid());
    }

    void admitSetsTheLineOrTheRepeat()
    {
        const QList<EarlierAdd> adds{earlier(7, 2, QStringLiteral("A"), 1, AddState::Confirmed),
                                     earlier(8, 3, QStringLiteral("B"), 2, AddState::Uncertain),
                                     earlier(9, 4, QStringLiteral("C"), 3, AddState::Failed)};
        LineResult a = okLine(2, QStringLiteral("A"), 1), b = okLine(3, QStringLiteral("B"), 2), c = okLine(4, QStringLiteral("C"), 3);
        qint64 againOf = -1;
        QVERIFY(!admitForRerun(a, adds, false, &againOf));
        QCOMPARE(a.status, LineStatus::AlreadyAdded);
        QCOMPARE(statusCode(a.status), QStringLiteral("already_added"));
        QVERIFY(statusFromCode(u"already_added") == LineStatus::AlreadyAdded);
        QVERIFY(isSettled(a));
        QCOMPARE(a.earlierAt, adds.at(0).at);
        QVERIFY(!admitForRerun(b, adds, false, &againOf));
        QCOMPARE(b.status, LineStatus::Uncertain);
        QVERIFY(b.heldBack);
        QVERIFY(!isSettled(b));
        QVERIFY(admitForRerun(c, adds, false, &againOf));
        QCOMPARE(c.status, LineStatus::Ok);
        QCOMPARE(againOf, 0);
        // --again: every line is sent, each naming the add it repeats.
        LineResult a2 = okLine(2, QStringLiteral("A"), 1), b2 = okLine(3, QStringLiteral("B"), 2);
        QVERIFY(admitForRerun(a2, adds, true, &againOf));
        QCOMPARE(againOf, 7);
        QVERIFY(admitForRerun(b2, adds, true, &againOf));
        QCOMPARE(againOf, 8);
        QCOMPARE(a2.status, LineStatus::Ok);
    }

    void summaryBeforeAnythingIsSent()
    {
        const QList<EarlierAdd> adds{earlier(3, 2, QStringLiteral("A"), 1, AddState::Confirmed),
                                     earlier(1, 3, QStringLiteral("B"), 2, AddState::Uncertain),
                                     earlier(2, 4, QStringLiteral("C"), 3, AddState::Failed)};
        QList<LineResult> lines{okLine(2, QStringLiteral("A"), 1), okLine(3, QStringLiteral("B"), 2),
                                okLine(4, QStringLiteral("C"), 3), okLine(5, QStringLiteral("D"), 1)};
        LineResult notFound = okLine(6, QString(), 1);
        notFound.status = LineStatus::NotFound;
        lines << notFound;
        const RerunSummary s = summarizeRerun(lines, adds);
        QVERIFY(s.isRerun());
        QCOMPARE(s.alreadyAdded, 1);
        QCOMPARE(s.heldBack, 1);
        QCOMPARE(s.toAdd, 2);
        QCOMPARE(s.firstAddedAt, adds.at(1).at); // the earliest add
        QVERIFY(!summarizeRerun(lines, {}).isRerun());
        QCOMPARE(summarizeRerun(lines, {}).toAdd, 4);
    }
};

QTEST_GUILESS_MAIN(TestImportRun)
#include "tst_importrun.moc"
