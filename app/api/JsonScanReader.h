#pragma once

// Internal to app/api: reading a JsonScan the way the QJsonDocument decoders read a
// QJsonValue, with the same value helpers (JsonDecode.h), for the fast paths
// (JsonSearchFast.cpp, JsonBasketFast.cpp). Anything only QJsonDocument may decide (a key
// written twice or with escapes) sets `ambiguous`: the caller then takes the QJsonDocument path.

#include "app/api/JsonDecode.h"
#include "app/api/JsonScan.h"

namespace webshop::api::json::detail {

struct ScanReader
{
    using Type = JsonScan::Type;
    const JsonScan &scan;
    bool ambiguous = false;

    qint32 get(qint32 object, const char *key) { return scan.member(object, QLatin1StringView(key), &ambiguous); }
    qint32 firstOf(qint32 object, std::initializer_list<QLatin1StringView> keys)
    {
        return scan.firstOf(object, keys, &ambiguous);
    }
    bool isObject(qint32 v) const { return v >= 0 && scan.type(v) == Type::Object; }
    bool isArray(qint32 v) const { return v >= 0 && scan.type(v) == Type::Array; }

    // toText(): strings as they are; numbers and flags through the same helper.
    QString text(qint32 v) const
    {
        if (v < 0)
            return {};
        switch (scan.type(v)) {
        case Type::String: return scan.string(v);
        case Type::Number:
        case Type::True:
        case Type::False: return toText(scan.leaf(v));
        default: return {};
        }
    }
    // Decimal::fromJson().
    std::optional<Decimal> decimal(qint32 v) const
    {
        if (v >= 0 && scan.type(v) == Type::String)
            return Decimal::parse(scan.string(v));
        return Decimal::fromJson(scan.leaf(v));
    }
    // toMoney(): {"amount"|"value", "currency"} or a bare amount (without a currency).
    std::optional<Money> money(qint32 v)
    {
        if (isObject(v)) {
            const auto amount = decimal(firstOf(v, {QLatin1StringView("amount"), QLatin1StringView("value")}));
            if (!amount)
                return std::nullopt;
            return Money{*amount, text(get(v, "currency")).trimmed()};
        }
        if (const auto amount = decimal(v))
            return Money{*amount, QString()};
        return std::nullopt;
    }
    // A member of `object` that may be spelt in two ways: the first spelling when it is there
    // at all (even null), as `o.contains(a) ? o.value(a) : o.value(b)` reads it.
    qint32 spelt(qint32 object, const char *first, const char *second)
    {
        const qint32 v = get(object, first);
        return v >= 0 ? v : get(object, second);
    }
    // Calls `each` with every element of an array.
    template<typename F>
    void forEach(qint32 array, F each) const
    {
        qint32 e = scan.firstChild(array);
        for (qint32 i = 0; i < scan.node(array).count; ++i, e = scan.nextSibling(e))
            each(e);
    }
};

} // namespace webshop::api::json::detail
