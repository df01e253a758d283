#pragma once

// The server's basket read directly through the API (not through BasketSync or a model), to
// compare what the app shows with what the server has.

#include "app/api/ApiClient.h"
#include "tests/common/Await.h"

namespace webshop::test {

[[nodiscard]] inline Awaited readServerBasket(api::ApiClient &client, api::Basket &basket, int timeoutMs = kBackendMs)
{
    return awaitJob(client.basket(), QStringLiteral("the server's basket"),
                    [&basket](api::BasketJob *job) { basket = job->result(); }, timeoutMs);
}

} // namespace webshop::test
