#pragma once

#include <QLoggingCategory>

// Never log a token, a password, a Set-Cookie or an Authorization-like header.
Q_DECLARE_LOGGING_CATEGORY(lcApi)
