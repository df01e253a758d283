#include "app/demo/DemoArticleHandler.h"

#include "app/demo/DemoAccounts.h"
#include "app/demo/DemoArt.h"
#include "app/demo/DemoArticleJson.h"
#include "app/demo/DemoAuth.h"
#include "app/demo/DemoShelves.h"

#include <QJsonArray>
#include <limits>

using namespace Qt::StringLiterals;

namespace webshop::demo {

using namespace detail;

namespace {

constexpr int kMaxRows = 200;
constexpr int kDefaultRows = 20;

} // namespace

DemoArticleHandler::DemoArticleHandler(const DemoCatalogue &catalogue, const DemoShelves &shelves,
                                       const DemoAuth &auth)
    : m_catalogue(catalogue)
    , m_shelves(shelves)
    , m_auth(auth)
{
}

// --- Catalogue ------------------------------------------------------------------------------

DemoReply DemoArticleHandler::search(const DemoRequest &request) const
{
    std::optional<DemoAuth::Identity> customer;
    if (auto error = m_auth.checkToken(request, DemoAuth::TokenKind::Customer, false, &customer))
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

    std::vector<int> hits = m_catalogue.index().search(query, language);
    if (m_shelves.hasGaps(store->id))
        std::erase_if(hits, [&](int i) { return !m_shelves.sells(store->id, m_catalogue.articles().at(i).id); });
    const qint64 amount = qint64(hits.size());
    const qint64 totalPages = (amount + rows - 1) / rows;
    QJsonArray results;
    const qint64 first = qint64(page - 1) * rows;
    for (qint64 i = first; i < amount && i < first + rows; ++i)
        results.append(articleToJson(m_catalogue.articles().at(hits[size_t(i)]), *store, language));
    return DemoReply::json(QJsonObject{
        {u"amount"_s, amount},
        {u"page"_s, page},
        {u"query"_s, query},
        {u"rows"_s, rows},
        {u"totalPages"_s, totalPages},
        {u"results"_s, results},
    });
}

DemoReply DemoArticleHandler::articleVariant(const DemoRequest &request, const QStringList &args) const
{
    const QString &country = args.at(0), &locale = args.at(1), &storeId = args.at(2),
                  &customerId = args.at(3), &variantId = args.at(4);
    std::optional<DemoAuth::Identity> customer;
    if (auto error = m_auth.checkToken(request, DemoAuth::TokenKind::Customer, false, &customer))
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
    const DemoArticle *article = m_catalogue.article(variantId);
    if (!article)
        return DemoReply::error(404, "unknown_article",
                                u"There is no article variant \"%1\"."_s.arg(variantId));
    if (!m_shelves.sells(storeId, variantId))
        return notSoldHere(variantId, storeId);
    return DemoReply::json(articleToJson(*article, *store, languageFromTag(locale)));
}

// --- Images ---------------------------------------------------------------------------------

DemoReply DemoArticleHandler::media(const DemoRequest &request, const QStringList &args) const
{
    const QString &file = args.at(0);
    if (!file.endsWith(u".png"_s))
        return DemoReply::error(404, "not_found", u"Article images are PNG files."_s);
    const DemoArticle *article = m_catalogue.article(file.chopped(4));
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
    const QColor tint = m_catalogue.categories().value(article->category).tint;
    DemoReply r;
    r.contentType = "image/png";
    r.body = DemoArt::png(article->art, tint, size);
    r.headers.emplaceBack("Cache-Control", "public, max-age=86400");
    return r;
}

} // namespace webshop::demo
