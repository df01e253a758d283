#include "app/localstore/CacheCodec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <array>

namespace webshop::localstore::codec {

namespace {

using values::Decimal;
using values::OptionalMoney;

void putDecimal(QJsonObject &o, const QString &k, const std::optional<Decimal> &d)
{
    if (d)
        o.insert(k, d->toString());
}

std::optional<Decimal> getDecimal(const QJsonObject &o, const QString &k)
{
    const QJsonValue v = o.value(k);
    return v.isString() ? Decimal::parse(v.toString()) : std::nullopt;
}

QJsonObject articleObject(const values::Article &a)
{
    QJsonArray bundles;
    for (const values::Bundle &b : a.bundles) {
        QJsonObject p;
        putDecimal(p, QStringLiteral("net"), b.price.articleNet);
        putDecimal(p, QStringLiteral("gross"), b.price.articleGross);
        putDecimal(p, QStringLiteral("vat"), b.price.articleVatAmount);
        p.insert(QStringLiteral("cur"), b.price.currency);
        bundles.append(QJsonObject{{QStringLiteral("id"), b.bundleId},
                                   {QStringLiteral("d"), b.description},
                                   {QStringLiteral("ld"), b.longDescription},
                                   {QStringLiteral("w"), b.isWeightArticle},
                                   {QStringLiteral("size"), b.bundleSize},
                                   {QStringLiteral("p"), p}});
    }
    return {{QStringLiteral("v"), a.variantId},
            {QStringLiteral("n"), a.name},
            {QStringLiteral("img"), a.imageUrl.toString(QUrl::FullyEncoded)},
            {QStringLiteral("b"), bundles}};
}

std::optional<values::Article> articleFrom(const QJsonObject &o)
{
    if (!o.value(QStringLiteral("v")).isString())
        return std::nullopt;
    values::Article a;
    a.variantId = o.value(QStringLiteral("v")).toString();
    a.name = o.value(QStringLiteral("n")).toString();
    a.imageUrl = QUrl(o.value(QStringLiteral("img")).toString(), QUrl::StrictMode);
    for (const QJsonValue &bv : o.value(QStringLiteral("b")).toArray()) {
        const QJsonObject bo = bv.toObject();
        const QJsonObject p = bo.value(QStringLiteral("p")).toObject();
        values::Bundle b;
        b.bundleId = bo.value(QStringLiteral("id")).toString();
        b.description = bo.value(QStringLiteral("d")).toString();
        b.longDescription = bo.value(QStringLiteral("ld")).toString();
        b.isWeightArticle = bo.value(QStringLiteral("w")).toBool();
        b.bundleSize = bo.value(QStringLiteral("size")).toString();
        b.price.articleNet = getDecimal(p, QStringLiteral("net"));
        b.price.articleGross = getDecimal(p, QStringLiteral("gross"));
        b.price.articleVatAmount = getDecimal(p, QStringLiteral("vat"));
        b.price.currency = p.value(QStringLiteral("cur")).toString();
        a.bundles.append(std::move(b));
    }
    return a;
}

void putMoney(QJsonObject &o, const QString &k, const OptionalMoney &m)
{
    if (m)
        o.insert(k, QJsonObject{{QStringLiteral("a"), m->amount.toString()}, {QStringLiteral("c"), m->currency}});
}

OptionalMoney getMoney(const QJsonObject &o, const QString &k)
{
    const QJsonObject m = o.value(k).toObject();
    const std::optional<Decimal> amount = getDecimal(m, QStringLiteral("a"));
    if (!amount)
        return std::nullopt;
    return values::Money{*amount, m.value(QStringLiteral("c")).toString()};
}

// The nine amounts of ItemPrice and of TotalPrice, by name.
template<typename P>
using MoneyFields = std::array<std::pair<const char *, OptionalMoney P::*>, 9>;

const MoneyFields<values::ItemPrice> kItemFields = {{
    {"netTotal", &values::ItemPrice::netTotal}, {"grossTotal", &values::ItemPrice::grossTotal},
    {"vatTotal", &values::ItemPrice::vatTotal}, {"articleNet", &values::ItemPrice::articleNet},
    {"articleGross", &values::ItemPrice::articleGross}, {"articleVat", &values::ItemPrice::articleVatAmount},
    {"emptiesNet", &values::ItemPrice::emptiesNet}, {"emptiesGross", &values::ItemPrice::emptiesGross},
    {"emptiesVat", &values::ItemPrice::emptiesVatAmount},
}};
const MoneyFields<values::TotalPrice> kTotalFields = {{
    {"netTotal", &values::TotalPrice::netTotal}, {"grossTotal", &values::TotalPrice::grossTotal},
    {"vatTotal", &values::TotalPrice::vatTotal}, {"articleNetTotal", &values::TotalPrice::articleNetTotal},
    {"articleGrossTotal", &values::TotalPrice::articleGrossTotal}, {"articleVatTotal", &values::TotalPrice::articleVatTotal},
    {"emptiesNet", &values::TotalPrice::emptiesNet}, {"emptiesGross", &values::TotalPrice::emptiesGross},
    {"emptiesVat", &values::TotalPrice::emptiesVatAmount},
}};

template<typename P>
QJsonObject pricesObject(const P &price, const MoneyFields<P> &fields)
{
    QJsonObject o;
    for (const auto &[name, member] : fields)
        putMoney(o, QString::fromLatin1(name), price.*member);
    return o;
}

template<typename P>
P pricesFrom(const QJsonObject &o, const MoneyFields<P> &fields)
{
    P price;
    for (const auto &[name, member] : fields)
        price.*member = getMoney(o, QString::fromLatin1(name));
    return price;
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<QJsonObject> object(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return doc.object();
}

} // namespace

QByteArray encode(const values::Article &article)
{
    return bytes(articleObject(article));
}

std::optional<values::Article> decodeArticle(const QByteArray &json)
{
    const std::optional<QJsonObject> o = object(json);
    return o ? articleFrom(*o) : std::nullopt;
}

QByteArray encode(const values::Basket &basket)
{
    QJsonArray items;
    for (const values::BasketItem &i : basket.items)
        items.append(QJsonObject{{QStringLiteral("a"), i.article},
                                 {QStringLiteral("q"), i.quantity.toString()},
                                 {QStringLiteral("p"), pricesObject(i.price, kItemFields)}});
    return bytes({{QStringLiteral("items"), items},
                  {QStringLiteral("total"), pricesObject(basket.total, kTotalFields)}});
}

std::optional<values::Basket> decodeBasket(const QByteArray &json)
{
    const std::optional<QJsonObject> o = object(json);
    if (!o)
        return std::nullopt;
    values::Basket basket;
    for (const QJsonValue &v : o->value(QStringLiteral("items")).toArray()) {
        const QJsonObject io = v.toObject();
        values::BasketItem item;
        item.article = io.value(QStringLiteral("a")).toString();
        item.quantity = getDecimal(io, QStringLiteral("q")).value_or(Decimal());
        item.price = pricesFrom(io.value(QStringLiteral("p")).toObject(), kItemFields);
        basket.items.append(std::move(item));
    }
    basket.total = pricesFrom(o->value(QStringLiteral("total")).toObject(), kTotalFields);
    return basket;
}

QByteArray encode(const values::PersonalLists &lists)
{
    QJsonArray refs;
    for (const values::PersonalListRef &r : lists.lists)
        refs.append(QJsonObject{{QStringLiteral("s"), r.storeId}, {QStringLiteral("id"), r.listId}});
    return bytes({{QStringLiteral("u"), lists.userId}, {QStringLiteral("lists"), refs}});
}

std::optional<values::PersonalLists> decodeLists(const QByteArray &json)
{
    const std::optional<QJsonObject> o = object(json);
    if (!o)
        return std::nullopt;
    values::PersonalLists lists;
    lists.userId = o->value(QStringLiteral("u")).toString();
    for (const QJsonValue &v : o->value(QStringLiteral("lists")).toArray())
        lists.lists.append({v[QStringLiteral("s")].toString(), v[QStringLiteral("id")].toString()});
    return lists;
}

QByteArray encode(const values::PersonalList &list)
{
    QJsonArray items;
    for (const values::Article &a : list.items)
        items.append(articleObject(a));
    return bytes({{QStringLiteral("name"), list.name}, {QStringLiteral("u"), list.userId},
                  {QStringLiteral("s"), list.storeId}, {QStringLiteral("id"), list.listId},
                  {QStringLiteral("items"), items}});
}

std::optional<values::PersonalList> decodeList(const QByteArray &json)
{
    const std::optional<QJsonObject> o = object(json);
    if (!o)
        return std::nullopt;
    values::PersonalList list;
    list.name = o->value(QStringLiteral("name")).toString();
    list.userId = o->value(QStringLiteral("u")).toString();
    list.storeId = o->value(QStringLiteral("s")).toString();
    list.listId = o->value(QStringLiteral("id")).toString();
    for (const QJsonValue &v : o->value(QStringLiteral("items")).toArray()) {
        if (std::optional<values::Article> a = articleFrom(v.toObject()))
            list.items.append(std::move(*a));
    }
    return list;
}

QByteArray encode(const SearchDoc &doc)
{
    return bytes({{QStringLiteral("q"), doc.query}, {QStringLiteral("amount"), doc.amount},
                  {QStringLiteral("page"), doc.page}, {QStringLiteral("rows"), doc.rows},
                  {QStringLiteral("pages"), doc.totalPages},
                  {QStringLiteral("v"), QJsonArray::fromStringList(doc.variants)}});
}

std::optional<SearchDoc> decodeSearch(const QByteArray &json)
{
    const std::optional<QJsonObject> o = object(json);
    if (!o)
        return std::nullopt;
    SearchDoc doc;
    doc.query = o->value(QStringLiteral("q")).toString();
    doc.amount = o->value(QStringLiteral("amount")).toInt();
    doc.page = o->value(QStringLiteral("page")).toInt(1);
    doc.rows = o->value(QStringLiteral("rows")).toInt();
    doc.totalPages = o->value(QStringLiteral("pages")).toInt();
    for (const QJsonValue &v : o->value(QStringLiteral("v")).toArray())
        doc.variants.append(v.toString());
    return doc;
}

} // namespace webshop::localstore::codec
