#include "app/api/ApiLogging.h"

Q_LOGGING_CATEGORY(lcApi, "webshop.api", QtInfoMsg)
