// The resource handlers of DemoApi: search, article details, lists, images (the basket is in
// DemoApiBasket.cpp).

#include "app/demo/DemoApi.h"

#include "app/demo/DemoApiInternal.h"
#include "app/demo/DemoArt.h"
#include "app/demo/DemoArticleJson.h"

#include <QJsonArray>
#include <limits>

using namespace Qt::StringLiterals;

namespace webshop::demo {

using namespace detail;

// --- Catalogue ------------------------------------------------------------------------------

DemoReply DemoApi::search(const DemoRequest &request)
{
    std::optional<Identity> customer;
    if (auto error = checkToken(request, TokenKind::Customer, false, &customer))
        return *error;
    const auto storeId = request.queryValue(u"storeId");
    if (!storeId || storeId->isEmpty())
        return DemoReply::error(400, "missing_parameter", u"The parameter storeId is required."_s);
    const auto intParameter = [&](QStringView name, int fallback, int min, int max,
                                  int *value) -> std::optional<DemoReply> {
        const auto text = request.queryValue(name);
        if (!text) {
            *value = fallback;
            return std::nullopt;
        }
        bool ok = false;
        *value = text->toInt(&ok);
        if (!ok || *value < min || *value > max)
            return DemoReply::error(400, "invalid_parameter",
                                    u"The parameter %1 must be an integer from %2 to %3."_s
                                        .arg(name, QString::number(min), QString::number(max)));
        return std::nullopt;
    };
    int rows = 0, page = 0;
    if (auto error = intParameter(u"rows", kDefaultRows, 1, kMaxRows, &rows))
        return *error;
    if (auto error = intParameter(u"page", 1, 1, std::numeric_limits<int>::max(), &page))
        return *error;
    const auto country = request.queryValue(u"country");
    if (country && !country->isEmpty() && *country != u"DE")
        return unknownCountry(*country);
    const DemoStore *store = DemoCatalogue::store(*storeId);
    if (!store)
        return unknownStore(*storeId);
    const auto customerId = request.queryValue(u"customerId");
    if (customer && customerId && !customerId->isEmpty() && *customerId != customer->subject)
        return DemoReply::error(403, "customer_mismatch",
                                u"The customer token belongs to another customer."_s);
    const Language language = languageFromTag(request.queryValue(u"language").value_or(QString()));
    const QString query = request.queryValue(u"query").value_or(QString());

    std::vector<int> hits = m_catalogue->index().search(query, language);
    if (m_storesWithGaps.contains(store->id))
        std::erase_if(hits, [&](int i) { return !sells(store->id, m_catalogue->articles().at(i).id); });
    const qint64 amount = qint64(hits.size());
    const qint64 totalPages = (amount + rows - 1) / rows;
    QJsonArray results;
    const qint64 first = qint64(page - 1) * rows;
    for (qint64 i = first; i < amount && i < first + rows; ++i)
        results.append(articleToJson(m_catalogue->articles().at(hits[size_t(i)]), *store, language));
    return DemoReply::json(QJsonObject{
        {u"amount"_s, amount},
        {u"page"_s, page},
        {u"query"_s, query},
        {u"rows"_s, rows},
        {u"totalPages"_s, totalPages},
        {u"results"_s, results},
    });
}

DemoReply DemoApi::articleVariant(const DemoRequest &request, const QStringList &args)
{
    const QString &country = args.at(0), &locale = args.at(1), &storeId = args.at(2),
                  &customerId = args.at(3), &variantId = args.at(4);
    std::optional<Identity> customer;
    if (auto error = checkToken(request, TokenKind::Customer, false, &customer))
        return *error;
    if (customer && customer->subject != customerId)
        return DemoReply::error(403, "customer_mismatch",
                                u"The customer token belongs to another customer."_s);
    if (country != u"DE")
        return unknownCountry(country);
    const DemoStore *store = DemoCatalogue::store(storeId);
    if (!store)
        return unknownStore(storeId);
    if (!DemoAccounts::customer(customerId))
        return DemoReply::error(404, "unknown_customer", u"There is no customer \"%1\"."_s.arg(customerId));
    const DemoArticle *article = m_catalogue->article(variantId);
    if (!article)
        return DemoReply::error(404, "unknown_article",
                                u"There is no article variant \"%1\"."_s.arg(variantId));
    if (!sells(storeId, variantId))
        return notSoldHere(variantId, storeId);
    return DemoReply::json(articleToJson(*article, *store, languageFromTag(locale)));
}

// --- Lists ----------------------------------------------------------------------------------

DemoReply DemoApi::personalLists(const DemoRequest &request, const QStringList &args)
{
    const QString &country = args.at(0), &customerId = args.at(1);
    if (auto error = checkCustomerPath(request, country, customerId, nullptr, nullptr))
        return *error;
    QJsonArray lists;
    for (const DemoList &l : std::as_const(m_lists))
        if (l.customerId == customerId)
            lists.append(QJsonObject{{u"storeId"_s, l.storeId}, {u"listId"_s, l.id}});
    return DemoReply::json(QJsonObject{{u"userId"_s, customerId}, {u"lists"_s, lists}});
}

DemoReply DemoApi::personalList(const DemoRequest &request, const QStringList &args)
{
    const QString &country = args.at(0), &listId = args.at(1), &locale = args.at(2);
    std::optional<Identity> customer;
    if (auto error = checkToken(request, TokenKind::Customer, true, &customer))
        return *error;
    if (country != u"DE")
        return unknownCountry(country);
    const DemoList *list = nullptr;
    for (const DemoList &l : std::as_const(m_lists))
        if (l.id.compare(listId, Qt::CaseInsensitive) == 0)
            list = &l;
    if (!list)
        return DemoReply::error(404, "unknown_list", u"There is no list \"%1\"."_s.arg(listId));
    if (list->customerId != customer->subject)
        return DemoReply::error(403, "customer_mismatch", u"The list belongs to another customer."_s);
    const DemoStore *store = DemoCatalogue::store(list->storeId);
    const Language language = languageFromTag(locale);
    QJsonArray items;
    for (int index : list->articles)
        items.append(QJsonObject{{u"article"_s,
                                  articleToJson(m_catalogue->articles().at(index), *store, language,
                                                ArticleForm::ListItem)}});
    return DemoReply::json(QJsonObject{
        {u"name"_s, list->name},
        {u"userId"_s, list->customerId},
        {u"storeId"_s, list->storeId},
        {u"listId"_s, list->id},
        {u"items"_s, items},
    });
}

// --- Media and index ------------------------------------------------------------------------

DemoReply DemoApi::media(const DemoRequest &request, const QStringList &args)
{
    const QString &file = args.at(0);
    if (!file.endsWith(u".png"_s))
        return DemoReply::error(404, "not_found", u"Article images are PNG files."_s);
    const DemoArticle *article = m_catalogue->article(file.chopped(4));
    if (!article)
        return DemoReply::error(404, "unknown_article", u"There is no article \"%1\"."_s.arg(file.chopped(4)));
    int size = DemoArt::kDefaultSize;
    if (const auto text = request.queryValue(u"size")) {
        bool ok = false;
        size = text->toInt(&ok);
        if (!ok || size < DemoArt::kMinSize || size > DemoArt::kMaxSize)
            return DemoReply::error(400, "invalid_parameter",
                                    u"The parameter size must be an integer from %1 to %2."_s
                                        .arg(DemoArt::kMinSize)
                                        .arg(DemoArt::kMaxSize));
    }
    const QColor tint = m_catalogue->categories().value(article->category).tint;
    DemoReply r;
    r.contentType = "image/png";
    r.body = DemoArt::png(article->art, tint, size);
    r.headers.emplaceBack("Cache-Control", "public, max-age=86400");
    return r;
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
