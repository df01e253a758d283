#include "app/shell/QuickOrderDemo.h"

#include "app/api/BasketSync.h"
#include "app/control/ObjectGraph.h"
#include "app/control/QuickOrder.h"

#include <memory>

namespace webshop::shell {

namespace {
constexpr int kDemoLines = 5;
}

void fillQuickOrderDemo(const control::ObjectGraph &graph, QObject *context, std::function<void()> done)
{
    control::QuickOrder *quickOrder = graph.services().quickOrder;
    api::BasketSync *sync = graph.basketQueue();
    if (!quickOrder || !sync || quickOrder->model()->filledCount() > 0) {
        done();
        return;
    }
    auto fill = [quickOrder, sync, done] {
        QList<std::pair<QString, values::Decimal>> lines;
        for (const values::BasketItem &item : sync->basket().items)
            if (lines.size() < kDemoLines)
                lines.append({item.article, item.quantity});
        quickOrder->enter(lines);
        done();
    };
    if (sync->hasBasket()) {
        fill();
        return;
    }
    auto once = std::make_shared<QMetaObject::Connection>();
    auto failed = std::make_shared<QMetaObject::Connection>();
    *once = QObject::connect(sync, &api::BasketSync::basketChanged, context, [once, failed, fill] {
        QObject::disconnect(*once);
        QObject::disconnect(*failed);
        fill();
    });
    *failed = QObject::connect(sync, &api::BasketSync::refreshFailed, context, [once, failed, done] {
        QObject::disconnect(*once);
        QObject::disconnect(*failed);
        done();
    });
}

} // namespace webshop::shell
