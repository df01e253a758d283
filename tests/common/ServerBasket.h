#pragma once

// The server's basket read directly through the API (not through BasketSync or a model), to
// compare what the app shows with what the server has.

#include "app/api/ApiClient.h"
#include "tests/common/Await.h"

namespace webshop::test {

[[nodiscard]] inline Awaited readServerBasket(api::ApiClient &client, values::Basket &basket, int timeoutMs = kBackendMs)
{
    return awaitJob(client.basket(), QStringLiteral("the server's basket"),
                    [&basket](api::BasketJob *job) { basket = job->result(); }, timeoutMs);
}

// The quantity of one bundle in the server's basket (0 when it has no line); -1 (with a
// warning) when the basket could not be read.
inline values::Decimal serverQuantity(api::ApiClient &client, const QString &bundleId, int timeoutMs = kBackendMs)
{
    values::Basket basket;
    if (const Awaited read = readServerBasket(client, basket, timeoutMs); !read) {
        qWarning("%s", read.message());
        return values::Decimal::fromInt(-1);
    }
    const values::BasketItem *item = basket.item(bundleId);
    return item ? item->quantity : values::Decimal();
}

} // namespace webshop::test
