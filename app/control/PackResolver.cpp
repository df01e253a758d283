#include "app/control/PackResolver.h"

#include "app/api/ApiClient.h"
#include "app/values/PackContent.h"
#include "models/PackMemory.h"

#include <algorithm>

namespace webshop::control {

namespace {

constexpr int kMaxSuggestions = 8; // packs shown

models::QuickOrderPick pickOf(const values::Article &article, const values::Bundle &bundle)
{
    return {article.variantId, bundle.bundleId,           article.name,
            bundle.description, bundle.isWeightArticle,   bundle.price.articleNet,
            bundle.price.articleGross, bundle.price.currency, values::packContentOf(bundle)};
}

// The article's packs, the one at `first` first, the others in the server's order.
QList<models::QuickOrderPick> packsOf(const values::Article &article, int first)
{
    QList<models::QuickOrderPick> packs;
    if (first >= 0)
        packs << pickOf(article, article.bundles.at(first));
    for (int b = 0; b < article.bundles.size(); ++b)
        if (b != first)
            packs << pickOf(article, article.bundles.at(b));
    return packs;
}

} // namespace

PackResolver::PackResolver(api::ApiClient *client, models::PackMemory *packs)
    : m_client(client)
    , m_packs(packs)
{
}

int PackResolver::defaultPackOf(const values::Article &article, const QString &remembered)
{
    const auto &bundles = article.bundles;
    if (bundles.isEmpty())
        return -1;
    for (int b = 0; b < bundles.size(); ++b)
        if (!remembered.isEmpty() && bundles.at(b).bundleId == remembered)
            return b;
    if (bundles.size() == 1)
        return 0;
    // By price; a pack without a known price makes the order unknown: the server's first.
    QList<std::pair<values::Decimal, int>> byPrice;
    for (int b = 0; b < bundles.size(); ++b) {
        const values::SellingPriceInfo &price = bundles.at(b).price;
        const std::optional<values::Decimal> amount = price.articleNet ? price.articleNet : price.articleGross;
        if (!amount)
            return 0;
        byPrice.append({*amount, b});
    }
    std::stable_sort(byPrice.begin(), byPrice.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return byPrice.at(byPrice.size() == 2 ? 1 : byPrice.size() - 2).second;
}

QList<models::QuickOrderPick> PackResolver::picksOf(const QList<values::Article> &articles) const
{
    const QHash<QString, QString> remembered =
        m_packs ? m_packs->recallAll(models::PackMemory::entryKey(m_client)) : QHash<QString, QString>{};
    QList<models::QuickOrderPick> picks;
    for (const values::Article &article : articles) {
        for (const models::QuickOrderPick &pick : packsOf(article, defaultPackOf(article, remembered.value(article.variantId))))
            if (picks.size() < kMaxSuggestions)
                picks << pick;
    }
    return picks;
}

std::optional<models::QuickOrderPick> PackResolver::resolve(quint64 lineId, const QString &text,
                                                            const values::Article &article, const QString &bundleId)
{
    int chosen = -1;
    for (int b = 0; b < article.bundles.size(); ++b)
        if (article.bundles.at(b).bundleId == bundleId && bundleId.compare(text.trimmed(), Qt::CaseInsensitive) == 0)
            chosen = b; // the text is this pack's own number
    if (chosen < 0)
        chosen = defaultPackOf(article, m_packs ? m_packs->recall(models::PackMemory::entryKey(m_client), article.variantId)
                                                : QString());
    if (chosen < 0)
        return std::nullopt;
    m_choices.insert(lineId, packsOf(article, -1));
    return pickOf(article, article.bundles.at(chosen));
}

void PackResolver::setChoicesOf(quint64 lineId, const values::Article &article)
{
    m_choices.insert(lineId, packsOf(article, -1));
}

} // namespace webshop::control
