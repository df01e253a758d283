// Fuzz target: basket response (items with exact quantities, optional money, totals), and the
// fast path from the bytes against the QJsonDocument path.

#include "tests/fuzz/FuzzCheck.h"

using namespace webshop;

namespace {
void checkMoney(const values::OptionalMoney &m)
{
    if (m) {
        (void)m->amount.toString();
        (void)m->amount.toCentsRounded();
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    values::Basket basket;
    basket.items.append(values::BasketItem{QStringLiteral("stale"), values::Decimal::fromInt(1), {}});
    QString error;
    const QByteArray body = fuzz::bytes(data, size);
    const bool ok = api::json::decodeBasket(body, basket, &error);
    fuzz::checkResult(ok, error);
    // The basket read from the bytes is exactly the basket read through QJsonDocument.
    values::Basket viaDocument;
    QString documentError;
    FUZZ_CHECK(api::json::decodeBasketViaDocument(body, viaDocument, &documentError) == ok);
    FUZZ_CHECK(!ok || basket == viaDocument);
    if (!ok)
        return 0;
    for (const values::BasketItem &item : std::as_const(basket.items)) {
        // A line without an id is kept (it is part of the totals), never dropped.
        FUZZ_CHECK(basket.item(item.article) != nullptr);
        // Quantities are exact: their canonical text reads back to the same value.
        FUZZ_CHECK(values::Decimal::parse(item.quantity.toString()) == item.quantity);
        checkMoney(item.price.netTotal);
        checkMoney(item.price.grossTotal);
        checkMoney(item.price.articleNet);
    }
    checkMoney(basket.total.netTotal);
    checkMoney(basket.total.grossTotal);
    checkMoney(basket.total.vatTotal);
    return 0;
}
