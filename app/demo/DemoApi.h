#pragma once

// The demo backend's API: routing every path form the spec lists to the handler of its
// resource (DemoAuth for login, DemoArticleHandler for search, details and images,
// DemoBasketHandler, DemoListHandler), after the client token and the endpoint's access
// variant are checked. Transport-free (DemoHttpServer feeds it), so every answer is one
// function call. It owns the handlers and what they share: the catalogue, the spec variants
// and which store sells what.

#include "app/demo/DemoAddFault.h"
#include "app/demo/DemoArticleHandler.h"
#include "app/demo/DemoAuth.h"
#include "app/demo/DemoBasketHandler.h"
#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoListHandler.h"
#include "app/demo/DemoRequest.h"
#include "app/demo/DemoShelves.h"
#include "app/demo/DemoVariants.h"

#include <QList>
#include <QString>
#include <memory>

namespace webshop::demo {

struct DemoOptions;
struct FaultOptions;

class DemoApi
{
public:
    DemoApi(std::shared_ptr<const DemoCatalogue> catalogue, int tokenTtlSeconds);
    Q_DISABLE_COPY_MOVE(DemoApi) // the handlers keep references into it

    DemoReply handle(const DemoRequest &request);
    static bool isAddItem(const DemoRequest &request);
    // The bettyBundleId of an addItem body; empty when there is none.
    static QString addItemBundleId(const DemoRequest &request);

    void setTokenTtlSeconds(int seconds) { m_auth.setTokenTtlSeconds(seconds); }
    int tokenTtlSeconds() const { return m_auth.tokenTtlSeconds(); }
    void expireTokens() { m_auth.expireTokens(); }
    void clearBaskets() { m_basket.clearBaskets(); }
    void setVariants(const VariantOptions &variants) { m_variants = variants; }
    const VariantOptions &variants() const { return m_variants; }
    // The faults the API plays itself: foreign changes and the chaos's basket article scheme
    // (the transport's are DemoHttpServer's). Restarts the count of basket reads.
    void setFaults(const FaultOptions &faults) { m_basket.setFaults(faults); }
    // Every change applied to a basket so far (late adds that are due included).
    const QList<AppliedAdd> &appliedAdds() { return m_basket.appliedAdds(); }
    void clearAudit() { m_basket.clearAudit(); }
    // Late adds received and not applied yet (the due ones are applied first).
    int pendingAddCount() { return m_basket.pendingAddCount(); }
    void prefillDemoBasket() { m_basket.prefillDemoBasket(); }
    const DemoCatalogue &catalogue() const { return *m_catalogue; }
    // False for the few articles a store does not carry (DemoAccounts::unsoldArticles).
    bool sells(const QString &storeId, const QString &variantId) const
    {
        return m_shelves.sells(storeId, variantId);
    }

private:
    DemoReply index() const;

    std::shared_ptr<const DemoCatalogue> m_catalogue;
    VariantOptions m_variants;
    DemoShelves m_shelves;
    DemoAuth m_auth;
    DemoArticleHandler m_articles;
    DemoListHandler m_lists;
    DemoBasketHandler m_basket;
};

} // namespace webshop::demo
