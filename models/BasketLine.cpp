#include "models/BasketLine.h"

#include "app/values/BasketMath.h"
#include "models/ArticleCache.h"
#include "models/BasketModel.h"
#include "models/PriceDisplay.h"

namespace webshop::models {

namespace {

bool samePrice(const values::ItemPrice &a, const values::ItemPrice &b)
{
    return a.netTotal == b.netTotal && a.grossTotal == b.grossTotal && a.vatTotal == b.vatTotal
        && a.articleNet == b.articleNet && a.articleGross == b.articleGross && a.articleVatAmount == b.articleVatAmount
        && a.emptiesNet == b.emptiesNet && a.emptiesGross == b.emptiesGross && a.emptiesVatAmount == b.emptiesVatAmount;
}

// A line named by its variant id: the pack is the article's only one, or the one whose price
// the line's own figures show (within a cent); none when that is not unique.
const values::Bundle *bundleOfVariantLine(const values::Article &article, const values::BasketItem &item)
{
    if (article.bundles.size() == 1)
        return &article.bundles.constFirst();
    const values::OptionalMoney unit = values::lineUnitPrice(item, true);
    if (!unit)
        return nullptr;
    const values::Bundle *match = nullptr;
    for (const values::Bundle &b : article.bundles) {
        if (!b.price.articleNet)
            continue;
        const values::Decimal diff = *b.price.articleNet - unit->amount;
        if ((diff.isNegative() ? -diff : diff) > values::Decimal::fromCents(1))
            continue;
        if (match)
            return nullptr; // two packs at the same price: not unique
        match = &b;
    }
    return match;
}

} // namespace

bool BasketLine::amountsDiffer(const values::BasketItem &other) const
{
    return item.quantity != other.quantity || !samePrice(item.price, other.price);
}

bool BasketLine::unitPriceDerived() const
{
    if (unitPrice && (unitPrice->articleNet || unitPrice->articleGross))
        return false;
    return values::linePriceReading(item) == values::LinePriceReading::LineAmounts && item.quantity != values::Decimal::fromInt(1);
}

QString BasketLine::unitPriceText(const PriceDisplay &prices) const
{
    const values::OptionalMoney unit = unitPriceOf(prices.showsNet());
    const QString text = prices.format(unit);
    return unit && unitPriceDerived() ? u"≈ " + text : text;
}

values::OptionalMoney BasketLine::unitPriceOf(bool net) const
{
    // The line's article amounts may be unit prices or line amounts: the spec allows both.
    if (unitPrice) {
        const std::optional<values::Decimal> &amount = net ? unitPrice->articleNet : unitPrice->articleGross;
        if (amount)
            return values::Money{*amount, unitPrice->currency};
    }
    return values::lineUnitPrice(item, net);
}

QString BasketLine::currency() const
{
    const values::ItemPrice &p = item.price;
    for (const values::OptionalMoney *m : {&p.grossTotal, &p.netTotal, &p.articleGross, &p.articleNet})
        if (*m)
            return (*m)->currency;
    return QString();
}

bool BasketLine::resolve(const ArticleCache *articles)
{
    const QString before = name;
    const bool wasResolved = resolved;
    const QUrl imageBefore = imageUrl;
    const bool weightBefore = weight;
    const QString bundleBefore = bundleDescription;

    ArticleCache::Resolved r = articles ? articles->resolve(item.article) : ArticleCache::Resolved();
    if (r && !r.bundle)
        r.bundle = bundleOfVariantLine(*r.article, item);
    if (r) {
        resolved = true;
        variantId = r.article->variantId;
        bundleId = r.bundle ? r.bundle->bundleId : QString();
        name = r.article->name.isEmpty() ? item.article : r.article->name;
        imageUrl = r.article->imageUrl;
        bundleDescription = r.bundle ? r.bundle->description : QString();
        if (r.bundle && r.bundle->price.isKnown())
            unitPrice = r.bundle->price;
        else
            unitPrice.reset();
        if (r.bundle)
            weight = r.bundle->isWeightArticle;
        else
            weight = r.article->bundles.size() == 1 && r.article->bundles.constFirst().isWeightArticle;
    } else {
        resolved = false;
        variantId.clear();
        bundleId.clear();
        // A line the server sent without an id still counts: it is shown, never dropped.
        name = item.article.isEmpty() ? BasketModel::tr("Article without a number") : item.article;
        imageUrl.clear();
        bundleDescription.clear();
        unitPrice.reset();
        weight = !item.quantity.isInteger();
    }
    return name != before || resolved != wasResolved || imageUrl != imageBefore || weight != weightBefore
        || bundleDescription != bundleBefore;
}

} // namespace webshop::models
