#include "app/demo/DemoApi.h"

#include "app/demo/DemoApiInternal.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace webshop::demo {

using namespace detail;

namespace {

enum class Route {
    ClientLogin, CustomerLogin, Search, ArticleVariant, AddItem, GetBasket, PersonalLists,
    PersonalList, Media, Index,
};

struct RouteDef
{
    Route route;
    const char *method;
    const char *pattern; // '/'-separated; '*' matches one segment
};

// Every path form the spec lists; lists also under the explore.publicapi.v1 prefix (spec 9.2).
constexpr RouteDef kRoutes[] = {
    {Route::ClientLogin, "POST", "webshop/v1/login/client"},
    {Route::ClientLogin, "POST", "login/client"},
    {Route::CustomerLogin, "POST", "webshop/v1/login/user"},
    {Route::CustomerLogin, "POST", "login/user"},
    {Route::Search, "GET", "webshop/v1/search"},
    {Route::Search, "GET", "explore.publicapi.v1/search"},
    {Route::ArticleVariant, "GET", "explore.publicapi.v1/articlevariant/*/*/*/*/*"},
    {Route::AddItem, "POST", "explore.publicapi.v1/shoppingcarts/*/*/*/addItem"},
    {Route::GetBasket, "GET", "explore.publicapi.v1/shoppingcarts/*/*/*/getBasket"},
    {Route::PersonalLists, "GET", "list/personal/country/*/customerid/*"},
    {Route::PersonalLists, "GET", "explore.publicapi.v1/list/personal/country/*/customerid/*"},
    {Route::PersonalList, "GET", "list/personal/country/*/list/*/locale/*"},
    {Route::PersonalList, "GET", "explore.publicapi.v1/list/personal/country/*/list/*/locale/*"},
    {Route::Media, "GET", "media/articles/*"},
    {Route::Index, "GET", ""},
};

QStringList pathSegments(const QString &encodedPath)
{
    QStringList segments;
    const QStringList raw = encodedPath.split(u'/', Qt::SkipEmptyParts);
    for (const QString &s : raw)
        segments.append(QUrl::fromPercentEncoding(s.toUtf8()));
    return segments;
}

bool matches(const char *pattern, const QStringList &segments, QStringList *args)
{
    const QStringList parts = QString::fromLatin1(pattern).split(u'/', Qt::SkipEmptyParts);
    if (parts.size() != segments.size())
        return false;
    QStringList captured;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts.at(i) == u"*")
            captured.append(segments.at(i));
        else if (parts.at(i).compare(segments.at(i), Qt::CaseInsensitive) != 0)
            return false;
    }
    *args = captured;
    return true;
}

QByteArray effectiveMethod(const QByteArray &method)
{
    return method == "HEAD" ? QByteArray("GET") : method;
}

// The endpoint a variant can single out; none for images and the index.
std::optional<DemoEndpoint> endpointOf(Route route)
{
    switch (route) {
    case Route::ClientLogin: return DemoEndpoint::ClientLogin;
    case Route::CustomerLogin: return DemoEndpoint::CustomerLogin;
    case Route::Search: return DemoEndpoint::Search;
    case Route::ArticleVariant: return DemoEndpoint::ArticleVariant;
    case Route::AddItem: return DemoEndpoint::AddItem;
    case Route::GetBasket: return DemoEndpoint::GetBasket;
    case Route::PersonalLists: return DemoEndpoint::PersonalLists;
    case Route::PersonalList: return DemoEndpoint::PersonalList;
    case Route::Media:
    case Route::Index: break;
    }
    return std::nullopt;
}


} // namespace

