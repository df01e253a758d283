#pragma once

// Pure, tolerant decoders from response bodies to the typed values of Types.h. No network,
// no state: unit-tested and fuzzable. The only place that reads the service's JSON.
//
// Tolerance rules (the real service's types are "not shown"):
//  - numbers may arrive as strings ("5", "12.34") and ids as numbers; ids stay opaque strings
//    (a string keeps its leading zeros);
//  - flags may be booleans, numbers or strings ("true", "1", "yes", "WEIGHT");
//  - a missing or null price is unknown (nullopt), never 0;
//  - lists may be arrays or objects keyed by number strings ({"0": …, "1": …});
//  - unknown fields are ignored; a relative imageUrl is resolved against the base URL and only
//    http(s) image URLs are kept.
// Every decoder returns false and sets `error` (technical, untranslated) when the body is not
// JSON of the expected overall shape.

#include "app/api/ApiValues.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

class QJsonValue;
class QJsonObject;

namespace webshop::api::json {

using RawHeaders = QList<QPair<QByteArray, QByteArray>>;

// Client login (4.1, body shape "not shown"). Accepted, in this order:
//   a JSON object with the token under client-JWT, clientJWT, clientJwt, client_jwt, apijwt,
//   apiJWT, jwt, JWT, token, access_token, accessToken, id_token (key match ignores case,
//   '-' and '_'), also one level down ({"data": {"token": …}});
//   a bare JSON string ("eyJ…");
//   a plain-text token (one line of token characters);
//   a Set-Cookie: apijwt=… header.
bool decodeClientToken(const QByteArray &body, const RawHeaders &headers, QString &token, QString *error);
// Customer login (4.2 / 2.3). The token is customer-JWT (or a like-named key) or a
// Set-Cookie: customerjwt=… header.
bool decodeCustomerLogin(const QByteArray &body, const RawHeaders &headers, CustomerLogin &out, QString *error);
bool decodeSearchPage(const QByteArray &body, const QUrl &baseUrl, SearchPage &out, QString *error);
// The same through QJsonDocument alone (decodeSearchPage reads a usual page from the bytes
// itself): for tests that compare the two.
bool decodeSearchPageViaDocument(const QByteArray &body, const QUrl &baseUrl, SearchPage &out, QString *error);
bool decodeArticle(const QByteArray &body, const QUrl &baseUrl, Article &out, QString *error);
bool decodeBasket(const QByteArray &body, Basket &out, QString *error);
// The same through QJsonDocument alone (decodeBasket reads a usual basket from the bytes).
bool decodeBasketViaDocument(const QByteArray &body, Basket &out, QString *error);
bool decodePersonalLists(const QByteArray &body, PersonalLists &out, QString *error);
bool decodePersonalList(const QByteArray &body, const QUrl &baseUrl, PersonalList &out, QString *error);

// Value helpers, exposed for tests.
QString toText(const QJsonValue &v);               // strings, numbers (no exponent), bools; else ""
std::optional<qint64> toInteger(const QJsonValue &v); // integral numbers or integer strings
bool toFlag(const QJsonValue &v);                  // true, 1, "true", "1", "yes", "y", "x", "weight"
std::optional<Money> toMoney(const QJsonValue &v, const QString &fallbackCurrency = {});
QList<QJsonValue> toList(const QJsonValue &v);     // array, or object keyed by numbers (sorted)
QUrl resolveUrl(const QUrl &baseUrl, const QString &urlOrPath); // http(s) only, else empty
Article toArticle(const QJsonValue &v, const QUrl &baseUrl);
// Token of a given cookie name in the Set-Cookie headers, or empty.
QString cookieValue(const RawHeaders &headers, const QByteArray &name);

} // namespace webshop::api::json
