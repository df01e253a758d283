#pragma once

#include "app/api/ApiValues.h"

#include <QString>
#include <QUrl>

namespace webshop::api {

// Everything about *how* the service is addressed. Defaults follow the spec.
struct ApiConfig
{
    enum class TokenTransport { Headers, Cookies };
    enum class LoginPathStyle { Long, Short }; // /webshop/v1/login/user or /login/user
    enum class SearchPathStyle { Webshop, Explore }; // /webshop/v1/search or /explore.publicapi.v1/search

    QUrl baseUrl;
    QString productKey = QStringLiteral("webshop");
    QString version = QStringLiteral("v1");
    QString explorePrefix = QStringLiteral("explore.publicapi.v1");
    LoginPathStyle loginPathStyle = LoginPathStyle::Long;
    SearchPathStyle searchPathStyle = SearchPathStyle::Webshop;
    TokenTransport tokenTransport = TokenTransport::Headers;
    int transferTimeoutMs = 15000; // no byte for this long: timeout
    int deadlineMs = 45000;        // whole request, however it drips
    qint64 maxBodyBytes = 16 * 1024 * 1024;
    int maxRetries = 2;            // GETs only
    int retryBaseDelayMs = 300;    // exponential backoff with jitter
    // Client login path below the base URL; empty: /{productKey}/{version}/login/client
    // (the spec: "the exact endpoint may vary by product").
    QString clientLoginPath;
};

} // namespace webshop::api
