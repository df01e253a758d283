// The search page read straight from the bytes (JsonScan), field by field as the QJsonDocument
// decoders in JsonCatalogue.cpp read it, with the same value helpers. A search page is the
// client's largest body; this path avoids building a QJsonDocument and a QJsonValue per field.

#include "app/api/JsonDecode.h"
#include "app/api/JsonScanReader.h"
#include "app/api/JsonUtil.h"

namespace webshop::api::json::detail {

namespace {

using Type = JsonScan::Type;

struct Reader : ScanReader
{
    const QUrl &baseUrl;

    SellingPriceInfo price(qint32 o)
    {
        SellingPriceInfo p;
        if (!isObject(o))
            return p;
        p.articleGross = decimal(get(o, "articleGross"));
        p.articleNet = decimal(get(o, "articleNet"));
        p.articleVatAmount = decimal(firstOf(o, {QLatin1StringView("articleVatAmount"), QLatin1StringView("articleVATAmount")}));
        p.currency = text(get(o, "currency")).trimmed();
        return p;
    }

    std::optional<Bundle> bundle(qint32 o)
    {
        if (!isObject(o))
            return std::nullopt;
        Bundle b;
        b.bundleId = text(get(o, "bettyBundleId"));
        if (b.bundleId.isEmpty())
            return std::nullopt;
        b.description = text(get(o, "description"));
        b.longDescription = text(get(o, "longDescription"));
        b.isWeightArticle = toFlag(scan.leaf(firstOf(o, {QLatin1StringView("isWeightArticle"), QLatin1StringView("weightArticle")})));
        b.bundleSize = text(get(o, "bundleSize"));
        b.price = price(get(o, "sellingPriceInfo"));
        return b;
    }

    // An article as toArticle() reads it; one without an id is left out by the caller.
    Article article(qint32 o)
    {
        Article a;
        if (!isObject(o))
            return a;
        a.variantId = text(get(o, "bettyVariantId"));
        if (a.variantId.isEmpty())
            return a;
        a.name = text(get(o, "name"));
        a.imageUrl = resolveUrl(baseUrl, text(get(o, "imageUrl")));
        const qint32 bundles = get(o, "bundles");
        if (isObject(bundles)) {
            ambiguous = true; // keyed by numbers: toList() orders them
            return a;
        }
        if (bundles < 0 || scan.type(bundles) != Type::Array)
            return a;
        a.bundles.reserve(scan.node(bundles).count);
        forEach(bundles, [&](qint32 e) {
            if (auto b = bundle(e))
                a.bundles.append(std::move(*b));
        });
        return a;
    }
};

} // namespace

bool decodeSearchPageFast(const QByteArray &body, const QUrl &baseUrl, SearchPage &out)
{
    JsonScan scan;
    if (!scan.scan(body))
        return false;
    Reader r{{scan}, baseUrl};
    const qint32 root = 0;
    const qint32 results = r.get(root, "results");
    if (results < 0 || scan.type(results) != Type::Array)
        return false; // missing, null, keyed by numbers or wrong: the general path decides
    SearchPage page;
    page.results.reserve(scan.node(results).count);
    r.forEach(results, [&](qint32 e) {
        Article a = r.article(e);
        if (!a.variantId.isEmpty())
            page.results.append(std::move(a));
    });
    page.query = r.text(r.get(root, "query"));
    setPaging(page, page.results.size(), [&r, &scan](const char *key) { return toInteger(scan.leaf(r.get(0, key))); });
    if (r.ambiguous)
        return false;
    out = std::move(page);
    return true;
}

} // namespace webshop::api::json::detail
