#include "app/api/JsonDecode.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QNetworkCookie>
#include <algorithm>
#include <cmath>

namespace webshop::api::json {

namespace {

constexpr qsizetype kMaxTokenLength = 8192;

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

bool parseObject(const QByteArray &body, QJsonObject &out, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    if (pe.error != QJsonParseError::NoError) {
        setError(error, QStringLiteral("invalid JSON at offset %1: %2").arg(pe.offset).arg(pe.errorString()));
        return false;
    }
    if (!doc.isObject()) {
        setError(error, QStringLiteral("expected a JSON object"));
        return false;
    }
    out = doc.object();
    return true;
}

// Lower case without '-' and '_': "client-JWT", "client_jwt" and "clientJwt" compare equal.
QString normalizedKey(const QString &key)
{
    QString k = key.toLower();
    k.remove(u'-');
    k.remove(u'_');
    return k;
}

// A token goes into an HTTP header or cookie: printable ASCII without separators only.
bool isPlausibleToken(const QString &t)
{
    if (t.isEmpty() || t.size() > kMaxTokenLength)
        return false;
    return std::all_of(t.begin(), t.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return u > 0x20 && u < 0x7f && u != u'"' && u != u';' && u != u',' && u != u'\\';
    });
}

// The first plausible string under any of `keys` (normalised, in priority order), looking one
// level down into nested objects as well.
QString findToken(const QJsonObject &o, std::initializer_list<QStringView> keys, int depth = 0)
{
    for (QStringView wanted : keys) {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (normalizedKey(it.key()) == wanted && it.value().isString()) {
                const QString t = it.value().toString().trimmed();
                if (isPlausibleToken(t))
                    return t;
            }
        }
    }
    if (depth == 0) {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.value().isObject()) {
                const QString t = findToken(it.value().toObject(), keys, 1);
                if (!t.isEmpty())
                    return t;
            }
        }
    }
    return {};
}

QJsonValue firstOf(const QJsonObject &o, std::initializer_list<const char *> keys)
{
    for (const char *k : keys) {
        const QJsonValue v = o.value(QLatin1String(k));
        if (!v.isUndefined() && !v.isNull())
            return v;
    }
    return QJsonValue(QJsonValue::Undefined);
}

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

DeliveryAddress toAddress(const QJsonObject &o)
{
    const auto s = [&o](const char *k) { return toText(o.value(QLatin1String(k))); };
    DeliveryAddress a;
    a.addressLine2 = s("addressLine2");
    a.addressNumber = s("addressNumber");
    a.buildingName = s("buildingName");
    a.city = s("city");
    a.country = s("country");
    a.storeId = s("storeId");
    a.district = s("district");
    a.hash = s("hash");
    a.house2Num = s("house2Num");
    a.houseNumber = s("houseNumber");
    a.integrationId = s("integrationId");
    a.state = s("state");
    a.street = s("street");
    a.zipcode = s("zipcode");
    return a;
}

} // namespace

QString toText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) < 9007199254740992.0)
            return QString::number(qint64(d));
        return QString::number(d, 'g', 17);
    }
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    default:
        return {};
    }
}

std::optional<qint64> toInteger(const QJsonValue &v)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) < 9007199254740992.0)
            return qint64(d);
        return std::nullopt;
    }
    if (v.isString()) {
        bool ok = false;
        const qint64 i = v.toString().trimmed().toLongLong(&ok);
        if (ok)
            return i;
        if (const auto dec = Decimal::parse(v.toString()); dec && dec->isInteger())
            return dec->units() / Decimal::kScale;
    }
    return std::nullopt;
}

bool toFlag(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return v.toBool();
    case QJsonValue::Double:
        return v.toDouble() != 0.0;
    case QJsonValue::String: {
        const QString s = v.toString().trimmed().toLower();
        return s == u"true" || s == u"1" || s == u"yes" || s == u"y" || s == u"x" || s == u"j"
            || s == u"ja" || s == u"weight" || s == u"w";
    }
    default:
        return false;
    }
}

std::optional<Money> toMoney(const QJsonValue &v, const QString &fallbackCurrency)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        const auto amount = Decimal::fromJson(firstOf(o, {"amount", "value"}));
        if (!amount)
            return std::nullopt;
        QString currency = toText(o.value(QLatin1String("currency"))).trimmed();
        if (currency.isEmpty())
            currency = fallbackCurrency;
        return Money{*amount, currency};
    }
    if (const auto amount = Decimal::fromJson(v))
        return Money{*amount, fallbackCurrency};
    return std::nullopt;
}

QList<QJsonValue> toList(const QJsonValue &v)
{
    QList<QJsonValue> out;
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        out.reserve(a.size());
        for (const QJsonValue &e : a)
            out.append(e);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        QList<QPair<qint64, QJsonValue>> keyed;
        QList<QJsonValue> others;
        for (auto it = o.begin(); it != o.end(); ++it) {
            bool ok = false;
            const qint64 n = it.key().toLongLong(&ok);
            if (ok)
                keyed.append({n, it.value()});
            else
                others.append(it.value());
        }
        std::stable_sort(keyed.begin(), keyed.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        for (const auto &p : std::as_const(keyed))
            out.append(p.second);
        if (keyed.isEmpty())
            out = others; // keyed by ids instead of numbers: keep the server's order
    }
    return out;
}

