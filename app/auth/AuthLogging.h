#pragma once

#include <QLoggingCategory>

// Never log a token, a password or a keychain value.
Q_DECLARE_LOGGING_CATEGORY(lcAuth)
