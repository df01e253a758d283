#include "app/demo/DemoListHandler.h"

#include "app/demo/DemoArticleJson.h"
#include "app/demo/DemoAuth.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace webshop::demo {

using namespace detail;

DemoListHandler::DemoListHandler(const DemoCatalogue &catalogue, const DemoAuth &auth)
    : m_catalogue(catalogue)
    , m_auth(auth)
    , m_lists(DemoAccounts::buildLists(catalogue))
{
}

DemoReply DemoListHandler::personalLists(const DemoRequest &request, const QStringList &args) const
{
    const QString &country = args.at(0), &customerId = args.at(1);
    if (auto error = m_auth.checkCustomerPath(request, country, customerId, nullptr, nullptr))
        return *error;
    QJsonArray lists;
    for (const DemoList &l : std::as_const(m_lists))
        if (l.customerId == customerId)
            lists.append(QJsonObject{{u"storeId"_s, l.storeId}, {u"listId"_s, l.id}});
    return DemoReply::json(QJsonObject{{u"userId"_s, customerId}, {u"lists"_s, lists}});
}

DemoReply DemoListHandler::personalList(const DemoRequest &request, const QStringList &args) const
{
    const QString &country = args.at(0), &listId = args.at(1), &locale = args.at(2);
    std::optional<DemoAuth::Identity> customer;
    if (auto error = m_auth.checkToken(request, DemoAuth::TokenKind::Customer, true, &customer))
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
                                  articleToJson(m_catalogue.articles().at(index), *store, language,
                                                ArticleForm::ListItem)}});
    return DemoReply::json(QJsonObject{
        {u"name"_s, list->name},
        {u"userId"_s, list->customerId},
        {u"storeId"_s, list->storeId},
        {u"listId"_s, list->id},
        {u"items"_s, items},
    });
}

} // namespace webshop::demo
