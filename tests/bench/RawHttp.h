#pragma once

// curl-like HTTP/1.1 on a raw socket (a fresh connection, Connection: close), for the
// baselines, plus a plain sign-in to get the demo customer's tokens. Blocking: only against
// a server on another thread or process.

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QUrl>

namespace webshop::bench::RawHttp {

using Headers = QList<QPair<QByteArray, QByteArray>>;

// The whole response (status line, headers, body); empty on failure.
QByteArray get(const QUrl &server, const QByteArray &pathAndQuery, const Headers &headers);
// Milliseconds from connect to the last byte of the response; -1 on failure.
double timeMs(const QUrl &server, const QByteArray &pathAndQuery, const Headers &headers);
// The response body of a GET.
QByteArray body(const QByteArray &response);
// Client and customer login of the first demo customer: its token headers and first store.
bool login(const QUrl &server, Headers *tokens, QString *storeId, QString *customerId = nullptr);

} // namespace webshop::bench::RawHttp
