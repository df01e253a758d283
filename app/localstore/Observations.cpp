#include "app/localstore/Observations.h"

#include "app/values/BasketMath.h"

namespace webshop::localstore {

namespace {

void appendArticle(QList<PriceObservation> &out, const values::Article &article)
{
    for (const values::Bundle &bundle : article.bundles) {
        if (!bundle.price.isKnown() || bundle.bundleId.isEmpty())
            continue;
        PriceObservation o;
        o.bundleId = bundle.bundleId;
        o.variantId = article.variantId;
        o.currency = bundle.price.currency;
        o.net = bundle.price.articleNet;
        o.gross = bundle.price.articleGross;
        o.vat = bundle.price.articleVatAmount;
        out.append(std::move(o));
    }
}

std::optional<values::Decimal> amountOf(const values::OptionalMoney &money)
{
    return money ? std::optional<values::Decimal>(money->amount) : std::nullopt;
}

} // namespace

QList<PriceObservation> observationsFrom(const values::Article &article)
{
    QList<PriceObservation> out;
    out.reserve(article.bundles.size());
    appendArticle(out, article);
    return out;
}

QList<PriceObservation> observationsFrom(const values::SearchPage &page)
{
    QList<PriceObservation> out;
    out.reserve(page.results.size() * 2);
    for (const values::Article &article : page.results)
        appendArticle(out, article);
    return out;
}

QList<PriceObservation> observationsFrom(const values::PersonalList &list)
{
    QList<PriceObservation> out;
    out.reserve(list.items.size() * 2);
    for (const values::Article &article : list.items)
        appendArticle(out, article);
    return out;
}

QList<PriceObservation> observationsFrom(const values::Basket &basket, const BundleResolver &bundleOf)
{
    QList<PriceObservation> out;
    out.reserve(basket.items.size());
    for (const values::BasketItem &item : basket.items) {
        const QString bundleId = bundleOf ? bundleOf(item.article) : item.article;
        if (bundleId.isEmpty())
            continue;
        const values::OptionalMoney net = values::lineUnitPrice(item, true);
        const values::OptionalMoney gross = values::lineUnitPrice(item, false);
        if (!net && !gross)
            continue;
        PriceObservation o;
        o.bundleId = bundleId;
        o.currency = net ? net->currency : gross->currency;
        o.net = amountOf(net);
        o.gross = amountOf(gross);
        if (o.net && o.gross)
            o.vat = *o.gross - *o.net;
        if (item.price.emptiesNet && !item.quantity.isZero())
            o.deposit = values::divideRounded(item.price.emptiesNet->amount, item.quantity);
        out.append(std::move(o));
    }
    return out;
}

} // namespace webshop::localstore
