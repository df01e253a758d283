// Fuzz target: customer-login response (token, id, name, delivery addresses).
// Input: response body, optionally a NUL byte and Set-Cookie header values, one per line.

#include "tests/fuzz/FuzzCheck.h"

using namespace webshop;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Response r = fuzz::splitResponse(data, size);
    values::CustomerLogin login;
    login.customerId = QStringLiteral("stale");
    QString error;
    const bool ok = api::json::decodeCustomerLogin(r.body, r.headers, login, &error);
    fuzz::checkResult(ok, error);
    if (ok) {
        FUZZ_CHECK(fuzz::isHeaderSafe(login.customerJwt));
        FUZZ_CHECK(!login.customerId.isEmpty());
        for (const values::DeliveryAddress &a : std::as_const(login.deliveryAddresses))
            (void)a.displayText();
    }
    return 0;
}
