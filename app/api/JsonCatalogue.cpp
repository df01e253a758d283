// The catalogue, basket and list decoders (the login decoders and the value helpers are in
// JsonDecode.cpp).

#include "app/api/JsonDecode.h"
#include "app/api/JsonUtil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <algorithm>
#include <climits>

namespace webshop::api::json {

using detail::firstOf;
using detail::parseObject;
using detail::setError;

namespace {

SellingPriceInfo toPriceInfo(const QJsonValue &v)
{
    SellingPriceInfo p;
    if (!v.isObject())
        return p;
    const QJsonObject o = v.toObject();
    p.articleGross = Decimal::fromJson(o.value(QLatin1String("articleGross")));
    p.articleNet = Decimal::fromJson(o.value(QLatin1String("articleNet")));
    p.articleVatAmount = Decimal::fromJson(firstOf(o, {"articleVatAmount", "articleVATAmount"}));
    p.currency = toText(o.value(QLatin1String("currency"))).trimmed();
    return p;
}

std::optional<Bundle> toBundle(const QJsonValue &v)
{
    if (!v.isObject())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    Bundle b;
    b.bundleId = toText(o.value(QLatin1String("bettyBundleId")));
    if (b.bundleId.isEmpty())
        return std::nullopt; // nothing a user could add
    b.description = toText(o.value(QLatin1String("description")));
    b.longDescription = toText(o.value(QLatin1String("longDescription")));
    b.isWeightArticle = toFlag(firstOf(o, {"isWeightArticle", "weightArticle"}));
    b.bundleSize = toText(o.value(QLatin1String("bundleSize")));
    b.price = toPriceInfo(o.value(QLatin1String("sellingPriceInfo")));
    return b;
}

} // namespace

Article toArticle(const QJsonValue &v, const QUrl &baseUrl)
{
    Article a;
    if (!v.isObject())
        return a;
    const QJsonObject o = v.toObject();
    a.variantId = toText(o.value(QLatin1String("bettyVariantId")));
    a.name = toText(o.value(QLatin1String("name")));
    a.imageUrl = resolveUrl(baseUrl, toText(o.value(QLatin1String("imageUrl"))));
    const QList<QJsonValue> bundles = toList(o.value(QLatin1String("bundles")));
    for (const QJsonValue &bv : bundles) {
        if (auto b = toBundle(bv))
            a.bundles.append(std::move(*b));
    }
    return a;
}

bool decodeSearchPage(const QByteArray &body, const QUrl &baseUrl, SearchPage &out, QString *error)
{
    // The usual page straight from the bytes; anything unusual through QJsonDocument.
    if (detail::decodeSearchPageFast(body, baseUrl, out))
        return true;
    return decodeSearchPageViaDocument(body, baseUrl, out, error);
}

bool decodeSearchPageViaDocument(const QByteArray &body, const QUrl &baseUrl, SearchPage &out, QString *error)
{
    out = {};
    QJsonObject o;
    if (!parseObject(body, o, error))
        return false;
    const QJsonValue results = o.value(QLatin1String("results"));
    if (!results.isUndefined() && !results.isNull() && !results.isArray() && !results.isObject()) {
        setError(error, QStringLiteral("search results are not a list"));
        return false;
    }
    for (const QJsonValue &av : toList(results)) {
        Article a = toArticle(av, baseUrl);
        if (!a.variantId.isEmpty())
            out.results.append(std::move(a));
    }
    out.query = toText(o.value(QLatin1String("query")));
    detail::setPaging(out, out.results.size(), [&o](const char *key) { return toInteger(o.value(QLatin1String(key))); });
    return true;
}

bool decodeArticle(const QByteArray &body, const QUrl &baseUrl, Article &out, QString *error)
{
    QJsonObject o;
    if (!parseObject(body, o, error))
        return false;
    // Tolerate a wrapper ({"article": {…}} or {"results": [{…}]}).
    QJsonValue v = o;
    if (!o.contains(QLatin1String("bettyVariantId"))) {
        if (o.value(QLatin1String("article")).isObject())
            v = o.value(QLatin1String("article"));
        else if (const auto list = toList(o.value(QLatin1String("results"))); list.size() == 1)
            v = list.first();
    }
    out = toArticle(v, baseUrl);
    if (out.variantId.isEmpty()) {
        setError(error, QStringLiteral("article without bettyVariantId"));
        return false;
    }
    return true;
}

namespace {
// An object that says "empty basket" without an `items` list: a total whose amounts are all 0.
bool isEmptyTotal(const QJsonValue &v)
{
    if (!v.isObject() || v.toObject().isEmpty())
        return false;
    const QJsonObject t = v.toObject();
    for (auto it = t.begin(); it != t.end(); ++it) {
        const QJsonValue amount = it.value().isObject() ? it.value().toObject().value(QLatin1String("amount")) : it.value();
        const auto d = Decimal::fromJson(amount);
        if (!d || !d->isZero())
            return false;
    }
    return true;
}
} // namespace

bool decodeBasket(const QByteArray &body, Basket &out, QString *error)
{
    // The usual basket straight from the bytes; anything unusual through QJsonDocument.
    if (detail::decodeBasketFast(body, out))
        return true;
    return decodeBasketViaDocument(body, out, error);
}

// size-ok: a parser that reads the body in one pass
bool decodeBasketViaDocument(const QByteArray &body, Basket &out, QString *error)
{
    out = {};
    QJsonObject o;
    if (!parseObject(body, o, error))
        return false;
    const QJsonValue items = o.value(QLatin1String("items"));
    if (items.isUndefined() || items.isNull()) {
        // `{}` or an error envelope with status 200 is not an empty basket: reconciling an add
        // against it would send the add again. Only a zero total says "empty" without a list.
        if (!isEmptyTotal(firstOf(o, {"total_price", "totalPrice"}))) {
            setError(error, QStringLiteral("basket reply without items"));
            return false;
        }
    } else if (!items.isArray() && !items.isObject()) {
        setError(error, QStringLiteral("basket items are not a list"));
        return false;
    }
    for (const QJsonValue &iv : toList(items)) {
        if (!iv.isObject()) {
            setError(error, QStringLiteral("basket line is not an object"));
            return false; // never drop a line silently: the totals would not add up
        }
        const QJsonObject io = iv.toObject();
        BasketItem item;
        const QJsonValue art = io.value(QLatin1String("article"));
        if (art.isObject()) {
            const QJsonObject ao = art.toObject();
            item.article = toText(firstOf(ao, {"bettyBundleId", "bettyVariantId", "id"}));
        } else {
            item.article = toText(art);
        }
        // A line without an id is kept (it is in the totals) and shown as such.
        const auto qty = Decimal::fromJson(firstOf(io, {"amount", "quantity"}));
        if (!qty) {
            setError(error, QStringLiteral("basket line without a readable amount"));
            return false; // a line of unknown quantity would make reconciling impossible
        }
        item.quantity = *qty;
        const QJsonObject p = io.value(QLatin1String("price")).toObject();
        const auto m = [&p](const char *k) { return toMoney(p.value(QLatin1String(k))); };
        item.price.netTotal = m("netTotal");
        item.price.grossTotal = m("grossTotal");
        item.price.vatTotal = m("vatTotal");
        item.price.articleNet = m("articleNet");
        item.price.articleGross = m("articleGross");
        item.price.articleVatAmount = p.contains(QLatin1String("articleVATAmount")) ? m("articleVATAmount") : m("articleVatAmount");
        item.price.emptiesNet = m("emptiesNet");
        item.price.emptiesGross = m("emptiesGross");
        item.price.emptiesVatAmount = p.contains(QLatin1String("emptiesVATAmount")) ? m("emptiesVATAmount") : m("emptiesVatAmount");
        out.items.append(std::move(item));
    }
    const QJsonObject t = firstOf(o, {"total_price", "totalPrice"}).toObject();
    const auto m = [&t](const char *k) { return toMoney(t.value(QLatin1String(k))); };
    out.total.netTotal = m("netTotal");
    out.total.grossTotal = m("grossTotal");
    out.total.vatTotal = m("vatTotal");
    out.total.articleNetTotal = m("articleNetTotal");
    out.total.articleGrossTotal = m("articleGrossTotal");
    out.total.articleVatTotal = t.contains(QLatin1String("articleVATTotal")) ? m("articleVATTotal") : m("articleVatTotal");
    out.total.emptiesNet = m("emptiesNet");
    out.total.emptiesGross = m("emptiesGross");
    out.total.emptiesVatAmount = t.contains(QLatin1String("emptiesVATAmount")) ? m("emptiesVATAmount") : m("emptiesVatAmount");
    return true;
}

bool decodePersonalLists(const QByteArray &body, PersonalLists &out, QString *error)
{
    out = {};
    QJsonObject o;
    if (!parseObject(body, o, error))
        return false;
    out.userId = toText(o.value(QLatin1String("userId")));
    for (const QJsonValue &lv : toList(o.value(QLatin1String("lists")))) {
        if (!lv.isObject())
            continue;
        const QJsonObject lo = lv.toObject();
        PersonalListRef ref{toText(lo.value(QLatin1String("storeId"))), toText(lo.value(QLatin1String("listId")))};
        if (!ref.listId.isEmpty())
            out.lists.append(ref);
    }
    return true;
}

bool decodePersonalList(const QByteArray &body, const QUrl &baseUrl, PersonalList &out, QString *error)
{
    out = {};
    QJsonObject o;
    if (!parseObject(body, o, error))
        return false;
    out.name = toText(o.value(QLatin1String("name")));
    out.userId = toText(o.value(QLatin1String("userId")));
    out.storeId = toText(o.value(QLatin1String("storeId")));
    out.listId = toText(o.value(QLatin1String("listId")));
    for (const QJsonValue &iv : toList(o.value(QLatin1String("items")))) {
        if (!iv.isObject())
            continue;
        const QJsonObject io = iv.toObject();
        const QJsonValue av = io.value(QLatin1String("article")).isObject() ? io.value(QLatin1String("article")) : QJsonValue(io);
        Article a = toArticle(av, baseUrl);
        if (!a.variantId.isEmpty())
            out.items.append(std::move(a));
    }
    return true;
}

} // namespace webshop::api::json
