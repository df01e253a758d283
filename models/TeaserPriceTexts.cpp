#include "models/TeaserPriceTexts.h"

#include "models/PriceDisplay.h"
#include "models/TeaserBundle.h"

namespace webshop::models {

TeaserPriceTexts TeaserPriceTexts::of(const values::Article &article, const PriceDisplay &prices)
{
    TeaserPriceTexts f;
    const int b = teaserBundleOf(article);
    if (b >= 0) {
        const values::SellingPriceInfo &price = article.bundles.at(b).price;
        f.net = prices.format(price.articleNet, price.currency);
        f.gross = prices.format(price.articleGross, price.currency);
        f.perContentNet = prices.formatPerContent(article.bundles.at(b), true);
        f.perContentGross = prices.formatPerContent(article.bundles.at(b), false);
    } else {
        f.net = f.gross = prices.format(std::optional<values::Decimal>(), {});
    }
    f.generation = prices.formatGeneration();
    return f;
}

} // namespace webshop::models
