// Fuzz target: search response (paging numbers, tolerant lists, articles, bundles, prices, image URLs).

#include "tests/fuzz/FuzzCheck.h"

using namespace webshop;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QUrl base(QStringLiteral("https://shop.example.com/api/v1/"));
    api::SearchPage page;
    page.results.append(api::Article{QStringLiteral("stale"), {}, {}, {}});
    QString error;
    const bool ok = api::json::decodeSearchPage(fuzz::bytes(data, size), base, page, &error);
    fuzz::checkResult(ok, error);
    if (!ok)
        return 0;
    FUZZ_CHECK(page.amount >= 0 && page.page >= 0 && page.rows >= 0 && page.totalPages >= 0);
    for (const api::Article &a : std::as_const(page.results))
        fuzz::checkArticle(a);
    return 0;
}
