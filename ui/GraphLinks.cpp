#include "ui/GraphLinks.h"

#include "app/control/PreferencesStore.h"

#include "app/control/BasketAdds.h"
#include "app/control/OfflineCache.h"
#include "app/control/OrderGuideController.h"
#include "app/control/PriceHistory.h"
#include "app/control/QuickOrder.h"
#include "app/control/QuitGuard.h"
#include "app/control/SessionController.h"
#include "app/control/StoreComparison.h"
#include "models/ArticleCache.h"
#include "models/ArticleDetails.h"
#include "models/BasketModel.h"
#include "models/ImageCache.h"
#include "models/ListItemsModel.h"
#include "models/PersonalListsModel.h"
#include "models/PriceDisplay.h"
#include "models/PriceMemory.h"
#include "models/SearchResultsModel.h"

#include <QObject>

namespace webshop::ui {

QList<const QObject *> graphObjects(const Services &s)
{
    // ImportFactory is no QObject: the controllers it makes belong to their dialogs.
    const QObject *roots[] = {s.prices, s.images,  s.articles,    s.search,          s.details,    s.basket,
                              s.lists,  s.listItems, s.priceMemory, s.session,       s.quitGuard,  s.storeComparison,
                              s.quickOrder, s.priceHistory, s.offline, s.adds, s.preferences, s.guides};
    QList<const QObject *> all;
    for (const QObject *root : roots) {
        if (!root)
            continue;
        all << root;
        for (const QObject *child : root->findChildren<QObject *>())
            all << child;
    }
    return all;
}

int cutLinks(const QObject *receiver, const QList<const QObject *> &senders)
{
    int cut = 0;
    for (const QObject *sender : senders) {
        if (sender && sender != receiver && QObject::disconnect(sender, nullptr, receiver, nullptr))
            ++cut;
    }
    return cut;
}

} // namespace webshop::ui
