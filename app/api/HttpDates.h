#pragma once

// The dates an HTTP reply carries: its Date header (the server's clock) and Retry-After.

#include "app/api/JsonDecode.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace webshop::api {

// An HTTP date (RFC 9110 5.6.7): IMF-fixdate, and the obsolete RFC 850 and asctime forms, in
// UTC; invalid when unreadable.
QDateTime parseHttpDate(const QString &text);
// Retry-After: delta-seconds or an HTTP date, in ms from now. -1 when absent or unreadable.
qint64 retryAfterMs(const json::RawHeaders &headers);
// A Date header's value (the last one parsed is kept: it changes once a second).
QDateTime httpDate(const QByteArray &value);

} // namespace webshop::api
