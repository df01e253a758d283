#include "app/orders/OrderTypes.h"

#include "app/values/LinePrice.h"

namespace webshop::orders {

namespace {
struct CodeOf
{
    LineStatus status;
    const char16_t *code;
};
constexpr CodeOf kCodes[] = {
    {LineStatus::Pending, u"pending"},   {LineStatus::Ok, u"ok"},
    {LineStatus::Ambiguous, u"ambiguous"}, {LineStatus::NotFound, u"not_found"},
    {LineStatus::InvalidQuantity, u"invalid_quantity"}, {LineStatus::Duplicate, u"duplicate"},
    {LineStatus::Skipped, u"skipped"},   {LineStatus::Error, u"error"},
    {LineStatus::Added, u"added"},       {LineStatus::Refused, u"refused"},
    {LineStatus::Uncertain, u"uncertain"}, {LineStatus::NeedsConfirmation, u"needs_confirmation"},
    {LineStatus::AlreadyAdded, u"already_added"},
};
} // namespace

QString statusCode(LineStatus status)
{
    for (const CodeOf &c : kCodes)
        if (c.status == status)
            return QString::fromUtf16(c.code);
    return {};
}

std::optional<LineStatus> statusFromCode(QStringView code)
{
    for (const CodeOf &c : kCodes)
        if (code == QStringView(c.code))
            return c.status;
    return std::nullopt;
}

bool isSettled(const LineResult &line)
{
    switch (line.status) {
    case LineStatus::Ok:
    case LineStatus::Added:
    case LineStatus::AlreadyAdded: return true;
    case LineStatus::Duplicate: return line.merged;
    case LineStatus::Skipped: return line.record.kind != OrderRecord::Kind::Data;
    default: return false;
    }
}

std::optional<values::Decimal> lineGross(const LineResult &line)
{
    return values::computeLine(values::UnitPrices::of(line.match.unitNet, line.match.unitGross, line.match.currency), line.quantity)
        .goodsGross;
}

LargeAddLimit largeAddLimit(const LineResult &line, const LargeAddLimits &limits)
{
    const bool weight = line.match.weight;
    if (line.quantity > values::Decimal::fromInt(weight ? limits.kilograms : limits.packs))
        return weight ? LargeAddLimit::Kilograms : LargeAddLimit::Packs;
    if (const auto gross = lineGross(line); gross && *gross > values::Decimal::fromInt(limits.gross))
        return LargeAddLimit::Gross;
    return LargeAddLimit::None;
}

} // namespace webshop::orders
