#include "app/shell/GuideDemo.h"

#include "app/control/BasketAdds.h"
#include "app/control/ObjectGraph.h"
#include "app/localstore/AddLedger.h"
#include "app/localstore/StoreTypes.h"
#include "app/control/OrderGuideController.h"
#include "models/GuideModel.h"
#include "models/ListDefaultPack.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"

#include <QCoreApplication>
#include <QHash>
#include <memory>

namespace webshop::shell {

namespace {

using values::Decimal;

// Walk-in first, then the freezer, then the dry store, then the bar.
int zoneOf(int list, int line)
{
    return ((line * 4) / 30 + list) % 4;
}

QString position(int list, int line)
{
    const int shelf = line % 4 + 1;
    switch (zoneOf(list, line)) {
    case 0: return QCoreApplication::translate("GuideDemo", "Walk-in %1").arg(shelf);
    case 1: return QCoreApplication::translate("GuideDemo", "Freezer %1").arg(shelf);
    case 2: return QCoreApplication::translate("GuideDemo", "Dry store %1").arg(shelf);
    default: return QCoreApplication::translate("GuideDemo", "Bar %1").arg(shelf);
    }
}

values::OrderGuide demoGuide(const values::PersonalList &list, int index)
{
    values::OrderGuide g;
    g.listId = list.listId;
    g.listName = list.name;
    g.schedule.deliveryDays = index == 0 ? QList<int>{2, 4, 6} : QList<int>{1, 5};
    g.schedule.cutOff = QTime(index == 0 ? 14 : 11, 0);
    g.schedule.minimumOrder = Decimal::fromInt(index == 0 ? 150 : 250);
    QHash<QString, int> zones; // the walking order: zone, then shelf
    for (int i = 0; i < list.items.size(); ++i) {
        const values::Article &a = list.items.at(i);
        const int pack = models::listDefaultPack(a, QString());
        if (pack < 0 || pack >= a.bundles.size())
            continue;
        const values::Bundle &b = a.bundles.at(pack);
        values::GuideLine l;
        l.bundleId = b.bundleId;
        l.variantId = a.variantId;
        l.name = a.name;
        l.pack = b.description;
        l.weight = b.isWeightArticle;
        l.par = l.weight ? Decimal::fromUnits(Decimal::kScale / 2 * (3 + i % 4)) : Decimal::fromInt(2 + (i * 7) % 5);
        l.shelf = position(index, i);
        zones.insert(l.bundleId, zoneOf(index, i) * 10 + i % 4);
        if (l.weight)
            l.countUnit = QCoreApplication::translate("GuideDemo", "kg");
        else if (i % 5 == 1)
            l.countUnit = QCoreApplication::translate("GuideDemo", "packs");
        g.lines << l;
    }
    // The walking order: by position.
    std::stable_sort(g.lines.begin(), g.lines.end(),
                     [&zones](const auto &x, const auto &y) { return zones.value(x.bundleId) < zones.value(y.bundleId); });
    return g;
}

} // namespace

void seedDemoGuides(const control::ObjectGraph &graph, QObject *context, std::function<void(const QString &)> done)
{
    control::OrderGuideController *guides = graph.services().guides;
    models::PersonalListsModel *lists = graph.models().lists;
    auto finished = std::make_shared<bool>(false);
    auto attempt = [guides, lists, finished, done] {
        if (*finished || !guides->hasContext())
            return;
        if (const QStringList ids = guides->guideListIds(); !ids.isEmpty()) {
            *finished = true;
            done(ids.first());
            return;
        }
        if (lists->rowCount() == 0)
            return;
        QList<const values::PersonalList *> seeded;
        for (int row = 0; row < lists->rowCount() && row < 2; ++row) {
            const QString id = lists->index(row).data(models::PersonalListsModel::ListIdRole).toString();
            const values::PersonalList *list = lists->list(id);
            if (!list || list->items.isEmpty()) {
                lists->ensureLoaded(id);
                return;
            }
            seeded << list;
        }
        *finished = true;
        for (int i = 0; i < seeded.size(); ++i)
            guides->save(demoGuide(*seeded.at(i), i));
        done(seeded.isEmpty() ? QString() : seeded.first()->listId);
    };
    QObject::connect(lists, &models::PersonalListsModel::countChanged, context, attempt);
    QObject::connect(lists, &models::PersonalListsModel::listLoaded, context, attempt);
    QObject::connect(lists, &models::PersonalListsModel::stateChanged, context, attempt);
    if (lists->rowCount() == 0 && lists->state() != models::PersonalListsModel::State::Loading)
        lists->refresh();
    attempt();
}

void seedDemoGuideHistory(const control::ObjectGraph &graph, const QString &listId)
{
    localstore::AddLedger *ledger = graph.adds()->ledger();
    const std::optional<localstore::StoreKey> key = graph.adds()->currentStoreKey();
    const std::optional<values::OrderGuide> guide = graph.services().guides->guide(listId);
    if (!ledger || !key || !guide)
        return;
    const QDateTime now = graph.services().guides->now();
    for (int i = 0; i < guide->lines.size() && i < 10; ++i) {
        const values::GuideLine &l = guide->lines.at(i);
        for (int day : {2, 6, 9}) {
            localstore::LedgerEntry e;
            e.key = *key;
            e.bundleId = l.bundleId;
            e.variantId = l.variantId;
            e.name = l.name;
            e.pack = l.pack;
            e.weight = l.weight;
            const qint64 base = l.par ? l.par->units() : Decimal::kScale;
            // Around the par, in whole packs (kg: halves), a busier day among them.
            const qint64 unit = l.weight ? Decimal::kScale / 2 : Decimal::kScale;
            e.amount = Decimal::fromUnits(std::max(unit, (base + (day == 6 ? 2 * unit : -unit)) / unit * unit));
            e.source = values::sourceCode(values::AddIntent::Source::Guide);
            e.sourceRef = listId;
            e.state = values::AddState::Confirmed;
            e.createdAt = now.addDays(-day);
            ledger->append(e);
        }
    }
}

void countDemoGuide(models::GuideModel *guide)
{
    // Half of the lines counted: some below par, some with enough.
    for (int row = 0; row < guide->rowCount() && row < guide->rowCount() / 2; ++row) {
        const values::GuideLine &l = guide->line(row);
        if (!l.par)
            continue;
        const Decimal step = l.weight ? Decimal::fromUnits(Decimal::kScale * 3 / 10) : Decimal::fromInt(1);
        const Decimal onHand = row % 3 == 2 ? *l.par : std::max(Decimal(), *l.par - step - (row % 2 ? step : Decimal()));
        guide->setOnHand(row, onHand);
    }
}

} // namespace webshop::shell