namespace detail {

// The JSON object of a request body, or the error reply.
std::optional<QJsonObject> jsonBody(const DemoRequest &request, DemoReply *error)
{
    if (request.body.size() > kMaxBodySize) {
        *error = DemoReply::error(413, "payload_too_large",
                                  u"The request body exceeds 64 KiB."_s);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(request.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = DemoReply::error(400, "malformed_json", u"The request body must be a JSON object."_s);
        return std::nullopt;
    }
    return doc.object();
}

std::optional<QString> stringField(const QJsonObject &o, const QString &name, DemoReply *error)
{
    const QJsonValue v = o.value(name);
    if (!v.isString()) {
        *error = DemoReply::error(400, "missing_field",
                                  u"The field \"%1\" (a string) is required."_s.arg(name));
        return std::nullopt;
    }
    return v.toString();
}

QByteArray cookie(const QByteArray &name, const QByteArray &value)
{
    return name + '=' + value + "; HttpOnly; Path=/";
}

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

DemoReply unknownCountry(const QString &country)
{
    return DemoReply::error(404, "unknown_country",
                            u"Country \"%1\" is not served (only DE)."_s.arg(country));
}

DemoReply unknownStore(const QString &store)
{
    return DemoReply::error(404, "unknown_store", u"There is no store \"%1\"."_s.arg(store));
}

DemoReply notSoldHere(const QString &variantId, const QString &store, int status)
{
    return DemoReply::error(status, "not_sold_here",
                            u"Store %1 does not sell article \"%2\"."_s.arg(store, variantId));
}

} // namespace detail

// --- DemoRequest / DemoReply -------------------------------------------------------------

QByteArray DemoRequest::header(QByteArrayView name) const
{
    for (const auto &[key, value] : headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    return {};
}

std::optional<QString> DemoRequest::queryValue(QStringView name) const
{
    for (const auto &[key, value] : query)
        if (key == name)
            return value;
    return std::nullopt;
}

QList<std::pair<QString, QString>> DemoRequest::parseQuery(QByteArrayView encoded)
{
    QList<std::pair<QString, QString>> items;
    for (QByteArrayView part : QByteArray(encoded.toByteArray()).split('&')) {
        if (part.isEmpty())
            continue;
        QByteArray p = part.toByteArray();
        p.replace('+', ' ');
        const qsizetype eq = p.indexOf('=');
        const QByteArray key = eq < 0 ? p : p.left(eq);
        const QByteArray value = eq < 0 ? QByteArray() : p.mid(eq + 1);
        items.append({QUrl::fromPercentEncoding(key), QUrl::fromPercentEncoding(value)});
    }
    return items;
}

DemoReply DemoReply::json(const QJsonObject &object, int status)
{
    DemoReply r;
    r.status = status;
    r.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    return r;
}

DemoReply DemoReply::error(int status, const char *code, const QString &message)
{
    return json(QJsonObject{{u"error"_s,
                             QJsonObject{{u"status"_s, status},
                                         {u"code"_s, QString::fromLatin1(code)},
                                         {u"message"_s, message}}}},
                status);
}

// --- DemoApi ------------------------------------------------------------------------------

DemoApi::DemoApi(std::shared_ptr<const DemoCatalogue> catalogue, int tokenTtlSeconds)
    : m_catalogue(std::move(catalogue)),
      m_lists(DemoAccounts::buildLists(*m_catalogue)),
      m_ttlSeconds(qMax(0, tokenTtlSeconds))
{
    for (const auto &[store, variant] : DemoAccounts::unsoldArticles(*m_catalogue)) {
        m_unsold.insert(store + u'/' + variant);
        m_storesWithGaps.insert(store);
    }
}

void DemoApi::prefillDemoBasket()
{
    const DemoCustomer &customer = DemoAccounts::customers().first();
    const QString key = DemoBaskets::key(u"DE"_s, customer.addresses.first().storeId, customer.id);
    const auto lines = DemoAccounts::demoBasketLines(*m_catalogue);
    for (const auto &[bundle, quantity] : lines)
        m_baskets.add(key, bundle, quantity);
}

bool DemoApi::isAddItem(const DemoRequest &request)
{
    QStringList args;
    return request.method == "POST"
        && matches("explore.publicapi.v1/shoppingcarts/*/*/*/addItem", pathSegments(request.path),
                   &args);
}

QString DemoApi::addItemBundleId(const DemoRequest &request)
{
    if (request.body.size() > kMaxBodySize)
        return {};
    return QJsonDocument::fromJson(request.body).object().value(u"bettyBundleId"_s).toString();
}

DemoReply DemoApi::handle(const DemoRequest &request)
{
    applyDueAdds();
    const QStringList segments = pathSegments(request.path);
    const QByteArray method = effectiveMethod(request.method);
    QStringList args;
    QByteArrayList allowed;
    for (const RouteDef &def : kRoutes) {
        QStringList captured;
        if (!matches(def.pattern, segments, &captured))
            continue;
        if (method != def.method) {
            if (!allowed.contains(def.method))
                allowed.append(def.method);
            continue;
        }
        args = captured;
        if (def.route != Route::ClientLogin && def.route != Route::Media && def.route != Route::Index) {
            std::optional<Identity> client;
            if (auto error = checkToken(request, TokenKind::Client, true, &client))
                return *error;
        }
        if (const auto endpoint = endpointOf(def.route); endpoint && m_variants.forbidden.contains(*endpoint))
            return DemoReply::error(403, "insufficient_scope",
                                    u"The API key has no access to %1."_s.arg(endpointName(*endpoint)));
        switch (def.route) {
        case Route::ClientLogin: return clientLogin(request);
        case Route::CustomerLogin: return customerLogin(request);
        case Route::Search: return search(request);
        case Route::ArticleVariant: return articleVariant(request, args);
        case Route::AddItem: return addItem(request, args);
        case Route::GetBasket: return getBasket(request, args);
        case Route::PersonalLists: return personalLists(request, args);
        case Route::PersonalList: return personalList(request, args);
        case Route::Media: return media(request, args);
        case Route::Index: return index();
        }
    }
    if (!allowed.isEmpty()) {
        DemoReply r = DemoReply::error(405, "method_not_allowed",
                                       u"Use %1 for this path."_s.arg(QString::fromLatin1(allowed.join(", "))));
        r.headers.emplaceBack("Allow", allowed.join(", "));
        return r;
    }
    return DemoReply::error(404, "not_found", u"There is no such path."_s);
}

} // namespace webshop::demo
