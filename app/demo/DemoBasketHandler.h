#pragma once

// The basket resource of the demo API: addItem (applied at once, or answered 202 and applied
// later) and getBasket, with the spec variants that change what a basket looks like on the
// wire; the baskets themselves, and the audit of every change applied to them. It also plays
// the faults that live in the basket: another client's changes between our reads and the
// chaos's basket article scheme (DemoBasketHandlerForeign.cpp). DemoApi owns one and routes
// the basket paths to it.

#include "app/demo/DemoAddFault.h"
#include "app/demo/DemoBasket.h"
#include "app/demo/DemoMoney.h"
#include "app/demo/DemoRequest.h"
#include "app/demo/DemoVariants.h"

#include <QHash>
#include <QList>
#include <QRandomGenerator>
#include <QStringList>
#include <optional>

namespace webshop::demo {

class DemoAuth;
class DemoShelves;
struct DemoArticle;
struct FaultOptions;

class DemoBasketHandler
{
public:
    static constexpr qint64 kMaxLineQuantity = 100000 * kQuantityScale; // 100,000 pieces or kg per line

    // All must outlive this; `variants` is DemoApi's, and getBasket() uses up its counted
    // basket replies.
    DemoBasketHandler(const DemoCatalogue &catalogue, const DemoShelves &shelves, const DemoAuth &auth,
                      VariantOptions &variants);

    DemoReply addItem(const DemoRequest &request, const QStringList &args);
    DemoReply getBasket(const DemoRequest &request, const QStringList &args);

    // Applies the asynchronous adds whose time has come, in the order they were received.
    void applyDueAdds();
    void clearBaskets()
    {
        m_baskets.clear();
        m_pendingAdds.clear();
        m_lastAdds.clear();
    }
    void prefillDemoBasket();
    // Foreign changes and the chaos's basket article scheme. Restarts the count of basket reads.
    void setFaults(const FaultOptions &faults);
    // Every change applied to a basket so far (late adds that are due included).
    const QList<AppliedAdd> &appliedAdds()
    {
        applyDueAdds();
        return m_applied;
    }
    void clearAudit() { m_applied.clear(); }
    // Late adds received and not applied yet (the due ones are applied first).
    int pendingAddCount()
    {
        applyDueAdds();
        return int(m_pendingAdds.size());
    }

private:
    // Where an add goes, and what caused it (for the audit).
    struct AddTarget
    {
        QString basketKey, storeId, customerId;
        quint64 requestNo = 0;
    };
    struct PendingAdd
    {
        AddTarget target;
        QString bundleId;
        qint64 quantity = 0;
        qint64 dueMs = 0;
    };
    struct LastAdd
    {
        QString bundleId;
        qint64 quantity = 0;
    };

    // The quantity (thousandths) of an add's amount, or the 400 invalid_amount reply.
    static std::optional<DemoReply> quantityOf(double amount, const DemoArticle &article, const QString &bundleId,
                                               qint64 *quantity);
    // The line an add joins: what is in the basket plus what is still on its way.
    qint64 lineQuantity(const QString &basketKey, const QString &bundleId) const;
    // Adds to a basket line and records it in the audit.
    void apply(const AddTarget &target, const QString &bundleId, qint64 quantity, bool foreign, qint64 atMs);
    // Another client's change before a basket read is answered (FaultOptions::foreignChanges).
    void maybeForeignChange(const AddTarget &target);
    // The variants as the wire shows them (the chaos may pick the article scheme).
    VariantOptions wireVariants() const;

    const DemoCatalogue &m_catalogue;
    const DemoShelves &m_shelves;
    const DemoAuth &m_auth;
    VariantOptions &m_variants;
    DemoBaskets m_baskets;
    QList<PendingAdd> m_pendingAdds;
    QHash<QString, LastAdd> m_lastAdds; // per basket key: its most recent valid addItem
    QList<AppliedAdd> m_applied;
    // Foreign changes and the chaos's scheme (setFaults()).
    int m_foreignEvery = 0;
    bool m_foreignSame = false;
    quint64 m_basketReads = 0;
    QRandomGenerator m_foreignRandom;
    std::optional<VariantOptions::BasketArticle> m_chaosArticle;
};

} // namespace webshop::demo
