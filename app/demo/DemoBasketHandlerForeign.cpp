// DemoBasketHandler: the faults it plays itself, another client that changes the basket
// between our reads (FaultOptions::foreignChanges) and the chaos's basket article scheme.

#include "app/demo/DemoBasketHandler.h"

#include "app/demo/DemoAddFaultPlan.h"
#include "app/demo/DemoCatalogue.h"
#include "app/demo/DemoServer.h"
#include "app/demo/DemoShelves.h"

using namespace Qt::StringLiterals;

namespace webshop::demo {

using namespace detail;

namespace {

constexpr quint32 kForeignStream = 2;
constexpr int kChaosForeignEvery = 2;
constexpr int kMaxForeignUnits = 3;
constexpr int kPickAttempts = 64;

} // namespace

void DemoBasketHandler::setFaults(const FaultOptions &faults)
{
    m_foreignEvery = qMax(0, faults.foreignChanges);
    if (faults.chaos && m_foreignEvery == 0)
        m_foreignEvery = kChaosForeignEvery;
    m_foreignSame = faults.foreignSame;
    m_basketReads = 0;
    m_foreignRandom = DemoAddFaultPlan::generator(faults.faultSeed, kForeignStream);
    m_chaosArticle.reset();
    if (faults.chaos)
        m_chaosArticle = DemoAddFaultPlan::chaosBasketArticle(faults.faultSeed);
}

VariantOptions DemoBasketHandler::wireVariants() const
{
    if (!m_chaosArticle)
        return m_variants;
    VariantOptions v = m_variants;
    v.basketArticle = *m_chaosArticle;
    return v;
}

void DemoBasketHandler::maybeForeignChange(const AddTarget &target)
{
    if (m_foreignEvery <= 0 || ++m_basketReads % quint64(m_foreignEvery) != 0)
        return;
    applyDueAdds(); // ours that are due come first
    const LastAdd last = m_lastAdds.value(target.basketKey);
    QString bundleId;
    qint64 quantity = 0;
    if (m_foreignSame) {
        if (last.bundleId.isEmpty())
            return; // nothing to repeat yet
        bundleId = last.bundleId;
        quantity = last.quantity;
    } else {
        // A bundle of the catalogue this store sells, other than the basket's most recent add.
        const auto &articles = m_catalogue.articles();
        for (int attempt = 0; attempt < kPickAttempts && bundleId.isEmpty(); ++attempt) {
            const DemoArticle &article = articles.at(m_foreignRandom.bounded(int(articles.size())));
            if (article.bundles.isEmpty())
                continue;
            const DemoBundle &bundle = article.bundles.at(m_foreignRandom.bounded(int(article.bundles.size())));
            if (bundle.id != last.bundleId && m_shelves.sells(target.storeId, article.id))
                bundleId = bundle.id;
        }
        quantity = (1 + m_foreignRandom.bounded(kMaxForeignUnits)) * kQuantityScale;
        if (bundleId.isEmpty())
            return;
    }
    // Within the limit of a line, as any client's add.
    for (const DemoBasketLine &line : m_baskets.lines(target.basketKey))
        if (line.bundleId == bundleId && line.quantity + quantity > kMaxLineQuantity)
            return;
    apply(target, bundleId, quantity, true, nowMs());
}

} // namespace webshop::demo
