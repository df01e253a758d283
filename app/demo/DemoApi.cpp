#include "app/demo/DemoApi.h"

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

DemoApi::DemoApi(std::shared_ptr<const DemoCatalogue> catalogue, int tokenTtlSeconds)
    : m_catalogue(std::move(catalogue)),
      m_shelves(*m_catalogue),
      m_auth(m_variants, tokenTtlSeconds),
      m_articles(*m_catalogue, m_shelves, m_auth),
      m_lists(*m_catalogue, m_auth),
      m_basket(*m_catalogue, m_shelves, m_auth, m_variants)
{
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
    m_basket.applyDueAdds();
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
            std::optional<DemoAuth::Identity> client;
            if (auto error = m_auth.checkToken(request, DemoAuth::TokenKind::Client, true, &client))
                return *error;
        }
        if (const auto endpoint = endpointOf(def.route); endpoint && m_variants.forbidden.contains(*endpoint))
            return DemoReply::error(403, "insufficient_scope",
                                    u"The API key has no access to %1."_s.arg(endpointName(*endpoint)));
        switch (def.route) {
        case Route::ClientLogin: return m_auth.clientLogin(request);
        case Route::CustomerLogin: return m_auth.customerLogin(request);
        case Route::Search: return m_articles.search(request);
        case Route::ArticleVariant: return m_articles.articleVariant(request, args);
        case Route::AddItem: return m_basket.addItem(request, args);
        case Route::GetBasket: return m_basket.getBasket(request, args);
        case Route::PersonalLists: return m_lists.personalLists(request, args);
        case Route::PersonalList: return m_lists.personalList(request, args);
        case Route::Media: return m_articles.media(request, args);
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

DemoReply DemoApi::index() const
{
    return DemoReply::json(QJsonObject{
        {u"service"_s, u"Webshop demo backend"_s},
        {u"articles"_s, qint64(m_catalogue->articles().size())},
        {u"endpoints"_s,
         QJsonArray{
             u"POST /webshop/v1/login/client"_s,
             u"POST /webshop/v1/login/user (also /login/user)"_s,
             u"GET /webshop/v1/search (also /explore.publicapi.v1/search)"_s,
             u"GET /explore.publicapi.v1/articlevariant/{country}/{locale}/{storeId}/{customerId}/{variantId}"_s,
             u"POST /explore.publicapi.v1/shoppingcarts/{country}/{storeId}/{customerId}/addItem"_s,
             u"GET /explore.publicapi.v1/shoppingcarts/{country}/{storeId}/{customerId}/getBasket"_s,
             u"GET /list/personal/country/{country}/customerid/{customerId}"_s,
             u"GET /list/personal/country/{country}/list/{listId}/locale/{locale}"_s,
             u"GET /media/articles/{variantId}.png"_s,
         }},
    });
}

} // namespace webshop::demo
