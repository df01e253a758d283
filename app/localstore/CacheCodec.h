#pragma once

// The offline cache's payloads: the typed values the client decoded, written as compact JSON
// of our own (only the fields Types.h has, amounts as exact decimal text). Never the server's
// reply bytes: what the store holds is exactly what these functions write.

#include "app/values/Types.h"

#include <QByteArray>
#include <QStringList>
#include <optional>

namespace webshop::localstore::codec {

QByteArray encode(const values::Article &article);
QByteArray encode(const values::Basket &basket);
QByteArray encode(const values::PersonalLists &lists);
QByteArray encode(const values::PersonalList &list);

std::optional<values::Article> decodeArticle(const QByteArray &json);
std::optional<values::Basket> decodeBasket(const QByteArray &json);
std::optional<values::PersonalLists> decodeLists(const QByteArray &json);
std::optional<values::PersonalList> decodeList(const QByteArray &json);

// A search as the cache keeps it: its paging figures and the variant ids of its results
// (the articles themselves are cache_article rows).
struct SearchDoc
{
    QString query;
    int amount = 0, page = 1, rows = 0, totalPages = 0;
    QStringList variants;
};
QByteArray encode(const SearchDoc &doc);
std::optional<SearchDoc> decodeSearch(const QByteArray &json);

} // namespace webshop::localstore::codec
