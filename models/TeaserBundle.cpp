#include "models/TeaserBundle.h"

namespace webshop::models {

int teaserBundleOf(const api::Article &article)
{
    int index = -1;
    std::optional<api::Decimal> best;
    const auto &bundles = article.bundles;
    for (qsizetype i = 0; i < bundles.size(); ++i) {
        const api::SellingPriceInfo &price = bundles.at(i).price;
        const std::optional<api::Decimal> &amount = price.articleNet ? price.articleNet : price.articleGross;
        if (amount && (!best || *amount < *best)) {
            best = amount;
            index = int(i);
        }
    }
    if (index < 0 && !bundles.isEmpty())
        index = 0;
    return index;
}

} // namespace webshop::models
