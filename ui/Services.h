#pragma once

// What every page and dialog is handed: the controllers and the models (app/control/Services.h),
// nothing network-facing. Built once by control::ObjectGraph.

#include "app/control/Services.h"

namespace webshop::ui {
using Services = control::Services;
} // namespace webshop::ui
