#pragma once

// Shared by the fuzz targets: an invariant check that survives NDEBUG, and the split of one
// fuzz input into a response body and Set-Cookie headers.

#include "app/api/JsonDecode.h"

#include <QByteArray>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

// A violated invariant is a finding: abort so libFuzzer (and the replay runner) report the input.
#define FUZZ_CHECK(cond)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            std::fprintf(stderr, "%s:%d: fuzz invariant failed: %s\n", __FILE__, __LINE__, #cond); \
            std::abort();                                                                          \
        }                                                                                          \
    } while (0)

namespace webshop::fuzz {

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

struct Response
{
    QByteArray body;
    api::json::RawHeaders headers;
};

// Body up to the first NUL byte; after it, one Set-Cookie header value per line.
inline Response splitResponse(const uint8_t *data, size_t size)
{
    Response r;
    const QByteArray all = bytes(data, size);
    const qsizetype nul = all.indexOf('\0');
    if (nul < 0) {
        r.body = all;
        return r;
    }
    r.body = all.left(nul);
    const QList<QByteArray> lines = all.mid(nul + 1).split('\n');
    for (const QByteArray &line : lines)
        r.headers.append({QByteArrayLiteral("Set-Cookie"), line});
    return r;
}

// What a token may look like once decoded: it goes into an HTTP header verbatim.
inline bool isHeaderSafe(const QString &token)
{
    if (token.isEmpty() || token.size() > 8192)
        return false;
    for (QChar c : token) {
        const char16_t u = c.unicode();
        if (u <= 0x20 || u >= 0x7f || u == u'"' || u == u';' || u == u',' || u == u'\\')
            return false;
    }
    return true;
}

// An article as every decoder hands it out: an id, bundles with ids, only http(s) images.
inline void checkArticle(const values::Article &a)
{
    FUZZ_CHECK(!a.variantId.isEmpty());
    FUZZ_CHECK(a.imageUrl.isEmpty() || (a.imageUrl.isValid() && (a.imageUrl.scheme() == u"http" || a.imageUrl.scheme() == u"https")));
    for (const values::Bundle &b : a.bundles) {
        FUZZ_CHECK(!b.bundleId.isEmpty());
        FUZZ_CHECK(a.bundle(b.bundleId) != nullptr);
    }
}

// A failed decode always says why.
inline void checkResult(bool ok, const QString &error)
{
    FUZZ_CHECK(ok || !error.isEmpty());
}

} // namespace webshop::fuzz
