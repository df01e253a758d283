// The basket read straight from the bytes (JsonScan), field by field as decodeBasketViaDocument
// (JsonCatalogue.cpp) reads it, with the same value helpers. The basket is read again after
// every add, and it grows with the order: an import of 500 lines reads it 500 times.

#include "app/api/JsonScanReader.h"
#include "app/api/JsonUtil.h"

namespace webshop::api::json::detail {

namespace {

struct Reader : ScanReader
{
    ItemPrice itemPrice(qint32 p)
    {
        ItemPrice price;
        if (!isObject(p))
            return price;
        price.netTotal = money(get(p, "netTotal"));
        price.grossTotal = money(get(p, "grossTotal"));
        price.vatTotal = money(get(p, "vatTotal"));
        price.articleNet = money(get(p, "articleNet"));
        price.articleGross = money(get(p, "articleGross"));
        price.articleVatAmount = money(spelt(p, "articleVATAmount", "articleVatAmount"));
        price.emptiesNet = money(get(p, "emptiesNet"));
        price.emptiesGross = money(get(p, "emptiesGross"));
        price.emptiesVatAmount = money(spelt(p, "emptiesVATAmount", "emptiesVatAmount"));
        return price;
    }

    TotalPrice total(qint32 t)
    {
        TotalPrice total;
        if (!isObject(t))
            return total;
        total.netTotal = money(get(t, "netTotal"));
        total.grossTotal = money(get(t, "grossTotal"));
        total.vatTotal = money(get(t, "vatTotal"));
        total.articleNetTotal = money(get(t, "articleNetTotal"));
        total.articleGrossTotal = money(get(t, "articleGrossTotal"));
        total.articleVatTotal = money(spelt(t, "articleVATTotal", "articleVatTotal"));
        total.emptiesNet = money(get(t, "emptiesNet"));
        total.emptiesGross = money(get(t, "emptiesGross"));
        total.emptiesVatAmount = money(spelt(t, "emptiesVATAmount", "emptiesVatAmount"));
        return total;
    }

    // A line as decodeBasketViaDocument reads it; nullopt where that path refuses the basket.
    std::optional<BasketItem> item(qint32 io)
    {
        if (!isObject(io))
            return std::nullopt;
        BasketItem item;
        const qint32 art = get(io, "article");
        item.article = isObject(art) ? text(firstOf(art, {QLatin1StringView("bettyBundleId"), QLatin1StringView("bettyVariantId"),
                                                          QLatin1StringView("id")}))
                                     : text(art);
        const auto quantity = decimal(firstOf(io, {QLatin1StringView("amount"), QLatin1StringView("quantity")}));
        if (!quantity)
            return std::nullopt;
        item.quantity = *quantity;
        item.price = itemPrice(get(io, "price"));
        return item;
    }
};

} // namespace

bool decodeBasketFast(const QByteArray &body, Basket &out)
{
    JsonScan scan;
    if (!scan.scan(body) || scan.type(0) != JsonScan::Type::Object)
        return false;
    Reader r{{scan}};
    const qint32 items = r.get(0, "items");
    if (!r.isArray(items))
        return false; // missing, null, keyed by numbers or wrong: the general path decides
    Basket basket;
    basket.items.reserve(scan.node(items).count);
    bool refused = false;
    r.forEach(items, [&](qint32 e) {
        if (refused)
            return;
        if (auto item = r.item(e))
            basket.items.append(std::move(*item));
        else
            refused = true; // the general path words why
    });
    if (refused)
        return false;
    basket.total = r.total(r.firstOf(0, {QLatin1StringView("total_price"), QLatin1StringView("totalPrice")}));
    if (r.ambiguous)
        return false;
    out = std::move(basket);
    return true;
}

} // namespace webshop::api::json::detail
