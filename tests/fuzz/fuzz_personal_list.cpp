// Fuzz target: one customer item list (items as articles or wrapped in {"article": …}).

#include "tests/fuzz/FuzzCheck.h"

using namespace webshop;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QUrl base(QStringLiteral("https://shop.example.com/api/v1/"));
    values::PersonalList list;
    QString error;
    const bool ok = api::json::decodePersonalList(fuzz::bytes(data, size), base, list, &error);
    fuzz::checkResult(ok, error);
    if (!ok)
        return 0;
    for (const values::Article &a : std::as_const(list.items))
        fuzz::checkArticle(a);
    return 0;
}
