// Fuzz target: search response (paging numbers, tolerant lists, articles, bundles, prices, image URLs),
// and the fast path from the bytes against the QJsonDocument path.

#include "tests/fuzz/FuzzCheck.h"

using namespace webshop;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QUrl base(QStringLiteral("https://shop.example.com/api/v1/"));
    values::SearchPage page;
    page.results.append(values::Article{QStringLiteral("stale"), {}, {}, {}});
    QString error;
    const QByteArray body = fuzz::bytes(data, size);
    const bool ok = api::json::decodeSearchPage(body, base, page, &error);
    fuzz::checkResult(ok, error);
    // The page read from the bytes is exactly the page read through QJsonDocument.
    values::SearchPage viaDocument;
    QString documentError;
    FUZZ_CHECK(api::json::decodeSearchPageViaDocument(body, base, viaDocument, &documentError) == ok);
    FUZZ_CHECK(!ok || page == viaDocument);
    if (!ok)
        return 0;
    FUZZ_CHECK(page.amount >= 0 && page.page >= 0 && page.rows >= 0 && page.totalPages >= 0);
    for (const values::Article &a : std::as_const(page.results))
        fuzz::checkArticle(a);
    return 0;
}
