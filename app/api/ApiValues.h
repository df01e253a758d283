#pragma once

// The API layer reads and writes the shared values (app/values, namespace webshop::values) by
// their plain names: Article, Basket, Decimal, ApiError. Only the API layer's own files include
// this. Everywhere else a value is values::Article, and api:: names the API layer itself (a
// client, a job, the basket queue); in a widget or a model that is checked
// (tests/layers: layers_source_rules).

#include "app/values/AddIntent.h"
#include "app/values/AddState.h"
#include "app/values/ApiError.h"
#include "app/values/BasketMath.h"
#include "app/values/Decimal.h"
#include "app/values/LinePrice.h"
#include "app/values/Types.h"

namespace webshop::api {
using namespace webshop::values;
} // namespace webshop::api
