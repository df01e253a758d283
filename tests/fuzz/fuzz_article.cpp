// Fuzz target: article details (bare, {"article": …} or {"results": [one]}).

#include "tests/fuzz/FuzzCheck.h"

using namespace webshop;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QUrl base(QStringLiteral("https://shop.example.com/api/v1/"));
    values::Article article;
    QString error;
    const bool ok = api::json::decodeArticle(fuzz::bytes(data, size), base, article, &error);
    fuzz::checkResult(ok, error);
    if (ok)
        fuzz::checkArticle(article);
    return 0;
}
