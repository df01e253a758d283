#pragma once

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcModels)
Q_DECLARE_LOGGING_CATEGORY(lcImages)
