#include "app/localstore/LocalStoreLogging.h"

Q_LOGGING_CATEGORY(lcLocalStore, "webshop.localstore", QtInfoMsg)
