#pragma once

// The pack a list offers first: the one added last (`remembered`, a bundle id) while the
// article still has it, else the smallest (fewest units per pack, then the lowest price).

#include "app/values/Types.h"

namespace webshop::models {

int listDefaultPack(const values::Article &article, const QString &remembered);

} // namespace webshop::models
