#include "app/shell/HistoryDemo.h"

#include "app/api/BasketSync.h"
#include "app/control/BasketAdds.h"
#include "app/control/ObjectGraph.h"
#include "app/localstore/AddLedger.h"
#include "models/BasketModel.h"

#include <QCoreApplication>
#include <QTimer>
#include <algorithm>
#include <memory>

namespace webshop::shell {

namespace {

constexpr int kDemoAdds = 4;

values::AddIntent intentOf(const models::BasketModel &basket, int row, int n)
{
    using Role = models::BasketModel::Role;
    const QModelIndex i = basket.index(row, 0);
    const auto money = [&i](Role role) {
        const QVariant v = i.data(role);
        return v.isValid() ? std::optional<values::Decimal>(v.value<values::Decimal>()) : std::nullopt;
    };
    using S = values::AddIntent::Source;
    const S sources[] = {S::Pane, S::List, S::QuickOrder, S::Import};
    values::AddIntent intent;
    intent.bundleId = i.data(Role::BundleIdRole).toString();
    intent.variantId = i.data(Role::VariantIdRole).toString();
    intent.name = i.data(Role::NameRole).toString();
    intent.pack = i.data(Role::BundleDescriptionRole).toString();
    intent.amount = values::Decimal::fromInt(1 + n % 2);
    intent.unitNet = money(Role::UnitNetRole);
    intent.unitGross = money(Role::UnitGrossRole);
    intent.currency = i.data(Role::CurrencyRole).toString();
    intent.source = sources[n % 4];
    intent.sourceRef = intent.source == S::Import ? QStringLiteral("line 14") : QString();
    return intent;
}

// One add whose answer was lost: what the ledger holds after an app run that closed meanwhile.
void addNotKnown(const control::ObjectGraph &graph, const values::AddIntent &like)
{
    localstore::AddLedger *ledger = graph.adds()->ledger();
    const std::optional<localstore::StoreKey> key = graph.adds()->currentStoreKey();
    if (!ledger || !key)
        return;
    localstore::LedgerEntry e;
    e.key = *key;
    e.bundleId = like.bundleId;
    e.variantId = like.variantId;
    e.name = like.name;
    e.pack = like.pack;
    e.amount = values::Decimal::fromInt(3);
    e.unitNet = like.unitNet;
    e.unitGross = like.unitGross;
    e.currency = like.currency;
    e.source = values::sourceCode(values::AddIntent::Source::QuickOrder);
    e.state = values::AddState::Uncertain;
    e.message = QCoreApplication::translate("webshop::control::BasketAdds",
                                            "This add was on its way when the app closed, and the basket does not "
                                            "show it: it did not arrive, or it was changed in the web shop. It was "
                                            "not sent again; check the basket before adding it again.");
    ledger->append(e);
}

} // namespace

void fillHistoryDemo(const control::ObjectGraph &graph, QObject *context, std::function<void()> done)
{
    control::BasketAdds *adds = graph.adds();
    const models::BasketModel *basket = graph.models().basket;
    auto ids = std::make_shared<QList<quint64>>();
    auto poll = new QTimer(context);
    poll->setInterval(100);
    QObject::connect(poll, &QTimer::timeout, context, [&graph, adds, basket, ids, poll, done] {
        if (ids->isEmpty()) {
            bool named = basket->hasBasket() && !basket->isBusy() && basket->rowCount() > 0;
            for (int row = 0; named && row < basket->rowCount(); ++row)
                named = basket->index(row, 0).data(models::BasketModel::ResolvedRole).toBool();
            if (!named)
                return;
            const int n = std::min(kDemoAdds, basket->rowCount());
            addNotKnown(graph, intentOf(*basket, n - 1, 0));
            for (int row = 0; row < n; ++row)
                ids->append(adds->add(intentOf(*basket, row, row)));
            return;
        }
        for (quint64 id : std::as_const(*ids))
            if (adds->isOpen(id))
                return;
        poll->stop();
        poll->deleteLater();
        done();
    });
    poll->start();
}

} // namespace webshop::shell
