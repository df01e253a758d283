// Fuzz target: the personal-lists overview (user id, list references).

#include "tests/fuzz/FuzzCheck.h"

using namespace webshop;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    values::PersonalLists lists;
    lists.lists.append({QStringLiteral("stale"), QStringLiteral("stale")});
    QString error;
    const bool ok = api::json::decodePersonalLists(fuzz::bytes(data, size), lists, &error);
    fuzz::checkResult(ok, error);
    if (!ok)
        return 0;
    for (const values::PersonalListRef &ref : std::as_const(lists.lists))
        FUZZ_CHECK(!ref.listId.isEmpty());
    return 0;
}
