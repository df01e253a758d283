#include "OrderFileMaker.h"

#include "app/orders/OrderMatch.h"

#include <QRegularExpression>
#include <QSet>

namespace webshop::test {

using demo::DemoArticle;

QStringList ambiguousTexts()
{
    return {QStringLiteral("Joghurt"), QStringLiteral("Butter"), QStringLiteral("Gouda"), QStringLiteral("Saft")};
}

MadeOrderFile makeOrderFile(int lines, QChar sep)
{
    const auto catalogue = demo::DemoCatalogue::create();
    const QList<DemoArticle> &articles = catalogue->articles();
    // Articles whose German name no other article has: an exact name is then a clear match.
    QHash<QString, int> nameCount;
    for (const DemoArticle &a : articles)
        ++nameCount[orders::foldText(a.name(demo::Language::German))];
    QList<const DemoArticle *> piece, weight, uniqueNamed;
    for (const DemoArticle &a : articles) {
        (a.weight ? weight : piece).append(&a);
        if (nameCount.value(orders::foldText(a.name(demo::Language::German))) == 1 && !a.weight && a.name(demo::Language::German).contains(QRegularExpression(QStringLiteral("[äöüß]"))))
            uniqueNamed.append(&a);
    }
    Q_ASSERT(!piece.isEmpty() && !weight.isEmpty() && !uniqueNamed.isEmpty());

    MadeOrderFile f;
    QStringList out;
    QSet<QString> used; // packs of earlier `ok` lines: the same pack again is a duplicate
    QString lastFirst;
    auto add = [&](const QString &line, QString status, const QString &bundle = {}) {
        if (status == u"ok" && !bundle.isEmpty() && used.contains(bundle))
            status = QStringLiteral("duplicate");
        if (status == u"ok")
            used.insert(bundle);
        f.expectedStatus.insert(int(out.size()) + 1, status);
        if (!bundle.isEmpty())
            f.expectedBundle.insert(int(out.size()) + 1, bundle);
        out.append(line);
    };
    auto row = [sep](const QString &what, const QString &qty) -> QString { return what + sep + qty; };
    add(QStringLiteral("Artikel") + sep + QStringLiteral("Menge"), QStringLiteral("skipped"));
    int p = 0, w = 0, u = 0, k = 0;
    while (int(out.size()) < lines) {
        const int room = lines - int(out.size());
        const DemoArticle *a = piece.at(p++ % piece.size());
        const QString bundle = a->bundles.constFirst().id;
        switch (k++ % 16) {
        case 0:
            lastFirst = bundle;
            add(row(bundle, QString::number(1 + k % 9)), QStringLiteral("ok"), bundle);
            break;
        case 1: add(row(a->id, QStringLiteral("2")), QStringLiteral("ok"), bundle); break;
        case 2: {
            const DemoArticle *n = uniqueNamed.at(uniqueNamed.size() - 1 - u++ % uniqueNamed.size());
            add(row(n->name(demo::Language::German).contains(sep) ? u'"' + n->name(demo::Language::German) + u'"' : n->name(demo::Language::German), QStringLiteral("4")),
                QStringLiteral("ok"), n->bundles.constFirst().id);
            break;
        }
        case 3: {
            const DemoArticle *kg = weight.at(w++ % weight.size());
            add(row(kg->bundles.constFirst().id, QStringLiteral("1,5")), QStringLiteral("ok"), kg->bundles.constFirst().id);
            break;
        }
        case 4: add(row(bundle, QStringLiteral("1,5")), QStringLiteral("invalid_quantity")); break;
        case 5: add(row(QStringLiteral("9999%1").arg(k, 5, 10, QLatin1Char('0')), QStringLiteral("1")), QStringLiteral("not_found")); break;
        case 6: add(row(bundle, QStringLiteral("drei")), QStringLiteral("invalid_quantity")); break;
        case 7: add(row(bundle, QStringLiteral("0")), QStringLiteral("invalid_quantity")); break;
        case 8: add(row(lastFirst, QStringLiteral("1")), QStringLiteral("duplicate"), lastFirst); break;
        case 9: add(QString(), QStringLiteral("skipped")); break;
        case 10: add(QStringLiteral("# Kommentar %1").arg(k), QStringLiteral("skipped")); break;
        case 11: add(row(QStringLiteral("zzqx vlorbt %1").arg(k), QStringLiteral("1")), QStringLiteral("not_found")); break;
        case 12: add(row(ambiguousTexts().at(k % ambiguousTexts().size()), QStringLiteral("2")), QStringLiteral("ambiguous")); break;
        case 13:
            if (room >= 2) { // a quoted field with a line break: one record over two lines
                add(u'"' + bundle, QStringLiteral("ok"), bundle);
                out.append(u'"' + QString(sep) + QStringLiteral("3"));
            }
            break;
        case 14: add(row(QString(), QStringLiteral("5")), QStringLiteral("not_found")); break;
        case 15: add(row(bundle, QString()), QStringLiteral("invalid_quantity")); break;
        }
    }
    f.lines = int(out.size());
    f.text = out.join(u'\n') + u'\n';
    return f;
}

} // namespace webshop::test
