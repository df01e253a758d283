#include "models/ModelsLogging.h"

Q_LOGGING_CATEGORY(lcModels, "webshop.models", QtWarningMsg)
Q_LOGGING_CATEGORY(lcImages, "webshop.models.images", QtWarningMsg)
