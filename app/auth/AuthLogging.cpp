#include "app/auth/AuthLogging.h"

Q_LOGGING_CATEGORY(lcAuth, "webshop.auth", QtInfoMsg)
