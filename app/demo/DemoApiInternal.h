#pragma once

// Shared by the DemoApi sources: limits and request helpers (not a public interface).

#include "app/demo/DemoApi.h"
#include "app/demo/DemoMoney.h"

#include <QJsonObject>
#include <optional>

namespace webshop::demo::detail {

constexpr qsizetype kMaxBodySize = 64 * 1024;
constexpr qint64 kMaxLineQuantity = 100000 * kQuantityScale; // 100,000 pieces or kg per line
constexpr int kMaxRows = 200;
constexpr int kDefaultRows = 20;

// The JSON object of a request body, or false and the error reply (400 or 413).
std::optional<QJsonObject> jsonBody(const DemoRequest &request, DemoReply *error);
// A string field, or false and a 400 missing_field reply.
std::optional<QString> stringField(const QJsonObject &o, const QString &name, DemoReply *error);
QByteArray cookie(const QByteArray &name, const QByteArray &value);
qint64 nowMs();
DemoReply unknownCountry(const QString &country);
DemoReply unknownStore(const QString &store);
// The store does not carry this article (404 for details, 400 for an add).
DemoReply notSoldHere(const QString &variantId, const QString &store, int status = 404);

} // namespace webshop::demo::detail
