// Fuzz target: client-login token extraction (JSON object, JSON string, plain text, Set-Cookie).
// Input: response body, optionally a NUL byte and Set-Cookie header values, one per line.

#include "tests/fuzz/FuzzCheck.h"

using namespace webshop;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Response r = fuzz::splitResponse(data, size);
    QString token = QStringLiteral("stale");
    QString error;
    const bool ok = api::json::decodeClientToken(r.body, r.headers, token, &error);
    fuzz::checkResult(ok, error);
    FUZZ_CHECK(ok == !token.isEmpty());
    if (ok)
        FUZZ_CHECK(fuzz::isHeaderSafe(token)); // never a header injection
    QString again;
    FUZZ_CHECK(api::json::decodeClientToken(r.body, r.headers, again, nullptr) == ok && again == token);
    return 0;
}