QUrl resolveUrl(const QUrl &baseUrl, const QString &urlOrPath)
{
    const QString s = urlOrPath.trimmed();
    if (s.isEmpty())
        return {};
    const QUrl u(s, QUrl::TolerantMode);
    if (!u.isValid())
        return {};
    const QUrl resolved = u.isRelative() ? baseUrl.resolved(u) : u;
    const QString scheme = resolved.scheme().toLower();
    if (scheme != u"http" && scheme != u"https")
        return {};
    return resolved;
}

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

QString cookieValue(const RawHeaders &headers, const QByteArray &name)
{
    for (const auto &h : headers) {
        if (h.first.compare("set-cookie", Qt::CaseInsensitive) != 0)
            continue;
        const QList<QNetworkCookie> cookies = QNetworkCookie::parseCookies(h.second);
        for (const QNetworkCookie &c : cookies) {
            if (c.name().compare(name, Qt::CaseInsensitive) == 0) {
                const QString t = QString::fromLatin1(c.value()).trimmed();
                if (isPlausibleToken(t))
                    return t;
            }
        }
    }
    return {};
}

bool decodeClientToken(const QByteArray &body, const RawHeaders &headers, QString &token, QString *error)
{
    token.clear();
    const QByteArray trimmed = body.trimmed();
    if (trimmed.startsWith('{')) {
        QJsonObject o;
        if (parseObject(trimmed, o, nullptr))
            token = findToken(o, {u"clientjwt", u"apijwt", u"jwt", u"token", u"accesstoken", u"idtoken"});
    } else if (trimmed.startsWith('"')) {
        const QJsonDocument doc = QJsonDocument::fromJson('[' + trimmed + ']');
        if (doc.isArray() && doc.array().size() == 1 && doc.array().at(0).isString()) {
            const QString t = doc.array().at(0).toString().trimmed();
            if (isPlausibleToken(t))
                token = t;
        }
    } else if (!trimmed.isEmpty()) {
        // A plain-text token: base64/base64url characters and dots only (a JWT, an opaque key),
        // so an HTML or text error page is never mistaken for one.
        const QString t = QString::fromLatin1(trimmed);
        const bool tokenChars = std::all_of(t.begin(), t.end(), [](QChar c) {
            return (c.unicode() < 128 && c.isLetterOrNumber()) || c == u'-' || c == u'_' || c == u'.'
                || c == u'~' || c == u'+' || c == u'/' || c == u'=';
        });
        if (tokenChars && isPlausibleToken(t) && t.size() >= 8)
            token = t;
    }
    if (token.isEmpty())
        token = cookieValue(headers, "apijwt");
    if (token.isEmpty()) {
        setError(error, QStringLiteral("no client token in the client-login response"));
        return false;
    }
    return true;
}

bool decodeCustomerLogin(const QByteArray &body, const RawHeaders &headers, CustomerLogin &out, QString *error)
{
    out = {};
    QJsonObject o;
    if (!parseObject(body, o, error))
        return false;
    out.customerJwt = findToken(o, {u"customerjwt", u"jwt", u"token", u"accesstoken"});
    if (out.customerJwt.isEmpty())
        out.customerJwt = cookieValue(headers, "customerjwt");
    out.customerId = toText(o.value(QLatin1String("customerId"))).trimmed();
    out.customerName = toText(firstOf(o, {"customerName1", "customerName", "name"}));
    const QList<QJsonValue> addresses = toList(firstOf(o, {"deliveryAdresses", "deliveryAddresses"}));
    for (const QJsonValue &av : addresses) {
        if (av.isObject())
            out.deliveryAddresses.append(toAddress(av.toObject()));
    }
    if (out.customerJwt.isEmpty()) {
        setError(error, QStringLiteral("no customer token in the customer-login response"));
        return false;
    }
    if (out.customerId.isEmpty()) {
        setError(error, QStringLiteral("no customerId in the customer-login response"));
        return false;
    }
    return true;
}

bool decodeSearchPage(const QByteArray &body, const QUrl &baseUrl, SearchPage &out, QString *error)
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
    out.amount = int(std::clamp<qint64>(toInteger(o.value(QLatin1String("amount"))).value_or(out.results.size()), 0, INT_MAX));
    out.page = int(std::clamp<qint64>(toInteger(o.value(QLatin1String("page"))).value_or(1), 0, INT_MAX));
    out.rows = int(std::clamp<qint64>(toInteger(o.value(QLatin1String("rows"))).value_or(out.results.size()), 0, INT_MAX));
    const qint64 fallbackPages = out.rows > 0 ? (qint64(out.amount) + out.rows - 1) / out.rows : (out.results.isEmpty() ? 0 : 1);
    out.totalPages = int(std::clamp<qint64>(toInteger(o.value(QLatin1String("totalPages"))).value_or(fallbackPages), 0, INT_MAX));
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

bool decodeBasket(const QByteArray &body, Basket &out, QString *error)
{
    out = {};
    QJsonObject o;
    if (!parseObject(body, o, error))
        return false;
    const QJsonValue items = o.value(QLatin1String("items"));
    if (!items.isUndefined() && !items.isNull() && !items.isArray() && !items.isObject()) {
        setError(error, QStringLiteral("basket items are not a list"));
        return false;
    }
    for (const QJsonValue &iv : toList(items)) {
        if (!iv.isObject())
            continue;
        const QJsonObject io = iv.toObject();
        BasketItem item;
        const QJsonValue art = io.value(QLatin1String("article"));
        if (art.isObject()) {
            const QJsonObject ao = art.toObject();
            item.article = toText(firstOf(ao, {"bettyBundleId", "bettyVariantId", "id"}));
        } else {
            item.article = toText(art);
        }
        if (item.article.isEmpty())
            continue;
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
