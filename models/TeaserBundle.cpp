#include "models/TeaserBundle.h"

namespace webshop::models {

int teaserBundleOf(const values::Article &article)
{
    int index = -1;
    std::optional<values::Decimal> best;
    const auto &bundles = article.bundles;
    for (qsizetype i = 0; i < bundles.size(); ++i) {
        const values::SellingPriceInfo &price = bundles.at(i).price;
        const std::optional<values::Decimal> &amount = price.articleNet ? price.articleNet : price.articleGross;
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
